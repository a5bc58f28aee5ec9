import type { SubscriptionResponse } from '@studybot/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { billingKeys } from '../../../lib/query-keys';

/** GET /api/billing/subscription: the plan, its period and price, usage, credits and how payments work. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return api<SubscriptionResponse>('/billing/subscription', { signal });
}

export const subscriptionQuery = () =>
  queryOptions({ queryKey: billingKeys.subscription, queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQuery());
}

/** Reads the subscription and the history again, e.g. when a payment has just come back. */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: billingKeys.all }), [queryClient]);
}
