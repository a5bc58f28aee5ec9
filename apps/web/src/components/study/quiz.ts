import type { GenerateQuizResponse, QuizQuestion } from '@studybot/contract';

/** Seconds per question, and when the countdown turns red (spec §4, §9). */
export const QUESTION_SECONDS = 30;
export const WARNING_SECONDS = 10;

/** The chosen option per question; null when time ran out with nothing chosen. */
export type QuizAnswers = Array<number | null>;

/**
 * What the player needs: a quiz just made in Create, or one saved in the library (whose source
 * may be unknown). `project_id` is the saved quiz that an attempt is recorded against.
 */
export type StudyQuiz = Pick<GenerateQuizResponse, 'project_id' | 'title' | 'questions'> & {
  source?: string;
};

/** correct/total and the rounded percentage. */
export function quizScore(quiz: { questions: QuizQuestion[] }, answers: QuizAnswers) {
  const total = quiz.questions.length;
  const correct = quiz.questions.filter((q, i) => answers[i] === q.correct_answer).length;
  return { correct, total, percent: total ? Math.round((correct / total) * 100) : 0 };
}
