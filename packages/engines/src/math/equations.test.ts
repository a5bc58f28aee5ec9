import { describe, expect, it } from 'vitest';
import { CannotSolveError, readProblem, revalidate } from './index.ts';
import { expectSolvedOrDeclined, hints, solve, withAnswer } from './testing.ts';

describe('polynomial equations', () => {
  const cases: [string, string, string][] = [
    ['x^3-6x^2+11x-6=0', 'x = 1 or x = 2 or x = 3', 'Synthetic division by (x − 1)'],
    ['2x^3-3x^2-11x+6=0', 'x = -2 or x = 1/2 or x = 3', 'Synthetic division by (x − 1/2)'],
    ['x^3-3x+2=0', 'x = -2 or x = 1', 'Remove repeated factors'],
    ['x^3=8', 'x = 2 or x = -1+sqrt(3)*i or x = -1-sqrt(3)*i', 'Apply the quadratic formula'],
    ['x^3+x^2-2=0', 'x = 1 or x = -1+i or x = -1-i', 'Compute the discriminant'],
    ['x^4-5x^2+4=0', 'x = -2 or x = -1 or x = 1 or x = 2', 'Substitute u = x²'],
    [
      'x^4+x^2-6=0',
      'x = -sqrt(2) or x = sqrt(2) or x = sqrt(3)*i or x = -sqrt(3)*i',
      'Undo the substitution',
    ],
    ['x^4=16', 'x = -2 or x = 2 or x = 2*i or x = -2*i', 'Substitute u = x²'],
    ['x^3+x=0', 'x = 0 or x = i or x = -i', 'Factor out x'],
    ['x^3+2x^2=0', 'x = -2 or x = 0', 'Factor out x^2'],
    ['x(x-1)(x+2)=0', 'x = -2 or x = 0 or x = 1', 'Factor out x'],
    [
      'x^6-1=0',
      'x = -1 or x = 1 or x = -1/2+sqrt(3)/2*i or x = -1/2-sqrt(3)/2*i or x = 1/2+sqrt(3)/2*i or x = 1/2-sqrt(3)/2*i',
      'Split into quadratic factors',
    ],
    [
      'solve for y: y^3=27',
      'y = 3 or y = -3/2+3*sqrt(3)/2*i or y = -3/2-3*sqrt(3)/2*i',
      'Synthetic division by (y − 3)',
    ],
    ['x^{3}-8=0', 'x = 2 or x = -1+sqrt(3)*i or x = -1-sqrt(3)*i', 'Rational root test'],
    ['x^{4}-5x^{2}+4=0', 'x = -2 or x = -1 or x = 1 or x = 2', 'Substitute u = x²'],
  ];
  it.each(cases)('%s', (input, answer, hint) => {
    const { reading, solution } = solve(input);
    expect(reading.task_type).toBe('polynomial_equation');
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/finds no other roots/);
    expect(hints(solution)).toContain('Write it in standard form');
    expect(hints(solution)).toContain(hint);
  });

  it('gives checked numerical roots, marked as approximations, when there are no exact ones', () => {
    const { solution } = solve('x^5-x-1=0');
    expect(solution.final_answer.text).toMatch(/^x = 1\.16730397826\d* or /);
    expect(solution.final_answer.text.split(' or ')).toHaveLength(5);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/approximations/);
    expect(hints(solution)).toContain('Find the remaining roots numerically');
  });

  it('solves repeated roots exactly instead of approximating a cluster', () => {
    const { solution } = solve('(x^2+1)^6=0');
    expect(solution.final_answer.text).toBe('x = i or x = -i');
    expect(hints(solution)).toContain('Remove repeated factors');
    expect(solve('(x-2)^3*(x+1)=0').solution.final_answer.text).toBe('x = -1 or x = 2');
  });

  it('clears denominators and discards excluded values', () => {
    const { solution } = solve('1/x+x^3=2');
    expect(solution.final_answer.text.split(' or ')).toContain('x = 1');
    expect(solution.validation.ok).toBe(true);
  });

  it('handles identities and contradictions', () => {
    expect(solve('x^3 - x^3 = 5').solution.final_answer.text).toBe('no solution');
    expect(solve('x^3-x^3=0').solution.final_answer.text).toBe('all real numbers');
  });

  it('catches wrong and incomplete answers', () => {
    const { reading, solution } = solve('x^3-6x^2+11x-6=0');
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(revalidate(reading, withAnswer(solution, 'x = 1 or x = 2 or x = 4')).ok).toBe(false);
    const missing = revalidate(reading, withAnswer(solution, 'x = 1 or x = 2'));
    expect(missing.ok).toBe(false);
    expect(missing.notes.join(' ')).toMatch(/misses/);
    expect(revalidate(reading, withAnswer(solution, 'no solution')).ok).toBe(false);
    const cubic = solve('x^3=8');
    expect(revalidate(cubic.reading, withAnswer(cubic.solution, 'x = 2')).ok).toBe(false);
  });

  it('refuses what it cannot do', () => {
    for (const input of ['(x+1)^20000=0', 'x^13+x+1=0', 'sin(x)=0', 'x^3+a*x=0'])
      expect(() => solve(input), input).toThrow(CannotSolveError);
  });
});

