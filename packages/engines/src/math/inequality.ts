// Solvers for linear and quadratic inequalities: collect terms and divide (flipping the sign for a
// negative divisor), or find the boundary roots and read a sign chart. Checked independently by testing
// the original inequality and the answer at many points with mathjs.

import { largestExponent, realFunction } from './calculus.ts';
import { exact, quadraticCoefficients, standardForm } from './polynomial.ts';
import { polynomialRoots } from './polynomial-equations.ts';
import { texOf } from './present.ts';
import {
  contentOf,
  deg,
  type Poly,
  polyText,
  type RationalFunction,
  toRationalFunction,
} from './rational.ts';
import {
  CannotSolveError,
  type Check,
  type Reading,
  type Solution,
  type SolverTable,
  type Step,
} from './types.ts';
import { evalComplex } from './verify.ts';

type Relation = '<' | '<=' | '>' | '>=';

const FLIPPED: Record<Relation, Relation> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const TEX: Record<Relation, string> = { '<': '<', '<=': '\\le', '>': '>', '>=': '\\ge' };
const WORDS: Record<Relation, string> = {
  '<': 'less than',
  '<=': 'less than or equal to',
  '>': 'greater than',
  '>=': 'greater than or equal to',
};

interface Inequality {
  lhs: string;
  rel: Relation;
  rhs: string;
  v: string;
}

/** The inequality, or both halves of a compound one ("-1 < 2x+3 <= 9" → "-1 < 2x+3" and "2x+3 <= 9"). */
function readInequality(reading: Reading): Inequality[] {
  const parts = reading.expression.split(/(<=|>=|<|>)/);
  const v = reading.variable ?? 'x';
  if (parts.length === 3) {
    const [lhs, rel, rhs] = parts as [string, Relation, string];
    return [{ lhs, rel, rhs, v }];
  }
  if (parts.length === 5) {
    const [left, rel1, middle, rel2, right] = parts as [string, Relation, string, Relation, string];
    const rising = (r: Relation) => r === '<' || r === '<=';
    if (rising(rel1) === rising(rel2))
      return [
        { lhs: left, rel: rel1, rhs: middle, v },
        { lhs: middle, rel: rel2, rhs: right, v },
      ];
  }
  throw new CannotSolveError('expected one inequality sign, or two pointing the same way');
}

const numeric = (expr: string): number => {
  const z = evalComplex(expr);
  if (!z || Math.abs(z.im) > 1e-12) throw new CannotSolveError(`cannot evaluate ${expr}`);
  return z.re;
};

const holds = (value: number, rel: Relation) =>
  rel === '<' ? value < 0 : rel === '<=' ? value <= 0 : rel === '>' ? value > 0 : value >= 0;

/** Coefficients [a, b, c] of lhs − rhs = a·v² + b·v + c, refusing anything that is not such a polynomial. */
function coefficients({ lhs, rhs, v }: Inequality): [string, string, string] {
  if (largestExponent(`${lhs} ${rhs}`) > 50)
    throw new CannotSolveError('the powers are too large for this solver');
  const f = `(${lhs})-(${rhs})`;
  let abc: [string, string, string];
  try {
    abc = quadraticCoefficients(f, v);
  } catch {
    throw new CannotSolveError('only polynomial inequalities of degree 1 or 2 in one variable are supported');
  }
  const rest = exact(`expand((${f})-(${standardForm(abc, v)}))`);
  if (rest !== '0')
    throw new CannotSolveError(
      'only linear and quadratic inequalities are supported (this one has a higher degree)',
    );
  return abc;
}

// ---------------------------------------------------------------- answers as unions of intervals

/** A run of the real line: lo/hi null mean −∞/+∞. */
interface Run {
  lo: string | null;
  loIn: boolean;
  hi: string | null;
  hiIn: boolean;
}

function runText(r: Run, v: string): string {
  if (r.lo === null && r.hi === null) return 'all real numbers';
  if (r.lo === null) return `${v} ${r.hiIn ? '<=' : '<'} ${r.hi}`;
  if (r.hi === null) return `${v} ${r.loIn ? '>=' : '>'} ${r.lo}`;
  if (r.lo === r.hi) return `${v} = ${r.lo}`;
  return `${r.lo} ${r.loIn ? '<=' : '<'} ${v} ${r.hiIn ? '<=' : '<'} ${r.hi}`;
}

