import type { ResumeAnalyzeRequest, ResumeAnalyzeResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshSavedWork, resumeKeys } from '../../../lib/query-keys';

/**
 * POST /api/resume/analyze: scores the resume (and matches it to the job description when the plan
 * allows). 400 under 50 characters, 429 when the month's free analyses are used up.
 */
export function analyzeResume(body: ResumeAnalyzeRequest): Promise<ResumeAnalyzeResponse> {
  return api<ResumeAnalyzeResponse>('/resume/analyze', { method: 'POST', body });
}

/** A new analysis is saved: the history and the library list it. */
export function useAnalyzeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeResume,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resumeKeys.history });
      refreshSavedWork(queryClient);
    },
  });
}
