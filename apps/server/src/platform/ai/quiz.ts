import type { Difficulty, QuizQuestion } from '@studybot/contract';
import { z } from 'zod';
import { askForObject, materialLines, type StudySetInput } from './ask.ts';
import { groundingProblems } from './grounding.ts';
import type { LlmProvider } from './provider.ts';

const LlmQuiz = z.object({
  questions: z.array(
    z.object({
      question: z.string(),
      options: z.array(z.string()),
      correct_answer: z.number().int(),
      explanation: z.string(),
      /** Copied word for word from the material. */
      source_sentence: z.string(),
    }),
  ),
});

const DIFFICULTY_GUIDE: Record<Difficulty, string> = {
  easy: 'recognising key terms and their meanings',
  medium: 'recalling facts and applying definitions',
  hard: 'precise recall, distinguishing close concepts and reasoning from the facts',
};

/** Asks the LLM for a quiz built only from the given material. */
export async function llmQuiz(provider: LlmProvider, input: StudySetInput): Promise<QuizQuestion[]> {
  const object = await askForObject(provider, {
    schema: LlmQuiz,
    schemaName: 'quiz',
    system:
      'You write multiple-choice study questions for students aged 13 and over. Use ONLY the material ' +
      'given; never add facts of your own. Each question has exactly 4 distinct options and one correct ' +
      'answer (correct_answer is its 0-based index). source_sentence is copied word for word from the ' +
      'material and contains the correct answer. The explanation says why the answer is right.',
    prompt: [
      `Topic: ${input.topic}`,
      `Difficulty: ${input.difficulty} (${DIFFICULTY_GUIDE[input.difficulty]})`,
      `Write exactly ${input.count} questions, none repeating another.`,
      ...materialLines(input),
    ],
  });
  return object.questions.map((q) => ({
    question: q.question,
    options: q.options,
    correct_answer: q.correct_answer,
    explanation: q.explanation,
    source: { kind: input.sourceKind, ref: input.sourceRef, sentence: q.source_sentence },
  }));
}

/** Checks that only make sense for a model's answer: every question cites the material. */
export function quizGroundingProblems(questions: QuizQuestion[], context: readonly string[]): string[] {
  return questions.flatMap((q, i) => {
    const answer = q.options[q.correct_answer] ?? '';
    return groundingProblems(q.source?.sentence ?? '', answer, context).map((p) => `question ${i + 1} ${p}`);
  });
}
