import { describe, expect, it } from 'vitest';
import { CannotSolveError, readProblem, revalidate } from './index.ts';
import { hints, solve, withAnswer } from './testing.ts';

describe('absolute-value equations', () => {
  const cases: [string, string][] = [
    ['|x| = 5', 'x = -5 or x = 5'],
    ['|2x-1| = 7', 'x = -3 or x = 4'],
    ['|x+3| = 0', 'x = -3'],
    ['|x| = -2', 'no solution'],
    ['|x-1| = |2x+3|', 'x = -4 or x = -2/3'],
    ['2|x - 1| + 3 = 9', 'x = -2 or x = 4'],
    ['3 = |x+1|', 'x = -4 or x = 2'],
    ['|x - 2| = 2x + 1', 'x = 1/3'],
    ['|x| + |x-2| = 4', 'x = -1 or x = 3'],
    ['|x^2 - 4| = 5', 'x = -3 or x = 3'],
    ['\\left|3x-6\\right| = 9', 'x = -1 or x = 5'],
  ];
  it.each(cases)('%s → %s', (input, answer) => {
    const { reading, solution } = solve(input);
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok, solution.validation.notes.join('; ')).toBe(true);
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(solution.steps.at(-1)!.hint).toBe('Write the solutions');
  });

  it('reads them as linear (or quadratic) equations, with nothing uncertain about it', () => {
    expect(readProblem('|2x-1| = 7')).toMatchObject({
      task_type: 'linear_equation',
      expression: 'abs(2*x-1)=7',
      latex: '\\left|2x - 1\\right| = 7',
      ambiguity: 0,
    });
    expect(readProblem('|x^2 - 4| = 5')!.task_type).toBe('quadratic_equation');
  });

  it('splits into two cases, solves each and checks each in the original', () => {
    const { solution } = solve('|2x-1| = 7');
    expect(hints(solution)).toEqual([
      'Split into two cases',
      'Case 1',
      'Case 2',
      'Check each solution in the original equation',
      'Write the solutions',
    ]);
    expect(solution.steps[0]!.explanation).toContain('2*x-1 = 7 or 2*x-1 = -7');
    expect(solution.final_answer.latex).toBe('x = -3 \\text{ or } x = 4');
    const isolated = solve('2|x - 1| + 3 = 9').solution;
    expect(isolated.steps[0]).toMatchObject({
      hint: 'Isolate the absolute value',
      latex: '\\left|x - 1\\right| = 3',
    });
  });

  it('says why there is no solution, and drops a case that does not check out', () => {
    const none = solve('|x| = -2').solution;
    expect(hints(none)[0]).toBe('An absolute value is never negative');
    expect(none.final_answer).toEqual({ text: 'no solution', latex: '\\text{no solution}' });
    const extraneous = solve('|x - 2| = 2x + 1').solution;
    const check = extraneous.steps.find((s) => s.hint === 'Check each solution in the original equation')!;
    expect(check.explanation).toMatch(
      /x = -3: the left side is 5 but the right side is -5, so it is not a solution/,
    );
  });

  it('re-checks an answer from scratch: every solution, and only solutions', () => {
    const { reading, solution } = solve('|2x-1| = 7');
    for (const wrong of ['x = 4', 'x = -4 or x = 4', 'no solution', 'x = -3 or x = 4 or x = 1', 'x = i'])
      expect(revalidate(reading, withAnswer(solution, wrong)).ok, wrong).toBe(false);
    expect(revalidate(reading, withAnswer(solution, 'x = 4 or x = -3')).ok).toBe(true);
    const missed = revalidate(reading, withAnswer(solution, 'x = 4'));
    expect(missed.notes.join(' ')).toMatch(/misses x ≈ -3/);
    const none = solve('|x| = -2');
    expect(revalidate(none.reading, withAnswer(none.solution, 'x = 2')).ok).toBe(false);
    const extraneous = solve('|x - 2| = 2x + 1');
    expect(revalidate(extraneous.reading, withAnswer(extraneous.solution, 'x = -3 or x = 1/3')).ok).toBe(
      false,
    );
  });

  it('declines equations that hold on a whole interval', () => {
    for (const input of ['|x| = x', '|x-1| + |x+1| = 2'])
      expect(() => solve(input), input).toThrow(CannotSolveError);
  });
});
