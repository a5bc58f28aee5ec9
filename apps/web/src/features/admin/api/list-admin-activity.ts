import type { AdminActivity, AdminActivityKind } from '@studybot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../../../lib/query-keys';

/** Entries shown at first, and the most the server gives. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX = 200;

/** GET /api/admin/activity?kind=&limit=: the latest sign-ups, content, purchases and admin changes. */
export function listAdminActivity(
  { kind, limit }: { kind: AdminActivityKind | undefined; limit: number },
  signal?: AbortSignal,
): Promise<AdminActivity> {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  params.set('limit', String(limit));
  return api<AdminActivity>(`/admin/activity?${params}`, { signal });
}

export const adminActivityQuery = (kind: AdminActivityKind | undefined, limit: number) =>
  queryOptions({
    queryKey: adminKeys.activity(kind, limit),
    queryFn: ({ signal }) => listAdminActivity({ kind, limit }, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminActivity(kind: AdminActivityKind | undefined, limit: number) {
  return useQuery(adminActivityQuery(kind, limit));
}
