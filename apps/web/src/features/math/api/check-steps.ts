import type { MathCheckResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSavedWork } from '../../../lib/query-keys';
import { postMathTutor } from './post-math-tutor';

export interface CheckInput {
  /** The problem on the first line, then one line of working per line. */
  text: string;
}

/** POST /api/generate/math-tutor, mode `check`: the student's working judged line by line. */
export function checkSteps(input: CheckInput): Promise<MathCheckResponse> {
  return postMathTutor('check', input);
}

/**
 * Checks the student's working. The server saves nothing for a check; saved work is refreshed
 * all the same, as after a solve.
 */
export function useCheckSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSteps,
    onSuccess: () => {
      refreshSavedWork(queryClient);
    },
  });
}
