import type { ResumeHistoryResponse } from '@studybot/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { resumeKeys } from '../../../lib/query-keys';

/** How many past analyses one "page" of the history asks for. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/resume/history: the student's past analyses and cover letters, newest first. */
export function listResumeHistory(
  params: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<ResumeHistoryResponse> {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  return api<ResumeHistoryResponse>(`/resume/history?${search}`, { signal });
}

/** The history, a page at a time; the next page is asked for while the last one was full. */
export const resumeHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: resumeKeys.history,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listResumeHistory({ limit: HISTORY_PAGE_SIZE, offset: pageParam }, signal),
    getNextPageParam: (last, pages) =>
      last.analyses.length === HISTORY_PAGE_SIZE ? pages.length * HISTORY_PAGE_SIZE : undefined,
  });

export function useResumeHistory() {
  return useInfiniteQuery(resumeHistoryQuery());
}
