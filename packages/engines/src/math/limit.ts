// Solvers for limits. Our own reasoning (direct substitution, factor and cancel, L'Hôpital, leading terms,
// one-sided limits) writes the steps and proposes an answer; nerdamer's limit is the CAS second opinion.
// Whatever is answered must pass an independent numeric check: f evaluated with 80-digit arithmetic at
// points approaching a from each side (or at large |x|) has to converge to the answer.
import {
  all,
  type BigNumber,
  create,
  type EvalFunction,
  type FactoryFunctionMap,
  type MathNode,
  parse,
} from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { isPolynomial, largestExponent, operatorOf, requireOnlyVariable, simplestValue } from './calculus.ts';
import { derivativeOf } from './derivative.ts';
import { exact } from './polynomial.ts';
import { texOf } from './present.ts';
import {
  CannotSolveError,
  type Check,
  type Reading,
  type Solution,
  type SolverTable,
  type Step,
} from './types.ts';

const DNE = 'does not exist';
const MAX_LHOPITAL = 4;
/** Above this degree, factoring and nerdamer's limit get slow (x^100 − 1 takes ~0.4 s); L'Hôpital does not. */
const MAX_FACTOR_DEGREE = 12;

let bigMath: ReturnType<typeof create> | undefined;
const big = () => {
  bigMath ??= create(all as FactoryFunctionMap, { number: 'BigNumber', precision: 80 });
  return bigMath;
};

interface LimitProblem {
  f: string;
  v: string;
  /** Exact point, or 'Infinity' / '-Infinity'. */
  a: string;
}

const isInfinite = (a: string) => a === 'Infinity' || a === '-Infinity';
const tidy = (expr: string) => nerdamer(expr).toString();

function readLimit(expression: string): LimitProblem {
  const m = /^limit\((.*), ([a-z]), (.+)\)$/.exec(expression);
  if (!m) throw new CannotSolveError(`cannot read the limit ${expression}`);
  const [, f, v, a] = m as unknown as [string, string, string, string];
  requireOnlyVariable(f, v);
  if (!isInfinite(a)) {
    const z = Number(big().evaluate(a).toString());
    if (!Number.isFinite(z)) throw new CannotSolveError(`the point ${a} is not a real number`);
  }
  return { f, v, a };
}

// ---------------------------------------------------------------- numeric approach

type Behaviour =
  | { kind: 'value'; value: BigNumber }
  | { kind: 'infinity'; sign: 1 | -1 }
  | { kind: 'undefined' }
  | { kind: 'unclear' };

/** Points approaching a from one side: a ± 10^−k, or ±10^k when a is infinite. */
function approach(a: string, side: 1 | -1): BigNumber[] {
  const m = big();
  const out: BigNumber[] = [];
  for (let k = 3; k <= 25; k += 2) {
    const step = m.bignumber(`1e${isInfinite(a) ? k : -k}`);
    out.push(
      isInfinite(a)
        ? (m.multiply(step, a === 'Infinity' ? 1 : -1) as BigNumber)
        : (m.add(m.bignumber(m.evaluate(a).toString()), m.multiply(step, side)) as BigNumber),
    );
  }
  return out;
}

function sample(f: string, v: string, points: BigNumber[]): (BigNumber | null)[] {
  const m = big();
  let code: EvalFunction;
  try {
    code = m.compile(f);
  } catch {
    return points.map(() => null);
  }
  return points.map((x) => {
    try {
      const y = code.evaluate({ [v]: x });
      if (m.isBigNumber(y)) return y.isNaN() ? null : y;
      if (typeof y === 'number') return Number.isNaN(y) ? null : m.bignumber(y);
      return null;
    } catch {
      return null;
    }
  });
}

function classify(ys: (BigNumber | null)[]): Behaviour {
  const tail = ys.slice(-6);
  if (tail.every((y) => y === null)) return { kind: 'undefined' };
  if (tail.some((y) => y === null)) return { kind: 'unclear' };
  const t = tail as BigNumber[];
  const last = t.at(-1)!;
  if (!last.isFinite())
    return t.slice(-3).every((y) => !y.isFinite() && y.s === last.s) ? infinity(last) : { kind: 'unclear' };
  const scale = last.abs().plus(1);
  if (t.slice(-4).every((y) => y.minus(last).abs().lte(scale.times(1e-9))))
    return { kind: 'value', value: last };
  // Growing without bound: one sign, |y| increasing, and the growth not dying out geometrically (which
  // would mean slow convergence instead).
  const sameSign = t.every((y) => y.s === last.s && !y.isZero());
  const mags = t.map((y) => (y.isFinite() ? y.abs() : null));
  const increments = mags.slice(1).map((y, i) => (y && mags[i] ? y.minus(mags[i]!) : null));
  const growing = increments.every((d) => d === null || d.gt(0));
  const first = increments[0];
  const final = increments.at(-1);
  const sustained = !first || !final || final.gte(first.times(0.5));
  if (sameSign && growing && sustained && last.abs().gt(10)) return infinity(last);
  return { kind: 'unclear' };
}

