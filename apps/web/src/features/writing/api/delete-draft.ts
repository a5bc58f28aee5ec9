import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from '../../../lib/library/api/delete-project';
import { writingKeys } from '../../../lib/query-keys';
import { refreshPapers } from './refresh';

/** Deletes a draft; its cached paper is dropped and the saved lists are refreshed. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_answer, projectId) => {
      queryClient.removeQueries({ queryKey: writingKeys.paper(projectId) });
      refreshPapers(queryClient);
    },
  });
}
