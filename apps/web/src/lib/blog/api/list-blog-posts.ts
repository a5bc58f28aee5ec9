import type { BlogPost } from '@studybot/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { type BlogListFilters, blogKeys } from '../../query-keys';

/** How many posts one "page" of a blog list asks for. */
export const BLOG_PAGE_SIZE = 24;

/**
 * GET /api/blogs: posts newest first (by published_at, else created_at). Everyone gets published
 * posts; `status: 'all' | 'draft'` is for admins (403 otherwise). Unset parameters are left out.
 */
export function listBlogPosts(
  params: BlogListFilters & { limit?: number; offset?: number },
  signal?: AbortSignal,
): Promise<BlogPost[]> {
  const search = new URLSearchParams();
  if (params.tag) search.set('tag', params.tag);
  if (params.status && params.status !== 'published') search.set('status', params.status);
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  if (params.offset !== undefined) search.set('offset', String(params.offset));
  const query = search.toString();
  return api<BlogPost[]>(query ? `/blogs?${query}` : '/blogs', { signal });
}

/** A list of posts, a page at a time; the next page is asked for while the last one was full. */
export const blogPostPagesQuery = (filters: BlogListFilters) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listBlogPosts({ ...filters, limit: BLOG_PAGE_SIZE, offset: pageParam }, signal),
    getNextPageParam: (last, pages) =>
      last.length === BLOG_PAGE_SIZE ? pages.length * BLOG_PAGE_SIZE : undefined,
  });

/** Posts matching `filters`, a page at a time (`fetchNextPage` loads more while the last page was full). */
export function useBlogPostPages(filters: BlogListFilters) {
  return useInfiniteQuery(blogPostPagesQuery(filters));
}
