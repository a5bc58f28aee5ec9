import type { MasteryResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** GET /api/analytics/mastery/{userId}: mastery per learning objective, weakest first. */
export function getMastery(userId: string, signal?: AbortSignal): Promise<MasteryResponse> {
  return api<MasteryResponse>(`/analytics/mastery/${encodeURIComponent(userId)}`, { signal });
}

export const masteryQuery = (userId: string) =>
  queryOptions({
    queryKey: analyticsKeys.mastery(userId),
    queryFn: ({ signal }) => getMastery(userId, signal),
  });

export function useMastery(userId: string) {
  return useQuery(masteryQuery(userId));
}
