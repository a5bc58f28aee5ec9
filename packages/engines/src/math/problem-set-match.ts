// Does a Solution's final_answer.text (in the formats documented on Solution.final_answer) agree with an
// independently known answer? Everything is compared numerically with mathjs, never by string equality,
// so `x = 3 or x = 2`, `x = 2 or x = 3` and `x = 6/3 or x = 3` all match roots {2, 3}.
import { evaluate, type MathNode, parse } from 'mathjs';
import { createRandom } from '../studygen/random.ts';
import { asOperator, letterNamesOutsideCalls, unwrap } from './tree.ts';
import type { TaskType } from './types.ts';

export type Expected =
  /** A number, exact (`11/12`, `pi/4`) or decimal; compared with a relative tolerance. */
  | { kind: 'value'; value: string }
  /** Every solution, as a set; complex roots in mathjs syntax (`1+2*i`). */
  | { kind: 'roots'; variable: string; roots: string[] }
  | { kind: 'no_solution' }
  | { kind: 'system'; values: Record<string, string> }
  | { kind: 'system_none' }
  | { kind: 'system_infinite' }
  /** Equal to `equals` as a function of its variables; `form` also checks the shape of the answer. */
  | { kind: 'expression'; equals: string; form?: 'expanded' | 'factored' }
  /** The answer minus its ` + C` must differentiate back to `of`. */
  | { kind: 'antiderivative'; of: string; variable?: string }
  /** A mathjs predicate (`x < -2 or x > 2`) that must agree with the answer at every probed point. */
  | { kind: 'inequality'; holds: string; variable?: string }
  | { kind: 'limit'; value: string };

export interface MathProblem {
  input: string;
  task_type: TaskType;
  expect: Expected;
  /** Out of scope: the engine may decline with CannotSolveError (why, here), but must never be wrong. */
  cannot_solve?: string;
}

export interface Match {
  ok: boolean;
  reason: string;
}

interface Z {
  re: number;
  im: number;
}

const accept = (reason = 'matches'): Match => ({ ok: true, reason });
const reject = (reason: string): Match => ({ ok: false, reason });

/** A relation or statement separator would make mathjs assign or compare instead of evaluate. */
const NOT_AN_EXPRESSION = /[=<>;]/;

function toZ(value: unknown): Z | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { re: value, im: 0 } : null;
  if (value && typeof value === 'object' && 're' in value && 'im' in value) {
    const { re, im } = value as Z;
    return Number.isFinite(re) && Number.isFinite(im) ? { re, im } : null;
  }
  return null;
}

/** Evaluate to a finite complex number, or null. */
export function evalZ(expr: string, scope: Record<string, number> = {}): Z | null {
  if (NOT_AN_EXPRESSION.test(expr) || expr.trim() === '') return null;
  try {
    return toZ(evaluate(expr, { ...scope }));
  } catch {
    return null;
  }
}

function evalReal(expr: string, scope: Record<string, number> = {}): number | null {
  const z = evalZ(expr, scope);
  return z && Math.abs(z.im) <= 1e-12 * (1 + Math.abs(z.re)) ? z.re : null;
}

const dist = (a: Z, b: Z) => Math.hypot(a.re - b.re, a.im - b.im);
const close = (got: Z, want: Z, tol = 1e-6) =>
  dist(got, want) <= tol * Math.max(1, Math.hypot(want.re, want.im));

/** Sample points, seeded so failures are reproducible: positive first (logs, roots), then anywhere in [−3, 3]. */
function* samplePoints(vars: string[], seed = 20260): Generator<Record<string, number>> {
  const random = createRandom(seed);
  for (let attempt = 0; attempt < 60; attempt++) {
    const scope: Record<string, number> = {};
    for (const v of vars) scope[v] = attempt < 30 ? 0.25 + random() * 2.5 : -3 + random() * 6;
    yield scope;
  }
}

const MIN_POINTS = 5;

function sameFunction(got: string, want: string): Match {
  const vars = [...new Set([...letterNamesOutsideCalls(got), ...letterNamesOutsideCalls(want)])];
  let used = 0;
  for (const scope of samplePoints(vars)) {
    const w = evalReal(want, scope);
    if (w === null) continue;
    const g = evalZ(got, scope);
    if (!g) continue;
    if (Math.abs(g.im) > 1e-9 * (1 + Math.abs(g.re))) continue;
    used++;
    if (Math.abs(g.re - w) > 1e-7 * (1 + Math.abs(w)))
      return reject(`at ${JSON.stringify(scope)}: answer gives ${g.re}, expected ${w}`);
    if (used >= 8) break;
  }
  return used >= MIN_POINTS ? accept() : reject(`only ${used} points where "${got}" could be compared`);
}

