import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, DIALECT, signUp, type TestApp } from '../../test/app.ts';
import { AUTH_MESSAGES } from './service.ts';

const SECRET = 'k'.repeat(40);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const me = (t: TestApp, token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const post = (t: TestApp, url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function login(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

/** One account signed in on two devices. */
async function twoDevices(t: TestApp, password = 'first-password-1') {
  const session = await signUp(t, { password });
  const other = await login(t, session.user.username, password);
  // Both tokens are now in the verified-token cache: a later refusal cannot come from a cold cache.
  expect((await me(t, session.access_token)).statusCode).toBe(200);
  expect((await me(t, other)).statusCode).toBe(200);
  return { user: session.user, password, first: session.access_token, second: other };
}

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
  });

  it('ends every earlier token, returns a working one, and swaps the passwords', async () => {
    const { user, first, second, password } = await twoDevices(t);
    const res = await post(t, '/api/auth/password', first, {
      current_password: password,
      new_password: 'second-password-2',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, username: user.username });
    expect(body.token_type).toBe('bearer');

    for (const old of [first, second]) {
      const refused = await me(t, old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Invalid or expired token' });
    }
    expect((await me(t, body.access_token)).json().id).toBe(user.id);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password },
    });
    expect(oldPassword.statusCode).toBe(401);
    await login(t, user.username, 'second-password-2');
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { user, first, password } = await twoDevices(t);
    const res = await post(t, '/api/auth/password', first, {
      current_password: 'not-my-password',
      new_password: 'second-password-2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.wrongCurrentPassword });
    expect((await me(t, first)).statusCode).toBe(200);
    await login(t, user.username, password);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const { first, password } = await twoDevices(t);
    const attempt = () =>
      post(t, '/api/auth/password', first, { current_password: 'guess-guess', new_password: 'whatever-1' });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const blocked = await post(t, '/api/auth/password', first, {
      current_password: password,
      new_password: 'whatever-1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many failed sign-in attempts. Try again in 2 seconds.');
    expect(blocked.headers['retry-after']).toBe('2');
  });

  it.each([
    [
      { current_password: 'first-password-1', new_password: 'short' },
      'Password must be at least 8 characters',
    ],
    [{ current_password: 'first-password-1', new_password: 'x'.repeat(129) }, 'Password must be at most 128'],
    [{ current_password: 'first-password-1' }, "Invalid field 'new_password'"],
    [{ current_password: '', new_password: 'long-enough-1' }, 'Current password is required'],
    [{ current_password: 'first-password-1', new_password: 'first-password-1' }, AUTH_MESSAGES.samePassword],
  ])('answers 400 for %j and keeps the session', async (payload, detail) => {
    const { first } = await twoDevices(t);
    const res = await post(t, '/api/auth/password', first, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
    expect((await me(t, first)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'a', new_password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
  });

  it('ends the token that sends it, and only that one', async () => {
    const { first, second } = await twoDevices(t);
    const res = await post(t, '/api/auth/logout', first);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(200);
    // The ended token cannot log out again, nor do anything else.
    expect((await post(t, '/api/auth/logout', first)).statusCode).toBe(401);
  });

  it('forgets ended tokens once they would have expired anyway', async () => {
    const { user, first } = await twoDevices(t);
    await t.services.db
      .insertInto('revoked_tokens')
      .values({ jti: 'long-expired', user_id: user.id, expires_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    await post(t, '/api/auth/logout', first);
    const rows = await t.services.db
      .selectFrom('revoked_tokens')
      .select(['jti', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.jti).not.toBe('long-expired');
    expect(Date.parse(rows[0]!.expires_at)).toBeGreaterThan(Date.now() + 6 * 86400_000);
  });

  it('signs out everywhere with logout-all; signing in again works', async () => {
    const { user, first, second, password } = await twoDevices(t);
    const res = await post(t, '/api/auth/logout-all', second);
    expect(res.statusCode).toBe(204);
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(401);
    const again = await login(t, user.username, password);
    expect((await me(t, again)).statusCode).toBe(200);
  });

  it('refuses tokens without an id and version (issued before sessions could be ended)', async () => {
    const { user } = await signUp(t);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect((await me(t, legacy)).statusCode).toBe(401);
  });
});

describe('admin revoke', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      JWT_SECRET: SECRET,
      ADMIN_USERNAME: 'revoker',
      ADMIN_PASSWORD: 'revoker-password',
      ADMIN_EMAIL: 'revoker@example.com',
    });
    admin = await login(t, 'revoker', 'revoker-password');
  });

  it('ends every session of a user', async () => {
    const { user, first, second } = await twoDevices(t);
    const res = await post(t, `/api/admin/users/${user.id}/revoke-sessions`, admin);
    expect(res.statusCode).toBe(204);
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(401);
    expect((await me(t, admin)).statusCode).toBe(200);
  });

  it('is for admins only, and says when the user does not exist', async () => {
    const { user, first } = await twoDevices(t);
    const student = await post(t, `/api/admin/users/${user.id}/revoke-sessions`, first);
    expect(student.statusCode).toBe(403);
    expect((await me(t, first)).statusCode).toBe(200);
    const missing = await post(t, `/api/admin/users/${randomUUID()}/revoke-sessions`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: AUTH_MESSAGES.userNotFound });
  });

  it('is exposed by the auth service for the admin area', async () => {
    const { user, first } = await twoDevices(t);
    await t.services.auth.revokeSessions(user.id);
    expect((await me(t, first)).statusCode).toBe(401);
  });
});

describe('sessions across servers on one database', () => {
  it('a logout or a password change on one server is honoured by another at once', async () => {
    // SQLite in memory cannot be shared: the sqlite run uses one file for both servers.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-shared-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    const first = await createTestApp({
      JWT_SECRET: SECRET,
      ...(DIALECT === 'sqlite' ? { DATABASE_URL: `sqlite:${dir}/shared.db` } : {}),
    });
    const db = first.config.database;
    const second = await createTestApp({
      JWT_SECRET: SECRET,
      DATABASE_URL: db.dialect === 'postgres' ? db.url : `sqlite:${db.file}`,
    });

    const { first: tokenA, second: tokenB, password } = await twoDevices(first);
    expect((await me(second, tokenA)).statusCode).toBe(200);
    expect((await me(second, tokenB)).statusCode).toBe(200);
    expect((await post(first, '/api/auth/logout', tokenA)).statusCode).toBe(204);
    expect((await me(second, tokenA)).statusCode).toBe(401);
    expect((await me(second, tokenB)).statusCode).toBe(200);

    const changed = await post(second, '/api/auth/password', tokenB, {
      current_password: password,
      new_password: 'changed-elsewhere-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(first, tokenB)).statusCode).toBe(401);
    expect((await me(first, changed.json().access_token)).statusCode).toBe(200);
  });
});
