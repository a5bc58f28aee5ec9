import type { InterviewReport } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from '../../../lib/query-keys';

/** GET /api/interview/{sessionId}/report: the summary of the questions answered. */
export function getInterviewReport(sessionId: string, signal?: AbortSignal): Promise<InterviewReport> {
  return api<InterviewReport>(`/interview/${encodeURIComponent(sessionId)}/report`, { signal });
}

export const interviewReportQuery = (sessionId: string) =>
  queryOptions({
    queryKey: interviewKeys.report(sessionId),
    queryFn: ({ signal }) => getInterviewReport(sessionId, signal),
    // A finished interview's report does not change.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInterviewReport(sessionId: string | null) {
  return useQuery({ ...interviewReportQuery(sessionId ?? ''), enabled: sessionId !== null });
}
