// Reading an equation with absolute values of the unknown: each inside as a polynomial, and the
// equation with every |A| replaced by +A or −A, which is what both the solver and its check work on.
import type { MathNode } from 'mathjs';
import { difference } from './equation-answers.ts';
import { writtenText } from './present.ts';
import { deg, div, type Poly, pscale, q, toNumber, toRationalFunction } from './rational.ts';
import { dependsOn, fnName, parseOrNull, variablesOf } from './tree.ts';
import { CannotSolveError, type Reading } from './types.ts';
import { evalComplex } from './verify.ts';

const MAX_ABSOLUTE_VALUES = 3;
const MAX_DEGREE = 4;

/** lhs − rhs as a tree, and its absolute values of the unknown. */
export function absoluteValues(expr: string, v: string): { node: MathNode; abs: MathNode[] } {
  const node = parseOrNull(difference(expr));
  if (!node) throw new CannotSolveError(`cannot read ${expr}`);
  return { node, abs: node.filter((n) => fnName(n) === 'abs' && dependsOn(n, v)) };
}

export function hasAbsoluteValue(reading: Reading): boolean {
  try {
    return (
      /\babs\(/.test(reading.expression) &&
      absoluteValues(reading.expression, reading.variable ?? 'x').abs.length > 0
    );
  } catch {
    return false;
  }
}

/** A polynomial in v, or CannotSolve. */
function polynomial(expr: string, v: string): Poly {
  const f = toRationalFunction(expr, v, { maxDegree: MAX_DEGREE });
  if (!f || deg(f.den) !== 0)
    throw new CannotSolveError('only polynomials inside and outside the absolute values are supported');
  return pscale(f.num, div(q(1), f.den[0]!));
}

export interface Setup {
  v: string;
  /** lhs − rhs, with abs(…) nodes to replace. */
  node: MathNode;
  abs: MathNode[];
  /** Each inside as a polynomial, and as the student wrote it. */
  insides: Poly[];
  written: string[];
}

export function setup(reading: Reading): Setup {
  const v = reading.variable ?? 'x';
  const others = variablesOf(reading.expression.replace('=', '-')).filter((x) => x !== v);
  if (others.length > 0)
    throw new CannotSolveError(`the equation has other letters (${others.join(', ')}) besides ${v}`);
  const { node, abs } = absoluteValues(reading.expression, v);
  if (abs.some((a) => a.filter((n) => n !== a && fnName(n) === 'abs').length > 0))
    throw new CannotSolveError('absolute values inside absolute values are not supported');
  if (abs.length > MAX_ABSOLUTE_VALUES) throw new CannotSolveError('too many absolute values');
  const insideText = abs.map((a) => (a as unknown as { args: MathNode[] }).args[0]!.toString());
  return {
    v,
    node,
    abs,
    insides: insideText.map((t) => polynomial(t, v)),
    written: insideText.map(writtenText),
  };
}

/** lhs − rhs with each |A_i| replaced by signs[i]·A_i, as a polynomial. */
export function piece(s: Setup, signs: number[]): Poly {
  const replaced = s.node.transform((n) => {
    const i = s.abs.indexOf(n);
    return i < 0
      ? n
      : (parseOrNull(`(${signs[i]})*(${(n as unknown as { args: MathNode[] }).args[0]!.toString()})`) ?? n);
  });
  return polynomial(replaced.toString(), s.v);
}

export const isReal = (root: string) => Math.abs(evalComplex(root)?.im ?? 1) < 1e-12;
export const value = (root: string) => evalComplex(root)?.re ?? Number.NaN;
/** Sign of each inside on the stretch around x. */
export const signsAt = (s: Setup, x: number) =>
  s.insides.map((p) => (p.reduce((acc, k, i) => acc + toNumber(k) * x ** i, 0) >= 0 ? 1 : -1));

/** The stretches of the number line between sorted cut points, each with a point inside it. */
export function stretches(cuts: number[]): { lo: number; hi: number; mid: number }[] {
  const bounds = [-Infinity, ...cuts, Infinity];
  return bounds.slice(1).map((hi, k) => {
    const lo = bounds[k]!;
    const mid = Number.isFinite(lo) ? (Number.isFinite(hi) ? (lo + hi) / 2 : lo + 1) : hi - 1;
    return { lo, hi, mid };
  });
}
