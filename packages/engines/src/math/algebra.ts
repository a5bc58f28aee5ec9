// Solvers for simplify, expand and factor. Answers come from our own exact polynomial arithmetic
// (rational.ts) in one variable and from nerdamer otherwise; every answer is compared with the input at
// seeded random points, and its form is checked (expanded: no product of sums; factored: a product).
import type { MathNode } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { createRandom } from '../studygen/random.ts';
import { texOf } from './present.ts';
import {
  contentOf,
  deg,
  div,
  eqQ,
  factorText,
  integerRoot,
  isZero,
  ONE,
  type Poly,
  pdivmod,
  peval,
  pgcd,
  pmul,
  polyText,
  type Q,
  q,
  qText,
  quadraticRoots,
  type RationalFunction,
  rationalRootCandidates,
  syntheticDivision,
  toNumber,
  toRationalFunction,
  trim,
} from './rational.ts';
import { mathstepsSimplifySteps } from './steps.ts';
import { argsOf, opOf, parseOrNull, unwrap, variablesOf } from './tree.ts';
import {
  CannotSolveError,
  type Check,
  type Reading,
  type Solution,
  type SolverTable,
  type Step,
} from './types.ts';
import { evalComplex } from './verify.ts';

/** Highest degree we expand or factor exactly; (x+1)^60 is instant, (x+1)^2000 is not. */
const MAX_DEGREE = 60;
const MAX_VARIABLES = 4;

// ---------------------------------------------------------------- reading the expression

/**
 * Total degree of a polynomial expression, or null when it is not a polynomial (a variable in a
 * denominator, an exponent or a function). Throws CannotSolve for degrees too high to expand.
 */
function polynomialDegree(node: MathNode, vars: Set<string>): number | null {
  const n = unwrap(node);
  const dependsOnVars = n.filter(
    (m) => m.type === 'SymbolNode' && vars.has((m as unknown as { name: string }).name),
  );
  if (dependsOnVars.length === 0) return 0;
  if (n.type === 'SymbolNode') return 1;
  const fn = opOf(n);
  const args = argsOf(n);
  let out: number | null = null;
  if (fn === 'add' || fn === 'subtract' || fn === 'unaryMinus' || fn === 'unaryPlus') {
    const ds = args.map((a) => polynomialDegree(a, vars));
    out = ds.some((d) => d === null) ? null : Math.max(...(ds as number[]));
  } else if (fn === 'multiply') {
    const ds = args.map((a) => polynomialDegree(a, vars));
    out = ds.some((d) => d === null) ? null : (ds as number[]).reduce((a, b) => a + b, 0);
  } else if (fn === 'divide') {
    out = polynomialDegree(args[1]!, vars) === 0 ? polynomialDegree(args[0]!, vars) : null;
  } else if (fn === 'pow') {
    const base = polynomialDegree(args[0]!, vars);
    const k = exponentValue(args[1]!, vars);
    out = base === null || k === null || k < 0 ? null : base * k;
  }
  if (out !== null && out > MAX_DEGREE)
    throw new CannotSolveError(`the degree is above ${MAX_DEGREE}, which is too high to work with exactly`);
  return out;
}

function exponentValue(node: MathNode, vars: Set<string>): number | null {
  if (polynomialDegree(node, vars) !== 0) return null;
  const k = evalComplex(node.toString());
  if (!k) return null;
  return k.im === 0 && Number.isInteger(k.re) ? k.re : null;
}

/** Refuse what would hang a CAS: huge literal powers, power towers, too many letters, huge inputs. */
function guardExpression(expr: string): string[] {
  if (expr.length > 400) throw new CannotSolveError('the expression is too long');
  const node = parseOrNull(expr);
  if (!node) throw new CannotSolveError(`cannot read ${expr}`);
  node.traverse((n) => {
    if (opOf(n) !== 'pow') return;
    const exponent = unwrap(argsOf(n)[1]!);
    if (opOf(exponent) === 'pow')
      throw new CannotSolveError('towers of powers are too large to work with exactly');
    const k =
      exponent.type === 'ConstantNode' ? Number((exponent as unknown as { value: unknown }).value) : 0;
    if (Math.abs(k) > MAX_DEGREE)
      throw new CannotSolveError(`the power ${k} is too large to work with exactly`);
  });
  const vars = variablesOf(expr);
  if (vars.length > MAX_VARIABLES) throw new CannotSolveError(`more than ${MAX_VARIABLES} letters`);
  return vars;
}

/** One-variable rational function with rational coefficients, or null. */
function univariate(expr: string, vars: string[]): RationalFunction | null {
  if (vars.length !== 1) return null;
  const f = toRationalFunction(expr, vars[0]!, { maxDegree: MAX_DEGREE });
  if (!f) return null;
  const lead = f.den.at(-1)!;
  return { num: trim(f.num.map((k) => div(k, lead))), den: trim(f.den.map((k) => div(k, lead))) };
}

const isPolynomial = (f: RationalFunction) => deg(f.den) === 0;
const asPolynomial = (f: RationalFunction): Poly => trim(f.num.map((k) => div(k, f.den[0]!)));

// ---------------------------------------------------------------- independent checks

