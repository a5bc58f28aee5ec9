// Check mode for inequalities: two statements agree when they hold at the same points of a grid and
// at and beside every boundary.
import { rootsOf } from './check-roots.ts';
import { ALL, type Context, NONE, pieces } from './check-statements.ts';
import { hasVariable, isReal, squash, valueAt } from './check-values.ts';
import { type Diagnosis, splitSides } from './diagnose.ts';

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

export function boundaries(statement: string, ctx: Context): number[] {
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

export function inequalityFollows(ctx: Context, ref: string, cand: string): boolean | null {
  if (squash(ref) === squash(cand)) return true;
  const { found, compared } = disagreements(ctx, ref, cand, true);
  if (found.length) return false;
  return compared >= 20 ? true : null;
}

export function isSolvedInequality(statement: string, v: string): boolean {
  if (statement === NONE || statement === ALL) return true;
  return pieces(statement).every((p) => {
    const { sides } = splitSides(p);
    const alone = sides.filter((s) => s === v).length;
    return alone === 1 && sides.filter((s) => hasVariable(s, v)).length === 1;
  });
}

export function explainInequality(ctx: Context, ref: string, wrong: string): Diagnosis | null {
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
