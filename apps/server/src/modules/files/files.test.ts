import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

describe('GET /api/files/:key', () => {
  it('serves a stored file with its type, sandboxed, and 404s anything else', async () => {
    const t = await createTestApp();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const stored = await t.services.files.save(svg, 'svg');
    expect(stored.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.svg$/);

    const res = await t.app.inject({ url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');

    for (const key of ['../../etc/passwd', 'not-a-key.png', `${stored.key.slice(0, -3)}exe`]) {
      const missing = await t.app.inject({ url: `/api/files/${encodeURIComponent(key)}` });
      expect(missing.statusCode, key).toBe(404);
      expect(missing.json()).toEqual({ detail: 'File not found' });
    }
    await t.services.files.remove(stored.key);
    expect((await t.app.inject({ url: stored.url })).statusCode).toBe(404);
  });
});
