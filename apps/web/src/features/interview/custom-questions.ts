import { MAX_CUSTOM_QUESTION_CHARS, MAX_CUSTOM_QUESTIONS } from '@studybot/contract';
import { QUESTION_TOO_LONG, TOO_MANY_QUESTIONS } from './messages';

/** The student's own questions: one per non-blank line, trimmed, and what is wrong with them if anything. */
export function parseCustomQuestions(text: string): { questions: string[]; error: string | null } {
  const questions = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (questions.length > MAX_CUSTOM_QUESTIONS) return { questions, error: TOO_MANY_QUESTIONS };
  if (questions.some((question) => question.length > MAX_CUSTOM_QUESTION_CHARS))
    return { questions, error: QUESTION_TOO_LONG };
  return { questions, error: null };
}
