// Reading a number line request: a one-variable inequality (solved exactly when linear), or numbers to mark.
import { CannotDrawError } from './refusal.ts';

export interface Bound {
  value: number;
  closed: boolean;
  /** How the number is written when a decimal would not do ("1/3"). */
  label?: string;
}

/** One connected piece of the solution; a missing bound means the piece runs on for ever. */
export interface Interval {
  lower?: Bound;
  upper?: Bound;
}

/** A number marked on a plain number line, with its label as the student wrote it ("1/4", "0.5"). */
export interface MarkedPoint {
  value: number;
  label: string;
}

export interface Inequality {
  variable: string;
  /** The inequality as shown in the title: "−2 ≤ x < 5"; for a plain line, the numbers marked. */
  text: string;
  /** Disjoint pieces, left to right (none on a plain line). */
  intervals: Interval[];
  /** The working when the inequality had to be solved, from the prompt's form to the answer. */
  working?: string[];
  /** The answer ("x > 3") when it differs from the text. */
  solution?: string;
  /** Set when solving divided by a negative number, which flips the inequality sign. */
  flipped?: boolean;
  /** A plain number line: the numbers to mark, and the range asked for ("from −5 to 5"). */
  points?: MarkedPoint[];
  range?: { min: number; max: number };
}

type Op = '<' | '>' | '≤' | '≥' | '=';

// ---------------------------------------------------------------- exact arithmetic

