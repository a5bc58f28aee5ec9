// Plain-words explanations of Python errors for beginners: what it means, where, and the likely fix.
import type { PythonErrorInfo } from './types.ts';

/** Not Python exceptions: how a run was stopped by the runner. */
export const TIME_LIMIT = 'TimeLimitExceeded';
export const MEMORY_LIMIT = 'MemoryLimitExceeded';
export const OUTPUT_LIMIT = 'OutputLimitExceeded';
/** The server was too busy to give the program its time; not the program's fault. */
export const SERVER_BUSY = 'ServerBusy';

interface Advice {
  what: string;
  fix: string;
}

const BUILTIN_NAMES = [
  'print',
  'input',
  'len',
  'range',
  'int',
  'str',
  'float',
  'bool',
  'list',
  'dict',
  'set',
  'tuple',
  'abs',
  'min',
  'max',
  'sum',
  'round',
  'sorted',
  'reversed',
  'enumerate',
  'zip',
  'type',
  'isinstance',
  'open',
  'True',
  'False',
  'None',
];

const KEYWORDS = new Set(
  'and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** A plain-words explanation of an error, using the student's code to point at the line and suggest names. */
export function explainError(error: PythonErrorInfo, code = ''): string {
  const advice = adviceFor(error, code);
  const parts = [advice.what];
  const line = error.line ?? null;
  if (line !== null && line > 0) {
    const text = code.split(/\r?\n/)[line - 1]?.trim();
    parts.push(text ? `It happened on line ${line}: \`${text}\`` : `It happened on line ${line}.`);
  }
  parts.push(`How to fix it: ${advice.fix}`);
  return parts.join('\n');
}

function adviceFor(error: PythonErrorInfo, code: string): Advice {
  const { type, message } = error;
  switch (type) {
    case TIME_LIMIT:
      return {
        what: 'Your program ran for too long and was stopped. Usually this means a loop that never ends.',
        fix: 'Check every `while` loop: does something inside it change, so the condition becomes False at some point? Also check that the program is not waiting in `time.sleep` for a long time.',
      };
    case SERVER_BUSY:
      return {
        what: 'The server was too busy to finish your program in time, even after trying a second time. This does not mean anything is wrong with your code.',
        fix: 'Run it again in a moment.',
      };
    case MEMORY_LIMIT:
    case 'MemoryError':
      return {
        what: 'Your program tried to use more memory than it is allowed to.',
        fix: 'Look for a list or string that keeps growing in a loop, or a huge number like `10**9` used as a size. Make the data smaller.',
      };
    case OUTPUT_LIMIT:
      return {
        what: 'Your program printed so much text that it was stopped. This is usually a `print` inside a loop that never ends.',
        fix: 'Check the loop around your `print`: make sure it stops, or print less.',
      };
    case 'IndentationError':
    case 'TabError':
      return explainIndentation(message);
    case 'SyntaxError':
      return explainSyntax(message);
    case 'NameError':
      return explainName(message, code);
    case 'UnboundLocalError':
      return {
        what: 'A function uses a variable before it has been given a value inside that function.',
        fix: 'Give the variable a value at the start of the function, or pass it in as a parameter. If you meant the variable outside the function, write `global name` first (or better, return a new value).',
      };
    case 'TypeError':
      return explainType(message);
    case 'ValueError':
      return explainValue(message);
    case 'IndexError':
      return {
        what: `You asked for a position that does not exist (${message}). Positions start at 0, so a list of 3 items has positions 0, 1 and 2.`,
        fix: 'Check the number inside the square brackets. Use `len(...)` to see how many items there are, and remember the last one is at `len(...) - 1`.',
      };
    case 'KeyError':
      return {
        what: `The dictionary has no key ${message}.`,
        fix: `Check the spelling (and capital letters) of the key, or check first with \`if ${message} in my_dict:\`, or use \`my_dict.get(${message})\` which gives None instead of an error.`,
      };
    case 'ZeroDivisionError':
      return {
        what: 'Your program divided a number by zero, which is impossible.',
        fix: 'Check the number after `/`, `//` or `%`. Add an `if` so you only divide when it is not 0.',
      };
    case 'AttributeError':
      return explainAttribute(message);
    case 'RecursionError':
      return {
        what: 'A function kept calling itself again and again and never stopped.',
        fix: 'A function that calls itself needs a stopping case (for example `if n == 0: return 1`) that is reached without calling itself. Check that each call gets closer to it.',
      };
    case 'EOFError':
      return {
        what: 'Your program asked for more input (`input()`) than it was given.',
        fix: 'Count your `input()` calls: the program may be asking one time too many, for example inside a loop that does not stop.',
      };
    case 'ModuleNotFoundError':
    case 'ImportError':
      return {
        what: `Python could not import that (${message}). Only Python's standard library is available here; extra packages cannot be installed.`,
        fix: 'Check the spelling of the module name (for example `import math`, `import random`). If it is an extra package such as numpy, solve the task without it.',
      };
    case 'FileNotFoundError':
      return {
        what: `There is no such file (${message}). Your program can only use files it created itself while it runs.`,
        fix: 'Check the file name, or create the file first with `open(name, "w")`.',
      };
    case 'PermissionError':
      return {
        what: `That is not allowed here (${message}).`,
        fix: 'Programs here cannot start other programs or reach outside their own folder. Solve the task with plain Python.',
      };
    case 'OverflowError':
      return {
        what: 'A number got too big for Python to handle here.',
        fix: 'Use smaller numbers, especially for sizes of lists or strings and for `**` powers.',
      };
    case 'SystemExit':
      return {
        what: 'Your program stopped itself with `exit()` or `sys.exit()` and an error code.',
        fix: 'If the program was meant to finish normally, remove the `exit(...)` or use `exit()` with no value.',
      };
    case 'KeyboardInterrupt':
      return { what: 'The program was stopped.', fix: 'Run it again.' };
    default:
      return {
        what: `Python stopped with a ${type}: ${message}`,
        fix: 'Read the line it points to carefully and compare it with the examples in the lesson.',
      };
  }
}

function explainSyntax(message: string): Advice {
  if (/expected ':'/.test(message))
    return {
      what: 'Python expected a colon `:` at the end of this line.',
      fix: 'Lines that start a block (`if`, `elif`, `else`, `for`, `while`, `def`, `class`) must end with `:`.',
    };
  const unclosed = /'([([{])' was never closed/.exec(message);
  if (unclosed)
    return {
      what: `A bracket \`${unclosed[1]}\` was opened but never closed.`,
      fix: `Add the matching \`${closing(unclosed[1]!)}\`. Count the opening and closing brackets on that line: they must match.`,
    };
  const mismatch = /closing parenthesis '(.)' does not match opening parenthesis '(.)'/.exec(message);
  if (mismatch)
    return {
      what: `A \`${mismatch[2]}\` is closed with \`${mismatch[1]}\`.`,
      fix: `Close it with \`${closing(mismatch[2]!)}\` instead.`,
    };
  if (/unmatched '(.)'/.test(message))
    return {
      what: 'There is a closing bracket without a matching opening bracket.',
      fix: 'Remove the extra closing bracket, or add the missing opening one.',
    };
  if (/unterminated (triple-quoted )?string/.test(message))
    return {
      what: 'A piece of text (a string) was started with a quote but never closed.',
      fix: 'Put the same quote mark (`"` or `\'`) at the end of the text.',
    };
  if (/Missing parentheses in call to 'print'/.test(message))
    return {
      what: '`print` is a function in Python 3, so it needs brackets.',
      fix: 'Write `print("hello")` instead of `print "hello"`.',
    };
  if (/Maybe you meant '==' or ':=' instead of '='/.test(message) || /cannot assign to/.test(message))
    return {
      what: 'A single `=` stores a value; it cannot be used to compare.',
      fix: 'To compare two values write `==`, for example `if x == 5:`.',
    };
  if (/Perhaps you forgot a comma/.test(message))
    return {
      what: 'Python found values next to each other with nothing between them.',
      fix: 'Put a comma between items in a list or between arguments, e.g. `print("Hi", name)`.',
    };
  if (/'return' outside function/.test(message))
    return {
      what: '`return` can only be used inside a function.',
      fix: 'Indent the `return` line so it is inside the `def` block, or use `print` instead.',
    };
  if (/'(break|continue)' outside loop/.test(message))
    return {
      what: '`break` and `continue` only work inside a loop.',
      fix: 'Indent that line so it is inside the `for` or `while` block.',
    };
  return {
    what: `Python could not understand this line (${message}).`,
    fix: 'Look for a missing bracket, quote, colon or comma on this line or the line just above it.',
  };
}

function explainIndentation(message: string): Advice {
  if (/expected an indented block/.test(message))
    return {
      what: 'After a line ending with `:` Python expects the next lines to be indented (moved to the right).',
      fix: 'Indent the lines that belong to the block with 4 spaces.',
    };
  if (/unexpected indent/.test(message))
    return {
      what: 'This line is indented (moved to the right) but nothing before it starts a block.',
      fix: 'Remove the spaces at the start of the line so it lines up with the lines around it.',
    };
  if (/unindent does not match/.test(message))
    return {
      what: 'This line is not lined up with any of the lines above it.',
      fix: 'Use the same number of spaces as the block it belongs to (4 spaces per level is usual).',
    };
  return {
    what: `The spaces at the start of a line are wrong (${message}).`,
    fix: 'Use 4 spaces for each level and do not mix tabs and spaces.',
  };
}

function explainName(message: string, code: string): Advice {
  const name = /name '([^']+)' is not defined/.exec(message)?.[1];
  if (!name)
    return { what: `Python does not know a name (${message}).`, fix: 'Check the spelling of your names.' };
  const suggestion = closestName(name, code);
  return {
    what: `Python does not know anything called \`${name}\`. Either it was never given a value, or it is spelled differently somewhere else.`,
    fix: suggestion
      ? `Did you mean \`${suggestion}\`? Names must be spelled exactly the same each time, capital letters included.`
      : `Give \`${name}\` a value before you use it (e.g. \`${name} = ...\`). If you meant the text "${name}", put it in quotes.`,
  };
}

