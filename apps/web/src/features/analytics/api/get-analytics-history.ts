import type { AnalyticsHistory } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** How many days the charts cover. */
export const HISTORY_DAYS = 30;

/** GET /api/analytics/history/{userId}?days=N: answers and average mastery per day, oldest first. */
export function getAnalyticsHistory(
  userId: string,
  days: number,
  signal?: AbortSignal,
): Promise<AnalyticsHistory> {
  return api<AnalyticsHistory>(`/analytics/history/${encodeURIComponent(userId)}?days=${days}`, { signal });
}

export const analyticsHistoryQuery = (userId: string, days: number = HISTORY_DAYS) =>
  queryOptions({
    queryKey: analyticsKeys.history(userId, days),
    queryFn: ({ signal }) => getAnalyticsHistory(userId, days, signal),
  });

export function useAnalyticsHistory(userId: string, enabled: boolean) {
  return useQuery({ ...analyticsHistoryQuery(userId), enabled });
}