function runTex(r: Run): string {
  if (r.lo === null && r.hi === null) return '\\mathbb{R}';
  if (r.lo !== null && r.lo === r.hi) return `\\{${texOf(r.lo)}\\}`;
  const lo = r.lo === null ? '(-\\infty' : `${r.loIn ? '[' : '('}${texOf(r.lo)}`;
  const hi = r.hi === null ? '\\infty)' : `${texOf(r.hi)}${r.hiIn ? ']' : ')'}`;
  return `${lo}, ${hi}`;
}

function answerOf(runs: Run[], v: string): { text: string; latex: string } {
  if (runs.length === 0) return { text: 'no solution', latex: '\\varnothing' };
  return { text: runs.map((r) => runText(r, v)).join(' or '), latex: runs.map(runTex).join(' \\cup ') };
}

/**
 * The solution set from a sign chart: roots in increasing order, whether each of the roots.length + 1 open
 * intervals is kept, and whether the boundary points count (all alike, or each its own). Adjacent kept
 * pieces merge into one run.
 */
function runsFromChart(roots: string[], keepInterval: boolean[], keepRoots: boolean | boolean[]): Run[] {
  const pieces: (Run & { keep: boolean })[] = [];
  for (let i = 0; i <= roots.length; i++) {
    const lo = i === 0 ? null : roots[i - 1]!;
    pieces.push({ keep: keepInterval[i]!, lo, loIn: false, hi: roots[i] ?? null, hiIn: false });
    if (i < roots.length) {
      const keep = typeof keepRoots === 'boolean' ? keepRoots : keepRoots[i]!;
      pieces.push({ keep, lo: roots[i]!, loIn: true, hi: roots[i]!, hiIn: true });
    }
  }
  const runs: Run[] = [];
  let extending = false;
  for (const { keep, ...piece } of pieces) {
    const last = runs.at(-1);
    if (keep && extending && last) runs[runs.length - 1] = { ...last, hi: piece.hi, hiIn: piece.hiIn };
    else if (keep) runs.push(piece);
    extending = keep;
  }
  return runs;
}

// ---------------------------------------------------------------- linear

function solveLinear(q: Inequality, a: string, b: string): { steps: Step[]; runs: Run[] } {
  const { v, rel } = q;
  const rhs = exact(`-(${b})`);
  const steps: Step[] = [
    {
      hint: 'Collect the terms',
      explanation: `Move every ${v}-term to the left and every number to the right: ${a === '1' ? '' : `${a}·`}${v} ${rel} ${rhs}.`,
      latex: `${texOf(`${a}*${v}`)} ${TEX[rel]} ${texOf(rhs)}`,
    },
  ];
  if (a === '0') {
    const ok = holds(numeric(`-(${rhs})`), rel);
    steps.push({
      hint: 'Compare the numbers',
      explanation: `The ${v}-terms cancel, leaving 0 ${rel} ${rhs}, which is ${ok ? 'always true' : 'never true'}.`,
    });
    return { steps, runs: ok ? [{ lo: null, loIn: false, hi: null, hiIn: false }] : [] };
  }
  const bound = exact(`(${rhs})/(${a})`);
  const negative = numeric(a) < 0;
  const finalRel = negative ? FLIPPED[rel] : rel;
  if (a !== '1')
    steps.push(
      negative
        ? {
            hint: 'Divide by a negative number: flip the sign',
            explanation: `Divide both sides by ${a}. Dividing by a negative number reverses the inequality, so ${rel} becomes ${finalRel}: ${v} ${finalRel} ${bound}.`,
            latex: `${v} ${TEX[finalRel]} ${texOf(bound)}`,
          }
        : {
            hint: `Divide by the coefficient of ${v}`,
            explanation: `Divide both sides by ${a}; it is positive, so the sign stays ${rel}: ${v} ${rel} ${bound}.`,
            latex: `${v} ${TEX[rel]} ${texOf(bound)}`,
          },
    );
  const below = finalRel === '<' || finalRel === '<=';
  const run: Run = below
    ? { lo: null, loIn: false, hi: bound, hiIn: finalRel === '<=' }
    : { lo: bound, loIn: finalRel === '>=', hi: null, hiIn: false };
  return { steps, runs: [run] };
}

