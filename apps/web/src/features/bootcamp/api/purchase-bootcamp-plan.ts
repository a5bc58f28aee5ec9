import type { BootcampPurchasePlan, PurchaseResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useGoToCheckout } from '../../../lib/billing/go-to-checkout';

/** POST /api/bootcamp/purchase/{plan}: starts a checkout for the plan's catalogue item. */
export function purchaseBootcampPlan(plan: BootcampPurchasePlan): Promise<PurchaseResponse> {
  return api<PurchaseResponse>(`/bootcamp/purchase/${plan}`, { method: 'POST' });
}

/**
 * Buying goes through checkout (decision 0012): the answer is where to pay, and the student is taken
 * there. Nothing changes until the payment is made; the checkout refreshes the bootcamp and the plan.
 */
export function usePurchaseBootcampPlan({ onError }: { onError?(error: Error): void } = {}) {
  const goToCheckout = useGoToCheckout();
  return useMutation({
    mutationFn: purchaseBootcampPlan,
    onSuccess: ({ checkout_url }) => goToCheckout(checkout_url),
    onError,
  });
}
