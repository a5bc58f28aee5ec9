// Solvers for polynomial, exponential/logarithmic equations and systems of linear equations.
// Exact work with rationals (rational.ts); every answer is substituted back with mathjs, and a
// numerical root finder or sign-change scan checks that no root was missed.
import { compile, complex, type MathNode, parse } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { guarded, splitCompletely, variablesOf } from './algebra.ts';
import { texOf } from './derivative.ts';
import { rootsAnswer } from './polynomial.ts';
import {
  add,
  constantValue,
  contentOf,
  deg,
  div,
  eqQ,
  factorText,
  isInteger,
  isZero,
  mul,
  neg,
  numericRoots,
  ONE,
  type Poly,
  pderiv,
  peval,
  polyText,
  powQ,
  pscale,
  psub,
  type Q,
  q,
  qText,
  quadraticRoots,
  rationalRootCandidates,
  sqrtParts,
  squareFree,
  sub,
  surdText,
  syntheticDivision,
  toNumber,
  toRationalFunction,
  trim,
  ZERO,
} from './rational.ts';
import { argsOf, dependsOn, fnName, opOf, parseOrNull as safeParse, unwrap } from './tree.ts';
import {
  CannotSolveError,
  type Check,
  type Reading,
  type Solution,
  type SolverTable,
  type Step,
} from './types.ts';
import { checkRoots, evalComplex } from './verify.ts';

/** Highest polynomial degree we solve. */
const MAX_DEGREE = 12;

const merge = (...checks: Check[]): Check => ({
  ok: checks.every((c) => c.ok),
  notes: checks.flatMap((c) => c.notes),
});

function sides(expr: string): [string, string] {
  const parts = expr.split('=');
  if (parts.length !== 2 || !parts[0]!.trim() || !parts[1]!.trim())
    throw new CannotSolveError('expected one equation with a single "="');
  return [parts[0]!, parts[1]!];
}

const difference = (expr: string) => {
  const [lhs, rhs] = sides(expr);
  return `(${lhs})-(${rhs})`;
};

/** Roots of "x = 2 or x = 3" (or none for "no solution"). */
function rootsOf(answer: string): string[] {
  if (/^\s*no solution\s*$/i.test(answer)) return [];
  return answer.split(' or ').map((part) => part.split('=')[1]?.trim() ?? '');
}

function answerFor(v: string, roots: string[]): { text: string; latex: string } {
  return roots.length > 0 ? rootsAnswer(v, roots) : { text: 'no solution', latex: '\\text{no solution}' };
}

function solutionOf(
  reading: Reading,
  steps: Step[],
  answer: { text: string; latex: string },
  validation: Check,
  source: string,
): Solution {
  return { task_type: reading.task_type, steps, final_answer: answer, validation, source };
}

// ================================================================ polynomial equations

interface PolyRoots {
  roots: string[];
  approximate: boolean;
}

function approxText(re: number, im: number): string {
  const f = (x: number) => Number(x.toPrecision(14)).toString();
  if (Math.abs(im) < 1e-12 * (1 + Math.abs(re))) return f(re);
  const imag = `${f(Math.abs(im))}*i`;
  if (Math.abs(re) < 1e-12 * (1 + Math.abs(im))) return im < 0 ? `-${imag}` : imag;
  return `${f(re)}${im < 0 ? '-' : '+'}${imag}`;
}

function linearOrQuadratic(p: Poly, v: string, steps: Step[]): string[] {
  if (deg(p) === 1) {
    const root = qText(div(neg(p[0]!), p[1]!));
    steps.push({
      hint: 'Solve the linear factor',
      explanation: `${polyText(p, v)} = 0 gives ${v} = ${root}.`,
      latex: `${v} = ${texOf(root)}`,
    });
    return [root];
  }
  const [c, b, a] = p as [Q, Q, Q];
  const { discriminant, roots } = quadraticRoots(a, b, c);
  const kind =
    discriminant.n > 0n
      ? 'two real roots'
      : discriminant.n === 0n
        ? 'one repeated root'
        : 'two complex conjugate roots';
  steps.push(
    {
      hint: 'Compute the discriminant',
      explanation: `For ${polyText(p, v)} = 0: D = b² − 4ac = (${qText(b)})² − 4·(${qText(a)})·(${qText(c)}) = ${qText(discriminant)}, so ${kind}.`,
      latex: `D = ${texOf(qText(discriminant))}`,
    },
    {
      hint: 'Apply the quadratic formula',
      explanation: `${v} = (−b ± √D)/(2a) gives ${roots.map((r) => `${v} = ${r}`).join(' and ')}.`,
      latex: `${v} = \\frac{-b \\pm \\sqrt{D}}{2a}`,
    },
  );
  return roots;
}

/** ±√u for a root u of the substituted quadratic, given as exact text. */
function squareRootsOf(u: string): string[] {
  const value = evalComplex(u);
  const exactU = constantValue(u);
  if (exactU) {
    if (isZero(exactU)) return ['0'];
    const [c, m] = sqrtParts(exactU.n < 0n ? neg(exactU) : exactU);
    const s = surdText(c, m, exactU.n < 0n);
    return [s, `-${s}`];
  }
  if (!value || Math.abs(value.im) > 1e-12) return [];
  return value.re > 0 ? [`sqrt(${u})`, `-sqrt(${u})`] : [`sqrt(${negated(u)})*i`, `-sqrt(${negated(u)})*i`];
}

const negated = (u: string) => nerdamer(`-(${u})`).toString();

function biquadraticRoots(p: Poly, v: string, steps: Step[]): string[] | null {
  if (deg(p) !== 4 || !isZero(p[1]!) || !isZero(p[3]!)) return null;
  const inU: Poly = [p[0]!, p[2]!, p[4]!];
  const { discriminant } = quadraticRoots(p[4]!, p[2]!, p[0]!);
  if (discriminant.n < 0n) return null;
  steps.push({
    hint: `Substitute u = ${v}²`,
    explanation: `Only even powers of ${v} appear, so with u = ${v}² the equation becomes ${polyText(inU, 'u')} = 0.`,
    latex: `${texOf(polyText(inU, 'u'))} = 0`,
  });
  const us = linearOrQuadratic(inU, 'u', steps);
  const roots = us.flatMap(squareRootsOf);
  steps.push({
    hint: 'Undo the substitution',
    explanation: us
      .map((u) => `${v}² = ${u} gives ${v} = ±${squareRootsOf(u)[0]}`)
      .join('; ')
      .concat('.'),
  });
  return roots;
}

