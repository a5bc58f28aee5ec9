import type { PlatformSettings } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, authKeys } from '../../../lib/query-keys';

/** PUT /api/admin/settings: all of them at once; answers what was saved. */
export function saveAdminSettings(settings: PlatformSettings): Promise<PlatformSettings> {
  return api<PlatformSettings>('/admin/settings', { method: 'PUT', body: settings });
}

export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      // The audit log has a line per change; the sign-up form reads whether registration is open.
      void queryClient.invalidateQueries({ queryKey: adminKeys.allActivity });
      void queryClient.invalidateQueries({ queryKey: authKeys.registration });
    },
  });
}
