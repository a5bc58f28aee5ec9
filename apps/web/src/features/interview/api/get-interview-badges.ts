import type { BadgesResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from '../../../lib/query-keys';

/** GET /api/interview/badges: every badge; `earned_at` is null for those not earned yet. */
export function getInterviewBadges(signal?: AbortSignal): Promise<BadgesResponse> {
  return api<BadgesResponse>('/interview/badges', { signal });
}

export const interviewBadgesQuery = () =>
  queryOptions({
    queryKey: interviewKeys.badges,
    queryFn: ({ signal }) => getInterviewBadges(signal),
  });

export function useInterviewBadges() {
  return useQuery(interviewBadgesQuery());
}
