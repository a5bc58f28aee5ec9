import type { GeneratePaperRequest, Paper } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writingKeys } from '../../../lib/query-keys';
import { refreshPapers } from './refresh';

/**
 * POST /api/generate/writing-assistant: a paper written from retrieved sources, saved as a
 * writing_assistant library item. Counts against the month's papers (403/429 name the plan that
 * lifts the limit).
 */
export function generatePaper(body: GeneratePaperRequest): Promise<Paper> {
  return api<Paper>('/generate/writing-assistant', { method: 'POST', body });
}

/** Writes a paper; the new paper is cached for its view, and the usage and saved lists are refreshed. */
export function useGeneratePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePaper,
    onSuccess: (paper) => {
      queryClient.setQueryData(writingKeys.paper(paper.project_id), paper);
      refreshPapers(queryClient);
      void queryClient.invalidateQueries({ queryKey: writingKeys.usage });
    },
  });
}
