import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkPlagiarism } from '../../../lib/plagiarism/api/check-plagiarism';
import { refreshSavedWork } from '../../../lib/query-keys';

/** The Create Hub's plagiarism check run on the paper's text; the report is saved to the library. */

export function useCheckPlagiarism() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPlagiarism,
    onSuccess: () => {
      refreshSavedWork(queryClient);
    },
  });
}
