import { describe, expect, it } from 'vitest';
import { planFor } from './check.ts';
import { ending } from './check-ending.ts';
import { CannotCheckError, checkWork, type Mistake } from './index.ts';
import { readProblem } from './read.ts';

/** Every line after the problem must be judged correct, and the check must end as finished. */
function expectAllCorrect(lines: string[], finished = true) {
  const result = checkWork(lines);
  const statuses = result.lines.map((l) => l.status);
  expect(statuses, JSON.stringify(result.lines)).toEqual(['start', ...lines.slice(1).map(() => 'correct')]);
  expect(result.first_error).toBeNull();
  expect(result.finished).toBe(finished);
  return result;
}

/** The first wrong line is `index`, with `mistake`; everything after it is unchecked. */
function expectWrongAt(lines: string[], index: number, mistake: Mistake, hint?: RegExp) {
  const result = checkWork(lines);
  expect(result.first_error, JSON.stringify(result.lines)).toBe(index);
  const line = result.lines[index]!;
  expect(line.status).toBe('wrong');
  expect(line.mistake, line.hint).toBe(mistake);
  if (hint) expect(line.hint).toMatch(hint);
  for (const l of result.lines.slice(1, index)) expect(l.status).toBe('correct');
  for (const l of result.lines.slice(index + 1)) expect(l.status).toBe('unchecked');
  expect(result.finished).toBe(false);
  return result;
}

describe('checkWork: correct working is accepted', () => {
  it('a linear equation, with a summary naming the answer', () => {
    const r = expectAllCorrect(['2x+3=11', '2x = 8', 'x = 4']);
    expect(r.task_type).toBe('linear_equation');
    expect(r.summary).toBe('All 2 steps are correct and x = 4 solves the problem.');
    expect(r.lines[0]).toMatchObject({ status: 'start', text: '2x+3=11' });
    expect(r.lines[2]!.latex).toBe('x = 4');
  });

  it('a different valid path: moving terms right to left, ending in 4 = x', () => {
    expectAllCorrect(['5x - 3 = 2x + 9', '-3 - 9 = 2x - 5x', '-12 = -3x', '4 = x']);
    expectAllCorrect(['5x - 3 = 2x + 9', '5x - 2x = 9 + 3', '3x = 12', 'x = 4']);
  });

  it('brackets multiplied out, and LaTeX lines', () => {
    expectAllCorrect(['3(x - 2) = 2(x + 1)', '3x - 6 = 2x + 2', 'x = 8']);
    expectAllCorrect(['2x+3=11', '\\frac{2x}{2} = \\frac{8}{2}', 'x=4']);
  });

  it('a quadratic by factoring, by the formula with ±, and by square roots', () => {
    expectAllCorrect(['x^2-5x+6=0', '(x-2)(x-3)=0', 'x=2 or x=3']);
    expectAllCorrect(['x^2 - 2x - 3 = 0', 'x = (2 ± sqrt(4 + 12))/2', 'x = (2 ± 4)/2', 'x = 3 or x = -1']);
    expectAllCorrect(['(x-1)^2 = 4', 'x - 1 = ±2', 'x = 3, x = -1']);
    expectAllCorrect(['x^2 = 2x', 'x^2 - 2x = 0', 'x(x-2) = 0', 'x = 0 or x = 2']);
  });

  it('equations with no real solution, and exponential equations', () => {
    expectAllCorrect(['x^2+1=0', 'x^2 = -1', 'no real solution']);
    expectAllCorrect(['2^x = 8', '2^x = 2^3', 'x = 3']);
  });

  it('a log equation whose extra root is outside the domain', () => {
    const r = expectAllCorrect([
      'log(x) + log(x-3) = log(10)',
      'x(x-3) = 10',
      'x^2 - 3x - 10 = 0',
      '(x-5)(x+2) = 0',
      'x = 5',
    ]);
    expect(r.summary).toMatch(/x = 5 solves the problem/);
  });

  it('expressions: fractions, arithmetic, expanding and chains written with =', () => {
    expectAllCorrect(['3/4 + 1/6', '9/12 + 2/12', '11/12']);
    expectAllCorrect(['2 + 3*4', '= 2 + 12 = 14']);
    expectAllCorrect(['expand (x+1)(x+2)', 'x^2 + 2x + x + 2', 'x^2 + 3x + 2']);
    expectAllCorrect(['factor x^2 - 5x + 6', '(x-2)(x-3)']);
  });

  it('derivatives, with or without f\u2032(x) =, and later lines simplifying', () => {
    expectAllCorrect(['d/dx x^2 sin x', '2x sin x + x^2 cos x']);
    expectAllCorrect(['d/dx x^3 + 2x', "f'(x) = 3x^2 + 2"]);
    expectAllCorrect(['d/dx (x^2+1)/x', '(2x*x - (x^2+1))/x^2', '(x^2-1)/x^2']);
  });

  it('integrals: any antiderivative, + C optional but reminded', () => {
    const r = expectAllCorrect(['integrate x^2 dx', 'x^3/3']);
    expect(r.summary).toMatch(/\+ C/);
    expectAllCorrect(['integrate 2x + 3 dx', 'x^2 + 3x + 7 + C']);
    expectAllCorrect(['integrate x^2 from 0 to 3 dx', 'x^3/3', '27/3 - 0', '9']);
  });

  it('inequalities, including a sign flip done right and a compound answer', () => {
    expectAllCorrect(['2x+1<7', '2x < 6', 'x < 3']);
    expectAllCorrect(['-3x < 6', 'x > -2']);
    expectAllCorrect(['x^2 < 4', '-2 < x < 2']);
    expectAllCorrect(['x^2 - 4 > 0', 'x < -2 or x > 2']);
  });

  it('correct but unfinished work is not finished, and says what is left', () => {
    const r = expectAllCorrect(['3/4 + 1/6', '9/12 + 2/12'], false);
    expect(r.summary).toMatch(/so far/);
    expect(expectAllCorrect(['3/4 + 1/6', '22/24'], false).summary).toMatch(/can still be simplified/);
    expect(expectAllCorrect(['factor x^3 - x', 'x(x^2-1)'], false).summary).toMatch(/factored further/);
  });
});

