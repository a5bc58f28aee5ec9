import type { Paper, UpdatePaperRequest } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writingKeys } from '../../../lib/query-keys';
import { refreshPapers } from './refresh';

export interface UpdatePaperInput {
  projectId: string;
  body: UpdatePaperRequest;
}

/**
 * PUT /api/writing-assistant/papers/:project_id: saves the student's edits; the server formats the
 * cited sources again in the paper's style and answers the saved paper.
 */
export function updatePaper({ projectId, body }: UpdatePaperInput): Promise<Paper> {
  return api<Paper>(`/writing-assistant/papers/${encodeURIComponent(projectId)}`, { method: 'PUT', body });
}

/** Saves a paper; its cached copy becomes the server's answer and the saved lists are refreshed. */
export function useUpdatePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaper,
    onSuccess: (paper) => {
      queryClient.setQueryData(writingKeys.paper(paper.project_id), paper);
      refreshPapers(queryClient);
    },
  });
}
