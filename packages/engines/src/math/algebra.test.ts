import { describe, expect, it } from 'vitest';
import { CannotSolveError, revalidate, solveProblem } from './index.ts';
import { expectSolvedOrDeclined, hints, read, solve, withAnswer } from './testing.ts';

describe('factor', () => {
  const cases: [string, string, string][] = [
    ['factor x^2-5x+6', '(x-2)*(x-3)', 'Factor the trinomial'],
    ['factor 6x^2+x-2', '(2*x-1)*(3*x+2)', 'Factor the trinomial'],
    ['factor 2x^2+4x', '2*x*(x+2)', 'Take out the greatest common factor'],
    ['factor x^3-8', '(x-2)*(x^2+2*x+4)', 'Use the difference of cubes'],
    ['factor 8x^3+27', '(2*x+3)*(4*x^2-6*x+9)', 'Use the sum of cubes'],
    ['factor x^4-16', '(x-2)*(x+2)*(x^2+4)', 'Use the difference of squares'],
    ['factor 4x^2-12x+9', '(2*x-3)^2', 'Recognise a perfect square trinomial'],
    ['factor x^3+x^2-x-1', '(x-1)*(x+1)^2', 'Factor by grouping'],
    ['factor x^3-6x^2+11x-6', '(x-1)*(x-2)*(x-3)', 'Rational root test'],
    ['factor x^4-5x^2+4', '(x-1)*(x+1)*(x-2)*(x+2)', 'Substitute u = x²'],
    ['factor x^4+4', '(x^2-2*x+2)*(x^2+2*x+2)', 'Split into quadratic factors'],
    ['factor -x^2+1', '-(x-1)*(x+1)', 'Take out the greatest common factor'],
    ['factor 0.5x^2-0.5', '(1/2)*(x-1)*(x+1)', 'Take out the greatest common factor'],
    ['factor x^2 - y^2', '(x-y)*(x+y)', 'Use the difference of squares'],
    ['factor x^2-5xy+6y^2', '(x-2*y)*(x-3*y)', 'Factor the trinomial'],
    ['factor 12x^3y-6xy^2', '6*x*y*(2*x^2-y)', 'Take out the greatest common factor'],
    ['factor ax+ay+bx+by', '(a+b)*(x+y)', 'Factor by grouping'],
  ];
  it.each(cases)('%s = %s', (input, expected, hint) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(expected);
    expect(solution.validation.ok).toBe(true);
    expect(hints(solution)).toContain(hint);
    expect(hints(solution)).toContain('Check by expanding');
    expect(solution.final_answer.latex.length).toBeGreaterThan(0);
  });

  it('reads LaTeX', () => {
    const { solution } = solve('x^{2}-9', 'factor');
    expect(solution.final_answer.text).toBe('(x-3)*(x+3)');
    expect(solution.validation.ok).toBe(true);
  });

  it('says plainly when a polynomial is irreducible', () => {
    for (const [input, text] of [
      ['factor x^2+1', 'x^2+1'],
      ['factor x^2-2', 'x^2-2'],
      ['factor x^3-x-1', 'x^3-x-1'],
    ]) {
      const { solution } = solve(input!);
      expect(solution.final_answer.text).toBe(text);
      expect(hints(solution)).toContain('Irreducible');
      expect(solution.validation.ok).toBe(true);
      expect(solution.validation.notes.join(' ')).toMatch(/irreducible/);
    }
  });

  it('rejects a wrong or an unfinished factorization', () => {
    const { reading, solution } = solve('factor x^3-6x^2+11x-6');
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(revalidate(reading, withAnswer(solution, '(x-1)*(x-2)*(x+3)')).ok).toBe(false);
    const unfinished = revalidate(reading, withAnswer(solution, '(x-1)*(x^2-5*x+6)'));
    expect(unfinished.ok).toBe(false);
    expect(unfinished.notes.join(' ')).toMatch(/factors further/);
    expect(revalidate(reading, withAnswer(solution, 'x^3-6*x^2+11*x-6')).ok).toBe(false);
    expect(revalidate(reading, withAnswer(solution, 'not math ((')).ok).toBe(false);
  });

  it('refuses what it cannot factor', () => {
    for (const input of ['factor (x+1)^2000', 'factor sin(x)^2-1', 'factor (x^2-1)/(x+2)'])
      expect(() => solveProblem(read(input)), input).toThrow(CannotSolveError);
  });
});

