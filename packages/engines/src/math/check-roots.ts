// Check mode's roots of f(v) = 0: every root from nerdamer where that is cheap (complex ones too, for
// polynomials and rational functions), plus a numeric scan of the real line.
import { type Complex, complex, type MathNode, parse } from 'mathjs';
import { isReal, near, type Scope, size, valueAt } from './check-values.ts';
import { nerdamerRoots } from './polynomial.ts';
import { dependsOn } from './tree.ts';

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

export interface Roots {
  values: Complex[];
  /** True when the CAS found every root, complex ones included (polynomials and rational functions). */
  complete: boolean;
}

export function dedupe(values: Complex[]): Complex[] {
  const out: Complex[] = [];
  for (const z of values) if (!out.some((w) => near(w, z, 1e-7))) out.push(z);
  return out;
}

/** Built from v with + − × ÷ and whole powers only: nerdamer then finds every root, complex ones too. */
const rationalCache = new Map<string, boolean>();

export function isRationalIn(f: string, v: string): boolean {
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
  const dependsOnV = (n: MathNode) => dependsOn(n, v);
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
export function rootsOf(f: string, v: string, params: Scope): Roots | null {
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
