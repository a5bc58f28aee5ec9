// What each line in check mode is compared with: the last line that checked out, or the problem
// itself (the derivative, the integrand, the value of a definite integral) for the first step.
import { type Complex, complex } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { equationFollows, explainRootChange, solutionSet } from './check-equations.ts';
import { boundaries, explainInequality, inequalityFollows } from './check-inequalities.ts';
import { admissible, type Context, statementFunction } from './check-statements.ts';
import {
  agreeAtSamples,
  cas,
  constantRatio,
  type Evaluate,
  hasVariable,
  isReal,
  minus,
  near,
  type Scope,
  sameExpression,
  sampleScopes,
  size,
  slopeAt,
  valueAt,
} from './check-values.ts';
import { derivativeFaults, type Fault, formatNumber, pretty, splitTerms, type Target } from './diagnose.ts';
import { letterNames } from './tree.ts';

/** What the problem asks for, and so how its lines are read and compared. */
export type Kind = 'equation' | 'inequality' | 'expression' | 'derivative' | 'antiderivative' | 'definite';

export interface Plan {
  kind: Kind;
  ctx: Context;
  /** The problem as the first reference: a statement, an expression, or the function to work on. */
  start: string;
  /** Definite integrals: the bounds. */
  bounds?: [string, string];
}

/** ∫ f from a to b by composite Simpson; null where f is not real and finite. */
function definiteValue(f: string, v: string, a: string, b: string): number | null {
  const lo = valueAt(a, {});
  const hi = valueAt(b, {});
  if (!lo || !hi || !isReal(lo) || !isReal(hi)) return null;
  const n = 2000;
  const h = (hi.re - lo.re) / n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const y = valueAt(f, { [v]: lo.re + i * h });
    if (!y || !isReal(y)) return null;
    sum += y.re * (i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2);
  }
  return (sum * h) / 3;
}

function expressionTarget(ref: string, hidden: boolean, v: string, faults: Fault[] = []): Target {
  const vars = () => letterNames(ref);
  return {
    ref,
    hidden,
    relational: false,
    variable: v,
    follows: (c) => sameExpression(ref, c),
    followsFrom: (o, c) => sameExpression(o, c),
    residuals: (c) =>
      sampleScopes(vars())
        .positive.slice(0, 2)
        .map((s) => {
          const a = valueAt(c, s);
          const b = valueAt(ref, s);
          return a && b ? minus(a, b) : null;
        })
        .filter((z): z is Complex => z !== null),
    ratio: () => null,
    faults,
    expanded: () => cas(`expand(${ref})`),
  };
}

/** Antiderivatives: a line is right when its derivative is `derivative` (the integrand, or the last line's). */
function antiderivativeTarget(ref: string, derivative: Evaluate, hidden: boolean, v: string): Target {
  const vars = letterNames(ref, v);
  const slopeOf = (c: string) => (s: Scope) => slopeAt(c, v, s);
  const matches = (d: Evaluate, c: string) => agreeAtSamples(slopeOf(c), d, letterNames(c, v, ...vars), 1e-5);
  return {
    ref,
    hidden,
    relational: false,
    variable: v,
    follows: (c) => matches(derivative, c),
    followsFrom: (o, c) => matches(slopeOf(o), c),
    residuals: (c) =>
      sampleScopes(letterNames(c, v))
        .positive.slice(0, 2)
        .map((s) => {
          const a = slopeAt(c, v, s);
          const b = derivative(s);
          return a && b ? minus(a, b) : null;
        })
        .filter((z): z is Complex => z !== null),
    ratio: () => null,
    faults: [],
    explain: (wrong) => {
      if (hidden)
        for (const t of splitTerms(ref)) {
          const term = t.sign < 0 ? `-(${t.text})` : t.text;
          const withTerm = (s: Scope) => {
            const a = slopeAt(wrong, v, s);
            const b = valueAt(term, s);
            return a && b ? complex(a.re + b.re, a.im + b.im) : null;
          };
          if (
            splitTerms(ref).length > 1 &&
            agreeAtSamples(withTerm, derivative, letterNames(wrong, ref), 1e-5)
          )
            return {
              mistake: 'dropped_term',
              hint: `The integral of ${pretty(term)} is missing: integrate every term of the sum.`,
            };
        }
      const { positive } = sampleScopes(letterNames(wrong, v));
      const ratios = positive.map((s) => {
        const a = slopeAt(wrong, v, s);
        const b = derivative(s);
        return a && b && size(b) > 1e-9 ? a.re / b.re : Number.NaN;
      });
      const c = ratios[0]!;
      if (!Number.isFinite(c) || !ratios.every((r) => Math.abs(r - c) <= 1e-5 * (1 + Math.abs(c))))
        return null;
      if (Math.abs(c + 1) < 1e-5)
        return {
          mistake: 'sign_error',
          hint: 'Differentiate your answer to check it: you get the negative of what you integrated. Check the signs (∫ sin x dx = −cos x).',
        };
      return {
        mistake: 'wrong_rule',
        hint: `Differentiate your answer to check it: you get ${formatNumber(c)} times what you integrated. When integrating xⁿ, divide by the new exponent n + 1.`,
      };
    },
  };
}

