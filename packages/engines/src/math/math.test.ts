import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import {
  CannotSolveError,
  checkDerivative,
  checkRoots,
  readProblem,
  revalidate,
  solveProblem,
  type TaskType,
} from './index.ts';
import { solve } from './testing.ts';

const num = (expr: string, x = 0) => Number(evaluate(expr, { x }));

describe('readProblem', () => {
  const cases: [string, TaskType, string?][] = [
    ['2x+3=11', 'linear_equation', '2*x+3=11'],
    ['solve x^2-5x+6=0', 'quadratic_equation', 'x^2-5*x+6=0'],
    ['d/dx x^2 sin x', 'derivative', 'diff(x^2*sin(x), x)'],
    ['integrate x e^x dx', 'indefinite_integral', 'integrate(x*e^x, x)'],
    ['lim x->0 sin(x)/x', 'limit', 'limit(sin(x)/x, x, 0)'],
    ['15% of 80', 'percent', '15/100*80'],
    ['3/4 + 1/6', 'fractions', '3/4+1/6'],
    ['\\frac{3}{4}+\\frac{1}{6}', 'fractions', '3/4+1/6'],
    ['\\int_0^1 x^2\\,dx', 'definite_integral', 'defint(x^2, 0, 1, x)'],
    ['2 + 3*4', 'arithmetic', '2+3*4'],
    ['simplify 2x + 3x', 'simplify', '2*x+3*x'],
    ['expand (x+1)^2', 'expand', '(x+1)^2'],
    ['factor x^2-1', 'factor', 'x^2-1'],
    ['x^3-6x^2+11x-6=0', 'polynomial_equation'],
    ['x+y=5, x-y=1', 'system_of_equations'],
    ['2x+1<7', 'linear_inequality'],
    ['x^2-4>0', 'quadratic_inequality'],
    ['2^x=8', 'exponential_equation'],
    ['integrate x^2 from 0 to 1 dx', 'definite_integral', 'defint(x^2, 0, 1, x)'],
    ['\\lim_{x\\to 0}\\frac{\\sin x}{x}', 'limit', 'limit(sin(x)/x, x, 0)'],
    ['\\frac{d}{dx} x^3', 'derivative', 'diff(x^3, x)'],
    ['x^2 + 2x = 3', 'quadratic_equation', 'x^2+2*x=3'],
    ['derivative of sin(2x)', 'derivative', 'diff(sin(2*x), x)'],
    ['\\int x^2 dx', 'indefinite_integral', 'integrate(x^2, x)'],
  ];
  it.each(cases)('%s → %s', (input, type, expression) => {
    const r = readProblem(input);
    expect(r?.task_type).toBe(type);
    if (expression) expect(r?.expression).toBe(expression);
    expect(r?.latex.length).toBeGreaterThan(0);
    expect(r!.ambiguity).toBeGreaterThanOrEqual(0);
    expect(r!.ambiguity).toBeLessThanOrEqual(1);
  });

  it('returns null for text that is not math', () => {
    expect(readProblem('hello world')).toBeNull();
    expect(readProblem('what is the capital of France?')).toBeNull();
    expect(readProblem('')).toBeNull();
  });

  it('returns null for a relation with a side missing or cut short (a photo that lost a number)', () => {
    expect(readProblem('x + 1 =')).toBeNull();
    expect(readProblem('y = 2x +')).toBeNull();
    expect(readProblem('2x + = 7')).toBeNull();
    expect(readProblem('y = -x + 7')).not.toBeNull();
    expect(readProblem('x <')).toBeNull();
    expect(readProblem('2x + 3y = 12, x - y =')).toBeNull();
    expect(readProblem('x + 1 = 2')).not.toBeNull();
  });

  it('returns null for brackets or bars with nothing in them (a photo that read ones as bars)', () => {
    expect(readProblem('∫(|)/(|+x^2)dx from 0 to 1')).toBeNull();
    expect(readProblem('2x + () = 4')).toBeNull();
    expect(readProblem('∫(1)/(1+x^2)dx from 0 to 1')).not.toBeNull();
  });

  it('keeps the LaTeX the student typed for display', () => {
    expect(readProblem('\\int_0^1 x^2\\,dx')?.display_latex).toBe('\\int_0^1 x^2\\,dx');
  });

  it('picks the variable', () => {
    expect(readProblem('3y - 4 = 11')?.variable).toBe('y');
    expect(readProblem('d/dt t^3')?.variable).toBe('t');
  });
});

