// Plain-text and LaTeX normalization: turns what students type into explicit plain math
// ("2x+3" → "2*x+3", "x^2 sin x" → "x^2*sin(x)").
import { ComputeEngine } from '@cortex-js/compute-engine';

export const FUNCTIONS = [
  'arcsin',
  'arccos',
  'arctan',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'sqrt',
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'exp',
  'abs',
  'log',
  'ln',
];
const CONSTANTS = ['pi', 'e'];
const WORD_PIECES = [...FUNCTIONS, ...CONSTANTS].sort((a, b) => b.length - a.length);

type Kind = 'num' | 'var' | 'const' | 'func' | 'op' | 'lp' | 'rp';
interface Token {
  kind: Kind;
  text: string;
}

export interface Normalized {
  text: string;
  ambiguity: number;
}

function splitWord(word: string): Token[] | null {
  const out: Token[] = [];
  let rest = word;
  let letters = 0;
  while (rest.length > 0) {
    const piece = WORD_PIECES.find((p) => rest.startsWith(p));
    if (piece) {
      out.push({ kind: FUNCTIONS.includes(piece) ? 'func' : 'const', text: piece === 'ln' ? 'log' : piece });
      rest = rest.slice(piece.length);
    } else {
      out.push({ kind: 'var', text: rest[0]! });
      rest = rest.slice(1);
      letters++;
    }
  }
  // A run of more than three unknown letters, or three among other letters ("love"), is a word, not a
  // product of variables.
  if (letters > 3 || (letters === 3 && word.length > 3) || (letters === word.length && word.length > 3))
    return null;
  return out;
}

function tokenize(src: string): { tokens: Token[]; ambiguity: number } | null {
  const tokens: Token[] = [];
  let ambiguity = 0;
  const re = /\s*(\d+(?:\.\d+)?|\.\d+|[a-zA-Z]+|<=|>=|[-+*/^=<>(),!])/y;
  let pos = 0;
  const s = src.trim();
  while (pos < s.length) {
    re.lastIndex = pos;
    const m = re.exec(s);
    if (!m) return null;
    pos = re.lastIndex;
    const t = m[1]!;
    if (/^[\d.]/.test(t)) tokens.push({ kind: 'num', text: t });
    else if (/^[a-zA-Z]/.test(t)) {
      const pieces = splitWord(t);
      if (!pieces) return null;
      if (pieces.length > 1 && pieces.filter((p) => p.kind === 'var').length > 1) ambiguity += 0.1;
      tokens.push(...pieces);
    } else if (t === '(') tokens.push({ kind: 'lp', text: t });
    else if (t === ')') tokens.push({ kind: 'rp', text: t });
    else tokens.push({ kind: 'op', text: t });
  }
  return { tokens, ambiguity };
}

/** Functions written without parentheses take the following factor: "sin 2x" → "sin(2x)". */
function parenthesizeArguments(tokens: Token[]): { tokens: Token[]; ambiguity: number } {
  const out: Token[] = [];
  let ambiguity = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    out.push(t);
    if (t.kind !== 'func') continue;
    const next = tokens[i + 1];
    if (!next || next.kind === 'lp') continue;
    let j = i + 1;
    if (tokens[j]?.kind === 'op' && tokens[j]?.text === '-') j++;
    const arg: Token[] = tokens.slice(i + 1, j);
    while (j < tokens.length) {
      const u = tokens[j]!;
      if (u.kind === 'num' || u.kind === 'var' || u.kind === 'const') {
        arg.push(u);
        j++;
      } else if (u.kind === 'op' && u.text === '^' && tokens[j + 1] && tokens[j + 1]!.kind !== 'op') {
        arg.push(u, tokens[j + 1]!);
        j += 2;
      } else break;
    }
    if (arg.length === 0) continue;
    if (arg.length > 1) ambiguity += 0.1;
    out.push({ kind: 'lp', text: '(' }, ...arg, { kind: 'rp', text: ')' });
    i = j - 1;
  }
  return { tokens: out, ambiguity };
}

/** "((x^2))" → "x^2", but "(x+1)*(x-1)" stays. */
export function stripOuterParens(text: string): string {
  let t = text;
  while (t.startsWith('(') && t.endsWith(')')) {
    let depth = 0;
    let closesAtEnd = true;
    for (let i = 0; i < t.length - 1; i++) {
      if (t[i] === '(') depth++;
      if (t[i] === ')') depth--;
      if (depth === 0) {
        closesAtEnd = false;
        break;
      }
    }
    if (!closesAtEnd) break;
    t = t.slice(1, -1);
  }
  return t;
}

