import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { CannotSolveError, readProblem, revalidate, solveProblem } from './index.ts';
import { solve } from './testing.ts';

const at = (expr: string, x: number) => Number(evaluate(expr, { x }));

describe('indefinite integrals', () => {
  const cases: [string, string, string][] = [
    ['integrate x e^x dx', 'x*e^x-e^x', 'Integration by parts'],
    ['integral of 2x cos(x^2) dx', 'sin(x^2)', 'u-substitution'],
    ['integrate 3x^2+2x+1 dx', 'x^3+x^2+x', 'Sum rule (linearity)'],
    ['integrate 1/x dx', 'log(abs(x))', 'Power rule for n = −1 (logarithm)'],
    ['\\int x^2 dx', 'x^3/3', 'Power rule'],
    ['integrate ln(x) dx', 'x*log(x)-x', 'Integration by parts'],
    ['integrate x ln(x) dx', 'x^2*log(x)/2-x^2/4', 'Integration by parts'],
    ['integrate x^2 sin(x) dx', '2*cos(x)-x^2*cos(x)+2*x*sin(x)', 'Integration by parts'],
    ['integrate sec(x)^2 dx', 'tan(x)', 'Standard integral: sec²'],
    ['integrate 1/(1+x^2) dx', 'atan(x)', 'Standard integral: 1/(1+x²)'],
    ['integrate 1/sqrt(1-x^2) dx', 'asin(x)', 'Standard integral: 1/√(1−x²)'],
    ['integrate 2^x dx', '2^x/log(2)', 'Standard integral: a^x'],
    ['integrate x/(x^2+1) dx', 'log(abs(x^2+1))/2', 'u-substitution'],
    ['integrate e^x/(1+e^x) dx', 'log(abs(1+e^x))', 'u-substitution'],
    ['integrate sin(x)^3 cos(x) dx', 'sin(x)^4/4', 'u-substitution'],
    ['integrate (2x+1)^5 dx', '(2*x+1)^6/12', 'u-substitution'],
    ['\\int \\frac{1}{x} dx', 'log(abs(x))', 'Power rule for n = −1 (logarithm)'],
  ];
  it.each(cases)('%s', (input, antiderivative, rule) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(`${antiderivative} + C`);
    expect(solution.final_answer.latex).toMatch(/\+ C$/);
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.map((s) => s.hint)).toContain(rule);
    expect(solution.steps.at(-1)!.hint).toBe('Add the constant of integration');
  });

  it('names u and dv in integration by parts', () => {
    const parts = solve('integrate x e^x dx').solution.steps.find((s) => s.hint === 'Integration by parts')!;
    expect(parts.explanation).toMatch(/u = x and dv = e\^x dx/);
  });

  it('uses the CAS for integrals outside the rule set, and still checks them', () => {
    const { solution } = solve('integrate 1/(x^2-1) dx');
    expect(solution.steps.map((s) => s.hint)).toContain('Integrate with the CAS');
    expect(solution.validation.ok).toBe(true);
  });

  it('catches a wrong CAS antiderivative (nerdamer gets e^x/(1+e^x) wrong on its own)', () => {
    const { solution } = solve('integrate e^x/(1+e^x) dx');
    const F = solution.final_answer.text.replace(' + C', '');
    for (const x of [-1, 0.5, 2]) expect(at(F, x)).toBeCloseTo(Math.log(1 + Math.exp(x)), 10);
  });

  it('revalidate rejects a wrong antiderivative and a missing + C', () => {
    const { reading, solution } = solve('integrate x e^x dx');
    expect(revalidate(reading, solution).ok).toBe(true);
    const wrong = { ...solution, final_answer: { text: 'x*e^x + C', latex: '' } };
    expect(revalidate(reading, wrong).ok).toBe(false);
    const noC = { ...solution, final_answer: { text: 'x*e^x-e^x', latex: '' } };
    expect(revalidate(reading, noC).ok).toBe(false);
  });

  it.each([
    ['integrate e^(x^2) dx', /no antiderivative/],
    ['integrate x^60 e^x dx', /too long/],
    ['integrate (x^2+1)^60 dx', /too long/],
    ['integrate 1/x dt', /besides the variable t/],
  ])('cannot solve %s', (input, reason) => {
    expect(() => solveProblem(readProblem(input)!)).toThrow(CannotSolveError);
    expect(() => solveProblem(readProblem(input)!)).toThrow(reason);
  });
});

describe('definite integrals', () => {
  const cases: [string, string, string][] = [
    ['\\int_0^1 x^2\\,dx', '1/3', 'Power rule'],
    ['integrate x^2 from 0 to 1 dx', '1/3', 'Power rule'],
    ['\\int_{0}^{\\pi} \\sin x \\, dx', '2', 'Standard integral: sin'],
    ['integrate 1/x from 1 to e dx', '1', 'Power rule for n = −1 (logarithm)'],
    ['integrate x e^x from 0 to 1 dx', '1', 'Integration by parts'],
    ['integrate 3x^2+1 from 1 to 2 dx', '8', 'Sum rule (linearity)'],
    ['integrate 1/(1+x^2) from 0 to 1 dx', 'pi/4', 'Standard integral: 1/(1+x²)'],
    ['integrate 2x cos(x^2) from 0 to sqrt(pi) dx', '0', 'u-substitution'],
    ['integrate x from 2 to 0 dx', '-2', 'Power rule'],
    ['integrate sqrt(x) from 0 to 4 dx', '16/3', 'Power rule'],
    ['integrate e^x from 0 to ln(2) dx', '1', 'Standard integral: e^x'],
    ['integrate x e^x from 0 to 2 dx', '1+e^2', 'Integration by parts'],
  ];
  it.each(cases)('%s = %s', (input, value, rule) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(value);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/adaptive Simpson/);
    const hints = solution.steps.map((s) => s.hint);
    expect(hints).toContain(rule);
    expect(hints.at(-1)).toBe('Fundamental theorem of calculus');
  });

  it('revalidate rejects a wrong value', () => {
    const { reading, solution } = solve('\\int_0^1 x^2\\,dx');
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(revalidate(reading, { ...solution, final_answer: { text: '1/2', latex: '' } }).ok).toBe(false);
  });

  it.each([
    ['integrate 1/x^2 from -1 to 1 dx', /improper/],
    ['integrate 1/x from -1 to 2 dx', /improper/],
    ['integrate tan(x) from 0 to 2 dx', /improper/],
    ['integrate 1/sqrt(x) from 0 to 1 dx', /improper/],
    ['integrate e^(x^2) from 0 to 1 dx', /no antiderivative/],
  ])('cannot solve %s', (input, reason) => {
    expect(() => solveProblem(readProblem(input)!)).toThrow(CannotSolveError);
    expect(() => solveProblem(readProblem(input)!)).toThrow(reason);
  });
});
