import { BLOG_MESSAGES, type BlogPost, type BlogTagCount } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test/app.ts';
import { sanitizeBlogHtml, sanitizeStoredHtml } from './sanitize.ts';
import { slugify } from './service.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

/** Ways of getting script into a page; none may survive the sanitizer. */
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://x.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<p onmouseover="alert(1)">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
];

function dangerous(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|style|link|meta|form|input|base|svg|math|body|template)\b/i.test(html))
    found.push('tag');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('handler');
  if (/(?:href|src|action|background)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i.test(html))
    found.push('url');
  if (/\sstyle\s*=/i.test(html)) found.push('style');
  return found;
}

describe('blog HTML sanitizer', () => {
  it.each(XSS.map((v) => [v]))('strips %s', (vector) => {
    expect(dangerous(sanitizeBlogHtml(vector))).toEqual([]);
  });

  it('keeps what a post needs, and makes new-tab links safe', () => {
    const html =
      '<h1>Title</h1><p>Read <a href="https://example.com" target="_blank">this</a> and <strong>that</strong>.</p>' +
      '<ul><li>one</li></ul><img src="https://example.com/a.png" alt="A"><blockquote>q</blockquote><pre><code>x = 1</code></pre>';
    expect(sanitizeBlogHtml(html)).toBe(
      '<h2>Title</h2><p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a> and <strong>that</strong>.</p>' +
        '<ul><li>one</li></ul><img src="https://example.com/a.png" alt="A" /><blockquote>q</blockquote><pre><code>x = 1</code></pre>',
    );
  });

  it('serves stored HTML as the rules clean it now, remembered per content', () => {
    for (const vector of XSS) {
      expect(sanitizeStoredHtml(vector)).toBe(sanitizeBlogHtml(vector));
      expect(sanitizeStoredHtml(vector)).toBe(sanitizeBlogHtml(vector));
    }
    // More posts than it remembers: each still comes out clean.
    for (let i = 0; i < 300; i++) {
      expect(sanitizeStoredHtml(`<p onclick="x()">post ${i}</p>`)).toBe(`<p>post ${i}</p>`);
    }
    expect(sanitizeStoredHtml('<h1>Again</h1>')).toBe('<h2>Again</h2>');
  });

  it('marks an image without a description as decorative', () => {
    expect(sanitizeBlogHtml('<img src="https://example.com/a.png">')).toBe(
      '<img src="https://example.com/a.png" alt="" />',
    );
  });

  it('makes slugs ASCII, lower case and dashed', () => {
    expect(slugify('Café notes: week 1!')).toBe('cafe-notes-week-1');
    expect(slugify('  Ölçü — Über Straße  ')).toBe('olcu-uber-strasse');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('a'.repeat(200)).length).toBe(80);
  });
});