/** Compare two expressions at seeded random points (complex-aware); needs at least 5 usable points. */
export function sameValues(a: string, b: string, vars: string[], seed = 2026): Check {
  const random = createRandom(seed);
  let used = 0;
  for (let attempt = 0; attempt < 40 && used < 8; attempt++) {
    const scope = Object.fromEntries(vars.map((v) => [v, Math.round((-3 + random() * 6) * 1000) / 1000]));
    const x = evalComplex(a, scope);
    const y = evalComplex(b, scope);
    if (!x || !y || Math.hypot(x.re, x.im) > 1e12) continue;
    used++;
    const diff = Math.hypot(x.re - y.re, x.im - y.im);
    if (diff > 1e-8 * (1 + Math.hypot(x.re, x.im))) {
      const at = Object.entries(scope)
        .map(([k, v]) => `${k} = ${v}`)
        .join(', ');
      return { ok: false, notes: [`at ${at} the answer gives ${y.re}, but the original gives ${x.re}`] };
    }
  }
  if (used < 5) return { ok: false, notes: [`only ${used} usable sample points`] };
  return { ok: true, notes: [`equals the original at ${used} random points (mathjs)`] };
}

function hasProductOfSums(node: MathNode): boolean {
  return (
    node.filter((n) => {
      const fn = opOf(n);
      const isSum = (m: MathNode) => ['add', 'subtract'].includes(opOf(unwrap(m)));
      if (fn === 'multiply' || fn === 'unaryMinus') return argsOf(n).some(isSum);
      if (fn === 'divide')
        return isSum(argsOf(n)[0]!) && argsOf(n)[1]!.filter((m) => m.type === 'SymbolNode').length > 0;
      if (fn === 'pow') return isSum(argsOf(n)[0]!);
      return false;
    }).length > 0
  );
}

/** The factors of a product, with their powers: "-2*(x-1)^2*x" → [-2, x-1, x]. */
function productFactors(node: MathNode): MathNode[] {
  const n = unwrap(node);
  const fn = opOf(n);
  if (fn === 'multiply') return argsOf(n).flatMap(productFactors);
  if (fn === 'unaryMinus') return productFactors(argsOf(n)[0]!);
  if (fn === 'pow' && argsOf(n)[1]!.type === 'ConstantNode') return productFactors(argsOf(n)[0]!);
  return [n];
}

function checkExpandedForm(answer: string): Check {
  const node = parseOrNull(answer);
  if (!node) return { ok: false, notes: [`cannot read ${answer}`] };
  return hasProductOfSums(node)
    ? { ok: false, notes: ['the answer still has a product of sums: it is not fully expanded'] }
    : { ok: true, notes: ['no product of sums is left: fully expanded'] };
}

/** A rational root of a univariate factor of degree ≥ 2, which would mean it factors further. */
function rationalRootOf(p: Poly): string | null {
  if (deg(p) < 2) return null;
  if (isZero(p[0]!)) return '0';
  const candidates = rationalRootCandidates(p) ?? [];
  const root = candidates.find((c) => isZero(peval(p, c)));
  return root ? qText(root) : null;
}

function checkFactoredForm(answer: string, original: string, vars: string[]): Check {
  const node = parseOrNull(answer);
  if (!node) return { ok: false, notes: [`cannot read ${answer}`] };
  const factors = productFactors(node).filter((f) => variablesOf(f.toString()).length > 0);
  const notes: string[] = [];
  let ok = true;
  if (vars.length === 1) {
    for (const f of factors) {
      const rf = univariate(f.toString(), vars);
      const root = rf && isPolynomial(rf) ? rationalRootOf(asPolynomial(rf)) : null;
      if (root !== null) {
        ok = false;
        notes.push(`the factor ${f.toString()} is zero at ${vars[0]} = ${root}, so it factors further`);
      }
    }
  }
  const top = opOf(unwrap(node));
  const isProduct = factors.length > 1 || (top !== 'add' && top !== 'subtract');
  if (!isProduct) {
    const irreducible = irreducibleNote(original, vars);
    if (irreducible.ok) notes.push(...irreducible.notes);
    else {
      ok = false;
      notes.push(...irreducible.notes);
    }
  } else if (ok) notes.push('the answer is a product of factors with no rational roots left to take out');
  return { ok, notes };
}

/** Why a polynomial does not factor (checked for one variable; for several, reported as not checked). */
function irreducibleNote(original: string, vars: string[]): Check {
  const rf = univariate(original, vars);
  if (!rf || !isPolynomial(rf))
    return { ok: true, notes: ['not a product: no factorization was found (irreducibility not proven)'] };
  const p = asPolynomial(rf);
  const { content } = contentOf(p);
  const root = rationalRootOf(p);
  if (root !== null) return { ok: false, notes: [`not factored, yet it is zero at ${vars[0]} = ${root}`] };
  if ((deg(p) <= 3 && eqQ(content, ONE)) || deg(p) <= 1)
    return { ok: true, notes: ['irreducible over the rationals: degree ≤ 3 and no rational roots'] };
  return {
    ok: true,
    notes: [
      'no rational roots; no factorization into higher-degree factors was found (irreducible as far as checked)',
    ],
  };
}

// ---------------------------------------------------------------- factoring one-variable polynomials

interface Factored {
  constant: Q;
  factors: Poly[];
}

const monomialPower = (p: Poly) => p.findIndex((k) => !isZero(k));

