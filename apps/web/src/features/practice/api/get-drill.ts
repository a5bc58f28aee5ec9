import type { Drill } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { practiceKeys } from '../../../lib/query-keys';

/** GET /api/practice/drills/{drill_id}: a drill with the results of the questions answered so far. */
export function getDrill(drillId: string, signal?: AbortSignal): Promise<Drill> {
  return api<Drill>(`/practice/drills/${encodeURIComponent(drillId)}`, { signal });
}

export const drillQuery = (drillId: string) =>
  queryOptions({
    queryKey: practiceKeys.drill(drillId),
    queryFn: ({ signal }) => getDrill(drillId, signal),
    // Only the student's own answers change a drill, and each answer updates the cached copy.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDrill(drillId: string | null) {
  return useQuery({ ...drillQuery(drillId ?? ''), enabled: drillId !== null });
}
