import type { Drill, DrillAnswerResult, DueFlashcard, FlashcardSchedule } from '@studybot/contract';

export const OBJECTIVE_ID = 'math:linear_equation';

/** Two questions on linear equations: one to choose, one to type. */
export function makeDrill(overrides: Partial<Drill> = {}): Drill {
  return {
    id: 'drill-1',
    objective: { id: OBJECTIVE_ID, title: 'Linear equations', mastery_score: 40 },
    questions: [
      {
        id: 'q1',
        kind: 'choice',
        prompt: 'Solve 2x + 3 = 11',
        latex: '2x + 3 = 11',
        options: ['x = 3', 'x = 4', 'x = 7', 'x = 8'],
        source: 'Math practice',
      },
      {
        id: 'q2',
        kind: 'typed',
        prompt: 'Solve the equation',
        latex: '5x - 5 = 20',
        source: 'Math practice',
      },
    ],
    results: {},
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeResult(overrides: Partial<DrillAnswerResult> = {}): DrillAnswerResult {
  return {
    question_id: 'q1',
    correct: true,
    expected: 'x = 4',
    explanation: 'Subtract 3 from both sides, then divide by 2.',
    mastery_score: 46,
    ...overrides,
  };
}

export function makeDueCard(overrides: Partial<DueFlashcard> = {}): DueFlashcard {
  return {
    id: 'card-1',
    project_id: 'deck-1',
    front_text: 'What is ATP?',
    back_text: 'The energy currency of the cell',
    due_date: '2026-01-09T10:00:00.000Z',
    ...overrides,
  };
}

/** What POST /api/flashcards/{id}/review answers: the card due again `inMs` from now. */
export function makeSchedule(cardId: string, inMs: number, overrides: Partial<FlashcardSchedule> = {}) {
  return {
    card_id: cardId,
    due: new Date(Date.now() + inMs).toISOString(),
    state: 'review',
    stability: 3,
    difficulty: 5,
    reps: 2,
    lapses: 0,
    ...overrides,
  } satisfies FlashcardSchedule;
}
