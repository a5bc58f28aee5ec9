import {
  ADMIN_MESSAGES,
  type AdminActivity,
  type AdminStats,
  type AdminUser,
  type AdminUsersResponse,
  type SystemStatus,
} from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test/app.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const ADMIN_ROUTES: [method: 'GET' | 'PATCH', url: string, payload?: object][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/system-status'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/someone', { plan_tier: 'max' }],
  ['GET', '/api/admin/activity'],
];

describe('admin panel API', () => {
  let t: TestApp;
  let admin: Session;
  const call = (method: 'GET' | 'PATCH', url: string, who: Session | null, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), ...(who ? { headers: who.headers } : {}) });
  const patch = (userId: string, payload: object, who: Session = admin) =>
    call('PATCH', `/api/admin/users/${userId}`, who, payload);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { username: 'head_admin' });
    await makeAdmin(t, admin.user.id);
  });

  it('answers admins only: 401 anonymous, 403 students', async () => {
    const student = await signUp(t);
    for (const [method, url, payload] of ADMIN_ROUTES) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, student, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/auth/me', student)).json().plan_tier).toBe('free');
  });

  it('counts users, projects and chat messages with this week against last', async () => {
    const before = (await call('GET', '/api/admin/stats', admin)).json() as AdminStats;
    const student = await signUp(t);
    const old = await signUp(t);
    // One of them signed up ten days ago, with a project from then.
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    await t.services.db
      .updateTable('users')
      .set({ created_at: tenDaysAgo })
      .where('id', '=', old.user.id)
      .execute();
    await t.services.projects.create(student.user.id, { type: 'quiz', title: 'Cells' });
    const oldProject = await t.services.projects.create(old.user.id, { type: 'flashcards', title: 'Verbs' });
    await t.services.db
      .updateTable('projects')
      .set({ created_at: tenDaysAgo })
      .where('id', '=', oldProject.id)
      .execute();
    await t.services.db
      .insertInto('chat_sessions')
      .values({
        id: 's1',
        user_id: student.user.id,
        title: 'Osmosis',
        message_count: 2,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    for (const [id, role] of [
      ['m1', 'user'],
      ['m2', 'assistant'],
    ] as const) {
      await t.services.db
        .insertInto('chat_messages')
        .values({
          id,
          user_id: student.user.id,
          session_id: 's1',
          role,
          content: 'x',
          details: '{}',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    const stats = (await call('GET', '/api/admin/stats', admin)).json() as AdminStats;
    expect(stats.total_users).toBe(before.total_users + 2);
    expect(stats.trends.users.this_week).toBe(before.trends.users.this_week + 1);
    expect(stats.trends.users.last_week).toBe(before.trends.users.last_week + 1);
    expect(stats.total_projects).toBe(before.total_projects + 2);
    expect(stats.trends.projects.this_week).toBe(before.trends.projects.this_week + 1);
    expect(stats.total_chat_messages).toBe(before.total_chat_messages + 1);
    expect(stats.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.daily.at(-1)).toMatchObject({ date: today });
    expect(stats.daily.at(-1)!.chat_messages).toBeGreaterThanOrEqual(1);
    expect(stats.projects_by_type).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'quiz' }),
        expect.objectContaining({ type: 'flashcards' }),
      ]),
    );
    // Everyone who made a request today counts as active.
    expect(stats.active_users_today).toBeGreaterThanOrEqual(1);
  });

  it('reports the system’s real state', async () => {
    const status = (await call('GET', '/api/admin/system-status', admin)).json() as SystemStatus;
    expect(status.checks.find((c) => c.key === 'database')).toMatchObject({ state: 'ok' });
    expect(status.checks.find((c) => c.key === 'ai')?.detail).toMatch(/Built-in engines/);
    expect(status.checks.find((c) => c.key === 'email')).toMatchObject({ state: 'warning' });
  });

  it('lists users with search, plan filter and paging', async () => {
    const zed = await signUp(t, { username: 'zed_searchable', email: 'zed@school.example' });
    await patch(zed.user.id, { plan_tier: 'max' });
    const found = (
      await call('GET', '/api/admin/users?search=SEARCHABLE', admin)
    ).json() as AdminUsersResponse;
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      username: 'zed_searchable',
      plan_tier: 'max',
      status: 'active',
      disabled: false,
    });
    expect(
      ((await call('GET', '/api/admin/users?search=school.example', admin)).json() as AdminUsersResponse)
        .total,
    ).toBe(1);
    expect(
      ((await call('GET', '/api/admin/users?search=%25', admin)).json() as AdminUsersResponse).total,
    ).toBe(0);
    const onMax = (await call('GET', '/api/admin/users?plan=max', admin)).json() as AdminUsersResponse;
    expect(onMax.users.every((u) => u.plan_tier === 'max')).toBe(true);
    const page = (await call('GET', '/api/admin/users?limit=1&offset=1', admin)).json() as AdminUsersResponse;
    expect(page.users).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await call('GET', '/api/admin/users?plan=gold', admin)).statusCode).toBe(400);
  });

  it('changes a plan: the student sees it, billing records it, the audit log says who', async () => {
    const student = await signUp(t);
    const changed = (await patch(student.user.id, { plan_tier: 'bootcamp' })).json() as AdminUser;
    expect(changed).toMatchObject({ plan_tier: 'bootcamp', plan_status: 'active' });
    expect((await call('GET', '/api/auth/me', student)).json()).toMatchObject({
      plan_tier: 'bootcamp',
      renewal_date: null,
    });
    const history = (await call('GET', '/api/billing/history', student)).json() as {
      entries: { kind: string; description: string }[];
    };
    expect(history.entries[0]).toMatchObject({
      kind: 'plan_assigned',
      description: 'Plan set to Bootcamp by an administrator',
    });
    const activity = (await call('GET', '/api/admin/activity?kind=admin', admin)).json() as AdminActivity;
    expect(activity.items[0]).toMatchObject({
      kind: 'admin',
      username: 'head_admin',
      summary: `changed ${student.user.username}'s plan from Free to Bootcamp`,
    });
  });

  it('grants and removes admin rights; disables and enables accounts; never on oneself', async () => {
    const helper = await signUp(t);
    await patch(helper.user.id, { is_admin: true });
    expect((await call('GET', '/api/admin/stats', helper)).statusCode).toBe(200);
    await patch(helper.user.id, { is_admin: false });
    // Removing admin rights ends the sessions that carried them.
    expect((await call('GET', '/api/admin/stats', helper)).statusCode).toBe(401);

    const student = await signUp(t, { password: 'correct-horse-1' });
    const disabled = (await patch(student.user.id, { disabled: true })).json() as AdminUser;
    expect(disabled).toMatchObject({ disabled: true, status: 'disabled' });
    expect((await call('GET', '/api/auth/me', student)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.user.username, password: 'correct-horse-1' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toMatch(/disabled/);
    await patch(student.user.id, { disabled: false });
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.user.username, password: 'correct-horse-1' },
    });
    expect(back.statusCode).toBe(200);

    for (const change of [{ is_admin: false }, { disabled: true }]) {
      const refused = await patch(admin.user.id, change);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(ADMIN_MESSAGES.notYourself);
    }
    expect((await call('GET', '/api/admin/stats', admin)).statusCode).toBe(200);
    expect((await patch('no-such-user', { plan_tier: 'max' })).statusCode).toBe(404);
    expect((await patch(student.user.id, {})).json().detail).toContain(ADMIN_MESSAGES.emptyChange);
  });

  it('shows sign-ups, new projects, purchases and admin actions in the activity log', async () => {
    const student = await signUp(t, { username: 'newcomer_42' });
    await t.services.projects.create(student.user.id, { type: 'study_plan', title: 'Finals' });
    const all = (await call('GET', '/api/admin/activity?limit=200', admin)).json() as AdminActivity;
    expect(all.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'sign_up', username: 'newcomer_42', summary: 'signed up' }),
        expect.objectContaining({
          kind: 'project',
          username: 'newcomer_42',
          summary: 'made study plan: Finals',
        }),
      ]),
    );
    const sorted = [...all.items].sort((a, b) => b.at.localeCompare(a.at));
    expect(all.items).toEqual(sorted);
    const signUps = (await call('GET', '/api/admin/activity?kind=sign_up', admin)).json() as AdminActivity;
    expect(signUps.items.every((i) => i.kind === 'sign_up')).toBe(true);
  });
});
