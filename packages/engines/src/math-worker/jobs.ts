import type { WorkCheck } from '../math/check.ts';
import type { Reading, Solution } from '../math/types.ts';

/** What a math worker is asked to do: solve a typed problem, or check a student's lines of working. */
export type MathJob = { op: 'solve'; text: string } | { op: 'check'; lines: string[] };

/** A solution, or why there is none. */
export type SolveOutcome =
  | { kind: 'solved'; reading: Reading; solution: Solution }
  | { kind: 'not_read' }
  | { kind: 'cannot_solve'; reading: Reading; reason: string };

/** The judged working, or why it cannot be judged. */
export type CheckOutcome =
  | { kind: 'checked'; check: WorkCheck }
  | { kind: 'not_read' }
  | { kind: 'cannot_check'; reason: string };

export type MathOutcome = SolveOutcome | CheckOutcome;
