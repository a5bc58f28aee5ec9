import type { BillingHistory } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { billingKeys } from '../../../lib/query-keys';

/** GET /api/billing/history: purchases, renewals, cancellations and refunds, newest first. */
export function getBillingHistory(signal?: AbortSignal): Promise<BillingHistory> {
  return api<BillingHistory>('/billing/history', { signal });
}

export const billingHistoryQuery = () =>
  queryOptions({ queryKey: billingKeys.history, queryFn: ({ signal }) => getBillingHistory(signal) });

export function useBillingHistory() {
  return useQuery(billingHistoryQuery());
}
