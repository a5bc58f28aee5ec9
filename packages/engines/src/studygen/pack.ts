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

const DiagramLabel = z.string().min(1).max(48);
/** Lower-case phrases a diagram request may use for an entry ("water cycle", "hydrologic cycle"). */
const DiagramKeywords = z.array(z.string().min(2).max(60)).min(1);

/**
 * Things in a fixed order, drawn as a chain of arrows: planets by distance, taxonomy ranks, the
 * phases of mitosis. A cycle's last stage leads back to its first (water cycle, rock cycle).
 */
export const PackSequence = z.object({
  name: z.string().min(3).max(60),
  keywords: DiagramKeywords,
  cycle: z.boolean(),
  /**
   * Layers or ranks, drawn as a vertical stack rather than a chain of arrows: 'bottom-up' puts the
   * first stage at the bottom (the atmosphere from the ground), 'top-down' at the top (taxonomy).
   */
  stacked: z.enum(['bottom-up', 'top-down']).optional(),
  stages: z
    .array(z.object({ label: DiagramLabel, detail: z.string().min(3).max(90).optional() }))
    .min(3)
    .max(12),
});

/**
 * What a process takes in and gives out, and where it happens, drawn as a relation map
 * (light + carbon dioxide + water → glucose + oxygen, in the chloroplast).
 */
export const PackRelations = z.object({
  name: z.string().min(3).max(60),
  keywords: DiagramKeywords,
  inputs: z.array(DiagramLabel).min(1).max(6),
  outputs: z.array(DiagramLabel).min(1).max(6),
  site: DiagramLabel.optional(),
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
  /** Other names for the whole pack, lower case ("the great war" for World War One). */
  aliases: z.array(z.string().min(2).max(60)).optional(),
  /**
   * Keywords that are everyday words with another meaning ("trees"): a topic that is only one of them
   * is read in its everyday sense, while a fuller topic ("binary trees", "trees in computer science")
   * still reaches the pack.
   */
  everyday: z.array(z.string().min(2).max(60)).optional(),
  terms: z.array(PackTerm).min(8),
  facts: z.array(PackFact).min(12),
  events: z.array(PackEvent).optional(),
  sequences: z.array(PackSequence).optional(),
  relations: z.array(PackRelations).optional(),
});
export type StudyPack = z.infer<typeof StudyPack>;
export type PackFact = z.infer<typeof PackFact>;
export type PackTerm = z.infer<typeof PackTerm>;
export type PackEvent = z.infer<typeof PackEvent>;
export type PackSequence = z.infer<typeof PackSequence>;
export type PackRelations = z.infer<typeof PackRelations>;
