import type { AnalyticsProgress } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/analytics/progress: the AI insights, computed when asked for. */
export function getAnalyticsProgress(): Promise<AnalyticsProgress> {
  return api<AnalyticsProgress>('/analytics/progress');
}

/**
 * Loaded on the student's click, not on mount (the spec's "View Analytics"), so it is a mutation:
 * nothing is cached and each click asks again.
 */
export function useAnalyticsProgress(options: { onError?(error: Error): void } = {}) {
  return useMutation({ mutationFn: getAnalyticsProgress, onError: options.onError });
}
