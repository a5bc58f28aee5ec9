// Equations and inequalities as check mode holds them: "x=2 or x=3", ∅ and ℝ, and what it means
// for a value to satisfy one.
import type { Complex } from 'mathjs';
import { isReal, near, type Scope, valueAt } from './check-values.ts';
import { splitSides } from './diagnose.ts';
import type { Reading } from './types.ts';

export const NONE = '∅';
export const ALL = 'ℝ';
export const pieces = (statement: string) => statement.split(' or ');
export const difference = (relation: string) => {
  const { sides } = splitSides(relation);
  return `(${sides[0]})-(${sides[1] ?? '0'})`;
};

/** Zero exactly where the statement holds: the product of lhs − rhs over its "or" pieces. */
export function statementFunction(statement: string): string {
  if (statement === NONE) return '1';
  if (statement === ALL) return '0';
  return pieces(statement)
    .map((p) => `(${difference(p)})`)
    .join('*');
}

export interface Context {
  reading: Reading;
  v: string;
  params: Scope;
  /** The problem as a relation (equations, inequalities), for domain checks. */
  problem: string;
}

/** A root counts only where the problem itself is defined (and real, for a real root). */
export function admissible(ctx: Context, z: Complex): boolean {
  return pieces(ctx.problem).every((p) =>
    splitSides(p).sides.every((side) => {
      const y = valueAt(side, { ...ctx.params, [ctx.v]: z });
      return y !== null && (!isReal(z) || isReal(y));
    }),
  );
}

export function satisfies(statement: string, z: Complex, v: string, params: Scope): boolean {
  if (statement === NONE) return false;
  if (statement === ALL) return true;
  return pieces(statement).some((p) => {
    const { sides } = splitSides(p);
    const l = valueAt(sides[0]!, { ...params, [v]: z });
    const r = valueAt(sides[1] ?? '0', { ...params, [v]: z });
    return l !== null && r !== null && near(l, r, 1e-6);
  });
}
