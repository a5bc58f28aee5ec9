import type { CoverLetterRequest, CoverLetterResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshSavedWork, resumeKeys } from '../../../lib/query-keys';

/**
 * POST /api/cover-letter/generate: a cover letter for the job from the resume. 400 without both
 * texts, 403 when the plan has no cover letters (naming the plan that does).
 */
export function generateCoverLetter(body: CoverLetterRequest): Promise<CoverLetterResponse> {
  return api<CoverLetterResponse>('/cover-letter/generate', { method: 'POST', body });
}

/** A new cover letter is saved: the history and the library list it. */
export function useGenerateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCoverLetter,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resumeKeys.history });
      refreshSavedWork(queryClient);
    },
  });
}
