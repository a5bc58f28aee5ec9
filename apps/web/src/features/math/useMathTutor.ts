import { MATH_SOLVE_FAILED, type MathCheckResponse, type MathSolveResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../components/ui/Toast';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { refreshSavedWork } from '../../lib/query-keys';

/** Spec: a math request gives up after 60 seconds. */
export const MATH_TIMEOUT_MS = 60_000;

export type SolveInput = { text: string } | { image: File };
export interface CheckInput {
  /** The problem on the first line, then one line of working per line. */
  text: string;
}

type Mode = 'solve' | 'check';

/** POST /api/generate/math-tutor as multipart, aborted when the server takes longer than 60 s. */
async function postProblem<T>(mode: Mode, input: SolveInput | CheckInput): Promise<T> {
  const form = new FormData();
  if ('image' in input) form.append('image', input.image);
  else form.append('user_input', input.text);
  form.append('mode', mode);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MATH_TIMEOUT_MS);
  try {
    return await api<T>('/generate/math-tutor', { method: 'POST', body: form, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a problem. Solved problems are saved to the library, so the library and dashboard are
 * refreshed; a failure (the timeout included) toasts the server's detail, else MATH_SOLVE_FAILED.
 * The toast is a per-call callback so a request that ends after the page is left stays quiet.
 */
function useMathRequest<TInput extends SolveInput | CheckInput, TResult>(mode: Mode) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (input: TInput) => postProblem<TResult>(mode, input),
    onSuccess: () => {
      refreshSavedWork(queryClient);
    },
  });
  const { mutate: start } = mutation;
  const mutate = useCallback(
    (input: TInput) =>
      start(input, { onError: (error) => toast(errorMessage(error, MATH_SOLVE_FAILED), 'error') }),
    [start, toast],
  );
  return { ...mutation, mutate };
}

export const useSolveMath = () => useMathRequest<SolveInput, MathSolveResponse>('solve');
export const useCheckSteps = () => useMathRequest<CheckInput, MathCheckResponse>('check');
