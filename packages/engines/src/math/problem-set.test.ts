// Runs every problem in problem-set.ts through readProblem and solveProblem, and checks the final answer
// against the independently known one.
import { describe, expect, it } from 'vitest';
import { CannotSolveError, readProblem, type Solution, solveProblem, TASK_TYPES } from './index.ts';
import { OUT_OF_SCOPE, PHRASINGS, PROBLEMS } from './problem-set.ts';
import { type MathProblem, matchAnswer } from './problem-set-match.ts';

/** The same test readProblem uses to treat input as LaTeX. */
const isLatex = (input: string) => /\\[a-zA-Z]|[{}]/.test(input);

function run(problem: MathProblem): void {
  const reading = readProblem(problem.input);
  expect(reading, `readProblem(${JSON.stringify(problem.input)}) returned null`).not.toBeNull();
  expect(reading!.task_type, `task type of ${problem.input}`).toBe(problem.task_type);

  let solution: Solution;
  try {
    solution = solveProblem(reading!);
  } catch (err) {
    if (err instanceof CannotSolveError && problem.cannot_solve) return;
    throw new Error(
      `${problem.input}: ${err instanceof CannotSolveError ? 'CannotSolveError' : 'threw'}: ${(err as Error).message}`,
    );
  }

  const text = solution.final_answer.text;
  const match = matchAnswer(problem.expect, text);
  const { ok, notes } = solution.validation;
  // The worst failure: a wrong answer that the engine's own validation calls correct.
  expect(
    ok && !match.ok,
    `WRONG ANSWER MARKED VALID for ${problem.input}: got "${text}" (${match.reason}); validation notes: ${notes.join('; ')}`,
  ).toBe(false);
  expect(match.ok, `wrong answer for ${problem.input}: got "${text}" (${match.reason})`).toBe(true);
  expect(ok, `correct answer "${text}" not validated: ${notes.join('; ')}`).toBe(true);

  expect(solution.task_type).toBe(problem.task_type);
  expect(solution.steps.length, 'no steps').toBeGreaterThan(0);
  for (const [i, step] of solution.steps.entries()) {
    expect(step.hint.trim(), `step ${i + 1} has no hint`).not.toBe('');
    expect(step.explanation.trim(), `step ${i + 1} has no explanation`).not.toBe('');
  }
}

describe('math problem set', () => {
  for (const type of TASK_TYPES) {
    describe(type, () => {
      for (const problem of [...PROBLEMS, ...PHRASINGS].filter((p) => p.task_type === type))
        it(problem.input, () => run(problem));
    });
  }
});

describe('out-of-scope problems: cannot solve, or a correct answer', () => {
  for (const problem of OUT_OF_SCOPE) it(`${problem.input} (${problem.cannot_solve})`, () => run(problem));
});

describe('the problem set itself', () => {
  it('is large, covers every task type, and is at least a quarter LaTeX', () => {
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(150);
    for (const type of TASK_TYPES)
      expect(PROBLEMS.filter((p) => p.task_type === type).length, type).toBeGreaterThanOrEqual(8);
    expect(PROBLEMS.filter((p) => isLatex(p.input)).length / PROBLEMS.length).toBeGreaterThanOrEqual(0.25);
  });

  it('has at least 60 everyday phrasings, over several kinds of problem', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PHRASINGS.map((p) => p.task_type)).size).toBeGreaterThanOrEqual(6);
  });

  it('has no duplicate inputs and a reason for every out-of-scope item', () => {
    const inputs = [...PROBLEMS, ...PHRASINGS, ...OUT_OF_SCOPE].map((p) => p.input);
    expect(new Set(inputs).size).toBe(inputs.length);
    expect(PROBLEMS.every((p) => p.cannot_solve === undefined)).toBe(true);
    expect(OUT_OF_SCOPE.length).toBeGreaterThanOrEqual(5);
    expect(OUT_OF_SCOPE.length).toBeLessThanOrEqual(10);
    expect(OUT_OF_SCOPE.every((p) => (p.cannot_solve ?? '').length > 0)).toBe(true);
  });

  it('has quadratics with real and with complex roots, and both 2×2 and 3×3 systems', () => {
    const quadratics = PROBLEMS.filter(
      (p) => p.expect.kind === 'roots' && p.task_type === 'quadratic_equation',
    );
    const complex = (p: MathProblem) =>
      p.expect.kind === 'roots' && p.expect.roots.some((r) => r.includes('i'));
    expect(quadratics.filter(complex).length).toBeGreaterThanOrEqual(3);
    expect(quadratics.filter((p) => !complex(p)).length).toBeGreaterThanOrEqual(3);
    const sizes = PROBLEMS.filter((p) => p.expect.kind === 'system').map((p) =>
      p.expect.kind === 'system' ? Object.keys(p.expect.values).length : 0,
    );
    expect(sizes).toContain(2);
    expect(sizes).toContain(3);
  });
});
