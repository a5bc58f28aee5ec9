import type { AdminStats } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/stats: totals, this week's and last week's counts, and the last 30 days (admins only). */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api<AdminStats>('/admin/stats', { signal });
}

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
