// Solvers for limits.
import type { SolverTable } from './types.ts';

export const limitSolvers: SolverTable = {};
