// Polynomial (and rational) equations in one unknown: standard form, then x^k, repeated factors,
// u = x² substitution, the rational root test with synthetic division, the quadratic formula, and
// numerical roots as a last resort. Exact work with rationals (rational.ts); every answer is substituted
// back, and a numerical root finder checks that no root was missed.
import { complex } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { splitCompletely } from './algebra.ts';
import { answerFor, difference, merge, rootsOf, solutionOf } from './equation-answers.ts';
import { texOf } from './present.ts';
import {
  constantValue,
  contentOf,
  deg,
  div,
  eqQ,
  factorText,
  isZero,
  neg,
  numericRoots,
  type Poly,
  pderiv,
  peval,
  polyText,
  type Q,
  qText,
  quadraticRoots,
  rationalRootCandidates,
  sqrtParts,
  squareFree,
  surdText,
  syntheticDivision,
  toNumber,
  toRationalFunction,
  trim,
} from './rational.ts';
import { variablesOf } from './tree.ts';
import { CannotSolveError, type Check, type Reading, type Solution, type Step } from './types.ts';
import { checkRoots, evalComplex } from './verify.ts';

/** Highest polynomial degree we solve. */
const MAX_DEGREE = 12;

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

export function linearOrQuadratic(p: Poly, v: string, steps: Step[]): string[] {
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
export function polynomialRoots(p: Poly, v: string, steps: Step[]): PolyRoots {
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
export function sortRoots(roots: string[]): string[] {
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

export function solvePolynomialEquation(reading: Reading): Solution {
  const v = reading.variable ?? 'x';
  const expr = reading.expression;
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

export function revalidatePolynomial(reading: Reading, answer: string): Check {
  const v = reading.variable ?? 'x';
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
