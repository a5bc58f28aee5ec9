// Math tutor engine: read what a student typed (plain text or LaTeX), solve it step by step, and verify
// the answer independently.
export { readProblem } from './read.ts';
export { revalidate, solveProblem } from './solve.ts';
export { CannotSolveError, type Reading, type Solution, type Step, type TaskType } from './types.ts';
export { checkDerivative, checkRoots, checkValue } from './verify.ts';
