// Exact rational numbers (BigInt) and univariate polynomials over them: parsing from an expression,
// division, gcd, rational roots, exact quadratic roots and a numerical root finder for cross-checks.
import { type MathNode, parse } from 'mathjs';
import { CannotSolveError } from './types.ts';

export interface Q {
  n: bigint;
  d: bigint;
}

const babs = (a: bigint) => (a < 0n ? -a : a);

export function bgcd(a: bigint, b: bigint): bigint {
  let [x, y] = [babs(a), babs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let [nn, dd] = [BigInt(n), BigInt(d)];
  if (dd === 0n) throw new CannotSolveError('division by zero');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = bgcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = q(0);
export const ONE = q(1);
export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q) => q(-a.n, a.d);
export const isZero = (a: Q) => a.n === 0n;
export const eqQ = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
export const toNumber = (a: Q) => Number(a.n) / Number(a.d);
export const isInteger = (a: Q) => a.d === 1n;

/** "3", "-1/2". */
export const qText = (a: Q) => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);

export function powQ(a: Q, k: number): Q {
  if (k < 0) return powQ(div(ONE, a), -k);
  return q(a.n ** BigInt(k), a.d ** BigInt(k));
}

/** A decimal literal such as "0.25" or "12" as an exact rational; null for anything else. */
export function parseQ(text: string): Q | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) {
    const f = /^(-?\d+)\/(\d+)$/.exec(text.trim());
    return f && BigInt(f[2]!) !== 0n ? q(BigInt(f[1]!), BigInt(f[2]!)) : null;
  }
  const frac = m[3] ?? '';
  const n = BigInt(`${m[2]}${frac}`) * (m[1] ? -1n : 1n);
  return q(n, 10n ** BigInt(frac.length));
}

// ---------------------------------------------------------------- polynomials (coefficients low → high)

export type Poly = Q[];

export function trim(p: Poly): Poly {
  const out = [...p];
  while (out.length > 0 && isZero(out.at(-1)!)) out.pop();
  return out;
}

export const deg = (p: Poly) => trim(p).length - 1;
export const constPoly = (c: Q): Poly => trim([c]);

export function padd(a: Poly, b: Poly): Poly {
  const out: Poly = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(add(a[i] ?? ZERO, b[i] ?? ZERO));
  return trim(out);
}

export const pscale = (p: Poly, c: Q): Poly => trim(p.map((k) => mul(k, c)));
export const psub = (a: Poly, b: Poly) => padd(a, pscale(b, q(-1)));

export function pmul(a: Poly, b: Poly): Poly {
  if (a.length === 0 || b.length === 0) return [];
  const out: Poly = Array.from({ length: a.length + b.length - 1 }, () => ZERO);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j] = add(out[i + j]!, mul(x, y));
    });
  });
  return trim(out);
}

export function ppow(p: Poly, k: number): Poly {
  let out: Poly = [ONE];
  for (let i = 0; i < k; i++) out = pmul(out, p);
  return out;
}

export function pdivmod(a: Poly, b: Poly): { quotient: Poly; remainder: Poly } {
  const divisor = trim(b);
  if (divisor.length === 0) throw new CannotSolveError('division by zero');
  let r = trim(a);
  const out: Poly = [];
  const lead = divisor.at(-1)!;
  while (r.length >= divisor.length) {
    const shift = r.length - divisor.length;
    const c = div(r.at(-1)!, lead);
    out[shift] = c;
    const sub1 = divisor.map((k) => mul(k, c));
    const next = [...r];
    sub1.forEach((k, i) => {
      next[i + shift] = sub(next[i + shift]!, k);
    });
    next.pop();
    r = trim(next);
  }
  return { quotient: trim(Array.from({ length: out.length }, (_, i) => out[i] ?? ZERO)), remainder: r };
}

export const monic = (p: Poly): Poly => (p.length === 0 ? p : pscale(p, div(ONE, p.at(-1)!)));

export function pgcd(a: Poly, b: Poly): Poly {
  let [x, y] = [trim(a), trim(b)];
  while (y.length > 0) [x, y] = [y, pdivmod(x, y).remainder];
  return monic(x);
}

export const pderiv = (p: Poly): Poly => trim(p.slice(1).map((k, i) => mul(k, q(i + 1))));

/** The product of the distinct irreducible factors: same roots as p, each now simple. */
export function squareFree(p: Poly): Poly {
  const g = pgcd(p, pderiv(p));
  return deg(g) > 0 ? pdivmod(p, g).quotient : p;
}

