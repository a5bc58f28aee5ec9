// A problem as it is laid out on paper: a small tree of rows, exponents, fractions, radicals, integrals,
// limits and systems, with its plain typed text (what a student would type for it) derived from the tree.

/** Text as printed: − × · ÷ ≤ ≥ → ∞ π ² ³ are the printed symbols; spaces are kept. */
export interface TextNode {
  kind: 'text';
  text: string;
}
export interface RowNode {
  kind: 'row';
  items: MathNode[];
}
export interface SupNode {
  kind: 'sup';
  base: MathNode;
  exponent: MathNode;
}
export interface SubNode {
  kind: 'sub';
  base: MathNode;
  index: MathNode;
}
export interface FracNode {
  kind: 'frac';
  num: MathNode;
  den: MathNode;
}
export interface SqrtNode {
  kind: 'sqrt';
  body: MathNode;
}
/** Brackets grown to the height of what they hold. */
export interface ParenNode {
  kind: 'paren';
  body: MathNode;
}
export interface IntegralNode {
  kind: 'integral';
  body: MathNode;
  variable: string;
  lower?: MathNode;
  upper?: MathNode;
}
export interface LimNode {
  kind: 'lim';
  variable: string;
  /** What the variable tends to, as printed: "0", "∞", "2". */
  to: string;
  body: MathNode;
}
/** Equations one under another, held by a brace. */
export interface SystemNode {
  kind: 'system';
  rows: MathNode[];
}

export type MathNode =
  | TextNode
  | RowNode
  | SupNode
  | SubNode
  | FracNode
  | SqrtNode
  | ParenNode
  | IntegralNode
  | LimNode
  | SystemNode;

export type Part = MathNode | string;

const node = (part: Part): MathNode => (typeof part === 'string' ? { kind: 'text', text: part } : part);

export const row = (...items: Part[]): MathNode =>
  items.length === 1 ? node(items[0]!) : { kind: 'row', items: items.map(node) };
export const sup = (base: Part, exponent: Part): SupNode => ({
  kind: 'sup',
  base: node(base),
  exponent: node(exponent),
});
export const sub = (base: Part, index: Part): SubNode => ({
  kind: 'sub',
  base: node(base),
  index: node(index),
});
export const frac = (num: Part, den: Part): FracNode => ({ kind: 'frac', num: node(num), den: node(den) });
export const sqrt = (...body: Part[]): SqrtNode => ({ kind: 'sqrt', body: row(...body) });
export const paren = (...body: Part[]): ParenNode => ({ kind: 'paren', body: row(...body) });
/** d/dx as a stacked fraction. */
export const ddx = (variable = 'x'): FracNode => frac('d', `d${variable}`);
export const integral = (body: Part, bounds?: [Part, Part], variable = 'x'): IntegralNode => ({
  kind: 'integral',
  body: node(body),
  variable,
  ...(bounds ? { lower: node(bounds[0]), upper: node(bounds[1]) } : {}),
});
export const lim = (to: string, body: Part, variable = 'x'): LimNode => ({
  kind: 'lim',
  variable,
  to,
  body: node(body),
});
export const system = (...rows: Part[]): SystemNode => ({ kind: 'system', rows: rows.map(node) });

const PLAIN: Record<string, string> = {
  '−': '-',
  '×': '*',
  '·': '*',
  '÷': '/',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '∞': 'inf',
  π: 'pi',
  '²': '^2',
  '³': '^3',
};

const plainText = (text: string) => text.replace(/[−×·÷≤≥→∞π²³]/g, (c) => PLAIN[c]!);

/** A single number or letter needs no brackets as an operand. */
const atomic = (plain: string) => /^(?:\d+(?:\.\d+)?|[a-z]|pi|e)$/.test(plain.trim());
const bracket = (plain: string) => (atomic(plain) ? plain.trim() : `(${plain.trim()})`);
const isDdx = (n: MathNode): n is FracNode & { num: TextNode; den: TextNode } =>
  n.kind === 'frac' &&
  n.num.kind === 'text' &&
  n.num.text === 'd' &&
  n.den.kind === 'text' &&
  /^d[a-z]$/.test(n.den.text);

