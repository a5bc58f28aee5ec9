// Reading an equation as Σ k·b^(m·x + c) + Σ k·log(p(x)) + constants, the form the exponential and
// logarithmic solvers work on.
import { type MathNode, parse } from 'mathjs';
import { difference } from './equation-answers.ts';
import {
  add,
  constantValue,
  deg,
  div,
  eqQ,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  pscale,
  type Q,
  toRationalFunction,
  ZERO,
} from './rational.ts';
import { argsOf, dependsOn, fnName, opOf, parseOrNull as safeParse, unwrap } from './tree.ts';
import { CannotSolveError } from './types.ts';

const TRANSCENDENTAL = /\b(log|exp)\(/;

export function isTranscendental(expr: string, v: string): boolean {
  if (TRANSCENDENTAL.test(expr)) return true;
  const node = safeParse(expr.replace('=', '-'));
  return node?.filter((n) => opOf(n) === 'pow' && dependsOn(argsOf(n)[1]!, v)).length !== 0 && node !== null;
}

/** base^(m·x + c): base 'e' or a positive rational. */
export interface Exponential {
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

export interface Terms {
  exps: Exponential[];
  logs: LogTerm[];
  /** Rational constants, summed. */
  constant: Q;
  /** coef·log(of) with a rational `of` > 0. */
  logConstants: { coef: Q; of: Q }[];
  /**
   * Set when every logarithm was written in this base (log_b(A) read as log(A)/log(b)): the
   * equation was multiplied through by log(b), so `constant` became a log constant of b.
   */
  logBase?: Q;
}

/** A change of base, log(A)/log(b) with a constant b > 0, b ≠ 1: A and b; else null. */
function changeOfBase(node: MathNode, v: string): { numerator: MathNode; base: Q } | null {
  const n = unwrap(node);
  if (opOf(n) !== 'divide') return null;
  const d = unwrap(argsOf(n)[1]!);
  if (fnName(d) !== 'log' || argsOf(d).length !== 1 || dependsOn(d, v)) return null;
  const base = constantValue(argsOf(d)[0]!.toString());
  if (!base || base.n <= 0n || eqQ(base, ONE)) return null;
  return { numerator: argsOf(n)[0]!, base };
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

export function readTerms(expr: string, v: string): Terms {
  const node = safeParse(difference(expr));
  if (!node) throw new CannotSolveError(`cannot read ${expr}`);
  const pieces: [Q, MathNode][] = [];
  signedTerms(node, ONE, pieces);
  const terms: Terms = { exps: [], logs: [], constant: ZERO, logConstants: [] };
  const unsupported = () =>
    new CannotSolveError(
      'only sums of k·b^(m·x + c) with rational k, b, m, c, or of logarithms of polynomials, are supported',
    );
  const bases: Q[] = [];
  let naturalLogs = 0;
  for (const [sign, piece] of pieces) {
    let { coef: c, rest } = factorsOf(piece, v);
    const changed = rest.length === 1 ? changeOfBase(rest[0]!, v) : null;
    if (changed) {
      const inner = factorsOf(changed.numerator, v);
      c = mul(c, inner.coef);
      rest = inner.rest;
      bases.push(changed.base);
    }
    const coef = mul(sign, c);
    if (rest.length === 0) {
      terms.constant = add(terms.constant, coef);
      continue;
    }
    if (rest.length !== 1) throw unsupported();
    const f = rest[0]!;
    if (fnName(f) === 'log') {
      if (argsOf(f).length !== 1) throw unsupported();
      if (!changed) naturalLogs++;
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
    if (changed) throw unsupported();
    const e = exponentialOf(f, coef, v);
    if (!e) throw unsupported();
    terms.exps.push(e);
  }
  if (bases.length > 0) {
    const base = bases[0]!;
    if (naturalLogs > 0 || bases.some((b) => !eqQ(b, base)))
      throw new CannotSolveError('logarithms in different bases in one equation are not supported');
    // Σ k·log(A)/log(b) + K = 0  ⇔  Σ k·log(A) + K·log(b) = 0
    if (!isZero(terms.constant)) terms.logConstants.push({ coef: terms.constant, of: base });
    terms.constant = ZERO;
    terms.logBase = base;
  }
  return terms;
}
