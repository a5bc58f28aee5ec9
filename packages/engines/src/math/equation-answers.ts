// What every equation solver shares: the two sides of an equation, answer texts ("x = 2 or x = 3") and
// the Solution record they go into.
import { rootsAnswer } from './polynomial.ts';
import { eqQ, isZero, neg, ONE, type Q, qText } from './rational.ts';
import { CannotSolveError, type Check, type Reading, type Solution, type Step } from './types.ts';

export const merge = (...checks: Check[]): Check => ({
  ok: checks.every((c) => c.ok),
  notes: checks.flatMap((c) => c.notes),
});

export function sides(expr: string): [string, string] {
  const parts = expr.split('=');
  if (parts.length !== 2 || !parts[0]!.trim() || !parts[1]!.trim())
    throw new CannotSolveError('expected one equation with a single "="');
  return [parts[0]!, parts[1]!];
}

export const difference = (expr: string) => {
  const [lhs, rhs] = sides(expr);
  return `(${lhs})-(${rhs})`;
};

/** Roots of "x = 2 or x = 3" (or none for "no solution"). */
export function rootsOf(answer: string): string[] {
  if (/^\s*no solution\s*$/i.test(answer)) return [];
  return answer.split(' or ').map((part) => part.split('=')[1]?.trim() ?? '');
}

export function answerFor(v: string, roots: string[]): { text: string; latex: string } {
  return roots.length > 0 ? rootsAnswer(v, roots) : { text: 'no solution', latex: '\\text{no solution}' };
}

export function solutionOf(
  reading: Reading,
  steps: Step[],
  answer: { text: string; latex: string },
  validation: Check,
  source: string,
): Solution {
  return { task_type: reading.task_type, steps, final_answer: answer, validation, source };
}

/** Σ coefficient·atom written as text: [[2, 'log(3)'], [-1, '1']] → "2*log(3)-1". */
export function combo(terms: [Q, string][]): string {
  let out = '';
  for (const [c, atom] of terms) {
    if (isZero(c)) continue;
    const mag = c.n < 0n ? neg(c) : c;
    const body =
      atom === '1'
        ? qText(mag)
        : eqQ(mag, ONE)
          ? atom
          : `${mag.d === 1n ? qText(mag) : `(${qText(mag)})`}*${atom}`;
    out += c.n < 0n ? `-${body}` : out ? `+${body}` : body;
  }
  return out || '0';
}
