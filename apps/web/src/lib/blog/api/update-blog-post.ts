import type { BlogPost, BlogPostUpdate } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { blogKeys } from '../../query-keys';

/** PUT /api/blogs/{id} (admin): every field from the editor, or `{status}` alone to publish or unpublish. */
export function updateBlogPost(id: string, body: BlogPostUpdate): Promise<BlogPost> {
  return api<BlogPost>(`/blogs/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** A changed post: the lists are reloaded (spec §7), and so are its page, tags and related posts. */
export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BlogPostUpdate }) => updateBlogPost(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
