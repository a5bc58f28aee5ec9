// Check mode: the student writes the problem, then their own working one step per line. Each line is
// tested against the last line that checked out — same solution set for equations and inequalities,
// same value for expressions, the right derivative or antiderivative for calculus — and the first
// wrong line gets a diagnosis (diagnose.ts). Everything is decided numerically or with the CAS; a line
// we cannot decide is said to be unchecked, never guessed.
import { type Complex, compile, complex, type EvalFunction, type MathNode, parse } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { createRandom } from '../studygen/random.ts';
import {
  type Diagnosis,
  derivativeFaults,
  diagnose,
  type Fault,
  formatNumber,
  type Mistake,
  pretty,
  quotient,
  showNumber,
  splitSides,
  splitTerms,
  type Target,
} from './diagnose.ts';
import { latexToPlain, normalizePlain } from './normalize.ts';
import { nerdamerRoots } from './polynomial.ts';
import { readProblem, toLatex } from './read.ts';
import type { Reading, TaskType } from './types.ts';
import { checkDerivative, checkRoots, checkValue } from './verify.ts';

export type { Mistake };
export type LineStatus = 'start' | 'correct' | 'wrong' | 'unreadable' | 'unchecked';

/** One line as judged; maps 1:1 onto the contract's MathCheckLine. */
export interface CheckedLine {
  text: string;
  latex: string;
  status: LineStatus;
  mistake?: Mistake;
  hint?: string;
}

/** The whole check; the contract's MathCheckResponse without `mode`. */
export interface WorkCheck {
  task_type: TaskType;
  lines: CheckedLine[];
  first_error: number | null;
  finished: boolean;
  summary: string;
}

export class CannotCheckError extends Error {
  override name = 'CannotCheckError';
  /** True when the problem line itself could not be read. */
  constructor(
    message: string,
    readonly unreadable = false,
  ) {
    super(message);
  }
}

export const MAX_WORK_LINES = 30;
export const MAX_LINE_CHARS = 300;

const OTHER: Diagnosis = {
  mistake: 'other',
  hint: 'This line is not equivalent to the one before it; check the operation you applied.',
};
const UNVERIFIED_HINT =
  'I could not check this step automatically, so the next line is compared with the last line I could check.';

// ---------------------------------------------------------------- numbers

type Scope = Record<string, number | Complex>;

const compiledCache = new Map<string, EvalFunction | null>();

function compiled(expr: string): EvalFunction | null {
  let fn = compiledCache.get(expr);
  if (fn !== undefined) return fn;
  try {
    fn = compile(expr);
  } catch {
    fn = null;
  }
  if (compiledCache.size > 4000) compiledCache.clear();
  compiledCache.set(expr, fn);
  return fn;
}

function asComplex(value: unknown): Complex | null {
  if (typeof value === 'number') return Number.isFinite(value) ? complex(value, 0) : null;
  if (value && typeof value === 'object' && 're' in value && 'im' in value) {
    const z = value as Complex;
    return Number.isFinite(z.re) && Number.isFinite(z.im) ? z : null;
  }
  return null;
}

/** The value of `expr` (complex-aware), or null when it is undefined there or cannot be read. */
function valueAt(expr: string, scope: Scope): Complex | null {
  const fn = compiled(expr);
  if (!fn) return null;
  try {
    return asComplex(fn.evaluate({ ...scope }));
  } catch {
    return null;
  }
}

const size = (z: Complex) => Math.hypot(z.re, z.im);
const minus = (a: Complex, b: Complex) => complex(a.re - b.re, a.im - b.im);
const near = (a: Complex, b: Complex, tol = 1e-7) => size(minus(a, b)) <= tol * (1 + size(a) + size(b));
const isReal = (z: Complex) => Math.abs(z.im) <= 1e-9 * (1 + Math.abs(z.re));

/** Single-letter names in an expression; e, i and function names are not variables. */
function variablesOf(...exprs: string[]): string[] {
  const names = exprs.flatMap((e) => e.match(/[a-zA-Z]+/g) ?? []);
  return [...new Set(names.filter((n) => n.length === 1 && n !== 'e' && n !== 'i'))].sort();
}

const hasVariable = (expr: string, v: string) => new RegExp(`\\b${v}\\b`).test(expr);

/** Seeded sample points: some with every variable positive (roots, logs), some anywhere in [−3, 3]. */
function sampleScopes(vars: string[]): { positive: Scope[]; wide: Scope[] } {
  if (vars.length === 0) return { positive: [{}], wide: [] };
  const random = createRandom(2026);
  const draw = (lo: number, hi: number) =>
    Object.fromEntries(vars.map((v) => [v, lo + random() * (hi - lo)])) as Scope;
  return {
    positive: Array.from({ length: 6 }, () => draw(0.3, 2.5)),
    wide: Array.from({ length: 5 }, () => draw(-3, 3)),
  };
}

type Evaluate = (scope: Scope) => Complex | null;

/**
 * Equal at every seeded point where both are defined: all positive points, and wide points where
 * both are real (so log(x²) = 2·log x is not rejected for its complex values at negative x).
 */
function agreeAtSamples(f: Evaluate, g: Evaluate, vars: string[], tol: number): boolean | null {
  const { positive, wide } = sampleScopes(vars);
  let compared = 0;
  for (const scope of [...positive, ...wide]) {
    const a = f(scope);
    const b = g(scope);
    if (!a || !b) continue;
    if (!positive.includes(scope) && (!isReal(a) || !isReal(b))) continue;
    compared++;
    if (!near(a, b, tol)) return false;
  }
  return compared >= (vars.length === 0 ? 1 : 3) ? true : null;
}

/** Exact, via nerdamer, only for small polynomial/rational expressions where it is cheap and sure. */
function exactlyEqual(a: string, b: string): boolean | null {
  const cheap = (s: string) =>
    s.length <= 160 &&
    /^[\d\sa-z.+\-*/^()]*$/.test(s) &&
    !/[a-z]{2,}/.test(s) &&
    [...s.matchAll(/\^/g)].every(
      (m) => /^(?:\d|\(\d+\))/.test(s.slice(m.index + 1)) && smallPower(s, m.index),
    );
  if (!cheap(a) || !cheap(b)) return null;
  try {
    const difference = nerdamer(`expand((${a})-(${b}))`).toString();
    if (difference === '0') return true;
    return variablesOf(a, b).length === 0 ? false : null;
  } catch {
    return null;
  }
}