const infinity = (y: BigNumber): Behaviour => ({ kind: 'infinity', sign: y.isNegative() ? -1 : 1 });

function describe(b: Behaviour): string {
  switch (b.kind) {
    case 'value':
      // Values this small settle on 0 within the check's tolerance; 5.7e-24 would only puzzle a student.
      return `approaches ${b.value.abs().lt(1e-10) ? 0 : Number(b.value.toPrecision(12))}`;
    case 'infinity':
      return b.sign > 0 ? 'grows without bound (→ ∞)' : 'decreases without bound (→ −∞)';
    case 'undefined':
      return 'is undefined';
    default:
      return 'does not settle down';
  }
}

function sameBehaviour(p: Behaviour, q: Behaviour): boolean {
  if (p.kind === 'value' && q.kind === 'value')
    return p.value.minus(q.value).abs().lte(p.value.abs().plus(1).times(1e-7));
  if (p.kind === 'infinity' && q.kind === 'infinity') return p.sign === q.sign;
  return false;
}

interface Sides {
  right?: Behaviour;
  left?: Behaviour;
}

/** How f behaves approaching a: from each side for a finite point, from the one side at infinity. */
function sides({ f, v, a }: LimitProblem): Sides {
  if (isInfinite(a)) return { right: classify(sample(f, v, approach(a, 1))) };
  return { right: classify(sample(f, v, approach(a, 1))), left: classify(sample(f, v, approach(a, -1))) };
}

const whereText = (p: LimitProblem) => (isInfinite(p.a) ? `as ${p.v} → ${p.a}` : `near ${p.v} = ${p.a}`);

function sidesText(p: LimitProblem, observed: Sides): string {
  return Object.entries(observed)
    .map(([side, b]) => `${isInfinite(p.a) ? '' : `from the ${side}, `}f ${describe(b as Behaviour)}`)
    .join('; ');
}

/** Does f converge to the answer (a value, ±Infinity or "does not exist")? */
function numericCheck(problem: LimitProblem, answer: string, observed = sides(problem)): Check {
  const where = whereText(problem);
  const seen = sidesText(problem, observed);
  const defined = Object.values(observed).filter((b) => b.kind !== 'undefined');
  if (answer === DNE) {
    const [r, l] = [observed.right, observed.left];
    const ok =
      !!r &&
      !!l &&
      r.kind !== 'unclear' &&
      l.kind !== 'unclear' &&
      r.kind !== 'undefined' &&
      l.kind !== 'undefined' &&
      !sameBehaviour(r, l);
    return ok
      ? { ok, notes: [`the one-sided limits differ ${where} (${seen}), so the limit does not exist`] }
      : { ok, notes: [`could not confirm that the limit does not exist ${where}: ${seen}`] };
  }
  let target: Behaviour;
  if (answer === 'Infinity' || answer === '-Infinity')
    target = { kind: 'infinity', sign: answer === 'Infinity' ? 1 : -1 };
  else {
    try {
      const value = big().evaluate(answer);
      if (!big().isBigNumber(value) || !value.isFinite()) throw new Error('not real');
      target = { kind: 'value', value };
    } catch {
      return { ok: false, notes: [`cannot evaluate the answer ${answer}`] };
    }
  }
  if (defined.length === 0) return { ok: false, notes: [`f is undefined ${where}`] };
  const ok = defined.every((b) => sameBehaviour(b, target));
  const oneSided = defined.length === 1 && !isInfinite(problem.a) ? ' (f is defined on one side only)' : '';
  return ok
    ? { ok, notes: [`numeric check with 80-digit arithmetic ${where}: ${seen}${oneSided}`] }
    : { ok, notes: [`numeric check ${where} disagrees with ${answer}: ${seen}`] };
}

// ---------------------------------------------------------------- steps

