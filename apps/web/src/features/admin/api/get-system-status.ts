import type { SystemStatus } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/system-status: each service the server depends on, checked now (admins only). */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api<SystemStatus>('/admin/system-status', { signal });
}

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: adminKeys.systemStatus,
    queryFn: ({ signal }) => getSystemStatus(signal),
  });

/** Read by the Overview and the Settings tabs; one request serves both. */
export function useSystemStatus() {
  return useQuery(systemStatusQuery());
}
