import type { AnalyticsProgress, DashboardStats } from '@studybot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useDashboardStats() {
  return useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: ({ signal }) => api<DashboardStats>('/dashboard/stats', { signal }),
  });
}

export function fetchAnalyticsProgress(): Promise<AnalyticsProgress> {
  return api<AnalyticsProgress>('/analytics/progress');
}
