import type { QuizAttempt, SaveQuizAttemptRequest } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { refreshSavedWork } from '../../query-keys';

/** POST /api/quizzes/attempts: scores the answers and saves the attempt with the quiz. */
export function saveQuizAttempt(body: SaveQuizAttemptRequest): Promise<QuizAttempt> {
  return api<QuizAttempt>('/quizzes/attempts', { method: 'POST', body });
}

/** Saves a quiz attempt; the score is shown with the quiz in the library, so saved work is refreshed. */
export function useSaveQuizAttempt(
  options: { onSuccess?(attempt: QuizAttempt): void; onError?(error: Error): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuizAttempt,
    onSuccess: (attempt) => {
      refreshSavedWork(queryClient);
      options.onSuccess?.(attempt);
    },
    onError: options.onError,
  });
}
