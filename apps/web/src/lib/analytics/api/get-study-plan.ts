import type { StudyPlanResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { analyticsKeys } from '../../query-keys';

/**
 * GET /api/analytics/study_plan/{userId}: the plan as re-planned from today's mastery, or null.
 * The analytics page and the dashboard's Today's Focus share it (and its cache).
 */
export function getStudyPlan(userId: string, signal?: AbortSignal): Promise<StudyPlanResponse> {
  return api<StudyPlanResponse>(`/analytics/study_plan/${encodeURIComponent(userId)}`, { signal });
}

export const studyPlanQuery = (userId: string) =>
  queryOptions({
    queryKey: analyticsKeys.studyPlan(userId),
    queryFn: ({ signal }) => getStudyPlan(userId, signal),
  });

export function useStudyPlan(userId: string) {
  return useQuery(studyPlanQuery(userId));
}