/** The problem as a student would type it, e.g. "(2x+1)/5 = 3" for a stacked fraction. */
export function toPlain(n: MathNode): string {
  switch (n.kind) {
    case 'text':
      return plainText(n.text);
    case 'row':
      return n.items
        .map((item, i) => {
          const plain = toPlain(item);
          if (isDdx(item)) return `${plain} `;
          if (item.kind !== 'frac') return plain;
          // Beside anything but + − = < > , * the fraction needs brackets: (3/4)x is not 3/4x = 3/(4x),
          // and 2/3 ÷ 4/9 is (2/3)/(4/9).
          const before =
            i > 0
              ? toPlain(n.items[i - 1]!)
                  .trimEnd()
                  .at(-1)
              : undefined;
          const after = i + 1 < n.items.length ? toPlain(n.items[i + 1]!).trimStart()[0] : undefined;
          const safe = (c: string | undefined) => c === undefined || /[-+=<>,*]/.test(c);
          return safe(before) && safe(after) ? plain : `(${plain})`;
        })
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    case 'sup':
      return `${toPlain(n.base)}^${bracket(toPlain(n.exponent))}`;
    case 'sub':
      return `${toPlain(n.base)}_${bracket(toPlain(n.index))}`;
    case 'frac':
      return isDdx(n) ? `d/${n.den.text}` : `${bracket(toPlain(n.num))}/${bracket(toPlain(n.den))}`;
    case 'sqrt':
      return `sqrt(${toPlain(n.body)})`;
    case 'paren':
      return `(${toPlain(n.body)})`;
    case 'integral': {
      const bounds = n.lower && n.upper ? ` from ${toPlain(n.lower)} to ${toPlain(n.upper)}` : '';
      return `integrate ${toPlain(n.body)}${bounds} d${n.variable}`;
    }
    case 'lim':
      return `lim ${n.variable}->${plainText(n.to)} ${toPlain(n.body)}`;
    case 'system':
      return n.rows.map(toPlain).join(', ');
  }
}

/** How a photo's problem is laid out, by its most demanding 2-D feature. */
export const LAYOUT_KINDS = [
  'inline',
  'exponent',
  'fraction',
  'radical',
  'derivative',
  'system',
  'limit',
  'integral',
] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

function features(n: MathNode, found: Set<LayoutKind>): Set<LayoutKind> {
  switch (n.kind) {
    case 'text':
      break;
    case 'row':
      for (const item of n.items) features(item, found);
      break;
    case 'sup':
      found.add('exponent');
      features(n.base, found);
      features(n.exponent, found);
      break;
    case 'sub':
      features(n.base, found);
      features(n.index, found);
      break;
    case 'frac':
      found.add(isDdx(n) ? 'derivative' : 'fraction');
      features(n.num, found);
      features(n.den, found);
      break;
    case 'sqrt':
      found.add('radical');
      features(n.body, found);
      break;
    case 'paren':
      features(n.body, found);
      break;
    case 'integral':
      found.add('integral');
      for (const part of [n.body, n.lower, n.upper]) if (part) features(part, found);
      break;
    case 'lim':
      found.add('limit');
      features(n.body, found);
      break;
    case 'system':
      found.add('system');
      for (const r of n.rows) features(r, found);
      break;
  }
  return found;
}

export function layoutKind(n: MathNode): LayoutKind {
  const found = features(n, new Set());
  for (let i = LAYOUT_KINDS.length - 1; i > 0; i--) if (found.has(LAYOUT_KINDS[i]!)) return LAYOUT_KINDS[i]!;
  return 'inline';
}

/** Any 2-D feature: an exponent raised, a fraction stacked, a radical, a brace… */
export const isStacked = (kind: LayoutKind) => kind !== 'inline';
