import type { DashboardStats } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dashboardKeys } from '../../../lib/query-keys';

/** GET /api/dashboard/stats: the home page's counts. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return api<DashboardStats>('/dashboard/stats', { signal });
}

export const dashboardStatsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.stats, queryFn: ({ signal }) => getDashboardStats(signal) });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}
