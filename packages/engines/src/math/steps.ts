/// <reference path="./mathsteps.d.ts" />
// Steps borrowed from mathsteps, reworded for students. Callers use them only when mathsteps agrees with the CAS.
import mathsteps, { type MathstepsStep } from 'mathsteps';
import type { Step } from './types.ts';

/** A mathsteps change type as a step title: "ADD_TO_BOTH_SIDES" → "Add to both sides". */
export function humanize(changeType: string): string {
  const s = changeType.toLowerCase().replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What each both-sides move says, given the number it uses. */
const BOTH_SIDES: Record<string, (n: string) => string> = {
  ADD_TO_BOTH_SIDES: (n) => `Add ${n} to both sides`,
  SUBTRACT_FROM_BOTH_SIDES: (n) => `Subtract ${n} from both sides`,
  MULTIPLY_TO_BOTH_SIDES: (n) => `Multiply both sides by ${n}`,
  MULTIPLY_BOTH_SIDES_BY_INVERSE_FRACTION: (n) => `Multiply both sides by ${n}`,
  DIVIDE_FROM_BOTH_SIDES: (n) => `Divide both sides by ${n}`,
};

const PLAIN_TITLES: Record<string, string> = {
  MULTIPLY_BOTH_SIDES_BY_NEGATIVE_ONE: 'Multiply both sides by −1',
  SIMPLIFY_LEFT_SIDE: 'Simplify the left side',
  SIMPLIFY_RIGHT_SIDE: 'Simplify the right side',
  SIMPLIFY_ARITHMETIC: 'Do the arithmetic',
  SIMPLIFY_FRACTION: 'Simplify the fraction',
  SWAP_SIDES: 'Swap the sides',
};

/**
 * A step title a student reads naturally: "Subtract 3 from both sides", "Divide both sides by 2".
 * The number is the one mathsteps applied to the right side.
 */
export function equationStepTitle(step: MathstepsStep): string {
  const both = BOTH_SIDES[step.changeType];
  const applied = step.newEquation?.rightNode?.args?.[1]?.toString();
  if (both && applied) return both(applied.replace(/\s+/g, '').replace(/^-/, '−'));
  return PLAIN_TITLES[step.changeType] ?? humanize(step.changeType);
}

/** mathsteps' simplification steps for an expression, or none when it cannot simplify it. */
export function mathstepsSimplifySteps(expr: string): Step[] {
  try {
    return mathsteps.simplifyExpression(expr).map((st: MathstepsStep) => ({
      hint: humanize(st.changeType),
      explanation: `${st.oldNode?.toString() ?? ''} → ${st.newNode?.toString() ?? ''}`,
      latex: st.newNode?.toTex(),
    }));
  } catch {
    return [];
  }
}
