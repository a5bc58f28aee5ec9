// Math tutor engine: read what a student typed (plain text or LaTeX), solve it step by step, and verify
// the answer independently.

export {
  CannotCheckError,
  type CheckedLine,
  checkWork,
  type LineStatus,
  MAX_LINE_CHARS,
  MAX_WORK_LINES,
  type Mistake,
  type WorkCheck,
} from './check.ts';
export { readProblem } from './read.ts';
export { revalidate, solveProblem } from './solve.ts';
export {
  type Assumption,
  CannotSolveError,
  type Reading,
  type Solution,
  type Step,
  TASK_TYPES,
  type TaskType,
} from './types.ts';
export { checkDerivative, checkRoots, checkValue } from './verify.ts';
