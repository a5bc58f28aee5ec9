import type { GenerateFlashcardsResponse, GenerateQuizResponse } from '@studybot/contract';

/** A three-question quiz: answers B, C, A. */
export function makeQuiz(overrides: Partial<GenerateQuizResponse> = {}): GenerateQuizResponse {
  return {
    project_id: 'quiz-1',
    title: 'Photosynthesis quiz',
    source: 'local:studypack',
    questions: [
      {
        question: 'Which gas do plants take in for photosynthesis?',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        correct_answer: 1,
        explanation: 'Plants take in carbon dioxide and release oxygen.',
        source: { kind: 'pack', ref: 'biology-photosynthesis', sentence: 'Leaves absorb carbon dioxide.' },
      },
      {
        question: 'Where in the cell does photosynthesis happen?',
        options: ['Mitochondria', 'Nucleus', 'Chloroplast', 'Ribosome'],
        correct_answer: 2,
        explanation: 'Chloroplasts hold the chlorophyll that captures light.',
      },
      {
        question: 'Which gas is released by photosynthesis?',
        options: ['Oxygen', 'Methane', 'Argon', 'Hydrogen'],
        correct_answer: 0,
        explanation: 'Oxygen is the by-product of splitting water.',
      },
    ],
    ...overrides,
  };
}

export function makeDeck(overrides: Partial<GenerateFlashcardsResponse> = {}): GenerateFlashcardsResponse {
  return {
    project_id: 'deck-1',
    title: 'French verbs',
    source: 'local:studypack',
    cards: [
      { id: 'c1', front: 'être', back: 'to be', category: 'Irregular verbs' },
      { id: 'c2', front: 'avoir', back: 'to have', category: 'Irregular verbs' },
      { id: 'c3', front: 'parler', back: 'to speak' },
    ],
    ...overrides,
  };
}
