import type { BlogPost, BlogPostInput } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { blogKeys } from '../../query-keys';

/** POST /api/blogs (admin): a new post; 400 names the field the server refused. */
export function createBlogPost(body: BlogPostInput): Promise<BlogPost> {
  return api<BlogPost>('/blogs', { method: 'POST', body });
}

/** A new post: every list, the tag counts and related posts may change. */
export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
