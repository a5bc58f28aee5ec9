import type { ExportRequest, ExportResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { mailerliteKeys } from '../../../lib/query-keys';

/**
 * POST /api/mailerlite/export-subscribers: sends the users who agreed to email (filtered by plan and
 * sign-up dates) to MailerLite, or answers them as `csv` when no MailerLite key is configured.
 * 400 when the start date is after the end date; admin only (401/403 otherwise).
 */
export function exportSubscribers(body: ExportRequest): Promise<ExportResponse> {
  return api<ExportResponse>('/mailerlite/export-subscribers', { method: 'POST', body });
}

/** Every export is recorded, even a failed one: the history and the stats are read again. */
export function useExportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportSubscribers,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mailerliteKeys.all });
    },
  });
}