export function peval(p: Poly, x: Q): Q {
  let acc = ZERO;
  for (let i = p.length - 1; i >= 0; i--) acc = add(mul(acc, x), p[i]!);
  return acc;
}

const blcm = (a: bigint, b: bigint) => (a / bgcd(a, b)) * b;

/** Split p into a rational constant times a primitive integer polynomial with a positive leading coefficient. */
export function contentOf(p: Poly): { content: Q; primitive: Poly } {
  const t = trim(p);
  if (t.length === 0) return { content: ZERO, primitive: [] };
  const den = t.reduce((acc, k) => blcm(acc, k.d), 1n);
  const nums = t.map((k) => (k.n * den) / k.d);
  let g = nums.reduce((acc, k) => bgcd(acc, k), 0n);
  if (nums.at(-1)! < 0n) g = -g;
  return { content: q(g, den), primitive: nums.map((k) => q(k / g)) };
}

/** Textbook order: "x^3-6*x^2+11*x-6", "(1/2)*x^2-3". */
export function polyText(p: Poly, v: string): string {
  const t = trim(p);
  if (t.length === 0) return '0';
  let out = '';
  for (let i = t.length - 1; i >= 0; i--) {
    const k = t[i]!;
    if (isZero(k)) continue;
    const negative = k.n < 0n;
    const mag = q(babs(k.n), k.d);
    const power = i === 0 ? '' : i === 1 ? v : `${v}^${i}`;
    let body: string;
    if (!power) body = qText(mag);
    else if (eqQ(mag, ONE)) body = power;
    else body = `${mag.d === 1n ? qText(mag) : `(${qText(mag)})`}*${power}`;
    out += negative ? `-${body}` : out ? `+${body}` : body;
  }
  return out;
}

/** A factor written to multiply: "x", "(x-2)", "(x^2+1)^2". */
export function factorText(p: Poly, v: string, multiplicity = 1): string {
  const body = polyText(p, v);
  const base = /^[a-z]$/.test(body) ? body : `(${body})`;
  return multiplicity === 1 ? base : `${base}^${multiplicity}`;
}

// ---------------------------------------------------------------- expression → rational function

export interface RationalFunction {
  num: Poly;
  den: Poly;
}

export interface Limits {
  /** Highest degree any intermediate numerator or denominator may reach. */
  maxDegree: number;
}

function literal(node: MathNode): Q | null {
  const value = (node as unknown as { value: unknown }).value;
  const text = typeof value === 'number' ? String(value) : String(value ?? '');
  return parseQ(text);
}

function integerExponent(node: MathNode, v: string, limits: Limits): number {
  const e = build(node, v, { maxDegree: 0 });
  if (!e || e.num.length > 1 || e.den.length > 1)
    throw new CannotSolveError('the exponent must be a whole number');
  const value = div(e.num[0] ?? ZERO, e.den[0]!);
  if (!isInteger(value)) throw new CannotSolveError('the exponent must be a whole number');
  const k = Number(value.n);
  if (Math.abs(k) > Math.max(limits.maxDegree, 64))
    throw new CannotSolveError(`the power ${k} is too large to work with exactly`);
  return k;
}

function checkDegree(f: RationalFunction, limits: Limits): RationalFunction {
  if (deg(f.num) > limits.maxDegree || deg(f.den) > limits.maxDegree)
    throw new CannotSolveError(
      `the degree is above ${limits.maxDegree}, which is too high to work with exactly`,
    );
  return f;
}

function combine(a: RationalFunction, b: RationalFunction, op: string, limits: Limits): RationalFunction {
  switch (op) {
    case 'add':
      return a.den.length === 1 && b.den.length === 1 && eqQ(a.den[0]!, b.den[0]!)
        ? { num: padd(a.num, b.num), den: a.den }
        : { num: padd(pmul(a.num, b.den), pmul(b.num, a.den)), den: pmul(a.den, b.den) };
    case 'subtract':
      return combine(a, { num: pscale(b.num, q(-1)), den: b.den }, 'add', limits);
    case 'multiply':
      return { num: pmul(a.num, b.num), den: pmul(a.den, b.den) };
    default:
      if (b.num.length === 0) throw new CannotSolveError('division by zero');
      return { num: pmul(a.num, b.den), den: pmul(a.den, b.num) };
  }
}

function powerOf(base: RationalFunction, k: number, limits: Limits): RationalFunction {
  const d = Math.max(deg(base.num), deg(base.den), 0);
  if (d * Math.abs(k) > limits.maxDegree && d > 0)
    throw new CannotSolveError(
      `the degree is above ${limits.maxDegree}, which is too high to work with exactly`,
    );
  if (k < 0) {
    if (base.num.length === 0) throw new CannotSolveError('division by zero');
    return { num: ppow(base.den, -k), den: ppow(base.num, -k) };
  }
  return { num: ppow(base.num, k), den: ppow(base.den, k) };
}

