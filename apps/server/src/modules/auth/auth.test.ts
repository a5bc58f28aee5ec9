import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginThrottle, memoryFailureStore } from '../../platform/auth/login-throttle.ts';
import { createTokenService } from '../../platform/auth/tokens.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { UsersRepo } from './repo.ts';
import { AUTH_MESSAGES, AuthService } from './service.ts';

const json = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('creates a free, non-admin user and returns a working token', async () => {
    const res = await json(t, '/api/auth/register', {
      username: 'Maya_R',
      email: 'Maya@Example.com',
      password: 'photosynthesis',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({
      username: 'Maya_R',
      email: 'maya@example.com',
      plan_tier: 'free',
      plan_status: 'active',
      renewal_date: null,
      is_admin: false,
      credits_remaining: 0,
      insights_enabled: true,
    });
    expect(body.user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.user).not.toHaveProperty('password_hash');

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('ignores privilege fields in the request body', async () => {
    const res = await json(t, '/api/auth/register', {
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'longenough1',
      is_admin: true,
      plan_tier: 'bootcamp',
      credits_remaining: 999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ is_admin: false, plan_tier: 'free', credits_remaining: 0 });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    await signUp(t, { username: 'hashcheck1', password: 'same-password-1' });
    await signUp(t, { username: 'hashcheck2', password: 'same-password-1' });
    const rows = await t.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', 'in', ['hashcheck1', 'hashcheck2'])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
      expect(row.password_hash).not.toContain('same-password-1');
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('rejects a taken username (any letter case) and a taken email with 409', async () => {
    await signUp(t, { username: 'TakenName', email: 'taken@example.com' });
    const sameName = await json(t, '/api/auth/register', {
      username: 'takenname',
      email: 'other@example.com',
      password: 'longenough1',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ detail: AUTH_MESSAGES.usernameTaken });

    const sameEmail = await json(t, '/api/auth/register', {
      username: 'othername',
      email: 'TAKEN@example.com',
      password: 'longenough1',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
  });

  it.each([
    [{ email: 'a@b.co', password: 'longenough1' }, "Invalid field 'username'"],
    [{ username: 'ab', email: 'a@b.co', password: 'longenough1' }, 'Username must be at least 3 characters'],
    [{ username: 'has space', email: 'a@b.co', password: 'longenough1' }, 'letters, digits'],
    [
      { username: 'validname', email: 'not-an-email', password: 'longenough1' },
      'Enter a valid email address',
    ],
    [{ username: 'validname', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: 'validname', email: 'a@b.co', password: 'x'.repeat(129) }, 'Password must be at most 128'],
  ])('answers 400 with a readable detail for %j', async (payload, detail) => {
    const before = await t.services.db.selectFrom('users').select('id').execute();
    const res = await json(t, '/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
    const after = await t.services.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Request body is not valid JSON' });
    const array = await json(t, '/api/auth/register', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().detail).toMatch(/Invalid/);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await json(t, '/api/auth/register', { username: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large' });
  });

  // 40 password hashes: real work, given room on a busy 2-core machine.
  it('lets a whole classroom behind one address sign up', { timeout: 120_000 }, async () => {
    const results = [];
    for (let i = 0; i < 40; i++) {
      results.push(
        (
          await json(t, '/api/auth/register', {
            username: `pupil${i}`,
            email: `pupil${i}@school.test`,
            password: 'classroom-1',
          })
        ).statusCode,
      );
    }
    expect(results.every((s) => s === 200)).toBe(true);
    expect(RATE_LIMITS.register.max).toBeGreaterThanOrEqual(40);
  });
});

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, { username: 'loginuser', email: 'login@example.com', password: 'right-password' });
  });

  it('signs in by username (any case) or by email', async () => {
    for (const username of ['loginuser', 'LOGINUSER', 'login@example.com']) {
      const res = await json(t, '/api/auth/login', { username, password: 'right-password' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe('loginuser');
      expect(res.json().access_token).toEqual(expect.any(String));
    }
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await json(t, '/api/auth/login', { username: 'loginuser', password: 'wrong-password' });
    const unknown = await json(t, '/api/auth/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    const res = await json(t, '/api/auth/login', { username: 'loginuser' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain("'password'");
  });
});

describe('tokens and /api/auth/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: 's'.repeat(40) });
  });

  it('answers 401 without a token, with a malformed one, or with a forged one', async () => {
    const none = await t.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Not authenticated' });
    const bad = await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.json()).toEqual({ detail: 'Invalid or expired token' });
    const { user } = await signUp(t);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { user } = await signUp(t);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
      .sign(new TextEncoder().encode('s'.repeat(40)));
    const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid or expired token' });
  });

  it('issues tokens that expire after 7 days', async () => {
    const { access_token } = await signUp(t);
    const payload = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('rejects a token of a user that no longer exists', async () => {
    const { user, headers } = await signUp(t);
    await t.services.db.deleteFrom('users').where('id', '=', user.id).execute();
    const res = await t.app.inject({ url: '/api/auth/me', headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('persisted secret', () => {
  it('keeps the generated secret in DATA_DIR, so tokens survive a restart', async () => {
    const first = await createTestApp();
    const session = await signUp(first);
    const again = await first.app.inject({ url: '/api/auth/me', headers: session.headers });
    expect(again.statusCode).toBe(200);
    const secretFile = `${first.config.dataDir}/jwt-secret`;
    const { readFileSync, statSync } = await import('node:fs');
    expect(readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(48);
    expect(statSync(secretFile).mode & 0o077).toBe(0);

    const other = await createTestApp();
    const foreign = await other.app.inject({ url: '/api/auth/me', headers: session.headers });
    expect(foreign.statusCode).toBe(401);
  });
});

describe('admin login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_USERNAME: 'root-admin',
      ADMIN_PASSWORD: 'admin-password-1',
      ADMIN_EMAIL: 'Ops@School.test',
    });
    await signUp(t, { username: 'plainuser', password: 'plain-password' });
  });

  it('signs in the configured admin', async () => {
    const res = await json(t, '/api/auth/admin-login', {
      username: 'root-admin',
      password: 'admin-password-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'root-admin',
      email: 'ops@school.test',
      is_admin: true,
    });
  });

  it('refuses a non-admin with right credentials, a wrong password and an empty body', async () => {
    const user = await json(t, '/api/auth/admin-login', {
      username: 'plainuser',
      password: 'plain-password',
    });
    expect(user.statusCode).toBe(401);
    expect(user.json()).toEqual({ detail: AUTH_MESSAGES.notAdmin });
    const wrong = await json(t, '/api/auth/admin-login', { username: 'root-admin', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/admin-login' });
    expect(empty.statusCode).toBe(400);
  });

  it('lets the admin also use the normal login', async () => {
    const res = await json(t, '/api/auth/login', { username: 'root-admin', password: 'admin-password-1' });
    expect(res.json().user.is_admin).toBe(true);
  });

  it('updates the admin’s password on start', async () => {
    await t.services.auth.ensureAdmin({
      username: 'root-admin',
      password: 'rotated-password',
      email: 'ops@school.test',
    });
    const res = await json(t, '/api/auth/admin-login', {
      username: 'root-admin',
      password: 'rotated-password',
    });
    expect(res.statusCode).toBe(200);
    const old = await json(t, '/api/auth/admin-login', {
      username: 'root-admin',
      password: 'admin-password-1',
    });
    expect(old.statusCode).toBe(401);
  });

  it('keeps the admin signed in when restarted with the same password, not with a new one', async () => {
    const admin = { username: 'root-admin', password: 'session-password-1', email: 'ops@school.test' };
    await t.services.auth.ensureAdmin(admin);
    const session = await json(t, '/api/auth/admin-login', admin);
    const headers = { authorization: `Bearer ${session.json().access_token}` };
    await t.services.auth.ensureAdmin(admin);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    await t.services.auth.ensureAdmin({ ...admin, password: 'session-password-2' });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('lets two servers starting at once both create-or-update the same admin', async () => {
    // Both look the admin up before either inserts it: the race two processes can run into.
    const insert = UsersRepo.prototype.insert;
    let arrived = 0;
    let release!: () => void;
    const bothLooked = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(UsersRepo.prototype, 'insert').mockImplementation(async function (this: UsersRepo, user) {
      arrived += 1;
      if (arrived === 2) release();
      await bothLooked;
      return insert.call(this, user);
    });
    const admin = { username: 'racing-admin', password: 'racing-password', email: 'race@school.test' };
    // A second server's service: its own tokens and throttle, the same database.
    const other = new AuthService(
      t.services.db,
      createTokenService('x'.repeat(40)),
      new LoginThrottle(memoryFailureStore()),
    );
    const [first, second] = [other, t.services.auth];
    const results = await Promise.all([first.ensureAdmin(admin), second.ensureAdmin(admin)]);
    vi.restoreAllMocks();
    expect(results[0]).toEqual(results[1]);
    const rows = await t.services.db
      .selectFrom('users')
      .select(['id', 'is_admin'])
      .where('username', '=', 'racing-admin')
      .execute();
    expect(rows).toEqual([{ id: results[0].id, is_admin: true }]);
    expect((await json(t, '/api/auth/admin-login', admin)).statusCode).toBe(200);
  });

  it('never promotes an existing student account, nor takes its email', async () => {
    await expect(
      t.services.auth.ensureAdmin({
        username: 'PlainUser',
        password: 'new-admin-pass',
        email: 'x@school.test',
      }),
    ).rejects.toThrow('ADMIN_USERNAME "PlainUser" belongs to an existing account that is not an admin');
    const student = await t.services.db
      .selectFrom('users')
      .select('is_admin')
      .where('username', '=', 'plainuser')
      .executeTakeFirst();
    expect(student?.is_admin).toBe(false);
    const plainEmail = (await t.services.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'plainuser')
      .executeTakeFirst())!.email;
    await expect(
      t.services.auth.ensureAdmin({
        username: 'second-admin',
        password: 'second-password',
        email: plainEmail,
      }),
    ).rejects.toThrow(`ADMIN_EMAIL "${plainEmail}" is already used by another account`);
  });
});
