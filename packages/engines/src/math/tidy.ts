// An expression in the form a teacher writes it: no ^1 or 1·x, one rational coefficient in front,
// negative whole powers as denominators, x^(1/2) as a square root, polynomial terms from the highest
// degree down, numbers before letters before functions before brackets. Only the form changes, never
// the value (present.ts checks that numerically before using it).
import { CONSTANTS, type Expr, hasUnknown, isSym } from './expr-tree.ts';
import {
  add as addQ,
  div as divQ,
  eqQ,
  integerRoot,
  isInteger,
  isZero,
  mul as mulQ,
  neg as negQ,
  ONE,
  type Q,
  q,
  ZERO,
} from './rational.ts';

export type Prod = Extract<Expr, { k: 'prod' }>;

export const rational = (c: Q): Prod => ({ k: 'prod', coef: c, num: [], den: [] });
export const isRational = (e: Expr): e is Prod => e.k === 'prod' && e.num.length === 0 && e.den.length === 0;
const isNegative = (e: Expr) => e.k === 'prod' && e.coef.n < 0n;
function hasI(e: Expr): boolean {
  switch (e.k) {
    case 'sym':
      return e.name === 'i';
    case 'add':
      return e.terms.some(hasI);
    case 'prod':
      return e.num.some(hasI) || e.den.some(hasI);
    case 'pow':
      return hasI(e.base) || hasI(e.exp);
    case 'fn':
      return e.args.some(hasI);
    default:
      return false;
  }
}

export function tidy(e: Expr): Expr {
  switch (e.k) {
    case 'num':
      return /^\d+$/.test(e.text) ? rational(q(BigInt(e.text))) : e;
    case 'sym':
      return e;
    case 'paren':
      return tidy(e.a);
    case 'neg':
      return negate(tidy(e.a));
    case 'add':
      return sum(e.terms.map(tidy));
    case 'sub':
      return sum([tidy(e.a), negate(tidy(e.b))]);
    case 'mul':
      return product(e.factors.map(tidy));
    case 'prod':
      return product([rational(e.coef), ...e.num.map(tidy), ...e.den.map((d) => reciprocal(tidy(d)))]);
    case 'div':
      return quotient(tidy(e.a), tidy(e.b));
    case 'pow':
      return power(tidy(e.base), tidy(e.exp));
    case 'fn':
      return e.name === 'exp' && e.args.length === 1
        ? power({ k: 'sym', name: 'e' }, tidy(e.args[0]!))
        : { k: 'fn', name: e.name, args: e.args.map(tidy) };
    case 'fact':
      return { k: 'fact', a: tidy(e.a) };
    case 'rel':
      return { ...e, a: tidy(e.a), b: tidy(e.b) };
  }
}

/** A structural key: equal keys mean the same tidy tree. */
export function key(e: Expr): string {
  switch (e.k) {
    case 'num':
      return `(num ${e.text})`;
    case 'sym':
      return `(sym ${e.name})`;
    case 'add':
      return `(add ${e.terms.map(key).join(' ')})`;
    case 'mul':
      return `(mul ${e.factors.map(key).join(' ')})`;
    case 'prod':
      return `(prod ${e.coef.n}/${e.coef.d} ${e.num.map(key).join(' ')} / ${e.den.map(key).join(' ')})`;
    case 'pow':
      return `(pow ${key(e.base)} ${key(e.exp)})`;
    case 'fn':
      return `(${e.name} ${e.args.map(key).join(' ')})`;
    case 'sub':
    case 'div':
      return `(${e.k} ${key(e.a)} ${key(e.b)})`;
    case 'rel':
      return `(${e.op} ${key(e.a)} ${key(e.b)})`;
    case 'neg':
    case 'paren':
    case 'fact':
      return `(${e.k} ${key(e.a)})`;
  }
}

const asProd = (e: Expr): Prod => (e.k === 'prod' ? e : { k: 'prod', coef: ONE, num: [e], den: [] });

function negate(e: Expr): Expr {
  return product([rational(q(-1)), e]);
}