// ---------------------------------------------------------------- quadratic

/** One test point in each interval the sorted roots cut the line into. */
function testPoints(roots: string[]): string[] {
  if (roots.length === 0) return ['0'];
  const values = roots.map(numeric);
  const points = [String(Math.floor(values[0]!) - 1)];
  for (let i = 1; i < roots.length; i++) points.push(exact(`((${roots[i - 1]})+(${roots[i]}))/2`));
  points.push(String(Math.ceil(values.at(-1)!) + 1));
  return points;
}

/** The two real roots p ∓ q of a·v² + b·v + c, smaller first, written as "1-sqrt(2)" rather than nested. */
function distinctRoots(a: string, b: string, D: string): [string, string] {
  const p = exact(`-(${b})/(2*(${a}))`);
  const q = exact(`sqrt(${D})/(2*abs(${a}))`);
  if (/^\d+(\/\d+)?$/.test(q)) return [exact(`(${p})-(${q})`), exact(`(${p})+(${q})`)];
  return p === '0' ? [`-${q}`, q] : [`${p}-${q}`, `${p}+${q}`];
}

function solveQuadratic(q: Inequality, abc: [string, string, string]) {
  const { v, rel } = q;
  const [a, b, c] = abc;
  const poly = standardForm(abc, v);
  const D = exact(`(${b})^2-4*(${a})*(${c})`);
  const d = numeric(D);
  const steps: Step[] = [
    {
      hint: 'Move everything to one side',
      explanation: `Subtract the right side: ${poly} ${rel} 0, with a = ${a}, b = ${b}, c = ${c}.`,
      latex: `${texOf(poly)} ${TEX[rel]} 0`,
    },
  ];
  let roots: string[];
  if (d < 0) roots = [];
  else if (d === 0) roots = [exact(`-(${b})/(2*(${a}))`)];
  else {
    roots = distinctRoots(a, b, D);
  }
  steps.push({
    hint: 'Find the boundary points',
    explanation: `Solve ${poly} = 0. The discriminant is D = b² − 4ac = ${D}. ${
      d < 0
        ? 'D < 0, so there are no real roots: the parabola never crosses the x-axis and keeps one sign.'
        : d === 0
          ? `D = 0, so there is one (double) root ${v} = ${roots[0]}: the parabola touches the x-axis there.`
          : `D > 0, so there are two roots: ${v} = ${roots[0]} and ${v} = ${roots[1]}.`
    }`,
    latex: roots.length > 0 ? roots.map((r) => `${v} = ${texOf(r)}`).join(',\\quad ') : `D = ${texOf(D)} < 0`,
  });
  const bounds = ['-∞', ...roots, '∞'];
  const points = testPoints(roots);
  const signs = points.map((p) => Math.sign(numeric(`${a}*(${p})^2+(${b})*(${p})+(${c})`)));
  const chart = points.map((p, i) => {
    const value = exact(`(${a})*(${p})^2+(${b})*(${p})+(${c})`);
    return `(${bounds[i]}, ${bounds[i + 1]}): test ${v} = ${p}, ${poly} = ${value} ${signs[i]! > 0 ? '> 0, sign +' : '< 0, sign −'}`;
  });
  steps.push({
    hint: 'Make a sign chart',
    explanation: `Pick a test point in each interval between the boundary points: ${chart.join('; ')}.`,
  });
  const wantPositive = rel === '>' || rel === '>=';
  const includeRoots = rel === '<=' || rel === '>=';
  const keep = signs.map((s) => (wantPositive ? s > 0 : s < 0));
  const answer = answerOf(runsFromChart(roots, keep, includeRoots), v);
  steps.push({
    hint: 'Pick the intervals',
    explanation: `We need ${poly} to be ${WORDS[rel]} 0, so keep the intervals with sign ${wantPositive ? '+' : '−'}${
      roots.length > 0
        ? `; the boundary points are ${includeRoots ? 'included (the inequality allows = 0)' : 'excluded (the inequality is strict)'}`
        : ''
    }. Solution: ${answer.text}.`,
    latex: answer.latex,
  });
  return { steps, answer };
}

