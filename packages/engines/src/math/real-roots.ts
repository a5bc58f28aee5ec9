// "Find the real roots of …": the equation solvers give every root, complex ones included; a
// question that asks for real roots keeps only those, says which it left out, and is re-checked
// against the real roots of the full answer.
import { answerFor, merge, rootsOf } from './equation-answers.ts';
import { sameRoots } from './polynomial.ts';
import type { Check, Reading, Solution } from './types.ts';
import { checkRoots, evalComplex } from './verify.ts';

const isReal = (root: string) => Math.abs(evalComplex(root)?.im ?? 1) < 1e-12;

const ROOT_ANSWER = /^[a-z] = /;

/** The solution with only its real roots, when the reading asks for real roots only. */
export function keepRealRoots(reading: Reading, solution: Solution): Solution {
  const text = solution.final_answer.text;
  if (!reading.real_only || !ROOT_ANSWER.test(text)) return solution;
  const roots = rootsOf(text);
  const real = roots.filter(isReal);
  if (real.length === roots.length) return solution;
  const v = reading.variable ?? 'x';
  const answer = answerFor(v, real);
  const left = roots.filter((r) => !isReal(r));
  return {
    ...solution,
    steps: [
      ...solution.steps,
      {
        hint: 'Keep the real roots',
        explanation: `The question asks for real roots, so ${left.map((r) => `${v} = ${r}`).join(' and ')} ${left.length > 1 ? 'are' : 'is'} left out: ${left.length > 1 ? 'they are' : 'it is'} not real.${real.length ? '' : ' No root is real.'}`,
      },
      { hint: 'Write the real solutions', explanation: answer.text, latex: answer.latex },
    ],
    final_answer: answer,
    validation: {
      ok: solution.validation.ok,
      notes: [
        ...solution.validation.notes,
        `${left.length} complex root${left.length > 1 ? 's' : ''} left out, as asked`,
      ],
    },
  };
}

/** Checks a stated answer to a real-roots question: exactly the real roots of the full answer. */
export function revalidateRealRoots(reading: Reading, answer: string, full: Solution): Check {
  const v = reading.variable ?? 'x';
  const expected = rootsOf(full.final_answer.text).filter(isReal);
  const stated = rootsOf(answer);
  const substituted = stated.length ? checkRoots(reading.expression, v, stated) : { ok: true, notes: [] };
  const complete = sameRoots(stated, expected)
    ? { ok: true, notes: ['the answer has every real root'] }
    : { ok: false, notes: [`the real roots are ${expected.length ? expected.join(', ') : 'none'}`] };
  return merge(substituted, complete);
}
