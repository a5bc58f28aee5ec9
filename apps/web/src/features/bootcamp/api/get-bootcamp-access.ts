import type { BootcampAccess } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bootcampKeys } from '../../../lib/query-keys';

/** GET /api/bootcamp/access: whether the student may open the weeks, and how many are open. */
export function getBootcampAccess(signal?: AbortSignal): Promise<BootcampAccess> {
  return api<BootcampAccess>('/bootcamp/access', { signal });
}

export const bootcampAccessQuery = () =>
  queryOptions({ queryKey: bootcampKeys.access, queryFn: ({ signal }) => getBootcampAccess(signal) });

export function useBootcampAccess() {
  return useQuery(bootcampAccessQuery());
}
