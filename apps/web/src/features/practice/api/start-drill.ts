import type { Drill, StartDrillRequest } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { practiceKeys } from '../../../lib/query-keys';

/**
 * POST /api/practice/drills: a new drill for one learning objective. 404 for an unknown objective,
 * 422 when there is nothing to practise.
 */
export function startDrill(body: StartDrillRequest): Promise<Drill> {
  return api<Drill>('/practice/drills', { method: 'POST', body });
}

/** Starts a drill and caches it, so showing it needs no second request. */
export function useStartDrill(options: { onSuccess?(drill: Drill): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDrill,
    onSuccess: (drill) => {
      queryClient.setQueryData(practiceKeys.drill(drill.id), drill);
      options.onSuccess?.(drill);
    },
  });
}