function reciprocal(e: Expr): Expr {
  const p = asProd(e);
  if (isZero(p.coef)) throw new Error('division by zero');
  return product([rational(divQ(ONE, p.coef)), ...p.den, ...p.num.map(inverse)]);
}

const inverse = (f: Expr): Prod => ({ k: 'prod', coef: ONE, num: [], den: [f] });

function product(factors: Expr[]): Expr {
  let coef = ONE;
  const num: Expr[] = [];
  const den: Expr[] = [];
  for (const f of factors) {
    if (f.k !== 'prod') num.push(f);
    else {
      coef = mulQ(coef, f.coef);
      num.push(...f.num);
      den.push(...f.den);
    }
  }
  if (isZero(coef)) return rational(ZERO);
  const denKeys = den.map(key);
  for (let i = num.length - 1; i >= 0 && den.length > 0; i--) {
    const k = key(num[i]!);
    const j = denKeys.indexOf(k);
    if (j >= 0) {
      num.splice(i, 1);
      den.splice(j, 1);
      denKeys.splice(j, 1);
    }
  }
  coef = mulQ(coef, cancelLogRatios(num, den));
  if (den.length > 0) coef = mulQ(coef, clearFractions(num, den));
  if (isZero(coef)) return rational(ZERO);
  const out: Prod = { k: 'prod', coef, num: sortFactors(num), den: sortFactors(den) };
  simplifyLogPower(out);
  if (out.num.length === 1 && out.den.length === 0 && eqQ(out.coef, ONE)) return out.num[0]!;
  return out;
}

/**
 * In a quotient, a sum with fractional coefficients loses them: ((1/3)x + 1/3)/(x − 1) → (x + 1)/(3(x − 1)).
 * Rewrites the sums in place and returns the factor taken out.
 */
function clearFractions(num: Expr[], den: Expr[]): Q {
  let taken = ONE;
  const clear = (list: Expr[], inverse: boolean) =>
    list.forEach((f, i) => {
      if (f.k !== 'add') return;
      const l = f.terms.reduce((acc, t) => lcm(acc, asProd(t).coef.d), 1n);
      if (l === 1n) return;
      list[i] = sum(f.terms.map((t) => product([rational(q(l)), t])));
      taken = mulQ(taken, inverse ? q(l) : q(1n, l));
    });
  clear(num, false);
  clear(den, true);
  return taken;
}

const lcm = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return (a / x) * b;
};

/** x = root^k with the largest k (root > 1): 8 → [2, 3], 1/9 → [3, −2], 1 → [1, 0]. */
function asPower(x: Q): [Q, number] {
  if (eqQ(x, ONE)) return [ONE, 0];
  const flip = x.n < x.d;
  const y = flip ? divQ(ONE, x) : x;
  for (let k = 64; k > 1; k--) {
    const [n, d] = [integerRoot(y.n, k), integerRoot(y.d, k)];
    if (n !== null && d !== null) return [q(n, d), flip ? -k : k];
  }
  return [y, flip ? -1 : 1];
}

const logOfNumber = (f: Expr): Q | null => {
  if (f.k !== 'fn' || f.name !== 'log' || f.args.length !== 1) return null;
  const a = f.args[0]!;
  return isRational(a) && a.coef.n > 0n ? a.coef : null;
};

/** ln 8/ln 2 = 3: removes each such pair from num and den and returns the product of their values. */
function cancelLogRatios(num: Expr[], den: Expr[]): Q {
  let value = ONE;
  for (let j = den.length - 1; j >= 0; j--) {
    const b = logOfNumber(den[j]!);
    if (!b || eqQ(b, ONE)) continue;
    const [rb, kb] = asPower(b);
    const i = num.findIndex((f) => {
      const a = logOfNumber(f);
      return a !== null && (eqQ(a, ONE) || eqQ(asPower(a)[0], rb));
    });
    if (i < 0) continue;
    value = mulQ(value, q(asPower(logOfNumber(num[i]!)!)[1], kb));
    num.splice(i, 1);
    den.splice(j, 1);
  }
  return value;
}

