// Solvers for simplify, expand and factor.
import type { SolverTable } from './types.ts';

export const algebraSolvers: SolverTable = {};
