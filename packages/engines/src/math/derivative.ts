// Our own derivative steps: walk the expression tree and name the rule used at each node
// (sum, constant multiple, power, product, quotient, chain, exponential, trig/log).
import { type MathNode, parse } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { texOf, tidyText, writtenTex, writtenText } from './present.ts';
import { dependsOn, isSymbol, unwrap } from './tree.ts';
import type { Step } from './types.ts';

/** Standard derivatives, d/du f(u), as a student reads them. */
const STANDARD: Record<string, string> = {
  sin: 'cos(u)',
  cos: '-sin(u)',
  tan: 'sec(u)^2',
  exp: 'e^u',
  log: '1/u',
  sqrt: '1/(2*sqrt(u))',
};

/** A function's name as written in class: log is the natural log, ln. */
const shownName = (name: string) => (name === 'log' ? 'ln' : name);

/** A node as compact text: "x^2+1", not mathjs's "x ^ 2 + 1". */
const show = (node: MathNode) => writtenText(node.toString());

export function derivativeOf(expr: string, v: string): string {
  return nerdamer.diff(expr, v).toString();
}

function dTex(node: MathNode, v: string): string {
  return `\\frac{d}{d${v}}\\left[${writtenTex(node.toString())}\\right] = ${texOf(derivativeOf(node.toString(), v))}`;
}

function walk(raw: MathNode, v: string, steps: Step[]): void {
  const node = unwrap(raw);
  if (!dependsOn(node, v) || isSymbol(node, v)) return;
  const s = show(node);
  if (node.type === 'OperatorNode') {
    const op = node as unknown as { fn: string; args: MathNode[] };
    const [a, b] = op.args as [MathNode, MathNode];
    switch (op.fn) {
      case 'add':
      case 'subtract':
        steps.push({
          hint: 'Sum rule',
          explanation: `Differentiate ${s} term by term: the derivative of a sum (or difference) is the sum (or difference) of the derivatives.`,
          latex: dTex(node, v),
        });
        for (const t of op.args) walk(t, v, steps);
        return;
      case 'unaryMinus':
        walk(a, v, steps);
        return;
      case 'multiply': {
        if (!dependsOn(a, v) || !dependsOn(b, v)) {
          const [c, u] = dependsOn(a, v) ? [b, a] : [a, b];
          steps.push({
            hint: 'Constant multiple rule',
            explanation: `The constant ${show(c)} stays as a factor; differentiate ${show(u)}.`,
            latex: dTex(node, v),
          });
          walk(u, v, steps);
          return;
        }
        steps.push({
          hint: 'Product rule',
          explanation: `(u·v)' = u'·v + u·v' with u = ${show(a)}, v = ${show(b)}: u' = ${tidyText(derivativeOf(a.toString(), v))}, v' = ${tidyText(derivativeOf(b.toString(), v))}.`,
          latex: dTex(node, v),
        });
        walk(a, v, steps);
        walk(b, v, steps);
        return;
      }
      case 'divide': {
        if (!dependsOn(b, v)) {
          steps.push({
            hint: 'Constant multiple rule',
            explanation: `Dividing by the constant ${show(b)} is multiplying by 1/${show(b)}; differentiate ${show(a)}.`,
            latex: dTex(node, v),
          });
          walk(a, v, steps);
          return;
        }
        steps.push({
          hint: 'Quotient rule',
          explanation: `(u/v)' = (u'·v − u·v')/v² with u = ${show(a)}, v = ${show(b)}: u' = ${tidyText(derivativeOf(a.toString(), v))}, v' = ${tidyText(derivativeOf(b.toString(), v))}.`,
          latex: dTex(node, v),
        });
        walk(a, v, steps);
        walk(b, v, steps);
        return;
      }
      case 'pow': {
        if (!dependsOn(b, v)) {
          const inner = isSymbol(a, v);
          steps.push({
            hint: inner ? 'Power rule' : 'Power rule with the chain rule',
            explanation: inner
              ? `d/d${v} ${v}^n = n·${v}^(n−1) with n = ${show(b)}.`
              : `Treat ${show(a)} as the inner function u: d/d${v} u^n = n·u^(n−1)·u' with n = ${show(b)}, u' = ${tidyText(derivativeOf(a.toString(), v))}.`,
            latex: dTex(node, v),
          });
          if (!inner) walk(a, v, steps);
          return;
        }
        if (!dependsOn(a, v)) {
          const inner = isSymbol(b, v);
          steps.push({
            hint: inner ? 'Exponential rule' : 'Exponential rule with the chain rule',
            explanation: `d/d${v} a^u = a^u·ln(a)·u' with a = ${show(a)}${show(a) === 'e' ? ' (ln e = 1)' : ''}${inner ? '' : `, u = ${show(b)}, u' = ${tidyText(derivativeOf(b.toString(), v))}`}.`,
            latex: dTex(node, v),
          });
          if (!inner) walk(b, v, steps);
          return;
        }
        steps.push({
          hint: 'Logarithmic differentiation',
          explanation: `Both base and exponent depend on ${v}: write ${s} = e^(${show(b)}·ln(${show(a)})) and use the chain and product rules.`,
          latex: dTex(node, v),
        });
        return;
      }
    }
  }
  if (node.type === 'FunctionNode') {
    const fn = node as unknown as { fn: { name: string }; args: MathNode[] };
    const name = fn.fn.name;
    const arg = fn.args[0];
    if (arg) {
      const inner = isSymbol(arg, v);
      const shown = shownName(name);
      const known = STANDARD[name] ? ` (d/du ${shown}(u) = ${STANDARD[name]})` : '';
      steps.push({
        hint: inner ? `Derivative of ${shown}` : 'Chain rule',
        explanation: inner
          ? `Use the standard derivative of ${shown}${known}.`
          : `Outer function ${shown}, inner function u = ${show(arg)}: multiply ${shown}'(u)${known} by u' = ${tidyText(derivativeOf(arg.toString(), v))}.`,
        latex: dTex(node, v),
      });
      if (!inner) walk(arg, v, steps);
      return;
    }
  }
  steps.push({ hint: 'Differentiate', explanation: `Differentiate ${s}.`, latex: dTex(node, v) });
}

export function derivativeSteps(expr: string, v: string): Step[] {
  const steps: Step[] = [];
  walk(parse(expr), v, steps);
  return steps;
}