/** All roots of a primitive integer polynomial: factor out x^k, substitution, rational roots, formula. */
function polynomialRoots(p: Poly, v: string, steps: Step[]): PolyRoots {
  const roots: string[] = [];
  let rest = trim(p);
  const k = rest.findIndex((c) => !isZero(c));
  if (k > 0) {
    rest = rest.slice(k);
    steps.push({
      hint: `Factor out ${v}${k > 1 ? `^${k}` : ''}`,
      explanation: `${polyText(p, v)} = ${v}${k > 1 ? `^${k}` : ''}·${factorText(rest, v)}, so ${v} = 0 is a root${k > 1 ? ` (multiplicity ${k})` : ''}.`,
      latex: `${texOf(`${v}^${k}*${factorText(rest, v)}`)} = 0`,
    });
    roots.push('0');
  }
  let tested = false;
  const simple = contentOf(squareFree(rest)).primitive;
  if (deg(simple) < deg(rest)) {
    steps.push({
      hint: 'Remove repeated factors',
      explanation: `gcd(p, p′) has degree ${deg(rest) - deg(simple)}, so some roots repeat; ${polyText(simple, v)} = 0 has the same roots, each once.`,
      latex: `${texOf(polyText(simple, v))} = 0`,
    });
    rest = simple;
  }
  while (deg(rest) >= 1) {
    if (deg(rest) <= 2) {
      roots.push(...linearOrQuadratic(rest, v, steps));
      break;
    }
    const sub4 = biquadraticRoots(rest, v, steps);
    if (sub4) {
      roots.push(...sub4);
      break;
    }
    const candidates = rationalRootCandidates(rest);
    const root = candidates?.find((c) => isZero(peval(rest, c)));
    if (!root) {
      const split: Step[] = [];
      const parts = splitCompletely(rest, v, split);
      if (parts.length > 1 && parts.every((f) => deg(f) <= 2)) {
        steps.push(...split);
        for (const f of parts) roots.push(...linearOrQuadratic(f, v, steps));
        break;
      }
      const numeric = wellConditionedRoots(rest).map((z) => approxText(z.re, z.im));
      steps.push({
        hint: 'Find the remaining roots numerically',
        explanation: `${polyText(rest, v)} has no rational roots${candidates ? ` (none of the ±p/q candidates works)` : ''} and degree ${deg(rest)}, so its roots are approximated numerically (14 significant digits): ${numeric.join(', ')}.`,
      });
      roots.push(...numeric);
      return { roots: sortRoots(dedupe(roots)), approximate: true };
    }
    if (!tested) {
      const shown = candidates!.filter((c) => c.n >= 0n).map(qText);
      steps.push({
        hint: 'Rational root test',
        explanation: `Any rational root of ${polyText(rest, v)} is ±(divisor of ${rest[0]!.n})/(divisor of ${rest.at(-1)!.n}): ±${shown.slice(0, 12).join(', ±')}${shown.length > 12 ? ', …' : ''}. Substituting, p(${qText(root)}) = 0.`,
      });
      tested = true;
    }
    const { row, quotient } = syntheticDivision(rest, root);
    steps.push({
      hint: `Synthetic division by (${minusRoot(v, root)})`,
      explanation: `Coefficients ${[...rest].reverse().map(qText).join(', ')}; bottom row ${row.map(qText).join(', ')} (remainder 0). So ${polyText(rest, v)} = (${minusRoot(v, root)})·(${polyText(quotient, v)}).`,
      latex: `${texOf(polyText(rest, v))} = ${texOf(`(${v}-(${qText(root)}))*(${polyText(quotient, v)})`)}`,
    });
    roots.push(qText(root));
    rest = contentOf(quotient).primitive;
  }
  return { roots: sortRoots(dedupe(roots)), approximate: false };
}

/** Real roots in increasing order first, then complex ones. */
function sortRoots(roots: string[]): string[] {
  const key = (r: string) => evalComplex(r) ?? { re: 0, im: 0 };
  return [...roots].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const [cx, cy] = [Math.abs(x.im) > 1e-12 ? 1 : 0, Math.abs(y.im) > 1e-12 ? 1 : 0];
    return cx - cy || x.re - y.re || y.im - x.im;
  });
}

/** "x − 2", "x + 1/2": the linear factor for a root. */
const minusRoot = (v: string, r: Q) => (r.n < 0n ? `${v} + ${qText(neg(r))}` : `${v} − ${qText(r)}`);

function dedupe(roots: string[]): string[] {
  const out: string[] = [];
  for (const r of roots) {
    const z = evalComplex(r);
    const seen = out.some((s) => {
      const w = evalComplex(s);
      return z && w && Math.hypot(z.re - w.re, z.im - w.im) < 1e-9 * (1 + Math.hypot(z.re, z.im));
    });
    if (!seen) out.push(r);
  }
  return out;
}

/** Numerical roots of a square-free polynomial, each pinned down by a Newton step; else CannotSolve. */
function wellConditionedRoots(p: Poly): { re: number; im: number }[] {
  const roots = numericRoots(p);
  const derivative = pderiv(p).map(toNumber);
  const coeffs = p.map(toNumber);
  const at = (c: number[], z: { re: number; im: number }) => {
    const v = evalComplex(c.map((k, i) => `(${k})*z^${i}`).join('+'), { z: complex(z.re, z.im) });
    return v ?? complex(Number.NaN, 0);
  };
  for (const z of roots) {
    const f = at(coeffs, z);
    const d = at(derivative, z);
    const correction = Math.hypot(f.re, f.im) / Math.hypot(d.re, d.im);
    const separated = roots.every(
      (w) => w === z || Math.hypot(w.re - z.re, w.im - z.im) > 1e-6 * (1 + Math.hypot(z.re, z.im)),
    );
    if (!(correction < 1e-11 * (1 + Math.hypot(z.re, z.im))) || !separated)
      throw new CannotSolveError('the roots cannot be found reliably, even numerically');
  }
  return roots;
}

interface PolynomialForm {
  /** Numerator after clearing denominators (content removed). */
  p: Poly;
  /** The denominator that was cleared: its zeros are excluded. */
  den: Poly;
  cleared: boolean;
}

function polynomialForm(expr: string, v: string): PolynomialForm {
  const f = toRationalFunction(difference(expr), v, { maxDegree: MAX_DEGREE });
  if (!f) throw new CannotSolveError('only polynomial equations with rational coefficients are supported');
  const { primitive } = contentOf(f.num);
  return {
    p: primitive,
    den: f.den,
    cleared: deg(f.den) > 0 || primitive.some((c, i) => !eqQ(c, f.num[i]!)),
  };
}

/** Is the cleared denominator zero at this root (an excluded value)? */
function excluded(den: Poly, v: string, root: string): boolean {
  if (deg(den) < 1) return false;
  const z = evalComplex(polyText(den, v), { [v]: evalComplex(root) });
  return !z || Math.hypot(z.re, z.im) < 1e-9;
}

/** Every root a numerical root finder finds must be among the stated (or excluded) ones. */
function completeness(p: Poly, v: string, stated: string[], den: Poly): Check {
  if (deg(p) < 1) return { ok: true, notes: [] };
  const values = stated.map((r) => evalComplex(r));
  const missing = numericRoots(squareFree(p)).filter((z) => {
    const near = (w: { re: number; im: number } | null) =>
      w && Math.hypot(z.re - w.re, z.im - w.im) < 1e-4 * (1 + Math.hypot(z.re, z.im));
    return !values.some(near) && !excluded(den, v, approxText(z.re, z.im));
  });
  if (missing.length > 0)
    return {
      ok: false,
      notes: [
        `a numerical root finder also finds ${missing.map((z) => `${v} ≈ ${approxText(z.re, z.im)}`).join(', ')}, which the answer misses`,
      ],
    };
  return { ok: true, notes: [`a numerical root finder (Durand–Kerner) finds no other roots`] };
}

function solvePolynomialEquation(reading: Reading): Solution {
  const v = reading.variable ?? 'x';
  const expr = reading.expression;
  if (isTranscendental(expr, v)) return solveExponential(reading);
  const others = variablesOf(expr.replace('=', '-')).filter((x) => x !== v);
  if (others.length > 0)
    throw new CannotSolveError(`the equation has other letters (${others.join(', ')}) besides ${v}`);
  const { p, den, cleared } = polynomialForm(expr, v);
  const steps: Step[] = [
    {
      hint: 'Write it in standard form',
      explanation: `Move every term to one side${deg(den) > 0 ? `, multiply by the common denominator ${polyText(den, v)}` : cleared ? ' and clear fractions' : ''}: ${polyText(p, v)} = 0.`,
      latex: `${texOf(polyText(p, v))} = 0`,
    },
  ];
  if (deg(p) < 1) return identityOrContradiction(reading, p, steps);
  const { roots, approximate } = polynomialRoots(p, v, steps);
  const kept = roots.filter((r) => !excluded(den, v, r));
  if (kept.length < roots.length)
    steps.push({
      hint: 'Check the excluded values',
      explanation: `${roots.filter((r) => excluded(den, v, r)).join(', ')} would make a denominator zero, so ${kept.length < roots.length - 1 ? 'they are' : 'it is'} extraneous and discarded.`,
    });
  const answer = answerFor(v, kept);
  steps.push({ hint: 'Write the solutions', explanation: answer.text, latex: answer.latex });
  const check = merge(
    kept.length > 0
      ? checkRoots(expr, v, kept)
      : { ok: true, notes: ['every root makes a denominator zero'] },
    completeness(p, v, kept, den),
    approximate
      ? {
          ok: true,
          notes: ['some roots are numerical approximations (14 significant digits), not exact values'],
        }
      : { ok: true, notes: [] },
  );
  return solutionOf(reading, steps, answer, check, approximate ? 'studybot (numerical)' : 'studybot');
}

