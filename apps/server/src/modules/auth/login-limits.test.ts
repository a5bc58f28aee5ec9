import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_THROTTLE } from '../../platform/auth/login-throttle.ts';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { AUTH_MESSAGES } from './service.ts';

const PASSWORD = 'right-password-1';
let addressCounter = 0;

describe('failed sign-in throttle', () => {
  let t: TestApp;
  let address: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    // Only Date is faked: the clock the throttle reads, while timers and I/O run normally.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') });
    // Each test signs in from its own address, so address budgets do not carry over.
    addressCounter += 1;
    address = `10.1.0.${addressCounter}`;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const attempt = (username: string, password: string, from = address) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: from,
    });
  const account = async () => (await signUp(t, { password: PASSWORD })).user;
  const wait = (seconds: number) => vi.advanceTimersByTime(seconds * 1000);

  function expectWait(res: Awaited<ReturnType<typeof attempt>>, seconds: number, text: string) {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(res.json()).toEqual({ detail: `Too many failed sign-in attempts. Try again in ${text}.` });
  }

  it('never counts successful sign-ins', async () => {
    const user = await account();
    for (let i = 0; i < 12; i++) expect((await attempt(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('counts the name and the email of one account against one budget', async () => {
    const user = await account();
    for (const typed of [user.username, user.email, user.username.toUpperCase(), user.email, user.username])
      expect((await attempt(typed, 'wrong-password')).statusCode).toBe(401);
    // The sixth try must wait, whichever spelling and even with the right password.
    expectWait(await attempt(user.email.toUpperCase(), PASSWORD), 2, '2 seconds');
    expectWait(await attempt(user.username, PASSWORD), 2, '2 seconds');
    // Another account from the same address is not held up.
    const other = await account();
    expect((await attempt(other.username, PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await account();
    for (let i = 0; i < 4; i++) expect((await attempt(user.username, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.username, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(user.username, 'wrong-password')).statusCode).toBe(401);
    expectWait(await attempt(user.username, 'wrong-password'), 2, '2 seconds');
  });

  it('makes each further failure wait twice as long, up to 15 minutes, then lets the owner in', async () => {
    const user = await account();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerAccount; i++)
      expect((await attempt(user.username, 'wrong-password')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const blocked = await attempt(user.username, 'wrong-password');
      expect(blocked.statusCode).toBe(429);
      const seconds = Number(blocked.headers['retry-after']);
      waits.push(seconds);
      wait(seconds - 1);
      expect((await attempt(user.username, PASSWORD)).statusCode).toBe(429);
      wait(1);
      expect((await attempt(user.username, 'wrong-password')).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expectWait(await attempt(user.username, PASSWORD), 900, '15 minutes');
    wait(900);
    expect((await attempt(user.username, PASSWORD)).statusCode).toBe(200);
    expect((await attempt(user.username, 'wrong-password')).statusCode).toBe(401);
  });

  it('answers unknown names exactly as wrong passwords, step by step', async () => {
    const user = await account();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 7; i++) {
      for (const [name, into] of [
        [user.username, known],
        [`nobody-${user.username}`, unknown],
      ] as const) {
        const res = await attempt(name, 'wrong-password');
        into.push([res.statusCode, res.headers['retry-after'], res.json()]);
      }
    }
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual([401, undefined, { detail: AUTH_MESSAGES.badCredentials }]);
    expect(known[5]).toEqual([
      429,
      '2',
      { detail: 'Too many failed sign-in attempts. Try again in 2 seconds.' },
    ]);
  });

  it('caps failures from one address across many accounts', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerAddress; i++)
      expect((await attempt(`probe-${i}`, 'wrong-password')).statusCode).toBe(401);
    const user = await account();
    expectWait(await attempt(user.username, PASSWORD), 2, '2 seconds');
    // The owner, elsewhere, is not held up by someone else's address.
    expect((await attempt(user.username, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });
});
