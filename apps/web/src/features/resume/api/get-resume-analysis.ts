import type { ResumeAnalysisRecord } from '@studybot/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { resumeKeys } from '../../../lib/query-keys';

/** GET /api/resume/history/{id}: one past analysis in full (404 when it is not the student's). */
export function getResumeAnalysis(id: string, signal?: AbortSignal): Promise<ResumeAnalysisRecord> {
  return api<ResumeAnalysisRecord>(`/resume/history/${encodeURIComponent(id)}`, { signal });
}

export const resumeAnalysisQuery = (id: string) =>
  queryOptions({
    queryKey: resumeKeys.analysis(id),
    queryFn: ({ signal }) => getResumeAnalysis(id, signal),
    // A saved analysis never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Loads a past analysis when the student opens it from the history (through the cache, so opening
 * it again is instant). Returns the record, or throws the failure.
 */
export function useFetchResumeAnalysis() {
  const queryClient = useQueryClient();
  return useCallback((id: string) => queryClient.fetchQuery(resumeAnalysisQuery(id)), [queryClient]);
}