function identityOrContradiction(reading: Reading, p: Poly, steps: Step[]): Solution {
  const identity = p.length === 0;
  steps.push({
    hint: identity ? 'The equation is an identity' : 'The equation is a contradiction',
    explanation: identity
      ? 'Both sides are the same expression, so every number satisfies it.'
      : `It reduces to ${polyText(p, 'x')} = 0, which is false, so nothing satisfies it.`,
  });
  const text = identity ? 'all real numbers' : 'no solution';
  return solutionOf(
    reading,
    steps,
    { text, latex: `\\text{${text}}` },
    revalidatePolynomial(reading, text),
    'studybot',
  );
}

function revalidatePolynomial(reading: Reading, answer: string): Check {
  const v = reading.variable ?? 'x';
  if (isTranscendental(reading.expression, v)) return revalidateExponential(reading, answer);
  const { p, den } = polynomialForm(reading.expression, v);
  if (/^\s*all real numbers\s*$/i.test(answer))
    return p.length === 0
      ? { ok: true, notes: ['both sides are identical'] }
      : { ok: false, notes: ['the equation is not true for every number'] };
  const roots = rootsOf(answer);
  const substituted = roots.length > 0 ? checkRoots(reading.expression, v, roots) : { ok: true, notes: [] };
  if (p.length === 0) return { ok: false, notes: ['every number satisfies this equation'] };
  return merge(substituted, completeness(p, v, roots, den));
}

// ================================================================ exponential and logarithmic equations