describe('solveProblem: values', () => {
  const cases: [string, string][] = [
    ['2 + 3*4', '14'],
    ['(2+3)*4', '20'],
    ['10 - 2^3', '2'],
    ['7*8 - 6', '50'],
    ['2(3+4)', '14'],
    ['0.5+0.25', '0.75'],
    ['3/4 + 1/6', '11/12'],
    ['1/2 + 1/3', '5/6'],
    ['2/3 * 9/4', '3/2'],
    ['5/6 - 1/4', '7/12'],
    ['\\frac{3}{4}+\\frac{1}{6}', '11/12'],
    ['\\frac{1}{2}\\cdot\\frac{4}{5}', '2/5'],
    ['15% of 80', '12'],
    ['what is 25% of 200?', '50'],
    ['12.5% of 64', '8'],
  ];
  it.each(cases)('%s = %s', (input, answer) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.length).toBeGreaterThan(0);
  });
});

describe('solveProblem: equations', () => {
  const cases: [string, string[]][] = [
    ['2x+3=11', ['4']],
    ['solve 3(x-2) = 2x + 5', ['11']],
    ['5x - 7 = 3x + 9', ['8']],
    ['(x+1)/2 = 3', ['5']],
    ['4 - x = 10', ['-6']],
    ['3y - 4 = 11', ['5']],
    ['2x + 1 = 4', ['3/2']],
    ['2x+3=12', ['9/2']],
    ['x^2-5x+6=0', ['2', '3']],
    ['solve x^2-5x+6=0', ['2', '3']],
    ['x^2 + 2x = 3', ['1', '-3']],
    ['x^2 - 9 = 0', ['3', '-3']],
    ['2x^2-3x-2=0', ['2', '-1/2']],
    ['x^2 = 0', ['0']],
    ['4x^2+4x+1=0', ['-1/2']],
    ['x^2-2x-1=0', ['1+sqrt(2)', '1-sqrt(2)']],
    ['x^2+2x+5=0', ['-1+2*i', '-1-2*i']],
    ['x^2+4=0', ['2*i', '-2*i']],
    ['x^2 - 6x + 7 = 0', ['3+sqrt(2)', '3-sqrt(2)']],
    ['x^2-5x-14=0', ['7', '-2']],
    ['x^{2}-5x+6=0', ['2', '3']],
    ['\\frac{1}{2}x+3=5', ['4']],
  ];
  it.each(cases)('%s', (input, roots) => {
    const { reading, solution } = solve(input);
    const v = reading.variable!;
    const got = solution.final_answer.text.split(' or ').map((s) => s.replace(`${v} = `, ''));
    expect(got.sort()).toEqual([...roots].sort());
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.length).toBeGreaterThan(0);
  });

  it('uses factoring for integer roots and the quadratic formula otherwise', () => {
    expect(solve('x^2-5x+6=0').solution.steps.map((s) => s.hint)).toContain('Factor');
    const formula = solve('x^2+2x+5=0').solution.steps.map((s) => s.hint);
    expect(formula).toContain('Compute the discriminant');
    expect(formula).toContain('Apply the quadratic formula');
  });

  it('uses mathsteps steps for linear equations', () => {
    expect(solve('2x+3=11').solution.source).toContain('mathsteps');
  });

  it('titles each move the way a teacher says it, with its number', () => {
    const titles = (input: string) => solve(input).solution.steps.map((s) => s.hint);
    expect(titles('2x+3=11')).toEqual(
      expect.arrayContaining(['Subtract 3 from both sides', 'Divide both sides by 2']),
    );
    expect(titles('5 - 2x = 11')).toContain('Divide both sides by −2');
    expect(titles('7 = 2x - 3')).toEqual(expect.arrayContaining(['Swap the sides', 'Add 3 to both sides']));
    expect(titles('3x/4 = 6')).toContain('Multiply both sides by 4/3');
    for (const input of ['2x+3=11', '5 - 2x = 11', 'x/2 + 1 = 4'])
      expect(titles(input).join(' '), input).not.toMatch(
        /(?:Subtract|Add) (?:from|to) both|Divide from|Multiply to|_/,
      );
  });
});

