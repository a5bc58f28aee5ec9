import { describe, expect, it } from 'vitest';
import { createTestApp, uploadFile } from '../test/app.ts';
import { closedPort } from '../test/net.ts';
import { LOGIN_THROTTLE } from './auth/login-throttle.ts';
import { LIMIT_STORE_DOWN } from './errors.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Several servers behind a load balancer must share one count, or each multiplies the limit.
describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('counts failed sign-ins at one account across two servers, and a success on either clears them', async () => {
    const env = { REDIS_URL: redisUrl!, JWT_SECRET: 'r'.repeat(40) };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    const account = `shared-${Date.now()}-${Math.random()}`;
    // Redis keeps counts between runs (a day after the last failure): a fixed address would
    // carry earlier runs' failures into this one.
    const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const attempt = (t: typeof a, password = 'guess-guess') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account, password },
        remoteAddress: address,
      });
    const statuses = [];
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerAccount; i++)
      statuses.push((await attempt(i % 2 ? a : b)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});

describe('rate-limit store unreachable', () => {
  it('answers sign-ins and sign-ups with a clear 503 and Retry-After, not a 500', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone', password: 'guess-guess' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ detail: LIMIT_STORE_DOWN });
    expect(login.headers['retry-after']).toBe('30');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'someone', email: 'someone@example.com', password: 'long-enough-1' },
    });
    expect(register.statusCode).toBe(503);
    expect(register.json()).toEqual({ detail: LIMIT_STORE_DOWN });
    expect(await t.services.db.selectFrom('users').select('id').execute()).toEqual([]);

    // Uploads are metered per student in the same store.
    const session = await t.services.auth.register({
      username: 'uploader',
      email: 'uploader@example.com',
      password: 'long-enough-1',
    });
    const upload = await uploadFile(
      t,
      '/api/notes/extract',
      { authorization: `Bearer ${session.access_token}` },
      'notes.txt',
      Buffer.from('Notes about the water cycle.'),
    );
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({ detail: LIMIT_STORE_DOWN });
  });
});