const isSum = (node: MathNode) => {
  const op = asOperator(unwrap(node));
  return op !== null && (op.fn === 'add' || op.fn === 'subtract') && op.args.length === 2;
};

/** No sum sits inside a product, quotient, power or negation (function arguments are not looked into). */
export function isExpanded(expr: string): boolean {
  const walk = (node: MathNode, inside: boolean): boolean => {
    const n = unwrap(node);
    const op = asOperator(n);
    if (!op) return true;
    if (isSum(n)) return !inside && op.args.every((a) => walk(a, false));
    return op.args.every((a) => walk(a, true));
  };
  try {
    return walk(parse(expr), false);
  } catch {
    return false;
  }
}

/** Non-constant factors, counted with multiplicity: `3*x^2*(x-2)` has 3. */
export function factorCount(node: MathNode): number {
  const n = unwrap(node);
  if (letterNamesOutsideCalls(n.toString()).length === 0) return 0;
  const op = asOperator(n);
  if (!op || isSum(n)) return 1;
  if (op.fn === 'multiply' || op.fn === 'divide') return op.args.reduce((s, a) => s + factorCount(a), 0);
  if (op.fn === 'unaryMinus' || op.fn === 'unaryPlus') return factorCount(op.args[0]!);
  if (op.fn === 'pow') {
    const k = evalReal(op.args[1]!.toString());
    return k !== null && Number.isInteger(k) && k > 0 ? k * factorCount(op.args[0]!) : 1;
  }
  return 1;
}

function matchExpression(expect: { equals: string; form?: 'expanded' | 'factored' }, text: string): Match {
  if (NOT_AN_EXPRESSION.test(text)) return reject(`"${text}" is not an expression`);
  const same = sameFunction(text, expect.equals);
  if (!same.ok) return same;
  if (expect.form === 'expanded' && !isExpanded(text)) return reject(`"${text}" is not expanded`);
  if (expect.form === 'factored') {
    let node: MathNode;
    try {
      node = parse(text);
    } catch {
      return reject(`cannot parse "${text}"`);
    }
    const want = factorCount(parse(expect.equals));
    const got = factorCount(node);
    if (isSum(node) || got < want)
      return reject(`"${text}" is not factored completely (${got} factors, expected ${want})`);
  }
  return accept();
}

function matchValue(value: string, text: string): Match {
  const want = evalZ(value);
  if (!want) throw new Error(`bad expected value ${value}`);
  const got = evalZ(text);
  if (!got) return reject(`cannot evaluate "${text}" as a number`);
  return close(got, want)
    ? accept()
    : reject(`"${text}" ≈ ${got.re}${got.im ? `+${got.im}i` : ''}, expected ${value}`);
}

function uniqueValues(values: Z[]): Z[] {
  const out: Z[] = [];
  for (const z of values) if (!out.some((u) => close(z, u, 1e-9))) out.push(z);
  return out;
}

function matchRoots(expect: { variable: string; roots: string[] }, text: string): Match {
  if (/^no solution$/i.test(text.trim()))
    return reject(`answer is "no solution", expected ${expect.roots.join(', ')}`);
  const got: Z[] = [];
  for (const part of text.split(/\s+or\s+/)) {
    const m = /^\s*([a-zA-Z])\s*=\s*(.+?)\s*$/.exec(part);
    if (!m) return reject(`cannot read "${part}" as "${expect.variable} = value"`);
    if (m[1] !== expect.variable) return reject(`"${part}" names ${m[1]}, expected ${expect.variable}`);
    const z = evalZ(m[2]!);
    if (!z) return reject(`cannot evaluate root "${m[2]}"`);
    got.push(z);
  }
  const want = expect.roots.map((r) => {
    const z = evalZ(r);
    if (!z) throw new Error(`bad expected root ${r}`);
    return z;
  });
  const g = uniqueValues(got);
  const w = uniqueValues(want);
  const missing = expect.roots.filter((_, i) => !g.some((z) => close(z, want[i]!)));
  const extra = g.filter((z) => !w.some((u) => close(z, u)));
  if (missing.length || extra.length)
    return reject(
      `roots differ: missing ${missing.join(', ') || 'none'}; extra ${extra.map((z) => `${z.re}${z.im ? `${z.im >= 0 ? '+' : ''}${z.im}i` : ''}`).join(', ') || 'none'}`,
    );
  return accept();
}

