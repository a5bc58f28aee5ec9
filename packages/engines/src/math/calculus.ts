// Shared helpers for the integral and limit solvers: expression-tree tests and numeric quadrature.
import { compile, type EvalFunction, type MathNode } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { asOperator, dependsOn, unwrap } from './tree.ts';
import { CannotSolveError } from './types.ts';
import { evalComplex } from './verify.ts';

/** The operator inside any parentheses, or null. */
export const operatorOf = (node: MathNode) => asOperator(unwrap(node));

export function functionOf(node: MathNode): { name: string; args: MathNode[] } | null {
  const n = unwrap(node);
  if (n.type !== 'FunctionNode') return null;
  const f = n as unknown as { fn: { name: string }; args: MathNode[] };
  return { name: f.fn.name, args: f.args };
}

/** A polynomial in v: numbers, v, +, −, ·, and powers of v-polynomials with non-negative integer exponents. */
export function isPolynomial(node: MathNode, v: string): boolean {
  const n = unwrap(node);
  if (n.type === 'ConstantNode') return true;
  if (n.type === 'SymbolNode') return true;
  const op = operatorOf(n);
  if (!op) return false;
  if (op.fn === 'pow') {
    const [base, exp] = op.args as [MathNode, MathNode];
    if (dependsOn(exp, v)) return false;
    if (!dependsOn(base, v)) return isPolynomial(base, v);
    const k = Number(exp.evaluate());
    return Number.isInteger(k) && k >= 0 && isPolynomial(base, v);
  }
  if (op.fn === 'divide') return !dependsOn(op.args[1]!, v) && op.args.every((a) => isPolynomial(a, v));
  if (['add', 'subtract', 'multiply', 'unaryMinus', 'unaryPlus'].includes(op.fn))
    return op.args.every((a) => isPolynomial(a, v));
  return false;
}

/** The largest plain integer exponent written in the expression ("x^120" → 120). */
export function largestExponent(expr: string): number {
  return Math.max(0, ...(expr.match(/\^\(?(\d+)/g) ?? []).map((p) => Number(p.replace(/\D/g, ''))));
}

export function guardExponents(expr: string, limit: number, what: string): void {
  if (largestExponent(expr) > limit)
    throw new CannotSolveError(
      `${what} with powers above ${limit} would take too long to work out step by step`,
    );
}

/** A real-valued f(v) from an expression, or null when it cannot be compiled. NaN where undefined or complex. */
export function realFunction(expr: string, v: string): ((x: number) => number) | null {
  let code: EvalFunction;
  try {
    code = compile(expr);
  } catch {
    return null;
  }
  return (x: number) => {
    try {
      const y = code.evaluate({ [v]: x });
      if (typeof y === 'number') return y;
      if (y && typeof y === 'object' && 're' in y && 'im' in y)
        return Math.abs((y as { im: number }).im) < 1e-12 ? (y as { re: number }).re : Number.NaN;
      return Number(y);
    } catch {
      return Number.NaN;
    }
  };
}

export interface Quadrature {
  value: number;
  converged: boolean;
}

/**
 * Adaptive Simpson quadrature of f on [a, b]. Stops refining at a depth or evaluation cap, in which case
 * `converged` is false (a sign of a singularity or wild oscillation inside the interval).
 */
export function adaptiveSimpson(
  f: (x: number) => number,
  a: number,
  b: number,
  tolerance = 1e-10,
): Quadrature {
  let evaluations = 0;
  let converged = true;
  const MAX_EVALUATIONS = 50_000;
  const eval_ = (x: number) => {
    evaluations++;
    return f(x);
  };
  const simpson = (fa: number, fm: number, fb: number, h: number) => (h / 6) * (fa + 4 * fm + fb);
  const refine = (
    lo: number,
    hi: number,
    flo: number,
    fmid: number,
    fhi: number,
    whole: number,
    tol: number,
    depth: number,
  ): number => {
    const mid = (lo + hi) / 2;
    const fl = eval_((lo + mid) / 2);
    const fr = eval_((mid + hi) / 2);
    const left = simpson(flo, fl, fmid, mid - lo);
    const right = simpson(fmid, fr, fhi, hi - mid);
    const delta = left + right - whole;
    if (!Number.isFinite(delta)) {
      converged = false;
      return Number.NaN;
    }
    if (Math.abs(delta) <= 15 * tol) return left + right + delta / 15;
    if (depth >= 40 || evaluations > MAX_EVALUATIONS) {
      // A tiny leftover error is an integrable kink (like √x at 0); a large one is a singularity.
      if (Math.abs(delta) > 1e-9) converged = false;
      return left + right + delta / 15;
    }
    return (
      refine(lo, mid, flo, fl, fmid, left, tol / 2, depth + 1) +
      refine(mid, hi, fmid, fr, fhi, right, tol / 2, depth + 1)
    );
  };
  const fa = eval_(a);
  const fb = eval_(b);
  const fm = eval_((a + b) / 2);
  const value = refine(a, b, fa, fm, fb, simpson(fa, fm, fb, b - a), tolerance, 0);
  return { value, converged: converged && Number.isFinite(value) };
}

/** Refuse expressions with letters other than the variable (constants e and pi aside). */
export function requireOnlyVariable(expr: string, v: string): void {
  let others: string[];
  try {
    others = nerdamer(expr)
      .variables()
      .filter((name: string) => name !== v);
  } catch {
    throw new CannotSolveError(`cannot read ${expr}`);
  }
  if (others.length > 0)
    throw new CannotSolveError(
      `${expr} contains ${others.join(', ')} besides the variable ${v}; only one variable is supported here`,
    );
}

/** p/q with q ≤ 1000 when x is that fraction to within rounding, else null. */
function smallFraction(x: number): string | null {
  for (let q = 1; q <= 1000; q++) {
    const p = Math.round(x * q);
    if (Math.abs(x - p / q) <= 1e-13 * (1 + Math.abs(x))) return q === 1 ? String(p) : `${p}/${q}`;
  }
  return null;
}

/**
 * nerdamer leaves values like sec(0)^2, log(abs(e)), e^log(2) or atan(1) unevaluated. When the value is a
 * small fraction, or a small fraction of π, to within floating-point rounding, write it that way (an
 * irrational number this close to such a fraction does not turn up in textbook problems).
 */
export function simplestValue(value: string): string {
  if (/^-?\d+(\/\d+)?$/.test(value)) return value;
  const z = evalComplex(value);
  if (!z || Math.abs(z.im) > 1e-12 || !Number.isFinite(z.re)) return value;
  const plain = smallFraction(z.re);
  if (plain !== null) return plain;
  const overPi = smallFraction(z.re / Math.PI);
  return overPi !== null && overPi !== '0' ? nerdamer(`(${overPi})*pi`).toString() : value;
}
