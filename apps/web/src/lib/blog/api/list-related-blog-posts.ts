import { type BlogPost, RELATED_POSTS } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { blogKeys } from '../../query-keys';

/** GET /api/blogs/{slug}/related: published posts sharing the most tags with this one (drafts: admins only). */
export function listRelatedBlogPosts(slug: string, signal?: AbortSignal): Promise<BlogPost[]> {
  return api<BlogPost[]>(`/blogs/${encodeURIComponent(slug)}/related`, { signal });
}

/** Up to RELATED_POSTS posts, never the post itself. */
export const relatedBlogPostsQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.related(slug),
    queryFn: ({ signal }) => listRelatedBlogPosts(slug, signal),
    select: (posts: BlogPost[]) => posts.filter((post) => post.slug !== slug).slice(0, RELATED_POSTS),
  });

export function useRelatedBlogPosts(slug: string) {
  return useQuery(relatedBlogPostsQuery(slug));
}
