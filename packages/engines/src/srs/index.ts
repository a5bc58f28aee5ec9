import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';

/** A flashcard's spaced-repetition state as StudyBot stores it (FSRS-6 via ts-fsrs). */
export interface SrsState {
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReview: string | null;
}

export type SrsRating = 'again' | 'hard' | 'good' | 'easy';

const RATINGS: Record<SrsRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATES = ['new', 'learning', 'review', 'relearning'] as const;
const scheduler = fsrs({ enable_fuzz: false });

function toCard(s: SrsState): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: STATES.indexOf(s.state) as State,
    last_review: s.lastReview ? new Date(s.lastReview) : undefined,
  };
}

function fromCard(card: Card): SrsState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state] ?? 'new',
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** A card never reviewed: due now. */
export function newSrsState(now = new Date()): SrsState {
  return fromCard(createEmptyCard(now));
}

/** The state after a review with the given rating at `now`. */
export function reviewSrs(state: SrsState, rating: SrsRating, now = new Date()): SrsState {
  return fromCard(scheduler.next(toCard(state), now, RATINGS[rating]).card);
}

/** How likely the card is recalled at `now` (FSRS), 0–1; 0 for a card never reviewed. */
export function recallProbability(state: SrsState, now = new Date()): number {
  if (state.state === 'new' || !state.lastReview) return 0;
  return scheduler.get_retrievability(toCard(state), now, false);
}
