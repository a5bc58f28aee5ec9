import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ExportHistory,
  type ExportResponse,
  MAILERLITE_MESSAGES,
  PREMIUM_GROUP,
  SUBSCRIBERS_GROUP,
  type SubscriberStats,
} from '@studybot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, type TestApp } from '../../test/app.ts';

type Session = Awaited<ReturnType<typeof register>>;

async function register(t: TestApp, username: string, consent: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'correct-horse-1',
      email_consent: consent,
    },
  });
  const body = response.json() as { access_token: string; user: { id: string } };
  return { user: body.user, headers: { authorization: `Bearer ${body.access_token}` } };
}

/** Students who agreed to email, written straight to the table: signing 55 up would hash 55 passwords. */
async function addReaders(t: TestApp, usernames: string[]) {
  const at = new Date().toISOString();
  await t.services.db
    .insertInto('users')
    .values(
      usernames.map((username) => ({
        id: randomUUID(),
        username,
        email: `${username}@example.com`,
        password_hash: 'not-used',
        is_admin: false,
        plan_tier: 'free',
        plan_status: 'active',
        renewal_date: null,
        credits_remaining: 0,
        insights_enabled: false,
        email_consent: true,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** A stand-in for MailerLite's API: groups and batches, refusing emails that start with "bounce". */
async function startMailerliteStandIn() {
  const groups: { id: string; name: string }[] = [];
  const subscribers = new Map<string, string[]>();
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body ? JSON.parse(body) : null;
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://x');
    const send = (code: number, body: unknown) => {
      response.writeHead(code, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer test-key')
      return send(401, { message: 'Unauthenticated.' });
    if (url.pathname === '/api/groups' && request.method === 'GET') {
      const name = url.searchParams.get('filter[name]');
      return send(200, { data: groups.filter((g) => !name || g.name === name) });
    }
    if (url.pathname === '/api/groups' && request.method === 'POST') {
      const group = { id: String(groups.length + 1), name: (await read(request)).name };
      groups.push(group);
      return send(201, { data: group });
    }
    if (url.pathname === '/api/batch' && request.method === 'POST') {
      const { requests } = await read(request);
      const responses = (requests as { body: { email: string; groups: string[] } }[]).map(({ body }) => {
        if (body.email.startsWith('bounce')) return { code: 422, body: { message: 'invalid' } };
        subscribers.set(body.email, body.groups);
        return { code: 201, body: { data: [] } };
      });
      return send(200, { total: responses.length, successful: 0, failed: 0, responses });
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    groups,
    subscribers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('subscriber export', () => {
  let t: TestApp;
  let admin: Session;
  const call = (method: 'GET' | 'POST', url: string, who: Session | null, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), ...(who ? { headers: who.headers } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await register(t, 'export_admin', false);
    await makeAdmin(t, admin.user.id);
  });

  it('is for admins only', async () => {
    const student = await register(t, 'curious_student', true);
    for (const [method, url] of [
      ['GET', '/api/mailerlite/subscriber-stats'],
      ['GET', '/api/mailerlite/export-history'],
      ['POST', '/api/mailerlite/export-subscribers'],
    ] as const) {
      expect((await call(method, url, null, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
      expect((await call(method, url, student, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
    }
  });

  it('counts and exports only users who agreed to email, as CSV without a MailerLite key', async () => {
    const before = (await call('GET', '/api/mailerlite/subscriber-stats', admin)).json() as SubscriberStats;
    await register(t, 'alice_yes', true);
    await register(t, 'bob_no', false);
    const carol = await register(t, 'carol_yes', true);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'max' })
      .where('id', '=', carol.user.id)
      .execute();
    const stats = (await call('GET', '/api/mailerlite/subscriber-stats', admin)).json() as SubscriberStats;
    expect(stats.total_subscribers).toBe(before.total_subscribers + 2);
    expect(stats.recent_signups).toBe(before.recent_signups + 2);
    expect(stats.by_plan_tier.max).toBe((before.by_plan_tier.max ?? 0) + 1);

    const all = (
      await call('POST', '/api/mailerlite/export-subscribers', admin, { filters: { plan_tier: 'all' } })
    ).json() as ExportResponse;
    expect(all.status).toBe('success');
    expect(all.csv?.split('\n')[0]).toBe('email,name,plan,signed_up');
    expect(all.csv).toContain('alice_yes@example.com,alice_yes,free,');
    expect(all.csv).toContain('carol_yes@example.com,carol_yes,max,');
    expect(all.csv).not.toContain('bob_no');
    expect(all.export).toMatchObject({ destination: 'csv', status: 'completed', admin_name: 'export_admin' });

    const onMax = (
      await call('POST', '/api/mailerlite/export-subscribers', admin, { filters: { plan_tier: 'max' } })
    ).json() as ExportResponse;
    expect(onMax.csv?.split('\n')).toHaveLength(2);
    const future = (
      await call('POST', '/api/mailerlite/export-subscribers', admin, {
        filters: { date_from: '2099-01-01' },
      })
    ).json() as ExportResponse;
    expect(future).toMatchObject({ message: MAILERLITE_MESSAGES.nothing, export: { total_subscribers: 0 } });
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = (
      await call('POST', '/api/mailerlite/export-subscribers', admin, {
        filters: { date_from: today, date_to: today },
      })
    ).json() as ExportResponse;
    expect(upToToday.export.total_subscribers).toBeGreaterThanOrEqual(2);
    const backwards = await call('POST', '/api/mailerlite/export-subscribers', admin, {
      filters: { date_from: '2026-02-01', date_to: '2026-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toContain(MAILERLITE_MESSAGES.badRange);

    const history = (await call('GET', '/api/mailerlite/export-history', admin)).json() as ExportHistory;
    expect(history.exports[0]).toMatchObject({ id: upToToday.export.id });
    expect(history.exports).toHaveLength(4);
  });

  it('keeps formulas out of the CSV', async () => {
    await register(t, 'formula_user', true);
    await t.services.db
      .updateTable('users')
      .set({ username: '=HYPERLINK("x")' })
      .where('username', '=', 'formula_user')
      .execute();
    const { csv } = (
      await call('POST', '/api/mailerlite/export-subscribers', admin, {})
    ).json() as ExportResponse;
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('subscriber export to MailerLite', () => {
  let standIn: Awaited<ReturnType<typeof startMailerliteStandIn>>;
  beforeAll(async () => {
    standIn = await startMailerliteStandIn();
  });
  afterAll(() => standIn.close());

  it('upserts through the SDK in groups, paid users also in the premium group, counting refusals', async () => {
    const t = await createTestApp({ MAILERLITE_API_KEY: 'test-key', MAILERLITE_BASE_URL: standIn.url });
    const admin = await register(t, 'ml_admin', false);
    await makeAdmin(t, admin.user.id);
    await addReaders(
      t,
      Array.from({ length: 55 }, (_, i) => `reader${i}`),
    );
    const paid = await register(t, 'paying_reader', true);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'plus' })
      .where('id', '=', paid.user.id)
      .execute();
    await register(t, 'bounce_me', true);
    const result = (
      await t.app.inject({
        method: 'POST',
        url: '/api/mailerlite/export-subscribers',
        payload: {},
        headers: admin.headers,
      })
    ).json() as ExportResponse;
    expect(result).toMatchObject({
      status: 'partial',
      export: {
        destination: 'mailerlite',
        total_subscribers: 57,
        successful_exports: 56,
        failed_exports: 1,
        status: 'partial',
      },
    });
    expect(result.csv).toBeUndefined();
    expect(standIn.groups.map((g) => g.name)).toEqual([SUBSCRIBERS_GROUP, PREMIUM_GROUP]);
    expect(standIn.subscribers.get('paying_reader@example.com')).toEqual(['1', '2']);
    expect(standIn.subscribers.get('reader0@example.com')).toEqual(['1']);

    // A wrong key: nothing exported, and the history says it failed.
    const wrong = await createTestApp({ MAILERLITE_API_KEY: 'wrong', MAILERLITE_BASE_URL: standIn.url });
    const other = await register(wrong, 'other_admin', true);
    await makeAdmin(wrong, other.user.id);
    const failed = (
      await wrong.app.inject({
        method: 'POST',
        url: '/api/mailerlite/export-subscribers',
        payload: {},
        headers: other.headers,
      })
    ).json() as ExportResponse;
    expect(failed).toMatchObject({ status: 'failed', export: { successful_exports: 0, failed_exports: 1 } });
    expect(failed.message).toMatch(/MAILERLITE_API_KEY/);
  });
});
