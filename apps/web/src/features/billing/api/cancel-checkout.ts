import type { CheckoutDoneResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { billingKeys } from '../../../lib/query-keys';

/** POST /api/billing/checkout/{id}/cancel: leaves the test checkout unpaid; answers where to go next. */
export function cancelCheckout(id: string): Promise<CheckoutDoneResponse> {
  return api<CheckoutDoneResponse>(`/billing/checkout/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelCheckout(
  options: { onSuccess?(answer: CheckoutDoneResponse): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCheckout,
    onSuccess: (answer, id) => {
      void queryClient.invalidateQueries({ queryKey: billingKeys.checkout(id), refetchType: 'none' });
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
