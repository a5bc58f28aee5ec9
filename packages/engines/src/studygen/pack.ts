import { z } from 'zod';

export const SUBJECTS = [
  'biology',
  'chemistry',
  'physics',
  'math',
  'history',
  'geography',
  'literature',
  'computer-science',
  'economics',
] as const;
export const Subject = z.enum(SUBJECTS);

export const PackDifficulty = z.enum(['easy', 'medium', 'hard']);

/** A term and its definition, checked by a person. Feeds flashcards and definition questions. */
export const PackTerm = z.object({
  term: z.string().min(1).max(80),
  definition: z.string().min(10).max(400),
  category: z.string().min(1).max(60).optional(),
});

/**
 * A checked fact phrased as a question with one right answer and three plausible wrong ones.
 * `statement` is the fact written out in full; quizzes cite it as the source sentence.
 */
export const PackFact = z.object({
  question: z.string().min(10).max(300),
  answer: z.string().min(1).max(120),
  distractors: z.array(z.string().min(1).max(120)).min(3).max(6),
  statement: z.string().min(10).max(400),
  difficulty: PackDifficulty,
});

/** A dated event for timelines (history packs). Years before the common era are negative. */
export const PackEvent = z.object({
  year: z.number().int().min(-5000).max(2100),
  label: z.string().min(3).max(100),
});

/** content/study-packs/<subject>/<id>.json */
export const StudyPack = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  subject: Subject,
  title: z.string().min(3).max(80),
  /**
   * Words and phrases a student's topic may use for this pack (lower case). The FIRST names the
   * pack as a whole (so do keywords that restate it or the title, like "ww1"); the others reach only
   * the pack's part about them (see routing.ts).
   */
  keywords: z.array(z.string().min(2).max(60)).min(3),
  terms: z.array(PackTerm).min(8),
  facts: z.array(PackFact).min(12),
  events: z.array(PackEvent).optional(),
});
export type StudyPack = z.infer<typeof StudyPack>;
export type PackFact = z.infer<typeof PackFact>;
export type PackTerm = z.infer<typeof PackTerm>;
export type PackEvent = z.infer<typeof PackEvent>;
