// Check mode for equations: a step is right when it keeps the solution set (roots lost or gained are
// found and explained: dividing by x, squaring, a missing ±).
import type { Complex } from 'mathjs';
import { dedupe, isRationalIn, type Roots, rootsOf } from './check-roots.ts';
import {
  ALL,
  admissible,
  type Context,
  difference,
  NONE,
  pieces,
  satisfies,
  statementFunction,
} from './check-statements.ts';
import {
  constantRatio,
  constantValue,
  hasVariable,
  isReal,
  type Scope,
  size,
  squash,
  valueAt,
} from './check-values.ts';
import { type Diagnosis, formatNumber, showNumber, splitSides } from './diagnose.ts';

type SolutionSet = { kind: 'all' } | { kind: 'roots'; roots: Roots };

const setCache = new Map<string, SolutionSet | null>();

export function solutionSet(statement: string, v: string, params: Scope): SolutionSet | null {
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

export function equationFollows(ctx: Context, ref: string, cand: string): boolean | null {
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

export function isSolvedEquation(statement: string, v: string): boolean {
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
export function explainRootChange(ctx: Context, ref: string, wrong: string): Diagnosis | null {
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