function smallPower(s: string, caret: number): boolean {
  const n = /^\(?(\d+)/.exec(s.slice(caret + 1));
  return n !== null && Number(n[1]) <= 12;
}

function sameExpression(a: string, b: string): boolean | null {
  if (squash(a) === squash(b)) return true;
  const exact = exactlyEqual(a, b);
  if (exact !== null) return exact;
  return agreeAtSamples(
    (s) => valueAt(a, s),
    (s) => valueAt(b, s),
    variablesOf(a, b),
    1e-7,
  );
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** d/dv by a central difference, complex-aware. */
function slopeAt(expr: string, v: string, scope: Scope): Complex | null {
  const x = scope[v];
  if (typeof x !== 'number') return null;
  const h = 1e-5 * (1 + Math.abs(x));
  const up = valueAt(expr, { ...scope, [v]: x + h });
  const down = valueAt(expr, { ...scope, [v]: x - h });
  if (!up || !down) return null;
  return complex((up.re - down.re) / (2 * h), (up.im - down.im) / (2 * h));
}

/** a/b when it is the same (nonzero) constant at every sample point. */
function constantRatio(a: string, b: string): Complex | null {
  const { positive, wide } = sampleScopes(variablesOf(a, b));
  let first: Complex | null = null;
  let compared = 0;
  for (const scope of [...positive, ...wide]) {
    const x = valueAt(a, scope);
    const y = valueAt(b, scope);
    if (!x || !y || size(y) < 1e-9) continue;
    const r = quotient(x, y);
    if (first && !near(first, r, 1e-7)) return null;
    first ??= r;
    compared++;
  }
  return compared >= 4 && first && size(first) > 1e-12 ? first : null;
}

/** Where an expression of one variable is the same number everywhere (no dependence on v). */
function constantValue(f: string, v: string, params: Scope): Complex | null {
  let first: Complex | null = null;
  for (const x of [0.37, 1.91, -2.3, 5.7]) {
    const y = valueAt(f, { ...params, [v]: x });
    if (!y) continue;
    if (first && !near(first, y, 1e-9)) return null;
    first ??= y;
  }
  return first;
}

// ---------------------------------------------------------------- real and complex roots

/** Denser near 0, out to ±200: where students' roots live. */
const SCAN_POINTS = Array.from({ length: 2401 }, (_, i) => 200 * (-1 + i / 1200) ** 3);

function realValue(f: string, v: string, params: Scope, x: number): number {
  const y = valueAt(f, { ...params, [v]: x });
  return y && isReal(y) ? y.re : Number.NaN;
}

function bisect(g: (x: number) => number, a: number, b: number): number {
  let lo = a;
  let hi = b;
  let glo = g(lo);
  for (let i = 0; i < 200 && hi - lo > 1e-15 * (1 + Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const gm = g(mid);
    if (gm === 0) return mid;
    if (Math.sign(gm) === Math.sign(glo)) {
      lo = mid;
      glo = gm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Minimum of |g| on [a, b] by golden-section search (double roots do not change sign). */
function touchPoint(g: (x: number) => number, a: number, b: number): number {
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = a;
  let hi = b;
  for (let i = 0; i < 120; i++) {
    const c = hi - phi * (hi - lo);
    const d = lo + phi * (hi - lo);
    if (Math.abs(g(c)) < Math.abs(g(d))) hi = d;
    else lo = c;
  }
  return (lo + hi) / 2;
}

/** A nearby simple fraction when it fits at least as well: 1.9999999 → 2. */
function snap(x: number, g: (x: number) => number): number {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(x * d) / d;
    if (Math.abs(n - x) <= 1e-6 * (1 + Math.abs(x)) && Math.abs(g(n)) <= Math.abs(g(x))) return n;
  }
  return x;
}

function numericRealRoots(f: string, v: string, params: Scope): number[] {
  const g = (x: number) => realValue(f, v, params, x);
  const ys = SCAN_POINTS.map(g);
  const roots: number[] = [];
  for (let i = 1; i < SCAN_POINTS.length; i++) {
    const [a, b] = [SCAN_POINTS[i - 1]!, SCAN_POINTS[i]!];
    const [fa, fb] = [ys[i - 1]!, ys[i]!];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    const scale = 1 + Math.abs(fa) + Math.abs(fb);
    let r: number | null = null;
    if (fb === 0) r = b;
    else if (fa * fb < 0) r = bisect(g, a, b);
    else if (i + 1 < SCAN_POINTS.length && Math.abs(fb) < Math.abs(fa) && Math.abs(fb) < Math.abs(ys[i + 1]!))
      r = touchPoint(g, a, SCAN_POINTS[i + 1]!);
    // A sign change across a pole is not a root: the value there must really vanish.
    if (r !== null && Math.abs(g(r)) <= 1e-9 * scale) roots.push(snap(r, g));
  }
  return roots;
}

interface Roots {
  values: Complex[];
  /** True when the CAS found every root, complex ones included (polynomials and rational functions). */
  complete: boolean;
}

function dedupe(values: Complex[]): Complex[] {
  const out: Complex[] = [];
  for (const z of values) if (!out.some((w) => near(w, z, 1e-7))) out.push(z);
  return out;
}

/** Built from v with + − × ÷ and whole powers only: nerdamer then finds every root, complex ones too. */
const rationalCache = new Map<string, boolean>();

function isRationalIn(f: string, v: string): boolean {
  const key = `${v}|${f}`;
  let known = rationalCache.get(key);
  if (known === undefined) {
    known = rationalIn(f, v);
    if (rationalCache.size > 4000) rationalCache.clear();
    rationalCache.set(key, known);
  }
  return known;
}

function rationalIn(f: string, v: string): boolean {
  let node: MathNode;
  try {
    node = parse(f);
  } catch {
    return false;
  }
  const dependsOnV = (n: MathNode) =>
    n.filter((m) => m.type === 'SymbolNode' && (m as unknown as { name: string }).name === v).length > 0;
  return node
    .filter(() => true)
    .every((n) => {
      if (n.type === 'FunctionNode') return !dependsOnV(n);
      if (n.type !== 'OperatorNode' || (n as unknown as { op: string }).op !== '^') return true;
      const [base, power] = (n as unknown as { args: MathNode[] }).args as [MathNode, MathNode];
      return !dependsOnV(base) ? !dependsOnV(power) : /^\d+$/.test(power.toString());
    });
}

const rootsCache = new Map<string, Roots | null>();

/** Roots of f (an expression in v) from nerdamer where it is cheap, plus a numeric scan of the reals. */
function rootsOf(f: string, v: string, params: Scope): Roots | null {
  const key = `${v}|${f}`;
  if (rootsCache.has(key)) return rootsCache.get(key)!;
  const vanishes = (z: Complex) => {
    const y = valueAt(f, { ...params, [v]: z });
    return y !== null && size(y) <= 1e-7 * (1 + size(z)) ** 4;
  };
  const polynomialLike = isRationalIn(f, v);
  const cheap =
    Object.keys(params).length === 0 &&
    f.length <= 200 &&
    [...f.matchAll(/\^\(?(\d+)/g)].every((m) => Number(m[1]) <= 4);
  let symbolic: Complex[] | null = null;
  if (cheap) {
    try {
      symbolic = nerdamerRoots(f, v)
        .map((r) => valueAt(r, {}))
        .filter((z): z is Complex => z !== null && vanishes(z));
    } catch {
      symbolic = null;
    }
  }
  const numeric = numericRealRoots(f, v, params).map((x) => complex(x, 0));
  const found =
    symbolic === null && numeric.length === 0
      ? null
      : { values: dedupe([...numeric, ...(symbolic ?? [])]), complete: symbolic !== null && polynomialLike };
  if (rootsCache.size > 2000) rootsCache.clear();
  rootsCache.set(key, found);
  return found;
}

// ---------------------------------------------------------------- equations

const NONE = '∅';
const ALL = 'ℝ';
const pieces = (statement: string) => statement.split(' or ');
const difference = (relation: string) => {
  const { sides } = splitSides(relation);
  return `(${sides[0]})-(${sides[1] ?? '0'})`;
};

/** Zero exactly where the statement holds: the product of lhs − rhs over its "or" pieces. */
function statementFunction(statement: string): string {
  if (statement === NONE) return '1';
  if (statement === ALL) return '0';
  return pieces(statement)
    .map((p) => `(${difference(p)})`)
    .join('*');
}

type SolutionSet = { kind: 'all' } | { kind: 'roots'; roots: Roots };

const setCache = new Map<string, SolutionSet | null>();

function solutionSet(statement: string, v: string, params: Scope): SolutionSet | null {
  const key = `${v}|${statement}`;
  if (setCache.has(key)) return setCache.get(key)!;
  const set = computeSolutionSet(statement, v, params);
  if (setCache.size > 2000) setCache.clear();
  setCache.set(key, set);
  return set;
}

function computeSolutionSet(statement: string, v: string, params: Scope): SolutionSet | null {
  if (statement === ALL) return { kind: 'all' };
  if (statement === NONE) return { kind: 'roots', roots: { values: [], complete: true } };
  const values: Complex[] = [];
  let complete = true;
  for (const piece of pieces(statement)) {
    const solved = solvedValue(piece, v, params);
    if (solved) {
      values.push(solved);
      continue;
    }
    const f = difference(piece);
    const c = constantValue(f, v, params);
    if (c) {
      if (size(c) < 1e-9) return { kind: 'all' };
      continue; // a contradiction like 3 = 5 adds no solutions
    }
    const roots = rootsOf(f, v, params);
    if (!roots) return null;
    values.push(...roots.values);
    complete &&= roots.complete;
  }
  return { kind: 'roots', roots: { values: dedupe(values), complete } };
}

/** The value of v in a piece like "x = (2+sqrt(-8))/2"; null unless the piece is solved for v. */
function solvedValue(piece: string, v: string, params: Scope): Complex | null {
  const { sides } = splitSides(piece);
  if (sides.length !== 2) return null;
  const [l, r] = sides as [string, string];
  const other = l === v ? r : r === v ? l : null;
  return other !== null && !hasVariable(other, v) ? valueAt(other, params) : null;
}

function satisfies(statement: string, z: Complex, v: string, params: Scope): boolean {
  if (statement === NONE) return false;
  if (statement === ALL) return true;
  return pieces(statement).some((p) => {
    const { sides } = splitSides(p);
    const l = valueAt(sides[0]!, { ...params, [v]: z });
    const r = valueAt(sides[1] ?? '0', { ...params, [v]: z });
    return l !== null && r !== null && near(l, r, 1e-6);
  });
}

interface Context {
  reading: Reading;
  v: string;
  params: Scope;
  /** The problem as a relation (equations, inequalities), for domain checks. */
  problem: string;
}

/** A root counts only where the problem itself is defined (and real, for a real root). */
function admissible(ctx: Context, z: Complex): boolean {
  return pieces(ctx.problem).every((p) =>
    splitSides(p).sides.every((side) => {
      const y = valueAt(side, { ...ctx.params, [ctx.v]: z });
      return y !== null && (!isReal(z) || isReal(y));
    }),
  );
}

interface RootComparison {
  lost: Complex[];
  gained: Complex[];
}

function compareRoots(ctx: Context, a: string, b: string): RootComparison | null {
  const A = solutionSet(a, ctx.v, ctx.params);
  const B = solutionSet(b, ctx.v, ctx.params);
  if (!A || !B) return null;
  if (A.kind === 'all' || B.kind === 'all') return A.kind === B.kind ? { lost: [], gained: [] } : null;
  // Complex roots count only when both sides know all of theirs (and "no solution" means no real one).
  const realOnly = !A.roots.complete || !B.roots.complete || a === NONE || b === NONE;
  const keep = (z: Complex) => admissible(ctx, z) && (!realOnly || isReal(z));
  return {
    lost: A.roots.values.filter((z) => keep(z) && !satisfies(b, z, ctx.v, ctx.params)),
    gained: B.roots.values.filter((z) => keep(z) && !satisfies(a, z, ctx.v, ctx.params)),
  };
}

/**
 * A root of one statement that the other does not satisfy: cheap proof they differ. Complex roots
 * count only when the set is complete and the other statement is a polynomial (or rational) one too.
 */
function rootMissedBy(ctx: Context, set: SolutionSet | null | undefined, other: string): boolean {
  if (set?.kind !== 'roots') return false;
  const withComplex =
    set.roots.complete && other !== NONE && pieces(other).every((p) => isRationalIn(difference(p), ctx.v));
  return set.roots.values.some(
    (z) => (isReal(z) || withComplex) && admissible(ctx, z) && !satisfies(other, z, ctx.v, ctx.params),
  );
}

function equationFollows(ctx: Context, ref: string, cand: string): boolean | null {
  if (squash(ref) === squash(cand)) return true;
  if (constantRatio(statementFunction(cand), statementFunction(ref))) return true;
  // Cheap rejections first, from whichever side is already solved (the other is often one of many guesses).
  const key = (s: string) => `${ctx.v}|${s}`;
  if (rootMissedBy(ctx, setCache.get(key(cand)), ref)) return false;
  if (rootMissedBy(ctx, solutionSet(ref, ctx.v, ctx.params), cand)) return false;
  const c = compareRoots(ctx, ref, cand);
  if (!c) return null;
  return c.lost.length === 0 && c.gained.length === 0;
}

const showRoot = (z: Complex) =>
  isReal(z)
    ? showNumber(z.re)
    : `${showNumber(z.re)} ${z.im < 0 ? '−' : '+'} ${formatNumber(Math.abs(z.im))}i`;

function isSolvedEquation(statement: string, v: string): boolean {
  if (statement === NONE || statement === ALL) return true;
  return pieces(statement).every((p) => {
    const [l, r] = splitSides(p).sides as [string, string];
    return (l === v && !hasVariable(r, v)) || (r === v && !hasVariable(l, v));
  });
}

/** "x - 1 = 2" → "x - 1 = 2 or x - 1 = -(2)": the answer a ± would have given. */
function withOtherSign(statement: string): string {
  const added = pieces(statement).map((p) => {
    const [l, r] = splitSides(p).sides;
    return `${l}=-(${r})`;
  });
  return [statement, ...added].join(' or ');
}

/** "x" or "x − 2" when ref is wrong times (v − r): the student divided by it. */
function dividedBy(ctx: Context, ref: string, wrong: string, r: Complex): string | null {
  if (!isReal(r)) return null;
  const factor = `(${ctx.v}-(${r.re}))`;
  if (!constantRatio(statementFunction(ref), `(${statementFunction(wrong)})*${factor}`)) return null;
  return r.re === 0 ? ctx.v : `${ctx.v} ${r.re < 0 ? '+' : '−'} ${formatNumber(Math.abs(r.re))}`;
}

/** Lost or gained roots: dividing by an expression in x, squaring, a missing ± or factor. */
function explainRootChange(ctx: Context, ref: string, wrong: string): Diagnosis | null {
  const c = compareRoots(ctx, ref, wrong);
  if (!c) return null;
  const { v } = ctx;
  if (c.lost.length > 0 && c.gained.length === 0) {
    const r = c.lost[0]!;
    const solved = isSolvedEquation(wrong, v);
    if (/\^2\b/.test(ref) && equationFollows(ctx, ref, withOtherSign(wrong)))
      return {
        mistake: 'wrong_rule',
        hint: 'Taking a square root gives two answers, one positive and one negative (±): one is missing here.',
      };
    const factored = pieces(ref).length === 1 && /\)\*\(|\)\*[a-z]|[a-z]\*\(/.test(ref);
    const divisor = dividedBy(ctx, ref, wrong, r);
    if (divisor && !(solved && factored))
      return {
        mistake: 'wrong_rule',
        hint: `Dividing by ${divisor} loses the root ${v} = ${showRoot(r)}, because ${divisor} can be zero. Move everything to one side and factor instead.`,
      };
    if (solved)
      return {
        mistake: 'other',
        hint: 'A solution is missing: the line before has more solutions than this one. If it is a product, set each factor equal to zero.',
      };
    return {
      mistake: 'wrong_rule',
      hint: `This step loses the solution ${v} = ${showRoot(r)}. Dividing by an expression containing ${v} can do that; move everything to one side and factor instead.`,
    };
  }
  if (c.gained.length > 0 && c.lost.length === 0) {
    const r = c.gained[0]!;
    const undefinedBefore = valueAt(statementFunction(ref), { ...ctx.params, [v]: r }) === null;
    return {
      mistake: 'wrong_rule',
      hint: undefinedBefore
        ? `${v} = ${showRoot(r)} makes the line before undefined (a zero denominator), so it cannot be a solution.`
        : `This step adds the solution ${v} = ${showRoot(r)}, which does not solve the line before. Squaring both sides (or multiplying by an expression in ${v}) can do that: check every answer in the original equation.`,
    };
  }
  return null;
}

// ---------------------------------------------------------------- inequalities

const GRID = [
  ...Array.from({ length: 401 }, (_, i) => 60 * (-1 + i / 200) ** 3),
  ...Array.from({ length: 81 }, (_, i) => -20 + i / 2),
];

function relationHolds(op: string, a: number, b: number): boolean {
  const tol = 1e-9 * (1 + Math.abs(a) + Math.abs(b));
  switch (op) {
    case '<':
      return b - a > tol;
    case '<=':
      return b - a >= -tol;
    case '>':
      return a - b > tol;
    case '>=':
      return a - b >= -tol;
    default:
      return Math.abs(a - b) <= tol;
  }
}

/** Whether the statement holds at v = x; null where it is undefined (not real). */
function truthAt(statement: string, ctx: Context, x: number): boolean | null {
  if (statement === NONE) return false;
  if (statement === ALL) return true;
  let holds = false;
  for (const piece of pieces(statement)) {
    const { sides, separators } = splitSides(piece);
    const values = sides.map((s) => valueAt(s, { ...ctx.params, [ctx.v]: x }));
    if (values.some((y) => !y || !isReal(y))) return null;
    if (separators.every((op, i) => relationHolds(op, values[i]!.re, values[i + 1]!.re))) holds = true;
  }
  return holds;
}

const boundaryCache = new Map<string, number[]>();

function boundaries(statement: string, ctx: Context): number[] {
  const key = `${ctx.v}|${statement}`;
  const cached = boundaryCache.get(key);
  if (cached) return cached;
  const out: number[] = [];
  if (statement !== NONE && statement !== ALL)
    for (const piece of pieces(statement)) {
      const { sides } = splitSides(piece);
      for (let i = 0; i + 1 < sides.length; i++) {
        const roots = rootsOf(`(${sides[i]})-(${sides[i + 1]})`, ctx.v, ctx.params);
        for (const z of roots?.values ?? []) if (isReal(z)) out.push(z.re);
      }
    }
  if (boundaryCache.size > 2000) boundaryCache.clear();
  boundaryCache.set(key, out);
  return out;
}

const around = (b: number) => [b, b - 1e-4 * (1 + Math.abs(b)), b + 1e-4 * (1 + Math.abs(b))];

/** Points where the two statements disagree (first on a grid, then at and beside every boundary). */
function disagreements(ctx: Context, a: string, b: string, stopAtFirst: boolean) {
  const found: { x: number; inA: boolean }[] = [];
  let compared = 0;
  const test = (x: number) => {
    if (truthAt(ctx.problem, ctx, x) === null) return;
    const ta = truthAt(a, ctx, x);
    const tb = truthAt(b, ctx, x);
    if (ta === null || tb === null) return;
    compared++;
    if (ta !== tb) found.push({ x, inA: ta });
  };
  for (const x of GRID) {
    test(x);
    if (stopAtFirst && found.length) return { found, compared };
  }
  for (const x of [...boundaries(a, ctx), ...boundaries(b, ctx)].flatMap(around)) {
    test(x);
    if (stopAtFirst && found.length) return { found, compared };
  }
  return { found, compared };
}

function inequalityFollows(ctx: Context, ref: string, cand: string): boolean | null {
  if (squash(ref) === squash(cand)) return true;
  const { found, compared } = disagreements(ctx, ref, cand, true);
  if (found.length) return false;
  return compared >= 20 ? true : null;
}

function isSolvedInequality(statement: string, v: string): boolean {
  if (statement === NONE || statement === ALL) return true;
  return pieces(statement).every((p) => {
    const { sides } = splitSides(p);
    const alone = sides.filter((s) => s === v).length;
    return alone === 1 && sides.filter((s) => hasVariable(s, v)).length === 1;
  });
}

function explainInequality(ctx: Context, ref: string, wrong: string): Diagnosis | null {
  const { found } = disagreements(ctx, ref, wrong, false);
  if (found.length === 0) return null;
  const edges = [...boundaries(ref, ctx), ...boundaries(wrong, ctx)];
  if (found.every((d) => edges.some((b) => Math.abs(b - d.x) <= 1e-12 * (1 + Math.abs(b)))))
    return {
      mistake: 'other',
      hint: 'Check whether the boundary point belongs to the solution: < and > leave it out, ≤ and ≥ keep it in.',
    };
  if (/\^2\b/.test(ref) && isSolvedInequality(wrong, ctx.v) && pieces(wrong).length === 1)
    return {
      mistake: 'wrong_rule',
      hint: 'Taking the square root of both sides of an inequality needs both signs: x² < a² means −a < x < a, and x² > a² means x < −a or x > a.',
    };
  if (found.every((d) => d.inA))
    return {
      mistake: 'other',
      hint: 'Part of the solution set is missing here: test a number on each side of every boundary point.',
    };
  return null;
}

// ---------------------------------------------------------------- reading lines

type Kind = 'equation' | 'inequality' | 'expression' | 'derivative' | 'antiderivative' | 'definite';

interface WorkLine {
  /** Normalized steps: a statement ("2*x=8", "x=2 or x=3"), or an expression chain a = b = c. */
  steps: string[];
  latex: string;
  /** Antiderivatives: whether the student wrote + C. */
  constant: boolean;
}

type LineReading = WorkLine | { error: string };

const NO_SOLUTION =
  /^(?:there\s+(?:is|are)\s+)?no\s+(?:real\s+)?(?:solutions?|roots?|values?)$|^(?:[a-z]\s*(?:∈|\\in)\s*)?(?:∅|\\emptyset|\\varnothing|\{\s*\})$/i;
const ALL_REALS =
  /^(?:all\s+real\s+numbers|infinitely\s+many\s+solutions|any\s+(?:real\s+)?(?:number|value)|all\s+[a-z]|[a-z]\s*(?:∈|\\in)\s*(?:ℝ|\\mathbb\{R\}|R))$/i;
const LEADING_WORDS =
  /^(?:=>|⇒|→|->|∴|\\therefore|\\Rightarrow|\\implies|(?:so|therefore|hence|thus)\b[,:]?)\s*/i;
const CONSTANT = /\s*\+\s*(?:C|c|\\text\{C\}|\\mathrm\{C\})\s*$/;
const PLUS_MINUS = /±|\\pm|\+\/-|\+-/;

function cleanLine(raw: string): string {
  let s = raw
    .trim()
    .replace(/^\$+|\$+$/g, '')
    .trim();
  for (let i = 0; i < 3; i++) s = s.replace(LEADING_WORDS, '');
  return s.replace(/[.;,]+$/, '').trim();
}

/** Splits "x = 2 or x = 3", "x=2, x=3", "x = 2 \text{ or } x = 3" at the top level. */
function splitAlternatives(s: string): string[] {
  const marked = s.replace(/\\(?:text|mathrm)\{\s*or\s*\}|\\lor|\\vee|\\q?quad|\s+or\s+/gi, '\u0000');
  let depth = 0;
  let out = '';
  for (const c of marked) {
    if ('({['.includes(c)) depth++;
    if (')}]'.includes(c)) depth--;
    out += depth === 0 && (c === ',' || c === ';') ? '\u0000' : c;
  }
  return out
    .split('\u0000')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function expandPlusMinus(piece: string): string[] {
  return PLUS_MINUS.test(piece) ? [piece.replace(PLUS_MINUS, '+'), piece.replace(PLUS_MINUS, '-')] : [piece];
}

/** One piece of a line → normalized plain math, or null. */
function toPlain(piece: string): string | null {
  let s = piece.replace(/(\d+(?:\.\d+)?)\s*\\?%/g, '($1/100)');
  if (/\\[a-zA-Z]|[{}]/.test(s)) {
    const plain = latexToPlain(s);
    if (!plain) return null;
    s = plain;
  }
  return normalizePlain(s)?.text.replace(/(^|[=<>(])\+/g, '$1') ?? null;
}

const escapeLatex = (s: string) => `\\text{${s.replace(/[\\{}$&#^_%~]/g, (c) => `\\${c}`)}}`;

function readStatement(s: string, kind: Kind, v: string): LineReading {
  if (NO_SOLUTION.test(s)) return { steps: [NONE], latex: '\\text{no solution}', constant: false };
  if (ALL_REALS.test(s)) return { steps: [ALL], latex: '\\text{all real numbers}', constant: false };
  const relations: string[] = [];
  for (const piece of splitAlternatives(s).flatMap(expandPlusMinus)) {
    let plain = toPlain(piece);
    if (!plain) return { error: 'I could not read this line. Write one step per line, for example 2x = 8.' };
    const ops: string[] = plain.match(/<=|>=|=|<|>/g) ?? [];
    if (ops.length === 0 && kind === 'equation' && !hasVariable(plain, v)) plain = `${v}=${plain}`;
    else if (kind === 'equation' && (ops.length !== 1 || ops[0] !== '='))
      return { error: `Write this step as one equation with an = sign, for example ${v} = 4.` };
    else if (kind === 'inequality' && (ops.length === 0 || ops.length > 2 || ops.includes('=')))
      return {
        error: `Keep the inequality sign in every line, for example ${v} < 3 (or -2 < ${v} < 2).`,
      };
    relations.push(plain);
  }
  if (relations.length === 0) return { error: 'This line is empty.' };
  return {
    steps: [relations.join(' or ')],
    latex: relations.map(toLatex).join(' \\text{ or } '),
    constant: false,
  };
}

const CALCULUS_PREFIX =
  /^\s*(?:[a-zA-Z]\s*'+\s*(?:\(\s*[a-z]\s*\))?|d\s*[a-zA-Z]?\s*\/\s*d\s*[a-z]|\\frac\{d[a-zA-Z]?\}\{d[a-z]\}|[A-Z]\s*\(\s*[a-z]\s*\))\s*=/;

function readExpression(s: string, kind: Kind): LineReading {
  let body = s.replace(CALCULUS_PREFIX, '');
  // "d/dx (x^3) = 3x^2" or "∫ x^2 dx = x^3/3": what is being worked on, then its value.
  if (/^(?:d\/d|\\frac\{d\}|∫|\\int|integral|integrate)/i.test(body) && body.includes('='))
    body = body.slice(body.lastIndexOf('=') + 1);
  body = body.replace(/^\s*=\s*/, '');
  const constant = CONSTANT.test(body);
  if (kind === 'antiderivative' || kind === 'definite') body = body.replace(CONSTANT, '');
  const steps: string[] = [];
  for (const part of body.split(/=(?![^{]*\})/).map((p) => p.trim())) {
    if (!part) continue;
    const plain = toPlain(part);
    if (!plain)
      return { error: 'I could not read this line. Write one step per line, for example 3/4 + 1/6.' };
    if (/[<>=]/.test(plain))
      return { error: 'This problem is an expression to work out, so write each line as an expression.' };
    steps.push(plain);
  }
  if (steps.length === 0) return { error: 'This line is empty.' };
  return { steps, latex: steps.map(toLatex).join(' = '), constant };
}

function readWorkLine(raw: string, kind: Kind, v: string): LineReading {
  if (raw.length > MAX_LINE_CHARS)
    return { error: `This line is too long to check (at most ${MAX_LINE_CHARS} characters).` };
  const s = cleanLine(raw);
  if (!s) return { error: 'This line is empty.' };
  return kind === 'equation' || kind === 'inequality' ? readStatement(s, kind, v) : readExpression(s, kind);
}

// ---------------------------------------------------------------- what each line is checked against

interface Plan {
  kind: Kind;
  ctx: Context;
  /** The problem as the first reference: a statement, an expression, or the function to work on. */
  start: string;
  /** Definite integrals: the bounds. */
  bounds?: [string, string];
}

const TASK_NAMES: Partial<Record<TaskType, string>> = {
  system_of_equations: 'systems of equations',
  limit: 'limits',
};

function planFor(reading: Reading): Plan {
  const v = reading.variable ?? 'x';
  const calculus = /^(?:diff|integrate|defint)\((.*)\)$/.exec(reading.expression);
  const args = calculus?.[1]?.split(', ') ?? [];
  const kindByTask: Partial<Record<TaskType, Kind>> = {
    linear_equation: 'equation',
    quadratic_equation: 'equation',
    polynomial_equation: 'equation',
    exponential_equation: 'equation',
    linear_inequality: 'inequality',
    quadratic_inequality: 'inequality',
    arithmetic: 'expression',
    fractions: 'expression',
    percent: 'expression',
    simplify: 'expression',
    expand: 'expression',
    factor: 'expression',
    derivative: 'derivative',
    indefinite_integral: 'antiderivative',
    definite_integral: 'definite',
  };
  const kind = kindByTask[reading.task_type];
  if (!kind)
    throw new CannotCheckError(
      `Checking your own steps is not available for ${TASK_NAMES[reading.task_type] ?? 'this kind of problem'} yet.`,
    );
  const relational = kind === 'equation' || kind === 'inequality';
  const paramNames = variablesOf(reading.expression).filter((n) => n !== v && relational);
  // Each other letter gets a fixed value of its own, so cached root sets stay valid across problems.
  const params = Object.fromEntries(
    paramNames.map((n) => [n, 0.5 + 2 * ((n.charCodeAt(0) * 0.6180339887) % 1)]),
  ) as Scope;
  const ctx: Context = { reading, v, params, problem: relational ? reading.expression : ALL };
  if (kind === 'definite') return { kind, ctx, start: args[0]!, bounds: [args[1]!, args[2]!] };
  return { kind, ctx, start: calculus ? args[0]! : reading.expression };
}

/** ∫ f from a to b by composite Simpson; null where f is not real and finite. */
function definiteValue(f: string, v: string, a: string, b: string): number | null {
  const lo = valueAt(a, {});
  const hi = valueAt(b, {});
  if (!lo || !hi || !isReal(lo) || !isReal(hi)) return null;
  const n = 2000;
  const h = (hi.re - lo.re) / n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const y = valueAt(f, { [v]: lo.re + i * h });
    if (!y || !isReal(y)) return null;
    sum += y.re * (i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2);
  }
  return (sum * h) / 3;
}

function expressionTarget(ref: string, hidden: boolean, v: string, faults: Fault[] = []): Target {
  const vars = () => variablesOf(ref);
  return {
    ref,
    hidden,
    relational: false,
    variable: v,
    follows: (c) => sameExpression(ref, c),
    followsFrom: (o, c) => sameExpression(o, c),
    residuals: (c) =>
      sampleScopes(vars())
        .positive.slice(0, 2)
        .map((s) => {
          const a = valueAt(c, s);
          const b = valueAt(ref, s);
          return a && b ? minus(a, b) : null;
        })
        .filter((z): z is Complex => z !== null),
    ratio: () => null,
    faults,
    expanded: () => cas(`expand(${ref})`),
  };
}

/** Antiderivatives: a line is right when its derivative is `derivative` (the integrand, or the last line's). */
function antiderivativeTarget(ref: string, derivative: Evaluate, hidden: boolean, v: string): Target {
  const vars = variablesOf(ref, v);
  const slopeOf = (c: string) => (s: Scope) => slopeAt(c, v, s);
  const matches = (d: Evaluate, c: string) => agreeAtSamples(slopeOf(c), d, variablesOf(c, v, ...vars), 1e-5);
  return {
    ref,
    hidden,
    relational: false,
    variable: v,
    follows: (c) => matches(derivative, c),
    followsFrom: (o, c) => matches(slopeOf(o), c),
    residuals: (c) =>
      sampleScopes(variablesOf(c, v))
        .positive.slice(0, 2)
        .map((s) => {
          const a = slopeAt(c, v, s);
          const b = derivative(s);
          return a && b ? minus(a, b) : null;
        })
        .filter((z): z is Complex => z !== null),
    ratio: () => null,
    faults: [],
    explain: (wrong) => {
      if (hidden)
        for (const t of splitTerms(ref)) {
          const term = t.sign < 0 ? `-(${t.text})` : t.text;
          const withTerm = (s: Scope) => {
            const a = slopeAt(wrong, v, s);
            const b = valueAt(term, s);
            return a && b ? complex(a.re + b.re, a.im + b.im) : null;
          };
          if (
            splitTerms(ref).length > 1 &&
            agreeAtSamples(withTerm, derivative, variablesOf(wrong, ref), 1e-5)
          )
            return {
              mistake: 'dropped_term',
              hint: `The integral of ${pretty(term)} is missing: integrate every term of the sum.`,
            };
        }
      const { positive } = sampleScopes(variablesOf(wrong, v));
      const ratios = positive.map((s) => {
        const a = slopeAt(wrong, v, s);
        const b = derivative(s);
        return a && b && size(b) > 1e-9 ? a.re / b.re : Number.NaN;
      });
      const c = ratios[0]!;
      if (!Number.isFinite(c) || !ratios.every((r) => Math.abs(r - c) <= 1e-5 * (1 + Math.abs(c))))
        return null;
      if (Math.abs(c + 1) < 1e-5)
        return {
          mistake: 'sign_error',
          hint: 'Differentiate your answer to check it: you get the negative of what you integrated. Check the signs (∫ sin x dx = −cos x).',
        };
      return {
        mistake: 'wrong_rule',
        hint: `Differentiate your answer to check it: you get ${formatNumber(c)} times what you integrated. When integrating xⁿ, divide by the new exponent n + 1.`,
      };
    },
  };
}

function statementTarget(plan: Plan, ref: string): Target {
  const { ctx } = plan;
  const equation = plan.kind === 'equation';
  const follows = (a: string, c: string) =>
    equation ? equationFollows(ctx, a, c) : inequalityFollows(ctx, a, c);
  return {
    ref,
    hidden: false,
    relational: true,
    variable: ctx.v,
    follows: (c) => follows(ref, c),
    followsFrom: (o, c) => {
      // `c` is the same wrong line for every guess: solving it once lets each guess be refuted by substitution.
      if (equation) solutionSet(c, ctx.v, ctx.params);
      return follows(o, c);
    },
    residuals: (c) => {
      const points = equation
        ? (() => {
            const set = solutionSet(ref, ctx.v, ctx.params);
            return set?.kind === 'roots' ? set.roots.values.filter((z) => admissible(ctx, z)) : [];
          })()
        : boundaries(ref, ctx).map((b) => complex(b, 0));
      return points
        .slice(0, 4)
        .map((z) => valueAt(statementFunction(c), { ...ctx.params, [ctx.v]: z }))
        .filter((z): z is Complex => z !== null);
    },
    ratio: (a, b) => {
      const r = constantRatio(statementFunction(a), statementFunction(b));
      return r && isReal(r) ? r.re : null;
    },
    faults: [],
    explain: (wrong) => (equation ? explainRootChange(ctx, ref, wrong) : explainInequality(ctx, ref, wrong)),
  };
}

/** What the line `cand` must follow from, given the last line that checked out (null: the problem). */
function targetFor(plan: Plan, prev: string | null, cand: string): Target | null {
  const { kind, ctx, start } = plan;
  const v = ctx.v;
  switch (kind) {
    case 'equation':
    case 'inequality':
      return statementTarget(plan, prev ?? start);
    case 'expression':
      return expressionTarget(prev ?? start, false, v);
    case 'derivative': {
      if (prev !== null) return expressionTarget(prev, false, v);
      let derivative: string;
      try {
        derivative = nerdamer.diff(start, v).toString();
      } catch {
        return null;
      }
      return expressionTarget(derivative, true, v, derivativeFaults(start, v));
    }
    case 'antiderivative':
      return prev === null
        ? antiderivativeTarget(start, (s) => valueAt(start, s), true, v)
        : antiderivativeTarget(prev, (s) => slopeAt(prev, v, s), false, v);
    case 'definite': {
      if (hasVariable(cand, v))
        return prev !== null && hasVariable(prev, v)
          ? antiderivativeTarget(prev, (s) => slopeAt(prev, v, s), false, v)
          : antiderivativeTarget(start, (s) => valueAt(start, s), true, v);
      if (prev !== null && !hasVariable(prev, v)) return expressionTarget(prev, false, v);
      const value = definiteValue(start, v, plan.bounds![0], plan.bounds![1]);
      if (value === null) return null;
      const target = expressionTarget(String(value), true, v);
      target.follows = (c) => {
        const y = valueAt(c, {});
        return y ? near(y, complex(value, 0), 1e-7) : null;
      };
      return target;
    }
  }
}

// ---------------------------------------------------------------- the answer at the end

interface Ending {
  finished: boolean;
  /** Completes "All 3 steps are correct and …" or "All 3 steps are correct so far; …". */
  phrase: string;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

function factorCount(node: MathNode): number {
  const n = node.type === 'ParenthesisNode' ? (node as unknown as { content: MathNode }).content : node;
  if (
    n.filter(
      (m) => m.type === 'SymbolNode' && variablesOf((m as unknown as { name: string }).name).length > 0,
    ).length === 0
  )
    return 0;
  if (n.type === 'ParenthesisNode') return factorCount(n);
  if (n.type === 'OperatorNode') {
    const op = n as unknown as { fn: string; args: MathNode[] };
    if (op.fn === 'multiply') return op.args.reduce((k, a) => k + factorCount(a), 0);
    if (op.fn === 'unaryMinus') return factorCount(op.args[0]!);
    if (op.fn === 'pow') {
      const e = Number(op.args[1]!.toString());
      if (Number.isInteger(e) && e > 0) return e * factorCount(op.args[0]!);
    }
  }
  return 1;
}

function cas(expr: string): string | null {
  try {
    return nerdamer(expr).toString();
  } catch {
    return null;
  }
}

function expressionEnding(plan: Plan, last: string): Ending {
  const { reading } = plan.ctx;
  const answer = pretty(last);
  switch (reading.task_type) {
    case 'expand': {
      const expanded = cas(`expand(${plan.start})`);
      const open = /(?:^|[^a-z])\(/.test(last);
      const collected = !expanded || splitTerms(last).length <= splitTerms(expanded).length;
      if (!open && collected) return { finished: true, phrase: `${answer} is fully expanded` };
      return {
        finished: false,
        phrase: open ? 'there are still brackets to multiply out' : 'collect the like terms',
      };
    }
    case 'factor': {
      const factored = cas(`factor(${plan.start})`);
      let needed = 1;
      let have = 0;
      try {
        needed = factored ? factorCount(parse(factored)) : 1;
        have = factorCount(parse(last));
      } catch {}
      return have >= needed && (have >= 2 || needed <= 1)
        ? { finished: true, phrase: `${answer} is fully factored` }
        : { finished: false, phrase: 'it can be factored further' };
    }
    case 'simplify': {
      const simplest = cas(`simplify(${plan.start})`);
      return !simplest || splitTerms(last).length <= splitTerms(simplest).length
        ? { finished: true, phrase: `${answer} is fully simplified` }
        : { finished: false, phrase: 'it can be simplified further' };
    }
    default: {
      const fraction = /^(-?\d+)\/(\d+)$/.exec(last);
      const plainNumber = /^-?\d+(?:\.\d+)?$/.test(last);
      if (fraction && gcd(Number(fraction[1]), Number(fraction[2])) > 1)
        return { finished: false, phrase: `${answer} can still be simplified` };
      if ((plainNumber || (fraction && fraction[2] !== '1')) && checkValue(reading.expression, last).ok)
        return { finished: true, phrase: `${answer} is the answer` };
      return { finished: false, phrase: 'keep going until you reach a single number' };
    }
  }
}

function ending(plan: Plan, lastLine: WorkLine): Ending {
  const { kind, ctx } = plan;
  const last = lastLine.steps.at(-1)!;
  const answer = pretty(last);
  const notYet: Ending = { finished: false, phrase: 'keep going until you reach the answer' };
  switch (kind) {
    case 'equation': {
      if (!isSolvedEquation(last, ctx.v)) return notYet;
      if (last === NONE || last === ALL) {
        const set = solutionSet(ctx.problem, ctx.v, ctx.params);
        const ok =
          last === ALL
            ? set?.kind === 'all'
            : set?.kind === 'roots' && !set.roots.values.some((z) => isReal(z) && admissible(ctx, z));
        return ok
          ? {
              finished: true,
              phrase: `the problem has ${last === ALL ? 'every number as a solution' : 'no real solution'}`,
            }
          : notYet;
      }
      const roots = pieces(last).map((p) => splitSides(p).sides.find((s) => s !== ctx.v)!);
      const solves = (r: string) => {
        const z = valueAt(r, ctx.params);
        if (!z || !admissible(ctx, z) || !satisfies(ctx.problem, z, ctx.v, ctx.params)) return false;
        // With no other letters, the independent check in verify.ts must agree too.
        return Object.keys(ctx.params).length > 0 || checkRoots(ctx.problem, ctx.v, [r]).ok;
      };
      const bad = roots.find((r) => !solves(r));
      if (bad !== undefined)
        return {
          finished: false,
          phrase: `${ctx.v} = ${pretty(bad)} does not solve the original problem, so leave it out`,
        };
      return { finished: true, phrase: `${answer} solves the problem` };
    }
    case 'inequality':
      return isSolvedInequality(last, ctx.v)
        ? { finished: true, phrase: `${answer} is the solution set` }
        : notYet;
    case 'expression':
      return expressionEnding(plan, last);
    case 'derivative':
      return checkDerivative(plan.start, ctx.v, last).ok
        ? { finished: true, phrase: `${answer} is the derivative` }
        : notYet;
    case 'antiderivative':
      if (!checkDerivative(last, ctx.v, plan.start).ok) return notYet;
      return {
        finished: true,
        phrase: lastLine.constant
          ? `${answer} + C is the antiderivative`
          : `${answer} is an antiderivative (remember to add + C)`,
      };
    case 'definite':
      return hasVariable(last, ctx.v)
        ? notYet
        : { finished: true, phrase: `${answer} is the value of the integral` };
  }
}

// ---------------------------------------------------------------- the check

const MISTAKE_PHRASES: Record<Mistake, string> = {
  sign_error: 'a sign error',
  dropped_term: 'a dropped term',
  wrong_rule: 'a rule applied the wrong way',
  arithmetic: 'an arithmetic slip',
  other: 'a step that does not follow',
};

function summarize(lines: CheckedLine[], firstError: number | null, end: Ending | null): string {
  // Lines are numbered as the student sees them: the problem, then step 1, step 2…
  if (firstError !== null) {
    const line = lines[firstError]!;
    const before = firstError === 1 ? 'compare it with the problem' : 'the steps before it are correct';
    if (line.status === 'unreadable') return `I could not read step ${firstError}; ${before}.`;
    return `Step ${firstError} has ${MISTAKE_PHRASES[line.mistake ?? 'other']}; ${before}.`;
  }
  const work = lines.length - 1;
  const unverified = lines.findIndex((l) => l.status === 'unchecked');
  if (unverified > 0)
    return `The steps I could check are correct, but I could not verify step ${unverified}.`;
  const all = work === 1 ? 'The 1 step is correct' : `All ${work} steps are correct`;
  if (!end) return `${all} so far; keep going until you reach the answer.`;
  return end.finished ? `${all} and ${end.phrase}.` : `${all} so far; ${end.phrase}.`;
}

interface Verdict {
  status: 'correct' | 'wrong' | 'unchecked';
  diagnosis?: Diagnosis;
}

/** Each step of a line (a = b = c) must follow the one before it. */
function judgeLine(plan: Plan, prev: string | null, line: WorkLine): Verdict {
  let ref = prev;
  for (const step of line.steps) {
    const target = targetFor(plan, ref, step);
    const ok = target ? target.follows(step) : null;
    if (ok === null) return { status: 'unchecked' };
    if (!ok) return { status: 'wrong', diagnosis: diagnose(step, target!) ?? OTHER };
    ref = step;
  }
  return { status: 'correct' };
}

/**
 * Check a student's working: `lines[0]` is the problem, each further line one step. Lines after the
 * first wrong or unreadable one are left unchecked.
 */
export function checkWork(input: string[]): WorkCheck {
  const lines = input
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .slice(0, MAX_WORK_LINES);
  const problem = lines[0];
  const reading = problem && problem.length <= MAX_LINE_CHARS ? readProblem(problem) : null;
  if (!reading) throw new CannotCheckError('the problem could not be read', true);
  const plan = planFor(reading);
  const out: CheckedLine[] = [{ text: problem!, latex: reading.latex, status: 'start' }];
  let prev: string | null = null;
  let prevLine: WorkLine | null = null;
  let firstError: number | null = null;
  for (const raw of lines.slice(1)) {
    if (firstError !== null) {
      const shown = readWorkLine(raw, plan.kind, plan.ctx.v);
      out.push({ text: raw, latex: 'error' in shown ? escapeLatex(raw) : shown.latex, status: 'unchecked' });
      continue;
    }
    const read = readWorkLine(raw, plan.kind, plan.ctx.v);
    if ('error' in read) {
      firstError = out.length;
      out.push({ text: raw, latex: escapeLatex(raw), status: 'unreadable', hint: read.error });
      continue;
    }
    const verdict = judgeLine(plan, prev, read);
    if (verdict.status === 'correct') {
      prev = read.steps.at(-1)!;
      prevLine = read;
      out.push({ text: raw, latex: read.latex, status: 'correct' });
    } else if (verdict.status === 'wrong') {
      firstError = out.length;
      out.push({ text: raw, latex: read.latex, status: 'wrong', ...verdict.diagnosis });
    } else {
      prevLine = null;
      out.push({ text: raw, latex: read.latex, status: 'unchecked', hint: UNVERIFIED_HINT });
    }
  }
  const lastVerified = firstError === null && prevLine !== null && out.at(-1)!.status === 'correct';
  const end = lastVerified ? ending(plan, prevLine!) : null;
  const unverified = out.some((l, i) => i > 0 && l.status === 'unchecked');
  return {
    task_type: reading.task_type,
    lines: out,
    first_error: firstError,
    finished: firstError === null && !unverified && (end?.finished ?? false),
    summary: summarize(out, firstError, end),
  };
}
