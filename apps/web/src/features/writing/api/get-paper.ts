import type { Paper } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writingKeys } from '../../../lib/query-keys';

/** GET /api/writing-assistant/papers/:project_id: one of the student's papers; 404 when not theirs. */
export function getPaper(projectId: string, signal?: AbortSignal): Promise<Paper> {
  return api<Paper>(`/writing-assistant/papers/${encodeURIComponent(projectId)}`, { signal });
}

export const paperQuery = (projectId: string) =>
  queryOptions({
    queryKey: writingKeys.paper(projectId),
    queryFn: ({ signal }) => getPaper(projectId, signal),
    // The open paper is edited locally; a background refetch must not replace the student's text.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaper(projectId: string) {
  return useQuery(paperQuery(projectId));
}