describe('solveProblem: derivatives', () => {
  const cases: [string, string, string][] = [
    ['d/dx x^3', '3*x^2', 'Power rule'],
    ['d/dx x^2 sin x', '2*x*sin(x)+x^2*cos(x)', 'Product rule'],
    ['d/dx sin(x^2)', '2*x*cos(x^2)', 'Chain rule'],
    ['derivative of 3x^2 + 5x - 2', '6*x+5', 'Sum rule'],
    ['differentiate e^(3x)', '3*e^(3*x)', 'Exponential rule with the chain rule'],
    ['\\frac{d}{dx} \\frac{x}{x^2+1}', '(1-x^2)/(x^2+1)^2', 'Quotient rule'],
    ['d/dx (2x+1)^5', '10*(2*x+1)^4', 'Power rule with the chain rule'],
    ['d/dx ln(x) + cos x', '1/x - sin(x)', 'Sum rule'],
    ['\\frac{d}{dx}\\sqrt{x}', '1/(2*sqrt(x))', 'Derivative of sqrt'],
  ];
  it.each(cases)('%s', (input, expected, rule) => {
    const { solution } = solve(input);
    for (const x of [0.7, 1.3, 2.1])
      expect(num(solution.final_answer.text, x)).toBeCloseTo(num(expected, x), 8);
    expect(solution.validation.ok).toBe(true);
    expect(solution.steps.map((s) => s.hint)).toContain(rule);
  });
});

describe('wrong-answer guard', () => {
  it('flags a tampered root', () => {
    const { reading, solution } = solve('x^2-5x+6=0');
    const tampered = { ...solution, final_answer: { text: 'x = 2 or x = 4', latex: '' } };
    const v = revalidate(reading, tampered);
    expect(v.ok).toBe(false);
    expect(v.notes.join(' ')).toMatch(
      /Substituting x = 4 does NOT make both sides equal: they differ by 2\./,
    );
    expect(revalidate(reading, solution).ok).toBe(true);
  });

  it('flags a tampered value', () => {
    const { reading, solution } = solve('3/4 + 1/6');
    expect(revalidate(reading, { ...solution, final_answer: { text: '4/10', latex: '' } }).ok).toBe(false);
  });

  it('flags a tampered derivative', () => {
    const { reading, solution } = solve('d/dx x^2 sin x');
    expect(revalidate(reading, { ...solution, final_answer: { text: '2*x*cos(x)', latex: '' } }).ok).toBe(
      false,
    );
  });

  it('wraps engine failures in CannotSolveError', () => {
    expect(() => solveProblem({ ...readProblem('x^2-5x+6=0')!, expression: 'x^2+a*x=0' })).toThrow(
      CannotSolveError,
    );
  });

  it('checks derivatives of functions defined only for negative x', () => {
    expect(solve('d/dx ln(-x)').solution.validation.ok).toBe(true);
  });

  it('checks complex roots and derivatives directly', () => {
    expect(checkRoots('x^2+1=0', 'x', ['i', '-i']).ok).toBe(true);
    expect(checkRoots('x^2+1=0', 'x', ['1']).ok).toBe(false);
    expect(checkDerivative('x^3', 'x', '3*x^2').ok).toBe(true);
    expect(checkDerivative('x^3', 'x', '3*x').ok).toBe(false);
  });
});

describe('inputs that must never give a wrong answer or hang', () => {
  it('keeps the factorial sign instead of reading "100000!" as 100000', () => {
    expect(readProblem('100000!')?.expression).toBe('100000!');
    expect(() => solveProblem(readProblem('100000!')!)).toThrow(CannotSolveError);
  });

  it('refuses results too large to work out exactly rather than answering Infinity', () => {
    for (const q of ['9^9^9^9', '2^1000000'])
      expect(() => solveProblem(readProblem(q)!)).toThrow(CannotSolveError);
  });

  it('does not expand huge powers to classify an equation', () => {
    expect(readProblem('(x+1)^20000=0')).toMatchObject({ task_type: 'polynomial_equation' });
  });

  it('still drops sentence punctuation at the end', () => {
    expect(readProblem('what is 2+3?')?.expression).toBe('2+3');
    expect(readProblem('2x+3=11.')?.expression).toBe('2*x+3=11');
  });
});

describe('exponents', () => {
  it('only a variable inside an exponent makes an exponential equation', () => {
    expect(readProblem('2^x=8')?.task_type).toBe('exponential_equation');
    expect(readProblem('3^(2x-1)=27')?.task_type).toBe('exponential_equation');
    expect(readProblem('x^2*(x+1)=0')?.task_type).toBe('polynomial_equation');
    expect(readProblem('x^2(x-1)=0')?.task_type).toBe('polynomial_equation');
    expect(readProblem('(x+1)^50*(x+2)^50=0')?.task_type).toBe('polynomial_equation');
  });
});
