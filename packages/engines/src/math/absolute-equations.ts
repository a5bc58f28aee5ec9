// Equations with absolute values. One absolute value: isolate it, |A| = B, and split into A = B or
// A = −B. Two that are equal, |A| = |B|: A = B or A = −B. Otherwise, with linear insides: one case per
// stretch of the number line where every inside keeps its sign. Each case is a polynomial equation, and
// every candidate is checked in the original equation (absolute-revalidate.ts checks the answer).
import nerdamer from 'nerdamer-prime';
import { revalidateAbsolute } from './absolute-revalidate.ts';
import {
  hasAbsoluteValue,
  isReal,
  piece,
  type Setup,
  setup,
  signsAt,
  stretches,
  value,
} from './absolute-terms.ts';
import { guarded } from './algebra.ts';
import { answerFor, sides, solutionOf } from './equation-answers.ts';
import { polynomialRoots, sortRoots } from './polynomial-equations.ts';
import { texOf, tidyText, writtenText } from './present.ts';
import {
  contentOf,
  deg,
  div,
  eqQ,
  isZero,
  mul,
  neg,
  type Poly,
  padd,
  pdivmod,
  polyText,
  pscale,
  psub,
  type Q,
  q,
  qText,
  sub,
  toNumber,
} from './rational.ts';
import { fnName, parseOrNull, unwrap } from './tree.ts';
import { CannotSolveError, type Reading, type Solution, type Solver, type Step } from './types.ts';
import { checkRoots, evalComplex } from './verify.ts';

const bar = (inside: string) => `|${inside}|`;
/** −A as a student writes it: −x, −(x-2). */
const opposite = (inside: string) => (/^[\w.]+$/.test(inside) ? `−${inside}` : `−(${inside})`);

/** The real roots of p = 0 (exact), or CannotSolve when p is 0 for every x. */
function caseRoots(p: Poly, v: string, steps: Step[]): string[] {
  if (p.length === 0)
    throw new CannotSolveError(
      'the equation holds for every number in an interval, which cannot be written as a list of solutions',
    );
  if (deg(p) < 1) return [];
  const { roots } = polynomialRoots(contentOf(p).primitive, v, steps);
  return roots.filter(isReal);
}

/** Solve one case, A = B, with its own short steps (none when it already reads v = number). */
function solveCase(label: string, lhs: Poly, rhs: Poly, v: string, steps: Step[]): string[] {
  const p = psub(lhs, rhs);
  const equation = `${polyText(lhs, v)} = ${polyText(rhs, v)}`;
  const inner: Step[] = [];
  const roots = caseRoots(p, v, inner);
  if (polyText(lhs, v) === v && deg(rhs) < 1) return roots;
  const found =
    roots.length === 0 ? 'no real solution' : roots.map((r) => `${v} = ${tidyText(r)}`).join(' or ');
  const quadratic = deg(p) === 2;
  const discriminant = quadratic ? sub(mul(p[1]!, p[1]!), mul(q(4), mul(p[2]!, p[0]!))) : q(0);
  steps.push({
    hint: label,
    explanation:
      quadratic && roots.length === 0
        ? `${equation}, that is ${polyText(p, v)} = 0, has no real solution: its discriminant ${qText(discriminant)} is negative.`
        : `${equation} gives ${found}.`,
    latex: `${texOf(polyText(lhs, v))} = ${texOf(polyText(rhs, v))}`,
  });
  if (deg(p) > 1 && roots.length > 0) steps.push(...inner);
  return roots;
}

