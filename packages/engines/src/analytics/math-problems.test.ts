import { MATH_TASK_TYPES } from '@studybot/contract';
import { describe, expect, it } from 'vitest';
import { checkWork, readProblem } from '../math/index.ts';
import { GENERATED_TASK_TYPES, generateMathProblems } from './math-problems.ts';

const SEEDS = [1, 2024];
const PER_SEED = 8;
// The engine loads its CAS on first use, and each inequality check takes tens of milliseconds.
const SLOW = 120_000;

/** A plausible slip: one number of the answer off by one; "x + y", with no number, gets "+ 1". */
function wrongAnswers(answer: string): string[] {
  if (!/\d/.test(answer)) return [`${answer} + 1`];
  const bump = (m: string) => String(Number(m) + 1);
  return [answer.replace(/\d+(?!.*\d)/, bump), answer.replace(/\d+/, bump)];
}

const isFinished = (problem: string, answer: string) => checkWork([problem, answer]).finished;

describe('generateMathProblems', () => {
  it('covers only task types from the contract, and nothing for the rest', () => {
    expect(GENERATED_TASK_TYPES.length).toBeGreaterThan(0);
    for (const t of GENERATED_TASK_TYPES) expect(MATH_TASK_TYPES).toContain(t);
    for (const t of MATH_TASK_TYPES.filter((t) => !GENERATED_TASK_TYPES.includes(t)))
      expect(generateMathProblems(t, 5, 1)).toEqual([]);
  });

  it.each(GENERATED_TASK_TYPES)('%s: the same seed gives the same problems, all distinct', (taskType) => {
    const first = generateMathProblems(taskType, 40, 7);
    expect(generateMathProblems(taskType, 40, 7)).toEqual(first);
    expect(new Set(first.map((p) => p.text)).size).toBe(40);
    expect(generateMathProblems(taskType, 40, 8)).not.toEqual(first);
    expect(generateMathProblems(taskType, 0, 7)).toEqual([]);
  });

  it.each(GENERATED_TASK_TYPES)('%s: written the way a student writes', (taskType) => {
    for (const p of generateMathProblems(taskType, 40, 3)) {
      for (const s of [p.text, p.answer]) {
        expect(s).not.toMatch(/[+-]\s*-|\+\s*\+/);
        expect(s).not.toMatch(/(?<![\d.^])[01][a-z(]/);
      }
      expect(p.latex.length).toBeGreaterThan(0);
    }
  });

  it.each(GENERATED_TASK_TYPES)(
    '%s: the engine reads each problem as this task type, takes the answer, and rejects a slip',
    (taskType) => {
      for (const seed of SEEDS) {
        const problems = generateMathProblems(taskType, PER_SEED, seed);
        expect(problems).toHaveLength(PER_SEED);
        for (const { text, answer } of problems) {
          expect(readProblem(text)?.task_type, text).toBe(taskType);
          expect(isFinished(text, answer), `${text} → ${answer}`).toBe(true);
          for (const wrong of wrongAnswers(answer))
            expect(isFinished(text, wrong), `${text} → ${wrong} (wrong)`).toBe(false);
        }
      }
    },
    SLOW,
  );
});