describe('blog API', () => {
  let t: TestApp;
  let admin: Session;
  let student: Session;
  const as = (who: Session | null) => (who ? { headers: who.headers } : {});
  const post = (payload: object, who: Session | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/blogs', payload, ...as(who) });
  const put = (id: string, payload: object, who: Session | null = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/blogs/${id}`, payload, ...as(who) });
  const get = (url: string, who: Session | null = null, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...(who ? who.headers : {}) } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t);
    student = await signUp(t);
    await makeAdmin(t, admin.user.id);
  });

  it('lets only admins write: 401 anonymous, 403 students, and nothing changes', async () => {
    const body = { title: 'Hello', content: '<p>Hi</p>' };
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, student)).statusCode).toBe(403);
    const created = (await post(body)).json() as BlogPost;
    for (const [method, who, code] of [
      ['PUT', null, 401],
      ['PUT', student, 403],
      ['DELETE', null, 401],
      ['DELETE', student, 403],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/blogs/${created.id}`,
        ...(method === 'PUT' ? { payload: { title: 'Hacked' } } : {}),
        ...as(who),
      });
      expect(response.statusCode).toBe(code);
    }
    expect((await get(`/api/blogs/${created.slug}`, admin)).json().title).toBe('Hello');
    expect((await get('/api/blogs?status=all', student)).statusCode).toBe(403);
    expect((await get('/api/blogs?status=draft')).statusCode).toBe(403);
  });

  it('validates posts with a clear message', async () => {
    const noTitle = await post({ title: '  ', content: '<p>x</p>' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().detail).toContain(BLOG_MESSAGES.titleRequired);
    const badImage = await post({ title: 'x', content: 'y', featured_image: 'javascript:alert(1)' });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().detail).toContain(BLOG_MESSAGES.imageUrl);
    expect((await put('nope', { status: 'published' })).statusCode).toBe(404);
    const created = (await post({ title: 'Valid', content: 'x' })).json() as BlogPost;
    expect((await put(created.id, {})).json().detail).toContain(BLOG_MESSAGES.emptyUpdate);
  });

  it('drafts, publishes, unpublishes: slugs, tags, excerpts, dates and who sees what', async () => {
    const draft = (
      await post({
        title: 'Spaced repetition: why it works',
        content:
          '<p>Reviewing <em>just before</em> you forget makes memories last.</p><script>alert(1)</script>',
        tags: ['Memory, study tips', ' memory ', '', 'Exams'],
        status: 'draft',
      })
    ).json() as BlogPost;
    expect(draft).toMatchObject({
      slug: 'spaced-repetition-why-it-works',
      tags: ['Memory', 'study tips', 'Exams'],
      excerpt: 'Reviewing just before you forget makes memories last.',
      status: 'draft',
      published_at: null,
      author_name: admin.user.username,
      content: '<p>Reviewing <em>just before</em> you forget makes memories last.</p>',
    });
    const again = (await post({ title: 'Spaced repetition: why it works', content: 'x' })).json() as BlogPost;
    expect(again.slug).toBe('spaced-repetition-why-it-works-2');

    // A draft is the admin's alone.
    expect((await get(`/api/blogs/${draft.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/blogs/${draft.slug}`, student)).json().detail).toBe(BLOG_MESSAGES.notFound);
    expect(((await get('/api/blogs')).json() as BlogPost[]).map((p) => p.id)).not.toContain(draft.id);

    const published = (await put(draft.id, { status: 'published' })).json() as BlogPost;
    expect(published.published_at).not.toBeNull();
    expect(published.title).toBe(draft.title);
    expect((await get(`/api/blogs/${draft.slug}`)).statusCode).toBe(200);
    const unpublished = (await put(draft.id, { status: 'draft' })).json() as BlogPost;
    const republished = (await put(draft.id, { status: 'published' })).json() as BlogPost;
    expect(unpublished.published_at).toBe(published.published_at);
    expect(republished.published_at).toBe(published.published_at);

    // Renaming keeps the address.
    const renamed = (await put(draft.id, { title: 'Spacing your reviews' })).json() as BlogPost;
    expect(renamed.slug).toBe('spaced-repetition-why-it-works');
  });

  it('filters by tag, counts tags over published posts, and finds related posts', async () => {
    const make = async (title: string, tags: string[], status = 'published') =>
      (await post({ title, content: `<p>${title}</p>`, tags, status })).json() as BlogPost;
    const a = await make('Exam week plan', ['Exams', 'Planning']);
    const b = await make('Past papers', ['exams', 'Practice']);
    const c = await make('Planning a term', ['Planning']);
    await make('Secret draft', ['Exams'], 'draft');

    const exams = (await get('/api/blogs?tag=EXAMS')).json() as BlogPost[];
    expect(exams.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(exams.map((p) => p.title)).not.toContain('Secret draft');
    const counts = (await get('/api/blogs/tags/list')).json() as BlogTagCount[];
    expect(counts.find((c) => c.tag.toLowerCase() === 'planning')?.count).toBe(2);
    const related = (await get(`/api/blogs/${a.slug}/related`)).json() as BlogPost[];
    expect(related.length).toBeLessThanOrEqual(2);
    expect(related.map((p) => p.id)).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(related.map((p) => p.id)).not.toContain(a.id);
    expect(((await get('/api/blogs?limit=1')).json() as BlogPost[]).length).toBe(1);
  });

  it('counts a view once per visitor per day', async () => {
    const p = (await post({ title: 'Counting views', content: 'x', status: 'published' })).json() as BlogPost;
    const view = (headers: Record<string, string>, who: Session | null = null) =>
      get(`/api/blogs/${p.slug}`, who, headers).then((r) => (r.json() as BlogPost).view_count);
    expect(await view({ 'user-agent': 'browser A' })).toBe(1);
    expect(await view({ 'user-agent': 'browser A' })).toBe(1);
    expect(await view({ 'user-agent': 'browser B' })).toBe(2);
    expect(await view({}, student)).toBe(3);
    expect(await view({ 'user-agent': 'another' }, student)).toBe(3);
  });

  it('deletes a post', async () => {
    const p = (await post({ title: 'Short-lived', content: 'x', status: 'published' })).json() as BlogPost;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/blogs/${p.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect((await get(`/api/blogs/${p.slug}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/blogs/${p.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('serves an RSS feed and a sitemap of published posts', async () => {
    const p = (
      await post({
        title: 'Feed & friends',
        content: '<p>In the feed</p>',
        status: 'published',
        tags: ['News'],
      })
    ).json() as BlogPost;
    await post({ title: 'Not in the feed', content: 'x', status: 'draft' });
    const rss = await get('/rss.xml', null, { host: 'study.example' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title><![CDATA[Feed & friends]]></title>');
    expect(rss.body).toContain(`http://study.example/blog/${p.slug}`);
    expect(rss.body).not.toContain('Not in the feed');
    const sitemap = await get('/sitemap.xml', null, { host: 'study.example' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://study.example/blog/${p.slug}</loc>`);
    expect(sitemap.body).toContain('<loc>http://study.example/about</loc>');
  });
});
