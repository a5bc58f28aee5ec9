import { describe, expect, it } from 'vitest';
import { CannotSolveError, readProblem, revalidate, solveProblem } from './index.ts';
import { solve } from './testing.ts';

describe('linear inequalities', () => {
  const cases: [string, string, string][] = [
    ['2x+1<7', 'x < 3', '(-\\infty, 3)'],
    ['-2x+4>=10', 'x <= -3', '(-\\infty, -3]'],
    ['-3x+2>=8', 'x <= -2', '(-\\infty, -2]'],
    ['3x-5 > 2x + 1', 'x > 6', '(6, \\infty)'],
    ['2(x-1) <= 4x', 'x >= -1', '[-1, \\infty)'],
    ['5 - x > 2', 'x < 3', '(-\\infty, 3)'],
    ['\\frac{1}{2}x - 3 \\le 2', 'x <= 10', '(-\\infty, 10]'],
    ['2x + 1 < 4', 'x < 3/2', '(-\\infty, \\frac{3}{2})'],
    ['x < x+1', 'all real numbers', '\\mathbb{R}'],
    ['x > x+1', 'no solution', '\\varnothing'],
  ];
  it.each(cases)('%s → %s', (input, answer, latex) => {
    const { reading, solution } = solve(input);
    expect(reading.task_type).toBe('linear_inequality');
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.final_answer.latex).toBe(latex);
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.map((s) => s.hint)).toContain('Collect the terms');
  });

  it('flips the sign when dividing by a negative number, and says so', () => {
    const step = solve('-2x+4>=10').solution.steps.find(
      (s) => s.hint === 'Divide by a negative number: flip the sign',
    );
    expect(step?.explanation).toMatch(/reverses the inequality, so >= becomes <=/);
    expect(solve('2x+1<7').solution.steps.map((s) => s.hint)).toContain('Divide by the coefficient of x');
  });
});

describe('quadratic inequalities', () => {
  const cases: [string, string][] = [
    ['x^2-5x+6<=0', '2 <= x <= 3'],
    ['x^2-4>0', 'x < -2 or x > 2'],
    ['x^2+1>0', 'all real numbers'],
    ['x^2+1<0', 'no solution'],
    ['-x^2+4>=0', '-2 <= x <= 2'],
    ['2x^2-3x-2<0', '-1/2 < x < 2'],
    ['x^2 >= 2x + 3', 'x <= -1 or x >= 3'],
    ['x^2-2x-1>0', 'x < 1-sqrt(2) or x > 1+sqrt(2)'],
    ['x^2-2x+1>0', 'x < 1 or x > 1'],
    ['x^2-2x+1<=0', 'x = 1'],
    ['x^2-2x+1>=0', 'all real numbers'],
    ['x^{2}-9 < 0', '-3 < x < 3'],
  ];
  it.each(cases)('%s → %s', (input, answer) => {
    const { reading, solution } = solve(input);
    expect(reading.task_type).toBe('quadratic_inequality');
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok).toBe(true);
    const hints = solution.steps.map((s) => s.hint);
    for (const hint of [
      'Move everything to one side',
      'Find the boundary points',
      'Make a sign chart',
      'Pick the intervals',
    ])
      expect(hints).toContain(hint);
  });

  it('lists each interval with a test point and sign in the sign chart', () => {
    const chart = solve('x^2-5x+6<=0').solution.steps.find((s) => s.hint === 'Make a sign chart')!;
    expect(chart.explanation).toContain('(-∞, 2): test x = 1');
    expect(chart.explanation).toContain('(2, 3): test x = 5/2');
    expect(chart.explanation).toContain('(3, ∞): test x = 4');
    expect(chart.explanation).toMatch(/sign −/);
  });

  it('uses interval notation in LaTeX', () => {
    expect(solve('x^2-4>0').solution.final_answer.latex).toBe('(-\\infty, -2) \\cup (2, \\infty)');
    expect(solve('x^2-5x+6<=0').solution.final_answer.latex).toBe('[2, 3]');
  });
});

describe('inequality checks', () => {
  it('revalidate rejects wrong answers', () => {
    const { reading, solution } = solve('x^2-4>0');
    expect(revalidate(reading, solution).ok).toBe(true);
    for (const wrong of [
      '-2 < x < 2',
      'x < -2 or x >= 2',
      'x > 2',
      'all real numbers',
      'x < -2 or x > 3',
      'nonsense',
    ])
      expect(revalidate(reading, { ...solution, final_answer: { text: wrong, latex: '' } }).ok, wrong).toBe(
        false,
      );
    const linear = solve('2x+1<7');
    expect(
      revalidate(linear.reading, { ...linear.solution, final_answer: { text: 'x <= 3', latex: '' } }).ok,
    ).toBe(false);
    expect(
      revalidate(linear.reading, { ...linear.solution, final_answer: { text: '3 > x', latex: '' } }).ok,
    ).toBe(true);
  });

  it.each([
    ['x^3>0', /higher degree/],
    ['sin(x)>0', /degree 1 or 2/],
    ['x+y>3', /one variable/],
    ['(x+1)^20000>0', /too large/],
  ])('cannot solve %s', (input, reason) => {
    expect(() => solveProblem(readProblem(input)!)).toThrow(CannotSolveError);
    expect(() => solveProblem(readProblem(input)!)).toThrow(reason);
  });
});