/** Two terms a·x^n + c with a, c perfect squares/cubes in the right pattern. */
function binomialSplit(p: Poly, v: string, steps: Step[]): Poly[] | null {
  const n = deg(p);
  const nonzero = p.filter((k) => !isZero(k)).length;
  if (nonzero !== 2 || n < 2 || isZero(p[0]!)) return null;
  const a = p[n]!.n;
  const c = p[0]!.n;
  const xPow = (k: number, coef: bigint): Poly => {
    const out: Poly = Array.from({ length: k + 1 }, () => q(0));
    out[k] = q(coef);
    return out;
  };
  if (n % 2 === 0 && c < 0n) {
    const ra = integerRoot(a, 2);
    const rc = integerRoot(-c, 2);
    if (ra !== null && rc !== null) {
      const A = xPow(n / 2, ra);
      const minus = trim([q(-rc), ...A.slice(1)]);
      const plus = trim([q(rc), ...A.slice(1)]);
      steps.push({
        hint: 'Use the difference of squares',
        explanation: `${polyText(p, v)} = (${polyText(A, v)})² − ${rc}², and a² − b² = (a − b)(a + b): ${factorText(minus, v)}·${factorText(plus, v)}.`,
        latex: `${texOf(polyText(p, v))} = ${texOf(`${factorText(minus, v)}*${factorText(plus, v)}`)}`,
      });
      return [minus, plus];
    }
  }
  if (n % 3 === 0) {
    const ra = integerRoot(a, 3);
    const rc = integerRoot(c, 3);
    if (ra !== null && rc !== null) {
      const A = xPow(n / 3, ra);
      const linear = trim([q(rc), ...A.slice(1)]);
      const square = trim(pmul(A, A).map((k, i) => (i === 0 ? q(rc * rc) : i === n / 3 ? q(-ra * rc) : k)));
      const kind = c > 0n ? 'sum' : 'difference';
      steps.push({
        hint: `Use the ${kind} of cubes`,
        explanation: `${polyText(p, v)} = (${polyText(A, v)})³ ${c > 0n ? '+' : '−'} ${c > 0n ? rc : -rc}³, and a³ ${c > 0n ? '+' : '−'} b³ = (a ${c > 0n ? '+' : '−'} b)(a² ${c > 0n ? '−' : '+'} ab + b²): ${factorText(linear, v)}·${factorText(square, v)}.`,
        latex: `${texOf(polyText(p, v))} = ${texOf(`${factorText(linear, v)}*${factorText(square, v)}`)}`,
      });
      return [linear, square];
    }
  }
  return null;
}

function quadraticSplit(p: Poly, v: string, steps: Step[]): Poly[] | null {
  const [c, b, a] = p as [Q, Q, Q];
  const { discriminant } = quadraticRoots(a, b, c);
  if (
    discriminant.n < 0n ||
    integerRoot(discriminant.n, 2) === null ||
    integerRoot(discriminant.d, 2) === null
  )
    return null;
  const roots = rationalRootCandidates(p)?.filter((r) => isZero(peval(p, r))) ?? [];
  if (roots.length === 0) return null;
  const linear = (r: Q): Poly => [q(-r.n), q(r.d)];
  const r1 = roots[0]!;
  const r2 = roots[1] ?? r1;
  const f1 = linear(r1);
  const f2 = linear(r2);
  const text = eqQ(r1, r2) ? factorText(f1, v, 2) : `${factorText(f1, v)}*${factorText(f2, v)}`;
  if (eqQ(r1, r2))
    steps.push({
      hint: 'Recognise a perfect square trinomial',
      explanation: `The first and last terms are squares and the middle term is twice their product: ${polyText(p, v)} = ${text}.`,
      latex: `${texOf(polyText(p, v))} = ${texOf(text)}`,
    });
  else {
    const ac = a.n * c.n;
    const split = splitMiddle(a.n, b.n, c.n);
    steps.push({
      hint: 'Factor the trinomial',
      explanation:
        a.n === 1n
          ? `Find two numbers with product ${c.n} and sum ${b.n}: ${split[0]} and ${split[1]}. So ${polyText(p, v)} = ${text}.`
          : `a·c = ${ac}: find two numbers with product ${ac} and sum ${b.n}: ${split[0]} and ${split[1]}. Split the middle term and group: ${polyText(p, v)} = ${text}.`,
      latex: `${texOf(polyText(p, v))} = ${texOf(text)}`,
    });
  }
  return [f1, f2];
}

/** Two integers with product a·c and sum b (they exist when the discriminant is a perfect square). */
function splitMiddle(a: bigint, b: bigint, c: bigint): [bigint, bigint] {
  const D = b * b - 4n * a * c;
  const s = integerRoot(D, 2) ?? 0n;
  // m, n = (b ± √D)/2 are integers because b and √D have the same parity.
  return [(b + s) / 2n, (b - s) / 2n];
}

function groupingSplit(p: Poly, v: string, steps: Step[]): Poly[] | null {
  if (deg(p) !== 3 || p.some((k) => isZero(k))) return null;
  const [a0, a1, a2, a3] = p as [Q, Q, Q, Q];
  if (a1.n * a2.n !== a0.n * a3.n) return null;
  const common = contentOf([a2, a3]).primitive;
  const other = pdivmod(p, common).quotient;
  steps.push({
    hint: 'Factor by grouping',
    explanation: `Group the first two and the last two terms; each group has the factor ${factorText(common, v)}: ${polyText(p, v)} = ${factorText(other, v)}·${factorText(common, v)}.`,
    latex: `${texOf(polyText(p, v))} = ${texOf(`${factorText(other, v)}*${factorText(common, v)}`)}`,
  });
  return [common, other];
}

