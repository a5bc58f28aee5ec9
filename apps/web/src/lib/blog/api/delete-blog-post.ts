import type { DeleteResult } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { blogKeys } from '../../query-keys';

/** DELETE /api/blogs/{id} (admin). */
export function deleteBlogPost(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** A removed post: the lists are reloaded (spec §7), and so are tags and related posts. */
export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
