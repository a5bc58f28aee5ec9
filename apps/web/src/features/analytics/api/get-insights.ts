import type { InsightsResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** GET /api/insights/{userId}: the streak nudge and focus areas; `insights` is null while turned off. */
export function getInsights(userId: string, signal?: AbortSignal): Promise<InsightsResponse> {
  return api<InsightsResponse>(`/insights/${encodeURIComponent(userId)}`, { signal });
}

export const insightsQuery = (userId: string) =>
  queryOptions({
    queryKey: analyticsKeys.insights(userId),
    queryFn: ({ signal }) => getInsights(userId, signal),
  });

/** Asked for only while the student has insights turned on. */
export function useInsights(userId: string, enabled: boolean) {
  return useQuery({ ...insightsQuery(userId), enabled });
}
