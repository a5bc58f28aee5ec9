import type {
  BootcampAccess,
  BootcampProgress,
  BootcampPurchasePlan,
  LessonSummary,
} from '@studybot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { bootcampKeys } from '../../../lib/query-keys';

interface PurchaseResult {
  message: string;
  access: BootcampAccess;
}

export const BOOTCAMP_LOGIN_REQUIRED = 'Please log in to access the bootcamp';
export const BOOTCAMP_LOAD_FAILED = 'Failed to load bootcamp data. Please try refreshing the page.';
export const PURCHASE_FAILED = 'Purchase failed. Please try again.';

export type BootcampHome =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'no-access'; lessons: LessonSummary[] }
  | {
      status: 'ready';
      access: BootcampAccess;
      lessons: LessonSummary[];
      progress: BootcampProgress['progress'];
    };

/** Access, the lesson list and (with access) progress, folded into what the home shows. */
export function useBootcampHome(): BootcampHome {
  const access = useQuery({
    queryKey: bootcampKeys.access,
    queryFn: () => api<BootcampAccess>('/bootcamp/access'),
  });
  const lessons = useQuery({
    queryKey: bootcampKeys.lessons,
    queryFn: async () => (await api<{ lessons: LessonSummary[] }>('/lessons')).lessons,
  });
  const hasAccess = access.data?.has_access === true;
  const progress = useQuery({
    queryKey: bootcampKeys.progress,
    queryFn: async () => (await api<BootcampProgress>('/bootcamp/progress')).progress,
    enabled: hasAccess,
  });

  const error = access.error ?? lessons.error ?? (hasAccess ? progress.error : null);
  if (error) {
    const loggedOut = error instanceof ApiError && error.status === 401;
    return { status: 'error', message: loggedOut ? BOOTCAMP_LOGIN_REQUIRED : BOOTCAMP_LOAD_FAILED };
  }
  if (!access.data || !lessons.data) return { status: 'loading' };
  if (!access.data.has_access) return { status: 'no-access', lessons: lessons.data };
  if (!progress.data) return { status: 'loading' };
  return { status: 'ready', access: access.data, lessons: lessons.data, progress: progress.data };
}

/** Refetches everything the home shows (after a purchase, or back from a lesson). */
export function useRefreshBootcamp() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }), [queryClient]);
}

/**
 * POST /api/bootcamp/purchase/{plan}: toasts the server's message and refreshes the home and the
 * signed-in user, whose plan (shown in the header) a purchase may have raised.
 */
export function usePurchase({ onPurchased }: { onPurchased?(): void } = {}) {
  const refresh = useRefreshBootcamp();
  const { refreshUser } = useAuth();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (plan: BootcampPurchasePlan) =>
      api<PurchaseResult>(`/bootcamp/purchase/${plan}`, { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast(message, 'success');
      await Promise.all([refresh(), refreshUser()]);
      onPurchased?.();
    },
    onError: () => toast(PURCHASE_FAILED, 'error'),
  });
}