function build(node: MathNode, v: string, limits: Limits): RationalFunction | null {
  switch (node.type) {
    case 'ConstantNode': {
      const c = literal(node);
      return c ? { num: constPoly(c), den: [ONE] } : null;
    }
    case 'SymbolNode':
      return (node as unknown as { name: string }).name === v ? { num: [ZERO, ONE], den: [ONE] } : null;
    case 'ParenthesisNode':
      return build((node as unknown as { content: MathNode }).content, v, limits);
    case 'OperatorNode': {
      const { fn, args } = node as unknown as { fn: string; args: MathNode[] };
      if (fn === 'unaryPlus') return build(args[0]!, v, limits);
      if (fn === 'unaryMinus') {
        const a = build(args[0]!, v, limits);
        return a && { num: pscale(a.num, q(-1)), den: a.den };
      }
      if (fn === 'pow') {
        const base = build(args[0]!, v, limits);
        return base && checkDegree(powerOf(base, integerExponent(args[1]!, v, limits), limits), limits);
      }
      if (!['add', 'subtract', 'multiply', 'divide'].includes(fn) || args.length !== 2) return null;
      const a = build(args[0]!, v, limits);
      const b = a && build(args[1]!, v, limits);
      return a && b && checkDegree(combine(a, b, fn, limits), limits);
    }
    default:
      return null;
  }
}

/**
 * Read an expression in one variable with rational coefficients as numerator/denominator polynomials,
 * or null when it is not one (other letters, functions, irrational constants).
 */
export function toRationalFunction(expr: string, v: string, limits: Limits): RationalFunction | null {
  let node: MathNode;
  try {
    node = parse(expr);
  } catch {
    return null;
  }
  return build(node, v, limits);
}

