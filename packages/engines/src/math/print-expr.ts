// Printing an expression tree as LaTeX the way a teacher writes it (2x, \frac{1}{3}x^{3}, \ln x,
// \sqrt{x}, \log_{2} x) and as plain text that mathjs and nerdamer read back (2*x, x^3/3, log(x)).
import { CONSTANTS, type Expr, hasUnknown, isSym, longDigits } from './expr-tree.ts';
import type { Q } from './rational.ts';
import { isRational } from './tidy.ts';

/** How tightly a printed expression binds: sums 1, products and quotients 2, powers 3, atoms 4. */
function prec(e: Expr): number {
  switch (e.k) {
    case 'add':
    case 'sub':
      return 1;
    case 'neg':
    case 'mul':
    case 'div':
      return 2;
    case 'prod':
      return isRational(e) && e.coef.d === 1n && e.coef.n >= 0n ? 4 : 2;
    case 'pow':
    case 'fact':
      return 3;
    case 'rel':
      return 0;
    default:
      return 4;
  }
}

/** Whether it prints with a leading minus sign. */
function signed(e: Expr): boolean {
  if (e.k === 'neg') return true;
  if (e.k === 'prod') return e.coef.n < 0n;
  if (e.k === 'div') return e.a.k === 'neg';
  return e.k === 'mul' && signed(e.factors[0]!);
}

/** A signed expression without its sign. */
function negated(e: Expr): Expr {
  if (e.k === 'neg') return e.a;
  if (e.k === 'prod') return { ...e, coef: { n: -e.coef.n, d: e.coef.d } };
  if (e.k === 'div' && e.a.k === 'neg') return { ...e, a: e.a.a };
  if (e.k === 'mul' && signed(e.factors[0]!))
    return { ...e, factors: [negated(e.factors[0]!), ...e.factors.slice(1)] };
  return e;
}

const absQ = (c: Q) => (c.n < 0n ? -c.n : c.n);

// ---------------------------------------------------------------- plain text

export interface TextStyle {
  /** Spaces around operators and 2x for an implicit product, for reading; off for compact text. */
  spaced: boolean;
}

const MACHINE: TextStyle = { spaced: false };

