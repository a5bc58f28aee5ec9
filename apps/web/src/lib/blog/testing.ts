import type { BlogPost, BlogTagCount } from '@studybot/contract';

let counter = 0;

/** A published post; every field can be overridden. */
export function makeBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  counter += 1;
  return {
    id: `post-${counter}`,
    slug: `post-${counter}`,
    title: `Post ${counter}`,
    content: `<p>Body of post ${counter}.</p>`,
    excerpt: `Excerpt of post ${counter}.`,
    status: 'published',
    featured_image: null,
    tags: [],
    seo_title: '',
    seo_description: '',
    author_name: 'admin',
    view_count: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    published_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTags(...tags: [string, number][]): BlogTagCount[] {
  return tags.map(([tag, count]) => ({ tag, count }));
}
