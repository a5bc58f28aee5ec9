// Solvers for polynomial, exponential/logarithmic equations and systems of linear equations.
import type { SolverTable } from './types.ts';

export const equationSolvers: SolverTable = {};