export function exprText(e: Expr, style: TextStyle = MACHINE): string {
  const t = (x: Expr) => exprText(x, style);
  const wrap = (x: Expr, when: boolean) => (when ? `(${t(x)})` : t(x));
  const plus = style.spaced ? ' + ' : '+';
  const minus = style.spaced ? ' - ' : '-';
  const times = style.spaced ? ' * ' : '*';
  switch (e.k) {
    case 'num':
      return e.text;
    case 'sym':
      return longDigits(e.name) ?? e.name;
    case 'paren':
      return `(${t(e.a)})`;
    case 'add':
      return e.terms
        .map((term, i) => {
          if (i === 0) return t(term);
          if (!signed(term)) return plus + t(term);
          const rest = negated(term);
          return minus + wrap(rest, prec(rest) <= 1 || signed(rest));
        })
        .join('');
    case 'sub':
      return `${t(e.a)}${minus}${wrap(e.b, prec(e.b) <= 1 || signed(e.b))}`;
    case 'neg':
      return `-${wrap(e.a, prec(e.a) <= 1 || signed(e.a))}`;
    case 'mul':
      // A fraction before another factor is bracketed: (1/4)*x, never 1/4*x (which reads as 1/(4x)).
      return e.factors
        .map((f, i) =>
          wrap(f, prec(f) < 2 || (i > 0 && signed(f)) || (f.k === 'div' && i < e.factors.length - 1)),
        )
        .reduce((out, piece, i) => {
          if (i === 0) return piece;
          const juxtapose = style.spaced && e.implicit && /\d$/.test(out) && /^[a-z(]/i.test(piece);
          return out + (juxtapose ? '' : times) + piece;
        }, '');
    case 'div':
      return `${wrap(e.a, prec(e.a) < 2)}/${wrap(e.b, prec(e.b) <= 2)}`;
    case 'prod':
      return prodText(e, t, times);
    case 'pow': {
      const exponent =
        e.exp.k === 'sym' || (e.exp.k === 'num' && /^\d+$/.test(e.exp.text)) || prec(e.exp) === 4;
      return `${wrap(e.base, prec(e.base) < 4 || signed(e.base))}^${wrap(e.exp, !exponent)}`;
    }
    case 'fn':
      return `${e.name}(${e.args.map(t).join(',')})`;
    case 'fact':
      return `${wrap(e.a, prec(e.a) < 4)}!`;
    case 'rel':
      return `${t(e.a)} ${e.op} ${t(e.b)}`;
  }
}

function prodText(p: Extract<Expr, { k: 'prod' }>, t: (x: Expr) => string, times: string): string {
  const sign = p.coef.n < 0n ? '-' : '';
  const [n, d] = [absQ(p.coef), p.coef.d];
  const factor = (f: Expr) => (prec(f) < 2 || signed(f) ? `(${t(f)})` : t(f));
  const top = p.num.map(factor);
  // A fraction before brackets stays in front, (1/2)*(x-2)*(x+2), so the product still reads as factored.
  if (d !== 1n && p.den.length === 0 && p.num.length > 1 && p.num.some((f) => f.k === 'add'))
    return `${sign}(${n}/${d})${times}${top.join(times)}`;
  const lower = [...(d !== 1n ? [String(d)] : []), ...p.den.map(factor)];
  // i stays after the fraction, as in a + (b/c)i: "sqrt(3)/2*i".
  const i = lower.length > 0 && p.num.some((f) => isSym(f, 'i'));
  const real = i ? p.num.filter((f) => !isSym(f, 'i')).map(factor) : top;
  const upper = [...(n !== 1n || real.length === 0 ? [String(n)] : []), ...real].join(times);
  if (lower.length === 0) return sign + upper;
  return `${sign}${upper}/${lower.length === 1 ? lower[0] : `(${lower.join(times)})`}${i ? `${times}i` : ''}`;
}

// ---------------------------------------------------------------- LaTeX

const SYMBOLS: Record<string, string> = {
  pi: '\\pi',
  PI: '\\pi',
  E: 'e',
  Infinity: '\\infty',
  alpha: '\\alpha',
  beta: '\\beta',
  gamma: '\\gamma',
  theta: '\\theta',
  lambda: '\\lambda',
  mu: '\\mu',
  phi: '\\phi',
  omega: '\\omega',
};

const NAMED: Record<string, string> = {
  sin: '\\sin',
  cos: '\\cos',
  tan: '\\tan',
  sec: '\\sec',
  csc: '\\csc',
  cot: '\\cot',
  sinh: '\\sinh',
  cosh: '\\cosh',
  tanh: '\\tanh',
  asin: '\\arcsin',
  acos: '\\arccos',
  atan: '\\arctan',
  arcsin: '\\arcsin',
  arccos: '\\arccos',
  arctan: '\\arctan',
  log10: '\\log_{10}',
  log2: '\\log_{2}',
};
/** Functions whose whole-number powers are written sin²x. */
const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh']);

const RELATIONS: Record<string, string> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '<=': '\\le',
  '>=': '\\ge',
  '!=': '\\ne',
};

const paren = (s: string) => `\\left(${s}\\right)`;
const strip = (e: Expr) => (e.k === 'paren' ? e.a : e);

/** A function's argument: bare when it is one letter or number (sin x, ln 7), else in brackets. */
function argument(a: Expr, bare: boolean): string {
  if (a.k === 'fn' && a.name === 'abs') return exprTex(a);
  const simple =
    (a.k === 'sym' && a.name.length === 1) ||
    (a.k === 'num' && /^\d+$/.test(a.text)) ||
    (isRational(a) && a.coef.d === 1n && a.coef.n > 0n);
  return bare && simple ? ` ${exprTex(a)}` : paren(exprTex(strip(a)));
}

