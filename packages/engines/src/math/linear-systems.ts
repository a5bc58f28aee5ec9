// Systems of up to three linear equations: exact coefficients, elimination with named steps, back-
// substitution; checked independently by substitution and by the ranks of the matrix (mathjs, floating point).
import nerdamer from 'nerdamer-prime';
import { combo, difference, sides, solutionOf } from './equation-answers.ts';
import { texOf } from './present.ts';
import {
  add,
  constantValue,
  contentOf,
  div,
  eqQ,
  isZero,
  mul,
  neg,
  ONE,
  type Q,
  q,
  qText,
  sub,
  toNumber,
  ZERO,
} from './rational.ts';
import { variablesOf } from './tree.ts';
import { CannotSolveError, type Check, type Reading, type Solution, type Step } from './types.ts';
import { evalComplex } from './verify.ts';

const MAX_UNKNOWNS = 3;

interface LinearRow {
  a: Q[];
  b: Q;
  label: string;
}

function systemParts(expression: string): { equations: string[]; vars: string[] } {
  const equations = expression.split(/\s*,\s*/).filter((e) => e.length > 0);
  if (equations.length > MAX_UNKNOWNS)
    throw new CannotSolveError('systems of more than three equations are not supported');
  for (const e of equations) sides(e);
  if ((expression.match(/\^\(?(\d+)/g) ?? []).some((p) => Number(p.replace(/\D/g, '')) > 64))
    throw new CannotSolveError('the powers are too large: this is not a linear system');
  const vars = variablesOf(equations.map(difference).join('+'));
  if (vars.length === 0) throw new CannotSolveError('the system has no unknowns');
  if (vars.length > MAX_UNKNOWNS)
    throw new CannotSolveError('systems with more than three unknowns are not supported');
  return { equations, vars };
}

/** Exact coefficients of one equation, read by substituting 0 and unit vectors; nonlinear ones refused. */
function exactRow(equation: string, vars: string[], label: string): LinearRow {
  const f = difference(equation);
  const at = (point: number[]): Q => {
    let value: Q | null = null;
    try {
      const scope = Object.fromEntries(vars.map((v, i) => [v, String(point[i])]));
      value = constantValue(nerdamer(f, scope).toString());
    } catch {
      value = null;
    }
    if (!value) throw new CannotSolveError('only linear systems with rational coefficients are supported');
    return value;
  };
  const c0 = at(vars.map(() => 0));
  const a = vars.map((_, j) => sub(at(vars.map((_, i) => (i === j ? 1 : 0))), c0));
  for (const point of [
    [2, 3, 5],
    [-7, 4, -3],
  ]) {
    const model = a.reduce((acc, k, j) => add(acc, mul(k, q(point[j]!))), c0);
    if (!eqQ(model, at(point.slice(0, vars.length))))
      throw new CannotSolveError('the system is not linear: only linear systems are supported');
  }
  return { a, b: neg(c0), label };
}

function rowText(row: { a: Q[]; b: Q }, vars: string[]): string {
  return `${combo(row.a.map((k, j) => [k, vars[j]!] as [Q, string]))} = ${qText(row.b)}`;
}

/** Scale a row to integer coefficients with no common factor. */
function integerRow(row: LinearRow): LinearRow {
  const all = [...row.a, row.b];
  const { content } = contentOf(all);
  if (isZero(content)) return row;
  const scale = div(ONE, content.n < 0n ? neg(content) : content);
  return { a: row.a.map((k) => mul(k, scale)), b: mul(row.b, scale), label: row.label };
}

function combineRows(
  target: LinearRow,
  pivot: LinearRow,
  col: number,
  vars: string[],
  label: string,
  steps: Step[],
): LinearRow {
  const P = pivot.a[col]!;
  const T = target.a[col]!;
  // target·P − pivot·T removes the column; divide by gcd so the multipliers are as small as possible.
  const g = q(gcdQ(P.n, T.n));
  let mt = div(P, g);
  let mp = div(T, g);
  if (mt.n < 0n) [mt, mp] = [neg(mt), neg(mp)];
  const raw = {
    a: target.a.map((k, j) => sub(mul(k, mt), mul(pivot.a[j]!, mp))),
    b: sub(mul(target.b, mt), mul(pivot.b, mp)),
    label,
  };
  const result = integerRow(raw);
  const divided = !eqQ(raw.b, result.b) || raw.a.some((k, j) => !eqQ(k, result.a[j]!));
  const v = vars[col]!;
  const scaled = (m: Q, r: LinearRow) => (eqQ(m, ONE) ? r.label : `${qText(m)}·${r.label}`);
  let hint: string;
  let how: string;
  if (eqQ(mt, ONE) && eqQ(mp, q(-1))) {
    hint = `Eliminate ${v} by adding the equations`;
    how = `The ${v}-coefficients are opposites, so add ${target.label} and ${pivot.label}`;
  } else if (eqQ(mt, ONE) && eqQ(mp, ONE)) {
    hint = `Eliminate ${v} by subtracting the equations`;
    how = `The ${v}-coefficients are equal, so subtract ${pivot.label} from ${target.label}`;
  } else {
    hint = `Eliminate ${v}`;
    how =
      mp.n > 0n
        ? `Make the ${v}-coefficients equal and subtract: ${scaled(mt, target)} − ${scaled(mp, pivot)}`
        : `Make the ${v}-coefficients opposite and add: ${scaled(mt, target)} + ${scaled(neg(mp), pivot)}`;
  }
  steps.push({
    hint,
    explanation: `${how}: ${rowText(raw, vars)}${divided ? `, which simplifies to ${rowText(result, vars)}` : ''}. Call this ${label}.`,
    latex: toLatexEquation(rowText(result, vars)),
  });
  return result;
}

const gcdQ = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

const toLatexEquation = (text: string) =>
  text
    .split('=')
    .map((s) => texOf(s.trim()))
    .join(' = ');

/** Unknowns whose coefficients already match up to sign go first: they vanish by adding or subtracting. */
function eliminationOrder(rows: LinearRow[], n: number): number[] {
  const matched = (col: number) => {
    const values = rows.map((row) => toNumber(row.a[col]!));
    if (!values.every((x) => x !== 0 && Math.abs(x) === Math.abs(values[0]!))) return 2;
    return values.some((x) => Math.sign(x) !== Math.sign(values[0]!)) ? 0 : 1;
  };
  return Array.from({ length: n }, (_, j) => j).sort((a, b) => matched(a) - matched(b) || a - b);
}

interface Elimination {
  rows: LinearRow[];
  pivots: number[];
}

/** Forward elimination to echelon form, one named step per eliminated unknown. */
function eliminate(rows: LinearRow[], vars: string[], steps: Step[]): Elimination {
  const work = rows.map(integerRow);
  const pivots: number[] = [];
  let next = rows.length + 1;
  let r = 0;
  for (const col of eliminationOrder(work, vars.length)) {
    if (r >= work.length) break;
    const candidates = work.slice(r).filter((row) => !isZero(row.a[col]!));
    if (candidates.length === 0) continue;
    const size = (row: LinearRow) => Math.abs(toNumber(row.a[col]!));
    const best = candidates.reduce((x, y) => (size(y) < size(x) ? y : x));
    const i = work.indexOf(size(candidates[0]!) === size(best) ? candidates[0]! : best);
    [work[r], work[i]] = [work[i]!, work[r]!];
    for (let k = r + 1; k < work.length; k++)
      if (!isZero(work[k]!.a[col]!))
        work[k] = combineRows(work[k]!, work[r]!, col, vars, `(${next++})`, steps);
    pivots.push(col);
    r++;
  }
  return { rows: work, pivots };
}

export function solveSystem(reading: Reading): Solution {
  const { equations, vars } = systemParts(reading.expression);
  const read = equations.map((e, i) => exactRow(e, vars, `(${i + 1})`));
  const rows = read.map(integerRow);
  const simplified = (i: number) =>
    !eqQ(read[i]!.b, rows[i]!.b) || read[i]!.a.some((k, j) => !eqQ(k, rows[i]!.a[j]!));
  const steps: Step[] = [
    {
      hint: 'Write each equation in standard form',
      explanation: rows
        .map(
          (r, i) =>
            `${r.label} ${rowText(r, vars)}${simplified(i) ? ` (from ${rowText(read[i]!, vars)}, scaled to whole numbers with no common factor)` : ''}`,
        )
        .join('; '),
      latex: rows.map((r) => toLatexEquation(rowText(r, vars))).join(',\\quad '),
    },
  ];
  if (equations.length === 1)
    throw new CannotSolveError('a single equation in several unknowns is not a system');
  const { rows: echelon, pivots } = eliminate(rows, vars, steps);
  const contradiction = echelon.find((row) => row.a.every(isZero) && !isZero(row.b));
  if (contradiction) {
    steps.push({
      hint: 'Contradiction',
      explanation: `${contradiction.label} became 0 = ${qText(contradiction.b)}, which is impossible, so the equations cannot all hold${vars.length === 2 ? ' (the lines are parallel)' : ''}: no solution.`,
    });
    return systemSolution(reading, steps, 'no solution');
  }
  if (pivots.length < vars.length) {
    steps.push({
      hint: 'Dependent equations',
      explanation: `Only ${pivots.length} independent equation${pivots.length === 1 ? '' : 's'} remain${pivots.length === 1 ? 's' : ''} for ${vars.length} unknowns (the rest reduced to 0 = 0): ${describeFamily(echelon, pivots, vars)}.`,
    });
    return systemSolution(reading, steps, 'infinitely many solutions');
  }
  const values = backSubstitute(echelon, pivots, vars, steps);
  const text = vars.map((v, j) => `${v} = ${qText(values[j]!)}`).join(', ');
  return systemSolution(reading, steps, text);
}

function backSubstitute(rows: LinearRow[], pivots: number[], vars: string[], steps: Step[]): Q[] {
  const values: Q[] = vars.map(() => ZERO);
  for (let i = pivots.length - 1; i >= 0; i--) {
    const col = pivots[i]!;
    const row = rows[i]!;
    const solved = new Set(pivots.slice(i + 1));
    const known = row.a.reduce((acc, k, j) => (solved.has(j) ? add(acc, mul(k, values[j]!)) : acc), ZERO);
    values[col] = div(sub(row.b, known), row.a[col]!);
    const v = vars[col]!;
    const others = vars.filter((_, j) => solved.has(j) && !isZero(row.a[j]!));
    steps.push(
      others.length === 0
        ? {
            hint: `Solve for ${v}`,
            explanation: `${row.label} ${rowText(row, vars)} gives ${v} = ${qText(values[col]!)}.`,
            latex: `${v} = ${texOf(qText(values[col]!))}`,
          }
        : {
            hint: 'Back-substitute',
            explanation: `Put ${others.map((o) => `${o} = ${qText(values[vars.indexOf(o)]!)}`).join(', ')} into ${row.label} ${rowText(row, vars)}: ${v} = ${qText(values[col]!)}.`,
            latex: `${v} = ${texOf(qText(values[col]!))}`,
          },
    );
  }
  return values;
}

/** The solution family of a dependent system: pivot unknowns in terms of the free ones. */
function describeFamily(rows: LinearRow[], pivots: number[], vars: string[]): string {
  const expr: string[] = [...vars];
  for (let i = pivots.length - 1; i >= 0; i--) {
    const col = pivots[i]!;
    const row = rows[i]!;
    const rest = row.a
      .map((k, j) => (j !== col && !isZero(k) ? `(${qText(k)})*(${expr[j]})` : ''))
      .filter((t) => t);
    expr[col] = nerdamer(`((${qText(row.b)})-(${rest.join('+') || '0'}))/(${qText(row.a[col]!)})`).toString();
  }
  const free = vars.filter((_, j) => !pivots.includes(j));
  return `${pivots.map((c) => `${vars[c]} = ${expr[c]}`).join(', ')}, where ${free.join(' and ')} can be any number${free.length > 1 ? 's' : ''}`;
}

function systemSolution(reading: Reading, steps: Step[], text: string): Solution {
  if (text.includes('=')) steps.push({ hint: 'Write the solution', explanation: text });
  const latex = text.includes('=') ? text.split(', ').map(toLatexEquation).join(',\\; ') : `\\text{${text}}`;
  return solutionOf(reading, steps, { text, latex }, revalidateSystem(reading, text), 'studybot');
}

/** Rank of a small matrix in floating point (partial pivoting): independent of the exact elimination. */
function numericRank(matrix: number[][]): number {
  const m = matrix.map((row) => [...row]);
  const scale = Math.max(1, ...m.flat().map(Math.abs));
  let rank = 0;
  for (let col = 0; col < (m[0]?.length ?? 0) && rank < m.length; col++) {
    let best = rank;
    for (let i = rank + 1; i < m.length; i++) if (Math.abs(m[i]![col]!) > Math.abs(m[best]![col]!)) best = i;
    if (Math.abs(m[best]![col]!) < 1e-9 * scale) continue;
    [m[rank], m[best]] = [m[best]!, m[rank]!];
    for (let i = rank + 1; i < m.length; i++) {
      const factor = m[i]![col]! / m[rank]![col]!;
      for (let j = col; j < m[i]!.length; j++) m[i]![j]! -= factor * m[rank]![j]!;
    }
    rank++;
  }
  return rank;
}

/** Coefficients of each equation by mathjs evaluation at 0 and unit vectors, checked for linearity. */
function numericSystem(equations: string[], vars: string[]): { A: number[][]; b: number[] } | null {
  const A: number[][] = [];
  const b: number[] = [];
  for (const e of equations) {
    const f = difference(e);
    const at = (point: number[]) => {
      const z = evalComplex(f, Object.fromEntries(vars.map((v, i) => [v, point[i]])));
      return z && Math.abs(z.im) < 1e-12 ? z.re : Number.NaN;
    };
    const c0 = at(vars.map(() => 0));
    const row = vars.map((_, j) => at(vars.map((_, i) => (i === j ? 1 : 0))) - c0);
    const probe = [1.7, -2.3, 0.9].slice(0, vars.length);
    const model = c0 + row.reduce((acc, k, j) => acc + k * probe[j]!, 0);
    if (![c0, ...row].every(Number.isFinite) || Math.abs(model - at(probe)) > 1e-9 * (1 + Math.abs(model)))
      return null;
    A.push(row);
    b.push(-c0);
  }
  return { A, b };
}

export function revalidateSystem(reading: Reading, answer: string): Check {
  const { equations, vars } = systemParts(reading.expression);
  const numeric = numericSystem(equations, vars);
  if (!numeric) return { ok: false, notes: ['the system is not linear'] };
  const rankA = numericRank(numeric.A);
  const rankAb = numericRank(numeric.A.map((row, i) => [...row, numeric.b[i]!]));
  const ranks = `rank of the coefficients ${rankA}, with the right-hand sides ${rankAb}, ${vars.length} unknowns`;
  const text = answer.trim().toLowerCase();
  if (text === 'no solution')
    return rankA < rankAb
      ? { ok: true, notes: [`inconsistent: ${ranks} (mathjs)`] }
      : { ok: false, notes: [`the system does have solutions: ${ranks}`] };
  if (text === 'infinitely many solutions')
    return rankA === rankAb && rankA < vars.length
      ? { ok: true, notes: [`dependent: ${ranks} (mathjs)`] }
      : { ok: false, notes: [`the system does not have infinitely many solutions: ${ranks}`] };
  const scope: Record<string, unknown> = {};
  for (const part of answer.split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    const z = name && value ? evalComplex(value) : null;
    if (!name || !z) return { ok: false, notes: [`cannot read "${part.trim()}"`] };
    scope[name] = z.re;
  }
  const missing = vars.filter((v) => !(v in scope));
  if (missing.length > 0) return { ok: false, notes: [`no value given for ${missing.join(', ')}`] };
  const notes: string[] = [];
  let ok = true;
  for (const e of equations) {
    const [lhs, rhs] = sides(e);
    const l = evalComplex(lhs, scope);
    const r = evalComplex(rhs, scope);
    const residual = l && r ? Math.hypot(l.re - r.re, l.im - r.im) : Number.NaN;
    if (l && r && residual <= 1e-9 * (1 + Math.abs(l.re) + Math.abs(r.re))) notes.push(`${e} holds`);
    else {
      ok = false;
      notes.push(`${e} does NOT hold for ${answer}`);
    }
  }
  if (rankA < vars.length) {
    ok = false;
    notes.push(`the solution is not unique: ${ranks}`);
  } else notes.push(`unique: ${ranks} (mathjs)`);
  return { ok, notes };
}