// ---------------------------------------------------------------- absolute value

/** The inside of "abs(…)" when the whole text is one absolute value, else null. */
function absInside(text: string): string | null {
  if (!text.startsWith('abs(') || !text.endsWith(')')) return null;
  let depth = 0;
  for (let i = 3; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i === text.length - 1 ? text.slice(4, -1) : null;
  }
  return null;
}

const constant = (text: string): number | null => {
  const z = evalComplex(text);
  return z && Math.abs(z.im) < 1e-12 ? z.re : null;
};

/** |A| rel c with A linear in v and c a constant (either side), or null. */
function absoluteValue(q: Inequality): { inside: string; rel: Relation; c: string } | null {
  let inside = absInside(q.lhs);
  let rel = q.rel;
  let c = q.rhs;
  if (inside === null) {
    inside = absInside(q.rhs);
    rel = FLIPPED[q.rel];
    c = q.lhs;
  }
  if (inside === null || constant(c) === null) return null;
  const [a2, a1] = coefficients({ lhs: inside, rel, rhs: '0', v: q.v });
  return a2 === '0' && a1 !== '0' ? { inside, rel, c: exact(c) } : null;
}

function solveAbsolute(q: Inequality, { inside, rel, c }: { inside: string; rel: Relation; c: string }) {
  const { v } = q;
  const value = numeric(c);
  const negC = exact(`-(${c})`);
  const within = rel === '<' || rel === '<=';
  if (within) {
    const compound = solveCompound([
      { lhs: negC, rel, rhs: inside, v },
      { lhs: inside, rel, rhs: c, v },
    ]);
    compound.steps.unshift({
      hint: 'Rewrite without the absolute value',
      explanation: `|${inside}| ${rel} ${c} means ${inside} is ${rel === '<' ? 'less than' : 'at most'} ${c} away from 0: ${negC} ${rel} ${inside} ${rel} ${c}.`,
      latex: `${texOf(negC)} ${TEX[rel]} ${texOf(inside)} ${TEX[rel]} ${texOf(c)}`,
    });
    return compound;
  }
  if (value < 0 || (value === 0 && rel === '>=')) {
    const answer = answerOf([{ lo: null, loIn: false, hi: null, hiIn: false }], v);
    return {
      steps: [
        {
          hint: 'Compare with the smallest absolute value',
          explanation: `An absolute value is never negative, so |${inside}| ${rel} ${c} holds for every ${v}.`,
        },
      ],
      answer,
    };
  }
  const low: Inequality = { lhs: inside, rel: FLIPPED[rel], rhs: negC, v };
  const high: Inequality = { lhs: inside, rel, rhs: c, v };
  const steps: Step[] = [
    {
      hint: 'Rewrite without the absolute value',
      explanation: `|${inside}| ${rel} ${c} means ${inside} is more than ${c} away from 0${rel === '>=' ? ' or exactly that far' : ''}: ${inside} ${low.rel} ${negC} or ${inside} ${rel} ${c}. Solve each.`,
    },
  ];
  const runs: Run[] = [];
  for (const half of [low, high]) {
    const [, a, b] = coefficients(half);
    const solved = solveLinear(half, a, b);
    steps.push(...solved.steps);
    runs.push(...solved.runs);
  }
  runs.sort((x, y) => (x.lo === null ? -1 : y.lo === null ? 1 : numeric(x.lo) - numeric(y.lo)));
  const answer = answerOf(runs, v);
  steps.push({ hint: 'Keep either', explanation: `Either one is enough: ${answer.text}.` });
  return { steps, answer };
}

// ---------------------------------------------------------------- rational

/** lhs − rhs as one fraction when it has a variable denominator, else null. */
function rationalParts({ lhs, rhs, v }: Inequality): RationalFunction | null {
  const f = toRationalFunction(`(${lhs})-(${rhs})`, v, { maxDegree: 4 });
  return f && deg(f.den) > 0 ? f : null;
}

