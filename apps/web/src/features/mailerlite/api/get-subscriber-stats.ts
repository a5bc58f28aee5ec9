import type { SubscriberStats } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { mailerliteKeys } from '../../../lib/query-keys';

/**
 * GET /api/mailerlite/subscriber-stats: how many users agreed to email at sign-up, how many of
 * them signed up recently, and how many are on each plan. Admin only (401/403 otherwise).
 */
export function getSubscriberStats(signal?: AbortSignal): Promise<SubscriberStats> {
  return api<SubscriberStats>('/mailerlite/subscriber-stats', { signal });
}

export const subscriberStatsQuery = () =>
  queryOptions({
    queryKey: mailerliteKeys.stats,
    queryFn: ({ signal }) => getSubscriberStats(signal),
  });

export function useSubscriberStats() {
  return useQuery(subscriberStatsQuery());
}
