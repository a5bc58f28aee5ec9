import type { ExportHistory } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { mailerliteKeys } from '../../../lib/query-keys';

/** GET /api/mailerlite/export-history: past exports, newest first. Admin only (401/403 otherwise). */
export function listExportHistory(signal?: AbortSignal): Promise<ExportHistory> {
  return api<ExportHistory>('/mailerlite/export-history', { signal });
}

export const exportHistoryQuery = () =>
  queryOptions({
    queryKey: mailerliteKeys.history,
    queryFn: ({ signal }) => listExportHistory(signal),
  });

export function useExportHistory() {
  return useQuery(exportHistoryQuery());
}