function explainType(message: string): Advice {
  if (
    /can only concatenate str \(not "(\w+)"\) to str/.test(message) ||
    /for \+: ('str' and 'int'|'int' and 'str')/.test(message)
  )
    return {
      what: 'You tried to join text and a number with `+`. Python does not mix them automatically.',
      fix: 'Turn the number into text with `str(number)`, or use a comma in print: `print("Age:", age)`. If the text is a number you typed with `input()`, turn it into a number with `int(...)`.',
    };
  const args = /(\w+)\(\) takes (\d+) positional arguments? but (\d+) (?:was|were) given/.exec(message);
  if (args)
    return {
      what: `\`${args[1]}\` takes ${args[2]} value(s) in its brackets, but it got ${args[3]}.`,
      fix: `Call \`${args[1]}\` with exactly ${args[2]} value(s), or change its \`def\` line.`,
    };
  const missing = /(\w+)\(\) missing (\d+) required positional arguments?: (.+)/.exec(message);
  if (missing)
    return {
      what: `\`${missing[1]}\` needs more values in its brackets: ${missing[3]} ${missing[2] === '1' ? 'is' : 'are'} missing.`,
      fix: `Pass every value its \`def\` line asks for, e.g. \`${missing[1]}(...)\` with ${missing[2]} more.`,
    };
  const notCallable = /'(\w+)' object is not callable/.exec(message);
  if (notCallable)
    return {
      what: `You used brackets \`(...)\` after something that is a ${notCallable[1]}, not a function.`,
      fix: 'Check that you did not give a variable the same name as a function (like `print = 5` or `len = 3`), and that you did not forget a `*` in maths like `2(x + 1)`.',
    };
  const operand = /unsupported operand type\(s\) for (.+): '(\w+)' and '(\w+)'/.exec(message);
  if (operand)
    return {
      what: `You cannot use \`${operand[1]}\` between a ${operand[2]} and a ${operand[3]}.`,
      fix: 'Convert one of them first, e.g. `int(text)` to get a number from text, or `str(number)` for text.',
    };
  if (/not subscriptable/.test(message))
    return {
      what: 'You used square brackets `[...]` on something that is not a list, string or dictionary.',
      fix: 'Check what the variable holds. Maybe you meant round brackets to call a function.',
    };
  if (/has no len\(\)/.test(message))
    return {
      what: '`len()` only works on things with a length, like strings, lists and dictionaries.',
      fix: 'For a number, turn it into text first: `len(str(number))`.',
    };
  return {
    what: `A value of the wrong type was used (${message}).`,
    fix: 'Check what kind of value each variable holds (text, number, list) and convert it if needed.',
  };
}

