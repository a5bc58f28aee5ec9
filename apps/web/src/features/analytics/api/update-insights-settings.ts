import type { InsightsResponse, InsightsSettingsRequest, UserProfile } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** POST /api/users/{userId}/insights_settings: turns insights on or off; answers the profile. */
export function updateInsightsSettings(userId: string, body: InsightsSettingsRequest): Promise<UserProfile> {
  return api<UserProfile>(`/users/${encodeURIComponent(userId)}/insights_settings`, { method: 'POST', body });
}

/**
 * Turning insights off clears the shown insights at once; turning them on loads them again
 * (spec part 2 §4).
 */
export function useUpdateInsightsSettings(userId: string, options: { onError?(error: Error): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateInsightsSettings(userId, { enabled }),
    onSuccess: (profile) => {
      queryClient.setQueryData(analyticsKeys.profile(userId), profile);
      if (profile.insights_enabled) {
        void queryClient.invalidateQueries({ queryKey: analyticsKeys.insights(userId) });
      } else {
        queryClient.setQueryData<InsightsResponse>(analyticsKeys.insights(userId), { insights: null });
      }
    },
    onError: options.onError,
  });
}