describe('expand', () => {
  const cases: [string, string, string][] = [
    ['expand (x+1)^3', 'x^3+3*x^2+3*x+1', 'Use the binomial theorem'],
    ['expand (2x-3)(x+4)', '2*x^2+5*x-12', 'Multiply out the brackets (FOIL)'],
    ['expand (x-2)^2', 'x^2-4*x+4', 'Use the square of a difference'],
    ['expand (x+5)^2', 'x^2+10*x+25', 'Use the square of a sum'],
    ['expand (x+3)(x-3)', 'x^2-9', 'Use the difference of squares'],
    ['expand 2x(x^2-3x+1)', '2*x^3-6*x^2+2*x', 'Distribute'],
    ['expand (x+1)(x+2)(x+3)', 'x^3+6*x^2+11*x+6', 'Distribute'],
    ['expand (x+y)^2 - (x-y)^2', '4*x*y', 'Use the square of a sum'],
    ['expand (a+b)^2', 'a^2+2*a*b+b^2', 'Use the square of a sum'],
  ];
  it.each(cases)('%s = %s', (input, expected, hint) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(expected);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/fully expanded/);
    expect(hints(solution)).toContain(hint);
    expect(hints(solution)).toContain('Combine like terms');
  });

  it('reads LaTeX', () => {
    const { solution } = solve('\\left(x+2\\right)^{2}', 'expand');
    expect(solution.final_answer.text).toBe('x^2+4*x+4');
    expect(hints(solution)).toContain('Use the square of a sum');
  });

  it('rejects a wrong or an unexpanded answer', () => {
    const { reading, solution } = solve('expand (x+1)^3');
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(revalidate(reading, withAnswer(solution, 'x^3+3*x^2+3*x+3')).ok).toBe(false);
    const unexpanded = revalidate(reading, withAnswer(solution, '(x+1)*(x^2+2*x+1)'));
    expect(unexpanded.ok).toBe(false);
    expect(unexpanded.notes.join(' ')).toMatch(/not fully expanded/);
  });

  it('refuses huge powers and non-polynomials', () => {
    for (const input of [
      'expand (x+1)^70',
      'expand ((x+1)^10)^10',
      'expand sin(x)*(x+1)',
      'expand (x+1)^2/(x-1)',
    ])
      expect(() => solveProblem(read(input)), input).toThrow(CannotSolveError);
  });
});

describe('simplify', () => {
  const cases: [string, string][] = [
    ['simplify 2x+3x', '5*x'],
    ['simplify 2(x+3) - x', 'x+6'],
    ['simplify 3x + 2y - x + y', '2*x+3*y'],
    ['simplify (x^2-1)/(x-1)', 'x+1'],
    ['simplify (x^2+2x+1)/(x^2-1)', '(x+1)/(x-1)'],
    ['simplify (x^2-9)/(x^2+6x+9)', '(x-3)/(x+3)'],
    ['simplify 1/x + 1/(x+1)', '(2*x+1)/(x^2+x)'],
    ['simplify sin(x)^2+cos(x)^2', '1'],
    ['\\frac{x^2-4}{x+2}', 'x-2'],
    ['\\frac{x^2+2x+1}{x+1}', 'x+1'],
    ['x^2 \\cdot x^3', 'x^5'],
  ];
  it.each(cases)('%s = %s', (input, expected) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(expected);
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.length).toBeGreaterThan(0);
  });

  it('names the moves: mathsteps when it agrees, cancelling common factors otherwise', () => {
    const like = solve('simplify 2(x+3) - x').solution;
    expect(like.source).toContain('mathsteps');
    expect(hints(like)).toContain('Combine like terms');
    const cancel = solve('simplify (x^2-1)/(x-1)').solution;
    expect(hints(cancel)).toEqual(['Factor the numerator and denominator', 'Cancel the common factor']);
    expect(cancel.steps[1]!.explanation).toMatch(/≠ 0/);
  });

  it('rejects a wrong or an unsimplified answer', () => {
    const { reading, solution } = solve('simplify (x^2+2x+1)/(x^2-1)');
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(revalidate(reading, withAnswer(solution, '(x-1)/(x+1)')).ok).toBe(false);
    expect(revalidate(reading, withAnswer(solution, '(x^2+2*x+1)/(x^2-1)')).ok).toBe(false);
  });

  it('refuses power towers instead of hanging', () => {
    for (const input of ['simplify x + 9^9^9', 'simplify (x+1)^100000'])
      expect(() => solveProblem(read(input)), input).toThrow(CannotSolveError);
  });
});

describe('never hangs, never throws anything but CannotSolveError', () => {
  const inputs = [
    'factor x^12-1',
    'factor x^60-1',
    'expand (x+y+z+w)^6',
    'simplify (x^30-1)/(x-1)',
    'factor x^2+2xy+y^2',
    'simplify a/b + b/a',
    'factor 123456789x^2-987654321',
    'simplify x/0',
    'expand (x+1)^(1/2)',
    'factor x^(-2)-1',
  ];
  it.each(inputs)('%s', expectSolvedOrDeclined);
});