function explainValue(message: string): Advice {
  const literal = /invalid literal for int\(\) with base 10: (.+)/.exec(message);
  if (literal)
    return {
      what: `\`int()\` can only turn text made of digits into a number, but it got ${literal[1]}.`,
      fix: 'Check the input: it must be a whole number like `42`. For numbers with a decimal point use `float()`.',
    };
  if (/could not convert string to float/.test(message))
    return {
      what: `\`float()\` could not turn that text into a number (${message}).`,
      fix: 'The text must look like a number, such as `3.5` or `10`.',
    };
  if (/too many values to unpack|not enough values to unpack/.test(message))
    return {
      what: `The number of names on the left of \`=\` does not match the number of values (${message}).`,
      fix: 'Use one name per value, e.g. `a, b = 1, 2`.',
    };
  return {
    what: `A value had the right type but a wrong value (${message}).`,
    fix: 'Check the value you passed in on that line.',
  };
}

const ATTRIBUTE_HINTS: Record<string, string> = {
  push: 'append',
  add: 'append',
  length: 'len(...)',
  size: 'len(...)',
  lenght: 'len(...)',
  contains: 'the `in` operator',
  uppercase: 'upper',
  lowercase: 'lower',
  trim: 'strip',
};

function explainAttribute(message: string): Advice {
  const match = /'(\w+)' object has no attribute '(\w+)'/.exec(message);
  if (!match) return { what: `That does not exist (${message}).`, fix: 'Check the spelling after the dot.' };
  const [, type, attribute] = match;
  const hint = ATTRIBUTE_HINTS[attribute!];
  const isNone = type === 'NoneType';
  return {
    what: isNone
      ? `The value is \`None\`, so it has no \`.${attribute}\`. Often a function returned nothing (it has no \`return\`) or a method like \`.sort()\` was assigned with \`=\`.`
      : `A ${type} has no \`.${attribute}\`.`,
    fix: hint
      ? `Did you mean ${hint.includes(' ') || hint.includes('(') ? hint : `\`.${hint}\``}?`
      : isNone
        ? 'Make sure the function uses `return`, and do not write `x = x.sort()` (write `x.sort()`).'
        : `Check the spelling after the dot, and what kind of value the variable holds. \`dir(value)\` lists what a ${type} has.`,
  };
}

function closing(open: string): string {
  return open === '(' ? ')' : open === '[' ? ']' : '}';
}

/** The program's own names and the usual built-ins, closest to `name` by edit distance. */
export function closestName(name: string, code: string): string | undefined {
  const candidates = new Set<string>(BUILTIN_NAMES);
  for (const match of stripStrings(code).matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    if (!KEYWORDS.has(match[0])) candidates.add(match[0]);
  }
  candidates.delete(name);
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(name.length / 2)));
  for (const candidate of candidates) {
    if (candidate.toLowerCase() === name.toLowerCase()) return candidate;
    const distance = editDistance(name, candidate);
    if (distance <= bestDistance && (best === undefined || distance < bestDistance)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function stripStrings(code: string): string {
  return code.replace(/#.*$/gm, '').replace(/("""[\s\S]*?"""|'''[\s\S]*?'''|"[^"\n]*"|'[^'\n]*')/g, ' ');
}

/** Edits (insert, delete, change, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