function substitutionSplit(p: Poly, v: string, steps: Step[]): Poly[] | null {
  if (deg(p) !== 4 || !isZero(p[1]!) || !isZero(p[3]!)) return null;
  const inU: Poly = [p[0]!, p[2]!, p[4]!];
  const uSteps: Step[] = [];
  const parts = quadraticSplit(inU, 'u', uSteps);
  if (!parts) return null;
  const back = parts.map((f): Poly => trim([f[0]!, q(0), f[1]!]));
  steps.push({
    hint: `Substitute u = ${v}²`,
    explanation: `Only even powers appear: with u = ${v}² the polynomial is ${polyText(inU, 'u')} = ${parts.map((f) => factorText(f, 'u')).join('·')}, so ${polyText(p, v)} = ${back.map((f) => factorText(f, v)).join('·')}.`,
    latex: `${texOf(polyText(p, v))} = ${texOf(back.map((f) => factorText(f, v)).join('*'))}`,
  });
  return back;
}

function rationalRootSplit(p: Poly, v: string, steps: Step[]): Poly[] | null {
  const candidates = rationalRootCandidates(p);
  if (!candidates) return null;
  const root = candidates.find((c) => isZero(peval(p, c)));
  if (!root) return null;
  const shown = candidates.filter((c) => c.n >= 0n).map(qText);
  steps.push({
    hint: 'Rational root test',
    explanation: `Any rational root is ±(divisor of ${p[0]!.n})/(divisor of ${p.at(-1)!.n}): ±${shown.slice(0, 12).join(', ±')}${shown.length > 12 ? ', …' : ''}. Trying them, p(${qText(root)}) = 0, so (${v} − ${qText(root)}) is a factor.`,
  });
  const { row, quotient } = syntheticDivision(p, root);
  // (x − n/d)·Q(x) = (d·x − n)·(Q(x)/d), and Q/d has integer coefficients by Gauss's lemma.
  const linear: Poly = [q(-root.n), q(root.d)];
  const rest = quotient.map((k) => div(k, q(root.d)));
  steps.push({
    hint: `Synthetic division by (${root.n < 0n ? `${v} + ${qText(q(-root.n, root.d))}` : `${v} − ${qText(root)}`})`,
    explanation: `Divide the coefficients ${[...p].reverse().map(qText).join(', ')} by ${qText(root)}: bottom row ${row.map(qText).join(', ')} (remainder 0), so ${polyText(p, v)} = ${factorText(linear, v)}·${factorText(rest, v)}.`,
    latex: `${texOf(polyText(p, v))} = ${texOf(`${factorText(linear, v)}*${factorText(rest, v)}`)}`,
  });
  return [linear, rest];
}

/** nerdamer's factorization into rational polynomials of degree ≥ 2, accepted only when the product checks. */
function casSplit(p: Poly, v: string, steps: Step[]): Poly[] | null {
  let text: string;
  try {
    text = nerdamer(`factor(${polyText(p, v)})`).toString();
  } catch {
    return null;
  }
  const node = parseOrNull(text);
  if (!node || opOf(unwrap(node)) !== 'multiply') return null;
  const parts: Poly[] = [];
  for (const f of argsOf(unwrap(node))) {
    const rf = toRationalFunction(f.toString(), v, { maxDegree: MAX_DEGREE });
    if (!rf || !isPolynomial(rf)) return null;
    parts.push(contentOf(asPolynomial(rf)).primitive);
  }
  const product = parts.reduce((acc, f) => pmul(acc, f), [ONE] as Poly);
  if (polyText(product, v) !== polyText(p, v) || parts.filter((f) => deg(f) > 0).length < 2) return null;
  steps.push({
    hint: parts.every((f) => deg(f) <= 2)
      ? 'Split into quadratic factors'
      : 'Split into lower-degree factors',
    explanation: `There are no rational roots, but ${polyText(p, v)} = ${parts.map((f) => factorText(f, v)).join('·')} (multiply out to check).`,
    latex: `${texOf(polyText(p, v))} = ${texOf(parts.map((f) => factorText(f, v)).join('*'))}`,
  });
  return parts;
}

/** Irreducible factors of a primitive polynomial, naming each move in `steps`. */
export function splitCompletely(p: Poly, v: string, steps: Step[], depth = 0): Poly[] {
  if (deg(p) <= 1 || depth > 20) return [p];
  const parts =
    binomialSplit(p, v, steps) ??
    (deg(p) === 2 ? quadraticSplit(p, v, steps) : null) ??
    groupingSplit(p, v, steps) ??
    substitutionSplit(p, v, steps) ??
    (deg(p) > 2 ? rationalRootSplit(p, v, steps) : null) ??
    (deg(p) > 3 ? casSplit(p, v, steps) : null);
  if (!parts) return [p];
  return parts.flatMap((f) => splitCompletely(contentOf(f).primitive, v, steps, depth + 1));
}