describe('checkWork: the first wrong line is found and explained', () => {
  it('a term moved without changing sign is a sign error', () => {
    const r = expectWrongAt(['2x+3=11', '2x = 14', 'x = 7'], 1, 'sign_error', /3 moves to the other side/);
    expect(r.summary).toBe('Step 1 has a sign error; compare it with the problem.');
  });

  it('a sign error later in the working names the line', () => {
    const r = expectWrongAt(['5x - 3 = 2x + 9', '3x - 3 = 9', '3x = 6', 'x = 2'], 2, 'sign_error');
    expect(r.summary).toBe('Step 2 has a sign error; the steps before it are correct.');
  });

  it('a dropped term', () => {
    expectWrongAt(['2x+3=11', '2x = 11', 'x = 5.5'], 1, 'dropped_term', /3 has gone missing/);
    expectWrongAt(['integrate 2x + 3 dx', 'x^2 + C'], 1, 'dropped_term', /integral of 3/);
  });

  it('an arithmetic slip says which number to recheck', () => {
    expectWrongAt(['2x+3=11', '2x = 7'], 1, 'arithmetic', /gave 7/);
    expectWrongAt(['2 + 3*4', '2 + 7'], 1, 'arithmetic', /Recheck 3·4/);
    expectWrongAt(['expand (x+1)(x+2)', 'x^2 + 2x + 2'], 1, 'arithmetic', /gave 2x/);
  });

  it('wrong rules on expressions: (a+b)², a minus over a bracket, a factor over a bracket, fractions', () => {
    expectWrongAt(['expand (x+3)^2', 'x^2 + 9'], 1, 'wrong_rule', /a² \+ 2ab \+ b²/);
    expectWrongAt(['5 - (2x - 3)', '5 - 2x - 3'], 1, 'wrong_rule', /every term inside/);
    expectWrongAt(['2(x+3) = 14', '2x + 3 = 14'], 1, 'wrong_rule', /multiply every term/);
    expectWrongAt(['3/4 + 1/6', '4/10'], 1, 'wrong_rule', /common denominator/);
  });

  it('wrong rules on equations: dividing one term only, undoing the wrong way', () => {
    expectWrongAt(['2x + 4 = 10', 'x + 4 = 5'], 1, 'wrong_rule', /divide every term/);
    expectWrongAt(['3x = 12', 'x = 36'], 1, 'wrong_rule', /divide both sides by 3/);
  });

  it('dividing by x loses the root x = 0', () => {
    expectWrongAt(['x^2 = 3x', 'x = 3'], 1, 'wrong_rule', /Dividing by x loses the root x = 0/);
  });

  it('a square root without ±, and squaring that adds a root', () => {
    expectWrongAt(['(x-1)^2 = 4', 'x - 1 = 2', 'x = 3'], 1, 'wrong_rule', /±/);
    expectWrongAt(['sqrt(x) = x - 2', 'x = (x-2)^2'], 1, 'wrong_rule', /adds the solution x = 1/);
  });

  it('a missing solution at the end of a quadratic', () => {
    expectWrongAt(['x^2-5x+6=0', '(x-2)(x-3)=0', 'x=2'], 2, 'other', /solution is missing/);
  });

  it('derivative rules: product, chain, power, constants, cos', () => {
    expectWrongAt(['d/dx x^2 sin x', '2x cos x'], 1, 'wrong_rule', /product rule/);
    expectWrongAt(['d/dx sin(2x)', 'cos(2x)'], 1, 'wrong_rule', /chain rule/);
    expectWrongAt(['d/dx x^3 + 2x', '3x^3 + 2'], 1, 'wrong_rule', /exponent goes down/);
    expectWrongAt(['d/dx x^3 + 5', '3x^2 + 5'], 1, 'wrong_rule', /constant term is 0/);
    expectWrongAt(['d/dx cos x', 'sin x'], 1, 'sign_error', /−sin x/);
  });

  it('inequalities: a missed flip when dividing by a negative, a boundary, a square root', () => {
    expectWrongAt(['-3x < 6', 'x < -2'], 1, 'sign_error', /divided both sides by −3/);
    expectWrongAt(['2x - 5 >= 3', '2x >= 8', 'x > 4'], 2, 'other', /boundary point/);
    expectWrongAt(['x^2 < 4', 'x < 2'], 1, 'wrong_rule', /square root/);
  });

  it('a line that is simply different gets the general hint', () => {
    expectWrongAt(['e^x = 5', 'x = ln 6'], 1, 'other', /not equivalent/);
  });
});