/** The two sides of the original equation at a candidate, exactly when nerdamer can, else rounded. */
function sideValue(side: string, v: string, root: string): string {
  try {
    const exact = tidyText(nerdamer(side, { [v]: root }).toString());
    if (!/abs|\^\(?-?\d+\.\d/.test(exact)) return exact;
  } catch {
    // fall back to a number
  }
  return String(Number((evalComplex(side, { [v]: evalComplex(root) })?.re ?? Number.NaN).toPrecision(10)));
}

/** Substitute each candidate into the original; keep those that make both sides equal. */
function checkCandidates(reading: Reading, v: string, candidates: string[], steps: Step[]): string[] {
  const [lhs, rhs] = sides(reading.expression);
  const kept: string[] = [];
  const lines: string[] = [];
  for (const r of sortRoots(candidates)) {
    if (kept.some((k) => Math.abs(value(k) - value(r)) < 1e-9)) continue;
    const good = checkRoots(reading.expression, v, [r]).ok;
    const [l, rr] = [sideValue(lhs, v, r), sideValue(rhs, v, r)];
    lines.push(
      good
        ? `${v} = ${tidyText(r)}: both sides are ${l} ✓`
        : `${v} = ${tidyText(r)}: the left side is ${l} but the right side is ${rr}, so it is not a solution`,
    );
    if (good) kept.push(r);
  }
  if (lines.length > 0)
    steps.push({ hint: 'Check each solution in the original equation', explanation: `${lines.join('; ')}.` });
  return kept;
}

function finish(reading: Reading, steps: Step[], roots: string[]): Solution {
  const v = reading.variable ?? 'x';
  const answer = answerFor(v, sortRoots(roots));
  steps.push({ hint: 'Write the solutions', explanation: answer.text, latex: answer.latex });
  return solutionOf(reading, steps, answer, revalidateAbsolute(reading, answer.text), 'studybot');
}

/** |A| = B with B from the rest of the equation: c·|A| + g = 0 gives B = −g/c. */
function isolate(s: Setup): { c: Poly; B: Poly } | null {
  const plus = piece(s, [1]);
  const minus = piece(s, [-1]);
  const half = q(1, 2);
  const cA = pscale(psub(plus, minus), half);
  const g = pscale(padd(plus, minus), half);
  const { quotient, remainder } = pdivmod(cA, s.insides[0]!);
  if (remainder.length > 0 || deg(quotient) !== 0) return null;
  return { c: quotient, B: pscale(g, neg(div(q(1), quotient[0]!))) };
}

function solveOne(reading: Reading, s: Setup): Solution {
  const { v } = s;
  const A = s.insides[0]!;
  const iso = isolate(s);
  if (!iso) throw new CannotSolveError('this absolute value cannot be isolated');
  const { B } = iso;
  const a = bar(s.written[0]!);
  const steps: Step[] = [];
  const [lhs, rhs] = sides(reading.expression);
  const alone = (side: string) => {
    const n = parseOrNull(side);
    return n !== null && fnName(unwrap(n)) === 'abs';
  };
  const c = Math.abs(toNumber(iso.c[0]!));
  const shown = `${a} = ${polyText(B, v)}`;
  if (!(alone(lhs) && writtenText(rhs) === polyText(B, v)))
    steps.push({
      hint:
        alone(rhs) && writtenText(lhs) === polyText(B, v) ? 'Swap the sides' : 'Isolate the absolute value',
      explanation:
        alone(rhs) && writtenText(lhs) === polyText(B, v)
          ? `Write the absolute value on the left: ${shown}.`
          : `Move everything else to the other side${c !== 1 ? ` and divide both sides by ${tidyText(String(c))}` : ''}: ${shown}.`,
      latex: `\\left|${texOf(s.written[0]!)}\\right| = ${texOf(polyText(B, v))}`,
    });
  if (deg(B) < 1) {
    const b = B[0] ?? q(0);
    if (b.n < 0n) {
      steps.push({
        hint: 'An absolute value is never negative',
        explanation: `${a} is a distance from 0, so it is never negative and can never equal ${polyText(B, v)}. There is no solution.`,
      });
      return finish(reading, steps, []);
    }
    if (isZero(b)) {
      steps.push({
        hint: 'Only 0 has absolute value 0',
        explanation: `${a} = 0 only when ${s.written[0]} = 0.`,
      });
      const roots = solveCase('Solve it', A, [], v, steps);
      return finish(reading, steps, checkCandidates(reading, v, roots, steps));
    }
    steps.push({
      hint: 'Split into two cases',
      explanation: `${a} = ${polyText(B, v)} means ${s.written[0]} is ${polyText(B, v)} away from 0: ${s.written[0]} = ${polyText(B, v)} or ${s.written[0]} = ${polyText(neg1(B), v)}.`,
    });
  } else
    steps.push({
      hint: 'Split into two cases',
      explanation: `${a} = ${polyText(B, v)} means ${s.written[0]} = ${polyText(B, v)} or ${s.written[0]} = ${opposite(polyText(B, v))}. An absolute value is never negative, so a solution must also make ${polyText(B, v)} ≥ 0: check each one at the end.`,
    });
  const first = solveCase('Case 1', A, B, v, steps);
  const second = solveCase('Case 2', A, neg1(B), v, steps);
  return finish(reading, steps, checkCandidates(reading, v, [...first, ...second], steps));
}

const neg1 = (p: Poly): Poly => p.map((k) => neg(k));

/** c·|A| − c·|B| = 0: A = B or A = −B. */
function solveEqualAbsolutes(reading: Reading, s: Setup): Solution | null {
  if (s.abs.length !== 2) return null;
  const pattern = [
    [1, 1],
    [-1, -1],
  ].map((signs) => piece(s, signs));
  // f = c·(|A| − |B|) exactly when f(+,+) + f(−,−) = 0 (nothing else) and f(+,+) is a multiple of A − B.
  const [A, B] = s.insides as [Poly, Poly];
  if (padd(pattern[0]!, pattern[1]!).length > 0 || !isMultiple(pattern[0]!, psub(A, B))) return null;
  const [a, b] = [bar(s.written[0]!), bar(s.written[1]!)];
  const steps: Step[] = [
    {
      hint: 'Split into two cases',
      explanation: `${a} = ${b} means the two insides are equal or opposite: ${s.written[0]} = ${s.written[1]} or ${s.written[0]} = ${opposite(s.written[1]!)}.`,
      latex: `\\left|${texOf(s.written[0]!)}\\right| = \\left|${texOf(s.written[1]!)}\\right|`,
    },
  ];
  const first = solveCase('Case 1', A, B, s.v, steps);
  const second = solveCase('Case 2', A, neg1(B), s.v, steps);
  return finish(reading, steps, checkCandidates(reading, s.v, [...first, ...second], steps));
}

/** Whether p = k·r for a number k ≠ 0. */
function isMultiple(p: Poly, r: Poly): boolean {
  const i = r.findIndex((k) => !isZero(k));
  if (i < 0 || !p[i] || isZero(p[i]!)) return false;
  return psub(p, pscale(r, div(p[i]!, r[i]!))).length === 0;
}

/** Where each (linear) inside is zero, exactly, in increasing order and each once. */
function breakpoints(s: Setup): Q[] {
  const points = s.insides.map((p) => {
    if (deg(p) !== 1)
      throw new CannotSolveError('with several absolute values, only linear insides are supported');
    return div(neg(p[0]!), p[1]!);
  });
  return points
    .filter((x, i) => points.findIndex((y) => eqQ(x, y)) === i)
    .sort((x, y) => toNumber(x) - toNumber(y));
}

function solveByRegions(reading: Reading, s: Setup): Solution {
  const points = breakpoints(s);
  const at = (x: number) => qText(points.find((p) => toNumber(p) === x)!);
  const steps: Step[] = [
    {
      hint: 'Find where each inside changes sign',
      explanation: `${s.written.map((w, i) => `${w} changes sign at ${s.v} = ${qText(div(neg(s.insides[i]![0]!), s.insides[i]![1]!))}`).join('; ')}. Between these points each inside keeps its sign, so each absolute value is the inside or its opposite.`,
    },
  ];
  const candidates: string[] = [];
  for (const { lo, hi, mid } of stretches(points.map(toNumber))) {
    const signs = signsAt(s, mid);
    const p = piece(s, signs);
    const region = !Number.isFinite(lo)
      ? `${s.v} < ${at(hi)}`
      : !Number.isFinite(hi)
        ? `${s.v} ≥ ${at(lo)}`
        : `${at(lo)} ≤ ${s.v} < ${at(hi)}`;
    const rewritten = s.written.map((w, i) => `${bar(w)} = ${signs[i]! > 0 ? w : opposite(w)}`).join(', ');
    const roots = caseRoots(p, s.v, []);
    const inside = roots.filter((r) => value(r) >= lo - 1e-9 && value(r) < hi + 1e-9);
    candidates.push(...inside);
    const found = roots.map((r) => `${s.v} = ${tidyText(r)}`).join(' or ');
    steps.push({
      hint: `Solve for ${region}`,
      explanation: `Here ${rewritten}, so the equation becomes ${polyText(p, s.v)} = 0${
        roots.length === 0
          ? ', which has no solution.'
          : inside.length === roots.length
            ? `: ${found}.`
            : `: ${found}, ${inside.length ? 'but only part of it lies' : 'which is not'} in this stretch.`
      }`,
      latex: `${texOf(polyText(p, s.v))} = 0`,
    });
  }
  return finish(reading, steps, checkCandidates(reading, s.v, candidates, steps));
}

export function solveAbsoluteEquation(reading: Reading): Solution {
  const s = setup(reading);
  if (s.abs.length === 1) return solveOne(reading, s);
  return solveEqualAbsolutes(reading, s) ?? solveByRegions(reading, s);
}

/** A solver for equations, sending those with an absolute value of the unknown to this module. */
export function withAbsoluteValues(solver: Solver): Solver {
  const check = guarded(revalidateAbsolute);
  return {
    solve: (reading) => (hasAbsoluteValue(reading) ? solveAbsoluteEquation(reading) : solver.solve(reading)),
    revalidate: (reading, answer) =>
      hasAbsoluteValue(reading) ? check(reading, answer) : solver.revalidate(reading, answer),
  };
}
