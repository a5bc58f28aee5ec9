import { describe, expect, it } from 'vitest';
import { closestName, explainError, MEMORY_LIMIT, TIME_LIMIT } from './explain.ts';

describe('explainError', () => {
  it('explains a missing colon, an unclosed bracket and bad indentation, quoting the line', () => {
    const colon = explainError(
      { type: 'SyntaxError', message: "expected ':'", line: 2 },
      'x = 1\nif x > 0\n  print(x)',
    );
    expect(colon).toContain('colon');
    expect(colon).toContain('line 2: `if x > 0`');
    expect(
      explainError({ type: 'SyntaxError', message: "'(' was never closed", line: 1 }, 'print("hi"'),
    ).toContain('Add the matching `)`');
    expect(explainError({ type: 'IndentationError', message: 'unexpected indent', line: 2 })).toContain(
      'Remove the spaces',
    );
    expect(
      explainError({
        type: 'IndentationError',
        message: "expected an indented block after 'if' statement on line 1",
      }),
    ).toContain('4 spaces');
  });

  it('suggests a close name from the program for a NameError', () => {
    const code = 'score = 10\nprint(scroe)';
    const text = explainError({ type: 'NameError', message: "name 'scroe' is not defined", line: 2 }, code);
    expect(text).toContain('Did you mean `score`?');
    expect(explainError({ type: 'NameError', message: "name 'Print' is not defined" }, 'Print(1)')).toContain(
      '`print`',
    );
    expect(
      explainError({ type: 'NameError', message: "name 'hello' is not defined" }, 'print(hello)'),
    ).toContain('put it in quotes');
  });

  it('explains the usual TypeErrors', () => {
    expect(
      explainError({ type: 'TypeError', message: 'can only concatenate str (not "int") to str' }),
    ).toContain('str(');
    expect(
      explainError({ type: 'TypeError', message: 'add() takes 2 positional arguments but 3 were given' }),
    ).toContain('`add` takes 2');
    expect(
      explainError({ type: 'TypeError', message: "greet() missing 1 required positional argument: 'name'" }),
    ).toContain("'name' is missing");
    expect(explainError({ type: 'TypeError', message: "'int' object is not callable" })).toContain(
      'not a function',
    );
    expect(
      explainError({ type: 'TypeError', message: "unsupported operand type(s) for -: 'str' and 'int'" }),
    ).toContain('Convert');
  });

  it('covers the other common errors and the runner limits', () => {
    const cases: [string, string, string][] = [
      ['ValueError', "invalid literal for int() with base 10: 'abc'", 'whole number'],
      ['IndexError', 'list index out of range', 'start at 0'],
      ['KeyError', "'age'", "no key 'age'"],
      ['ZeroDivisionError', 'division by zero', 'by zero'],
      ['AttributeError', "'list' object has no attribute 'push'", '`.append`'],
      ['RecursionError', 'maximum recursion depth exceeded', 'stopping case'],
      ['EOFError', 'EOF when reading a line', 'more input'],
      ['ModuleNotFoundError', "No module named 'numpy'", 'standard library'],
      [TIME_LIMIT, 'ran too long', 'never ends'],
      [MEMORY_LIMIT, 'too much memory', 'more memory'],
    ];
    for (const [type, message, expected] of cases)
      expect(explainError({ type, message })).toContain(expected);
  });

  it('finds close names but not far ones', () => {
    expect(closestName('totl', 'total = 0\ntotl')).toBe('total');
    expect(closestName('zebra', 'total = 0')).toBeUndefined();
    expect(closestName('nam', 'print("name")')).toBeUndefined();
  });
});
