import type { MasteryResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** POST /api/analytics/recalculate_mastery/{userId}: mastery worked out again from all the evidence. */
export function recalculateMastery(userId: string): Promise<MasteryResponse> {
  return api<MasteryResponse>(`/analytics/recalculate_mastery/${encodeURIComponent(userId)}`, {
    method: 'POST',
  });
}

/** The Refresh button: the new mastery replaces the cached one, and what is built on it reloads. */
export function useRecalculateMastery(
  userId: string,
  options: { onSuccess?(): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recalculateMastery(userId),
    onSuccess: (mastery) => {
      queryClient.setQueryData(analyticsKeys.mastery(userId), mastery);
      void queryClient.invalidateQueries({
        queryKey: analyticsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'mastery' && query.queryKey[1] !== 'profile',
      });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