function factorUnivariate(p: Poly, v: string, steps: Step[]): Factored {
  const { content, primitive } = contentOf(p);
  const k = monomialPower(primitive);
  const rest = primitive.slice(k);
  const gcf = [...Array.from({ length: k }, () => q(0)), content];
  if (!eqQ(content, ONE) || k > 0) {
    const gcfText = polyText(gcf, v);
    steps.push({
      hint: 'Take out the greatest common factor',
      explanation: `Every term has the factor ${gcfText}: ${polyText(p, v)} = ${gcfText}·${factorText(rest, v)}.`,
      latex: `${texOf(polyText(p, v))} = ${texOf(`${gcfText.includes('+') || gcfText.includes('/') ? `(${gcfText})` : gcfText}*${factorText(rest, v)}`)}`,
    });
  }
  const factors = [...Array.from({ length: k }, (): Poly => [q(0), ONE]), ...splitCompletely(rest, v, steps)];
  return { constant: content, factors: factors.filter((f) => deg(f) > 0) };
}

function factoredText({ constant, factors }: Factored, v: string): string {
  const groups = new Map<string, { poly: Poly; count: number }>();
  for (const f of factors) {
    const key = polyText(f, v);
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { poly: f, count: 1 });
  }
  // Textbook order: x first, then (x−1)(x+1)(x−2)(x+2)…, higher degrees last.
  const ordered = [...groups.values()].sort(
    (a, b) =>
      deg(a.poly) - deg(b.poly) ||
      Math.abs(toNumber(a.poly[0]!)) - Math.abs(toNumber(b.poly[0]!)) ||
      toNumber(a.poly[0]!) - toNumber(b.poly[0]!),
  );
  const body = ordered.map((g) => factorText(g.poly, v, g.count)).join('*');
  if (eqQ(constant, ONE)) return body;
  if (eqQ(constant, q(-1))) return `-${body}`;
  return `${constant.d === 1n ? qText(constant) : `(${qText(constant)})`}*${body}`;
}

// ---------------------------------------------------------------- factoring in several variables

interface Term {
  coefficient: number;
  powers: number[];
}

/** The terms of an expanded polynomial as integer coefficient and exponent per variable, or null. */
function termsOf(expanded: string, vars: string[]): Term[] | null {
  const node = parseOrNull(expanded);
  if (!node) return null;
  const signed: [number, MathNode][] = [];
  const collect = (n: MathNode, sign: number) => {
    const m = unwrap(n);
    const fn = opOf(m);
    if (fn === 'add' || fn === 'subtract') {
      collect(argsOf(m)[0]!, sign);
      collect(argsOf(m)[1]!, fn === 'add' ? sign : -sign);
    } else if (fn === 'unaryMinus') collect(argsOf(m)[0]!, -sign);
    else signed.push([sign, m]);
  };
  collect(node, 1);
  const terms: Term[] = [];
  for (const [sign, t] of signed) {
    const at = (scope: Record<string, number>) => evalComplex(t.toString(), scope)?.re ?? Number.NaN;
    const ones = Object.fromEntries(vars.map((v) => [v, 1]));
    const coefficient = sign * at(ones);
    const powers = vars.map((v) => Math.round(Math.log2(Math.abs(at({ ...ones, [v]: 2 }) / at(ones)))));
    if (!Number.isInteger(coefficient) || powers.some((k) => !Number.isInteger(k) || k < 0)) return null;
    terms.push({ coefficient, powers });
  }
  return terms;
}

function monomialText(coefficient: number, powers: number[], vars: string[]): string {
  const letters = vars.flatMap((v, i) =>
    powers[i]! === 0 ? [] : [powers[i]! === 1 ? v : `${v}^${powers[i]}`],
  );
  if (letters.length === 0) return String(coefficient);
  const c = coefficient === 1 ? '' : coefficient === -1 ? '-' : `${coefficient}*`;
  return `${c}${letters.join('*')}`;
}

const igcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : igcd(b, a % b));

/** A sum written with a positive term first: "-y+x" → "x-y". */
function positiveFirst(text: string): string {
  const m = /^-([^+-]+)\+([^+-]+)$/.exec(text);
  return m ? `${m[2]}-${m[1]}` : text;
}

/** The factors of a product as text, keeping their powers: "(x+y)^2*x" → ["(x+y)^2", "x"]. */
function topFactors(node: MathNode): string[] {
  const n = unwrap(node);
  if (opOf(n) === 'multiply') return argsOf(n).flatMap(topFactors);
  if (opOf(n) === 'pow' && ['add', 'subtract'].includes(opOf(unwrap(argsOf(n)[0]!))))
    return [`(${unwrap(argsOf(n)[0]!).toString().replace(/\s/g, '')})^${argsOf(n)[1]!.toString()}`];
  const t = n.toString().replace(/\s/g, '');
  return [['add', 'subtract'].includes(opOf(n)) ? `(${t})` : t];
}