/** Exact value of expr at v = a, or null when it is undefined there. */
function valueAt(expr: string, v: string, a: string): string | null {
  try {
    const value = simplestValue(exact(nerdamer(expr, { [v]: `(${a})` }).toString()));
    if (/Infinity|limit|NaN/.test(value)) return null;
    const n = Number(big().evaluate(value).toString());
    return Number.isFinite(n) ? value : null;
  } catch {
    return null;
  }
}

const isZero = (value: string | null) => value !== null && Number(big().evaluate(value).toString()) === 0;

interface Analysis {
  steps: Step[];
  conclusion?: string;
}

const limTex = (v: string, a: string, f: string) =>
  `\\lim_{${v} \\to ${a === 'Infinity' ? '\\infty' : a === '-Infinity' ? '-\\infty' : texOf(a)}} ${texOf(f)}`;

const answerTex = (answer: string) =>
  answer === 'Infinity'
    ? '\\infty'
    : answer === '-Infinity'
      ? '-\\infty'
      : answer === DNE
        ? '\\text{does not exist}'
        : texOf(answer);

function quotientParts(f: string): [string, string] | null {
  let node: MathNode;
  try {
    node = parse(f);
  } catch {
    return null;
  }
  const op = operatorOf(node);
  return op?.fn === 'divide' ? [tidy(op.args[0]!.toString()), tidy(op.args[1]!.toString())] : null;
}

/** n/0 with n ≠ 0: decide ±∞ or "does not exist" from the sign on each side. */
function infiniteBehaviour(p: LimitProblem, quotient: string, steps: Step[]): string {
  const observed = sides({ ...p, f: quotient });
  const r = observed.right!;
  const l = observed.left!;
  const name = (b: Behaviour) => (b.kind === 'infinity' ? (b.sign > 0 ? '+∞' : '−∞') : describe(b));
  if (r.kind === 'infinity' && l.kind === 'infinity' && r.sign === l.sign) {
    steps.push({
      hint: 'Vertical asymptote',
      explanation: `A nonzero number over a denominator approaching 0: the fraction grows without bound, with the same sign on both sides (${name(r)}).`,
    });
    return r.sign > 0 ? 'Infinity' : '-Infinity';
  }
  steps.push({
    hint: 'One-sided limits',
    explanation: `A nonzero number over a denominator approaching 0: from the right f → ${name(r)}, from the left f → ${name(l)}. The one-sided limits differ, so the limit does not exist.`,
  });
  return DNE;
}

function substitute(p: LimitProblem, N: string, D: string, steps: Step[], label: string): string | undefined {
  const Na = valueAt(N, p.v, p.a);
  const Da = valueAt(D, p.v, p.a);
  if (Na === null || Da === null) return undefined;
  if (!isZero(Da)) {
    const value = exact(`(${Na})/(${Da})`);
    steps.push({
      hint: 'Substitute',
      explanation: `${label}: substitute ${p.v} = ${p.a}: (${Na})/(${Da}) = ${value}.`,
      latex: `${limTex(p.v, p.a, `(${N})/(${D})`)} = ${texOf(value)}`,
    });
    return value;
  }
  if (!isZero(Na)) return infiniteBehaviour(p, `(${N})/(${D})`, steps);
  return undefined;
}

function factorAndCancel(p: LimitProblem, N: string, D: string, steps: Step[]): string | undefined {
  let [n, d] = [N, D];
  const factor = `${p.v}-(${p.a})`;
  while (isZero(valueAt(n, p.v, p.a)) && isZero(valueAt(d, p.v, p.a))) {
    const [qn, rn] = nerdamer(`div(${n}, ${factor})`)
      .toString()
      .replace(/^\[|\]$/g, '')
      .split(',');
    const [qd, rd] = nerdamer(`div(${d}, ${factor})`)
      .toString()
      .replace(/^\[|\]$/g, '')
      .split(',');
    if (rn !== '0' || rd !== '0' || !qn || !qd) return undefined;
    [n, d] = [qn, qd];
  }
  const shown = tidy(factor);
  steps.push({
    hint: 'Factor and cancel',
    explanation: `Both polynomials vanish at ${p.v} = ${p.a}, so both have the factor (${shown}): ${N} = ${tidy(`factor(${N})`)} and ${D} = ${tidy(`factor(${D})`)}. Cancel (${shown}) (allowed because ${p.v} ≠ ${p.a} while taking the limit): the expression becomes (${n})/(${d}).`,
    latex: `\\frac{${texOf(N)}}{${texOf(D)}} = \\frac{${texOf(n)}}{${texOf(d)}}`,
  });
  return substitute(p, n, d, steps, 'After cancelling');
}

