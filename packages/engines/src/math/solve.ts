/// <reference path="./mathsteps.d.ts" />
// solveProblem: steps + final answer + independent validation for the supported task types.

import { evaluate, format } from 'mathjs';
import mathsteps from 'mathsteps';
import nerdamer from 'nerdamer-prime';
import { withAbsoluteValues } from './absolute-equations.ts';
import { algebraSolvers } from './algebra.ts';
import { presentAnswer } from './answer-form.ts';
import { derivativeOf, derivativeSteps } from './derivative.ts';
import { equationSolvers } from './equations.ts';
import { inequalitySolvers } from './inequality.ts';
import { integralSolvers } from './integral.ts';
import { limitSolvers } from './limit.ts';
import { answersInPercent, percentWordSteps } from './percent-words.ts';
import {
  exact,
  isPerfectSquare,
  nerdamerRoots,
  quadraticCoefficients,
  rootsAnswer,
  sameRoots,
  standardForm,
} from './polynomial.ts';
import { texOf } from './present.ts';
import { keepRealRoots, revalidateRealRoots } from './real-roots.ts';
import { equationStep, mathstepsSimplifySteps } from './steps.ts';
import {
  CannotSolveError,
  type Check,
  type Reading,
  type Solution,
  type SolverTable,
  type Step,
} from './types.ts';
import { checkDerivative, checkRoots, checkValue } from './verify.ts';

function valueSolution(reading: Reading, expr: string, steps: Step[], source: string): Solution {
  const hasDecimals = /\d\.\d/.test(reading.expression);
  const ex = exact(expr);
  if (!Number.isFinite(Number(evaluate(ex)))) {
    throw new CannotSolveError('the result is too large to work out exactly');
  }
  const text = hasDecimals ? format(evaluate(ex) as number, { precision: 12 }) : ex;
  return {
    task_type: reading.task_type,
    steps,
    final_answer: { text, latex: hasDecimals ? text : texOf(text) },
    validation: checkValue(reading.expression, text),
    source,
  };
}

function solveValue(reading: Reading): Solution {
  const expr = reading.expression;
  if (reading.task_type === 'percent') {
    const steps = percentWordSteps(expr, exact) ?? [
      {
        hint: 'Evaluate',
        explanation: `Replace each percent by a fraction of 100 and evaluate ${expr}.`,
      },
    ];
    const solution = valueSolution(reading, expr, steps, 'studybot');
    if (answersInPercent(expr)) solution.final_answer.latex += '\\%';
    return solution;
  }
  const steps = mathstepsSimplifySteps(expr);
  if (steps.length > 0) {
    const last = steps.at(-1)!.explanation.split('→').at(-1)!.trim();
    const agrees = checkValue(expr, last).ok;
    if (agrees) return valueSolution(reading, expr, steps, 'mathsteps+nerdamer');
  }
  return valueSolution(
    reading,
    expr,
    [{ hint: 'Evaluate', explanation: `Evaluate ${expr} exactly, following the order of operations.` }],
    'nerdamer',
  );
}

function solveLinear(reading: Reading, v: string): Solution {
  const expr = reading.expression;
  const roots = nerdamerRoots(expr, v);
  const notes: string[] = [];
  let steps: Step[] = [];
  let source = 'studybot+nerdamer';
  try {
    const ms = mathsteps.solveEquation(expr);
    const last = ms.at(-1)?.newEquation?.ascii();
    const rhs = last?.split('=')[1]?.trim();
    const lhs = last?.split('=')[0]?.trim();
    if (rhs && lhs === v && sameRoots([rhs], roots)) {
      steps = ms.map(equationStep);
      source = 'mathsteps+nerdamer';
    } else if (last)
      notes.push(`mathsteps ended with "${last}", which disagrees with nerdamer; using our own steps`);
  } catch {
    notes.push('mathsteps could not solve this equation; using our own steps');
  }
  if (steps.length === 0) {
    const [lhs, rhs] = expr.split('=');
    const f = `(${lhs})-(${rhs})`;
    const c = exact(nerdamer(f, { [v]: '0' }).toString());
    const a = exact(`${nerdamer(f, { [v]: '1' }).toString()}-(${c})`);
    const b = exact(`-(${c})`);
    steps = [
      {
        hint: 'Collect the terms',
        explanation: `Move every ${v}-term to the left and every number to the right: ${a}·${v} = ${b}.`,
        latex: `${texOf(a)}${v} = ${texOf(b)}`,
      },
      {
        hint: `Divide by the coefficient of ${v}`,
        explanation: `Divide both sides by ${a}: ${v} = ${exact(`(${b})/(${a})`)}.`,
        latex: `${v} = ${texOf(exact(`(${b})/(${a})`))}`,
      },
    ];
  }
  const check = checkRoots(expr, v, roots);
  return {
    task_type: reading.task_type,
    steps,
    final_answer: rootsAnswer(v, roots),
    validation: { ok: check.ok, notes: [...notes, ...check.notes] },
    source,
  };
}

