import type { GenerateQuizResponse } from '@studybot/contract';

/** Seconds per question, and when the countdown turns red (spec §4, §9). */
export const QUESTION_SECONDS = 30;
export const WARNING_SECONDS = 10;

/** The chosen option per question; null when time ran out with nothing chosen. */
export type QuizAnswers = Array<number | null>;

/** correct/total and the rounded percentage. */
export function quizScore(quiz: GenerateQuizResponse, answers: QuizAnswers) {
  const total = quiz.questions.length;
  const correct = quiz.questions.filter((q, i) => answers[i] === q.correct_answer).length;
  return { correct, total, percent: total ? Math.round((correct / total) * 100) : 0 };
}
