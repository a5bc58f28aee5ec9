// Solvers for indefinite and definite integrals.
import type { SolverTable } from './types.ts';

export const integralSolvers: SolverTable = {};