function solveQuadratic(reading: Reading, v: string): Solution {
  const expr = reading.expression;
  const [lhs, rhs] = expr.split('=');
  const f = exact(`expand((${lhs})-(${rhs}))`);
  const [a, b, c] = quadraticCoefficients(f, v);
  if (a === '0') throw new CannotSolveError('not a quadratic equation');
  const standard = standardForm([a, b, c], v);
  const D = exact(`(${b})^2-4*(${a})*(${c})`);
  const dNum = Number(evaluate(D));
  const steps: Step[] = [
    {
      hint: 'Write it in standard form',
      explanation: `Move everything to one side: ${standard} = 0, so a = ${a}, b = ${b}, c = ${c}.`,
      latex: `${texOf(standard)} = 0`,
    },
  ];
  let roots: string[];
  const r1 = exact(`(-(${b})+sqrt(${D}))/(2*(${a}))`);
  const r2 = exact(`(-(${b})-sqrt(${D}))/(2*(${a}))`);
  const integerRoots = /^-?\d+$/.test(D) && isPerfectSquare(dNum) && /^-?\d+$/.test(r1) && /^-?\d+$/.test(r2);
  if (integerRoots) {
    const factor = (r: string) =>
      r === '0' ? v : `(${v}${r.startsWith('-') ? '+' : '-'}${r.replace(/^-/, '')})`;
    const lead = a === '1' ? '' : a === '-1' ? '-' : `${a.includes('/') ? `(${a})` : a}*`;
    const factored = r1 === r2 ? `${lead}${factor(r1)}^2` : `${lead}${factor(r1)}*${factor(r2)}`;
    const pq =
      a === '1'
        ? `find two numbers with product ${c} and sum ${b}: ${exact(`-(${r1})`)} and ${exact(`-(${r2})`)}`
        : `the roots are integers, so it factors over the integers`;
    steps.push(
      {
        hint: 'Factor',
        explanation: `To factor, ${pq}. So ${standard} = ${factored}.`,
        latex: `${texOf(factored)} = 0`,
      },
      {
        hint: 'Zero product property',
        explanation: `A product is zero only when a factor is zero: ${r1 === r2 ? `${factor(r1)} = 0 (a double root)` : `${factor(r1)} = 0 or ${factor(r2)} = 0`}.`,
      },
    );
    roots = r1 === r2 ? [r1] : [r1, r2];
  } else {
    const p = exact(`-(${b})/(2*(${a}))`);
    const q = dNum < 0 ? exact(`sqrt(${exact(`-(${D})`)})/(2*abs(${a}))`) : exact(`sqrt(${D})/(2*abs(${a}))`);
    const unit = dNum < 0 ? '*i' : '';
    const join = (sign: string) => {
      const qi = q === '1' && unit ? 'i' : `${q}${unit}`;
      return p === '0' ? (sign === '-' ? `-${qi}` : qi) : `${p}${sign}${qi}`;
    };
    const rational = (r: string) => /^-?\d+(\/\d+)?$/.test(r);
    roots = dNum === 0 ? [p] : rational(r1) && rational(r2) ? [r1, r2] : [join('+'), join('-')];
    steps.push(
      {
        hint: 'Compute the discriminant',
        explanation: `D = b² − 4ac = (${b})² − 4·(${a})·(${c}) = ${D}. ${
          dNum > 0
            ? 'D > 0: two real roots.'
            : dNum === 0
              ? 'D = 0: one repeated root.'
              : 'D < 0: two complex conjugate roots.'
        }`,
        latex: `D = b^2 - 4ac = ${texOf(D)}`,
      },
      {
        hint: 'Apply the quadratic formula',
        explanation: `${v} = (−b ± √D)/(2a) = (${exact(`-(${b})`)} ± √(${D}))/(${exact(`2*(${a})`)})${dNum < 0 ? `, and √(${D}) = ${exact(`sqrt(-(${D}))`)}·i` : ''}.`,
        latex: `${v} = \\frac{-b \\pm \\sqrt{D}}{2a}`,
      },
    );
  }
  steps.push({
    hint: 'Write the solutions',
    explanation: rootsAnswer(v, roots).text,
    latex: rootsAnswer(v, roots).latex,
  });
  const check = checkRoots(expr, v, roots);
  const notes = [...check.notes];
  let ok = check.ok;
  try {
    const theirs = nerdamerRoots(expr, v);
    if (sameRoots(roots, theirs)) notes.push('agrees with nerdamer.solve');
    else {
      ok = false;
      notes.push(`nerdamer.solve gives ${theirs.join(', ')}, which differs`);
    }
  } catch {
    notes.push('nerdamer.solve failed; cross-check skipped');
  }
  return {
    task_type: reading.task_type,
    steps,
    final_answer: rootsAnswer(v, roots),
    validation: { ok, notes },
    source: 'studybot',
  };
}

