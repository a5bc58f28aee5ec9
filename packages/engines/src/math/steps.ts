/// <reference path="./mathsteps.d.ts" />
// Steps borrowed from mathsteps, reworded for students. Callers use them only when mathsteps agrees with the CAS.
import mathsteps, { type MathstepsStep } from 'mathsteps';
import type { Step } from './types.ts';

/** A mathsteps change type as a step title: "ADD_TO_BOTH_SIDES" → "Add to both sides". */
export function humanize(changeType: string): string {
  const s = changeType.toLowerCase().replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
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
