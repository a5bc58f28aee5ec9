import type { InterviewSession } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from '../../../lib/query-keys';

/** GET /api/interview/{sessionId}: the interview as it stands, to resume it after a reload (404 when gone). */
export function getInterviewSession(sessionId: string, signal?: AbortSignal): Promise<InterviewSession> {
  return api<InterviewSession>(`/interview/${encodeURIComponent(sessionId)}`, { signal });
}

export const interviewSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: interviewKeys.session(sessionId),
    queryFn: ({ signal }) => getInterviewSession(sessionId, signal),
    // Read only to resume: the page then follows the session through its own calls, so a copy kept
    // in the cache would be out of date by the next visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useInterviewSession(sessionId: string | null) {
  return useQuery({ ...interviewSessionQuery(sessionId ?? ''), enabled: sessionId !== null });
}