/** The index of the bracket closing the one at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The index of the first comma outside brackets, or -1. */
function topLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) return i;
  }
  return -1;
}

/**
 * mathjs's two-argument log, base second: "log(x, 2)" → "log_2(x)", so it is read like any other log to
 * a base. Only a number as the base is rewritten.
 */
export function rewriteTwoArgumentLogs(input: string): string {
  const call = /(?<![\\a-z_])log\s*\(/gi;
  let out = input;
  for (let m = call.exec(out); m; m = call.exec(out)) {
    const open = m.index + m[0].length - 1;
    const close = closing(out, open);
    if (close < 0) break;
    const inside = out.slice(open + 1, close);
    const comma = topLevelComma(inside);
    const base = comma < 0 ? '' : inside.slice(comma + 1).trim();
    if (/^\d+(\.\d+)?$/.test(base) && Number(base) > 0 && Number(base) !== 1) {
      out = `${out.slice(0, m.index)}log_${base}(${inside.slice(0, comma).trim()})${out.slice(close + 1)}`;
      call.lastIndex = m.index;
    }
  }
  return out;
}

/** "log_2(x)", "log10(x)", "log_{3}(x)" → "(log(x)/log(2))": logs to a base, written with natural logs. */
export function rewriteBasedLogs(input: string): string {
  const based = /log(?:_\{?(\d+(?:\.\d+)?)\}?|(10|2))\s*\(/g;
  let out = input;
  for (let m = based.exec(out); m; m = based.exec(out)) {
    const open = m.index + m[0].length - 1;
    const close = closing(out, open);
    if (close < 0) return input;
    const base = Number(m[1] ?? m[2]);
    if (!(base > 0 && base !== 1)) return input;
    const replacement = `(log(${out.slice(open + 1, close)})/log(${m[1] ?? m[2]}))`;
    out = out.slice(0, m.index) + replacement + out.slice(close + 1);
    // Scan again from inside the argument, so a based log nested in it is rewritten too.
    based.lastIndex = m.index + '(log('.length;
  }
  return out;
}

/** Plain text → explicit plain math, or null when it does not look like math. */
export function normalizePlain(input: string): Normalized | null {
  const s = rewriteBasedLogs(input)
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/√/g, 'sqrt')
    .replace(/π/g, 'pi')
    .replace(/\*\*/g, '^');
  const lexed = tokenize(s);
  if (!lexed || lexed.tokens.length === 0) return null;
  const withArgs = parenthesizeArguments(lexed.tokens);
  const left = new Set<Kind>(['num', 'var', 'const', 'rp']);
  const right = new Set<Kind>(['num', 'var', 'const', 'func', 'lp']);
  let text = '';
  let prev: Token | undefined;
  let ambiguity = lexed.ambiguity + withArgs.ambiguity;
  let depth = 0;
  for (const t of withArgs.tokens) {
    if (t.kind === 'lp') depth++;
    if (t.kind === 'rp') depth--;
    if (depth < 0) return null;
    if (prev && (left.has(prev.kind) || prev.text === '!') && right.has(t.kind)) {
      if (prev.kind === 'num' && t.kind === 'num') ambiguity += 0.3;
      text += '*';
    }
    text += t.text;
    prev = t;
  }
  if (depth !== 0) return null;
  return { text: stripOuterParens(text), ambiguity: Math.min(1, ambiguity) };
}

// ---------------------------------------------------------------- LaTeX → plain

type Json = number | string | { num: string } | Json[];

const FN_NAMES: Record<string, string> = {
  Sin: 'sin',
  Cos: 'cos',
  Tan: 'tan',
  Cot: 'cot',
  Sec: 'sec',
  Csc: 'csc',
  Arcsin: 'asin',
  Arccos: 'acos',
  Arctan: 'atan',
  Sinh: 'sinh',
  Cosh: 'cosh',
  Tanh: 'tanh',
  Ln: 'log',
  Exp: 'exp',
  Abs: 'abs',
  Sqrt: 'sqrt',
};
const RELATIONS: Record<string, string> = {
  Equal: '=',
  Less: '<',
  LessEqual: '<=',
  Greater: '>',
  GreaterEqual: '>=',
};

function isAtomic(s: string): boolean {
  if (/^[a-zA-Z]+$|^\d+(\.\d+)?$/.test(s)) return true;
  const call = /^[a-zA-Z]+(\(.*\))$/.exec(s);
  return call !== null && stripOuterParens(call[1]!) !== call[1];
}
const wrap = (s: string) => (isAtomic(s) ? s : `(${s})`);

function serialize(j: Json): string {
  if (typeof j === 'number') return j < 0 ? `(${j})` : String(j);
  if (typeof j === 'string') {
    if (j === 'Pi') return 'pi';
    if (j === 'ExponentialE') return 'e';
    if (j === 'ImaginaryUnit') return 'i';
    if (j === 'PositiveInfinity') return 'inf';
    if (j === 'NegativeInfinity') return '-inf';
    if (/^[a-zA-Z]$|^(pi|e)$/.test(j)) return j;
    throw new Error(`unsupported symbol ${j}`);
  }
  if (!Array.isArray(j)) return j.num;
  const [head, ...args] = j as [string, ...Json[]];
  const rest = args.filter((a) => !(Array.isArray(a) && a[0] === 'HorizontalSpacing'));
  switch (head) {
    case 'Add':
      return rest.map(serialize).join('+').replace(/\+-/g, '-');
    case 'Negate':
      return `-${wrap(serialize(rest[0]!))}`;
    case 'Subtract':
      return `${serialize(rest[0]!)}-${wrap(serialize(rest[1]!))}`;
    case 'Multiply':
    case 'InvisibleOperator':
      return rest.map((a) => wrap(serialize(a))).join('*');
    case 'Divide':
    case 'Rational':
      return `${wrap(serialize(rest[0]!))}/${wrap(serialize(rest[1]!))}`;
    case 'Power':
      return `${wrap(serialize(rest[0]!))}^${wrap(serialize(rest[1]!))}`;
    case 'Square':
      return `${wrap(serialize(rest[0]!))}^2`;
    case 'Root':
      return `${wrap(serialize(rest[0]!))}^(1/${wrap(serialize(rest[1]!))})`;
    case 'Delimiter':
      return `(${serialize(rest[0]!)})`;
    case 'Hold':
      return serialize(rest[0]!);
    // Logarithms to a base are written with natural logs: log_b(x) = ln(x)/ln(b).
    case 'Lb':
      return `(log(${serialize(rest[0]!)})/log(2))`;
    case 'Lg':
      return `(log(${serialize(rest[0]!)})/log(10))`;
    case 'Log':
      return rest[1] === undefined
        ? `(log(${serialize(rest[0]!)})/log(10))`
        : `(log(${serialize(rest[0]!)})/log(${serialize(rest[1]!)}))`;
    default:
      if (FN_NAMES[head]) return `${FN_NAMES[head]}(${serialize(rest[0]!)})`;
      if (RELATIONS[head]) return rest.map(serialize).join(RELATIONS[head]);
      throw new Error(`unsupported ${head}`);
  }
}

let engine: ComputeEngine | undefined;

/**
 * LaTeX → the plain command text that the plain reader understands
 * ("\int_0^1 x^2\,dx" → "integrate (x^2) from 0 to 1 dx"). Null when it cannot be read.
 */
export function latexToPlain(latex: string): string | null {
  let src = latex.trim().replace(/^\$+|\$+$/g, '');
  let prefix = '';
  const d = /^\\d?frac\{(?:\\mathrm\{d\}|d)\}\{(?:\\mathrm\{d\}|d)\s*([a-z])\}/.exec(src);
  if (d) {
    prefix = `d/d${d[1]} `;
    src = src.slice(d[0].length);
  }
  engine ??= new ComputeEngine();
  try {
    const json = engine.parse(src, { canonical: false }).json as Json;
    if (Array.isArray(json) && json[0] === 'Integrate') {
      const body = serialize(json[1]!);
      const limits = json[2];
      if (Array.isArray(limits) && limits[0] === 'Tuple') {
        const v = serialize(limits[1]!);
        return `integrate ${body} from ${serialize(limits[2]!)} to ${serialize(limits[3]!)} d${v}`;
      }
      const v = limits === undefined ? 'x' : serialize(limits);
      return `integrate ${body} d${v}`;
    }
    if (Array.isArray(json) && json[0] === 'Limit') {
      const fn = json[1];
      if (!Array.isArray(fn) || fn[0] !== 'Function') return null;
      return `lim ${serialize(fn[2]!)}->${serialize(json[2]!)} ${serialize(fn[1]!)}`;
    }
    const body = serialize(json);
    return prefix ? `${prefix}(${body})` : body;
  } catch {
    return null;
  }
}
