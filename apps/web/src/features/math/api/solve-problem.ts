import type { MathSolveResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSavedWork } from '../../../lib/query-keys';
import { type MathTutorInput, postMathTutor } from './post-math-tutor';

/** A problem to solve: typed, or a photo of it. */
export type SolveInput = MathTutorInput;

/** POST /api/generate/math-tutor, mode `solve`: worked steps and a checked answer, saved to the library. */
export function solveProblem(input: SolveInput): Promise<MathSolveResponse> {
  return postMathTutor('solve', input);
}

/** Solves a problem; the solution is saved to the library, so saved work is refreshed. */
export function useSolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solveProblem,
    onSuccess: () => {
      refreshSavedWork(queryClient);
    },
  });
}