const ORDINAL = ['first', 'second', 'third', 'fourth'];

function lHopital(p: LimitProblem, N: string, D: string, steps: Step[], form: string): string | undefined {
  let [n, d] = [N, D];
  for (let k = 0; k < MAX_LHOPITAL; k++) {
    const [dn, dd] = [derivativeOf(n, p.v), derivativeOf(d, p.v)];
    steps.push({
      hint: `L'Hôpital's rule (${ORDINAL[k]} application)`,
      explanation: `The form is ${form}, so differentiate numerator and denominator separately: (${n})' = ${dn}, (${d})' = ${dd}. The limit equals lim (${dn})/(${dd}).`,
      latex: `${limTex(p.v, p.a, `(${n})/(${d})`)} = ${limTex(p.v, p.a, `(${dn})/(${dd})`)}`,
    });
    [n, d] = [dn, dd];
    if (isInfinite(p.a)) {
      const rational = atInfinityRational(p, n, d, steps);
      if (rational) return rational;
      const [bn, bd] = [sides({ ...p, f: n }).right!, sides({ ...p, f: d }).right!];
      if (bn.kind === 'infinity' && bd.kind === 'infinity') continue;
      if (bn.kind === 'value' && bd.kind === 'infinity') {
        steps.push({
          hint: 'Bounded over unbounded',
          explanation: `The numerator ${describe(bn)} while the denominator grows without bound, so the quotient → 0.`,
        });
        return '0';
      }
      return undefined;
    }
    const Na = valueAt(n, p.v, p.a);
    const Da = valueAt(d, p.v, p.a);
    if (Na === null || Da === null) return undefined;
    if (!(isZero(Na) && isZero(Da))) return substitute(p, n, d, steps, `After L'Hôpital's rule`);
    form = '0/0';
  }
  return undefined;
}

function leading(expr: string, v: string): { degree: number; coefficient: string } | null {
  const expanded = tidy(`expand(${expr})`);
  const degree = Number(nerdamer(`deg(${expanded}, ${v})`).toString());
  const coefficients = nerdamer(`coeffs(${expanded}, ${v})`)
    .toString()
    .replace(/^\[|\]$/g, '')
    .split(',');
  const coefficient = coefficients[degree];
  return coefficient && Number.isInteger(degree) ? { degree, coefficient } : null;
}

function atInfinityRational(p: LimitProblem, N: string, D: string, steps: Step[]): string | undefined {
  const poly = (s: string) => {
    try {
      return isPolynomial(parse(s), p.v) && largestExponent(s) <= 50;
    } catch {
      return false;
    }
  };
  if (!poly(N) || !poly(D)) return undefined;
  const n = leading(N, p.v);
  const d = leading(D, p.v);
  if (!n || !d) return undefined;
  const ratio = exact(`(${n.coefficient})/(${d.coefficient})`);
  let conclusion: string;
  let why: string;
  if (n.degree < d.degree) {
    conclusion = '0';
    why = `the numerator has lower degree (${n.degree} < ${d.degree}), so every term of the numerator goes to 0`;
  } else if (n.degree === d.degree) {
    conclusion = ratio;
    why = `the degrees are equal (${n.degree}), so only the leading coefficients survive: ${n.coefficient}/${d.coefficient} = ${ratio}`;
  } else {
    const sign =
      Math.sign(Number(big().evaluate(ratio).toString())) *
      (p.a === '-Infinity' && (n.degree - d.degree) % 2 === 1 ? -1 : 1);
    conclusion = sign > 0 ? 'Infinity' : '-Infinity';
    why = `the numerator has higher degree (${n.degree} > ${d.degree}), so the quotient behaves like (${ratio})·${p.v}^${n.degree - d.degree}, which → ${conclusion}`;
  }
  const divisor = d.degree === 0 ? '1' : d.degree === 1 ? p.v : `${p.v}^${d.degree}`;
  steps.push({
    hint: d.degree === 0 ? 'Leading term' : 'Divide by the highest power',
    explanation:
      d.degree === 0
        ? `As ${p.v} → ${p.a} a polynomial behaves like its leading term: ${why}.`
        : `Divide numerator and denominator by ${divisor}, the highest power in the denominator; terms like c/${p.v}^k → 0 as ${p.v} → ${p.a}. Here ${why}.`,
    latex: `${limTex(p.v, p.a, `(${N})/(${D})`)} = ${answerTex(conclusion)}`,
  });
  return conclusion;
}

