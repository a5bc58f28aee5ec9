// Once every step checks out: has the student reached the answer (solved for x, fully factored, a
// single number…), or what is left to do.
import type { MathNode } from 'mathjs';
import { isSolvedEquation, solutionSet } from './check-equations.ts';
import { isSolvedInequality } from './check-inequalities.ts';
import type { WorkLine } from './check-lines.ts';
import { ALL, admissible, NONE, pieces, satisfies } from './check-statements.ts';
import type { Plan } from './check-targets.ts';
import { cas, hasVariable, isReal, valueAt } from './check-values.ts';
import { pretty, splitSides, splitTerms } from './diagnose.ts';
import { letterNames, parseOrNull } from './tree.ts';
import { checkDerivative, checkRoots, checkValue } from './verify.ts';

export interface Ending {
  finished: boolean;
  /** Completes "All 3 steps are correct and …" or "All 3 steps are correct so far; …". */
  phrase: string;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

function factorCount(node: MathNode): number {
  const n = node.type === 'ParenthesisNode' ? (node as unknown as { content: MathNode }).content : node;
  if (
    n.filter(
      (m) => m.type === 'SymbolNode' && letterNames((m as unknown as { name: string }).name).length > 0,
    ).length === 0
  )
    return 0;
  if (n.type === 'ParenthesisNode') return factorCount(n);
  if (n.type === 'OperatorNode') {
    const op = n as unknown as { fn: string; args: MathNode[] };
    if (op.fn === 'multiply') return op.args.reduce((k, a) => k + factorCount(a), 0);
    if (op.fn === 'unaryMinus') return factorCount(op.args[0]!);
    if (op.fn === 'pow') {
      const e = Number(op.args[1]!.toString());
      if (Number.isInteger(e) && e > 0) return e * factorCount(op.args[0]!);
    }
  }
  return 1;
}

function expressionEnding(plan: Plan, last: string): Ending {
  const { reading } = plan.ctx;
  const answer = pretty(last);
  switch (reading.task_type) {
    case 'expand': {
      const expanded = cas(`expand(${plan.start})`);
      const open = /(?:^|[^a-z])\(/.test(last);
      const collected = !expanded || splitTerms(last).length <= splitTerms(expanded).length;
      if (!open && collected) return { finished: true, phrase: `${answer} is fully expanded` };
      return {
        finished: false,
        phrase: open ? 'there are still brackets to multiply out' : 'collect the like terms',
      };
    }
    case 'factor': {
      const factored = cas(`factor(${plan.start})`);
      const target = factored ? parseOrNull(factored) : null;
      const mine = parseOrNull(last);
      if (!mine || (factored && !target))
        return { finished: false, phrase: 'I could not tell whether it is fully factored' };
      // Without the CAS's factorization, one factor is all we can ask for.
      const needed = target ? factorCount(target) : 1;
      const have = factorCount(mine);
      return have >= needed && (have >= 2 || needed <= 1)
        ? { finished: true, phrase: `${answer} is fully factored` }
        : { finished: false, phrase: 'it can be factored further' };
    }
    case 'simplify': {
      const simplest = cas(`simplify(${plan.start})`);
      return !simplest || splitTerms(last).length <= splitTerms(simplest).length
        ? { finished: true, phrase: `${answer} is fully simplified` }
        : { finished: false, phrase: 'it can be simplified further' };
    }
    default: {
      const fraction = /^(-?\d+)\/(\d+)$/.exec(last);
      const plainNumber = /^-?\d+(?:\.\d+)?$/.test(last);
      if (fraction && gcd(Number(fraction[1]), Number(fraction[2])) > 1)
        return { finished: false, phrase: `${answer} can still be simplified` };
      if ((plainNumber || (fraction && fraction[2] !== '1')) && checkValue(reading.expression, last).ok)
        return { finished: true, phrase: `${answer} is the answer` };
      return { finished: false, phrase: 'keep going until you reach a single number' };
    }
  }
}

export function ending(plan: Plan, lastLine: WorkLine): Ending {
  const { kind, ctx } = plan;
  const last = lastLine.steps.at(-1)!;
  const answer = pretty(last);
  const notYet: Ending = { finished: false, phrase: 'keep going until you reach the answer' };
  switch (kind) {
    case 'equation': {
      if (!isSolvedEquation(last, ctx.v)) return notYet;
      if (last === NONE || last === ALL) {
        const set = solutionSet(ctx.problem, ctx.v, ctx.params);
        const ok =
          last === ALL
            ? set?.kind === 'all'
            : set?.kind === 'roots' && !set.roots.values.some((z) => isReal(z) && admissible(ctx, z));
        return ok
          ? {
              finished: true,
              phrase: `the problem has ${last === ALL ? 'every number as a solution' : 'no real solution'}`,
            }
          : notYet;
      }
      const roots = pieces(last).map((p) => splitSides(p).sides.find((s) => s !== ctx.v)!);
      const solves = (r: string) => {
        const z = valueAt(r, ctx.params);
        if (!z || !admissible(ctx, z) || !satisfies(ctx.problem, z, ctx.v, ctx.params)) return false;
        // With no other letters, the independent check in verify.ts must agree too.
        return Object.keys(ctx.params).length > 0 || checkRoots(ctx.problem, ctx.v, [r]).ok;
      };
      const bad = roots.find((r) => !solves(r));
      if (bad !== undefined)
        return {
          finished: false,
          phrase: `${ctx.v} = ${pretty(bad)} does not solve the original problem, so leave it out`,
        };
      return { finished: true, phrase: `${answer} solves the problem` };
    }
    case 'inequality':
      return isSolvedInequality(last, ctx.v)
        ? { finished: true, phrase: `${answer} is the solution set` }
        : notYet;
    case 'expression':
      return expressionEnding(plan, last);
    case 'derivative':
      return checkDerivative(plan.start, ctx.v, last).ok
        ? { finished: true, phrase: `${answer} is the derivative` }
        : notYet;
    case 'antiderivative':
      if (!checkDerivative(last, ctx.v, plan.start).ok) return notYet;
      return {
        finished: true,
        phrase: lastLine.constant
          ? `${answer} + C is the antiderivative`
          : `${answer} is an antiderivative (remember to add + C)`,
      };
    case 'definite':
      return hasVariable(last, ctx.v)
        ? notYet
        : { finished: true, phrase: `${answer} is the value of the integral` };
  }
}