/** A fraction in lowest terms with a positive denominator, so "3x > 1" gives x > 1/3 exactly. */
interface Q {
  n: number;
  d: number;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

function q(num: number, den = 1): Q {
  const s = den < 0 ? -1 : 1;
  const g = gcd(num, den);
  const out = { n: (s * num) / g + 0, d: (s * den) / g };
  if (!Number.isSafeInteger(out.n) || !Number.isSafeInteger(out.d)) {
    throw new NotLinear('its numbers are too large to work with exactly');
  }
  return out;
}

const ZERO = q(0);
const ONE = q(1);
const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
const neg = (a: Q) => q(-a.n, a.d);
const sub = (a: Q, b: Q) => add(a, neg(b));
const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
const isZero = (a: Q) => a.n === 0;
const val = (a: Q) => a.n / a.d;

function decimalQ(text: string): Q {
  const [whole, frac = ''] = text.split('.');
  return q(Number(`${whole}${frac}`), 10 ** frac.length);
}

/** "3", "0.25", or "1/3" when a short decimal would not be exact (or the prompt used fractions). */
function fmtQ(a: Q, fractions: boolean): string {
  let text: string;
  if (a.d === 1) text = String(a.n);
  else {
    let d = a.d;
    while (d % 2 === 0) d /= 2;
    while (d % 5 === 0) d /= 5;
    const decimal = String(a.n / a.d);
    text = !fractions && d === 1 && decimal.length <= 7 ? decimal : `${a.n}/${a.d}`;
  }
  return text.replace('-', '−');
}

// ---------------------------------------------------------------- linear expressions

/** Why an expression can't be solved as linear; turned into a refusal that quotes the prompt. */
class NotLinear extends Error {}

/** a·v + b */
interface Linear {
  a: Q;
  b: Q;
}

const constant = (b: Q): Linear => ({ a: ZERO, b });

function tokenize(text: string): string[] {
  const t = text
    .replace(/[−–—]/g, '-')
    .replace(/[×·∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3');
  if (/[a-z]{2,}/i.test(t)) throw new NotLinear('it has words or functions in it');
  const tokens: string[] = [];
  const re = /\s*(\d+(?:\.\d+)?|\.\d+|[a-z]|[-+*/^()])\s*/giy;
  let pos = 0;
  while (pos < t.length) {
    re.lastIndex = pos;
    const m = re.exec(t);
    if (!m) throw new NotLinear(`I can't read "${t.slice(pos).trim()}"`);
    tokens.push(m[1]!);
    pos = re.lastIndex;
  }
  return tokens;
}

/** Recursive-descent reader for sums of multiples of one letter: "2x + 1", "3(x - 1)/2", "-x/4". */
class LinearReader {
  private i = 0;
  constructor(
    private readonly tokens: string[],
    public variable: string | null,
  ) {}

  read(): Linear {
    if (this.tokens.length === 0) throw new NotLinear('one side is empty');
    const e = this.expr();
    if (this.i < this.tokens.length) throw new NotLinear(`I can't read it after "${this.tokens[this.i]}"`);
    return e;
  }

  private peek(): string | undefined {
    return this.tokens[this.i];
  }

  private expr(): Linear {
    let e = this.term();
    for (let t = this.peek(); t === '+' || t === '-'; t = this.peek()) {
      this.i++;
      const r = this.term();
      e = t === '+' ? { a: add(e.a, r.a), b: add(e.b, r.b) } : { a: sub(e.a, r.a), b: sub(e.b, r.b) };
    }
    return e;
  }

  private term(): Linear {
    let e = this.unary();
    for (
      let t = this.peek();
      t !== undefined && t !== '+' && t !== '-' && t !== ')' && t !== '^';
      t = this.peek()
    ) {
      if (t === '*' || t === '/') this.i++;
      const r = this.unary();
      if (t === '/') {
        if (!isZero(r.a)) throw new NotLinear(`the letter is in a denominator`);
        if (isZero(r.b)) throw new NotLinear('it divides by zero');
        e = { a: div(e.a, r.b), b: div(e.b, r.b) };
      } else {
        if (!isZero(e.a) && !isZero(r.a)) throw new NotLinear('it multiplies the letter by itself');
        e = isZero(e.a) ? { a: mul(r.a, e.b), b: mul(r.b, e.b) } : { a: mul(e.a, r.b), b: mul(e.b, r.b) };
      }
    }
    return e;
  }

  private unary(): Linear {
    const t = this.peek();
    if (t === '-' || t === '+') {
      this.i++;
      const e = this.unary();
      return t === '-' ? { a: neg(e.a), b: neg(e.b) } : e;
    }
    return this.power();
  }

  private power(): Linear {
    const base = this.atom();
    if (this.peek() !== '^') return base;
    this.i++;
    const exp = this.unary();
    if (!isZero(exp.a) || exp.b.d !== 1 || Math.abs(exp.b.n) > 12) {
      throw new NotLinear('it has a power I can only handle with a whole-number exponent');
    }
    const k = exp.b.n;
    if (!isZero(base.a)) {
      if (k === 1) return base;
      if (k === 0) return constant(ONE);
      throw new NotLinear('it has a power of the letter, so it is not linear');
    }
    if (isZero(base.b) && k < 0) throw new NotLinear('it divides by zero');
    let r = ONE;
    for (let j = 0; j < Math.abs(k); j++) r = mul(r, base.b);
    return constant(k < 0 ? div(ONE, r) : r);
  }

  private atom(): Linear {
    const t = this.tokens[this.i++];
    if (t === undefined) throw new NotLinear('it ends too soon');
    if (t === '(') {
      const e = this.expr();
      if (this.tokens[this.i++] !== ')') throw new NotLinear('a bracket is not closed');
      return e;
    }
    if (/^[\d.]/.test(t)) return constant(decimalQ(t));
    if (/^[a-z]$/i.test(t)) {
      if (this.variable && this.variable.toLowerCase() !== t.toLowerCase()) {
        throw new NotLinear('it uses more than one variable');
      }
      this.variable ??= t;
      return { a: ONE, b: ZERO };
    }
    throw new NotLinear(`I can't read "${t}" there`);
  }
}

// ---------------------------------------------------------------- inequalities

const OP_RE = /(<=|>=|=<|=>|≤|≥|⩽|⩾|≠|!=|<|>|=)/;
const COMPARISON = /<|>|≤|≥|⩽|⩾/;

function normOp(op: string): Op {
  if (op === '<=' || op === '=<' || op === '⩽' || op === '≤') return '≤';
  if (op === '>=' || op === '=>' || op === '⩾' || op === '≥') return '≥';
  if (op === '≠' || op === '!=')
    throw new NotLinear('"≠" leaves out one number; draw it as "x < a or x > a"');
  return op as Op;
}

function flip(op: Op): Op {
  return ({ '<': '>', '>': '<', '≤': '≥', '≥': '≤', '=': '=' } as const)[op];
}

function bound(value: Q, closed: boolean, fractions: boolean): Bound {
  const label = fmtQ(value, fractions);
  return fmt(val(value)) === label ? { value: val(value), closed } : { value: val(value), closed, label };
}

/** "v OP value" as an interval. */
function single(op: Op, value: Q, fractions: boolean): Interval {
  if (op === '=') return { lower: bound(value, true, fractions), upper: bound(value, true, fractions) };
  const closed = op === '≤' || op === '≥';
  return op === '<' || op === '≤'
    ? { upper: bound(value, closed, fractions) }
    : { lower: bound(value, closed, fractions) };
}

function intersect(a: Interval, b: Interval): Interval {
  const lower =
    !a.lower || !b.lower
      ? (a.lower ?? b.lower)
      : a.lower.value !== b.lower.value
        ? a.lower.value > b.lower.value
          ? a.lower
          : b.lower
        : { ...a.lower, closed: a.lower.closed && b.lower.closed };
  const upper =
    !a.upper || !b.upper
      ? (a.upper ?? b.upper)
      : a.upper.value !== b.upper.value
        ? a.upper.value < b.upper.value
          ? a.upper
          : b.upper
        : { ...a.upper, closed: a.upper.closed && b.upper.closed };
  return { ...(lower ? { lower } : {}), ...(upper ? { upper } : {}) };
}

/** Stands for "no number" while pieces are combined. */
const NOTHING: Interval = { lower: { value: 1, closed: false }, upper: { value: 0, closed: false } };

function isEmpty(i: Interval): boolean {
  if (!i.lower || !i.upper) return false;
  if (i.lower.value > i.upper.value) return true;
  return i.lower.value === i.upper.value && !(i.lower.closed && i.upper.closed);
}

export const boundText = (b: Bound) => b.label ?? fmt(b.value);

/** "x > 3", "−1 < x ≤ 3", "x = 2", "every number". */
function intervalText(i: Interval, v: string): string {
  if (i.lower && i.upper && i.lower.value === i.upper.value) return `${v} = ${boundText(i.lower)}`;
  const l = i.lower ? `${boundText(i.lower)} ${i.lower.closed ? '≤' : '<'} ` : '';
  const u = i.upper ? ` ${i.upper.closed ? '≤' : '<'} ${boundText(i.upper)}` : '';
  if (!i.lower && !i.upper) return `every number`;
  if (!i.upper) return `${v} ${i.lower!.closed ? '≥' : '>'} ${boundText(i.lower!)}`;
  return `${l}${v}${u}`;
}

/** "2x", "x", "−x", "x/2", "3x/4". */
function multiple(a: Q, v: string): string {
  const num = a.n === 1 ? '' : a.n === -1 ? '−' : fmtQ(q(a.n), false);
  return a.d === 1 ? `${num}${v}` : `${num}${v}/${a.d}`;
}

const squash = (s: string) => tidy(s).replace(/\s+/g, '');

interface Chain {
  variable: string | null;
  interval: Interval;
  /** Lines of working after the prompt's own form; empty when it was already "x > 3" or "−2 ≤ x < 5". */
  working: string[];
  flipped: boolean;
}

/** Reads and solves one comparison chain: "x > 3", "2x + 1 > 7", "-2 < 3x + 1 ≤ 10", "3 - x ≤ 5". */
function parseChain(part: string, fractions: boolean): Chain {
  const t = part.trim();
  const bits = t.split(OP_RE);
  const sides: Linear[] = [];
  const ops: Op[] = [];
  let variable: string | null = null;
  for (let k = 0; k < bits.length; k++) {
    if (k % 2 === 1) {
      ops.push(normOp(bits[k]!));
      continue;
    }
    const reader: LinearReader = new LinearReader(tokenize(bits[k]!), variable);
    sides.push(reader.read());
    variable = reader.variable;
  }
  if (ops.length === 0) throw new NotLinear('it has no <, >, ≤ or ≥');
  if (ops.length > 2) throw new NotLinear('it chains more than three parts');
  if (ops.length === 2) {
    const lessish = (o: Op) => o === '<' || o === '≤';
    if (ops.includes('=') || lessish(ops[0]!) !== lessish(ops[1]!)) {
      throw new CannotDrawError(
        `"${t}" mixes < and > in one chain; write it as two inequalities joined by "and".`,
      );
    }
  }
  if (!variable) throw new NotLinear('it has no letter to solve for');
  const v = variable;

  let interval: Interval = {};
  for (let k = 0; k < ops.length; k++) {
    const [left, right] = [sides[k]!, sides[k + 1]!];
    const a = sub(left.a, right.a);
    const c = sub(right.b, left.b);
    if (isZero(a)) {
      const holds = { '<': 0 < val(c), '>': 0 > val(c), '≤': 0 <= val(c), '≥': 0 >= val(c), '=': c.n === 0 }[
        ops[k]!
      ];
      if (!holds) interval = NOTHING;
      continue;
    }
    interval = intersect(interval, single(a.n < 0 ? flip(ops[k]!) : ops[k]!, div(c, a), fractions));
  }
  const result = isEmpty(interval) ? 'no number' : intervalText(interval, v);
  const isBare = (s: Linear) => isZero(s.a) || (s.a.n === 1 && s.a.d === 1 && isZero(s.b));
  if (sides.every(isBare) && sides.filter((s) => !isZero(s.a)).length === 1) {
    return { variable, interval, working: [], flipped: false };
  }
  // The usual steps: move the constants across, then divide by the coefficient.
  const working: string[] = [];
  let flipped = false;
  const middle = sides.length === 3 ? sides[1]! : null;
  if (middle && isZero(sides[0]!.a) && isZero(sides[2]!.a) && !isZero(middle.a)) {
    const lo = sub(sides[0]!.b, middle.b);
    const hi = sub(sides[2]!.b, middle.b);
    working.push(
      `${fmtQ(lo, fractions)} ${ops[0]} ${multiple(middle.a, v)} ${ops[1]} ${fmtQ(hi, fractions)}`,
    );
    flipped = middle.a.n < 0;
  } else if (sides.length === 2) {
    const a = sub(sides[0]!.a, sides[1]!.a);
    const c = sub(sides[1]!.b, sides[0]!.b);
    flipped = a.n < 0;
    if (!isZero(a)) working.push(`${multiple(a, v)} ${ops[0]} ${fmtQ(c, fractions)}`);
    else working.push(`0 ${ops[0]} ${fmtQ(c, fractions)}`);
  }
  working.push(result);
  const steps = working.filter((w, k) => squash(w) !== squash(k === 0 ? t : working[k - 1]!));
  return { variable, interval, working: steps, flipped };
}

function tidy(text: string): string {
  return text
    .replace(/<=|=</g, '≤')
    .replace(/>=|=>/g, '≥')
    .replace(/[−–—]/g, '-')
    .replace(/\s*(≤|≥|<|>|=)\s*/g, ' $1 ')
    .replace(/\s*\+\s*/g, ' + ')
    .replace(/([\w)])\s*-\s*(?=[\w(.])/g, '$1 - ')
    .replace(/(^|[\s(])-(?=[\d\w(])/g, '$1−')
    .replace(/\s-\s/g, ' − ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Number-line words, lead-in verbs ("graph", "solve and graph", "the solution of") and trailing words. */
function stripWords(subject: string): string {
  let s = subject
    .replace(/\b(on|in|as|using|onto|with)\s+(a|the)\s+number[\s-]*lines?\b/gi, ' ')
    .replace(/\bnumber[\s-]*lines?\b/gi, ' ')
    .replace(/[.?!:;]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Leading words of two or more letters, or an article before one: never a lone variable like "x".
  const lead = /^(?:[a-z]{2,}(?=[\s:,]|$)|a\s+(?=[a-z]{2,}\b))[\s:,]*/i;
  const trail = /(?<=[\w)])[\s,]+[a-z]{2,}$/i;
  for (let k = 0; k < 12 && (lead.test(s) || trail.test(s)); k++) s = s.replace(lead, '').replace(trail, '');
  return s.replace(/^[\s:,]+|[\s:,]+$/g, '').trim();
}

/** Whether `text` (after lead-in words like "graph" or "solve") is an inequality in one letter: "x > 3",
 * "2x + 1 > 7", "-2 < 3x + 1 ≤ 10", "x < -1 or x ≥ 3". Non-linear ones ("x^2 > 4") count too, so they reach
 * the number line and are refused there with a reason rather than drawn as a graph of a formula. */
export function isOneVariableInequality(text: string): boolean {
  const s = stripWords(text.replace(/\s+/g, ' '));
  if (!COMPARISON.test(s)) return false;
  if (!/^[\w\s.,+\-−–*×·/÷^()²³<>=≤≥⩽⩾]+$/.test(s)) return false;
  const pieces = s.split(/\s+(?:and|or)\s+|\s*[,∪∩]\s*/i);
  if (!pieces.every((p) => COMPARISON.test(p) || /=/.test(p))) return false;
  if (!pieces.some((p) => COMPARISON.test(p))) return false;
  const words = s.replace(/\s+(?:and|or)\s+/gi, ' ');
  if (/[a-z]{2,}/i.test(words)) return false;
  const letters = new Set((words.match(/[a-z]/gi) ?? []).map((c) => c.toLowerCase()));
  return letters.size === 1;
}

function refuseChain(part: string, e: unknown): never {
  if (!(e instanceof NotLinear)) throw e;
  const shown = tidy(part);
  if (/more than one variable/.test(e.message)) {
    throw new CannotDrawError(`A number line shows one variable; "${shown}" uses more than one.`);
  }
  throw new CannotDrawError(
    `I can only solve linear inequalities in one letter (e.g. "x > 3", "2x + 1 > 7" or "-2 ≤ x < 5"), and I could not use "${shown}": ${e.message}.`,
  );
}

/** Reads an inequality (pieces joined by "and" are intersected, by "or" united), solving linear ones for
 * the letter; or, with no inequality in it, the numbers to mark on a plain number line. */
export function parseInequality(subject: string): Inequality {
  const cleaned = stripWords(subject);
  if (!OP_RE.test(cleaned)) {
    const plain = parsePlainLine(subject);
    if (plain) return plain;
    throw new CannotDrawError(
      `To draw a number line I need an inequality such as "x > 3" or "-2 ≤ x < 5", or numbers to mark such as "-3, 0.5 and 2"${cleaned ? `; "${cleaned}" has neither` : ''}.`,
    );
  }
  const fractions = /\d\s*\/\s*\d/.test(cleaned);
  const pieces: Interval[] = [];
  const chains: Chain[] = [];
  let variable: string | null = null;
  for (const orPart of cleaned.split(/\s+or\s+|\s*∪\s*/i)) {
    let acc: Interval = {};
    for (const andPart of orPart.split(/\s+and\s+|\s*,\s*|\s*∩\s*/i)) {
      let chain: Chain;
      try {
        chain = parseChain(andPart, fractions);
      } catch (e) {
        refuseChain(andPart, e);
      }
      if (variable && chain.variable && chain.variable.toLowerCase() !== variable.toLowerCase()) {
        throw new CannotDrawError(`A number line shows one variable; "${tidy(cleaned)}" uses more than one.`);
      }
      variable ??= chain.variable;
      chains.push(chain);
      acc = intersect(acc, chain.interval);
    }
    if (!isEmpty(acc)) pieces.push(acc);
  }
  const text = tidy(cleaned);
  if (pieces.length === 0) {
    const why = chains.some((c) => c.working.length)
      ? ` (it solves to ${chains.map((c) => c.working.at(-1)).join(' and ')})`
      : '';
    throw new CannotDrawError(`No number satisfies "${text}"${why}, so there is nothing to shade.`);
  }
  const v = variable ?? 'x';
  const intervals = unite(pieces);
  const out: Inequality = { variable: v, text, intervals };
  if (chains.some((c) => c.working.length > 0)) {
    out.solution = intervals.map((i) => intervalText(i, v)).join(' or ');
    out.working = chains.length === 1 ? chains[0]!.working : [out.solution];
    if (chains.some((c) => c.flipped)) out.flipped = true;
  }
  return out;
}

// ---------------------------------------------------------------- plain number lines

const PLAIN_NUMBER = String.raw`[-−]?(?:\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*\d+)?`;

function readNumber(text: string, fractions: boolean): MarkedPoint {
  const [a, b] = text.replace(/[−]/g, '-').replace(/\s+/g, '').split('/');
  const value = b === undefined ? decimalQ(a!) : div(decimalQ(a!), decimalQ(b));
  if (b !== undefined && /^0+$/.test(b)) throw new CannotDrawError(`"${text}" divides by zero.`);
  return { value: val(value), label: b !== undefined || fractions ? fmtQ(value, true) : fmtQ(value, false) };
}

/** "from -5 to 5", "-3, 0.5 and 2", "fractions 1/4, 1/2, 3/4": a range and/or numbers to mark. */
function parsePlainLine(subject: string): Inequality | null {
  let s = subject
    .replace(/\bnumber[\s-]*lines?\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const fractions = /\d\s*\/\s*\d/.test(s);
  let range: Inequality['range'];
  const between = s.match(
    new RegExp(
      `\\b(?:from|between)\\s+(${PLAIN_NUMBER})\\s+(?:to|and|until|through)\\s+(${PLAIN_NUMBER})`,
      'i',
    ),
  );
  if (between) {
    const a = readNumber(between[1]!, false).value;
    const b = readNumber(between[2]!, false).value;
    if (a === b) throw new CannotDrawError('A number line needs two different ends.');
    range = { min: Math.min(a, b), max: Math.max(a, b) };
    s = s.replace(between[0], ' ');
  }
  const numbers = [...s.matchAll(new RegExp(PLAIN_NUMBER, 'g'))].map((m) => m[0]);
  const rest = s
    .replace(new RegExp(PLAIN_NUMBER, 'g'), ' ')
    .replace(/\b[a-z]{2,}\b|\ba\b|[,;&]/gi, ' ')
    .trim();
  if (rest || (!range && numbers.length === 0)) return null;
  if (numbers.length > 12) throw new CannotDrawError('I can mark at most 12 numbers on one number line.');
  const points: MarkedPoint[] = [];
  for (const p of numbers.map((t) => readNumber(t, fractions))) {
    if (!points.some((o) => o.value === p.value)) points.push(p);
  }
  if (range && points.some((p) => p.value < range.min || p.value > range.max)) {
    throw new CannotDrawError(
      `Some of the numbers to mark lie outside ${fmt(range.min)} to ${fmt(range.max)}; widen the range or leave it out.`,
    );
  }
  const text = points.length
    ? listJoin(points.map((p) => p.label))
    : `${fmt(range!.min)} to ${fmt(range!.max)}`;
  return { variable: 'x', text, intervals: [], points, ...(range ? { range } : {}) };
}

export function listJoin(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function lo(i: Interval): number {
  return i.lower ? i.lower.value : Number.NEGATIVE_INFINITY;
}
function hi(i: Interval): number {
  return i.upper ? i.upper.value : Number.POSITIVE_INFINITY;
}

/** Sorts and merges overlapping or touching pieces ("x < 3 or x ≥ 3" is every number). */
function unite(pieces: Interval[]): Interval[] {
  const sorted = [...pieces].sort((a, b) => lo(a) - lo(b));
  const out: Interval[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (
      last &&
      (hi(last) > lo(p) ||
        (hi(last) === lo(p) && ((last.upper?.closed ?? true) || (p.lower?.closed ?? true))))
    ) {
      if (hi(p) > hi(last) || (hi(p) === hi(last) && p.upper?.closed)) {
        if (p.upper) last.upper = p.upper;
        else delete last.upper;
      }
    } else out.push({ ...p });
  }
  return out;
}

/** A number as shown on the line: at most six decimals, with a real minus sign. */
export function fmt(v: number): string {
  return String(Math.round(v * 1e6) / 1e6).replace('-', '−');
}
