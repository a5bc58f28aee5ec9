import type { UserProfile } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** GET /api/users/{userId}: the student's profile, read here for insights_enabled. */
export function getUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api<UserProfile>(`/users/${encodeURIComponent(userId)}`, { signal });
}

export const userProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: analyticsKeys.profile(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });

export function useUserProfile(userId: string) {
  return useQuery(userProfileQuery(userId));
}