/** A two-letter polynomial whose terms all have the same degree: factor it with y = 1, then put y back. */
function factorHomogeneous(rest: string, vars: string[], steps: Step[]): string | null {
  if (vars.length !== 2) return null;
  const terms = termsOf(rest, vars);
  const total = (t: Term) => t.powers[0]! + t.powers[1]!;
  if (!terms || terms.length < 2 || terms.some((t) => total(t) !== total(terms[0]!))) return null;
  const [x, y] = vars as [string, string];
  const rf = univariate(nerdamer(rest, { [y]: '1' }).toString(), [x]);
  if (!rf || !isPolynomial(rf)) return null;
  const inner: Step[] = [];
  const factored = factorUnivariate(asPolynomial(rf), x, inner);
  if (factored.factors.length < 2 && eqQ(factored.constant, ONE)) return null;
  const homogenize = (f: Poly) => {
    const k = deg(f);
    const parts = f
      .map((c, i) => (isZero(c) ? '' : monomialText(Number(c.n), [i, k - i], vars)))
      .filter((t) => t)
      .reverse();
    return `(${parts.join('+').replace(/\+-/g, '-')})`;
  };
  const missing = total(terms[0]!) - deg(asPolynomial(rf));
  const pieces = [
    ...factored.factors.map(homogenize),
    ...(missing > 0 ? [missing === 1 ? y : `${y}^${missing}`] : []),
  ];
  const lead = eqQ(factored.constant, ONE)
    ? ''
    : eqQ(factored.constant, q(-1))
      ? '-'
      : `${qText(factored.constant)}*`;
  const grouped = new Map<string, number>();
  for (const p of pieces) grouped.set(p, (grouped.get(p) ?? 0) + 1);
  const text = lead + [...grouped].map(([p, k]) => (k === 1 ? p : `${p}^${k}`)).join('*');
  steps.push({
    hint: `Treat it as a polynomial in ${x}`,
    explanation: `Every term of ${rest} has degree ${total(terms[0]!)}, so factor it with ${y} = 1 and put ${y} back in each factor.`,
  });
  steps.push(...inner);
  steps.push({
    hint: `Put ${y} back`,
    explanation: `${rest} = ${text}.`,
    latex: `${texOf(rest)} = ${texOf(text)}`,
  });
  return text;
}

