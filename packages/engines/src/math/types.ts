import { MATH_TASK_TYPES } from '@studybot/contract';

/** Every kind of problem the tutor reads: the contract's list. */
export const TASK_TYPES = MATH_TASK_TYPES;
export type TaskType = (typeof TASK_TYPES)[number];

export interface Reading {
  input: string;
  /** Normalized plain math, e.g. "2*x+3=11"; calculus tasks use nerdamer call syntax, e.g. "diff(x^2, x)". */
  expression: string;
  latex: string;
  display_latex: string;
  task_type: TaskType;
  variable?: string;
  /** 0 certain … 1 */
  ambiguity: number;
  /** The question asks for real roots only ("find the real roots of …"). */
  real_only?: boolean;
  /** Choices made in reading that the student may not have meant, each with the text that means the other choice. */
  assumptions?: Assumption[];
}

export interface Assumption {
  /** e.g. "I read log as the natural logarithm, ln." */
  text: string;
  /** The problem written for the other reading, to solve instead. */
  alternative: string;
  /** What choosing the alternative means, e.g. "Read log as base 10". */
  choice: string;
}

export interface Step {
  hint: string;
  explanation: string;
  latex?: string;
}

export interface Solution {
  task_type: TaskType;
  steps: Step[];
  /**
   * `text` is machine-readable (nerdamer/mathjs syntax, explicit `*`) so answers can be re-checked:
   * - values (arithmetic, fractions, percent, definite integral, limit): `7/12`, `sqrt(2)`, `Infinity`,
   *   `-Infinity`, or `does not exist`;
   * - expressions (simplify, expand, factor, derivative): the expression, e.g. `(x-1)*(x+1)`;
   * - indefinite integral: the antiderivative followed by ` + C`;
   * - equations: `x = 2 or x = 3` (complex roots with `i`), or `no solution`;
   * - systems: `x = 3, y = 2`, or `no solution` / `infinitely many solutions`;
   * - inequalities: `x < 3`, `-2 <= x <= 2`, `x < -2 or x > 2`, `x = 1` (a single point), `all real numbers`
   *   or `no solution`.
   */
  final_answer: { text: string; latex: string };
  validation: { ok: boolean; notes: string[] };
  source: string;
}

export class CannotSolveError extends Error {
  override name = 'CannotSolveError';
}

export interface Check {
  ok: boolean;
  notes: string[];
}

/** How one family of task types is solved, and how a stated final answer is re-checked from scratch. */
export interface Solver {
  solve(reading: Reading): Solution;
  /** Check `answer` (a final_answer.text this solver produced, possibly stored or edited) against the problem. */
  revalidate(reading: Reading, answer: string): Check;
}

export type SolverTable = Partial<Record<TaskType, Solver>>;
