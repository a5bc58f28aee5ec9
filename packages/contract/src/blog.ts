import { z } from 'zod';
import { IsoDateTime, queryInt } from './common.ts';

/** The blog: public posts, written and published by admins (spec part 2: Public blog, Blog admin). */

export const BLOG_STATUSES = ['draft', 'published'] as const;
export const BlogStatus = z.enum(BLOG_STATUSES);
export type BlogStatus = z.infer<typeof BlogStatus>;

export const MAX_BLOG_TITLE = 200;
export const MAX_BLOG_CONTENT = 200_000;
export const MAX_BLOG_EXCERPT = 500;
export const MAX_BLOG_TAGS = 12;
export const MAX_BLOG_TAG = 40;
export const MAX_SEO_TITLE = 120;
/** The editor's hint (spec §9); the server allows a little more. */
export const SEO_DESCRIPTION_HINT = 160;
export const MAX_SEO_DESCRIPTION = 320;
/** Related posts on a post page (spec §9: fetch 3, show up to 2 besides the current one). */
export const RELATED_POSTS = 2;

export const BLOG_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this post?',
  statusFailed: 'Failed to update post status',
  deleteFailed: 'Failed to delete post',
  saveFailed: 'Failed to save post',
  editLoadFailed: 'Failed to load post for editing',
  loadPostsFailed: 'Failed to load posts',
  listFailed: 'Failed to load blog posts',
  notFound: 'Blog post not found',
  postFailed: 'Failed to load blog post',
  adminOnly: 'You need admin privileges to access the blog dashboard',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  imageUrl: 'The featured image must be an http(s) address',
  emptyUpdate: 'Send at least one field to change',
  emptyTitle: 'No blog posts yet',
  emptyBody: 'Create your first blog post to get started.',
  loading: 'Loading posts...',
} as const;

/** Tags as typed ("Study tips, exams,, study tips") → ["Study tips", "exams"]: split, trimmed, no empties or repeats. */
export function cleanTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of tags.flatMap((t) => t.split(','))) {
    const trimmed = tag.trim().replace(/\s+/g, ' ');
    if (trimmed && !out.some((o) => o.toLowerCase() === trimmed.toLowerCase())) out.push(trimmed);
  }
  return out;
}

const FeaturedImage = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), BLOG_MESSAGES.imageUrl);

const fields = {
  title: z.string().trim().min(1, BLOG_MESSAGES.titleRequired).max(MAX_BLOG_TITLE),
  content: z
    .string()
    .max(MAX_BLOG_CONTENT)
    .refine((c) => c.trim().length > 0, BLOG_MESSAGES.contentRequired),
  excerpt: z.string().trim().max(MAX_BLOG_EXCERPT),
  status: BlogStatus,
  featured_image: FeaturedImage.nullable(),
  tags: z.array(z.string().max(200)).max(50),
  seo_title: z.string().trim().max(MAX_SEO_TITLE),
  seo_description: z.string().trim().max(MAX_SEO_DESCRIPTION),
};

export const BlogPostInput = z.object({
  title: fields.title,
  content: fields.content,
  excerpt: fields.excerpt.default(''),
  status: fields.status.default('draft'),
  featured_image: fields.featured_image.default(null),
  tags: fields.tags.default([]),
  seo_title: fields.seo_title.default(''),
  seo_description: fields.seo_description.default(''),
});
export type BlogPostInput = z.input<typeof BlogPostInput>;

/** PUT: any of the fields (e.g. `{status}` alone to publish or unpublish). */
export const BlogPostUpdate = z
  .object(fields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), BLOG_MESSAGES.emptyUpdate);
export type BlogPostUpdate = z.input<typeof BlogPostUpdate>;

export const BlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  excerpt: z.string(),
  status: BlogStatus,
  featured_image: z.string().nullable(),
  tags: z.array(z.string()),
  seo_title: z.string(),
  seo_description: z.string(),
  author_name: z.string(),
  view_count: z.number().int(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  published_at: IsoDateTime.nullable(),
});
export type BlogPost = z.infer<typeof BlogPost>;

export const BlogListQuery = z.object({
  tag: z
    .string()
    .max(MAX_BLOG_TAG * 2)
    .optional(),
  limit: queryInt(1, 100).default(50),
  offset: queryInt(0, 1_000_000).default(0),
  /** Admins only: 'all' or 'draft' include drafts (others get 403). */
  status: z.enum(['published', 'draft', 'all']).default('published'),
});
export const BlogSlugParams = z.object({ slug: z.string().min(1).max(120) });
export const BlogIdParams = z.object({ id: z.string().min(1).max(64) });

export const BlogTagCount = z.object({ tag: z.string(), count: z.number().int() });
export type BlogTagCount = z.infer<typeof BlogTagCount>;

export const BlogDeleted = z.object({ message: z.string() });
