import { type PaymentMethod, type SubscriptionResponse, tierLabel } from '@studybot/contract';

/** Cancelled, or set to end with its period (Stripe's flag): either way it will not renew. */
export function isCancelled(subscription: SubscriptionResponse): boolean {
  return subscription.plan_status === 'cancelled' || subscription.cancel_at_period_end;
}

/** "Test payment", "Visa ending in 4242"; the card's real brand and last digits, never made up. */
export function paymentMethodLabel(method: PaymentMethod | null): string {
  if (!method) return 'None on file';
  if (method.kind === 'test') return 'Test payment';
  return `${tierLabel(method.brand)} ending in ${method.last4}`;
}

/** "Plus", "Max": the plan's name as people see it. */
export function planName(subscription: SubscriptionResponse): string {
  return tierLabel(subscription.plan_tier);
}
