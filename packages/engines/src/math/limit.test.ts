import { describe, expect, it } from 'vitest';
import { CannotSolveError, readProblem, revalidate, solveProblem } from './index.ts';
import { solve } from './testing.ts';

describe('limits', () => {
  const cases: [string, string, string][] = [
    ['lim x->0 sin(x)/x', '1', "L'Hôpital's rule (first application)"],
    ['\\lim_{x\\to 0}\\frac{\\sin x}{x}', '1', "L'Hôpital's rule (first application)"],
    ['lim x->2 (x^2-4)/(x-2)', '4', 'Factor and cancel'],
    ['lim x->2 (x^3-8)/(x-2)', '12', 'Factor and cancel'],
    ['lim x->inf (3x^2+1)/(x^2-5)', '3', 'Divide by the highest power'],
    ['lim x->-inf (2x+3)/(5x-1)', '2/5', 'Divide by the highest power'],
    ['lim x->inf (x+1)/(x^2+1)', '0', 'Divide by the highest power'],
    ['lim x->inf (2x^3+1)/(x^2)', 'Infinity', 'Divide by the highest power'],
    ['lim x->inf -x^3', '-Infinity', 'Leading term'],
    ['lim x->3 x^2+1', '10', 'Direct substitution'],
    ['lim x->0 (1-cos(x))/x^2', '1/2', "L'Hôpital's rule (second application)"],
    ['lim x->0 (e^x-1)/x', '1', "L'Hôpital's rule (first application)"],
    ['lim x->0 (sqrt(x+4)-2)/x', '1/4', "L'Hôpital's rule (first application)"],
    ['lim x->0 tan(x)/x', '1', "L'Hôpital's rule (first application)"],
    ['lim x->0 sin(3x)/sin(5x)', '3/5', "L'Hôpital's rule (first application)"],
    ['lim x->inf x^2/e^x', '0', "L'Hôpital's rule (second application)"],
    ['lim x->1 (x^100-1)/(x-1)', '100', "L'Hôpital's rule (first application)"],
    ['lim x->0 1/x^2', 'Infinity', 'Vertical asymptote'],
    ['lim x->0 1/x', 'does not exist', 'One-sided limits'],
    ['lim x->1 1/(x-1)', 'does not exist', 'One-sided limits'],
    ['lim x->0 abs(x)/x', 'does not exist', 'One-sided limits'],
    ['lim x->1 (x^2-1)/(x-1)^2', 'does not exist', 'One-sided limits'],
    ['lim x->0 x sin(1/x)', '0', 'Evaluate the limit'],
    ['lim x->-inf e^x', '0', 'Evaluate the limit'],
  ];
  it.each(cases)('%s = %s', (input, answer, rule) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.map((s) => s.hint)).toContain(rule);
  });

  it('writes infinity and "does not exist" in LaTeX', () => {
    expect(solve('lim x->0 1/x^2').solution.final_answer.latex).toBe('\\infty');
    expect(solve('lim x->0 1/x').solution.final_answer.latex).toBe('\\text{does not exist}');
  });

  it('does not repeat the CAS when it is wrong (nerdamer says lim 1/x at 0 is Infinity)', () => {
    const { solution } = solve('lim x->0 1/x');
    expect(solution.final_answer.text).toBe('does not exist');
    expect(solution.validation.notes.join(' ')).toMatch(/one-sided limits differ/);
  });

  it('revalidate rejects wrong answers', () => {
    const { reading, solution } = solve('lim x->0 sin(x)/x');
    expect(revalidate(reading, solution).ok).toBe(true);
    for (const wrong of ['0', '2', 'Infinity', 'does not exist'])
      expect(revalidate(reading, { ...solution, final_answer: { text: wrong, latex: '' } }).ok).toBe(false);
    const dne = solve('lim x->0 1/x');
    expect(
      revalidate(dne.reading, { ...dne.solution, final_answer: { text: 'Infinity', latex: '' } }).ok,
    ).toBe(false);
  });

  it.each([
    ['lim x->inf sqrt(x^2+1)-x', '0'],
    ['lim x->inf (1 + 1/x)^x', 'e'],
  ])('recognises %s = %s from high-precision evaluation when no rule applies', (input, value) => {
    const solution = solveProblem(readProblem(input)!);
    expect(solution.final_answer.text).toBe(value);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/recognised from high-precision evaluation/);
  });

  it.each([
    ['lim x->0 sin(1/x)', /numeric check/],
    ['lim x->inf sin(x)', /numeric check/],
    ['lim x->0 a x', /besides the variable x/],
  ])('cannot solve %s', (input, reason) => {
    expect(() => solveProblem(readProblem(input)!)).toThrow(CannotSolveError);
    expect(() => solveProblem(readProblem(input)!)).toThrow(reason);
  });
});
