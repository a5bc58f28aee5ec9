// A small expression tree for presenting answers: read from a mathjs tree (or mathsteps' older mathjs
// trees, which have the same shape), put in a teacher's form by tidy.ts, printed by print-expr.ts.
import { parse } from 'mathjs';
import type { Q } from './rational.ts';

export type Expr =
  /** A literal as written: "3", "2.35" (never negative). */
  | { k: 'num'; text: string }
  | { k: 'sym'; name: string }
  | { k: 'add'; terms: Expr[] }
  | { k: 'sub'; a: Expr; b: Expr }
  | { k: 'neg'; a: Expr }
  | { k: 'mul'; factors: Expr[]; implicit: boolean }
  | { k: 'div'; a: Expr; b: Expr }
  /** The tidy form of a product: coef · Π num / Π den. A rational number has no factors. */
  | { k: 'prod'; coef: Q; num: Expr[]; den: Expr[] }
  | { k: 'pow'; base: Expr; exp: Expr }
  | { k: 'fn'; name: string; args: Expr[] }
  | { k: 'paren'; a: Expr }
  | { k: 'fact'; a: Expr }
  | { k: 'rel'; op: string; a: Expr; b: Expr };

/** The fields of a mathjs node that are read here (mathjs 15 and mathsteps' mathjs 3 alike). */
export interface NodeLike {
  type: string;
  value?: unknown;
  name?: string;
  fn?: string | { name?: string };
  op?: string;
  args?: NodeLike[];
  content?: NodeLike;
  implicit?: boolean;
}

/** The constants among symbols; every other name is an unknown. */
export const CONSTANTS = new Set(['e', 'pi', 'i', 'Infinity', 'E', 'PI']);

const OPERATORS: Record<string, string> = {
  '+': 'add',
  '-': 'subtract',
  '*': 'multiply',
  '/': 'divide',
  '^': 'pow',
  '!': 'factorial',
};

function fromConstant(value: unknown): Expr {
  const text = typeof value === 'number' ? String(value) : String(value ?? '');
  if (!/^-?(\d+(\.\d+)?|\.\d+)(e[-+]?\d+)?$/i.test(text)) throw new Error(`unsupported constant ${text}`);
  return text.startsWith('-') ? { k: 'neg', a: { k: 'num', text: text.slice(1) } } : { k: 'num', text };
}

export function fromNode(node: NodeLike): Expr {
  const args = (node.args ?? []).map(fromNode);
  switch (node.type) {
    case 'ConstantNode':
      return fromConstant(node.value);
    case 'SymbolNode':
      return { k: 'sym', name: node.name ?? '' };
    case 'ParenthesisNode':
      return { k: 'paren', a: fromNode(node.content!) };
    case 'FunctionNode': {
      const name = typeof node.fn === 'object' ? node.fn?.name : node.name;
      if (!name) throw new Error('unnamed function');
      return { k: 'fn', name, args };
    }
    case 'OperatorNode': {
      const fn = typeof node.fn === 'string' ? node.fn : OPERATORS[node.op ?? ''];
      if (fn === 'unaryMinus' || (fn === 'subtract' && args.length === 1)) return { k: 'neg', a: args[0]! };
      if (fn === 'unaryPlus') return args[0]!;
      if (fn === 'add') return { k: 'add', terms: args };
      if (fn === 'subtract') return args.slice(1).reduce((a, b) => ({ k: 'sub', a, b }) as Expr, args[0]!);
      if (fn === 'multiply') return { k: 'mul', factors: args, implicit: Boolean(node.implicit) };
      if (fn === 'divide') return { k: 'div', a: args[0]!, b: args[1]! };
      if (fn === 'pow') return { k: 'pow', base: args[0]!, exp: args[1]! };
      if (fn === 'factorial') return { k: 'fact', a: args[0]! };
      throw new Error(`unsupported operator ${node.op}`);
    }
    default:
      throw new Error(`unsupported node ${node.type}`);
  }
}

// mathjs reads integers as floating point: a long one stands in as a symbol that keeps its digits.
const LONG_INTEGER = /(?<![\d.])\d{16,}(?![\d.])/g;
const LONG_SYMBOL = /^longNumber_(\d+)$/;

/** The digits of a long integer that stands in as a symbol, else undefined. */
export const longDigits = (name: string) => LONG_SYMBOL.exec(name)?.[1];

/** Parse plain math text (mathjs syntax) into a tree; throws when it cannot be read. */
export function parseExpr(text: string): Expr {
  return fromNode(
    parse(text.replace(LONG_INTEGER, (digits) => `longNumber_${digits}`)) as unknown as NodeLike,
  );
}

/** Whether a symbol other than the constants occurs in e. */
export function hasUnknown(e: Expr): boolean {
  switch (e.k) {
    case 'num':
      return false;
    case 'sym':
      return !CONSTANTS.has(e.name) && longDigits(e.name) === undefined;
    case 'add':
      return e.terms.some(hasUnknown);
    case 'mul':
      return e.factors.some(hasUnknown);
    case 'prod':
      return e.num.some(hasUnknown) || e.den.some(hasUnknown);
    case 'sub':
    case 'div':
    case 'rel':
      return hasUnknown(e.a) || hasUnknown(e.b);
    case 'neg':
    case 'paren':
    case 'fact':
      return hasUnknown(e.a);
    case 'pow':
      return hasUnknown(e.base) || hasUnknown(e.exp);
    case 'fn':
      return e.args.some(hasUnknown);
  }
}

export const isSym = (e: Expr, name: string) => e.k === 'sym' && e.name === name;
