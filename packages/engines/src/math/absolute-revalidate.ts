// Checking an answer to an absolute-value equation from scratch: substitution, and every real root
// found numerically, stretch by stretch (where each inside keeps its sign the equation is a polynomial).

import { isReal, piece, type Setup, setup, signsAt, stretches, value } from './absolute-terms.ts';
import { merge, rootsOf } from './equation-answers.ts';
import { deg, numericRoots, squareFree } from './rational.ts';
import type { Check, Reading } from './types.ts';
import { checkRoots } from './verify.ts';

/** Every real root of lhs − rhs: on each stretch between the insides' real zeros, a polynomial's roots. */
function allRealRoots(s: Setup): number[] | 'interval' {
  const cuts = s.insides
    .flatMap((p) => (deg(p) < 1 ? [] : numericRoots(squareFree(p))))
    .filter((z) => Math.abs(z.im) < 1e-9)
    .map((z) => z.re)
    .sort((x, y) => x - y);
  const found: number[] = [];
  for (const { lo, hi, mid } of stretches(cuts)) {
    if (hi - lo < 1e-12) continue;
    const p = piece(s, signsAt(s, mid));
    if (p.length === 0) return 'interval';
    if (deg(p) < 1) continue;
    for (const z of numericRoots(squareFree(p)))
      if (Math.abs(z.im) < 1e-7 && z.re >= lo - 1e-7 && z.re <= hi + 1e-7) found.push(z.re);
  }
  return found.filter((r, i) => found.findIndex((x) => Math.abs(x - r) < 1e-7 * (1 + Math.abs(r))) === i);
}

export function revalidateAbsolute(reading: Reading, answer: string): Check {
  const s = setup(reading);
  const roots = rootsOf(answer);
  const notes: string[] = [];
  let ok = true;
  const complex = roots.filter((r) => !isReal(r));
  if (complex.length > 0) {
    ok = false;
    notes.push(`${complex.join(', ')} ${complex.length > 1 ? 'are' : 'is'} not a real number`);
  }
  const substituted = roots.length > 0 ? checkRoots(reading.expression, s.v, roots) : { ok: true, notes: [] };
  const truth = allRealRoots(s);
  if (truth === 'interval')
    return {
      ok: false,
      notes: ['the equation holds on a whole interval, so a list of solutions cannot be right'],
    };
  const values = roots.map(value);
  const missed = truth.filter((t) => !values.some((x) => Math.abs(x - t) < 1e-6 * (1 + Math.abs(t))));
  if (missed.length > 0) {
    ok = false;
    notes.push(`the answer misses ${missed.map((m) => `${s.v} ≈ ${Number(m.toPrecision(10))}`).join(', ')}`);
  } else
    notes.push(
      truth.length > 0
        ? 'solving the equation numerically on each stretch where the insides keep their sign finds no other solutions'
        : 'solving the equation numerically on each stretch where the insides keep their sign finds no solutions',
    );
  return merge(substituted, { ok, notes });
}
