import type { Drill, DrillAnswerRequest, DrillAnswerResult } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { analyticsKeys, practiceKeys } from '../../../lib/query-keys';

/** POST /api/practice/drills/{drill_id}/answers: grades one answer; it counts as learning evidence. */
export function answerDrillQuestion(drillId: string, body: DrillAnswerRequest): Promise<DrillAnswerResult> {
  return api<DrillAnswerResult>(`/practice/drills/${encodeURIComponent(drillId)}/answers`, {
    method: 'POST',
    body,
  });
}

/**
 * Answers a question of the drill. The result joins the cached drill; mastery moved, so the
 * analytics screen reloads when next shown. A 409 (answered already, e.g. in another tab) reloads
 * the drill to show that answer.
 */
export function useAnswerDrillQuestion(
  drillId: string,
  options: { onSuccess?(result: DrillAnswerResult): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrillAnswerRequest) => answerDrillQuestion(drillId, body),
    onSuccess: (result) => {
      queryClient.setQueryData<Drill>(practiceKeys.drill(drillId), (drill) =>
        drill ? { ...drill, results: { ...drill.results, [result.question_id]: result } } : drill,
      );
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
      options.onSuccess?.(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: practiceKeys.drill(drillId) });
      }
      options.onError?.(error);
    },
  });
}
