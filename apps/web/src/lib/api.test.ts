import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/utils';
import { apiBlob } from './api';
import { ApiError } from './api-error';
import { clearToken, getToken, setToken } from './token';

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

describe('apiBlob', () => {
  it('fetches a server URL under /api as it is, with the token', async () => {
    setToken('abc');
    const fetchMock = mockFetch({ 'GET /api/tts/audio/a.mp3': { body: 'ID3-bytes' } });
    const blob = await apiBlob('/api/tts/audio/a.mp3');
    expect(await blob.text()).toBe('ID3-bytes');
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/api/tts/audio/a.mp3');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('adds /api to a plain path and throws the server detail like api()', async () => {
    mockFetch({
      'GET /api/tts/audio/b.mp3': { status: 403, body: { detail: 'Downloads need a paid plan' } },
    });
    const failure = apiBlob('/tts/audio/b.mp3');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, detail: 'Downloads need a paid plan' });
  });
});
