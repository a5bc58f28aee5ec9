import type { OwnSource } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from '../../../lib/library/api/delete-project';
import { refreshSavedWork, writingKeys } from '../../../lib/query-keys';

/**
 * Deletes one of the student's sources (DELETE /api/projects/:id, by its library item). Papers that
 * already cite it keep their references.
 */
export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_answer, projectId) => {
      queryClient.setQueryData<OwnSource[]>(writingKeys.sources, (current) =>
        current?.filter((source) => source.project_id !== projectId),
      );
      void queryClient.invalidateQueries({ queryKey: writingKeys.sources });
      refreshSavedWork(queryClient);
    },
  });
}