/** The distinct real roots of p, exact, in increasing order. */
function realRoots(p: Poly, v: string): string[] {
  if (deg(p) < 1) return [];
  const { roots, approximate } = polynomialRoots(contentOf(p).primitive, v, []);
  if (approximate) throw new CannotSolveError('the boundary points of this inequality have no exact form');
  const real = roots.filter((r) => Math.abs(evalComplex(r)?.im ?? 1) < 1e-12);
  return [...new Set(real)].sort((a, b) => numeric(a) - numeric(b));
}

function solveRational(q: Inequality, f: RationalFunction) {
  const { v, rel } = q;
  const top = polyText(f.num, v);
  const bottom = polyText(f.den, v);
  const fraction = `(${top})/(${bottom})`;
  const zeros = realRoots(f.num, v);
  const poles = realRoots(f.den, v);
  const same = (a: string, b: string) => Math.abs(numeric(a) - numeric(b)) < 1e-12;
  const points = [...poles, ...zeros.filter((z) => !poles.some((p) => same(p, z)))].sort(
    (a, b) => numeric(a) - numeric(b),
  );
  const steps: Step[] = [
    {
      hint: 'Move everything to one side',
      explanation: `Subtract the right side and write one fraction: ${fraction} ${rel} 0.`,
      latex: `${texOf(fraction)} ${TEX[rel]} 0`,
    },
    {
      hint: 'Find the boundary points',
      explanation: `${zeros.length ? `The top is 0 at ${zeros.map((z) => `${v} = ${z}`).join(', ')}.` : 'The top is never 0.'} ${
        poles.length
          ? `The bottom is 0 at ${poles.map((p) => `${v} = ${p}`).join(', ')}, where the fraction is undefined, so ${poles.length > 1 ? 'those points are' : 'that point is'} never in the solution.`
          : 'The bottom is never 0, so the fraction is defined everywhere.'
      }`,
    },
  ];
  const bounds = ['-∞', ...points, '∞'];
  const tests = testPoints(points);
  const signs = tests.map((t) => {
    const z = evalComplex(fraction, { [v]: numeric(t) });
    if (!z) throw new CannotSolveError(`cannot evaluate ${fraction} at ${v} = ${t}`);
    return Math.sign(z.re);
  });
  steps.push({
    hint: 'Make a sign chart',
    explanation: `Pick a test point in each interval: ${tests
      .map((t, i) => `(${bounds[i]}, ${bounds[i + 1]}): test ${v} = ${t}, sign ${signs[i]! > 0 ? '+' : '−'}`)
      .join('; ')}.`,
  });
  const wantPositive = rel === '>' || rel === '>=';
  const allowZero = rel === '<=' || rel === '>=';
  const keep = signs.map((sign) => (wantPositive ? sign > 0 : sign < 0));
  const keepPoints = points.map((p) => allowZero && !poles.some((pole) => same(pole, p)));
  const answer = answerOf(runsFromChart(points, keep, keepPoints), v);
  steps.push({
    hint: 'Pick the intervals',
    explanation: `We need the fraction to be ${WORDS[rel]} 0, so keep the intervals with sign ${wantPositive ? '+' : '−'}${
      allowZero && zeros.length ? '; the points where the top is 0 are included' : ''
    }. Solution: ${answer.text}.`,
    latex: answer.latex,
  });
  return { steps, answer };
}

// ---------------------------------------------------------------- check

type Predicate = (x: number) => boolean;

