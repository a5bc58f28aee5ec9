import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useGoToCheckout } from '../../../lib/billing/go-to-checkout';

/** POST /api/billing/create-checkout-session: where to pay for one catalogue item. */
export function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<CheckoutSessionResponse> {
  return api<CheckoutSessionResponse>('/billing/create-checkout-session', { method: 'POST', body });
}

/**
 * Starts a checkout and goes there: the local test checkout (a page of this app) or Stripe's. Nothing
 * changes on the server until the payment is made, so nothing is refreshed here; the page the
 * checkout returns to does that.
 */
export function useCreateCheckoutSession(options: { onError?(error: Error): void } = {}) {
  const goToCheckout = useGoToCheckout();
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ checkout_url }) => goToCheckout(checkout_url),
    onError: options.onError,
  });
}