/** A constant expression ("27", "2^10", "1/8") as an exact rational, or null. */
export function constantValue(expr: string): Q | null {
  try {
    const f = toRationalFunction(expr, '\u0000', { maxDegree: 0 });
    if (!f || f.num.length > 1 || f.den.length !== 1) return null;
    return div(f.num[0] ?? ZERO, f.den[0]!);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- roots

function divisors(n: bigint): bigint[] | null {
  const m = babs(n);
  if (m === 0n || m > 10n ** 12n) return null;
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let i = 1n; i * i <= m; i++) {
    if (m % i !== 0n) continue;
    small.push(i);
    if (i * i !== m) large.unshift(m / i);
  }
  return [...small, ...large];
}

/** Candidates ±p/q of the rational root theorem for an integer polynomial with p(0) ≠ 0, or null if too many. */
export function rationalRootCandidates(p: Poly): Q[] | null {
  const { primitive } = contentOf(p);
  const ps = divisors(primitive[0]!.n);
  const qs = divisors(primitive.at(-1)!.n);
  if (!ps || !qs || ps.length * qs.length > 20000) return null;
  const seen = new Set<string>();
  const out: Q[] = [];
  for (const a of ps)
    for (const b of qs) {
      const c = q(a, b);
      if (seen.has(qText(c))) continue;
      seen.add(qText(c));
      out.push(c, neg(c));
    }
  return out.sort((x, y) => Math.abs(toNumber(x)) - Math.abs(toNumber(y)) || toNumber(y) - toNumber(x));
}

/** Synthetic division of p by (x − r): the bottom row (quotient coefficients, then the remainder), high → low. */
export function syntheticDivision(p: Poly, r: Q): { row: Q[]; quotient: Poly; remainder: Q } {
  const high = [...trim(p)].reverse();
  const row: Q[] = [];
  let carry = ZERO;
  for (const k of high) {
    carry = add(k, mul(carry, r));
    row.push(carry);
  }
  const remainder = row.at(-1)!;
  return { row, quotient: row.slice(0, -1).reverse(), remainder };
}

/** Largest k with k² | n (trial division up to 10⁶), so √n = k·√(n/k²). */
function squarePart(n: bigint): bigint {
  let k = 1n;
  let m = n;
  for (let f = 2n; f * f <= m && f < 1000000n; f++)
    while (m % (f * f) === 0n) {
      m /= f * f;
      k *= f;
    }
  return k;
}

/** √(a) for a rational a ≥ 0 as [coefficient c, radicand m] with √a = c·√m, m a square-free-ish integer. */
export function sqrtParts(a: Q): [Q, bigint] {
  const radicand = a.n * a.d;
  const k = squarePart(radicand);
  return [q(k, a.d), radicand / (k * k)];
}

/** c·√m·(i if imaginary) as text: "sqrt(2)", "3*sqrt(2)/4", "2*i", "sqrt(3)/2*i". */
export function surdText(c: Q, m: bigint, imaginary: boolean): string {
  let t: string;
  if (m === 1n) t = qText(c);
  else {
    const top = c.n === 1n ? `sqrt(${m})` : `${c.n}*sqrt(${m})`;
    t = c.d === 1n ? top : `${top}/${c.d}`;
  }
  if (!imaginary) return t;
  return t === '1' ? 'i' : `${t}*i`;
}

export interface QuadraticRoots {
  discriminant: Q;
  /** Distinct roots as exact text. */
  roots: string[];
}

/** Exact roots of a·x² + b·x + c with rational coefficients, a ≠ 0 (complex ones with i). */
export function quadraticRoots(a: Q, b: Q, c: Q): QuadraticRoots {
  const D = sub(mul(b, b), mul(q(4), mul(a, c)));
  const p = div(neg(b), mul(q(2), a));
  if (isZero(D)) return { discriminant: D, roots: [qText(p)] };
  const [coef, m] = sqrtParts(D.n < 0n ? neg(D) : D);
  const scaled = div(coef, mul(q(2), a.n < 0n ? neg(a) : a));
  if (m === 1n && D.n > 0n) return { discriminant: D, roots: [qText(add(p, scaled)), qText(sub(p, scaled))] };
  const s = surdText(scaled, m, D.n < 0n);
  const pt = isZero(p) ? '' : qText(p);
  return { discriminant: D, roots: [`${pt}${pt ? '+' : ''}${s}`, `${pt}-${s}`] };
}

// ---------------------------------------------------------------- numerical roots (for cross-checks)

export interface Complex2 {
  re: number;
  im: number;
}

const cmul = (a: Complex2, b: Complex2): Complex2 => ({
  re: a.re * b.re - a.im * b.im,
  im: a.re * b.im + a.im * b.re,
});
const cdiv = (a: Complex2, b: Complex2): Complex2 => {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
};

function hornerC(coeffs: number[], z: Complex2): Complex2 {
  let acc: Complex2 = { re: 0, im: 0 };
  for (let i = coeffs.length - 1; i >= 0; i--) {
    acc = cmul(acc, z);
    acc.re += coeffs[i]!;
  }
  return acc;
}

/** All complex roots of p by the Durand–Kerner iteration, polished by Newton steps. */
export function numericRoots(p: Poly): Complex2[] {
  const t = trim(p);
  const lead = toNumber(t.at(-1)!);
  const coeffs = t.map((k) => toNumber(k) / lead);
  const n = coeffs.length - 1;
  if (n < 1) return [];
  const radius = 1 + Math.max(...coeffs.slice(0, -1).map(Math.abs));
  let z: Complex2[] = Array.from({ length: n }, (_, k) => ({
    re: radius * 0.9 * Math.cos((2 * Math.PI * k) / n + 0.4),
    im: radius * 0.9 * Math.sin((2 * Math.PI * k) / n + 0.4),
  }));
  for (let iter = 0; iter < 2000; iter++) {
    let moved = 0;
    z = z.map((zi, i) => {
      let den: Complex2 = { re: 1, im: 0 };
      z.forEach((zj, j) => {
        if (j !== i) den = cmul(den, { re: zi.re - zj.re, im: zi.im - zj.im });
      });
      const step = cdiv(hornerC(coeffs, zi), den);
      moved = Math.max(moved, Math.hypot(step.re, step.im));
      return { re: zi.re - step.re, im: zi.im - step.im };
    });
    if (moved < 1e-15 * radius) break;
  }
  const dcoeffs = coeffs.slice(1).map((k, i) => k * (i + 1));
  return z.map((zi) => {
    let r = zi;
    for (let k = 0; k < 3; k++) {
      const d = hornerC(dcoeffs, r);
      if (Math.hypot(d.re, d.im) < 1e-12) break;
      const step = cdiv(hornerC(coeffs, r), d);
      r = { re: r.re - step.re, im: r.im - step.im };
    }
    return r;
  });
}

/** Is the integer n a perfect k-th power? Returns the root or null. */
export function integerRoot(n: bigint, k: number): bigint | null {
  if (n < 0n) return k % 2 === 1 ? (integerRoot(-n, k) === null ? null : -integerRoot(-n, k)!) : null;
  const r = BigInt(Math.round(Number(n) ** (1 / k)));
  for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** BigInt(k) === n) return c;
  return null;
}
