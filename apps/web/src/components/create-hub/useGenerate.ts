import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/api-error';
import { refreshSavedWork } from '../../lib/query-keys';
import { useToast } from '../ui/Toast';

/**
 * Runs a generation request through `fetcher` (an api file's fetcher, e.g. `generateQuiz`).
 * Generated items are saved to the library, so the library and the dashboard are refreshed; a
 * failure shows the server's detail, else `fallback`, as a toast.
 *
 * The toast is passed per call (`mutate(body, { onError })`): TanStack Query drops per-call
 * callbacks when the component unmounts, so a generation started on one tab cannot report its
 * failure on another tab the student has switched to.
 */
export function useGenerate<TBody, TResult>(fetcher: (body: TBody) => Promise<TResult>, fallback: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: fetcher,
    // Refreshing cached lists is harmless after unmount, so it stays on the mutation itself.
    onSuccess: () => {
      refreshSavedWork(queryClient);
    },
  });
  const { mutate: start } = mutation;
  const mutate = useCallback(
    (body: TBody) =>
      start(body, {
        onError: (error) => toast(errorMessage(error, fallback), 'error'),
      }),
    [start, toast, fallback],
  );
  return { ...mutation, mutate };
}
