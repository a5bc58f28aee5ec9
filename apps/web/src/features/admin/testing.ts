import {
  type AdminActivityItem,
  type AdminDay,
  type AdminStats,
  type AdminUser,
  DEFAULT_SETTINGS,
  type SystemStatus,
  type User,
} from '@studybot/contract';
import { screen, within } from '@testing-library/react';
import { type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';

/** The signed-in admin. */
export const ADMIN: User = makeUser({
  id: 'admin-1',
  username: 'root',
  email: 'root@example.com',
  is_admin: true,
});

/** 30 days from Jan 1 to Jan 30, 2026: 2 sign-ups a day in the last 10 days, 1 before that. */
export function makeDaily(): AdminDay[] {
  return Array.from({ length: 30 }, (_, index) => ({
    date: `2026-01-${String(index + 1).padStart(2, '0')}`,
    sign_ups: index >= 20 ? 2 : 1,
    projects: index % 2 === 0 ? 3 : 0,
    chat_messages: 10,
  }));
}

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    total_users: 1240,
    total_projects: 356,
    total_chat_messages: 9870,
    active_users_today: 17,
    trends: {
      users: { total: 1240, this_week: 12, last_week: 8 },
      projects: { total: 356, this_week: 20, last_week: 31 },
      chat_messages: { total: 9870, this_week: 70, last_week: 70 },
      active_users: { today: 17, yesterday: 3 },
    },
    daily: makeDaily(),
    projects_by_type: [
      { type: 'quiz', count: 200 },
      { type: 'flashcards', count: 100 },
      { type: 'writing_assistant', count: 56 },
      { type: 'voiceover', count: 0 },
    ],
    ...overrides,
  };
}

export function makeStatus(): SystemStatus {
  return {
    checks: [
      { key: 'database', label: 'Database', state: 'ok', detail: 'SQLite, answered in 2 ms' },
      { key: 'ai', label: 'AI provider', state: 'warning', detail: 'Local engines only (AI_PROVIDER=local)' },
      { key: 'payments', label: 'Payments provider', state: 'down', detail: 'Stripe did not answer' },
    ],
  };
}

let userCounter = 0;
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  userCounter += 1;
  return {
    id: `user-${userCounter}`,
    username: `student${userCounter}`,
    email: `student${userCounter}@example.com`,
    plan_tier: 'free',
    plan_status: 'active',
    is_admin: false,
    disabled: false,
    email_consent: false,
    status: 'active',
    created_at: '2026-01-05T10:00:00.000Z',
    last_active_at: null,
    ...overrides,
  };
}

export const ALICE = makeAdminUser({ id: 'u-alice', username: 'alice', email: 'alice@example.com' });
export const BOB = makeAdminUser({
  id: 'u-bob',
  username: 'bob',
  email: 'bob@example.com',
  plan_tier: 'max',
  plan_status: 'cancelled',
  status: 'cancelled',
  created_at: '2026-02-10T10:00:00.000Z',
});
export const ROOT_ROW = makeAdminUser({
  id: ADMIN.id,
  username: ADMIN.username,
  email: ADMIN.email,
  is_admin: true,
});

export function makeActivity(overrides: Partial<AdminActivityItem> = {}): AdminActivityItem {
  return {
    at: '2026-01-30T09:15:00.000Z',
    kind: 'sign_up',
    username: 'alice',
    summary: 'signed up',
    ...overrides,
  };
}

/** The admin panel's calls, answered; each can be overridden. */
export function adminRoutes(
  overrides: Record<string, RouteHandler | MockResponse> = {},
): Record<string, RouteHandler | MockResponse> {
  return {
    'GET /api/admin/stats': { body: makeStats() },
    'GET /api/admin/system-status': { body: makeStatus() },
    'GET /api/admin/users': { body: { users: [ROOT_ROW, ALICE, BOB], total: 3 } },
    'GET /api/admin/activity': { body: { items: [makeActivity()] } },
    'GET /api/admin/settings': { body: DEFAULT_SETTINGS },
    ...overrides,
  };
}

/** Opens /admin (optionally `?tab=`) as the signed-in admin. */
export function renderAdmin({
  path = '/admin',
  routes = {},
}: {
  path?: string;
  routes?: Record<string, RouteHandler | MockResponse>;
} = {}) {
  return renderApp(path, { user: ADMIN, routes: adminRoutes(routes) });
}

/** The users table's row for `username`. */
export async function rowOf(username: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Users' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => {
      const first = (candidate as HTMLTableRowElement).cells[0];
      return first?.tagName === 'TD' && within(first).queryByText(username) !== null;
    });
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}