function solveDerivative(reading: Reading): Solution {
  const m = /^diff\((.*), ([a-z])\)$/.exec(reading.expression);
  if (!m) throw new CannotSolveError(`cannot read derivative ${reading.expression}`);
  const [, body, v] = m as unknown as [string, string, string];
  const answer = derivativeOf(body, v);
  const steps = derivativeSteps(body, v);
  steps.push({
    hint: 'Combine and simplify',
    explanation: `d/d${v} (${body}) = ${answer}`,
    latex: `\\frac{d}{d${v}}\\left(${texOf(body)}\\right) = ${texOf(answer)}`,
  });
  return {
    task_type: 'derivative',
    steps,
    final_answer: { text: answer, latex: texOf(answer) },
    validation: checkDerivative(body, v, answer),
    source: 'studybot+nerdamer',
  };
}

export function solveProblem(reading: Reading): Solution {
  try {
    const solution = keepRealRoots(reading, solveSupported(reading));
    return presentAnswer(reading, solution, (text) =>
      revalidate(reading, { ...solution, final_answer: { text, latex: '' } }),
    );
  } catch (err) {
    if (err instanceof CannotSolveError) throw err;
    throw new CannotSolveError(
      `could not solve ${reading.expression}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

function unknownCancels(reading: Reading): boolean {
  const [lhs, rhs] = reading.expression.split('=');
  return !new RegExp(`\\b${reading.variable ?? 'x'}\\b`).test(exact(`expand((${lhs})-(${rhs}))`));
}

function rootsOf(answer: string): string[] {
  return answer.split(' or ').map((part) => part.split('=')[1]?.trim() ?? '');
}

const valueSolver = {
  solve: solveValue,
  revalidate: (reading: Reading, answer: string) => checkValue(reading.expression, answer),
};

/** Every task type we solve, and how; a type missing here gets "not supported yet". */
const SOLVERS: SolverTable = {
  arithmetic: valueSolver,
  fractions: valueSolver,
  percent: valueSolver,
  linear_equation: withAbsoluteValues({
    // When the unknown cancels, the polynomial solver says whether every number or none solves it.
    solve: (reading) =>
      unknownCancels(reading)
        ? equationSolvers.polynomial_equation!.solve(reading)
        : solveLinear(reading, reading.variable ?? 'x'),
    revalidate: (reading, answer) => equationSolvers.polynomial_equation!.revalidate(reading, answer),
  }),
  quadratic_equation: withAbsoluteValues({
    solve: (reading) => solveQuadratic(reading, reading.variable ?? 'x'),
    revalidate: (reading, answer) => checkRoots(reading.expression, reading.variable ?? 'x', rootsOf(answer)),
  }),
  derivative: {
    solve: solveDerivative,
    revalidate: (reading, answer) => {
      const m = /^diff\((.*), ([a-z])\)$/.exec(reading.expression);
      return m ? checkDerivative(m[1]!, m[2]!, answer) : { ok: false, notes: ['cannot read derivative'] };
    },
  },
  ...algebraSolvers,
  ...equationSolvers,
  ...inequalitySolvers,
  ...integralSolvers,
  ...limitSolvers,
};

function solveSupported(reading: Reading): Solution {
  const solver = SOLVERS[reading.task_type];
  if (!solver) throw new CannotSolveError(`${reading.task_type.replace(/_/g, ' ')} is not supported yet`);
  return solver.solve(reading);
}

/**
 * Re-check a solution's final answer from scratch (e.g. one that was stored, edited or sent back by a
 * client). Returns the same shape as Solution.validation.
 */
export function revalidate(reading: Reading, solution: Solution): Check {
  const solver = SOLVERS[reading.task_type];
  if (!solver) return { ok: false, notes: [`${reading.task_type} is not supported yet`] };
  if (reading.real_only) {
    const full = solveSupported({ ...reading, real_only: false });
    return revalidateRealRoots(reading, solution.final_answer.text, full);
  }
  return solver.revalidate(reading, solution.final_answer.text);
}