/** ln(9)/2 → ln 3: a logarithm of a perfect power cancels the coefficient's denominator. */
function simplifyLogPower(p: Prod): void {
  const logs = p.num.filter((f) => f.k === 'fn' && f.name === 'log' && f.args.length === 1);
  if (p.coef.d === 1n || logs.length !== 1) return;
  const arg = (logs[0] as Extract<Expr, { k: 'fn' }>).args[0]!;
  if (!isRational(arg) || !isInteger(arg.coef) || arg.coef.n < 2n) return;
  const root = integerRoot(arg.coef.n, Number(p.coef.d));
  if (root === null) return;
  p.num[p.num.indexOf(logs[0]!)] = { k: 'fn', name: 'log', args: [rational(q(root))] };
  p.coef = mulQ(p.coef, q(p.coef.d));
}

function quotient(a: Expr, b: Expr): Expr {
  const single = b.k !== 'prod';
  if (isRational(b)) {
    if (isZero(b.coef)) throw new Error('division by zero');
    return product([a, rational(divQ(ONE, b.coef))]);
  }
  // (ln 5 − 3 ln 2)/ln 2 → ln 5/ln 2 − 3: split a sum over a single factor when some term cancels.
  if (a.k === 'add' && single) {
    const k = key(b);
    if (a.terms.some((t) => asProd(t).num.some((f) => key(f) === k)))
      return sum(a.terms.map((t) => quotient(t, b)));
  }
  return product([a, reciprocal(b)]);
}

function power(base: Expr, exp: Expr): Expr {
  if (isRational(exp)) {
    const k = exp.coef;
    if (eqQ(k, ONE)) return base;
    if (isZero(k)) return rational(ONE);
    if (isRational(base) && eqQ(base.coef, ONE)) return base;
    if (k.n < 0n && (isInteger(k) || eqQ(k, q(-1, 2)))) return reciprocal(power(base, rational(negQ(k))));
    if (eqQ(k, q(1, 2))) return { k: 'fn', name: 'sqrt', args: [base] };
  }
  return { k: 'pow', base, exp };
}

function sum(raw: Expr[]): Expr {
  const terms: Expr[] = [];
  let constant: Q | null = null;
  const push = (t: Expr) => {
    if (t.k === 'add') t.terms.forEach(push);
    else if (t.k === 'prod' && t.den.length === 0 && t.num.length === 1 && t.num[0]!.k === 'add') {
      const c = t.coef;
      if (eqQ(c, ONE) || eqQ(c, q(-1))) for (const u of t.num[0]!.terms) push(product([rational(c), u]));
      else terms.push(t);
    } else if (isRational(t)) {
      if (constant === null) terms.push(t);
      constant = addQ(constant ?? ZERO, t.coef);
    } else terms.push(t);
  };
  raw.forEach(push);
  const out = terms
    .map((t) => (isRational(t) ? rational(constant!) : t))
    .filter((t) => !(isRational(t) && isZero(t.coef)));
  if (out.length === 0) return rational(ZERO);
  if (out.length === 1) return out[0]!;
  return { k: 'add', terms: orderTerms(out) };
}

// ---------------------------------------------------------------- order

/** Degree of a monomial in the unknowns; 0 for a constant; null for anything else. */
function degree(e: Expr): number | null {
  if (!hasUnknown(e)) return 0;
  if (e.k === 'sym') return 1;
  if (e.k === 'pow' && e.base.k === 'sym' && isRational(e.exp) && isInteger(e.exp.coef) && e.exp.coef.n > 0n)
    return Number(e.exp.coef.n);
  if (e.k === 'prod' && !e.den.some(hasUnknown)) {
    const ds = e.num.map(degree);
    return ds.some((d) => d === null) ? null : (ds as number[]).reduce((a, b) => a + b, 0);
  }
  return null;
}

/** Exponent of each unknown in a monomial. */
function exponents(e: Expr): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of asProd(e).num) {
    if (f.k === 'sym' && !CONSTANTS.has(f.name)) out.set(f.name, (out.get(f.name) ?? 0) + 1);
    else if (f.k === 'pow' && f.base.k === 'sym' && isRational(f.exp))
      out.set(f.base.name, (out.get(f.base.name) ?? 0) + Number(f.exp.coef.n));
  }
  return out;
}

