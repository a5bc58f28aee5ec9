// Solvers for linear and quadratic inequalities.
import type { SolverTable } from './types.ts';

export const inequalitySolvers: SolverTable = {};