describe('exponential and logarithmic equations', () => {
  const cases: [string, string, string][] = [
    ['2^x=8', 'x = 3', 'Write both sides as powers of 2'],
    ['3^(x+1)=27', 'x = 2', 'Equate the exponents'],
    ['5*2^x=40', 'x = 3', 'Isolate the exponential'],
    ['9^x=27', 'x = 3/2', 'Write both sides as powers of 3'],
    ['(1/2)^x=8', 'x = -3', 'Write both sides as powers of 2'],
    ['e^(2x)=5', 'x = log(5)/2', 'Take the natural log of both sides'],
    ['2^x=5', 'x = log(5)/log(2)', 'Take the natural log of both sides'],
    ['4^x = 2^(x+3)', 'x = 3', 'Write both sides as powers of 2'],
    ['2^x=3^(x-1)', 'x = log(3)/(log(3)-log(2))', 'Take the natural log of both sides'],
    ['2^(2x)-3*2^x+2=0', 'x = 0 or x = 1', 'Substitute u = 2^x'],
    ['4^x-6*2^x+8=0', 'x = 1 or x = 2', 'Substitute u = 2^x'],
    ['e^(2x)-3e^x+2=0', 'x = 0 or x = log(2)', 'Substitute u = e^x'],
    ['e^{2x}=5', 'x = log(5)/2', 'Take the natural log of both sides'],
    ['2^{x+1}=16', 'x = 3', 'Equate the exponents'],
    ['ln(x)=2', 'x = e^2', 'Exponentiate both sides'],
    ['\\ln(x)=-1', 'x = 1/e', 'Exponentiate both sides'],
    ['ln(2x+1)=ln(x+4)', 'x = 3', 'Combine the logarithms'],
    ['ln(x)-ln(x-1)=ln(2)', 'x = 2', 'Combine the logarithms'],
    ['ln(x^2)=ln(4)', 'x = -2 or x = 2', 'Check the domain'],
  ];
  it.each(cases)('%s', (input, answer, hint) => {
    const { solution } = solve(input);
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/finds no other real roots/);
    expect(hints(solution)).toContain(hint);
  });

  it('discards extraneous log roots with a note', () => {
    for (const [input, answer] of [
      ['ln(x)+ln(x-3)=ln(4)', 'x = 4'],
      ['\\ln(x)+\\ln(x-3)=\\ln(4)', 'x = 4'],
      ['2ln(x)=ln(9)', 'x = 3'],
      ['log(x)+log(x-3)=1', 'x = (3+sqrt(4*e+9))/2'],
    ]) {
      const { solution } = solve(input!);
      expect(solution.final_answer.text, input).toBe(answer);
      expect(solution.validation.ok).toBe(true);
      expect(hints(solution)).toContain('State the domain');
      const discarded = solution.steps.find((s) => s.hint === 'Discard the extraneous root');
      expect(discarded?.explanation, input).toMatch(/extraneous: log\(.*\) is undefined/);
    }
  });

  it('says "no solution" when a power can never reach the value', () => {
    for (const input of ['e^x=-1', '2^x+3=1', '3^x=-9']) {
      const { solution } = solve(input);
      expect(solution.final_answer.text).toBe('no solution');
      expect(hints(solution)).toContain('No solution');
      expect(solution.validation.ok).toBe(true);
    }
  });

  it('catches wrong answers, extraneous roots and missed roots', () => {
    const { reading, solution } = solve('ln(x)+ln(x-3)=ln(4)');
    expect(revalidate(reading, solution).ok).toBe(true);
    const extraneous = revalidate(reading, withAnswer(solution, 'x = 4 or x = -1'));
    expect(extraneous.ok).toBe(false);
    expect(extraneous.notes.join(' ')).toMatch(/outside the domain|does NOT make both sides equal/);
    const exp = solve('2^(2x)-3*2^x+2=0');
    expect(revalidate(exp.reading, withAnswer(exp.solution, 'x = 1')).notes.join(' ')).toMatch(/misses/);
    expect(revalidate(exp.reading, withAnswer(exp.solution, 'x = 2 or x = 0')).ok).toBe(false);
    expect(revalidate(exp.reading, withAnswer(exp.solution, 'no solution')).ok).toBe(false);
  });

  it('solves logarithms in any one base, saying so first, and refuses mixed bases', () => {
    const { reading, solution } = solve('\\log_2(x) + \\log_2(x-2) = 3');
    expect(solution.final_answer.text).toBe('x = 4');
    expect(hints(solution)[0]).toBe('Work in one base');
    expect(hints(solution)).toContain('Discard the extraneous root');
    expect(revalidate(reading, withAnswer(solution, 'x = 4 or x = -2')).ok).toBe(false);
    expect(() => solve('log_2(x) + ln(x) = 3')).toThrow('logarithms in different bases');
    expect(() => solve('log_2(x) + log_3(x) = 3')).toThrow('logarithms in different bases');
  });

  it('keeps only the real roots when asked for them, and checks an answer against those', () => {
    const { reading, solution } = solve('find the real roots of x^3 - 27 = 0');
    expect(reading.real_only).toBe(true);
    expect(solution.final_answer.text).toBe('x = 3');
    expect(hints(solution)).toContain('Keep the real roots');
    expect(revalidate(reading, solution).ok).toBe(true);
    expect(revalidate(reading, withAnswer(solution, 'x = 3 or x = 4')).ok).toBe(false);
    expect(revalidate(reading, withAnswer(solution, 'no solution')).ok).toBe(false);
    const all = solve('find the roots of x^3 - 27 = 0');
    expect(all.reading.real_only).toBeUndefined();
    expect(all.solution.final_answer.text.split(' or ')).toHaveLength(3);
  });

  it('says when it reads a bare log as ln, with the base-10 problem to solve instead', () => {
    const reading = readProblem('log(x) = 2')!;
    expect(reading.assumptions).toEqual([
      {
        text: 'I read log as the natural logarithm, ln.',
        choice: 'Read log as base 10',
        alternative: 'log_10(x) = 2',
      },
    ]);
    expect(solve(reading.assumptions![0]!.alternative).solution.final_answer.text).toBe('x = 100');
    // LaTeX \\log is read as base 10: the other choice is ln.
    const latex = readProblem('\\log x = 1')!;
    expect(solve('\\log x = 1').solution.final_answer.text).toBe('x = 10');
    expect(latex.assumptions![0]).toMatchObject({ choice: 'Read log as ln', alternative: '\\ln x = 1' });
    // "log x" without brackets becomes a based log the reader takes.
    const plain = readProblem('log x = 2')!.assumptions![0]!.alternative;
    expect(plain).toBe('log_10(x) = 2');
    expect(solve(plain).solution.final_answer.text).toBe('x = 100');
    for (const input of ['ln(x) = 2', 'log_2(x) = 3', '\\log_5 x = 2', 'log2(x) = 5', 'x^2 = 4'])
      expect(readProblem(input)!.assumptions, input).toBeUndefined();
  });

  it('reads log(x, b) as mathjs does, the log of x to base b, like log_b(x)', () => {
    const reading = readProblem('log(x,2) = 3')!;
    expect(reading).toMatchObject({
      expression: '(log(x)/log(2))=3',
      latex: '\\log_{2} x = 3',
      task_type: 'exponential_equation',
    });
    expect(reading.assumptions).toBeUndefined();
    const { solution } = solve('log(x,2) = 3');
    expect(solution.final_answer).toEqual({ text: 'x = 8', latex: 'x = 8' });
    expect(solution.validation.ok).toBe(true);
    expect(solution.final_answer.text).toBe(solve('log_2(x) = 3').solution.final_answer.text);
    expect(solve('log(x, 10) = 2').solution.final_answer.text).toBe('x = 100');
    expect(solve('log(x,2) + log(x-2, 2) = 3').solution.final_answer.text).toBe('x = 4');
    for (const [input, value] of [
      ['log(8,2)', '3'],
      ['log(9, 3)', '2'],
      ['log(1/8, 2)', '-3'],
      ['log_2(8)', '3'],
      ['log(8, 4)', '3/2'],
    ]) {
      const arithmetic = solve(input!);
      expect(arithmetic.reading.task_type, input).toBe('arithmetic');
      expect(arithmetic.solution.final_answer.text, input).toBe(value);
      expect(arithmetic.solution.validation.ok, input).toBe(true);
    }
    // A log to a base that is not a power of its argument's base stays a logarithm: log_2(5).
    expect(solve('log(5, 2)').solution.final_answer).toEqual({ text: 'log(5)/log(2)', latex: '\\log_{2} 5' });
  });

  it('refuses what it cannot do', () => {
    for (const input of [
      'x*2^x=8',
      '2^(x^2)=16',
      'ln(x)^2=1',
      '2^x=9^9^9',
      'ln(x)+ln(x+1)=ln(-1)',
      '2^x=x+3',
    ])
      expect(() => solve(input), input).toThrow(CannotSolveError);
  });
});

