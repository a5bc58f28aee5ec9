import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken } from './api';

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

describe('token storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores, reads and clears the token', () => {
    setToken('abc');
    expect(localStorage.getItem('auth_token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('never throws when the browser blocks storage', () => {
    blockStorage();
    expect(() => setToken('abc')).not.toThrow();
    expect(() => clearToken()).not.toThrow();
    expect(getToken()).toBeNull();
  });
});
