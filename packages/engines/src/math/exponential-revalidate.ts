// Checking an answer to an exponential or logarithmic equation independently: substitution, the
// logarithms' domain, and a sign-change scan for roots the answer misses; and the Solution it goes into.
import { compile } from 'mathjs';
import { answerFor, difference, rootsOf, solutionOf } from './equation-answers.ts';
import { sortRoots } from './polynomial-equations.ts';
import { argsOf, fnName, parseOrNull as safeParse } from './tree.ts';
import type { Check, Reading, Solution, Step } from './types.ts';
import { checkRoots, evalComplex } from './verify.ts';

export function noPositiveSolution(reading: Reading, steps: Step[], why: string): Solution {
  steps.push({ hint: 'No solution', explanation: why });
  const answer = answerFor(reading.variable ?? 'x', []);
  return solutionOf(reading, steps, answer, revalidateExponential(reading, answer.text), 'studybot');
}

export function finishExponential(reading: Reading, steps: Step[], roots: string[]): Solution {
  const v = reading.variable ?? 'x';
  const answer = answerFor(v, sortRoots(roots));
  steps.push({ hint: 'Write the solutions', explanation: answer.text, latex: answer.latex });
  return solutionOf(reading, steps, answer, revalidateExponential(reading, answer.text), 'studybot');
}

/** Real roots of lhs − rhs found by a sign-change scan on [−50, 50], refined by bisection. */
function scanRealRoots(expr: string, v: string): number[] {
  let f: (x: number) => number;
  try {
    const code = compile(difference(expr));
    f = (x) => {
      const y = code.evaluate({ [v]: x }) as unknown;
      return typeof y === 'number' ? y : Number.NaN;
    };
  } catch {
    return [];
  }
  const found: number[] = [];
  const step = 0.01;
  let prevX = -50;
  let prevY = f(prevX);
  for (let i = 1; i <= 10000; i++) {
    const x = -50 + i * step;
    const y = f(x);
    if (Number.isFinite(prevY) && Number.isFinite(y) && (prevY === 0 || Math.sign(prevY) !== Math.sign(y))) {
      let [lo, hi, flo] = [prevX, x, prevY];
      for (let k = 0; k < 80; k++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
        else hi = mid;
      }
      const root = (lo + hi) / 2;
      // A sign change across a jump (not a root) leaves a large value at the midpoint.
      if (Math.abs(f(root)) < 1e-6 * (1 + Math.abs(prevY) + Math.abs(y))) found.push(root);
    }
    prevX = x;
    prevY = y;
  }
  return found.filter((r, i) => i === 0 || Math.abs(r - found[i - 1]!) > 1e-6);
}

export function revalidateExponential(reading: Reading, answer: string): Check {
  const v = reading.variable ?? 'x';
  const roots = rootsOf(answer);
  const notes: string[] = [];
  let ok = true;
  if (roots.length > 0) {
    const sub1 = checkRoots(reading.expression, v, roots);
    ok = sub1.ok;
    notes.push(...sub1.notes);
  }
  const node = safeParse(difference(reading.expression));
  const logArgs = node ? node.filter((n) => fnName(n) === 'log').map((n) => argsOf(n)[0]!.toString()) : [];
  for (const r of roots) {
    const x = evalComplex(r);
    if (!x || Math.abs(x.im) > 1e-12) {
      ok = false;
      notes.push(`${v} = ${r} is not real`);
      continue;
    }
    for (const a of logArgs) {
      const value = evalComplex(a, { [v]: x.re });
      if (!value || Math.abs(value.im) > 1e-12 || value.re <= 0) {
        ok = false;
        notes.push(`${v} = ${r} is outside the domain: log(${a}) is undefined there`);
      }
    }
  }
  const scanned = scanRealRoots(reading.expression, v);
  const values = roots.map((r) => evalComplex(r)?.re ?? Number.NaN);
  const missed = scanned.filter((s) => !values.some((x) => Math.abs(x - s) < 1e-6 * (1 + Math.abs(s))));
  if (missed.length > 0) {
    ok = false;
    notes.push(
      `a sign-change scan finds ${missed.map((m) => `${v} ≈ ${Number(m.toPrecision(10))}`).join(', ')}, which the answer misses`,
    );
  } else notes.push('a sign-change scan on [−50, 50] finds no other real roots');
  return { ok, notes };
}