const TRANSCENDENTAL = /\b(log|exp)\(/;

function isTranscendental(expr: string, v: string): boolean {
  if (TRANSCENDENTAL.test(expr)) return true;
  const node = safeParse(expr.replace('=', '-'));
  return node?.filter((n) => opOf(n) === 'pow' && dependsOn(argsOf(n)[1]!, v)).length !== 0 && node !== null;
}

/** base^(m·x + c): base 'e' or a positive rational. */
interface Exponential {
  coef: Q;
  base: 'e' | Q;
  m: Q;
  c: Q;
}

interface LogTerm {
  coef: Q;
  arg: Poly;
  argText: string;
}

interface Terms {
  exps: Exponential[];
  logs: LogTerm[];
  /** Rational constants, summed. */
  constant: Q;
  /** coef·log(of) with a rational `of` > 0. */
  logConstants: { coef: Q; of: Q }[];
}

function signedTerms(node: MathNode, sign: Q, out: [Q, MathNode][]): void {
  const n = unwrap(node);
  const fn = opOf(n);
  if (fn === 'add' || fn === 'subtract') {
    signedTerms(argsOf(n)[0]!, sign, out);
    signedTerms(argsOf(n)[1]!, fn === 'add' ? sign : neg(sign), out);
  } else if (fn === 'unaryMinus') signedTerms(argsOf(n)[0]!, neg(sign), out);
  else out.push([sign, n]);
}

/** Factors of a product; a division by a constant becomes a reciprocal constant factor. */
function factorsOf(node: MathNode, v: string): { coef: Q; rest: MathNode[] } {
  const n = unwrap(node);
  const fn = opOf(n);
  if (fn === 'multiply') {
    return argsOf(n)
      .map((a) => factorsOf(a, v))
      .reduce((acc, f) => ({ coef: mul(acc.coef, f.coef), rest: [...acc.rest, ...f.rest] }), {
        coef: ONE,
        rest: [] as MathNode[],
      });
  }
  if (fn === 'divide' && !dependsOn(argsOf(n)[1]!, v)) {
    const d = constantValue(argsOf(n)[1]!.toString());
    if (d && !isZero(d)) {
      const top = factorsOf(argsOf(n)[0]!, v);
      return { coef: div(top.coef, d), rest: top.rest };
    }
  }
  if (fn === 'unaryMinus') {
    const f = factorsOf(argsOf(n)[0]!, v);
    return { coef: neg(f.coef), rest: f.rest };
  }
  if (!dependsOn(n, v)) {
    const c = constantValue(n.toString());
    if (c) return { coef: c, rest: [] };
  }
  return { coef: ONE, rest: [n] };
}

function linearIn(expr: string, v: string): [Q, Q] | null {
  let f: ReturnType<typeof toRationalFunction>;
  try {
    f = toRationalFunction(expr, v, { maxDegree: 1 });
  } catch {
    return null;
  }
  if (!f || deg(f.den) !== 0) return null;
  const d = f.den[0]!;
  return [div(f.num[1] ?? ZERO, d), div(f.num[0] ?? ZERO, d)];
}

function exponentialOf(node: MathNode, coef: Q, v: string): Exponential | null {
  let baseNode: MathNode;
  let exponent: MathNode;
  if (fnName(node) === 'exp') {
    baseNode = parse('e');
    exponent = argsOf(node)[0]!;
  } else if (opOf(node) === 'pow') {
    [baseNode, exponent] = argsOf(node) as [MathNode, MathNode];
  } else return null;
  if (dependsOn(baseNode, v)) return null;
  const lin = linearIn(exponent.toString(), v);
  if (!lin || isZero(lin[0])) return null;
  const b = unwrap(baseNode);
  const base: 'e' | Q | null =
    b.type === 'SymbolNode' && (b as unknown as { name: string }).name === 'e'
      ? 'e'
      : constantValue(b.toString());
  if (!base || (base !== 'e' && (base.n <= 0n || eqQ(base, ONE)))) return null;
  return { coef, base, m: lin[0], c: lin[1] };
}

function readTerms(expr: string, v: string): Terms {
  const node = safeParse(difference(expr));
  if (!node) throw new CannotSolveError(`cannot read ${expr}`);
  const pieces: [Q, MathNode][] = [];
  signedTerms(node, ONE, pieces);
  const terms: Terms = { exps: [], logs: [], constant: ZERO, logConstants: [] };
  const unsupported = () =>
    new CannotSolveError(
      'only sums of k·b^(m·x + c) with rational k, b, m, c, or of logarithms of polynomials, are supported',
    );
  for (const [sign, piece] of pieces) {
    const { coef: c, rest } = factorsOf(piece, v);
    const coef = mul(sign, c);
    if (rest.length === 0) {
      terms.constant = add(terms.constant, coef);
      continue;
    }
    if (rest.length !== 1) throw unsupported();
    const f = rest[0]!;
    if (fnName(f) === 'log') {
      const argText = argsOf(f)[0]!.toString();
      if (!dependsOn(f, v)) {
        const of = constantValue(argText);
        if (!of || of.n <= 0n) throw unsupported();
        terms.logConstants.push({ coef, of });
        continue;
      }
      const arg = toRationalFunction(argText, v, { maxDegree: 4 });
      if (!arg || deg(arg.den) !== 0) throw unsupported();
      terms.logs.push({ coef, arg: pscale(arg.num, div(ONE, arg.den[0]!)), argText });
      continue;
    }
    const e = exponentialOf(f, coef, v);
    if (!e) throw unsupported();
    terms.exps.push(e);
  }
  return terms;
}

// ---------------------------------------------------------------- exponentials

/** Smallest base ρ > 1 with b = ρ^k (k a nonzero integer): 8 → [2, 3], 1/9 → [3, −2]. */
function primitiveBase(b: Q): [Q, number] {
  const flip = b.n < b.d;
  const x = flip ? div(ONE, b) : b;
  for (let k = 64; k >= 2; k--) {
    const n = integerRoot(x.n, k);
    const d = integerRoot(x.d, k);
    if (n !== null && d !== null) return [q(n, d), flip ? -k : k];
  }
  return [x, flip ? -1 : 1];
}

function integerRoot(n: bigint, k: number): bigint | null {
  if (n < 0n) return null;
  const guess = BigInt(Math.round(Number(n) ** (1 / k)));
  for (const c of [guess - 1n, guess, guess + 1n]) if (c > 0n && c ** BigInt(k) === n) return c;
  return null;
}

type Base = 'e' | Q;
const baseText = (b: Base) => (b === 'e' ? 'e' : qText(b));
const sameBase = (a: Base, b: Base) => (a === 'e' || b === 'e' ? a === b : eqQ(a, b));

/** Write b as ρ^s with a shared primitive base ρ. */
function asPower(b: Base): { rho: Base; s: number } {
  if (b === 'e') return { rho: 'e', s: 1 };
  const [rho, s] = primitiveBase(b);
  return { rho, s };
}

/** t with r = ρ^t exactly, or null. */
function exponentOf(r: Q, rho: Base): number | null {
  if (eqQ(r, ONE)) return 0;
  if (rho === 'e' || r.n <= 0n) return null;
  const { rho: rr, s } = asPower(r);
  return sameBase(rr, rho) ? s : null;
}

const lnText = (b: Base) => (b === 'e' ? '1' : `log(${qText(b)})`);

/** Σ coefficient·atom written as text: [[2, 'log(3)'], [-1, '1']] → "2*log(3)-1". */
function combo(terms: [Q, string][]): string {
  let out = '';
  for (const [c, atom] of terms) {
    if (isZero(c)) continue;
    const mag = c.n < 0n ? neg(c) : c;
    const body =
      atom === '1'
        ? qText(mag)
        : eqQ(mag, ONE)
          ? atom
          : `${mag.d === 1n ? qText(mag) : `(${qText(mag)})`}*${atom}`;
    out += c.n < 0n ? `-${body}` : out ? `+${body}` : body;
  }
  return out || '0';
}

/** Combine like atoms ("1" and each log) of a linear combination. */
function collect(terms: [Q, string][]): [Q, string][] {
  const map = new Map<string, Q>();
  for (const [c, a] of terms) map.set(a, add(map.get(a) ?? ZERO, c));
  return [...map].map(([a, c]) => [c, a]);
}

function ratio(num: [Q, string][], den: [Q, string][]): string {
  const n = collect(num);
  let d = collect(den).filter(([c]) => !isZero(c));
  let top = n;
  const firstTop = top.find(([c]) => !isZero(c));
  if ((firstTop && firstTop[0].n < 0n) || (!firstTop && d[0]![0].n < 0n)) {
    d = d.map(([c, a]) => [neg(c), a]);
    top = top.map(([c, a]) => [neg(c), a]);
  }
  d.sort((x, y) => (y[0].n > 0n ? 1 : 0) - (x[0].n > 0n ? 1 : 0));
  const wrap = (t: string) => (/^[\w.]+(\([^()]*\))?$/.test(t) ? t : `(${t})`);
  if (d.length === 1 && d[0]![1] === '1') {
    const k = d[0]![0];
    if (eqQ(k, ONE)) return combo(top);
    if (isInteger(k)) return `${wrap(combo(top))}/${qText(k)}`;
    return combo(top.map(([c, a]) => [div(c, k), a]));
  }
  return `${wrap(combo(top))}/${wrap(combo(d))}`;
}

function expText(e: Exponential, v: string): string {
  const exponent = polyText([e.c, e.m], v);
  const power = `${baseText(e.base)}^${/^[\w]+$/.test(exponent) ? exponent : `(${exponent})`}`;
  return eqQ(e.coef, ONE) ? power : `${qText(e.coef)}*${power}`;
}

function noPositiveSolution(reading: Reading, steps: Step[], why: string): Solution {
  steps.push({ hint: 'No solution', explanation: why });
  const answer = answerFor(reading.variable ?? 'x', []);
  return solutionOf(reading, steps, answer, revalidateExponential(reading, answer.text), 'studybot');
}

function solveSingleExponential(reading: Reading, e: Exponential, constant: Q, v: string): Solution {
  const R = div(neg(constant), e.coef);
  const power: Exponential = { ...e, coef: ONE };
  const steps: Step[] = [
    {
      hint: 'Isolate the exponential',
      explanation: `Move the constant across${eqQ(e.coef, ONE) ? '' : ` and divide by ${qText(e.coef)}`}: ${expText(power, v)} = ${qText(R)}.`,
      latex: `${texOf(expText(power, v))} = ${texOf(qText(R))}`,
    },
  ];
  if (R.n <= 0n)
    return noPositiveSolution(
      reading,
      steps,
      `A power of the positive number ${baseText(e.base)} is always positive, so it can never equal ${qText(R)}.`,
    );
  const { rho, s } = asPower(e.base);
  const t = exponentOf(R, rho);
  let root: string;
  if (t !== null) {
    // s·(m·x + c) = t
    root = qText(div(sub(div(q(t), q(s)), e.c), e.m));
    const lhs = polyText([mul(q(s), e.c), mul(q(s), e.m)], v);
    steps.push(
      {
        hint: `Write both sides as powers of ${baseText(rho)}`,
        explanation: `${baseText(e.base)} = ${baseText(rho)}^${s} and ${qText(R)} = ${baseText(rho)}^${t}, so ${baseText(rho)}^(${lhs}) = ${baseText(rho)}^${t}.`,
        latex: `${texOf(`${baseText(rho)}^(${lhs})`)} = ${texOf(`${baseText(rho)}^(${t})`)}`,
      },
      {
        hint: 'Equate the exponents',
        explanation: `Equal powers of the same base have equal exponents: ${lhs} = ${t}, so ${v} = ${root}.`,
        latex: `${texOf(lhs)} = ${t}`,
      },
    );
  } else {
    // (m·x + c)·ln b = ln R  ⇒  x = (ln R − c·ln b)/(m·ln b)
    root = ratio(
      [
        [ONE, `log(${qText(R)})`],
        [neg(e.c), lnText(e.base)],
      ],
      [[e.m, lnText(e.base)]],
    );
    steps.push(
      {
        hint: 'Take the natural log of both sides',
        explanation: `ln(${expText(power, v)}) = ln(${qText(R)}) gives (${polyText([e.c, e.m], v)})·${e.base === 'e' ? '1' : `ln(${qText(e.base)})`} = ln(${qText(R)}), since ln(a^u) = u·ln a${e.base === 'e' ? ' and ln e = 1' : ''}.`,
        latex: `${texOf(polyText([e.c, e.m], v))}${e.base === 'e' ? '' : ` \\cdot \\ln ${qText(e.base)}`} = \\ln ${qText(R)}`,
      },
      {
        hint: `Solve for ${v}`,
        explanation: `${v} = ${root}.`,
        latex: `${v} = ${texOf(root)}`,
      },
    );
  }
  return finishExponential(reading, steps, [root]);
}

function solveTwoExponentials(reading: Reading, a: Exponential, b: Exponential, v: string): Solution {
  // a.coef·A + b.coef·B = 0  ⇒  A = R·B
  const R = div(neg(b.coef), a.coef);
  const left: Exponential = { ...a, coef: ONE };
  const right: Exponential = { ...b, coef: R };
  const steps: Step[] = [
    {
      hint: 'Put one power on each side',
      explanation: `${expText(left, v)} = ${expText(right, v)}.`,
      latex: `${texOf(expText(left, v))} = ${texOf(expText(right, v))}`,
    },
  ];
  if (R.n <= 0n)
    return noPositiveSolution(
      reading,
      steps,
      'The left side is always positive and the right side never is.',
    );
  const pa = asPower(a.base);
  const pb = asPower(b.base);
  const t = sameBase(pa.rho, pb.rho) ? exponentOf(R, pa.rho) : null;
  let roots: string[];
  if (t !== null) {
    // s_a(m_a x + c_a) = t + s_b(m_b x + c_b)
    const lhs: Poly = [mul(q(pa.s), a.c), mul(q(pa.s), a.m)];
    const rhs: Poly = [add(q(t), mul(q(pb.s), b.c)), mul(q(pb.s), b.m)];
    const diff = psub(lhs, rhs);
    steps.push({
      hint: `Write both sides as powers of ${baseText(pa.rho)}`,
      explanation: `${baseText(pa.rho)}^(${polyText(lhs, v)}) = ${baseText(pa.rho)}^(${polyText(rhs, v)}).`,
      latex: `${texOf(`${baseText(pa.rho)}^(${polyText(lhs, v)})`)} = ${texOf(`${baseText(pa.rho)}^(${polyText(rhs, v)})`)}`,
    });
    if (deg(diff) < 1) {
      if (diff.length === 0) throw new CannotSolveError('both sides are equal for every x');
      return noPositiveSolution(
        reading,
        steps,
        `The exponents ${polyText(lhs, v)} and ${polyText(rhs, v)} are never equal.`,
      );
    }
    const root = qText(div(neg(diff[0] ?? ZERO), diff[1]!));
    steps.push({
      hint: 'Equate the exponents',
      explanation: `${polyText(lhs, v)} = ${polyText(rhs, v)}, so ${v} = ${root}.`,
      latex: `${texOf(polyText(lhs, v))} = ${texOf(polyText(rhs, v))}`,
    });
    roots = [root];
  } else {
    // (m_a x + c_a) ln A = ln R + (m_b x + c_b) ln B
    const num: [Q, string][] = [
      [ONE, eqQ(R, ONE) ? '1' : `log(${qText(R)})`],
      [b.c, lnText(b.base)],
      [neg(a.c), lnText(a.base)],
    ].filter(([, atom]) => atom !== '1' || !eqQ(R, ONE)) as [Q, string][];
    const den: [Q, string][] = [
      [a.m, lnText(a.base)],
      [neg(b.m), lnText(b.base)],
    ];
    if (collect(den).every(([c]) => isZero(c)))
      throw new CannotSolveError('the powers cancel: no single solution');
    const root = ratio(num, den);
    steps.push(
      {
        hint: 'Take the natural log of both sides',
        explanation: `ln(a^u) = u·ln a turns both powers into products: (${polyText([a.c, a.m], v)})·ln ${baseText(a.base)} = ${eqQ(R, ONE) ? '' : `ln ${qText(R)} + `}(${polyText([b.c, b.m], v)})·ln ${baseText(b.base)}.`,
      },
      {
        hint: `Collect the ${v}-terms and solve`,
        explanation: `${v} = ${root}.`,
        latex: `${v} = ${texOf(root)}`,
      },
    );
    roots = [root];
  }
  return finishExponential(reading, steps, roots);
}

/** Σ k·B^(j·g·x) + constant with j ∈ {1, 2}: substitute u = B^(g·x) and solve the quadratic. */
function solveBySubstitution(reading: Reading, terms: Terms, v: string): Solution {
  const powers = terms.exps.map((e) => ({ e, ...asPower(e.base) }));
  const rho = powers[0]!.rho;
  if (!powers.every((p) => sameBase(p.rho, rho)))
    throw new CannotSolveError('the powers have different bases that are not powers of one number');
  const slopes = powers.map((p) => mul(q(p.s), p.e.m));
  const g = slopes.reduce((a, b) => (Math.abs(toNumber(b)) < Math.abs(toNumber(a)) ? b : a));
  const coeffs: Q[] = [terms.constant, ZERO, ZERO];
  for (const [i, p] of powers.entries()) {
    const j = div(slopes[i]!, g);
    const shift = mul(q(p.s), p.e.c);
    if (!isInteger(j) || j.n < 1n || j.n > 2n || (rho === 'e' ? !isZero(shift) : !isInteger(shift)))
      throw new CannotSolveError('this exponential equation does not reduce to a quadratic');
    const factor = rho === 'e' ? ONE : powQ(rho, Number(shift.n));
    coeffs[Number(j.n)] = add(coeffs[Number(j.n)]!, mul(p.e.coef, factor));
  }
  const inU = trim(coeffs);
  const uText = `${baseText(rho)}^${eqQ(g, ONE) ? v : `(${polyText([ZERO, g], v)})`}`;
  const steps: Step[] = [
    {
      hint: `Substitute u = ${uText}`,
      explanation: `Every power is a power of ${uText} (for example ${baseText(rho)}^(${polyText([ZERO, mul(q(2), g)], v)}) = u²), so the equation becomes ${polyText(inU, 'u')} = 0.`,
      latex: `${texOf(polyText(inU, 'u'))} = 0`,
    },
  ];
  if (deg(inU) < 1) throw new CannotSolveError('this exponential equation does not reduce to a quadratic');
  const us = linearOrQuadratic(inU, 'u', steps);
  const roots: string[] = [];
  for (const u of us) {
    const z = evalComplex(u);
    if (!z || Math.abs(z.im) > 1e-12 || z.re <= 0) {
      steps.push({
        hint: 'Reject the impossible value',
        explanation: `u = ${uText} is always positive, so u = ${u} gives no solution.`,
      });
      continue;
    }
    const exactU = constantValue(u);
    const t = exactU ? exponentOf(exactU, rho) : null;
    const root = t !== null ? qText(div(q(t), g)) : ratio([[ONE, `log(${u})`]], [[g, lnText(rho)]]);
    steps.push({
      hint: 'Undo the substitution',
      explanation: `${uText} = ${u} gives ${v} = ${root}.`,
      latex: `${v} = ${texOf(root)}`,
    });
    roots.push(root);
  }
  return finishExponential(reading, steps, roots);
}

function finishExponential(reading: Reading, steps: Step[], roots: string[]): Solution {
  const v = reading.variable ?? 'x';
  const answer = answerFor(v, sortRoots(roots));
  steps.push({ hint: 'Write the solutions', explanation: answer.text, latex: answer.latex });
  return solutionOf(reading, steps, answer, revalidateExponential(reading, answer.text), 'studybot');
}

// ---------------------------------------------------------------- logarithms

function solveLogarithmic(reading: Reading, terms: Terms, v: string): Solution {
  if (terms.logs.some((l) => !isInteger(l.coef) || Math.abs(Number(l.coef.n)) > 4))
    throw new CannotSolveError('only whole-number multiples of logarithms are supported');
  if (terms.logConstants.some((l) => !isInteger(l.coef) || Math.abs(Number(l.coef.n)) > 4))
    throw new CannotSolveError('only whole-number multiples of logarithms are supported');
  const steps: Step[] = [
    {
      hint: 'State the domain',
      explanation: `A logarithm needs a positive argument: ${terms.logs.map((l) => `${polyText(l.arg, v)} > 0`).join(' and ')}.`,
    },
  ];
  // Σ k·log(p) + Σ c·log(r) + K = 0  ⇒  log(N/D) = −K with N/D = Π p^k · Π r^c
  let num: Poly = [ONE];
  let den: Poly = [ONE];
  const mulPoly = (a: Poly, b: Poly) => {
    const out: Poly = [];
    a.forEach((x, i) => {
      b.forEach((y, j) => {
        out[i + j] = add(out[i + j] ?? ZERO, mul(x, y));
      });
    });
    return trim(out);
  };
  for (const l of terms.logs)
    for (let i = 0; i < Math.abs(Number(l.coef.n)); i++)
      if (l.coef.n > 0n) num = mulPoly(num, l.arg);
      else den = mulPoly(den, l.arg);
  for (const l of terms.logConstants) {
    const r = powQ(l.of, Number(l.coef.n));
    num = pscale(num, r);
  }
  if (deg(num) + deg(den) > 4) throw new CannotSolveError('the combined polynomial has too high a degree');
  const K = terms.constant;
  const combined = deg(den) > 0 ? `(${polyText(num, v)})/(${polyText(den, v)})` : polyText(num, v);
  steps.push({
    hint: 'Combine the logarithms',
    explanation: `Use log a + log b = log(ab), log a − log b = log(a/b) and k·log a = log(a^k): log(${combined}) = ${qText(neg(K))}.`,
    latex: `\\ln\\left(${texOf(combined)}\\right) = ${texOf(qText(neg(K)))}`,
  });
  const rhs = isZero(K) ? '1' : eqQ(K, q(-1)) ? 'e' : `e^(${qText(neg(K))})`;
  steps.push({
    hint: 'Exponentiate both sides',
    explanation: `log(A) = c means A = e^c: ${combined} = ${rhs}${deg(den) > 0 ? `, so ${polyText(num, v)} = ${rhs}·(${polyText(den, v)})` : ''}.`,
    latex: `${texOf(combined)} = ${texOf(rhs)}`,
  });
  let candidates: string[];
  if (isZero(K)) {
    const p = contentOf(psub(num, den)).primitive;
    if (deg(p) < 1) throw new CannotSolveError('the logarithms cancel: this is not an equation in x');
    candidates = polynomialRoots(p, v, steps).roots;
  } else candidates = symbolicRoots(num, den, rhs, v, steps);
  const roots: string[] = [];
  for (const r of candidates) {
    const bad = domainViolation(terms, v, r);
    if (bad)
      steps.push({ hint: 'Discard the extraneous root', explanation: `${v} = ${r} is extraneous: ${bad}.` });
    else roots.push(r);
  }
  if (roots.length > 0 && roots.length === candidates.length)
    steps.push({
      hint: 'Check the domain',
      explanation: `${roots.map((r) => `${v} = ${r}`).join(', ')} keeps every logarithm's argument positive.`,
    });
  return finishExponential(reading, steps, roots);
}

/** Roots of num − E·den = 0 where E = rhs is a power of e (degree ≤ 2), exact text via nerdamer. */
function symbolicRoots(num: Poly, den: Poly, rhs: string, v: string, steps: Step[]): string[] {
  const n = Math.max(deg(num), deg(den));
  const coef = (i: number) =>
    nerdamer(`(${qText(num[i] ?? ZERO)})-(${rhs})*(${qText(den[i] ?? ZERO)})`).toString();
  if (n === 1) {
    const root = nerdamer(`-(${coef(0)})/(${coef(1)})`).toString();
    steps.push({ hint: `Solve for ${v}`, explanation: `${v} = ${root}.`, latex: `${v} = ${texOf(root)}` });
    return [root];
  }
  if (n !== 2) throw new CannotSolveError('the equation after exponentiating is not linear or quadratic');
  const [c, b, a] = [coef(0), coef(1), coef(2)];
  const D = nerdamer(`(${b})^2-4*(${a})*(${c})`).toString();
  const roots = ['+', '-'].map((s) => nerdamer(`(-(${b})${s}sqrt(${D}))/(2*(${a}))`).toString());
  steps.push({
    hint: 'Apply the quadratic formula',
    explanation: `a = ${a}, b = ${b}, c = ${c}; D = b² − 4ac = ${D}; ${v} = (−b ± √D)/(2a): ${roots.join(' or ')}.`,
    latex: `${v} = \\frac{-b \\pm \\sqrt{D}}{2a}`,
  });
  return roots.filter((r) => {
    const z = evalComplex(r);
    return z && Math.abs(z.im) < 1e-12;
  });
}

/** Why a candidate root is outside the domain of the logarithms, or null if it is inside. */
function domainViolation(terms: Terms, v: string, root: string): string | null {
  const x = evalComplex(root);
  if (!x || Math.abs(x.im) > 1e-12) return `${root} is not a real number`;
  for (const l of terms.logs) {
    const value = evalComplex(l.argText, { [v]: x.re });
    if (!value || Math.abs(value.im) > 1e-12 || value.re <= 1e-12)
      return `log(${l.argText}) is undefined there (its argument is ${value ? Number(value.re.toPrecision(6)) : 'undefined'})`;
  }
  return null;
}

// ---------------------------------------------------------------- dispatch and checks

function solveExponential(reading: Reading): Solution {
  const v = reading.variable ?? 'x';
  const expr = reading.expression;
  if (expr.length > 300) throw new CannotSolveError('the equation is too long');
  const others = variablesOf(expr.replace('=', '-')).filter((x) => x !== v);
  if (others.length > 0)
    throw new CannotSolveError(`the equation has other letters (${others.join(', ')}) besides ${v}`);
  const terms = readTerms(expr, v);
  if (terms.logs.length > 0 && terms.exps.length > 0)
    throw new CannotSolveError('equations mixing exponentials and logarithms are not supported');
  if (terms.logs.length > 0) return solveLogarithmic(reading, terms, v);
  if (terms.exps.length === 0)
    throw new CannotSolveError(`${v} does not appear in an exponent or a logarithm`);
  const extraLogs = terms.logConstants.length > 0;
  if (extraLogs) throw new CannotSolveError('constant logarithms beside exponentials are not supported');
  if (terms.exps.length === 1) return solveSingleExponential(reading, terms.exps[0]!, terms.constant, v);
  if (terms.exps.length === 2 && isZero(terms.constant))
    return solveTwoExponentials(reading, terms.exps[0]!, terms.exps[1]!, v);
  return solveBySubstitution(reading, terms, v);
}

/** Real roots of lhs − rhs found by a sign-change scan on [−50, 50], refined by bisection. */
function scanRealRoots(expr: string, v: string): number[] {
  let f: (x: number) => number;
  try {
    const code = compile(difference(expr));
    f = (x) => {
      const y = code.evaluate({ [v]: x }) as unknown;
      return typeof y === 'number' ? y : Number.NaN;
    };
  } catch {
    return [];
  }
  const found: number[] = [];
  const step = 0.01;
  let prevX = -50;
  let prevY = f(prevX);
  for (let i = 1; i <= 10000; i++) {
    const x = -50 + i * step;
    const y = f(x);
    if (Number.isFinite(prevY) && Number.isFinite(y) && (prevY === 0 || Math.sign(prevY) !== Math.sign(y))) {
      let [lo, hi, flo] = [prevX, x, prevY];
      for (let k = 0; k < 80; k++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
        else hi = mid;
      }
      const root = (lo + hi) / 2;
      // A sign change across a jump (not a root) leaves a large value at the midpoint.
      if (Math.abs(f(root)) < 1e-6 * (1 + Math.abs(prevY) + Math.abs(y))) found.push(root);
    }
    prevX = x;
    prevY = y;
  }
  return found.filter((r, i) => i === 0 || Math.abs(r - found[i - 1]!) > 1e-6);
}

function revalidateExponential(reading: Reading, answer: string): Check {
  const v = reading.variable ?? 'x';
  const roots = rootsOf(answer);
  const notes: string[] = [];
  let ok = true;
  if (roots.length > 0) {
    const sub1 = checkRoots(reading.expression, v, roots);
    ok = sub1.ok;
    notes.push(...sub1.notes);
  }
  const node = safeParse(difference(reading.expression));
  const logArgs = node ? node.filter((n) => fnName(n) === 'log').map((n) => argsOf(n)[0]!.toString()) : [];
  for (const r of roots) {
    const x = evalComplex(r);
    if (!x || Math.abs(x.im) > 1e-12) {
      ok = false;
      notes.push(`${v} = ${r} is not real`);
      continue;
    }
    for (const a of logArgs) {
      const value = evalComplex(a, { [v]: x.re });
      if (!value || Math.abs(value.im) > 1e-12 || value.re <= 0) {
        ok = false;
        notes.push(`${v} = ${r} is outside the domain: log(${a}) is undefined there`);
      }
    }
  }
  const scanned = scanRealRoots(reading.expression, v);
  const values = roots.map((r) => evalComplex(r)?.re ?? Number.NaN);
  const missed = scanned.filter((s) => !values.some((x) => Math.abs(x - s) < 1e-6 * (1 + Math.abs(s))));
  if (missed.length > 0) {
    ok = false;
    notes.push(
      `a sign-change scan finds ${missed.map((m) => `${v} ≈ ${Number(m.toPrecision(10))}`).join(', ')}, which the answer misses`,
    );
  } else notes.push('a sign-change scan on [−50, 50] finds no other real roots');
  return { ok, notes };
}

// ================================================================ systems of linear equations

const MAX_UNKNOWNS = 3;

interface LinearRow {
  a: Q[];
  b: Q;
  label: string;
}

function systemParts(expression: string): { equations: string[]; vars: string[] } {
  const equations = expression.split(/\s*,\s*/).filter((e) => e.length > 0);
  if (equations.length > MAX_UNKNOWNS)
    throw new CannotSolveError('systems of more than three equations are not supported');
  for (const e of equations) sides(e);
  if ((expression.match(/\^\(?(\d+)/g) ?? []).some((p) => Number(p.replace(/\D/g, '')) > 64))
    throw new CannotSolveError('the powers are too large: this is not a linear system');
  const vars = variablesOf(equations.map(difference).join('+'));
  if (vars.length === 0) throw new CannotSolveError('the system has no unknowns');
  if (vars.length > MAX_UNKNOWNS)
    throw new CannotSolveError('systems with more than three unknowns are not supported');
  return { equations, vars };
}

/** Exact coefficients of one equation, read by substituting 0 and unit vectors; nonlinear ones refused. */
function exactRow(equation: string, vars: string[], label: string): LinearRow {
  const f = difference(equation);
  const at = (point: number[]): Q => {
    let value: Q | null = null;
    try {
      const scope = Object.fromEntries(vars.map((v, i) => [v, String(point[i])]));
      value = constantValue(nerdamer(f, scope).toString());
    } catch {
      value = null;
    }
    if (!value) throw new CannotSolveError('only linear systems with rational coefficients are supported');
    return value;
  };
  const c0 = at(vars.map(() => 0));
  const a = vars.map((_, j) => sub(at(vars.map((_, i) => (i === j ? 1 : 0))), c0));
  for (const point of [
    [2, 3, 5],
    [-7, 4, -3],
  ]) {
    const model = a.reduce((acc, k, j) => add(acc, mul(k, q(point[j]!))), c0);
    if (!eqQ(model, at(point.slice(0, vars.length))))
      throw new CannotSolveError('the system is not linear: only linear systems are supported');
  }
  return { a, b: neg(c0), label };
}

function rowText(row: { a: Q[]; b: Q }, vars: string[]): string {
  return `${combo(row.a.map((k, j) => [k, vars[j]!] as [Q, string]))} = ${qText(row.b)}`;
}

/** Scale a row to integer coefficients with no common factor. */
function integerRow(row: LinearRow): LinearRow {
  const all = [...row.a, row.b];
  const { content } = contentOf(all);
  if (isZero(content)) return row;
  const scale = div(ONE, content.n < 0n ? neg(content) : content);
  return { a: row.a.map((k) => mul(k, scale)), b: mul(row.b, scale), label: row.label };
}

function combineRows(
  target: LinearRow,
  pivot: LinearRow,
  col: number,
  vars: string[],
  label: string,
  steps: Step[],
): LinearRow {
  const P = pivot.a[col]!;
  const T = target.a[col]!;
  // target·P − pivot·T removes the column; divide by gcd so the multipliers are as small as possible.
  const g = q(gcdQ(P.n, T.n));
  let mt = div(P, g);
  let mp = div(T, g);
  if (mt.n < 0n) [mt, mp] = [neg(mt), neg(mp)];
  const raw = {
    a: target.a.map((k, j) => sub(mul(k, mt), mul(pivot.a[j]!, mp))),
    b: sub(mul(target.b, mt), mul(pivot.b, mp)),
    label,
  };
  const result = integerRow(raw);
  const divided = !eqQ(raw.b, result.b) || raw.a.some((k, j) => !eqQ(k, result.a[j]!));
  const v = vars[col]!;
  const scaled = (m: Q, r: LinearRow) => (eqQ(m, ONE) ? r.label : `${qText(m)}·${r.label}`);
  let hint: string;
  let how: string;
  if (eqQ(mt, ONE) && eqQ(mp, q(-1))) {
    hint = `Eliminate ${v} by adding the equations`;
    how = `The ${v}-coefficients are opposites, so add ${target.label} and ${pivot.label}`;
  } else if (eqQ(mt, ONE) && eqQ(mp, ONE)) {
    hint = `Eliminate ${v} by subtracting the equations`;
    how = `The ${v}-coefficients are equal, so subtract ${pivot.label} from ${target.label}`;
  } else {
    hint = `Eliminate ${v}`;
    how =
      mp.n > 0n
        ? `Make the ${v}-coefficients equal and subtract: ${scaled(mt, target)} − ${scaled(mp, pivot)}`
        : `Make the ${v}-coefficients opposite and add: ${scaled(mt, target)} + ${scaled(neg(mp), pivot)}`;
  }
  steps.push({
    hint,
    explanation: `${how}: ${rowText(raw, vars)}${divided ? `, which simplifies to ${rowText(result, vars)}` : ''}. Call this ${label}.`,
    latex: toLatexEquation(rowText(result, vars)),
  });
  return result;
}

const gcdQ = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

const toLatexEquation = (text: string) =>
  text
    .split('=')
    .map((s) => texOf(s.trim()))
    .join(' = ');

/** Unknowns whose coefficients already match up to sign go first: they vanish by adding or subtracting. */
function eliminationOrder(rows: LinearRow[], n: number): number[] {
  const matched = (col: number) => {
    const values = rows.map((row) => toNumber(row.a[col]!));
    if (!values.every((x) => x !== 0 && Math.abs(x) === Math.abs(values[0]!))) return 2;
    return values.some((x) => Math.sign(x) !== Math.sign(values[0]!)) ? 0 : 1;
  };
  return Array.from({ length: n }, (_, j) => j).sort((a, b) => matched(a) - matched(b) || a - b);
}

interface Elimination {
  rows: LinearRow[];
  pivots: number[];
}

/** Forward elimination to echelon form, one named step per eliminated unknown. */
function eliminate(rows: LinearRow[], vars: string[], steps: Step[]): Elimination {
  const work = rows.map(integerRow);
  const pivots: number[] = [];
  let next = rows.length + 1;
  let r = 0;
  for (const col of eliminationOrder(work, vars.length)) {
    if (r >= work.length) break;
    const candidates = work.slice(r).filter((row) => !isZero(row.a[col]!));
    if (candidates.length === 0) continue;
    const size = (row: LinearRow) => Math.abs(toNumber(row.a[col]!));
    const best = candidates.reduce((x, y) => (size(y) < size(x) ? y : x));
    const i = work.indexOf(size(candidates[0]!) === size(best) ? candidates[0]! : best);
    [work[r], work[i]] = [work[i]!, work[r]!];
    for (let k = r + 1; k < work.length; k++)
      if (!isZero(work[k]!.a[col]!))
        work[k] = combineRows(work[k]!, work[r]!, col, vars, `(${next++})`, steps);
    pivots.push(col);
    r++;
  }
  return { rows: work, pivots };
}

function solveSystem(reading: Reading): Solution {
  const { equations, vars } = systemParts(reading.expression);
  const read = equations.map((e, i) => exactRow(e, vars, `(${i + 1})`));
  const rows = read.map(integerRow);
  const simplified = (i: number) =>
    !eqQ(read[i]!.b, rows[i]!.b) || read[i]!.a.some((k, j) => !eqQ(k, rows[i]!.a[j]!));
  const steps: Step[] = [
    {
      hint: 'Write each equation in standard form',
      explanation: rows
        .map(
          (r, i) =>
            `${r.label} ${rowText(r, vars)}${simplified(i) ? ` (from ${rowText(read[i]!, vars)}, scaled to whole numbers with no common factor)` : ''}`,
        )
        .join('; '),
      latex: rows.map((r) => toLatexEquation(rowText(r, vars))).join(',\\quad '),
    },
  ];
  if (equations.length === 1)
    throw new CannotSolveError('a single equation in several unknowns is not a system');
  const { rows: echelon, pivots } = eliminate(rows, vars, steps);
  const contradiction = echelon.find((row) => row.a.every(isZero) && !isZero(row.b));
  if (contradiction) {
    steps.push({
      hint: 'Contradiction',
      explanation: `${contradiction.label} became 0 = ${qText(contradiction.b)}, which is impossible, so the equations cannot all hold${vars.length === 2 ? ' (the lines are parallel)' : ''}: no solution.`,
    });
    return systemSolution(reading, steps, 'no solution');
  }
  if (pivots.length < vars.length) {
    steps.push({
      hint: 'Dependent equations',
      explanation: `Only ${pivots.length} independent equation${pivots.length === 1 ? '' : 's'} remain${pivots.length === 1 ? 's' : ''} for ${vars.length} unknowns (the rest reduced to 0 = 0): ${describeFamily(echelon, pivots, vars)}.`,
    });
    return systemSolution(reading, steps, 'infinitely many solutions');
  }
  const values = backSubstitute(echelon, pivots, vars, steps);
  const text = vars.map((v, j) => `${v} = ${qText(values[j]!)}`).join(', ');
  return systemSolution(reading, steps, text);
}

function backSubstitute(rows: LinearRow[], pivots: number[], vars: string[], steps: Step[]): Q[] {
  const values: Q[] = vars.map(() => ZERO);
  for (let i = pivots.length - 1; i >= 0; i--) {
    const col = pivots[i]!;
    const row = rows[i]!;
    const solved = new Set(pivots.slice(i + 1));
    const known = row.a.reduce((acc, k, j) => (solved.has(j) ? add(acc, mul(k, values[j]!)) : acc), ZERO);
    values[col] = div(sub(row.b, known), row.a[col]!);
    const v = vars[col]!;
    const others = vars.filter((_, j) => solved.has(j) && !isZero(row.a[j]!));
    steps.push(
      others.length === 0
        ? {
            hint: `Solve for ${v}`,
            explanation: `${row.label} ${rowText(row, vars)} gives ${v} = ${qText(values[col]!)}.`,
            latex: `${v} = ${texOf(qText(values[col]!))}`,
          }
        : {
            hint: 'Back-substitute',
            explanation: `Put ${others.map((o) => `${o} = ${qText(values[vars.indexOf(o)]!)}`).join(', ')} into ${row.label} ${rowText(row, vars)}: ${v} = ${qText(values[col]!)}.`,
            latex: `${v} = ${texOf(qText(values[col]!))}`,
          },
    );
  }
  return values;
}

/** The solution family of a dependent system: pivot unknowns in terms of the free ones. */
function describeFamily(rows: LinearRow[], pivots: number[], vars: string[]): string {
  const expr: string[] = [...vars];
  for (let i = pivots.length - 1; i >= 0; i--) {
    const col = pivots[i]!;
    const row = rows[i]!;
    const rest = row.a
      .map((k, j) => (j !== col && !isZero(k) ? `(${qText(k)})*(${expr[j]})` : ''))
      .filter((t) => t);
    expr[col] = nerdamer(`((${qText(row.b)})-(${rest.join('+') || '0'}))/(${qText(row.a[col]!)})`).toString();
  }
  const free = vars.filter((_, j) => !pivots.includes(j));
  return `${pivots.map((c) => `${vars[c]} = ${expr[c]}`).join(', ')}, where ${free.join(' and ')} can be any number${free.length > 1 ? 's' : ''}`;
}

function systemSolution(reading: Reading, steps: Step[], text: string): Solution {
  if (text.includes('=')) steps.push({ hint: 'Write the solution', explanation: text });
  const latex = text.includes('=') ? text.split(', ').map(toLatexEquation).join(',\\; ') : `\\text{${text}}`;
  return solutionOf(reading, steps, { text, latex }, revalidateSystem(reading, text), 'studybot');
}

/** Rank of a small matrix in floating point (partial pivoting): independent of the exact elimination. */
function numericRank(matrix: number[][]): number {
  const m = matrix.map((row) => [...row]);
  const scale = Math.max(1, ...m.flat().map(Math.abs));
  let rank = 0;
  for (let col = 0; col < (m[0]?.length ?? 0) && rank < m.length; col++) {
    let best = rank;
    for (let i = rank + 1; i < m.length; i++) if (Math.abs(m[i]![col]!) > Math.abs(m[best]![col]!)) best = i;
    if (Math.abs(m[best]![col]!) < 1e-9 * scale) continue;
    [m[rank], m[best]] = [m[best]!, m[rank]!];
    for (let i = rank + 1; i < m.length; i++) {
      const factor = m[i]![col]! / m[rank]![col]!;
      for (let j = col; j < m[i]!.length; j++) m[i]![j]! -= factor * m[rank]![j]!;
    }
    rank++;
  }
  return rank;
}

/** Coefficients of each equation by mathjs evaluation at 0 and unit vectors, checked for linearity. */
function numericSystem(equations: string[], vars: string[]): { A: number[][]; b: number[] } | null {
  const A: number[][] = [];
  const b: number[] = [];
  for (const e of equations) {
    const f = difference(e);
    const at = (point: number[]) => {
      const z = evalComplex(f, Object.fromEntries(vars.map((v, i) => [v, point[i]])));
      return z && Math.abs(z.im) < 1e-12 ? z.re : Number.NaN;
    };
    const c0 = at(vars.map(() => 0));
    const row = vars.map((_, j) => at(vars.map((_, i) => (i === j ? 1 : 0))) - c0);
    const probe = [1.7, -2.3, 0.9].slice(0, vars.length);
    const model = c0 + row.reduce((acc, k, j) => acc + k * probe[j]!, 0);
    if (![c0, ...row].every(Number.isFinite) || Math.abs(model - at(probe)) > 1e-9 * (1 + Math.abs(model)))
      return null;
    A.push(row);
    b.push(-c0);
  }
  return { A, b };
}

function revalidateSystem(reading: Reading, answer: string): Check {
  const { equations, vars } = systemParts(reading.expression);
  const numeric = numericSystem(equations, vars);
  if (!numeric) return { ok: false, notes: ['the system is not linear'] };
  const rankA = numericRank(numeric.A);
  const rankAb = numericRank(numeric.A.map((row, i) => [...row, numeric.b[i]!]));
  const ranks = `rank of the coefficients ${rankA}, with the right-hand sides ${rankAb}, ${vars.length} unknowns`;
  const text = answer.trim().toLowerCase();
  if (text === 'no solution')
    return rankA < rankAb
      ? { ok: true, notes: [`inconsistent: ${ranks} (mathjs)`] }
      : { ok: false, notes: [`the system does have solutions: ${ranks}`] };
  if (text === 'infinitely many solutions')
    return rankA === rankAb && rankA < vars.length
      ? { ok: true, notes: [`dependent: ${ranks} (mathjs)`] }
      : { ok: false, notes: [`the system does not have infinitely many solutions: ${ranks}`] };
  const scope: Record<string, unknown> = {};
  for (const part of answer.split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    const z = name && value ? evalComplex(value) : null;
    if (!name || !z) return { ok: false, notes: [`cannot read "${part.trim()}"`] };
    scope[name] = z.re;
  }
  const missing = vars.filter((v) => !(v in scope));
  if (missing.length > 0) return { ok: false, notes: [`no value given for ${missing.join(', ')}`] };
  const notes: string[] = [];
  let ok = true;
  for (const e of equations) {
    const [lhs, rhs] = sides(e);
    const l = evalComplex(lhs, scope);
    const r = evalComplex(rhs, scope);
    const residual = l && r ? Math.hypot(l.re - r.re, l.im - r.im) : Number.NaN;
    if (l && r && residual <= 1e-9 * (1 + Math.abs(l.re) + Math.abs(r.re))) notes.push(`${e} holds`);
    else {
      ok = false;
      notes.push(`${e} does NOT hold for ${answer}`);
    }
  }
  if (rankA < vars.length) {
    ok = false;
    notes.push(`the solution is not unique: ${ranks}`);
  } else notes.push(`unique: ${ranks} (mathjs)`);
  return { ok, notes };
}

export const equationSolvers: SolverTable = {
  polynomial_equation: { solve: solvePolynomialEquation, revalidate: guarded(revalidatePolynomial) },
  exponential_equation: { solve: solveExponential, revalidate: guarded(revalidateExponential) },
  system_of_equations: { solve: solveSystem, revalidate: guarded(revalidateSystem) },
};