function directSubstitution(p: LimitProblem, steps: Step[]): string | undefined {
  if (isInfinite(p.a)) return undefined;
  const value = valueAt(p.f, p.v, p.a);
  if (value === null) return undefined;
  // Substituting is only valid where f is continuous: f just beside a must be close to f(a).
  const near = sides(p);
  const target: Behaviour = { kind: 'value', value: big().evaluate(value) as BigNumber };
  const continuous = [near.left, near.right].every(
    (b) => b && (b.kind === 'undefined' || sameBehaviour(b, target)),
  );
  if (!continuous) return undefined;
  steps.push({
    hint: 'Direct substitution',
    explanation: `${p.f} is continuous at ${p.v} = ${p.a}, so the limit is its value there: ${value}.`,
    latex: `${limTex(p.v, p.a, p.f)} = ${texOf(value)}`,
  });
  return value;
}

/** Our own textbook reasoning; `conclusion` is what it leads to, still to be checked. */
function analyse(p: LimitProblem): Analysis {
  const steps: Step[] = [];
  const direct = directSubstitution(p, steps);
  if (direct !== undefined) return { steps, conclusion: direct };
  const parts = quotientParts(p.f);
  const N = parts?.[0] ?? p.f;
  const D = parts?.[1] ?? '1';
  if (isInfinite(p.a)) {
    const rational = atInfinityRational(p, N, D, steps);
    if (rational) return { steps, conclusion: rational };
    if (!parts) return { steps };
    const [bn, bd] = [sides({ ...p, f: N }).right!, sides({ ...p, f: D }).right!];
    if (bn.kind !== 'infinity' || bd.kind !== 'infinity') return { steps };
    steps.push({
      hint: 'Indeterminate form ∞/∞',
      explanation: `Numerator and denominator both grow without bound as ${p.v} → ${p.a}.`,
    });
    return { steps, conclusion: lHopital(p, N, D, steps, '∞/∞') };
  }
  if (!parts) return { steps };
  const Na = valueAt(N, p.v, p.a);
  const Da = valueAt(D, p.v, p.a);
  if (Na === null || Da === null) return { steps };
  if (!isZero(Da)) return { steps };
  if (!isZero(Na)) return { steps, conclusion: infiniteBehaviour(p, p.f, steps) };
  steps.push({
    hint: 'Indeterminate form 0/0',
    explanation: `Substituting ${p.v} = ${p.a} gives ${N} → 0 and ${D} → 0: the form 0/0 says nothing yet.`,
    latex: `\\frac{${texOf(N)}}{${texOf(D)}}\\Big|_{${p.v} = ${texOf(p.a)}} = \\frac{0}{0}`,
  });
  const polynomial = (s: string) => isPolynomial(parse(s), p.v) && largestExponent(s) <= MAX_FACTOR_DEGREE;
  if (polynomial(N) && polynomial(D)) {
    const cancelled = factorAndCancel(p, N, D, steps);
    if (cancelled !== undefined) return { steps, conclusion: cancelled };
  }
  return { steps, conclusion: lHopital(p, N, D, steps, '0/0') };
}

/** Closed forms a numerically observed limit is matched against, besides fractions and multiples of π. */
const KNOWN_CONSTANTS = ['e', '1/e', 'e^2', 'sqrt(e)', 'sqrt(2)', 'sqrt(3)', 'log(2)', 'log(3)', 'log(10)'];

/** The limit f settles on (from every side), as a closed form that passes the numeric check, if any. */
function recognisedValue(p: LimitProblem, observed: Sides): string | undefined {
  // A side where f is undefined (sqrt(x) left of 0) does not count, as in the numeric check.
  const behaviours = (Object.values(observed) as Behaviour[]).filter((b) => b.kind !== 'undefined');
  const first = behaviours[0];
  if (first?.kind !== 'value' || !behaviours.every((b) => sameBehaviour(b, first))) return undefined;
  const raw = first.value.toString();
  const simplest = simplestValue(raw);
  // The raw decimal itself is never offered: only a closed form that matches it.
  const candidates = [
    ...(/^-?\d+(\/\d+)?$/.test(simplest) || simplest !== raw ? [simplest] : []),
    ...KNOWN_CONSTANTS,
  ];
  return candidates.find((c) => numericCheck(p, c, observed).ok);
}

