// Helpers shared by the math engine's tests.
import { expect } from 'vitest';
import {
  CannotSolveError,
  type Reading,
  readProblem,
  revalidate,
  type Solution,
  solveProblem,
} from './index.ts';

/** Reads a problem, failing the test if it cannot; `task` overrides the task type, as a UI would choose it. */
export function read(input: string, task?: Reading['task_type']): Reading {
  const reading = readProblem(input);
  expect(reading, `readProblem(${input})`).not.toBeNull();
  return task ? { ...reading!, task_type: task } : reading!;
}

export function solve(input: string, task?: Reading['task_type']) {
  const reading = read(input, task);
  return { reading, solution: solveProblem(reading) };
}

export const hints = (s: Solution) => s.steps.map((st) => st.hint);

export const withAnswer = (s: Solution, text: string): Solution => ({
  ...s,
  final_answer: { text, latex: '' },
});

/**
 * An awkward input is solved or declined: nothing but CannotSolveError is thrown, an answer that passed
 * its check passes it again, and it comes back promptly (a hang would show here).
 */
export function expectSolvedOrDeclined(input: string): void {
  const reading = readProblem(input);
  if (!reading) return;
  const started = Date.now();
  try {
    const s = solveProblem(reading);
    expect(typeof s.final_answer.text).toBe('string');
    if (s.validation.ok) expect(revalidate(reading, s).ok).toBe(true);
  } catch (err) {
    expect(err).toBeInstanceOf(CannotSolveError);
  }
  expect(Date.now() - started).toBeLessThan(3000);
}
