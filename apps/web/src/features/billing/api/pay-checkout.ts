import type { CheckoutDoneResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { billingKeys, bootcampKeys } from '../../../lib/query-keys';

/** POST /api/billing/checkout/{id}/pay: makes the test payment; answers where to go next. */
export function payCheckout(id: string): Promise<CheckoutDoneResponse> {
  return api<CheckoutDoneResponse>(`/billing/checkout/${encodeURIComponent(id)}/pay`, { method: 'POST' });
}

/**
 * A payment can change the plan (shown in the header), the billing pages and the bootcamp's open
 * weeks: all are refreshed before `onSuccess` runs, so the page the checkout returns to is current.
 */
export function usePayCheckout(
  options: { onSuccess?(answer: CheckoutDoneResponse): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: payCheckout,
    onSuccess: async (answer, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: billingKeys.history }),
        // Not refetched now: the page showing it is about to leave, and should not flash "paid".
        queryClient.invalidateQueries({ queryKey: billingKeys.checkout(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
        refreshUser(),
      ]);
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
