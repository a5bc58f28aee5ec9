import { MATH_SOLVE_FAILED } from '@studybot/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useCheckSteps } from './api/check-steps';
import { useSolveProblem } from './api/solve-problem';

/**
 * `mutate` that toasts a failure (the timeout included): the server's detail, else
 * MATH_SOLVE_FAILED. The toast is a per-call callback so a request that ends after the page is
 * left stays quiet.
 */
function useToastingMutate<TData, TInput>(mutation: UseMutationResult<TData, Error, TInput>) {
  const { toast } = useToast();
  const { mutate: start } = mutation;
  const mutate = useCallback(
    (input: TInput) =>
      start(input, { onError: (error) => toast(errorMessage(error, MATH_SOLVE_FAILED), 'error') }),
    [start, toast],
  );
  return { ...mutation, mutate };
}

/**
 * The math page's two requests: `solve` (a typed or photographed problem; the solution is saved
 * to the library, which is refreshed) and `check` (the student's own working).
 */
export function useMathTutor() {
  const solve = useToastingMutate(useSolveProblem());
  const check = useToastingMutate(useCheckSteps());
  return { solve, check };
}
