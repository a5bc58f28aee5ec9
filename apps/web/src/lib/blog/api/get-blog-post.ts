import type { BlogPost } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { blogKeys } from '../../query-keys';

/**
 * GET /api/blogs/{slug}: one post (published, or any for admins); 404 {detail: 'Blog post not found'}.
 * The server counts a view once per visitor per day.
 */
export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return api<BlogPost>(`/blogs/${encodeURIComponent(slug)}`, { signal });
}

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: ({ signal }) => getBlogPost(slug, signal) });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQuery(slug));
}
