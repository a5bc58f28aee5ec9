import type { CancelSubscriptionRequest, CancelSubscriptionResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { billingKeys } from '../../../lib/query-keys';

/** POST /api/billing/cancel-subscription: the plan runs to the end of its period, then ends. */
export function cancelSubscription(body: CancelSubscriptionRequest): Promise<CancelSubscriptionResponse> {
  return api<CancelSubscriptionResponse>('/billing/cancel-subscription', { method: 'POST', body });
}

/**
 * The answer carries the subscription as it now is, which replaces the cached one; the history gains
 * a cancellation and the signed-in user's plan status changes, so both are read again.
 */
export function useCancelSubscription(
  options: { onSuccess?(answer: CancelSubscriptionResponse): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      queryClient.setQueryData(billingKeys.subscription, answer.subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.history });
      void refreshUser();
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
