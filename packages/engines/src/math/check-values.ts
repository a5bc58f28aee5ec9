// Check mode's numbers: expressions evaluated (complex-aware) at seeded sample points, and the
// comparisons built on them: the same value, a constant ratio, a derivative by central difference.
import { type Complex, compile, complex, type EvalFunction } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { createRandom } from '../studygen/random.ts';
import { quotient } from './diagnose.ts';
import { letterNames } from './tree.ts';

export type Scope = Record<string, number | Complex>;

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
export function valueAt(expr: string, scope: Scope): Complex | null {
  const fn = compiled(expr);
  if (!fn) return null;
  try {
    return asComplex(fn.evaluate({ ...scope }));
  } catch {
    return null;
  }
}

export const size = (z: Complex) => Math.hypot(z.re, z.im);
export const minus = (a: Complex, b: Complex) => complex(a.re - b.re, a.im - b.im);
export const near = (a: Complex, b: Complex, tol = 1e-7) =>
  size(minus(a, b)) <= tol * (1 + size(a) + size(b));
export const isReal = (z: Complex) => Math.abs(z.im) <= 1e-9 * (1 + Math.abs(z.re));

export const hasVariable = (expr: string, v: string) => new RegExp(`\\b${v}\\b`).test(expr);

/** Seeded sample points: some with every variable positive (roots, logs), some anywhere in [−3, 3]. */
export function sampleScopes(vars: string[]): { positive: Scope[]; wide: Scope[] } {
  if (vars.length === 0) return { positive: [{}], wide: [] };
  const random = createRandom(2026);
  const draw = (lo: number, hi: number) =>
    Object.fromEntries(vars.map((v) => [v, lo + random() * (hi - lo)])) as Scope;
  return {
    positive: Array.from({ length: 6 }, () => draw(0.3, 2.5)),
    wide: Array.from({ length: 5 }, () => draw(-3, 3)),
  };
}

export type Evaluate = (scope: Scope) => Complex | null;

/**
 * Equal at every seeded point where both are defined: all positive points, and wide points where
 * both are real (so log(x²) = 2·log x is not rejected for its complex values at negative x).
 */
export function agreeAtSamples(f: Evaluate, g: Evaluate, vars: string[], tol: number): boolean | null {
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
    return letterNames(a, b).length === 0 ? false : null;
  } catch {
    return null;
  }
}

function smallPower(s: string, caret: number): boolean {
  const n = /^\(?(\d+)/.exec(s.slice(caret + 1));
  return n !== null && Number(n[1]) <= 12;
}

export function sameExpression(a: string, b: string): boolean | null {
  if (squash(a) === squash(b)) return true;
  const exact = exactlyEqual(a, b);
  if (exact !== null) return exact;
  return agreeAtSamples(
    (s) => valueAt(a, s),
    (s) => valueAt(b, s),
    letterNames(a, b),
    1e-7,
  );
}

export const squash = (s: string) => s.replace(/\s+/g, '');

/** d/dv by a central difference, complex-aware. */
export function slopeAt(expr: string, v: string, scope: Scope): Complex | null {
  const x = scope[v];
  if (typeof x !== 'number') return null;
  const h = 1e-5 * (1 + Math.abs(x));
  const up = valueAt(expr, { ...scope, [v]: x + h });
  const down = valueAt(expr, { ...scope, [v]: x - h });
  if (!up || !down) return null;
  return complex((up.re - down.re) / (2 * h), (up.im - down.im) / (2 * h));
}

/** a/b when it is the same (nonzero) constant at every sample point. */
export function constantRatio(a: string, b: string): Complex | null {
  const { positive, wide } = sampleScopes(letterNames(a, b));
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
export function constantValue(f: string, v: string, params: Scope): Complex | null {
  let first: Complex | null = null;
  for (const x of [0.37, 1.91, -2.3, 5.7]) {
    const y = valueAt(f, { ...params, [v]: x });
    if (!y) continue;
    if (first && !near(first, y, 1e-9)) return null;
    first ??= y;
  }
  return first;
}

export function cas(expr: string): string | null {
  try {
    return nerdamer(expr).toString();
  } catch {
    return null;
  }
}
