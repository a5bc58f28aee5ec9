import type { SubmitBootcampQuizRequest } from '@studybot/contract';

/** Spec part 2 §9: the timer turns red with less than five minutes left. */
export const QUIZ_WARNING_SECONDS = 300;

/** The chosen option index per question; null while unanswered (sent as they are to be graded). */
export type QuizAnswers = SubmitBootcampQuizRequest['answers'];

/** `1199` → "19:59", `65` → "01:05". */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
