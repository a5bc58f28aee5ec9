import type { DashboardStats } from '@studybot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/analytics/progress (spec §3 "Analytics progress result"); not in the contract yet. */
export interface AnalyticsProgress {
  ai_insights: {
    overall_assessment: string;
    strengths: string[];
    areas_for_improvement: string[];
    recommendations: { category: string; action: string }[];
  };
  analytics_data: {
    quiz_performance?: { total_quizzes?: number };
    writing_quality?: { total_papers?: number };
    math_performance?: { total_problems?: number };
  };
}

export function useDashboardStats() {
  return useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: ({ signal }) => api<DashboardStats>('/dashboard/stats', { signal }),
  });
}

export function fetchAnalyticsProgress(): Promise<AnalyticsProgress> {
  return api<AnalyticsProgress>('/analytics/progress');
}