/** Read an answer like "x < -2 or x > 2", "-2 <= x <= 2", "all real numbers": a predicate and its boundaries. */
function readAnswer(answer: string, v: string): { test: Predicate; bounds: number[] } | null {
  const text = answer.trim();
  if (text === 'all real numbers') return { test: () => true, bounds: [] };
  if (text === 'no solution') return { test: () => false, bounds: [] };
  const cmp = (x: number, rel: string, k: number) =>
    rel === '<' ? x < k : rel === '<=' ? x <= k : rel === '>' ? x > k : rel === '>=' ? x >= k : x === k;
  const pieces: Predicate[] = [];
  const bounds: number[] = [];
  const value = (s: string) => {
    const z = evalComplex(s);
    if (!z || Math.abs(z.im) > 1e-12 || !Number.isFinite(z.re)) return null;
    bounds.push(z.re);
    return z.re;
  };
  const name = v.replace(/[^a-z]/g, '');
  for (const part of text.split(/\s+or\s+/)) {
    const right = new RegExp(`^${name}\\s*(<=|>=|<|>|=)\\s*(.+)$`).exec(part);
    const left = new RegExp(`^(.+?)\\s*(<=|>=|<|>)\\s*${name}$`).exec(part);
    const between = new RegExp(`^(.+?)\\s*(<=|<)\\s*${name}\\s*(<=|<)\\s*(.+)$`).exec(part);
    if (between) {
      const [lo, hi] = [value(between[1]!), value(between[4]!)];
      if (lo === null || hi === null) return null;
      const [r1, r2] = [between[2]!, between[3]!];
      pieces.push((x) => cmp(lo, r1, x) && cmp(x, r2, hi));
    } else if (right) {
      const k = value(right[2]!);
      if (k === null) return null;
      pieces.push((x) => cmp(x, right[1]!, k));
    } else if (left) {
      const k = value(left[1]!);
      if (k === null) return null;
      pieces.push((x) => cmp(k, left[2]!, x));
    } else return null;
  }
  return { test: (x) => pieces.some((p) => p(x)), bounds };
}

/** Sign changes of f on a grid, refined by bisection: where the original inequality can switch. */
function crossings(f: (x: number) => number, grid: number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < grid.length; i++) {
    let [lo, hi] = [grid[i - 1]!, grid[i]!];
    const [flo, fhi] = [f(lo), f(hi)];
    if (!(flo * fhi < 0)) continue;
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      if (f(mid) * flo > 0) lo = mid;
      else hi = mid;
    }
    out.push((lo + hi) / 2);
  }
  return out;
}

const stated = (halves: Inequality[]): string =>
  halves.map((h, i) => (i === 0 ? `${h.lhs} ${h.rel} ${h.rhs}` : `${h.rel} ${h.rhs}`)).join(' ');

function checkInequality(halves: Inequality[], answer: string): Check {
  const q = halves[0]!;
  const read = readAnswer(answer, q.v);
  if (!read) return { ok: false, notes: [`cannot read the answer "${answer}"`] };
  const parts = halves.map((h) => ({
    h,
    f: realFunction(`(${h.lhs})-(${h.rhs})`, h.v),
    scale: realFunction(`abs(${h.lhs})+abs(${h.rhs})+1`, h.v),
  }));
  if (parts.some((p) => !p.f || !p.scale)) return { ok: false, notes: [`cannot evaluate ${stated(halves)}`] };
  // At a boundary computed in floating point, lhs − rhs is zero only up to rounding.
  const original = (x: number, boundary: boolean) =>
    parts.every(({ h, f, scale }) => {
      const y = f!(x);
      return holds(boundary && Math.abs(y) <= 1e-9 * scale!(x) ? 0 : y, h.rel);
    });
  const f = (x: number) => parts.reduce((product, p) => product * p.f!(x), 1);
  const grid = Array.from({ length: 161 }, (_, i) => -20 + i / 4);
  const boundaries = [...read.bounds, ...crossings(f, grid)];
  const nearby = [
    ...grid,
    ...[100, 1e3, 1e6].flatMap((x) => [x, -x]),
    ...boundaries.flatMap((s) => [s - 1e-6, s + 1e-6, s - 1e-3, s + 1e-3]),
  ];
  const points = [
    ...boundaries.map((x) => ({ x, boundary: true })),
    ...nearby.map((x) => ({ x, boundary: false })),
  ];
  const wrong = points
    .filter(({ x, boundary }) => Number.isFinite(f(x)) && original(x, boundary) !== read.test(x))
    .map(({ x }) => x);
  if (wrong.length > 0) {
    const x = wrong[0]!;
    return {
      ok: false,
      notes: [
        `at ${q.v} = ${Number(x.toPrecision(10))} the inequality is ${original(x, false)} but the answer "${answer}" says ${read.test(x)}`,
      ],
    };
  }
  return {
    ok: true,
    notes: [
      `the answer agrees with ${stated(halves)} at ${points.length} test points, including each boundary and just either side`,
    ],
  };
}

