import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../test/app.ts';

/** Every route under /api, read from the tree Fastify prints of its own route table. */
function apiRoutes(printed: string): Array<{ method: string; url: string }> {
  const routes = [];
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const match = line.match(/^(.*?── )(\S+) \(([A-Z, ]+)\)$/);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && url.startsWith('/api')) routes.push({ method, url });
    }
  }
  return routes;
}

const PUBLIC_API = new Set([
  '/api/health',
  '/api/health/ready',
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/admin-login',
  // Whether sign-up is open, for the sign-up form.
  '/api/auth/registration',
  // Capability URLs for <img>/<audio>; see modules/files/routes.ts.
  '/api/files/:key',
  // The voice picker's names: nothing private.
  '/api/tts/voices',
  // Stripe's events, proven by their signature instead of a token (404 unless PAYMENTS_PROVIDER=stripe).
  '/api/billing/webhook',
  // The public blog (writing it is admin only: modules/blog/blog.test.ts).
  'GET /api/blogs',
  // GET /api/blogs/:slug(/related), printed by the router together with PUT and DELETE /api/blogs/:id.
  'GET /api/blogs/:slug|:id',
  'GET /api/blogs/:slug|:id/related',
  '/api/blogs/tags/list',
]);

describe('platform', () => {
  it('answers health once migrations ran', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database answers, and says so with a 503 when it does not', async () => {
    const t = await createTestApp();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    await t.services.db.destroy();
    const down = await t.app.inject({ url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ detail: 'The database is not reachable' });
    expect(down.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 401 without a token on every API route that is not public', async () => {
    const t = await createTestApp();
    await t.app.ready();
    const routes = apiRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) =>
        !PUBLIC_API.has(r.url) && !PUBLIC_API.has(`${r.method} ${r.url}`) && !r.url.startsWith('/api/docs'),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/projects' },
        { method: 'DELETE', url: '/api/projects/:id' },
        { method: 'GET', url: '/api/dashboard/stats' },
      ]),
    );
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
      });
      expect({ ...route, status: res.statusCode, body: res.json() }).toEqual({
        ...route,
        status: 401,
        body: { detail: 'Not authenticated' },
      });
    }
  });

  it('answers 403 to a user on an admin-only route', async () => {
    const t = await createTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password' });
    // No admin feature exists yet; this route exercises the guard the admin area will use.
    t.app.get('/api/admin/ping', { onRequest: t.guards.requireAdmin }, async () => ({ ok: true }));
    const user = await signUp(t);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'boss', password: 'boss-password' },
    });
    const adminHeaders = { authorization: `Bearer ${admin.json().access_token}` };
    const asUser = await t.app.inject({ url: '/api/admin/ping', headers: user.headers });
    const asAdmin = await t.app.inject({ url: '/api/admin/ping', headers: adminHeaders });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ detail: 'Admin access required' });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('sends security headers that work over plain http', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });

  it('serves the web app and falls back to index.html for client routes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>StudyBot</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const t = await createTestApp({ WEB_DIST: dist });
    const page = await t.app.inject({ url: '/library' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>StudyBot</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ url: '/api/missing' });
    expect(api.json()).toEqual({ detail: 'Not found' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/projects', '/api/dashboard/stats']),
    );
  });
});