function fnTex(e: Extract<Expr, { k: 'fn' }>, bare = true): string {
  const [a, b] = e.args;
  if (!a) return `\\operatorname{${e.name}}()`;
  switch (e.name) {
    case 'sqrt':
      return `\\sqrt{${exprTex(strip(a))}}`;
    case 'cbrt':
      return `\\sqrt[3]{${exprTex(strip(a))}}`;
    case 'nthRoot':
      return b ? `\\sqrt[${exprTex(strip(b))}]{${exprTex(strip(a))}}` : `\\sqrt{${exprTex(strip(a))}}`;
    case 'abs':
      return `\\left|${exprTex(strip(a))}\\right|`;
    case 'exp':
      return `e^{${exprTex(strip(a))}}`;
    case 'log':
      return b ? `\\log_{${exprTex(strip(b))}}${argument(a, bare)}` : `\\ln${argument(a, bare)}`;
  }
  if (NAMED[e.name] && e.args.length === 1) return `${NAMED[e.name]}${argument(a, bare)}`;
  return `\\operatorname{${e.name}}${paren(e.args.map((x) => exprTex(strip(x))).join(', '))}`;
}

/** Factors side by side (2x, x\sin x), with \cdot before a number or a minus sign. */
function juxtapose(pieces: string[]): string {
  return pieces.reduce((out, p, i) => {
    if (i === 0) return p;
    // Before a number, a minus sign or a fraction (2\frac{1}{2} would read as a mixed number).
    if (/^([\d.-]|\\frac)/.test(p)) return `${out} \\cdot ${p}`;
    if (/\\[a-zA-Z]+$/.test(out) && /^[a-zA-Z]/.test(p)) return `${out} ${p}`;
    return out + p;
  }, '');
}

/** Each factor printed for a product; a function keeps a bare argument only when nothing plain follows it. */
function factorPieces(factors: Expr[], first: boolean): string[] {
  const pieces = factors.map((f, i) =>
    prec(f) < 2 || (signed(f) && (i > 0 || !first)) ? paren(exprTex(f)) : exprTex(f),
  );
  for (let i = 0; i < factors.length - 1; i++) {
    const f = factors[i]!;
    if (f.k === 'fn' && !pieces[i + 1]!.startsWith('\\')) pieces[i] = fnTex(f, false);
  }
  return pieces;
}

/** The factors of a product written as a chain of products: 2*sin(x)*x → 2, sin(x), x. */
const flatFactors = (e: Extract<Expr, { k: 'mul' }>): Expr[] =>
  e.factors.flatMap((f) => (f.k === 'mul' ? flatFactors(f) : [f]));

/** log(A)/log(b) with a number b: log base b of A. */
function logBase(num: Expr[], den: Expr[]): { num: Expr[]; den: Expr[] } {
  const isLog = (f: Expr): f is Extract<Expr, { k: 'fn' }> =>
    f.k === 'fn' && f.name === 'log' && f.args.length === 1;
  const logs = num.filter(isLog);
  const base = den[0];
  if (den.length !== 1 || !base || !isLog(base) || logs.length !== 1) return { num, den };
  const b = base.args[0]!;
  if (!(isRational(b) && b.coef.d === 1n && b.coef.n > 1n)) return { num, den };
  const merged: Expr = { k: 'fn', name: 'log', args: [logs[0]!.args[0]!, b] };
  return { num: num.map((f) => (f === logs[0] ? merged : f)), den: [] };
}

function prodTex(p: Extract<Expr, { k: 'prod' }>): string {
  const sign = p.coef.n < 0n ? '-' : '';
  const [n, d] = [absQ(p.coef), p.coef.d];
  const { num, den } = logBase(p.num, p.den);
  const lead = n !== 1n || num.length === 0 ? [String(n)] : [];
  const side = (factors: Expr[], k: bigint) =>
    factors.length === 1 && factors[0]!.k === 'add' && k === 1n
      ? exprTex(factors[0]!)
      : juxtapose([...(k !== 1n ? [String(k)] : []), ...factorPieces(factors, true)]);
  if (den.length > 0) return `${sign}\\frac{${side(num, n) || '1'}}{${side(den, d)}}`;
  if (d === 1n) return sign + juxtapose([...lead, ...factorPieces(num, true)]);
  if (num.length === 1 && num[0]!.k === 'add') return `${sign}\\frac{${side(num, n)}}{${d}}`;
  if (num.length > 0 && num.every((f) => !hasUnknown(f))) {
    // Constants go over the denominator, i after it: \frac{\sqrt{3}}{2}i, \frac{\pi}{4}.
    const i = num.filter((f) => isSym(f, 'i'));
    const rest = num.filter((f) => !isSym(f, 'i'));
    const top = juxtapose([
      ...(n !== 1n || rest.length === 0 ? [String(n)] : []),
      ...factorPieces(rest, true),
    ]);
    return `${sign}\\frac{${top}}{${d}}${i.length ? 'i' : ''}`;
  }
  return sign + juxtapose([`\\frac{${n}}{${d}}`, ...factorPieces(num, false)]);
}

