import type { RegistrationStatus } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { authKeys } from '../../query-keys';

/** GET /api/auth/registration: whether an admin has left sign-up open (public). */
export function getRegistrationStatus(signal?: AbortSignal): Promise<RegistrationStatus> {
  return api<RegistrationStatus>('/auth/registration', { signal });
}

export const registrationStatusQuery = () =>
  queryOptions({ queryKey: authKeys.registration, queryFn: ({ signal }) => getRegistrationStatus(signal) });

/** Asked only while the sign-up form shows. */
export function useRegistrationStatus(enabled: boolean) {
  return useQuery({ ...registrationStatusQuery(), enabled });
}
