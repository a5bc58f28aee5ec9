import { createHash, randomUUID } from 'node:crypto';
import {
  BLOG_MESSAGES,
  type BlogPost,
  type BlogPostInput,
  type BlogPostUpdate,
  type BlogStatus,
  type BlogTagCount,
  cleanTags,
  MAX_BLOG_TAG,
  MAX_BLOG_TAGS,
  RELATED_POSTS,
  type User,
} from '@studybot/contract';
import { Feed } from 'feed';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { BlogRepo } from './repo.ts';
import { htmlToText, sanitizeBlogHtml, sanitizeStoredHtml } from './sanitize.ts';

type Row = NonNullable<Awaited<ReturnType<BlogRepo['findById']>>>;

const EXCERPT_CHARS = 200;
const MAX_SLUG = 80;
const FEED_POSTS = 50;
/** Public pages listed in the sitemap besides the posts. */
const PUBLIC_PATHS = ['/', '/about', '/privacy', '/blog'];

/** "Café notes: week 1!" → "cafe-notes-week-1" (ASCII, lower case, dashes). */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[ßæœøđłþð]/g, (c) => FOLDS[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** Tags as the post keeps them: cleaned, each at most MAX_BLOG_TAG characters, at most MAX_BLOG_TAGS. */
function tagsOf(tags: readonly string[]): string[] {
  const clean = cleanTags(tags);
  const long = clean.find((t) => t.length > MAX_BLOG_TAG);
  if (long)
    throw badRequest(
      `Invalid field 'tags': "${long.slice(0, 20)}…" is longer than ${MAX_BLOG_TAG} characters`,
    );
  if (clean.length > MAX_BLOG_TAGS) throw badRequest(`Invalid field 'tags': at most ${MAX_BLOG_TAGS} tags`);
  return clean;
}

function excerptOf(excerpt: string, html: string): string {
  if (excerpt.trim()) return excerpt.trim();
  const text = htmlToText(html);
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

/** A post as served: its HTML sanitized again on the way out, so a stored post can never carry script. */
function toPost(row: Row): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: sanitizeStoredHtml(row.content),
    excerpt: row.excerpt,
    status: row.status as BlogStatus,
    featured_image: row.featured_image,
    tags: row.tags,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    author_name: row.author_name,
    view_count: row.view_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
  };
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The blog (issue 19): public reading, admin writing, a feed and a sitemap. */
export class BlogService {
  readonly #repo: BlogRepo;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#repo = new BlogRepo(db);
  }

  async list(
    viewer: User | null,
    query: { tag?: string; limit: number; offset: number; status: 'published' | 'draft' | 'all' },
  ): Promise<BlogPost[]> {
    if (query.status !== 'published' && !viewer?.is_admin) {
      throw new HttpError(403, 'Only admins can list drafts');
    }
    const tag = query.tag?.trim() || undefined;
    return (await this.#repo.list({ ...query, tag })).map(toPost);
  }

  /** One post; drafts only for admins. A published post counts the view once per visitor per day. */
  async get(
    viewer: User | null,
    slug: string,
    visitor: { ip: string; userAgent: string },
  ): Promise<BlogPost> {
    const row = await this.#visible(viewer, slug);
    if (row.status === 'published') {
      const day = this.now().toISOString().slice(0, 10);
      const who = viewer ? `user:${viewer.id}` : `anon:${visitor.ip}|${visitor.userAgent}`;
      const hash = createHash('sha256').update(`${day}|${who}`).digest('hex').slice(0, 32);
      if (await this.#repo.recordView(row.id, hash, day)) row.view_count += 1;
    }
    return toPost(row);
  }

  async related(viewer: User | null, slug: string): Promise<BlogPost[]> {
    const row = await this.#visible(viewer, slug);
    return (await this.#repo.related(row.id, row.tags, RELATED_POSTS)).map(toPost);
  }

  tags(): Promise<BlogTagCount[]> {
    return this.#repo.tagCounts();
  }

  async create(admin: User, input: Required<BlogPostInput>): Promise<BlogPost> {
    const at = this.now().toISOString();
    const content = sanitizeBlogHtml(input.content);
    const tags = tagsOf(input.tags);
    const row: Row = {
      id: randomUUID(),
      slug: await this.#freeSlug(slugify(input.title)),
      title: input.title,
      content,
      excerpt: excerptOf(input.excerpt, content),
      status: input.status,
      featured_image: input.featured_image || null,
      tags,
      seo_title: input.seo_title,
      seo_description: input.seo_description,
      author_id: admin.id,
      author_name: admin.username,
      view_count: 0,
      created_at: at,
      updated_at: at,
      published_at: input.status === 'published' ? at : null,
    };
    await this.#repo.insert({ ...row, tags: JSON.stringify(tags) }, tags);
    return toPost(row);
  }

  /** Any of the fields; `{status}` alone publishes or unpublishes. The slug stays, so links keep working. */
  async update(id: string, changes: BlogPostUpdate): Promise<BlogPost> {
    const row = await this.#repo.findById(id);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    const at = this.now().toISOString();
    const content = changes.content === undefined ? undefined : sanitizeBlogHtml(changes.content);
    const tags = changes.tags === undefined ? undefined : tagsOf(changes.tags);
    const set = {
      ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
      ...(content !== undefined ? { content } : {}),
      ...(changes.excerpt !== undefined || content !== undefined
        ? { excerpt: excerptOf(changes.excerpt ?? row.excerpt, content ?? row.content) }
        : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.featured_image !== undefined
        ? { featured_image: changes.featured_image?.trim() || null }
        : {}),
      ...(tags !== undefined ? { tags: JSON.stringify(tags) } : {}),
      ...(changes.seo_title !== undefined ? { seo_title: changes.seo_title.trim() } : {}),
      ...(changes.seo_description !== undefined ? { seo_description: changes.seo_description.trim() } : {}),
      // The first publication dates the post; unpublishing and publishing again keeps that date.
      ...(changes.status === 'published' && !row.published_at ? { published_at: at } : {}),
      updated_at: at,
    };
    await this.#repo.update(id, set, tags);
    const saved = await this.#repo.findById(id);
    return toPost(saved!);
  }

  async delete(id: string): Promise<{ message: string }> {
    if (!(await this.#repo.delete(id))) throw notFound(BLOG_MESSAGES.notFound);
    return { message: 'Post deleted' };
  }

  /** RSS 2.0 of the latest published posts. */
  async rss(baseUrl: string): Promise<string> {
    const posts = await this.#repo.list({ status: 'published', limit: FEED_POSTS, offset: 0 });
    const feed = new Feed({
      title: 'StudyBot Blog',
      description: 'Study tips, product news and guides from StudyBot.',
      id: `${baseUrl}/blog`,
      link: `${baseUrl}/blog`,
      language: 'en',
      copyright: `StudyBot ${this.now().getUTCFullYear()}`,
      updated: posts[0]?.published_at ? new Date(posts[0].published_at) : this.now(),
      feedLinks: { rss: `${baseUrl}/rss.xml` },
    });
    for (const post of posts) {
      feed.addItem({
        title: post.title,
        id: `${baseUrl}/blog/${post.slug}`,
        link: `${baseUrl}/blog/${post.slug}`,
        description: post.excerpt,
        date: new Date(post.published_at ?? post.created_at),
        author: [{ name: post.author_name }],
        category: post.tags.map((name) => ({ name })),
        ...(post.featured_image ? { image: post.featured_image } : {}),
      });
    }
    return feed.rss2();
  }

  /** The public pages and every published post. */
  async sitemap(baseUrl: string): Promise<string> {
    const posts = await this.#repo.list({ status: 'published', limit: 10_000, offset: 0 });
    const urls = [
      ...PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`),
      ...posts.map(
        (p) =>
          `  <url><loc>${escapeXml(`${baseUrl}/blog/${p.slug}`)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  async #visible(viewer: User | null, slug: string): Promise<Row> {
    const row = await this.#repo.findBySlug(slug);
    if (!row || (row.status !== 'published' && !viewer?.is_admin)) throw notFound(BLOG_MESSAGES.notFound);
    return row;
  }

  async #freeSlug(base: string): Promise<string> {
    const taken = await this.#repo.slugsLike(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
