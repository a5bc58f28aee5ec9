import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { RATE_LIMITS } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Several servers behind a load balancer must share one count, or each multiplies the limit.
describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('counts login attempts at one account across two servers', async () => {
    const env = { REDIS_URL: redisUrl!, JWT_SECRET: 'r'.repeat(40) };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    const account = `shared-${Date.now()}-${Math.random()}`;
    const attempt = (t: typeof a) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account, password: 'guess-guess' },
      });
    const statuses = [];
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.max; i++)
      statuses.push((await attempt(i % 2 ? a : b)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
