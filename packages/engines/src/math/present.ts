// The one place computed math becomes what a student reads: LaTeX in a teacher's form, and answer text
// tidied the same way but still machine-readable. A tidied form is used only when it has the same value
// as the original at sample points; otherwise the expression is shown as it was.
import { type Complex, compile } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { CONSTANTS, type Expr, fromNode, longDigits, type NodeLike, parseExpr } from './expr-tree.ts';
import { exprTex, exprText } from './print-expr.ts';
import { tidy, unbracket } from './tidy.ts';
import { toComplex } from './verify.ts';

function unknownsOf(e: Expr, out = new Set<string>()): Set<string> {
  if (e.k === 'sym' && !CONSTANTS.has(e.name) && longDigits(e.name) === undefined) out.add(e.name);
  for (const child of Object.values(e))
    if (Array.isArray(child)) for (const c of child) unknownsOf(c as Expr, out);
    else if (child && typeof child === 'object' && 'k' in child) unknownsOf(child as Expr, out);
  return out;
}

const SAMPLES = [0.73, 1.91, -1.37, 2.63, -0.41];

/** The text's value at one point, or null where it is undefined or cannot be read. */
function evaluator(text: string): (scope: Record<string, number>) => Complex | null {
  try {
    const code = compile(text);
    return (scope) => {
      try {
        return toComplex(code.evaluate({ ...scope }));
      } catch {
        return null;
      }
    };
  } catch {
    return () => null;
  }
}

/** Whether two texts have the same value at every sample point where both can be evaluated. */
function sameValue(a: string, b: string, names: string[]): boolean {
  if (a === b) return true;
  let usable = 0;
  const points = names.length === 0 ? 1 : SAMPLES.length;
  const [f, g] = [evaluator(a), evaluator(b)];
  for (let i = 0; i < points; i++) {
    const scope = Object.fromEntries(names.map((n, j) => [n, SAMPLES[(i + j) % SAMPLES.length]! + 0.11 * j]));
    const x = f(scope);
    const y = g(scope);
    if (!x || !y) continue;
    usable++;
    const size = Math.hypot(x.re, x.im);
    if (Math.hypot(x.re - y.re, x.im - y.im) > 1e-9 * (1 + size)) return false;
  }
  return usable > 0;
}

/** The tidy form of what text says, or its tree as written when tidying cannot be confirmed. */
function tidied(text: string): Expr | null {
  let raw: Expr;
  try {
    raw = parseExpr(text);
  } catch {
    return null;
  }
  try {
    const neat = tidy(raw);
    if (sameValue(exprText(raw), exprText(neat), [...unknownsOf(raw)])) return neat;
  } catch {
    // fall through to the form as written
  }
  return unbracket(raw);
}

const RELATION = /(<=|>=|!=|=|<|>)/;
const RELATION_TEX: Record<string, string> = {
  '<=': '\\le',
  '>=': '\\ge',
  '!=': '\\ne',
  '=': '=',
  '<': '<',
  '>': '>',
};

/** nerdamer's LaTeX, for what our reader cannot parse; its \log is the natural log. */
function fallbackTex(text: string): string {
  try {
    return nerdamer.convertToLaTeX(text).replace(/\\log\b/g, '\\ln');
  } catch {
    return text;
  }
}

function relationTex(text: string, side: (part: string) => string): string {
  if (!RELATION.test(text)) return side(text);
  return text
    .split(RELATION)
    .map((part) => RELATION_TEX[part] ?? side(part.trim()))
    .join(' ');
}

/** LaTeX for a computed result (an answer or a step's result), in its tidy form: "(1/3)*x^(-2/3)" → \frac{1}{3}x^{-2/3}. */
export function texOf(text: string): string {
  return relationTex(text, (part) => {
    const e = tidied(part);
    return e ? exprTex(e) : fallbackTex(part);
  });
}

/** LaTeX for math as the student wrote it: nothing reordered, only redundant brackets dropped. */
export function writtenTex(text: string): string {
  return relationTex(text, (part) => {
    try {
      return exprTex(unbracket(parseExpr(part)));
    } catch {
      return fallbackTex(part);
    }
  });
}

/** Math as the student wrote it, as compact text: "x ^ 2 + 1" → "x^2+1". */
export function writtenText(text: string): string {
  try {
    return exprText(unbracket(parseExpr(text)));
  } catch {
    return text;
  }
}

/** An expression's text in tidy form, still readable by mathjs and nerdamer: "(1/3)*x^3" → "x^3/3". */
export function tidyText(text: string): string {
  const e = tidied(text);
  return e ? exprText(e) : text;
}

/** A mathsteps node (an older mathjs tree) as LaTeX and as readable text, exactly as it stands. */
export function mathstepsTex(node: unknown): string | undefined {
  try {
    return exprTex(fromNode(node as NodeLike));
  } catch {
    return undefined;
  }
}

export function mathstepsText(node: unknown): string | undefined {
  try {
    return exprText(fromNode(node as NodeLike), { spaced: true });
  } catch {
    return undefined;
  }
}