function matchSystem(values: Record<string, string>, text: string): Match {
  const got: Record<string, Z> = {};
  for (const part of text.split(/\s*,\s*/)) {
    const m = /^\s*([a-zA-Z])\s*=\s*(.+?)\s*$/.exec(part);
    if (!m) return reject(`cannot read "${part}" as "variable = value"`);
    const z = evalZ(m[2]!);
    if (!z) return reject(`cannot evaluate "${m[2]}"`);
    got[m[1]!] = z;
  }
  const wantVars = Object.keys(values).sort().join(',');
  const gotVars = Object.keys(got).sort().join(',');
  if (wantVars !== gotVars) return reject(`answer gives ${gotVars || 'nothing'}, expected ${wantVars}`);
  for (const [v, value] of Object.entries(values)) {
    const want = evalZ(value);
    if (!want) throw new Error(`bad expected value ${v} = ${value}`);
    if (!close(got[v]!, want)) return reject(`${v} = ${got[v]!.re}, expected ${value}`);
  }
  return accept();
}

function matchAntiderivative(expect: { of: string; variable?: string }, text: string): Match {
  const m = /^(.*\S)\s*\+\s*C$/.exec(text.trim());
  if (!m) return reject(`"${text}" does not end with " + C"`);
  const F = m[1]!;
  if (NOT_AN_EXPRESSION.test(F) || /\bC\b/.test(F)) return reject(`"${F}" is not an expression`);
  const v = expect.variable ?? 'x';
  const h = 1e-5;
  let used = 0;
  for (const scope of samplePoints([v], 777)) {
    const x = scope[v]!;
    const f = evalReal(expect.of, { [v]: x });
    const up = evalReal(F, { [v]: x + h });
    const down = evalReal(F, { [v]: x - h });
    if (f === null || up === null || down === null) continue;
    used++;
    const slope = (up - down) / (2 * h);
    if (Math.abs(slope - f) > 1e-5 * (1 + Math.abs(f)))
      return reject(`d/d${v} of "${F}" at ${v} = ${x.toFixed(4)} is ${slope}, expected ${f} (${expect.of})`);
    if (used >= 8) break;
  }
  return used >= MIN_POINTS ? accept() : reject(`only ${used} points where "${F}" could be differentiated`);
}

type Pred = (x: number) => boolean;
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b && !near(a, b),
  '<=': (a, b) => a < b || near(a, b),
  '>': (a, b) => a > b && !near(a, b),
  '>=': (a, b) => a > b || near(a, b),
  '=': near,
};

/** Parse the documented inequality answer formats (including `x = 1`, a single point) into a predicate and the boundary points it uses. */
export function readInequality(text: string, v: string): { holds: Pred; boundaries: number[] } | string {
  const t = text.trim();
  if (/^all real numbers$/i.test(t)) return { holds: () => true, boundaries: [] };
  if (/^no solution$/i.test(t)) return { holds: () => false, boundaries: [] };
  const pieces: Pred[] = [];
  const boundaries: number[] = [];
  const num = (s: string) => {
    const r = evalReal(s.trim());
    if (r !== null) boundaries.push(r);
    return r;
  };
  for (const piece of t.split(/\s+or\s+/)) {
    const parts = piece.split(/(<=|>=|<|>|=)/).map((s) => s.trim());
    if (parts.length === 3) {
      const [l, op, r] = parts as [string, string, string];
      if (l === v) {
        const b = num(r);
        if (b === null) return `cannot evaluate "${r}"`;
        pieces.push((x) => COMPARE[op]!(x, b));
      } else if (r === v) {
        const a = num(l);
        if (a === null) return `cannot evaluate "${l}"`;
        pieces.push((x) => COMPARE[op]!(a, x));
      } else return `cannot read "${piece}"`;
    } else if (parts.length === 5 && parts[2] === v) {
      const [l, op1, , op2, r] = parts as [string, string, string, string, string];
      const a = num(l);
      const b = num(r);
      if (a === null || b === null) return `cannot evaluate the bounds of "${piece}"`;
      pieces.push((x) => COMPARE[op1]!(a, x) && COMPARE[op2]!(x, b));
    } else return `cannot read "${piece}"`;
  }
  return { holds: (x) => pieces.some((p) => p(x)), boundaries };
}