describe('checkWork: reading and guarding the input', () => {
  it('an unreadable line stops the check and is the first error', () => {
    const r = checkWork(['2x+3=11', '2x = 8', 'hello there', 'x = 4']);
    expect(r.lines.map((l) => l.status)).toEqual(['start', 'correct', 'unreadable', 'unchecked']);
    expect(r.first_error).toBe(2);
    expect(r.lines[2]!.hint).toBeTruthy();
    expect(r.summary).toMatch(/could not read step 2/);
  });

  it('an equation step without an = sign asks for one', () => {
    const r = checkWork(['2x+3=11', '2x+3']);
    expect(r.lines[1]).toMatchObject({ status: 'unreadable' });
    expect(r.lines[1]!.hint).toMatch(/= sign/);
  });

  it('an unreadable problem and unsupported kinds throw CannotCheckError', () => {
    expect(() => checkWork(['what is the capital of France?', 'Paris'])).toThrow(CannotCheckError);
    expect(() => checkWork(['x+y=5, x-y=1', 'x = 3'])).toThrow(CannotCheckError);
  });

  it('never hangs: long lines, many lines, huge numbers', () => {
    const started = Date.now();
    const long = checkWork(['2x+3=11', `${'x+'.repeat(200)}x=1`]);
    expect(long.lines[1]!.status).toBe('unreadable');
    const many = checkWork(['x^2-4>0', ...Array(40).fill('x^2 > 4')]);
    expect(many.lines).toHaveLength(30);
    const huge = checkWork(['2 + 3', '10^1000']);
    expect(huge.lines[1]!.status).not.toBe('correct');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('the verdict on the last line', () => {
  it('does not call an answer it cannot parse "not fully factored"', () => {
    const plan = planFor(readProblem('factor x^2 - 5x + 6')!);
    const end = ending(plan, { steps: ['(x-2)*(x-3'], latex: '', constant: false });
    expect(end.finished).toBe(false);
    expect(end.phrase).not.toMatch(/factored further/);
    expect(end.phrase).toMatch(/could not tell whether/);
  });

  it('still tells a fully factored answer from one that is not', () => {
    const plan = planFor(readProblem('factor x^3 - x')!);
    const line = (step: string) => ({ steps: [step], latex: '', constant: false });
    expect(ending(plan, line('x*(x-1)*(x+1)'))).toMatchObject({ finished: true });
    expect(ending(plan, line('x*(x^2-1)'))).toEqual({
      finished: false,
      phrase: 'it can be factored further',
    });
  });
});
