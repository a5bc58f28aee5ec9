import type { User } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { authKeys } from '../../query-keys';

/** GET /api/auth/me: the user the stored token belongs to; 401 when it no longer works. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return api<User>('/auth/me', { signal });
}

/**
 * One try, online or not: a failed check signs out at once (AuthProvider) instead of waiting
 * for a retry or for the network to come back.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    networkMode: 'always',
  });

/** The stored token's user, asked for only while `enabled` (AuthProvider: while it checks the token). */
export function useMe({ enabled }: { enabled: boolean }) {
  return useQuery({ ...meQuery(), enabled });
}