/** The constant sides of every comparison in a mathjs predicate. */
function predicateBoundaries(holds: string, v: string): number[] {
  const out: number[] = [];
  parse(holds).traverse((node) => {
    const op = asOperator(node);
    if (!op || !['smaller', 'smallerEq', 'larger', 'largerEq', 'equal'].includes(op.fn)) return;
    for (const side of op.args) {
      const s = side.toString();
      if (!letterNamesOutsideCalls(s).includes(v)) {
        const r = evalReal(s);
        if (r !== null) out.push(r);
      }
    }
  });
  return out;
}

function matchInequality(expect: { holds: string; variable?: string }, text: string): Match {
  const v = expect.variable ?? 'x';
  const read = readInequality(text, v);
  if (typeof read === 'string') return reject(read);
  const want = parse(expect.holds).compile();
  const bounds = [...new Set([...read.boundaries, ...predicateBoundaries(expect.holds, v)])].sort(
    (a, b) => a - b,
  );
  // Every boundary, a point strictly between each pair, and points beyond: together they probe every
  // piece of both piecewise-constant predicates.
  const points = [-1e6, -1e3, 1e3, 1e6];
  for (let x = -20; x <= 20; x += 0.5) points.push(x);
  bounds.forEach((b, i) => {
    points.push(b, b - 1, b + 1);
    if (i > 0) points.push((bounds[i - 1]! + b) / 2);
  });
  for (const x of points) {
    const expected = Boolean(want.evaluate({ [v]: x }));
    if (read.holds(x) !== expected)
      return reject(`at ${v} = ${x}: "${text}" says ${read.holds(x)}, but ${expect.holds} is ${expected}`);
  }
  return accept();
}

const SPECIAL_LIMITS = ['Infinity', '-Infinity', 'does not exist'];

function matchLimit(value: string, text: string): Match {
  const t = text.trim();
  if (SPECIAL_LIMITS.includes(value)) return t === value ? accept() : reject(`"${t}", expected ${value}`);
  if (SPECIAL_LIMITS.some((s) => s.toLowerCase() === t.toLowerCase()))
    return reject(`"${t}", expected ${value}`);
  return matchValue(value, t);
}

/** Compare a final_answer.text with the expected answer. */
export function matchAnswer(expect: Expected, text: string): Match {
  const t = text.trim();
  switch (expect.kind) {
    case 'value':
      return matchValue(expect.value, t);
    case 'roots':
      return matchRoots(expect, t);
    case 'no_solution':
      return /^no solution$/i.test(t) ? accept() : reject(`"${t}", expected no solution`);
    case 'system':
      return /^no solution$|^infinitely many solutions$/i.test(t)
        ? reject(`"${t}", expected a unique solution`)
        : matchSystem(expect.values, t);
    case 'system_none':
      return /^no solution$/i.test(t) ? accept() : reject(`"${t}", expected no solution`);
    case 'system_infinite':
      return /^infinitely many solutions$/i.test(t)
        ? accept()
        : reject(`"${t}", expected infinitely many solutions`);
    case 'expression':
      return matchExpression(expect, t);
    case 'antiderivative':
      return matchAntiderivative(expect, t);
    case 'inequality':
      return matchInequality(expect, t);
    case 'limit':
      return matchLimit(expect.value, t);
  }
}

/** The expected answer written in the documented final_answer format (not for antiderivatives). */
export function formatExpected(expect: Expected): string | null {
  switch (expect.kind) {
    case 'value':
    case 'limit':
      return expect.value;
    case 'roots':
      return expect.roots.map((r) => `${expect.variable} = ${r}`).join(' or ');
    case 'no_solution':
    case 'system_none':
      return 'no solution';
    case 'system_infinite':
      return 'infinitely many solutions';
    case 'system':
      return Object.entries(expect.values)
        .map(([v, value]) => `${v} = ${value}`)
        .join(', ');
    case 'expression':
      return expect.equals;
    default:
      return null;
  }
}
