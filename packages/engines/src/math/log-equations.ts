// Logarithmic equations: combine the logs into one, exponentiate, solve the polynomial, and discard
// roots outside the logarithms' domain.
import nerdamer from 'nerdamer-prime';
import { finishExponential } from './exponential-revalidate.ts';
import type { Terms } from './exponential-terms.ts';
import { polynomialRoots } from './polynomial-equations.ts';
import { texOf } from './present.ts';
import {
  add,
  contentOf,
  deg,
  eqQ,
  isInteger,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyText,
  powQ,
  pscale,
  psub,
  type Q,
  q,
  qText,
  trim,
  ZERO,
} from './rational.ts';
import { CannotSolveError, type Reading, type Solution, type Step } from './types.ts';
import { evalComplex } from './verify.ts';

// ---------------------------------------------------------------- logarithms

export function solveLogarithmic(reading: Reading, terms: Terms, v: string): Solution {
  if (terms.logs.some((l) => !isInteger(l.coef) || Math.abs(Number(l.coef.n)) > 4))
    throw new CannotSolveError('only whole-number multiples of logarithms are supported');
  // A constant's power is one number, not a polynomial: larger multiples are fine while it stays short.
  const digits = (x: Q) => String(x.n).length + String(x.d).length;
  if (terms.logConstants.some((l) => !isInteger(l.coef) || Math.abs(Number(l.coef.n)) * digits(l.of) > 60))
    throw new CannotSolveError('only whole-number multiples of logarithms are supported');
  const steps: Step[] = [];
  if (terms.logBase) {
    const b = qText(terms.logBase);
    steps.push({
      hint: 'Work in one base',
      explanation: `Every logarithm here is base ${b}, and log_${b}(A) = ln(A)/ln(${b}). Multiply both sides by ln(${b}), so that every term is a natural logarithm (written log below).`,
    });
  }
  steps.push({
    hint: 'State the domain',
    explanation: `A logarithm needs a positive argument: ${terms.logs.map((l) => `${polyText(l.arg, v)} > 0`).join(' and ')}.`,
  });
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
