import type { BootcampPurchasePlan, PurchaseResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { bootcampKeys } from '../../../lib/query-keys';

/** POST /api/bootcamp/purchase/{plan}. */
export function purchaseBootcampPlan(plan: BootcampPurchasePlan): Promise<PurchaseResponse> {
  return api<PurchaseResponse>(`/bootcamp/purchase/${plan}`, { method: 'POST' });
}

interface PurchaseCallbacks {
  /** As soon as the server answers (its `message` says what was bought). */
  onSuccess?(answer: PurchaseResponse): void;
  /** Once everything the purchase changed has been refetched. */
  onRefreshed?(): void;
  onError?(error: Error): void;
}

/**
 * A purchase changes the whole bootcamp (access, open weeks, progress) and may raise the signed-in
 * user's plan (shown in the header): both are refetched, then `onRefreshed` runs.
 */
export function usePurchaseBootcampPlan({ onSuccess, onRefreshed, onError }: PurchaseCallbacks = {}) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: purchaseBootcampPlan,
    onSuccess: async (answer) => {
      onSuccess?.(answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: bootcampKeys.all }), refreshUser()]);
      onRefreshed?.();
    },
    onError,
  });
}
