/// <reference path="./mathsteps.d.ts" />
// Steps borrowed from mathsteps, reworded for students. Callers use them only when mathsteps agrees with the CAS.
import mathsteps, { type MathstepsEquation, type MathstepsStep } from 'mathsteps';
import { mathstepsTex, mathstepsText, tidyText } from './present.ts';
import type { Step } from './types.ts';

/** A change type without a title below, as words: "ADD_TO_BOTH_SIDES" → "Add to both sides". */
export function humanize(changeType: string): string {
  const s = changeType.toLowerCase().replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What each both-sides move says, given the number it uses (never negative: see equationStepTitle). */
const BOTH_SIDES: Record<string, (n: string) => string> = {
  ADD_TO_BOTH_SIDES: (n) => `Add ${n} to both sides`,
  SUBTRACT_FROM_BOTH_SIDES: (n) => `Subtract ${n} from both sides`,
  MULTIPLY_TO_BOTH_SIDES: (n) => `Multiply both sides by ${n}`,
  MULTIPLY_BOTH_SIDES_BY_INVERSE_FRACTION: (n) => `Multiply both sides by ${n}`,
  DIVIDE_FROM_BOTH_SIDES: (n) => `Divide both sides by ${n}`,
};

/** Adding a negative number is subtracting it, and the other way round. */
const OPPOSITE: Record<string, string> = {
  ADD_TO_BOTH_SIDES: 'SUBTRACT_FROM_BOTH_SIDES',
  SUBTRACT_FROM_BOTH_SIDES: 'ADD_TO_BOTH_SIDES',
};

/** Every mathsteps change type, in the words a teacher uses. */
const TITLES: Record<string, string> = {
  NO_CHANGE: 'Nothing to change',
  SIMPLIFY_ARITHMETIC: 'Do the arithmetic',
  DIVISION_BY_NEGATIVE_ONE: 'Dividing by −1 changes the sign',
  DIVISION_BY_ONE: 'Dividing by 1 changes nothing',
  MULTIPLY_BY_ZERO: 'Anything times 0 is 0',
  REARRANGE_COEFF: 'Put the number in front',
  REDUCE_EXPONENT_BY_ZERO: 'Anything to the power 0 is 1',
  REDUCE_ZERO_NUMERATOR: '0 divided by anything is 0',
  REMOVE_ADDING_ZERO: 'Adding 0 changes nothing',
  REMOVE_EXPONENT_BY_ONE: 'A power of 1 changes nothing',
  REMOVE_EXPONENT_BASE_ONE: '1 to any power is 1',
  REMOVE_MULTIPLYING_BY_NEGATIVE_ONE: 'Multiplying by −1 changes the sign',
  REMOVE_MULTIPLYING_BY_ONE: 'Multiplying by 1 changes nothing',
  RESOLVE_DOUBLE_MINUS: 'Subtracting a negative is adding',
  COLLECT_AND_COMBINE_LIKE_TERMS: 'Combine like terms',
  COLLECT_LIKE_TERMS: 'Group like terms',
  COLLECT_CONSTANT_EXPONENTS: 'Add the exponents',
  ADD_COEFFICIENT_OF_ONE: 'Write the coefficient 1',
  ADD_POLYNOMIAL_TERMS: 'Add like terms',
  GROUP_COEFFICIENTS: 'Group the coefficients',
  UNARY_MINUS_TO_NEGATIVE_ONE: 'Write the minus sign as −1',
  ADD_EXPONENT_OF_ONE: 'Write the exponent 1',
  COLLECT_POLYNOMIAL_EXPONENTS: 'Add the exponents',
  MULTIPLY_COEFFICIENTS: 'Multiply the coefficients',
  MULTIPLY_POLYNOMIAL_TERMS: 'Multiply the terms',
  BREAK_UP_FRACTION: 'Split the fraction',
  CANCEL_MINUSES: 'Cancel the minus signs',
  CANCEL_TERMS: 'Cancel common factors',
  SIMPLIFY_FRACTION: 'Simplify the fraction',
  SIMPLIFY_SIGNS: 'Simplify the signs',
  FIND_GCD: 'Find the greatest common factor',
  CANCEL_GCD: 'Cancel the greatest common factor',
  CONVERT_MIXED_NUMBER_TO_IMPROPER_FRACTION: 'Write the mixed number as an improper fraction',
  IMPROPER_FRACTION_NUMERATOR: 'Work out the numerator',
  ADD_FRACTIONS: 'Add the fractions',
  ADD_NUMERATORS: 'Add the numerators',
  COMBINE_NUMERATORS: 'Combine the numerators',
  COMMON_DENOMINATOR: 'Use a common denominator',
  CONVERT_INTEGER_TO_FRACTION: 'Write the whole number as a fraction',
  DIVIDE_FRACTION_FOR_ADDITION: 'Split into separate fractions',
  MULTIPLY_DENOMINATORS: 'Multiply the denominators',
  MULTIPLY_NUMERATORS: 'Multiply the numerators',
  MULTIPLY_FRACTIONS: 'Multiply the fractions',
  SIMPLIFY_DIVISION: 'Simplify the division',
  MULTIPLY_BY_INVERSE: 'Multiply by the reciprocal',
  DISTRIBUTE: 'Distribute',
  DISTRIBUTE_NEGATIVE_ONE: 'Distribute the minus sign',
  SIMPLIFY_TERMS: 'Simplify the terms',
  EXPAND_EXPONENT: 'Expand the power',
  ABSOLUTE_VALUE: 'Take the absolute value',
  CANCEL_EXPONENT: 'Cancel the exponent',
  CANCEL_EXPONENT_AND_ROOT: 'A root undoes the power',
  CANCEL_ROOT: 'Cancel the root',
  COMBINE_UNDER_ROOT: 'Combine under one root',
  CONVERT_MULTIPLICATION_TO_EXPONENT: 'Write the product as a power',
  DISTRIBUTE_NTH_ROOT: 'Take the root of each factor',
  EVALUATE_DISTRIBUTED_NTH_ROOT: 'Evaluate each root',
  FACTOR_INTO_PRIMES: 'Factor into primes',
  GROUP_TERMS_BY_ROOT: 'Group the factors in pairs',
  NTH_ROOT_VALUE: 'Evaluate the root',
  ADD_NTH_ROOTS: 'Add the roots',
  MULTIPLY_NTH_ROOTS: 'Multiply the roots',
  MULTIPLY_BOTH_SIDES_BY_NEGATIVE_ONE: 'Multiply both sides by −1',
  SIMPLIFY_LEFT_SIDE: 'Simplify the left side',
  SIMPLIFY_RIGHT_SIDE: 'Simplify the right side',
  SWAP_SIDES: 'Swap the sides',
  FIND_ROOTS: 'Find the roots',
  STATEMENT_IS_TRUE: 'The statement is true',
  STATEMENT_IS_FALSE: 'The statement is false',
  FACTOR_SYMBOL: 'Take out the common factor',
  FACTOR_DIFFERENCE_OF_SQUARES: 'Use the difference of squares',
  FACTOR_PERFECT_SQUARE: 'Recognise a perfect square',
  FACTOR_SUM_PRODUCT_RULE: 'Factor the trinomial',
  BREAK_UP_TERM: 'Split the term',
};

/** A number or term as a title shows it: "12/1" → "12", "45/100" → "9/20", "2 x" → "2x", "-3" → "−3". */
function termForTitle(node: unknown): string | undefined {
  const written = mathstepsText(node);
  if (!written) return undefined;
  const shown = /[a-z]/i.test(written) ? written.replace(/\s+/g, '') : tidyText(written);
  return shown.replace(/^-/, '−');
}

/**
 * A step title a student reads naturally: "Subtract 3 from both sides", "Divide both sides by 2".
 * The number is the one mathsteps applied to the right side; "Add −2" is said as "Subtract 2".
 */
export function equationStepTitle(step: MathstepsStep): string {
  const applied = step.newEquation?.rightNode?.args?.[1];
  let type = step.changeType;
  let n = applied ? termForTitle(applied) : undefined;
  if (n?.startsWith('−') && OPPOSITE[type]) {
    type = OPPOSITE[type]!;
    n = n.slice(1);
  }
  const both = BOTH_SIDES[type];
  if (both && n) return both(n);
  return TITLES[step.changeType] ?? humanize(step.changeType);
}

/** A mathsteps equation as LaTeX and as readable text (machine-readable, with spaces). */
export function equationTex(eq: MathstepsEquation | undefined): string | undefined {
  if (!eq) return undefined;
  const [l, r] = [mathstepsTex(eq.leftNode), mathstepsTex(eq.rightNode)];
  return l && r ? `${l} ${eq.comparator === '=' ? '=' : eq.comparator} ${r}` : eq.latex();
}

export function equationText(eq: MathstepsEquation | undefined): string {
  if (!eq) return '';
  const [l, r] = [mathstepsText(eq.leftNode), mathstepsText(eq.rightNode)];
  return l && r ? `${l} ${eq.comparator} ${r}` : eq.ascii();
}

/** A mathsteps step in an equation, for a student. */
export function equationStep(step: MathstepsStep): Step {
  return {
    hint: equationStepTitle(step),
    explanation: `${equationText(step.oldEquation)} → ${equationText(step.newEquation)}`,
    latex: equationTex(step.newEquation),
  };
}

/** mathsteps' simplification steps for an expression, or none when it cannot simplify it. */
export function mathstepsSimplifySteps(expr: string): Step[] {
  try {
    return mathsteps.simplifyExpression(expr).map((st: MathstepsStep) => ({
      hint: TITLES[st.changeType] ?? humanize(st.changeType),
      explanation: `${mathstepsText(st.oldNode) ?? st.oldNode?.toString() ?? ''} → ${mathstepsText(st.newNode) ?? st.newNode?.toString() ?? ''}`,
      latex: mathstepsTex(st.newNode) ?? st.newNode?.toTex(),
    }));
  } catch {
    return [];
  }
}
