import { describe, expect, it } from 'vitest';
import { generateFlashcards, generateQuiz } from './generate.ts';
import { expectValidCards, expectValidQuiz, fixturePacks, NOTE_FIXTURES, readNote } from './test-helpers.ts';

/*
 * The quality check: 20 topics (fixture packs + WordNet) and 5 sets of notes, at every difficulty.
 * Every quiz and card set passes the invariants, and every correct answer is contained in the
 * sentence it cites.
 */
const packs = fixturePacks();
const TOPICS = [
  'photosynthesis',
  'ancient Rome',
  'volcano',
  'planets',
  'mammal',
  'bird',
  'tree',
  'metal',
  'musical instrument',
  'vegetable',
  'fish',
  'currency',
  'disease',
  'bone',
  'muscle',
  'gas',
  'mineral',
  'weapon',
  'fruit',
  'boat',
];
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const COUNT = 8;

describe('quality check: topics', () => {
  it.each(TOPICS)('%s', (topic) => {
    for (const difficulty of DIFFICULTIES) {
      const quiz = generateQuiz({ topic, difficulty, count: COUNT, packs, seed: 7 });
      expect(quiz.source).toMatch(/^local:(studypack|wordnet)$/);
      expectValidQuiz(quiz.questions, COUNT);
      const cards = generateFlashcards({ topic, difficulty, count: COUNT, packs, seed: 7 });
      expect(cards.source).toBe(quiz.source);
      expectValidCards(cards.cards, COUNT);
    }
  });
});

describe('quality check: notes', () => {
  it.each(NOTE_FIXTURES)('%s', (name) => {
    const sourceText = readNote(name);
    const flat = sourceText.replace(/\s+/g, ' ');
    for (const difficulty of DIFFICULTIES) {
      const quiz = generateQuiz({ topic: name, difficulty, count: COUNT, sourceText, packs, seed: 11 });
      expect(quiz.source).toBe('local:notes');
      expectValidQuiz(quiz.questions, COUNT);
      for (const q of quiz.questions) expect(flat).toContain(q.source.sentence);
      const cards = generateFlashcards({
        topic: name,
        difficulty,
        count: COUNT,
        sourceText,
        packs,
        seed: 11,
      });
      expectValidCards(cards.cards, COUNT);
      for (const c of cards.cards) expect(flat).toContain(c.source.sentence);
    }
  });

  it('handles 3,000 words of notes', () => {
    let sourceText = '';
    while (sourceText.split(/\s+/).length < 3000) sourceText += NOTE_FIXTURES.map(readNote).join('\n\n');
    expect(sourceText.split(/\s+/).length).toBeGreaterThanOrEqual(3000);
    for (const difficulty of DIFFICULTIES) {
      const quiz = generateQuiz({ topic: 'revision', difficulty, count: 25, sourceText, packs, seed: 2 });
      expectValidQuiz(quiz.questions, 25);
      expectValidCards(
        generateFlashcards({ topic: 'revision', difficulty, count: 25, sourceText, packs, seed: 2 }).cards,
        25,
      );
    }
  });

  it('every seed gives a valid quiz', () => {
    const sourceText = readNote('newtons-laws');
    for (let seed = 0; seed < 30; seed++) {
      expectValidQuiz(
        generateQuiz({ topic: 'forces', difficulty: 'medium', count: 6, sourceText, packs, seed }).questions,
        6,
      );
    }
  });
});
