// Equations with the unknown in an exponent: one power (isolate it, then equal bases or logarithms),
// two powers (one on each side), or a quadratic in u = b^(g·x). Logarithmic equations are handed to
// log-equations.ts.

import { combo } from './equation-answers.ts';
import { finishExponential, noPositiveSolution } from './exponential-revalidate.ts';
import { type Exponential, readTerms, type Terms } from './exponential-terms.ts';
import { solveLogarithmic } from './log-equations.ts';
import { linearOrQuadratic } from './polynomial-equations.ts';
import { texOf, writtenTex } from './present.ts';
import {
  add,
  constantValue,
  deg,
  div,
  eqQ,
  integerRoot,
  isInteger,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyText,
  powQ,
  psub,
  type Q,
  q,
  qText,
  sub,
  toNumber,
  trim,
  ZERO,
} from './rational.ts';
import { variablesOf } from './tree.ts';
import { CannotSolveError, type Reading, type Solution, type Step } from './types.ts';
import { evalComplex } from './verify.ts';

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

/** b^u with u bracketed unless it is one number or letter: 2^5, 2^(-3), 2^(x+1). */
const powerText = (b: string, u: string) => `${b}^${/^(\d+|[a-z])$/.test(u) ? u : `(${u})`}`;

const lnText = (b: Base) => (b === 'e' ? '1' : `log(${qText(b)})`);

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
        explanation: `${baseText(e.base)} = ${powerText(baseText(rho), String(s))} and ${qText(R)} = ${powerText(baseText(rho), String(t))}, so ${powerText(baseText(rho), lhs)} = ${powerText(baseText(rho), String(t))}.`,
        // As written, so both sides show their exponent: 2^{-3}, not 1/2^3.
        latex: `${writtenTex(powerText(baseText(rho), lhs))} = ${writtenTex(powerText(baseText(rho), String(t)))}`,
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
      explanation: `${powerText(baseText(pa.rho), polyText(lhs, v))} = ${powerText(baseText(pa.rho), polyText(rhs, v))}.`,
      latex: `${writtenTex(powerText(baseText(pa.rho), polyText(lhs, v)))} = ${writtenTex(powerText(baseText(pa.rho), polyText(rhs, v)))}`,
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

// ---------------------------------------------------------------- dispatch and checks

export function solveExponential(reading: Reading): Solution {
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
