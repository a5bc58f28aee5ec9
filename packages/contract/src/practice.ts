import { z } from 'zod';
import { IsoDateTime, queryInt, requiredText } from './common.ts';
import { MAX_QUIZ_QUESTIONS } from './create.ts';

/** Practising what Create made: flashcard reviews (FSRS) and quiz attempts, recorded as learning evidence. */

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const ReviewRating = z.enum(REVIEW_RATINGS);
export type ReviewRating = z.infer<typeof ReviewRating>;

export const ReviewFlashcardRequest = z.object({ rating: ReviewRating });
export type ReviewFlashcardRequest = z.input<typeof ReviewFlashcardRequest>;

/** A card's spaced-repetition state after a review (FSRS). */
export const FlashcardSchedule = z.object({
  card_id: z.string(),
  due: z.string(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type FlashcardSchedule = z.infer<typeof FlashcardSchedule>;

export const DueFlashcard = z.object({
  id: z.string(),
  project_id: z.string(),
  front_text: z.string(),
  back_text: z.string(),
  due_date: z.string(),
});
export type DueFlashcard = z.infer<typeof DueFlashcard>;

export const SaveQuizAttemptRequest = z.object({
  project_id: z.string().max(64),
  /** The option index chosen for each question, null when time ran out. */
  answers: z.array(z.number().int().min(0).max(3).nullable()).min(1).max(MAX_QUIZ_QUESTIONS),
});
export type SaveQuizAttemptRequest = z.input<typeof SaveQuizAttemptRequest>;

export const QuizAttempt = z.object({
  id: z.string(),
  project_id: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  created_at: z.string(),
});
export type QuizAttempt = z.infer<typeof QuizAttempt>;

export const CardIdParams = z.object({ card_id: z.string().max(64) });

/** GET /api/flashcards?project_id=…: a saved deck's cards, to study it again from the library. */
export const DeckQuery = z.object({ project_id: z.string().min(1).max(64) });
export const DeckCard = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  category: z.string().optional(),
  due: IsoDateTime,
});
export type DeckCard = z.infer<typeof DeckCard>;
export const DeckResponse = z.object({ project_id: z.string(), cards: z.array(DeckCard) });
export type DeckResponse = z.infer<typeof DeckResponse>;
export const DueFlashcardsQuery = z.object({ limit: queryInt(1, 200).default(50) });

/**
 * A practice drill (/practice?lo={objectiveId}&n=5): questions for one learning objective, drawn
 * from its material and graded on the server; each answer is learning evidence.
 */
export const MAX_DRILL_SIZE = 20;
export const MAX_DRILL_ANSWER_CHARS = 300;
export const DRILL_MESSAGES = {
  unknownObjective: 'There is no learning objective with that id',
  noMaterial: 'There is nothing to practise for this objective yet',
  drillNotFound: 'Drill not found',
  questionNotFound: 'That question is not part of this drill',
  alreadyAnswered: 'That question has already been answered',
  answerRequired: 'Type an answer',
} as const;

export const StartDrillRequest = z.object({
  objective_id: z.string().min(1).max(200),
  n: z.number().int().min(1).max(MAX_DRILL_SIZE).default(5),
});
export type StartDrillRequest = z.input<typeof StartDrillRequest>;

/** A drill question as the student sees it: never its answer. */
export const DrillQuestion = z.object({
  id: z.string(),
  /** choice: pick one option; typed: type the answer (math, checked by the CAS). */
  kind: z.enum(['choice', 'typed']),
  prompt: z.string(),
  /** LaTeX of a math problem, for display. */
  latex: z.string().optional(),
  options: z.array(z.string()).optional(),
  /** Where the question comes from, e.g. 'Study pack: Photosynthesis' or 'Your flashcards'. */
  source: z.string(),
});
export type DrillQuestion = z.infer<typeof DrillQuestion>;

export const DrillObjective = z.object({
  id: z.string(),
  title: z.string(),
  /** The objective's mastery when the drill began. */
  mastery_score: z.number().int(),
});
export type DrillObjective = z.infer<typeof DrillObjective>;

export const DrillAnswerResult = z.object({
  question_id: z.string(),
  correct: z.boolean(),
  /** The right answer, as text. */
  expected: z.string(),
  explanation: z.string().optional(),
  /** The objective's mastery once this answer counts. */
  mastery_score: z.number().int(),
});
export type DrillAnswerResult = z.infer<typeof DrillAnswerResult>;

/** POST /api/practice/drills and GET /api/practice/drills/{drill_id}. */
export const Drill = z.object({
  id: z.string(),
  objective: DrillObjective,
  questions: z.array(DrillQuestion),
  /** Results so far, by question id. */
  results: z.record(z.string(), DrillAnswerResult),
  created_at: IsoDateTime,
});
export type Drill = z.infer<typeof Drill>;

export const DrillAnswerRequest = z.object({
  question_id: z.string().max(64),
  /** The chosen option's index for a choice question; the typed answer for a typed one. */
  answer: z.union([
    z.number().int().min(0).max(9),
    requiredText(MAX_DRILL_ANSWER_CHARS, DRILL_MESSAGES.answerRequired),
  ]),
});
export type DrillAnswerRequest = z.infer<typeof DrillAnswerRequest>;

export const DrillIdParams = z.object({ drill_id: z.string().max(64) });
