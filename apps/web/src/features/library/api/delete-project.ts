import type { DeleteResult } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from '../../../lib/library/api/delete-project';
import { refreshSavedWork } from '../../../lib/query-keys';

/** Deletes a project by id; the library's lists and the dashboard's counts are refreshed first. */
export function useDeleteProject(
  options: { onSuccess?(answer: DeleteResult, id: string): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (answer, id) => {
      refreshSavedWork(queryClient);
      options.onSuccess?.(answer, id);
    },
    onError: options.onError,
  });
}