function factorMultivariate(expr: string, vars: string[], steps: Step[]): string {
  const expanded = nerdamer(`expand(${expr})`).toString();
  const terms = termsOf(expanded, vars);
  let gcf = '1';
  let rest = expanded;
  if (terms && terms.length > 1) {
    let g = terms.reduce((acc, t) => igcd(acc, t.coefficient), 0);
    if (terms.every((t) => t.coefficient < 0)) g = -g;
    const low = vars.map((_, i) => Math.min(...terms.map((t) => t.powers[i]!)));
    gcf = monomialText(g, low, vars);
    if (gcf !== '1') {
      rest = nerdamer(`expand((${expanded})/(${gcf}))`).toString();
      steps.push({
        hint: 'Take out the greatest common factor',
        explanation: `Every term has the factor ${gcf}: ${expanded} = ${gcf}·(${rest}).`,
        latex: `${texOf(expanded)} = ${texOf(`${gcf}*(${rest})`)}`,
      });
    }
  }
  let restFactored = `(${positiveFirst(rest)})`;
  const homogeneous = factorHomogeneous(rest, vars, steps);
  const cas = homogeneous ? '' : nerdamer(`factor(${rest})`).toString();
  const clean = !/sqrt|\^\(?-|\^\(?\d+\/|abs|\bi\b/.test(cas);
  const pieces = clean && cas ? topFactors(parseOrNull(cas)!) : [];
  if (homogeneous) {
    restFactored = homogeneous;
    if (gcf === '1') return restFactored;
  } else if (pieces.length > 1) {
    restFactored = pieces
      .map((f) => f.replace(/\(([^()]*)\)/g, (_m, inner: string) => `(${positiveFirst(inner)})`))
      .join('*');
    const count = termsOf(rest, vars)?.length ?? 0;
    steps.push({
      hint:
        count === 2
          ? 'Use the difference of squares'
          : count === 4
            ? 'Factor by grouping'
            : count === 3
              ? 'Factor the trinomial'
              : 'Factor',
      explanation: `${rest} = ${restFactored}.`,
      latex: `${texOf(rest)} = ${texOf(restFactored)}`,
    });
  } else if (gcf === '1')
    steps.push({
      hint: 'Irreducible',
      explanation: `${expr} has no common factor and no factorization over the rationals that we can find.`,
      latex: texOf(expanded),
    });
  if (gcf === '1') return pieces.length > 1 ? restFactored : expanded;
  if (!homogeneous && pieces.length <= 1) restFactored = `(${positiveFirst(rest)})`;
  return gcf === '-1' ? `-${restFactored}` : `${gcf}*${restFactored}`;
}

// ---------------------------------------------------------------- solvers

function solution(
  reading: Reading,
  steps: Step[],
  text: string,
  validation: Check,
  source: string,
): Solution {
  return {
    task_type: reading.task_type,
    steps,
    final_answer: { text, latex: texOf(text) },
    validation,
    source,
  };
}

const merge = (...checks: Check[]): Check => ({
  ok: checks.every((c) => c.ok),
  notes: checks.flatMap((c) => c.notes),
});

function solveFactor(reading: Reading): Solution {
  const expr = reading.expression;
  const vars = guardExpression(expr);
  if (vars.length === 0) throw new CannotSolveError('there is no variable to factor');
  const steps: Step[] = [];
  const rf = univariate(expr, vars);
  let text: string;
  let source = 'studybot';
  if (rf) {
    if (!isPolynomial(rf))
      throw new CannotSolveError('only polynomials can be factored here; try simplify for fractions');
    const p = asPolynomial(rf);
    if (deg(p) < 1) throw new CannotSolveError('there is no variable to factor');
    const factored = factorUnivariate(p, vars[0]!, steps);
    text = factoredText(factored, vars[0]!);
    if (factored.factors.length === 1 && eqQ(factored.constant, ONE)) {
      text = polyText(p, vars[0]!);
      steps.push({
        hint: 'Irreducible',
        explanation: `${text} has no rational roots${deg(p) > 3 ? ' and no factorization into lower-degree rational factors was found' : ''}, so it does not factor over the rationals.`,
        latex: texOf(text),
      });
    }
  } else {
    const node = parseOrNull(expr);
    if (!node || polynomialDegree(node, new Set(vars)) === null)
      throw new CannotSolveError('only polynomials can be factored here');
    text = factorMultivariate(expr, vars, steps);
    source = 'studybot+nerdamer';
  }
  steps.push({
    hint: 'Check by expanding',
    explanation: `Multiplying ${text} back out gives ${expr} again.`,
    latex: `${texOf(text)} = ${texOf(expr)}`,
  });
  return solution(reading, steps, text, revalidateFactor(reading, text), source);
}

function revalidateFactor(reading: Reading, answer: string): Check {
  const vars = variablesOf(reading.expression);
  return merge(
    sameValues(reading.expression, answer, vars),
    checkFactoredForm(answer, reading.expression, vars),
  );
}

/** Name the identity used for each product of sums or power of a sum, innermost first. */
function expansionSteps(node: MathNode, steps: Step[]): void {
  const n = unwrap(node);
  for (const a of argsOf(n)) expansionSteps(a, steps);
  const fn = opOf(n);
  const isSum = (m: MathNode) => ['add', 'subtract'].includes(opOf(unwrap(m)));
  const expanded = () => nerdamer(`expand(${n.toString()})`).toString();
  if (fn === 'pow' && isSum(argsOf(n)[0]!)) {
    const base = unwrap(argsOf(n)[0]!);
    const k = Number(evalComplex(argsOf(n)[1]!.toString())?.re);
    const [a, b] = argsOf(base).map((m) => m.toString());
    const twoTerms = argsOf(base).every((m) => !isSum(m));
    const minus = opOf(base) === 'subtract';
    let hint = 'Multiply out the power';
    let how = `Write ${n.toString()} as a product of ${k} copies of ${base.toString()} and distribute.`;
    if (k === 2 && twoTerms) {
      hint = minus ? 'Use the square of a difference' : 'Use the square of a sum';
      how = `(a ${minus ? '−' : '+'} b)² = a² ${minus ? '−' : '+'} 2ab + b² with a = ${a}, b = ${b}.`;
    } else if (k >= 3 && twoTerms) {
      hint = 'Use the binomial theorem';
      const row = Array.from({ length: k + 1 }, (_, i) => binomial(k, i)).join(', ');
      how = `(a ${minus ? '−' : '+'} b)^${k} uses the coefficients ${row} (row ${k} of Pascal's triangle) with a = ${a}, b = ${b}.`;
    }
    steps.push({
      hint,
      explanation: `${how} ${n.toString()} = ${expanded()}.`,
      latex: `${texOf(n.toString())} = ${texOf(expanded())}`,
    });
    return;
  }
  if (fn !== 'multiply' || !argsOf(n).some(isSum)) return;
  const factors = argsOf(n).map(unwrap);
  const binomials = factors.filter((m) => isSum(m) && argsOf(m).every((t) => !isSum(t)));
  let hint = 'Distribute';
  let how = 'Multiply each term of one factor by each term of the other.';
  if (factors.length === 2 && binomials.length === 2) {
    const [p, r] = binomials as [MathNode, MathNode];
    const conjugate =
      argsOf(p)[0]!.toString() === argsOf(r)[0]!.toString() &&
      argsOf(p)[1]!.toString() === argsOf(r)[1]!.toString() &&
      opOf(p) !== opOf(r);
    if (conjugate) {
      hint = 'Use the difference of squares';
      how = `(a + b)(a − b) = a² − b² with a = ${argsOf(p)[0]!.toString()}, b = ${argsOf(p)[1]!.toString()}.`;
    } else {
      hint = 'Multiply out the brackets (FOIL)';
      how = 'Multiply First, Outer, Inner and Last terms.';
    }
  }
  steps.push({
    hint,
    explanation: `${how} ${n.toString()} = ${expanded()}.`,
    latex: `${texOf(n.toString())} = ${texOf(expanded())}`,
  });
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

function solveExpand(reading: Reading): Solution {
  const expr = reading.expression;
  const vars = guardExpression(expr);
  const node = parseOrNull(expr)!;
  if (vars.length === 0 || polynomialDegree(node, new Set(vars)) === null)
    throw new CannotSolveError('only polynomials can be expanded here; try simplify for fractions');
  const rf = univariate(expr, vars);
  const text = rf ? polyText(asPolynomial(rf), vars[0]!) : nerdamer(`expand(${expr})`).toString();
  const steps: Step[] = [];
  expansionSteps(node, steps);
  steps.push({
    hint: steps.length > 0 ? 'Combine like terms' : 'Already expanded',
    explanation:
      steps.length > 0
        ? `Add the terms with the same power: ${text}.`
        : `${expr} has no brackets to multiply out; collecting terms gives ${text}.`,
    latex: `${texOf(expr)} = ${texOf(text)}`,
  });
  return solution(
    reading,
    steps,
    text,
    revalidateExpand(reading, text),
    rf ? 'studybot' : 'studybot+nerdamer',
  );
}

function revalidateExpand(reading: Reading, answer: string): Check {
  return merge(
    sameValues(reading.expression, answer, variablesOf(reading.expression)),
    checkExpandedForm(answer),
  );
}

/** "x+1" → "(x+1)", "x" → "x": for writing a fraction. */
const grouped = (t: string) => (/^-?[\w.]+$/.test(t) ? t : `(${t})`);

function simplifyRational(f: RationalFunction, v: string, steps: Step[]): string {
  const g = pgcd(f.num, f.den);
  const num = pdivmod(f.num, g).quotient;
  const den = pdivmod(f.den, g).quotient;
  const scale = den.at(-1)!;
  const [n, d] = [num.map((k) => div(k, scale)), den.map((k) => div(k, scale))];
  const scratch: Step[] = [];
  const nf = factoredText(factorUnivariate(f.num, v, scratch), v);
  const df = factoredText(factorUnivariate(f.den, v, scratch), v);
  steps.push({
    hint: 'Factor the numerator and denominator',
    explanation: `Numerator: ${polyText(f.num, v)} = ${nf}. Denominator: ${polyText(f.den, v)} = ${df}.`,
    latex: `\\frac{${texOf(nf)}}{${texOf(df)}}`,
  });
  const text = deg(d) === 0 ? polyText(n, v) : `${grouped(polyText(n, v))}/${grouped(polyText(d, v))}`;
  if (deg(g) > 0) {
    const gf = factoredText(factorUnivariate(g, v, []), v);
    steps.push({
      hint: 'Cancel the common factor',
      explanation: `Cancel ${gf} from top and bottom (allowed where ${gf} ≠ 0): the result is ${text}.`,
      latex: texOf(text),
    });
  } else
    steps.push({
      hint: 'No common factor',
      explanation: `Numerator and denominator share no factor: ${text}.`,
      latex: texOf(text),
    });
  return text;
}

function simplifyPolynomial(p: Poly, v: string): string {
  const expanded = polyText(p, v);
  if (deg(p) < 2) return expanded;
  const factored = factoredText(factorUnivariate(p, v, []), v);
  return factored.length < expanded.length ? factored : expanded;
}

/** mathsteps' steps when its last line is the same expression as ours (nerdamer's canonical form). */
function agreeingMathsteps(expr: string, answer: string): Step[] {
  const steps = mathstepsSimplifySteps(expr);
  const last = steps.at(-1)?.explanation.split('→').at(-1)?.trim();
  if (!last) return [];
  try {
    const same =
      nerdamer(last.replace(/(\d)\s*([a-z(])/g, '$1*$2')).toString() === nerdamer(answer).toString();
    return same ? steps : [];
  } catch {
    return [];
  }
}

function solveSimplify(reading: Reading): Solution {
  const expr = reading.expression;
  const vars = guardExpression(expr);
  const rf = univariate(expr, vars);
  let own: Step[] = [];
  let text: string;
  let source = 'studybot';
  if (rf && isPolynomial(rf) && simplifyPolynomial(asPolynomial(rf), vars[0]!) === expr) {
    text = expr;
    own = [
      {
        hint: 'Already in simplest form',
        explanation: `${expr} has no like terms to combine and nothing to cancel.`,
      },
    ];
  } else if (rf && isPolynomial(rf)) {
    text = simplifyPolynomial(asPolynomial(rf), vars[0]!);
    own = [
      {
        hint: 'Combine like terms',
        explanation: `Multiply out any brackets and add the terms with the same power of ${vars[0]}: ${polyText(asPolynomial(rf), vars[0]!)}.`,
        latex: texOf(polyText(asPolynomial(rf), vars[0]!)),
      },
    ];
    if (text !== polyText(asPolynomial(rf), vars[0]!))
      own.push({
        hint: 'Write it in factored form',
        explanation: `The factored form is shorter: ${text}.`,
        latex: texOf(text),
      });
  } else if (rf) {
    text = simplifyRational(rf, vars[0]!, own);
  } else {
    text = nerdamer(`simplify(${expr})`).toString();
    source = 'nerdamer';
    own = [
      {
        hint: 'Simplify',
        explanation: `Combine like terms and cancel common factors: ${expr} = ${text}.`,
        latex: texOf(text),
      },
    ];
  }
  const borrowed = agreeingMathsteps(expr, text);
  const steps = borrowed.length > 0 ? borrowed : own;
  if (borrowed.length > 0) source = source === 'nerdamer' ? 'mathsteps+nerdamer' : 'mathsteps+studybot';
  return solution(reading, steps, text, revalidateSimplify(reading, text), source);
}

function revalidateSimplify(reading: Reading, answer: string): Check {
  const vars = variablesOf(reading.expression);
  const same = sameValues(reading.expression, answer, vars);
  const rf = univariate(answer, vars);
  if (rf && !isPolynomial(rf) && deg(pgcd(rf.num, rf.den)) > 0)
    return merge(same, { ok: false, notes: ['numerator and denominator still share a factor'] });
  return same;
}

export const algebraSolvers: SolverTable = {
  simplify: { solve: solveSimplify, revalidate: guarded(revalidateSimplify) },
  expand: { solve: solveExpand, revalidate: guarded(revalidateExpand) },
  factor: { solve: solveFactor, revalidate: guarded(revalidateFactor) },
};

/** A revalidation never throws: an answer that cannot even be read fails the check. */
export function guarded(check: (reading: Reading, answer: string) => Check) {
  return (reading: Reading, answer: string): Check => {
    try {
      return check(reading, answer);
    } catch (err) {
      return {
        ok: false,
        notes: [`could not check ${answer}: ${err instanceof Error ? err.message : String(err)}`],
      };
    }
  };
}