// ---------------------------------------------------------------- solver

/** The numbers in both runs (each run is an interval), or null when they do not meet. */
function intersect(a: Run, b: Run): Run | null {
  const lo =
    a.lo === null
      ? b
      : b.lo === null
        ? a
        : numeric(a.lo) > numeric(b.lo)
          ? a
          : numeric(b.lo) > numeric(a.lo)
            ? b
            : { ...a, loIn: a.loIn && b.loIn };
  const hi =
    a.hi === null
      ? b
      : b.hi === null
        ? a
        : numeric(a.hi) < numeric(b.hi)
          ? a
          : numeric(b.hi) < numeric(a.hi)
            ? b
            : { ...a, hiIn: a.hiIn && b.hiIn };
  const run: Run = { lo: lo.lo, loIn: lo.loIn, hi: hi.hi, hiIn: hi.hiIn };
  if (run.lo === null || run.hi === null) return run;
  const [l, h] = [numeric(run.lo), numeric(run.hi)];
  return l < h || (l === h && run.loIn && run.hiIn) ? run : null;
}

/** "-1 < 2x+3 <= 9": solve both halves (each linear) and keep the numbers that satisfy both. */
function solveCompound(halves: Inequality[]): { steps: Step[]; answer: { text: string; latex: string } } {
  const v = halves[0]!.v;
  const steps: Step[] = [
    {
      hint: 'Split the compound inequality',
      explanation: `${stated(halves)} means both ${halves.map((h) => `${h.lhs} ${h.rel} ${h.rhs}`).join(' and ')} hold. Solve each, then keep the numbers that satisfy both.`,
    },
  ];
  let runs: Run[] = [{ lo: null, loIn: false, hi: null, hiIn: false }];
  for (const h of halves) {
    const abc = coefficients(h);
    if (abc[0] !== '0')
      throw new CannotSolveError('compound inequalities are solved when both halves are linear');
    const half = solveLinear(h, abc[1], abc[2]);
    steps.push(...half.steps);
    runs = runs.flatMap((r) => half.runs.flatMap((s) => intersect(r, s) ?? []));
  }
  const answer = answerOf(runs, v);
  steps.push({
    hint: 'Keep what both halves allow',
    explanation:
      runs.length === 0 ? 'No number satisfies both halves.' : `Both halves hold for ${answer.text}.`,
  });
  return { steps, answer };
}

function solveInequality(reading: Reading): Solution {
  const halves = readInequality(reading);
  let solved: { steps: Step[]; answer: { text: string; latex: string } };
  if (halves.length === 2) solved = solveCompound(halves);
  else {
    const q = halves[0]!;
    const absolute = absoluteValue(q);
    const fraction = absolute ? null : rationalParts(q);
    const abc = absolute || fraction ? null : coefficients(q);
    if (absolute) solved = solveAbsolute(q, absolute);
    else if (fraction) solved = solveRational(q, fraction);
    else if (abc![0] === '0') {
      const linear = solveLinear(q, abc![1], abc![2]);
      solved = { steps: linear.steps, answer: answerOf(linear.runs, q.v) };
    } else solved = solveQuadratic(q, abc!);
  }
  const { steps, answer } = solved;
  steps.push({ hint: 'Write the solution', explanation: answer.text, latex: answer.latex });
  const check = checkInequality(halves, answer.text);
  return {
    task_type: reading.task_type,
    steps,
    final_answer: answer,
    validation: check,
    source: 'studybot',
  };
}

const inequalitySolver = {
  solve: solveInequality,
  revalidate: (reading: Reading, answer: string): Check => {
    try {
      return checkInequality(readInequality(reading), answer);
    } catch (err) {
      return { ok: false, notes: [(err as Error).message] };
    }
  },
};

export const inequalitySolvers: SolverTable = {
  linear_inequality: inequalitySolver,
  quadratic_inequality: inequalitySolver,
};
