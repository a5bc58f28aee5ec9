import type { PlatformSettings } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/settings: the limits and sign-up setting every server applies (admins only). */
export function getAdminSettings(signal?: AbortSignal): Promise<PlatformSettings> {
  return api<PlatformSettings>('/admin/settings', { signal });
}

export const adminSettingsQuery = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}