/** Graded lexicographic order: x² before xy before y², a before b. */
function compareMonomials(a: Expr, b: Expr): number {
  const [ea, eb] = [exponents(a), exponents(b)];
  const names = [...new Set([...ea.keys(), ...eb.keys()])].sort();
  for (const n of names) {
    const d = (eb.get(n) ?? 0) - (ea.get(n) ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Polynomials from the highest degree down, constants last; otherwise the order given, with a positive
 * term first when there is one (e − 1, not −1 + e). Imaginary terms go after real ones (−3 + 2i).
 */
function orderTerms(terms: Expr[]): Expr[] {
  const real = terms.filter((t) => !hasI(t));
  const imaginary = terms.filter((t) => hasI(t));
  const degrees = real.map(degree);
  let ordered: Expr[];
  if (degrees.every((d) => d !== null) && degrees.some((d) => d! > 0)) {
    ordered = real
      .map((t, i) => ({ t, d: degrees[i]! }))
      .sort((x, y) => y.d - x.d || (x.d > 0 ? compareMonomials(x.t, y.t) : 0))
      .map((x) => x.t);
  } else {
    ordered = [...real];
    const firstPositive = ordered.findIndex((t) => !isNegative(t));
    if (firstPositive > 0) ordered.unshift(...ordered.splice(firstPositive, 1));
  }
  return [...ordered, ...imaginary];
}

/** Numbers, constants, letters (alphabetical), exponentials, functions, brackets, i: 2πx²e^x sin x (x+1) i. */
function rank(f: Expr): number {
  if (f.k === 'num') return 0;
  if (isSym(f, 'i')) return 6;
  if (!hasUnknown(f)) return 1;
  if (f.k === 'sym' || (f.k === 'pow' && f.base.k === 'sym' && !hasUnknown(f.exp))) return 2;
  if (f.k === 'pow' && !hasUnknown(f.base)) return 3;
  if (f.k === 'add' || (f.k === 'pow' && f.base.k === 'add')) return 5;
  return 4;
}

const letter = (f: Expr) => (f.k === 'sym' ? f.name : f.k === 'pow' && f.base.k === 'sym' ? f.base.name : '');

function sortFactors(factors: Expr[]): Expr[] {
  return factors
    .map((f, i) => ({ f, i, r: rank(f) }))
    .sort((a, b) => a.r - b.r || (a.r === 2 ? letter(a.f).localeCompare(letter(b.f)) : 0) || a.i - b.i)
    .map((x) => x.f);
}

/** The tree as written, without redundant brackets, and ln(A)/ln(b) for a number b as log base b of A. */
export function unbracket(e: Expr): Expr {
  switch (e.k) {
    case 'paren':
      return unbracket(e.a);
    case 'add':
      return { k: 'add', terms: e.terms.map(unbracket) };
    case 'mul':
      return { ...e, factors: e.factors.map(unbracket) };
    case 'prod':
      return { ...e, num: e.num.map(unbracket), den: e.den.map(unbracket) };
    case 'sub':
    case 'rel':
      return { ...e, a: unbracket(e.a), b: unbracket(e.b) };
    case 'div': {
      const [a, b] = [unbracket(e.a), unbracket(e.b)];
      const isLog = (x: Expr) => x.k === 'fn' && x.name === 'log' && x.args.length === 1;
      if (isLog(a) && isLog(b) && b.k === 'fn' && b.args[0]!.k === 'num' && a.k === 'fn')
        return { k: 'fn', name: 'log', args: [a.args[0]!, b.args[0]!] };
      return { k: 'div', a, b };
    }
    case 'neg':
    case 'fact':
      return { ...e, a: unbracket(e.a) };
    case 'pow':
      return { k: 'pow', base: unbracket(e.base), exp: unbracket(e.exp) };
    case 'fn':
      return { ...e, args: e.args.map(unbracket) };
    default:
      return e;
  }
}
