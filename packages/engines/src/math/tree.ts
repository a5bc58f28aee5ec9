// Small helpers for walking mathjs expression trees and naming their variables, shared by the solvers,
// the checker and the answer matcher.
import { type MathNode, parse } from 'mathjs';

/** The tree of expr, or null when mathjs cannot parse it. */
export function parseOrNull(expr: string): MathNode | null {
  try {
    return parse(expr);
  } catch {
    return null;
  }
}

/** The node inside any number of parentheses. */
export function unwrap(node: MathNode): MathNode {
  let n = node;
  while (n.type === 'ParenthesisNode') n = (n as unknown as { content: MathNode }).content;
  return n;
}

/** Whether node, inside any parentheses, is the variable v itself. */
export function isSymbol(node: MathNode, v: string): boolean {
  const n = unwrap(node);
  return n.type === 'SymbolNode' && (n as unknown as { name: string }).name === v;
}

/** Whether the variable v occurs anywhere in node. */
export function dependsOn(node: MathNode, v: string): boolean {
  return (
    node.filter((n) => n.type === 'SymbolNode' && (n as unknown as { name: string }).name === v).length > 0
  );
}

/** The operator's function name ("add", "pow", …), or '' for other nodes. */
export const opOf = (node: MathNode) =>
  node.type === 'OperatorNode' ? (node as unknown as { fn: string }).fn : '';
export const argsOf = (node: MathNode) => (node as unknown as { args: MathNode[] }).args ?? [];
/** The called function's name ("sin", "log", …), or '' for other nodes. */
export const fnName = (node: MathNode) =>
  node.type === 'FunctionNode' ? (node as unknown as { fn: { name: string } }).fn.name : '';

export interface Operator {
  /** The symbol as written ("+", "^"). */
  op: string;
  /** mathjs's function name ("add", "pow"). */
  fn: string;
  args: MathNode[];
}

/** The node as an operator, or null for any other node (parentheses are not looked through). */
export const asOperator = (node: MathNode): Operator | null =>
  node.type === 'OperatorNode' ? (node as unknown as Operator) : null;

const CONSTANT_NAMES = new Set(['e', 'i', 'pi', 'E', 'PI']);

/** The names standing for unknowns (not constants, not called functions), sorted x, y, z, t first. */
export function variablesOf(expr: string): string[] {
  const node = parseOrNull(expr);
  if (!node) return [];
  const names = new Set<string>();
  node.traverse((n, _path, parent) => {
    if (n.type !== 'SymbolNode') return;
    if (parent?.type === 'FunctionNode' && (parent as unknown as { fn: MathNode }).fn === n) return;
    const name = (n as unknown as { name: string }).name;
    if (!CONSTANT_NAMES.has(name)) names.add(name);
  });
  const order = (s: string) => ('xyzt'.includes(s) ? 'xyzt'.indexOf(s) : 10);
  return [...names].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

// Read from the text, without parsing: for lines that may not parse, and where the order must be
// alphabetical (seeded sample points are drawn variable by variable).
const LETTER = /(?<![a-zA-Z])[a-df-hj-zA-Z](?![a-zA-Z])/g;
const LETTER_NOT_CALLED = /(?<![a-zA-Z])[a-df-hj-zA-Z](?![a-zA-Z(])/g;
const lettersMatching = (pattern: RegExp, exprs: string[]) =>
  [...new Set(exprs.flatMap((e) => e.match(pattern) ?? []))].sort();

/** Single letters standing alone (not e or i) in the expressions, sorted: "f(x) + 2y" → f, x, y. */
export const letterNames = (...exprs: string[]) => lettersMatching(LETTER, exprs);

/** The same, but a letter right before "(" is a function's name: "f(x) + 2y" → x, y. */
export const letterNamesOutsideCalls = (...exprs: string[]) => lettersMatching(LETTER_NOT_CALLED, exprs);
