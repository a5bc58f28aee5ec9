import { describe, expect, it } from 'vitest';
import { generateFlashcards, generateQuiz } from './generate.ts';
import { DEFAULT_PACKS_DIR, loadStudyPacks } from './packs.ts';
import { routeTopic } from './routing.ts';
import { expectValidCards, expectValidQuiz } from './test-helpers.ts';

/** Runs the generator over whatever real packs exist in content/study-packs (skipped when none). */
const packs = loadStudyPacks(DEFAULT_PACKS_DIR);

describe.skipIf(packs.length === 0)(`real study packs (${packs.length})`, () => {
  it('every pack is used whole for its own title and its first keyword', () => {
    for (const pack of packs) {
      for (const topic of [pack.title, pack.keywords[0]!]) {
        expect(routeTopic(packs, topic), topic).toContainEqual(
          expect.objectContaining({ pack, whole: true }),
        );
      }
    }
  });

  it('every pack makes valid quizzes and flashcards at every difficulty', () => {
    for (const pack of packs) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const quiz = generateQuiz({ topic: pack.title, difficulty, count: 10, packs, seed: 1 });
        expect(quiz.source).toBe('local:studypack');
        expectValidQuiz(quiz.questions, 10);
        const cards = generateFlashcards({ topic: pack.title, difficulty, count: 10, packs, seed: 1 });
        expectValidCards(cards.cards, 10);
      }
    }
  });
});