/** nerdamer's limit, when it is a plain value or ±Infinity. */
function casLimit(p: LimitProblem): string | undefined {
  try {
    const out = simplestValue(nerdamer(`limit(${p.f}, ${p.v}, ${p.a})`).toString());
    if (out === 'Infinity' || out === '-Infinity') return out;
    if (/limit|Infinity|\[|NaN/.test(out)) return undefined;
    return Number.isFinite(Number(big().evaluate(out).toString())) ? out : undefined;
  } catch {
    return undefined;
  }
}

function solveLimit(reading: Reading): Solution {
  const p = readLimit(reading.expression);
  const observed = sides(p);
  const analysis = analyse(p);
  const notes: string[] = [];
  const { steps } = analysis;
  let answer: string | undefined;
  let check: Check | undefined;
  if (analysis.conclusion !== undefined) {
    const c = numericCheck(p, analysis.conclusion, observed);
    if (c.ok) [answer, check] = [analysis.conclusion, c];
    else
      notes.push(`our steps led to ${analysis.conclusion}, which failed the numeric check; asking the CAS`);
  }
  const cheap = largestExponent(p.f) <= MAX_FACTOR_DEGREE;
  const cas = answer === undefined || cheap ? casLimit(p) : undefined;
  if (answer !== undefined) {
    if (cas !== undefined)
      notes.push(
        cas === answer || numericCheck(p, cas, observed).ok
          ? `agrees with nerdamer's limit (${cas})`
          : `nerdamer's limit gives ${cas}, which fails the numeric check`,
      );
  } else {
    steps.length = 0;
    const fromCas = cas === undefined ? undefined : numericCheck(p, cas, observed);
    const recognisable = fromCas?.ok ? undefined : recognisedValue(p, observed);
    if (cas !== undefined && fromCas?.ok) {
      [answer, check] = [cas, fromCas];
      steps.push({
        hint: 'Evaluate the limit',
        explanation: `No short textbook rule applies directly; the computer algebra system (nerdamer) finds the limit ${cas}, confirmed by evaluating f ever closer to ${p.v} → ${p.a}.`,
        latex: `${limTex(p.v, p.a, p.f)} = ${answerTex(cas)}`,
      });
    } else if (recognisable !== undefined) {
      [answer, check] = [recognisable, numericCheck(p, recognisable, observed)];
      steps.push({
        hint: 'Evaluate ever closer and recognise the value',
        explanation: `No short textbook rule applies directly. Evaluating f with 80-digit arithmetic ever closer to ${p.v} → ${p.a}, the values settle on ${answer}.`,
        latex: `${limTex(p.v, p.a, p.f)} = ${answerTex(answer)}`,
      });
      notes.push('the value was recognised from high-precision evaluation, not derived symbolically');
    } else {
      const dne = numericCheck(p, DNE, observed);
      if (!dne.ok)
        throw new CannotSolveError(
          `could not find a limit that passes the numeric check${cas ? ` (nerdamer gives ${cas})` : ''}; ${whereText(p)}: ${sidesText(p, observed)}`,
        );
      if (cas !== undefined) notes.push(`nerdamer's limit gives ${cas}, but the one-sided limits differ`);
      [answer, check] = [DNE, dne];
      steps.push({
        hint: 'One-sided limits',
        explanation: `Approaching ${p.a} from the right, f ${describe(observed.right!)}; from the left, f ${describe(observed.left!)}. The one-sided limits differ, so the limit does not exist.`,
      });
    }
  }
  steps.push({
    hint: 'State the limit',
    explanation: answer === DNE ? 'The limit does not exist.' : `The limit is ${answer}.`,
    latex: `${limTex(p.v, p.a, p.f)} ${answer === DNE ? '\\text{ does not exist}' : `= ${answerTex(answer)}`}`,
  });
  return {
    task_type: 'limit',
    steps,
    final_answer: { text: answer, latex: answerTex(answer) },
    validation: { ok: check!.ok, notes: [...notes, ...check!.notes] },
    source: 'studybot+nerdamer',
  };
}

export const limitSolvers: SolverTable = {
  limit: {
    solve: solveLimit,
    revalidate: (reading, answer) => {
      try {
        return numericCheck(readLimit(reading.expression), answer.trim());
      } catch (err) {
        return { ok: false, notes: [(err as Error).message] };
      }
    },
  },
};
