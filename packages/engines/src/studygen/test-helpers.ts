import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { loadStudyPacks } from './packs.ts';
import { containsText } from './text.ts';
import { type Flashcard, flashcardProblems, type QuizQuestion, quizProblems } from './validate.ts';

/** Test-only helpers shared by the studygen tests. */

export const fixturePacks = () => loadStudyPacks(new URL('./fixtures/packs', import.meta.url));

export const NOTE_FIXTURES = [
  'water-cycle',
  'french-revolution',
  'newtons-laws',
  'heart',
  'supply-demand',
] as const;

export const readNote = (name: string) =>
  readFileSync(new URL(`./fixtures/notes/${name}.txt`, import.meta.url), 'utf8');

/** Every invariant, plus: the correct answer is in the cited sentence and the explanation quotes it. */
export function expectValidQuiz(questions: QuizQuestion[], count: number): void {
  expect(quizProblems(questions, count)).toEqual([]);
  for (const q of questions) {
    expect(q.options).toHaveLength(4);
    expect(containsText(q.source.sentence, q.options[q.correct_answer]!)).toBe(true);
    expect(q.explanation).toContain(q.source.sentence);
  }
}

export function expectValidCards(cards: Flashcard[], count: number): void {
  expect(flashcardProblems(cards, count)).toEqual([]);
  for (const c of cards) expect(c.source.sentence.trim()).not.toBe('');
}
