import type { BootcampQuiz, BootcampQuizResult } from '@studybot/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bootcampKeys } from '../../../lib/query-keys';

export const QUIZ_LOAD_FAILED = 'Failed to load quiz. Please try again.';
export const QUIZ_SUBMIT_FAILED = 'Failed to submit quiz. Please try again.';

/** Spec part 2 §9: the timer turns red with less than five minutes left. */
export const QUIZ_WARNING_SECONDS = 300;

/** The chosen option index per question; null while unanswered. */
export type QuizAnswers = Array<number | null>;

/** GET /api/bootcamp/quiz/{lessonId}: the quiz of the week that lesson belongs to. */
export function useBootcampQuiz(lessonId: string) {
  return useQuery({
    queryKey: bootcampKeys.quiz(lessonId),
    queryFn: () => api<BootcampQuiz>(`/bootcamp/quiz/${encodeURIComponent(lessonId)}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/bootcamp/quiz/{lessonId}/attempts: graded on the server. */
export function useGradeQuiz(lessonId: string) {
  return useMutation({
    mutationFn: (answers: QuizAnswers) =>
      api<BootcampQuizResult>(`/bootcamp/quiz/${encodeURIComponent(lessonId)}/attempts`, {
        method: 'POST',
        body: { answers },
      }),
  });
}

/** `1199` → "19:59", `65` → "01:05". */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