function statementTarget(plan: Plan, ref: string): Target {
  const { ctx } = plan;
  const equation = plan.kind === 'equation';
  const follows = (a: string, c: string) =>
    equation ? equationFollows(ctx, a, c) : inequalityFollows(ctx, a, c);
  return {
    ref,
    hidden: false,
    relational: true,
    variable: ctx.v,
    follows: (c) => follows(ref, c),
    followsFrom: (o, c) => {
      // `c` is the same wrong line for every guess: solving it once lets each guess be refuted by substitution.
      if (equation) solutionSet(c, ctx.v, ctx.params);
      return follows(o, c);
    },
    residuals: (c) => {
      const points = equation
        ? (() => {
            const set = solutionSet(ref, ctx.v, ctx.params);
            return set?.kind === 'roots' ? set.roots.values.filter((z) => admissible(ctx, z)) : [];
          })()
        : boundaries(ref, ctx).map((b) => complex(b, 0));
      return points
        .slice(0, 4)
        .map((z) => valueAt(statementFunction(c), { ...ctx.params, [ctx.v]: z }))
        .filter((z): z is Complex => z !== null);
    },
    ratio: (a, b) => {
      const r = constantRatio(statementFunction(a), statementFunction(b));
      return r && isReal(r) ? r.re : null;
    },
    faults: [],
    explain: (wrong) => (equation ? explainRootChange(ctx, ref, wrong) : explainInequality(ctx, ref, wrong)),
  };
}

/** What the line `cand` must follow from, given the last line that checked out (null: the problem). */
export function targetFor(plan: Plan, prev: string | null, cand: string): Target | null {
  const { kind, ctx, start } = plan;
  const v = ctx.v;
  switch (kind) {
    case 'equation':
    case 'inequality':
      return statementTarget(plan, prev ?? start);
    case 'expression':
      return expressionTarget(prev ?? start, false, v);
    case 'derivative': {
      if (prev !== null) return expressionTarget(prev, false, v);
      let derivative: string;
      try {
        derivative = nerdamer.diff(start, v).toString();
      } catch {
        return null;
      }
      return expressionTarget(derivative, true, v, derivativeFaults(start, v));
    }
    case 'antiderivative':
      return prev === null
        ? antiderivativeTarget(start, (s) => valueAt(start, s), true, v)
        : antiderivativeTarget(prev, (s) => slopeAt(prev, v, s), false, v);
    case 'definite': {
      if (hasVariable(cand, v))
        return prev !== null && hasVariable(prev, v)
          ? antiderivativeTarget(prev, (s) => slopeAt(prev, v, s), false, v)
          : antiderivativeTarget(start, (s) => valueAt(start, s), true, v);
      if (prev !== null && !hasVariable(prev, v)) return expressionTarget(prev, false, v);
      const value = definiteValue(start, v, plan.bounds![0], plan.bounds![1]);
      if (value === null) return null;
      const target = expressionTarget(String(value), true, v);
      target.follows = (c) => {
        const y = valueAt(c, {});
        return y ? near(y, complex(value, 0), 1e-7) : null;
      };
      return target;
    }
  }
}
