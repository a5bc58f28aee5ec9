import { parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { OUT_OF_SCOPE, PHRASINGS, PROBLEMS } from './problem-set.ts';
import { type Expected, factorCount, formatExpected, isExpanded, matchAnswer } from './problem-set-match.ts';

const ok = (expect_: Expected, text: string) => matchAnswer(expect_, text).ok;

describe('matchAnswer: values', () => {
  const e: Expected = { kind: 'value', value: '11/12' };
  it('accepts equal values in any form', () => {
    expect(ok(e, '11/12')).toBe(true);
    expect(ok(e, '22/24')).toBe(true);
    expect(ok(e, '0.916666666667')).toBe(true);
    expect(ok({ kind: 'value', value: 'pi/4' }, '0.785398163397')).toBe(true);
  });
  it('rejects wrong or unreadable values', () => {
    expect(ok(e, '4/10')).toBe(false);
    expect(ok(e, '0.92')).toBe(false);
    expect(ok(e, '')).toBe(false);
    expect(ok(e, 'x = 11/12')).toBe(false);
    expect(ok(e, 'does not exist')).toBe(false);
    expect(ok(e, 'Infinity')).toBe(false);
  });
});

describe('matchAnswer: roots', () => {
  const e: Expected = { kind: 'roots', variable: 'x', roots: ['2', '3'] };
  it('accepts the roots in any order and form', () => {
    expect(ok(e, 'x = 2 or x = 3')).toBe(true);
    expect(ok(e, 'x = 3 or x = 2')).toBe(true);
    expect(ok(e, 'x = 6/3 or x=3')).toBe(true);
  });
  it('rejects a wrong, missing or extra root, the wrong variable, or another format', () => {
    expect(ok(e, 'x = 2 or x = 4')).toBe(false);
    expect(ok(e, 'x = 2')).toBe(false);
    expect(ok(e, 'x = 2 or x = 3 or x = 1')).toBe(false);
    expect(ok(e, 'y = 2 or y = 3')).toBe(false);
    expect(ok(e, 'x = 2, x = 3')).toBe(false);
    expect(ok(e, 'no solution')).toBe(false);
  });
  it('compares complex roots, including their sign', () => {
    const c: Expected = { kind: 'roots', variable: 'x', roots: ['-1+2*i', '-1-2*i'] };
    expect(ok(c, 'x = -1-2*i or x = -1+2*i')).toBe(true);
    expect(ok(c, 'x = -1+2*i or x = -1+2*i')).toBe(false);
    expect(ok(c, 'x = 1+2*i or x = 1-2*i')).toBe(false);
    expect(ok(c, 'x = -1')).toBe(false);
  });
  it('treats a double root as one root', () => {
    expect(ok({ kind: 'roots', variable: 'x', roots: ['5'] }, 'x = 5')).toBe(true);
    expect(ok({ kind: 'roots', variable: 'x', roots: ['5'] }, 'x = -5')).toBe(false);
  });
  it('accepts only "no solution" when there is none', () => {
    expect(ok({ kind: 'no_solution' }, 'no solution')).toBe(true);
    expect(ok({ kind: 'no_solution' }, 'x = 0')).toBe(false);
    expect(ok({ kind: 'no_solution' }, 'all real numbers')).toBe(false);
  });
});

describe('matchAnswer: systems', () => {
  const e: Expected = { kind: 'system', values: { x: '3', y: '2' } };
  it('accepts the solution in any order', () => {
    expect(ok(e, 'x = 3, y = 2')).toBe(true);
    expect(ok(e, 'y = 2, x = 3')).toBe(true);
  });
  it('rejects a wrong value, a missing or extra variable, or no solution', () => {
    expect(ok(e, 'x = 3, y = 3')).toBe(false);
    expect(ok(e, 'x = 3')).toBe(false);
    expect(ok(e, 'x = 3, y = 2, z = 0')).toBe(false);
    expect(ok(e, 'no solution')).toBe(false);
    expect(ok(e, 'infinitely many solutions')).toBe(false);
  });
  it('tells no solution from infinitely many', () => {
    expect(ok({ kind: 'system_none' }, 'no solution')).toBe(true);
    expect(ok({ kind: 'system_none' }, 'infinitely many solutions')).toBe(false);
    expect(ok({ kind: 'system_infinite' }, 'infinitely many solutions')).toBe(true);
    expect(ok({ kind: 'system_infinite' }, 'no solution')).toBe(false);
    expect(ok({ kind: 'system_infinite' }, 'x = 0, y = 2')).toBe(false);
  });
});

describe('matchAnswer: expressions', () => {
  it('compares as functions of every variable', () => {
    expect(ok({ kind: 'expression', equals: '2*x*sin(x)+x^2*cos(x)' }, 'x*(2*sin(x)+x*cos(x))')).toBe(true);
    expect(ok({ kind: 'expression', equals: '2*x*sin(x)+x^2*cos(x)' }, '2*x*cos(x)')).toBe(false);
    expect(ok({ kind: 'expression', equals: '7*a+3*b' }, '3*b+7*a')).toBe(true);
    expect(ok({ kind: 'expression', equals: '7*a+3*b' }, '7*a+3*a')).toBe(false);
    expect(ok({ kind: 'expression', equals: 'x+3' }, 'x = x+3')).toBe(false);
    expect(ok({ kind: 'expression', equals: 'x+3' }, 'nonsense(x)')).toBe(false);
  });
  it('checks the expanded form', () => {
    const e: Expected = { kind: 'expression', equals: 'x^2+2*x+1', form: 'expanded' };
    expect(ok(e, 'x^2+2*x+1')).toBe(true);
    expect(ok(e, '1+2*x+x^2')).toBe(true);
    expect(ok(e, '(x+1)^2')).toBe(false);
    expect(ok(e, 'x*(x+2)+1')).toBe(false);
    expect(ok(e, 'x^2+2*x+2')).toBe(false);
    expect(isExpanded('-x^2+8*x-16')).toBe(true);
    expect(isExpanded('-(x-4)^2')).toBe(false);
  });
  it('checks the factored form, completely factored', () => {
    const e: Expected = { kind: 'expression', equals: 'x*(x-2)*(x+2)', form: 'factored' };
    expect(ok(e, 'x*(x+2)*(x-2)')).toBe(true);
    expect(ok(e, '(x-2)*x*(x+2)')).toBe(true);
    expect(ok(e, 'x^3-4*x')).toBe(false);
    expect(ok(e, 'x*(x^2-4)')).toBe(false);
    expect(ok(e, 'x*(x-2)*(x+3)')).toBe(false);
    expect(ok({ kind: 'expression', equals: '(x-3)^2', form: 'factored' }, '(x-3)*(x-3)')).toBe(true);
    expect(ok({ kind: 'expression', equals: '(x-3)^2', form: 'factored' }, '1*(x^2-6*x+9)')).toBe(false);
    expect(factorCount(parse('3*x^2*(x-2)'))).toBe(3);
  });
});

describe('matchAnswer: antiderivatives', () => {
  const e: Expected = { kind: 'antiderivative', of: 'x*e^x' };
  it('accepts any antiderivative followed by + C', () => {
    expect(ok(e, '(x-1)*e^x + C')).toBe(true);
    expect(ok(e, 'x*e^x-e^x+5 + C')).toBe(true);
    expect(ok({ kind: 'antiderivative', of: '1/x' }, 'log(abs(x)) + C')).toBe(true);
  });
  it('rejects a wrong antiderivative, the integrand itself, or a missing + C', () => {
    expect(ok(e, '(x+1)*e^x + C')).toBe(false);
    expect(ok(e, 'x*e^x + C')).toBe(false);
    expect(ok(e, '(x-1)*e^x')).toBe(false);
    expect(ok(e, 'C')).toBe(false);
  });
});

describe('matchAnswer: inequalities', () => {
  it('reads every documented format', () => {
    expect(ok({ kind: 'inequality', holds: 'x < 3' }, 'x < 3')).toBe(true);
    expect(ok({ kind: 'inequality', holds: 'x < 3' }, '3 > x')).toBe(true);
    expect(ok({ kind: 'inequality', holds: 'x >= -2 and x <= 2' }, '-2 <= x <= 2')).toBe(true);
    expect(ok({ kind: 'inequality', holds: 'x < -2 or x > 2' }, 'x < -2 or x > 2')).toBe(true);
    expect(ok({ kind: 'inequality', holds: 'true' }, 'all real numbers')).toBe(true);
    expect(ok({ kind: 'inequality', holds: 'false' }, 'no solution')).toBe(true);
    expect(ok({ kind: 'inequality', holds: 'x == 3' }, 'x = 3')).toBe(true);
    expect(
      ok({ kind: 'inequality', holds: 'x >= 1-sqrt(2) and x <= 1+sqrt(2)' }, '1-sqrt(2) <= x <= 1+sqrt(2)'),
    ).toBe(true);
  });
  it('rejects a wrong boundary, direction or endpoint', () => {
    const e: Expected = { kind: 'inequality', holds: 'x <= 2 or x >= 3' };
    expect(ok(e, 'x <= 2 or x >= 3')).toBe(true);
    expect(ok(e, 'x < 2 or x >= 3')).toBe(false);
    expect(ok(e, 'x <= 2 or x > 3')).toBe(false);
    expect(ok(e, '2 <= x <= 3')).toBe(false);
    expect(ok(e, 'x <= 2')).toBe(false);
    expect(ok(e, 'x <= 2.0001 or x >= 3')).toBe(false);
    expect(ok(e, 'all real numbers')).toBe(false);
    expect(ok({ kind: 'inequality', holds: 'x < 5' }, 'x > 5')).toBe(false);
    expect(ok({ kind: 'inequality', holds: 'x < 5' }, 'y < 5')).toBe(false);
    expect(ok({ kind: 'inequality', holds: 'true' }, 'no solution')).toBe(false);
    expect(ok({ kind: 'inequality', holds: 'x < 3 or x > 3' }, 'x != 3')).toBe(false);
    expect(ok({ kind: 'inequality', holds: 'x == 3' }, 'x = -3')).toBe(false);
    expect(ok({ kind: 'inequality', holds: 'x == 3' }, 'x <= 3')).toBe(false);
  });
});

describe('matchAnswer: limits', () => {
  it('accepts a matching value or word', () => {
    expect(ok({ kind: 'limit', value: '1/2' }, '0.5')).toBe(true);
    expect(ok({ kind: 'limit', value: 'Infinity' }, 'Infinity')).toBe(true);
    expect(ok({ kind: 'limit', value: 'does not exist' }, 'does not exist')).toBe(true);
  });
  it('rejects a wrong value, sign or word', () => {
    expect(ok({ kind: 'limit', value: '1/2' }, '1')).toBe(false);
    expect(ok({ kind: 'limit', value: 'Infinity' }, '-Infinity')).toBe(false);
    expect(ok({ kind: 'limit', value: 'Infinity' }, '1e300')).toBe(false);
    expect(ok({ kind: 'limit', value: 'does not exist' }, 'Infinity')).toBe(false);
    expect(ok({ kind: 'limit', value: 'does not exist' }, '0')).toBe(false);
    expect(ok({ kind: 'limit', value: '0' }, 'does not exist')).toBe(false);
  });
});

describe('the problem set and the matcher agree', () => {
  // Each expected answer, written in the documented final_answer format, must match itself.
  it.each([...PROBLEMS, ...PHRASINGS, ...OUT_OF_SCOPE].map((p) => [p.input, p] as const))(
    '%s',
    (_, problem) => {
      const text = formatExpected(problem.expect);
      if (text !== null) expect(matchAnswer(problem.expect, text)).toEqual({ ok: true, reason: 'matches' });
    },
  );
});
