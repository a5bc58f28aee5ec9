import type { AdminUsersResponse, PlanTier } from '@studybot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../../../lib/query-keys';

/** Users per page of the admin list. */
export const ADMIN_USERS_PAGE_SIZE = 25;

export interface AdminUsersParams {
  /** Matched against username and email by the server; empty for everyone. */
  search: string;
  plan: PlanTier | undefined;
  offset: number;
}

/** GET /api/admin/users?search=&plan=&limit=&offset=: one page of users and how many match. */
export function listAdminUsers(
  { search, plan, offset }: AdminUsersParams,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (plan) params.set('plan', plan);
  params.set('limit', String(ADMIN_USERS_PAGE_SIZE));
  params.set('offset', String(offset));
  return api<AdminUsersResponse>(`/admin/users?${params}`, { signal });
}

export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params.search, params.plan, params.offset),
    queryFn: ({ signal }) => listAdminUsers(params, signal),
    // The last page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQuery(params));
}
