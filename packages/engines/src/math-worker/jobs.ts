import type { Reading, Solution } from '../math/types.ts';

/** What a math worker is asked to do. */
export type MathJob = { op: 'solve'; text: string };

/** What comes back: a solution, or why there is none. */
export type SolveOutcome =
  | { kind: 'solved'; reading: Reading; solution: Solution }
  | { kind: 'not_read' }
  | { kind: 'cannot_solve'; reading: Reading; reason: string };
