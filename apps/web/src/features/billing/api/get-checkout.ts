import type { LocalCheckout } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { billingKeys } from '../../../lib/query-keys';

/** GET /api/billing/checkout/{id}: what the local test checkout sells, and whether it is still open. */
export function getCheckout(id: string, signal?: AbortSignal): Promise<LocalCheckout> {
  return api<LocalCheckout>(`/billing/checkout/${encodeURIComponent(id)}`, { signal });
}

export const checkoutQuery = (id: string) =>
  queryOptions({ queryKey: billingKeys.checkout(id), queryFn: ({ signal }) => getCheckout(id, signal) });

export function useCheckout(id: string) {
  return useQuery(checkoutQuery(id));
}
