import type { MathCheckLine, MathTaskType } from '@studybot/contract';

const TASK_LABELS: Record<MathTaskType, string> = {
  arithmetic: 'Arithmetic',
  fractions: 'Fractions',
  percent: 'Percentages',
  simplify: 'Simplify',
  expand: 'Expand',
  factor: 'Factor',
  linear_equation: 'Linear equation',
  quadratic_equation: 'Quadratic equation',
  polynomial_equation: 'Polynomial equation',
  system_of_equations: 'System of equations',
  linear_inequality: 'Linear inequality',
  quadratic_inequality: 'Quadratic inequality',
  exponential_equation: 'Exponential equation',
  derivative: 'Derivative',
  indefinite_integral: 'Indefinite integral',
  definite_integral: 'Definite integral',
  limit: 'Limit',
};

/** `quadratic_equation` (or the saved topic "quadratic equation") → "Quadratic equation". */
export function taskLabel(task: string): string {
  const known = TASK_LABELS[task.replaceAll(' ', '_') as MathTaskType];
  if (known) return known;
  const words = task.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Mistake = NonNullable<MathCheckLine['mistake']>;

const MISTAKE_LABELS: Record<Mistake, string> = {
  sign_error: 'Sign error',
  dropped_term: 'Dropped term',
  wrong_rule: 'Wrong rule',
  arithmetic: 'Arithmetic slip',
  other: 'Mistake',
};

export function mistakeLabel(mistake: Mistake): string {
  return MISTAKE_LABELS[mistake];
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Spec thresholds: 0.88 and above is high (green), 0.7 and above medium (yellow), else low (red). */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.88) return 'high';
  if (confidence >= 0.7) return 'medium';
  return 'low';
}
