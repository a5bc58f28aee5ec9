// Small helpers for walking mathjs expression trees, shared by the solvers and the checker.
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
