import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { closedPort } from '../../test/net.ts';
import { HttpError, LIMIT_STORE_DOWN } from '../errors.ts';
import {
  type Attempt,
  delaySeconds,
  LoginThrottle,
  memoryFailureStore,
  redisFailureStore,
} from './login-throttle.ts';

const silent = { warn() {} } as unknown as FastifyBaseLogger;

async function statusOf(
  work: Promise<unknown>,
): Promise<{ status: number; detail: string; headers: object }> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, detail: error.detail, headers: error.headers };
}

describe('delaySeconds', () => {
  it('is free up to the allowance, then doubles up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 13, 14, 40].map((n) => delaySeconds(n, 5))).toEqual([
      0, 0, 2, 4, 8, 512, 900, 900,
    ]);
  });
});

describe('LoginThrottle in memory', () => {
  it('counts per account and address with an injected clock, and a success clears the account', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(
      memoryFailureStore(() => now),
      { now: () => now },
    );
    const attempt: Attempt = { account: { userId: 'u1' }, address: '10.0.0.1' };
    for (let i = 0; i < 5; i++) {
      await throttle.check(attempt);
      await throttle.failed(attempt);
    }
    expect(await statusOf(throttle.check(attempt))).toMatchObject({
      status: 429,
      headers: { 'retry-after': '2' },
    });
    now += 2000;
    await throttle.check(attempt);
    await throttle.succeeded(attempt);
    await throttle.failed(attempt);
    await throttle.check(attempt);
  });

  it('forgets failures a day after the last one', async () => {
    let now = 0;
    const throttle = new LoginThrottle(
      memoryFailureStore(() => now),
      { now: () => now },
    );
    const attempt: Attempt = { account: { typedName: 'Someone' }, address: '10.0.0.2' };
    for (let i = 0; i < 10; i++) await throttle.failed(attempt);
    now += 24 * 3600 * 1000;
    await throttle.check(attempt);
    // Typed names are compared trimmed and in lower case.
    await throttle.failed({ account: { typedName: ' someone ' }, address: '10.0.0.3' });
    for (let i = 0; i < 4; i++) await throttle.failed(attempt);
    expect((await statusOf(throttle.check(attempt))).status).toBe(429);
  });
});

describe('LoginThrottle with Redis unreachable', () => {
  it('answers 503 with Retry-After instead of an error', async () => {
    const store = redisFailureStore(`redis://127.0.0.1:${await closedPort()}`, silent);
    onTestFinished(() => store.close());
    const throttle = new LoginThrottle(store);
    const attempt: Attempt = { account: { userId: 'u1' }, address: '10.0.0.1' };
    for (const work of [throttle.check(attempt), throttle.failed(attempt), throttle.succeeded(attempt)]) {
      expect(await statusOf(work)).toEqual({
        status: 503,
        detail: LIMIT_STORE_DOWN,
        headers: { 'retry-after': '30' },
      });
    }
  });
});
