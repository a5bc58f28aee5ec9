import { describe, expect, it } from 'vitest';
import { flashcardProblems, NotEnoughMaterialError, type QuizQuestion, quizProblems } from './validate.ts';

const good = (): QuizQuestion => ({
  question: 'Which gas do plants release?',
  options: ['Nitrogen', 'Oxygen', 'Helium', 'Argon'],
  correct_answer: 1,
  explanation: 'From the study pack "Photosynthesis": "Photosynthesis releases oxygen."',
  source: { kind: 'pack', ref: 'biology/photosynthesis', sentence: 'Photosynthesis releases oxygen.' },
});

describe('quizProblems', () => {
  it('accepts a valid quiz', () => {
    expect(quizProblems([good()], 1)).toEqual([]);
  });

  it('accepts LLM output without a source', () => {
    const { source: _, ...q } = good();
    expect(quizProblems([q], 1)).toEqual([]);
  });

  it('reports each broken invariant', () => {
    const q = good();
    expect(quizProblems([q], 2)).toEqual(['expected 2 questions, got 1']);
    expect(quizProblems([q, { ...q }], 2)).toEqual(['question 2: duplicate question']);
    expect(quizProblems([{ ...q, options: ['a', 'b', 'c'] }], 1)[0]).toMatch(/expected 4 options, got 3/);
    expect(quizProblems([{ ...q, options: ['Oxygen', 'oxygen ', 'c', 'd'] }], 1)).toContain(
      'question 1: options are not distinct',
    );
    expect(quizProblems([{ ...q, options: ['Oxygen', '', 'c', 'd'] }], 1)).toContain(
      'question 1: empty option',
    );
    expect(quizProblems([{ ...q, correct_answer: 4 }], 1)[0]).toMatch(/not an option index/);
    expect(quizProblems([{ ...q, correct_answer: 1.5 }], 1)[0]).toMatch(/not an option index/);
    expect(quizProblems([{ ...q, explanation: ' ' }], 1)).toContain('question 1: empty explanation');
    expect(quizProblems([{ ...q, correct_answer: 0 }], 1)).toContain(
      'question 1: the cited sentence does not contain the correct answer "Nitrogen"',
    );
    expect(quizProblems([{ ...q, explanation: 'Because.' }], 1)).toContain(
      'question 1: the explanation does not quote the cited sentence',
    );
  });
});

describe('flashcardProblems', () => {
  const card = {
    front: 'Stoma',
    back: 'A pore in a leaf.',
    source: { kind: 'pack' as const, ref: 'x', sentence: 'Stoma: a pore.' },
  };
  it('accepts valid cards and reports broken ones', () => {
    expect(flashcardProblems([card], 1)).toEqual([]);
    expect(flashcardProblems([card, { ...card, front: ' stoma' }], 2)).toEqual(['card 2: duplicate front']);
    expect(flashcardProblems([{ ...card, back: '' }], 1)).toEqual(['card 1: empty back']);
    expect(flashcardProblems([{ ...card, category: '' }], 1)).toEqual(['card 1: empty category']);
    expect(flashcardProblems([], 1)).toEqual(['expected 1 cards, got 0']);
  });
});

describe('NotEnoughMaterialError', () => {
  it('tells the student how many can be made', () => {
    const e = new NotEnoughMaterialError('Volcanoes', 10, 7);
    expect(e.message).toBe(
      'There is only enough material for 7 questions on "Volcanoes". Ask for 7 or fewer, or add your notes.',
    );
    expect(e.available).toBe(7);
    expect(e.requested).toBe(10);
    expect(e.name).toBe('NotEnoughMaterialError');
    expect(new NotEnoughMaterialError('x', 5, 1, 'cards').message).toBe(
      'There is only enough material for 1 card on "x". Ask for 1 or fewer, or add your notes.',
    );
    expect(new NotEnoughMaterialError('blorf', 5, 0).message).toBe(
      'There is no material to make questions on "blorf". Try a related topic, or add your notes.',
    );
  });
});
