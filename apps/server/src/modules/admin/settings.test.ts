import {
  DEFAULT_SETTINGS,
  MAX_UPLOAD_MB,
  type PlatformSettings,
  SETTINGS_MESSAGES,
} from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp, uploadFile } from '../../test/app.ts';
import { WATER_NOTES } from '../../test/notes.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('admin settings', () => {
  let t: TestApp;
  let admin: Session;
  const save = (settings: Partial<PlatformSettings>, who: Session | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...DEFAULT_SETTINGS, ...settings },
      ...(who ? { headers: who.headers } : {}),
    });
  const quiz = (who: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/api/generate/quiz',
      headers: who.headers,
      payload: { topic: 'water', source_text: WATER_NOTES },
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { username: 'settings_admin' });
    await makeAdmin(t, admin.user.id);
  });

  it('are read and saved by admins only', async () => {
    const student = await signUp(t);
    for (const who of [null, student]) {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        ...(who ? { headers: who.headers } : {}),
      });
      expect(read.statusCode).toBe(who ? 403 : 401);
      expect((await save({ registration_open: false }, who)).statusCode).toBe(who ? 403 : 401);
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(read.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('refuse values out of bounds or unknown, and change nothing', async () => {
    for (const bad of [
      { daily_api_calls_limit: 0 },
      { daily_api_calls_limit: 2.5 },
      { max_upload_mb: MAX_UPLOAD_MB + 1 },
      { registration_open: 'no' },
      { plan_limits: { free: { quizzes: -1 } } },
      { plan_limits: { gold: { quizzes: 3 } } },
      { plan_limits: { free: { homework: 3 } } },
      { plan_limits: { free: {} } },
      { secret_flag: true },
    ]) {
      const res = await save(bad as Partial<PlatformSettings>);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(read.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('closing registration stops sign-up at once; existing students still sign in', async () => {
    const existing = await signUp(t);
    expect((await save({ registration_open: false })).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/registration' });
    expect(status.json()).toEqual({ open: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'late_comer', email: 'late@example.com', password: 'correct-horse-1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(SETTINGS_MESSAGES.registrationClosed);
    const count = await t.services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'late_comer')
      .execute();
    expect(count).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: existing.user.username, password: 'correct-horse-1' },
    });
    expect(login.statusCode).toBe(200);

    await save({ registration_open: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/registration' })).json()).toEqual({
      open: true,
    });
    await signUp(t, { username: 'late_comer' });
  });

  it('a plan limit override replaces the plan table for that plan, in quotas and in usage', async () => {
    await save({ plan_limits: { free: { quizzes: 2 } } });
    const student = await signUp(t);
    expect((await quiz(student)).statusCode).toBe(200);
    expect((await quiz(student)).statusCode).toBe(200);
    const third = await quiz(student);
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/^You have used all 2 quizzes today\./);
    const subscription = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: student.headers,
    });
    expect(subscription.json().usage.quizzes).toMatchObject({ used: 2, limit: 2 });

    // 0 blocks the tool for the plan, and the refusal counts nothing.
    await save({ plan_limits: { free: { quizzes: 0 } } });
    const blocked = await signUp(t);
    expect((await quiz(blocked)).statusCode).toBe(429);
    const blockedUsage = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: blocked.headers,
    });
    expect(blockedUsage.json().usage.quizzes).toMatchObject({ used: 0, limit: 0 });

    // Unlimited for the plan, then back to the plan table's 5.
    await save({ plan_limits: { free: { quizzes: null } } });
    expect((await quiz(student)).statusCode).toBe(200);
    await save({ plan_limits: {} });
    expect((await quiz(student)).statusCode).toBe(200);
    expect((await quiz(student)).statusCode).toBe(200);
    expect((await quiz(student)).statusCode).toBe(429);
  });

  it('the daily tool request limit counts every metered use over all tools; admins are exempt', async () => {
    await save({ daily_api_calls_limit: 2 });
    const student = await signUp(t);
    expect((await quiz(student)).statusCode).toBe(200);
    const cards = await t.app.inject({
      method: 'POST',
      url: '/api/generate/flashcards',
      headers: student.headers,
      payload: { topic: 'water', source_text: WATER_NOTES, num_cards: 5 },
    });
    expect(cards.statusCode, cards.body).toBe(200);
    const third = await quiz(student);
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(
      /^You have used all 2 tool requests allowed per day on this StudyBot\./,
    );
    expect(third.headers['retry-after']).toBeDefined();
    // The refused request cost nothing: raising the limit lets exactly one more through.
    await save({ daily_api_calls_limit: 3 });
    expect((await quiz(student)).statusCode).toBe(200);
    expect((await quiz(student)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await quiz(admin)).statusCode).toBe(200);
    await save({});
  });

  it('the largest upload applies to every upload, named in the refusal', async () => {
    await save({ max_upload_mb: 1 });
    const student = await signUp(t);
    const big = new TextEncoder().encode('water cycle notes '.repeat(70_000));
    const res = await uploadFile(t, '/api/notes/extract', student.headers, 'notes.txt', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(SETTINGS_MESSAGES.fileTooLarge(1));
    await save({});
    // Back at the default, the same file passes the size gate and is read (then refused for its length).
    const read = await uploadFile(t, '/api/notes/extract', student.headers, 'notes.txt', big);
    expect(read.statusCode).toBe(400);
    expect(read.json().detail).toMatch(/^notes\.txt has 1,259,999 characters of text/);
  });

  it('every change is written to the activity log', async () => {
    await save({
      registration_open: false,
      daily_api_calls_limit: 500,
      plan_limits: { plus: { images: 3 } },
    });
    await save({});
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity?kind=admin&limit=20',
      headers: admin.headers,
    });
    const lines = (activity.json().items as { summary: string }[]).map((i) => i.summary);
    expect(lines).toEqual(
      expect.arrayContaining([
        'closed registration',
        'opened registration',
        'set the daily tool request limit from 1000 to 500',
        'set the daily tool request limit from 500 to 1000',
        "set the Plus plan's images to 3 a month",
        expect.stringMatching(/^set the Plus plan's images back to the plan's /),
      ]),
    );
  });
});