describe('systems of linear equations', () => {
  const cases: [string, string, string][] = [
    ['x+y=5, x-y=1', 'x = 3, y = 2', 'Eliminate y by adding the equations'],
    ['x+y=7 and x+3y=11', 'x = 5, y = 2', 'Eliminate x by subtracting the equations'],
    ['3x+2y=16, 2x-3y=-11', 'x = 2, y = 5', 'Eliminate x'],
    ['y=2x+1, y=-x+4', 'x = 1, y = 3', 'Back-substitute'],
    ['x/2 + y/3 = 1, x - y = 2', 'x = 2, y = 0', 'Solve for y'],
    ['2a+b=4; a-b=-1', 'a = 1, b = 2', 'Eliminate b by adding the equations'],
    ['x+y+z=6; x-y+z=2; 2x+y-z=1', 'x = 1, y = 2, z = 3', 'Back-substitute'],
    ['x+2y-z=3, 2x-y+z=1, x+y+z=6', 'x = 3/7, y = 19/7, z = 20/7', 'Eliminate z by adding the equations'],
    ['x+y=1, x+y+z=2, y-z=0', 'x = 0, y = 1, z = 1', 'Solve for z'],
  ];
  it.each(cases)('%s', (input, answer, hint) => {
    const { reading, solution } = solve(input);
    expect(reading.task_type).toBe('system_of_equations');
    expect(solution.final_answer.text).toBe(answer);
    expect(solution.validation.ok).toBe(true);
    expect(solution.validation.notes.join(' ')).toMatch(/unique/);
    expect(hints(solution)).toContain(hint);
    expect(hints(solution)[0]).toBe('Write each equation in standard form');
  });

  it('detects systems with no solution', () => {
    for (const input of ['2x+3y=7 and 4x+6y=10', 'x+y+z=6; x-y=0; 2x+z=5', 'x+y=2, x+y=3, x-y=0']) {
      const { solution } = solve(input);
      expect(solution.final_answer.text, input).toBe('no solution');
      expect(hints(solution)).toContain('Contradiction');
      expect(solution.validation.ok).toBe(true);
    }
  });

  it('detects systems with infinitely many solutions', () => {
    for (const input of ['2x+3y=7 and 4x+6y=14', 'x+y+z=1, 2x+2y+2z=2, 3x+3y+3z=3']) {
      const { solution } = solve(input);
      expect(solution.final_answer.text, input).toBe('infinitely many solutions');
      expect(hints(solution)).toContain('Dependent equations');
      expect(solution.validation.ok).toBe(true);
    }
    expect(solve('2x+3y=7 and 4x+6y=14').solution.steps.at(-1)!.explanation).toMatch(/can be any number/);
  });

  it('catches wrong answers', () => {
    const { reading, solution } = solve('x+y=5, x-y=1');
    expect(revalidate(reading, solution).ok).toBe(true);
    const wrong = revalidate(reading, withAnswer(solution, 'x = 2, y = 3'));
    expect(wrong.ok).toBe(false);
    expect(wrong.notes.join(' ')).toMatch(/does NOT hold/);
    expect(revalidate(reading, withAnswer(solution, 'x = 3')).ok).toBe(false);
    expect(revalidate(reading, withAnswer(solution, 'no solution')).ok).toBe(false);
    expect(revalidate(reading, withAnswer(solution, 'infinitely many solutions')).ok).toBe(false);
    const dependent = solve('2x+3y=7 and 4x+6y=14');
    expect(revalidate(dependent.reading, withAnswer(dependent.solution, 'x = 2, y = 1')).ok).toBe(false);
  });

  it('refuses nonlinear systems and too many unknowns', () => {
    for (const input of [
      'x^2y=2, x+y=3',
      '1/x+y=2, x-y=1',
      'a+b+c+d=1, a-b=0, c=1',
      'a+b+c+d=1, a-b=0, c=1, d=2',
    ])
      expect(() => solve(input), input).toThrow(CannotSolveError);
  });
});

describe('never hangs, never throws anything but CannotSolveError', () => {
  const inputs = [
    'x^12-1=0',
    'x^12+x^11+1=0',
    '(x+1)^12=0',
    '(x^2+1)^6=0',
    'x^100=1',
    '2^(1000000x)=8',
    '2^x=2^1000',
    'e^(e^x)=2',
    'log(log(x))=0',
    '1/x+x^3=2',
    'x^3=x^3+1',
    'x+y+z=1, x+y=2, x=0',
    'x+y=1, 2x+2y=2, 3x+3y=4',
    '0.1x^3-0.2x=0',
    '123456789x^3-1=0',
  ];
  it.each(inputs)('%s', expectSolvedOrDeclined);
});
