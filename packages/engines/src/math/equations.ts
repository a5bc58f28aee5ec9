// Solvers for polynomial, exponential/logarithmic and absolute-value equations and systems of linear
// equations, one module each; this table is what solve.ts dispatches to.
import { withAbsoluteValues } from './absolute-equations.ts';
import { guarded } from './algebra.ts';
import { solveExponential } from './exponential-equations.ts';
import { revalidateExponential } from './exponential-revalidate.ts';
import { isTranscendental } from './exponential-terms.ts';
import { revalidateSystem, solveSystem } from './linear-systems.ts';
import { revalidatePolynomial, solvePolynomialEquation } from './polynomial-equations.ts';
import type { Check, Reading, Solution, SolverTable } from './types.ts';

const inExponent = (reading: Reading) => isTranscendental(reading.expression, reading.variable ?? 'x');

/** A "polynomial" equation with the unknown in an exponent or a logarithm goes to the exponential solver. */
const solvePolynomialOrExponential = (reading: Reading): Solution =>
  inExponent(reading) ? solveExponential(reading) : solvePolynomialEquation(reading);

const revalidatePolynomialOrExponential = (reading: Reading, answer: string): Check =>
  inExponent(reading) ? revalidateExponential(reading, answer) : revalidatePolynomial(reading, answer);

export const equationSolvers: SolverTable = {
  polynomial_equation: withAbsoluteValues({
    solve: solvePolynomialOrExponential,
    revalidate: guarded(revalidatePolynomialOrExponential),
  }),
  exponential_equation: { solve: solveExponential, revalidate: guarded(revalidateExponential) },
  system_of_equations: { solve: solveSystem, revalidate: guarded(revalidateSystem) },
};
