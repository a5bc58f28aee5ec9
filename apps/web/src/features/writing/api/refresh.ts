import type { QueryClient } from '@tanstack/react-query';
import { refreshSavedWork, writingKeys } from '../../../lib/query-keys';

/**
 * A paper was created, saved or deleted: the library, the dashboard's counts and the drafts list
 * change. (The open paper's own cache entry is set from the server's answer by the caller.)
 */
export function refreshPapers(queryClient: QueryClient): void {
  refreshSavedWork(queryClient);
  void queryClient.invalidateQueries({ queryKey: writingKeys.drafts });
}
