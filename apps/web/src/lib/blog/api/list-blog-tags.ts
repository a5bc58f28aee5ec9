import type { BlogTagCount } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { blogKeys } from '../../query-keys';

/** GET /api/blogs/tags/list: every tag of the published posts, with how many posts carry it. */
export function listBlogTags(signal?: AbortSignal): Promise<BlogTagCount[]> {
  return api<BlogTagCount[]>('/blogs/tags/list', { signal });
}

export const blogTagsQuery = () =>
  queryOptions({ queryKey: blogKeys.tags, queryFn: ({ signal }) => listBlogTags(signal) });

export function useBlogTags() {
  return useQuery(blogTagsQuery());
}