/** An exponent; a fraction of numbers stays on one line: x^{2/3}, not x^{\\frac{2}{3}}. */
function exponentTex(e: Expr): string {
  if (isRational(e)) return `${e.coef.n}${e.coef.d === 1n ? '' : `/${e.coef.d}`}`;
  const x = strip(e);
  const number = (y: Expr): string | null =>
    y.k === 'num' ? y.text : y.k === 'neg' && y.a.k === 'num' ? `-${y.a.text}` : null;
  const fraction = (y: Expr): string | null => {
    if (y.k === 'neg') return fraction(strip(y.a))?.replace(/^-?/, (m) => (m ? '' : '-')) ?? null;
    if (y.k !== 'div') return null;
    const [a, b] = [number(strip(y.a)), number(strip(y.b))];
    return a && b && !b.startsWith('-') ? `${a}/${b}` : null;
  };
  return fraction(x) ?? exprTex(x);
}

function powTex(e: Extract<Expr, { k: 'pow' }>): string {
  const { base, exp } = e;
  if (isRational(exp) && exp.coef.n === 1n && exp.coef.d > 2n)
    return `\\sqrt[${exp.coef.d}]{${exprTex(strip(base))}}`;
  if (base.k === 'fn' && TRIG.has(base.name) && isRational(exp) && exp.coef.d === 1n && exp.coef.n > 0n)
    return `${NAMED[base.name]}^{${exp.coef.n}}${argument(base.args[0]!, true)}`;
  const plain =
    prec(base) === 4 && !signed(base) && !(base.k === 'fn' && !['abs', 'sqrt'].includes(base.name));
  return `${plain ? exprTex(base) : paren(exprTex(base))}^{${exponentTex(exp)}}`;
}

export function exprTex(e: Expr): string {
  switch (e.k) {
    case 'num':
      return e.text;
    case 'sym':
      return (
        SYMBOLS[e.name] ??
        longDigits(e.name) ??
        (e.name.length === 1 || CONSTANTS.has(e.name) ? e.name : `\\mathrm{${e.name}}`)
      );
    case 'paren':
      return paren(exprTex(e.a));
    case 'add':
      return e.terms
        .map((term, i) => {
          if (i === 0) return exprTex(term);
          if (!signed(term)) return ` + ${exprTex(term)}`;
          const rest = negated(term);
          return ` - ${prec(rest) <= 1 || signed(rest) ? paren(exprTex(rest)) : exprTex(rest)}`;
        })
        .join('');
    case 'sub':
      return `${exprTex(e.a)} - ${prec(e.b) <= 1 || signed(e.b) ? paren(exprTex(e.b)) : exprTex(e.b)}`;
    case 'neg':
      return `-${prec(e.a) <= 1 || signed(e.a) ? paren(exprTex(e.a)) : exprTex(e.a)}`;
    case 'mul':
      return juxtapose(factorPieces(flatFactors(e), true));
    case 'div':
      // −1/2 reads as −½, not as a fraction with −1 on top.
      return e.a.k === 'neg'
        ? `-\\frac{${exprTex(strip(e.a.a))}}{${exprTex(strip(e.b))}}`
        : `\\frac{${exprTex(strip(e.a))}}{${exprTex(strip(e.b))}}`;
    case 'prod':
      return prodTex(e);
    case 'pow':
      return powTex(e);
    case 'fn':
      return fnTex(e);
    case 'fact':
      return `${prec(e.a) < 4 ? paren(exprTex(e.a)) : exprTex(e.a)}!`;
    case 'rel':
      return `${exprTex(e.a)} ${RELATIONS[e.op] ?? e.op} ${exprTex(e.b)}`;
  }
}
