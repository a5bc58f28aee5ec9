import { z } from 'zod';
import { queryInt } from './common.ts';
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
export const DueFlashcardsQuery = z.object({ limit: queryInt(1, 200).default(50) });
