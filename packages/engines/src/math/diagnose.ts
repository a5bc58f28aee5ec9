// Why a line of working is wrong. We look for the smallest change that explains the line the student
// wrote: a rule applied the wrong way ((a+b)² → a²+b², a minus over the first term only, u′v′ for
// (uv)′), one sign flipped, one term lost or added, one number miscalculated. Each guess is tested
// with the same equivalence check that judged the line, so a diagnosis is never a guess we did not verify.
import { type Complex, complex, evaluate, type MathNode, parse } from 'mathjs';
import { asOperator, type Operator, unwrap } from './tree.ts';

export type Mistake = 'sign_error' | 'dropped_term' | 'wrong_rule' | 'arithmetic' | 'other';

export interface Diagnosis {
  mistake: Mistake;
  hint: string;
}

/** A known wrong rule, written out: what the student gets by applying it. */
export interface Fault extends Diagnosis {
  text: string;
}

/** What the wrong line should have followed from, and how to test a repaired version of it. */
export interface Target {
  /** The previous line, or (when `hidden`) the correct result itself, e.g. the derivative. */
  ref: string;
  /** True when `ref` is the answer the student is working towards: hints must not quote it. */
  hidden: boolean;
  /** Equations and inequalities: lines are relations, with two or more sides. */
  relational: boolean;
  variable: string;
  follows(candidate: string): boolean | null;
  /** Is `candidate` a correct step from `other` (a wrongly transformed ref)? */
  followsFrom(other: string, candidate: string): boolean | null;
  /** Values that vanish when `candidate` follows; used to find the number a line should contain. */
  residuals(candidate: string): Complex[];
  /** Lhs − rhs of `a` over that of `b`, when it is a constant (inequality sign flips). */
  ratio(a: string, b: string): number | null;
  /** Wrong rules beyond the ones read off `ref`, e.g. derivative rules for the first line. */
  faults: Fault[];
  /** Kind-specific explanations, tried after the generic ones (lost roots, boundary points, …). */
  explain?(wrong: string): Diagnosis | null;
  /** `ref` multiplied out, when it has brackets: a term lost while expanding is one of these. */
  expanded?(): string | null;
}

// ---------------------------------------------------------------- text: sides, terms, display

const RELATION = /(<=|>=|=|<|>| or )/;

/** "2*x+3=11" → sides ["2*x+3", "11"] and separators ["="]. */
export function splitSides(statement: string): { sides: string[]; separators: string[] } {
  const pieces = statement.split(RELATION);
  return {
    sides: pieces.filter((_, i) => i % 2 === 0),
    separators: pieces.filter((_, i) => i % 2 === 1),
  };
}

export function joinSides(sides: string[], separators: string[]): string {
  return sides.map((side, i) => (i === 0 ? side : `${separators[i - 1]}${side}`)).join('');
}

export interface Term {
  sign: 1 | -1;
  text: string;
}

/** Top-level terms of a sum: "2*x-(x+1)+3" → [+2*x, −(x+1), +3]. */
export function splitTerms(expr: string): Term[] {
  const terms: Term[] = [];
  let depth = 0;
  let start = 0;
  let sign: 1 | -1 = 1;
  const s = expr.replace(/\s+/g, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === '+' || c === '-') && depth === 0) {
      const before = s[i - 1];
      if (i === start) {
        // A sign in front of a term, not between two terms.
        if (c === '-') sign = sign === 1 ? -1 : 1;
        start = i + 1;
        continue;
      }
      if (before && '*/^'.includes(before)) continue;
      terms.push({ sign, text: s.slice(start, i) });
      sign = c === '-' ? -1 : 1;
      start = i + 1;
    }
  }
  if (start < s.length) terms.push({ sign, text: s.slice(start) });
  return terms;
}

export function joinTerms(terms: Term[]): string {
  if (terms.length === 0) return '0';
  return terms
    .map((t, i) => (t.sign < 0 ? `-${t.text}` : i === 0 ? t.text : `+${t.text}`))
    .join('')
    .replace(/\+-/g, '-');
}

const signed = (t: Term) => (t.sign < 0 ? `-${t.text}` : t.text);

/** How a student would write it: "2*x^2-3*x" → "2x^2 − 3x", "x=2 or x=-3" → "x = 2 or x = −3". */
export function pretty(expr: string): string {
  return expr
    .split(' or ')
    .map((piece) =>
      piece
        .replace(/\s+/g, '')
        .replace(/(?<![\^\d.])(\d+(?:\.\d+)?)\*(?=[a-z(])/g, '$1')
        .replace(/\*/g, '·')
        .replace(/<=|>=|[+=<>]/g, (op) => ` ${op === '<=' ? '≤' : op === '>=' ? '≥' : op} `)
        .replace(/(?<=[\w)])-/g, ' − ')
        .replace(/-/g, '−')
        .replace(/([=<>≤≥(]) \+ /g, '$1 ')
        .replace(/ {2,}/g, ' ')
        .trim(),
    )
    .join(' or ');
}

/** A number as it is printed in a hint: "−3", "1/2". */
export const showNumber = (x: number) => formatNumber(x).replace(/^-/, '−');

const SIDE_NAMES = ['left-hand side', 'right-hand side'];

// ---------------------------------------------------------------- wrong rules on expressions

const isSum = (node: MathNode) => splitTerms(unwrap(node).toString()).length > 1;
const textOf = (node: MathNode) => unwrap(node).toString().replace(/\s+/g, '');
const bracket = (s: string) => `(${s})`;

interface Rewrite {
  /** Wrong versions of this node, or [] when the rule does not apply here. */
  apply(node: MathNode): string[];
  mistake: Mistake;
  hint(node: MathNode): string;
}

const squareEachTerm: Rewrite = {
  apply(node) {
    const op = asOperator(node);
    if (op?.op !== '^' || !isSum(op.args[0]!)) return [];
    const n = textOf(op.args[1]!);
    if (n !== '2' && n !== '3') return [];
    const terms = splitTerms(textOf(op.args[0]!));
    const keepSigns = terms.map((t) => `${t.sign < 0 ? '-' : '+'}(${t.text})^${n}`).join('');
    const allPlus = terms.map((t) => `+(${t.text})^${n}`).join('');
    return [keepSigns, allPlus];
  },
  mistake: 'wrong_rule',
  hint: (node) =>
    textOf(asOperator(node)!.args[1]!) === '2'
      ? 'You squared each term separately, but (a + b)² = a² + 2ab + b²: there is a middle term 2ab.'
      : '(a + b)³ is not a³ + b³: write it as a product of brackets and multiply out.',
};

function negatedBracket(node: MathNode): { before?: string; inside: Term[] } | null {
  const op = asOperator(node);
  if (!op) return null;
  if (op.fn === 'unaryMinus' && unwrap(op.args[0]!) !== op.args[0] && isSum(op.args[0]!))
    return { inside: splitTerms(textOf(op.args[0]!)) };
  if (op.fn === 'subtract' && op.args[1]!.type === 'ParenthesisNode' && isSum(op.args[1]!))
    return { before: op.args[0]!.toString(), inside: splitTerms(textOf(op.args[1]!)) };
  return null;
}

const minusOverFirstTermOnly: Rewrite = {
  apply(node) {
    const found = negatedBracket(node);
    if (!found) return [];
    const [first, ...rest] = found.inside;
    const wrong = joinTerms([{ sign: first!.sign === 1 ? -1 : 1, text: first!.text }, ...rest]);
    return [found.before === undefined ? wrong : `${bracket(found.before)}+${bracket(wrong)}`];
  },
  mistake: 'wrong_rule',
  hint: () => 'A minus sign in front of a bracket changes the sign of every term inside, not just the first.',
};

function factorTimesBracket(node: MathNode): { factor: string; inside: Term[] } | null {
  const op = asOperator(node);
  if (op?.fn !== 'multiply' || op.args.length !== 2) return null;
  const [a, b] = op.args as [MathNode, MathNode];
  if (b.type === 'ParenthesisNode' && isSum(b)) return { factor: textOf(a), inside: splitTerms(textOf(b)) };
  if (a.type === 'ParenthesisNode' && isSum(a)) return { factor: textOf(b), inside: splitTerms(textOf(a)) };
  return null;
}

const multiplyFirstTermOnly: Rewrite = {
  apply(node) {
    const found = factorTimesBracket(node);
    if (!found) return [];
    const [first, ...rest] = found.inside;
    return [`${bracket(found.factor)}*${bracket(signed(first!))}+${bracket(joinTerms(rest))}`];
  },
  mistake: 'wrong_rule',
  hint: (node) =>
    `When you multiply out a bracket, multiply every term inside it by ${pretty(factorTimesBracket(node)!.factor)}, not just the first.`,
};

const rootOfEachTerm: Rewrite = {
  apply(node) {
    if (node.type !== 'FunctionNode') return [];
    const fn = node as unknown as { fn: { name: string }; args: MathNode[] };
    if (fn.fn.name !== 'sqrt' || !fn.args[0] || !isSum(fn.args[0])) return [];
    return [
      splitTerms(textOf(fn.args[0]))
        .map((t) => `${t.sign < 0 ? '-' : '+'}sqrt(${t.text})`)
        .join(''),
    ];
  },
  mistake: 'wrong_rule',
  hint: () => '√(a + b) is not √a + √b: a square root does not split over a sum.',
};

const addTopsAndBottoms: Rewrite = {
  apply(node) {
    const op = asOperator(node);
    if (!op || (op.fn !== 'add' && op.fn !== 'subtract') || op.args.length !== 2) return [];
    const [p, q] = op.args.map((a) => asOperator(unwrap(a)));
    if (p?.fn !== 'divide' || q?.fn !== 'divide') return [];
    const sign = op.fn === 'add' ? '+' : '-';
    const [a, b] = p.args.map(textOf) as [string, string];
    const [c, d] = q.args.map(textOf) as [string, string];
    return [`(${a}${sign}(${c}))/(${b}+${d})`, `(${a}${sign}(${c}))/((${b})*(${d}))`];
  },
  mistake: 'wrong_rule',
  hint: () =>
    'To add or subtract fractions, first write them over a common denominator, then combine only the numerators.',
};

const addExponentsWrongly: Rewrite = {
  apply(node) {
    const op = asOperator(node);
    if (!op) return [];
    if (op.fn === 'multiply' && op.args.length === 2) {
      const [p, q] = op.args.map((a) => asOperator(unwrap(a)));
      if (p?.op === '^' && q?.op === '^' && textOf(p.args[0]!) === textOf(q.args[0]!))
        return [`(${textOf(p.args[0]!)})^((${textOf(p.args[1]!)})*(${textOf(q.args[1]!)}))`];
    }
    if (op.op === '^') {
      const inner = asOperator(unwrap(op.args[0]!));
      if (inner?.op === '^')
        return [`(${textOf(inner.args[0]!)})^((${textOf(inner.args[1]!)})+(${textOf(op.args[1]!)}))`];
    }
    return [];
  },
  mistake: 'wrong_rule',
  hint: (node) =>
    asOperator(node)!.op === '^'
      ? 'For a power of a power, multiply the exponents: (xᵃ)ᵇ = xᵃᵇ.'
      : 'When you multiply powers of the same base, add the exponents: xᵃ·xᵇ = xᵃ⁺ᵇ.',
};

/** (a + b)/a → b: crossing out part of a sum. */
const cancelPartOfSum: Rewrite = {
  apply(node) {
    const op = asOperator(node);
    if (op?.fn !== 'divide' || !isSum(op.args[0]!)) return [];
    const bottom = textOf(op.args[1]!);
    const terms = splitTerms(textOf(op.args[0]!));
    const out: string[] = [];
    terms.forEach((t, i) => {
      const others = terms.filter((_, j) => j !== i);
      if (t.text === bottom) {
        out.push(joinTerms(others), joinTerms([{ sign: t.sign, text: '1' }, ...others]));
        return;
      }
      const factors = t.text.split('*');
      const k = factors.indexOf(bottom);
      if (k >= 0 && factors.length > 1) {
        const rest = factors.filter((_, j) => j !== k).join('*');
        out.push(joinTerms([...others.slice(0, i), { sign: t.sign, text: rest }, ...others.slice(i)]));
      }
    });
    return out;
  },
  mistake: 'wrong_rule',
  hint: () =>
    'You can only cancel a factor of the whole numerator and denominator; when the numerator is a sum, divide every term (or factor it first).',
};

const REWRITES = [
  squareEachTerm,
  minusOverFirstTermOnly,
  multiplyFirstTermOnly,
  rootOfEachTerm,
  addTopsAndBottoms,
  addExponentsWrongly,
  cancelPartOfSum,
];

/** Every way of applying one wrong rule to one place in `expr` (and to all places at once). */
export function expressionFaults(expr: string): { text: string; mistake: Mistake; hint: string }[] {
  let root: MathNode;
  try {
    root = parse(expr);
  } catch {
    return [];
  }
  const faults: Fault[] = [];
  const nodes = root.filter(() => true);
  for (const rule of REWRITES) {
    const everywhere = new Map<MathNode, string>();
    for (const node of nodes) {
      const variants = rule.apply(node);
      if (variants.length === 0) continue;
      everywhere.set(node, variants[0]!);
      for (const variant of variants) {
        const text = root.transform((n) => (n === node ? parse(bracket(variant)) : n)).toString();
        faults.push({ text, mistake: rule.mistake, hint: rule.hint(node) });
      }
    }
    if (everywhere.size > 1) {
      const text = root
        .transform((n) => (everywhere.has(n) ? parse(bracket(everywhere.get(n)!)) : n))
        .toString();
      faults.push({ text, mistake: rule.mistake, hint: rule.hint([...everywhere.keys()][0]!) });
    }
  }
  return faults;
}

// ---------------------------------------------------------------- wrong rules on equations

const numbersIn = (s: string) => [...new Set(s.match(/\d+(?:\.\d+)?/g) ?? [])].filter((n) => Number(n) > 1);

/** "x + 5 = 12" → "x = 12 + 5": a term taken across without changing its sign. */
function movedWithoutSignChange(sides: string[], op: string): Fault[] {
  const faults: Fault[] = [];
  sides.forEach((side, s) => {
    const terms = splitTerms(side);
    if (terms.length < 2) return;
    const other = sides[1 - s]!;
    terms.forEach((t, i) => {
      const kept = joinTerms(terms.filter((_, j) => j !== i));
      const grown = `${other}${t.sign < 0 ? '-' : '+'}${t.text}`;
      const wrong = s === 0 ? [kept, grown] : [grown, kept];
      faults.push({
        text: joinSides(wrong, [op]),
        mistake: 'sign_error',
        hint: `When ${pretty(signed(t))} moves to the other side, its sign changes.`,
      });
    });
  });
  return faults;
}

/** "2x + 4 = 10" → "x + 4 = 5": dividing (or multiplying) only one term of a side. */
function oneTermOnly(sides: string[], op: string, statement: string): Fault[] {
  const faults: Fault[] = [];
  for (const k of numbersIn(statement).slice(0, 6)) {
    sides.forEach((side, s) => {
      const terms = splitTerms(side);
      if (terms.length < 2) return;
      terms.forEach((t, i) => {
        const untouched = terms.filter((_, j) => j !== i);
        for (const [verb, opText] of [
          ['divide', '/'],
          ['multiply', '*'],
        ] as const) {
          const changed = joinTerms([...untouched, { sign: t.sign, text: `(${t.text})${opText}${k}` }]);
          const otherSide = `(${sides[1 - s]})${opText}${k}`;
          faults.push({
            text: joinSides(s === 0 ? [changed, otherSide] : [otherSide, changed], [op]),
            mistake: 'wrong_rule',
            hint: `When you ${verb} both sides by ${k}, ${verb} every term on both sides, including ${pretty(signed(untouched[0]!))}.`,
          });
        }
      });
    });
  }
  return faults;
}

/** "3x = 12" → "x = 36" or "x = 9": undoing a multiplication the wrong way. */
function undoneTheWrongWay(sides: string[], op: string, v: string): Fault[] {
  const faults: Fault[] = [];
  sides.forEach((side, s) => {
    let node: Operator | null;
    try {
      node = asOperator(unwrap(parse(side)));
    } catch {
      return;
    }
    if (node?.args.length !== 2) return;
    const texts = node.args.map(textOf);
    const vAt = texts.indexOf(v);
    const k = texts[1 - vAt];
    if (vAt < 0 || !k || k.includes(v)) return;
    const other = bracket(sides[1 - s]!);
    const place = (rhs: string) => joinSides(s === 0 ? [v, rhs] : [rhs, v], [op]);
    if (node.fn === 'multiply') {
      const hint = `${v} is multiplied by ${pretty(k)}, so divide both sides by ${pretty(k)} to undo it.`;
      for (const wrong of [`${other}*(${k})`, `${other}-(${k})`, `(${k})/${other}`])
        faults.push({ text: place(wrong), mistake: 'wrong_rule', hint });
    } else if (node.fn === 'divide' && vAt === 0) {
      const hint = `${v} is divided by ${pretty(k)}, so multiply both sides by ${pretty(k)} to undo it.`;
      for (const wrong of [`${other}/(${k})`, `${other}-(${k})`])
        faults.push({ text: place(wrong), mistake: 'wrong_rule', hint });
    } else if ((node.fn === 'add' || node.fn === 'subtract') && k) {
      // "x + 5 = 12" → "x = 12/5": the opposite of + is −, not ÷.
      faults.push({
        text: place(`${other}/(${k})`),
        mistake: 'wrong_rule',
        hint: `To undo ${node.fn === 'add' ? `+ ${pretty(k)}` : `− ${pretty(k)}`}, ${node.fn === 'add' ? 'subtract' : 'add'} ${pretty(k)} on both sides.`,
      });
    }
  });
  return faults;
}

function statementFaults(statement: string, v: string): Fault[] {
  const { sides, separators } = splitSides(statement);
  const faults: Fault[] = [];
  // Wrong rules inside one side at a time.
  sides.forEach((side, s) => {
    for (const f of expressionFaults(side)) {
      const changed = sides.map((x, j) => (j === s ? f.text : x));
      faults.push({ ...f, text: joinSides(changed, separators) });
    }
  });
  if (sides.length === 2 && separators[0] !== ' or ') {
    const op = separators[0]!;
    faults.push(
      ...movedWithoutSignChange(sides, op),
      ...undoneTheWrongWay(sides, op, v),
      ...oneTermOnly(sides, op, statement),
    );
  }
  return faults;
}

// ---------------------------------------------------------------- wrong derivative rules

type DerivativeSlip =
  | 'product'
  | 'quotient'
  | 'quotient_order'
  | 'chain'
  | 'power_keep'
  | 'power_no_factor'
  | 'trig_sign'
  | 'exponential_as_power'
  | 'constant_kept';

const SLIP_HINTS: Record<DerivativeSlip, Diagnosis> = {
  product: {
    mistake: 'wrong_rule',
    hint: 'For a product use the product rule: (uv)′ = u′v + uv′, not u′·v′.',
  },
  quotient: {
    mistake: 'wrong_rule',
    hint: 'For a quotient use the quotient rule: (u/v)′ = (u′v − uv′)/v², not u′/v′.',
  },
  quotient_order: {
    mistake: 'sign_error',
    hint: 'In the quotient rule the order matters: (u/v)′ = (u′v − uv′)/v², derivative of the top first.',
  },
  chain: {
    mistake: 'wrong_rule',
    hint: 'Use the chain rule: after differentiating the outer function, multiply by the derivative of the inside.',
  },
  power_keep: {
    mistake: 'wrong_rule',
    hint: 'Power rule: d/dx xⁿ = n·xⁿ⁻¹ — the exponent goes down by one.',
  },
  power_no_factor: {
    mistake: 'wrong_rule',
    hint: 'Power rule: d/dx xⁿ = n·xⁿ⁻¹ — bring the old exponent down as a factor.',
  },
  trig_sign: {
    mistake: 'sign_error',
    hint: 'Check the sign: the derivative of cos x is −sin x (and of sin x is +cos x).',
  },
  exponential_as_power: {
    mistake: 'wrong_rule',
    hint: 'With the variable in the exponent the power rule does not apply: d/dx aˣ = aˣ·ln a (and eˣ stays eˣ).',
  },
  constant_kept: { mistake: 'wrong_rule', hint: 'The derivative of a constant term is 0.' },
};

const OUTER: Record<string, (u: string, slip?: DerivativeSlip) => string> = {
  sin: (u) => `cos(${u})`,
  cos: (u, slip) => (slip === 'trig_sign' ? `sin(${u})` : `-sin(${u})`),
  tan: (u) => `1/cos(${u})^2`,
  exp: (u) => `exp(${u})`,
  log: (u) => `1/(${u})`,
  sqrt: (u) => `1/(2*sqrt(${u}))`,
};

const dependsOn = (node: MathNode, v: string) =>
  node.filter((n) => n.type === 'SymbolNode' && (n as unknown as { name: string }).name === v).length > 0;

/** The derivative of `node`, with one kind of slip made wherever it can be made; null if unsupported. */
function slippedDerivative(node: MathNode, v: string, slip: DerivativeSlip): string | null {
  const n = unwrap(node);
  const d = (m: MathNode) => slippedDerivative(m, v, slip);
  const t = (m: MathNode) => bracket(m.toString());
  if (!dependsOn(n, v)) return '0';
  if (n.type === 'SymbolNode') return '1';
  if (n.type === 'FunctionNode') {
    const fn = n as unknown as { fn: { name: string }; args: MathNode[] };
    const outer = OUTER[fn.fn.name];
    const du = fn.args[0] && d(fn.args[0]);
    if (!outer || !du) return null;
    const u = fn.args[0]!.toString();
    return slip === 'chain' ? outer(u, slip) : `${bracket(outer(u, slip))}*${bracket(du)}`;
  }
  const op = asOperator(n);
  if (!op) return null;
  const [a, b] = op.args as [MathNode, MathNode | undefined];
  const da = d(a);
  const db = b ? d(b) : '0';
  if (da === null || db === null) return null;
  switch (op.fn) {
    case 'unaryMinus':
      return `-${bracket(da)}`;
    case 'unaryPlus':
      return da;
    case 'add':
    case 'subtract': {
      const keep = (m: MathNode, dm: string) => (slip === 'constant_kept' && !dependsOn(m, v) ? t(m) : dm);
      return `${bracket(keep(a, da))}${op.fn === 'add' ? '+' : '-'}${bracket(keep(b!, db))}`;
    }
    case 'multiply':
      if (!dependsOn(a, v)) return `${t(a)}*${bracket(db)}`;
      if (!dependsOn(b!, v)) return `${bracket(da)}*${t(b!)}`;
      return slip === 'product'
        ? `${bracket(da)}*${bracket(db)}`
        : `${bracket(da)}*${t(b!)}+${t(a)}*${bracket(db)}`;
    case 'divide':
      if (!dependsOn(b!, v)) return `${bracket(da)}/${t(b!)}`;
      if (slip === 'quotient') return `${bracket(da)}/${bracket(db)}`;
      return slip === 'quotient_order'
        ? `(${t(a)}*${bracket(db)}-${bracket(da)}*${t(b!)})/${t(b!)}^2`
        : `(${bracket(da)}*${t(b!)}-${t(a)}*${bracket(db)})/${t(b!)}^2`;
    case 'pow': {
      if (!dependsOn(b!, v)) {
        const chain = slip === 'chain' ? '1' : bracket(da);
        const power =
          slip === 'power_keep'
            ? `${t(b!)}*${t(a)}^${t(b!)}`
            : slip === 'power_no_factor'
              ? `${t(a)}^(${t(b!)}-1)`
              : `${t(b!)}*${t(a)}^(${t(b!)}-1)`;
        return `${power}*${chain}`;
      }
      if (!dependsOn(a, v)) {
        const chain = slip === 'chain' ? '1' : bracket(db);
        return slip === 'exponential_as_power'
          ? `${t(b!)}*${t(a)}^(${t(b!)}-1)*${chain}`
          : `${t(a)}^${t(b!)}*log(${t(a)})*${chain}`;
      }
      return `${t(a)}^${t(b!)}*(${bracket(db)}*log(${t(a)})+${t(b!)}*${bracket(da)}/${t(a)})`;
    }
    default:
      return null;
  }
}

/** What each common derivative slip would give for d/dv f. */
export function derivativeFaults(f: string, v: string): Fault[] {
  let node: MathNode;
  try {
    node = parse(f);
  } catch {
    return [];
  }
  const faults: Fault[] = [];
  for (const slip of Object.keys(SLIP_HINTS) as DerivativeSlip[]) {
    const text = slippedDerivative(node, v, slip);
    if (text) faults.push({ text, ...SLIP_HINTS[slip] });
  }
  return faults;
}

// ---------------------------------------------------------------- small repairs of the wrong line

interface Repair extends Diagnosis {
  text: string;
}

function* sideEdits(wrong: string): Generator<{ side: number; sides: string[]; separators: string[] }> {
  const { sides, separators } = splitSides(wrong);
  for (let side = 0; side < sides.length; side++) yield { side, sides, separators };
}

const withSide = (sides: string[], separators: string[], side: number, text: string) =>
  joinSides(
    sides.map((x, j) => (j === side ? text : x)),
    separators,
  );

/** Terms of the reference line, each with the side it is on. */
function refTerms(ref: string): { side: number; term: Term }[] {
  return splitSides(ref).sides.flatMap((side, i) => splitTerms(side).map((term) => ({ side: i, term })));
}

function signRepairs(wrong: string, target: Target): Repair[] {
  const repairs: Repair[] = [];
  const known = target.hidden ? [] : refTerms(target.ref);
  for (const { side, sides, separators } of sideEdits(wrong)) {
    const terms = splitTerms(sides[side]!);
    terms.forEach((t, i) => {
      const flipped = terms.map((u, j) => (j === i ? { ...u, sign: (u.sign === 1 ? -1 : 1) as 1 | -1 } : u));
      const movedFrom = known.find(
        (k) => k.term.text === t.text && k.side !== side && k.term.sign === t.sign,
      );
      repairs.push({
        text: withSide(sides, separators, side, joinTerms(flipped)),
        mistake: 'sign_error',
        hint:
          movedFrom && target.relational
            ? `It looks like ${pretty(signed(t))} moved to the other side without changing its sign: moving a term across changes + to − and − to +.`
            : `Check the sign of ${pretty(signed(t))}.`,
      });
    });
    if (terms.length > 1)
      repairs.push({
        text: withSide(sides, separators, side, `-(${sides[side]})`),
        mistake: 'sign_error',
        hint: target.relational
          ? `Every sign on the ${SIDE_NAMES[Math.min(side, 1)]} is flipped: if you multiply by −1, do it to every term on both sides.`
          : 'The whole line has the opposite sign: check the minus signs.',
      });
  }
  return repairs;
}

const FLIP: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

function directionRepair(wrong: string, target: Target): Repair | null {
  if (!/[<>]/.test(wrong)) return null;
  const text = wrong.replace(/<=|>=|<|>/g, (op) => FLIP[op]!);
  const ratio = target.hidden ? null : target.ratio(target.ref, wrong);
  let hint = 'Check the direction of the inequality sign.';
  if (ratio !== null && ratio < 0) {
    const by = Math.abs(ratio) >= 1 ? ['divided', ratio] : ['multiplied', 1 / ratio];
    hint = `You ${by[0]} both sides by ${showNumber(by[1] as number)}, a negative number, so the inequality sign must turn around.`;
  }
  return { text, mistake: 'sign_error', hint };
}

function restoreRepairs(wrong: string, target: Target): Repair[] {
  const repairs: Repair[] = [];
  const lost = refTerms(target.ref).filter(({ term }) => !/^0$/.test(term.text));
  for (const { side, sides, separators } of sideEdits(wrong)) {
    for (const { term } of lost) {
      for (const sign of target.relational ? [1, -1] : [1]) {
        const back = sign * term.sign < 0 ? '-' : '+';
        repairs.push({
          text: withSide(sides, separators, side, `${sides[side]}${back}${term.text}`),
          mistake: 'dropped_term',
          hint: target.hidden
            ? 'A term is missing: work on every term of the sum, one at a time.'
            : target.relational
              ? `${pretty(signed(term))} has gone missing. Every term has to go somewhere: if you take it away from one side, take it away from the other too.`
              : `${pretty(signed(term))} has disappeared from this line: check that every term is still there.`,
        });
      }
    }
  }
  const expanded = !target.hidden && target.ref.includes('(') ? target.expanded?.() : null;
  if (expanded)
    for (const term of splitTerms(expanded))
      for (const { side, sides, separators } of sideEdits(wrong))
        repairs.push({
          text: withSide(sides, separators, side, `${sides[side]}${term.sign < 0 ? '-' : '+'}${term.text}`),
          mistake: 'dropped_term',
          hint: 'A term went missing while multiplying out: every term in one bracket multiplies every term in the other.',
        });
  return repairs;
}

function removalRepairs(wrong: string, target: Target): Repair[] {
  const repairs: Repair[] = [];
  const known = target.hidden ? [] : refTerms(target.ref);
  for (const { side, sides, separators } of sideEdits(wrong)) {
    const terms = splitTerms(sides[side]!);
    if (terms.length < 2) continue;
    terms.forEach((t, i) => {
      const stayed = known.some((k) => k.side === side && k.term.text === t.text);
      repairs.push({
        text: withSide(sides, separators, side, joinTerms(terms.filter((_, j) => j !== i))),
        mistake: 'other',
        hint:
          stayed && target.relational
            ? `${pretty(signed(t))} is still on the ${SIDE_NAMES[Math.min(side, 1)]}: whatever you do to one side, do to the other as well.`
            : `${pretty(signed(t))} should not be in this line; check where it came from.`,
      });
    });
  }
  return repairs;
}

// ---------------------------------------------------------------- one number wrong

export function formatNumber(x: number): string {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(x * d);
    if (Math.abs(x - n / d) <= 1e-9 * (1 + Math.abs(x))) return d === 1 ? `${n}` : `${n}/${d}`;
  }
  return String(Number(x.toPrecision(6)));
}

export function quotient(a: Complex, b: Complex): Complex {
  const d = b.re * b.re + b.im * b.im;
  return complex((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
}

/** The value a number should have had, found from the residual being linear in it. */
function intendedNumber(withNumber: (k: number) => string, target: Target): number | null {
  const r0 = target.residuals(withNumber(0));
  const r1 = target.residuals(withNumber(1));
  for (let p = 0; p < Math.min(r0.length, r1.length); p++) {
    const g0 = r0[p]!;
    const g1 = r1[p]!;
    const slope = complex(g1.re - g0.re, g1.im - g0.im);
    const size = Math.hypot(slope.re, slope.im);
    if (size < 1e-9 * (1 + Math.hypot(g0.re, g0.im))) continue;
    // k = −g0/slope, kept only when (nearly) real.
    const k = quotient(complex(-g0.re, -g0.im), slope);
    if (Math.abs(k.im) > 1e-6 * (1 + Math.abs(k.re))) continue;
    return k.re;
  }
  return null;
}

/** A sub-expression of the reference made only of numbers whose value is `k`, e.g. "3*4" for 12. */
function whereNumberComesFrom(ref: string, k: number): string | null {
  for (const side of splitSides(ref).sides) {
    let root: MathNode;
    try {
      root = parse(side);
    } catch {
      continue;
    }
    const candidates = root.filter(
      (n) => n.type === 'OperatorNode' && n.filter((m) => m.type === 'SymbolNode').length === 0,
    );
    for (const node of candidates) {
      try {
        const value = Number(evaluate(node.toString()));
        if (Math.abs(value - k) <= 1e-9 * (1 + Math.abs(k)) && /[-+*/^]/.test(textOf(node).slice(1)))
          return textOf(node);
      } catch {}
    }
  }
  return null;
}

interface NumberRepair extends Repair {
  /** Lower is a likelier slip: a number we can trace to a computation, a whole number, late in the line. */
  rank: number[];
}

/** The innermost bracket of `text` around position `at`, as [start, end) of its content. */
function innermostBracket(text: string, at: number): [number, number] {
  let best: [number, number] = [0, text.length];
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')') {
      const start = open.pop();
      if (start !== undefined && start < at && at < i) {
        if (i - start - 1 < best[1] - best[0]) best = [start + 1, i];
      }
    }
  }
  return best;
}

/** The term that holds position `at`: "2*x" for the 2 in "x^2+2*x+2", "-5*x" inside "(x^2-5*x+7)". */
function termAround(line: string, at: number): string {
  let offset = 0;
  for (const piece of line.split(RELATION)) {
    if (at < offset + piece.length) {
      const [from, to] = innermostBracket(piece, at - offset);
      const inner = piece.slice(from, to);
      let start = 0;
      for (const t of splitTerms(inner)) {
        const found = inner.indexOf(t.text, start);
        if (found >= 0 && at - offset - from >= found && at - offset - from < found + t.text.length)
          return t.text;
        if (found >= 0) start = found + t.text.length;
      }
      return inner;
    }
    offset += piece.length;
  }
  return line;
}

function numberHint(wrong: string, at: number, written: string, k: number, target: Target): Diagnosis {
  const decimals = /\.(\d+)$/.exec(written)?.[1]?.length ?? 0;
  if (decimals > 0 && Math.abs(k - Number(written)) <= 0.5 * 10 ** -decimals)
    return {
      mistake: 'other',
      hint: `${written} is a rounded value. Keep exact values (fractions, roots) until the final answer.`,
    };
  if (Math.abs(k + Number(written)) <= 1e-9 * (1 + Math.abs(k)))
    return { mistake: 'sign_error', hint: `Check the sign in front of ${written}.` };
  const source = target.hidden ? null : whereNumberComesFrom(target.ref, k);
  const term = termAround(wrong, at);
  return {
    mistake: 'arithmetic',
    hint: source
      ? `Recheck ${pretty(source)}: it does not come to ${written}.`
      : `Recheck the arithmetic that gave ${term === written ? written : pretty(term)} in this line.`,
  };
}

interface NumberRepair extends Repair {
  /** Lower is a likelier slip: a number we can trace to a computation, a whole number, late in the line. */
  rank: number[];
}

/** Each number in the line, alone, and every copy of a repeated number together (x = (2 ± √(4−12))/2). */
function numberSlots(wrong: string): { at: number[]; text: string }[] {
  const found = [...wrong.matchAll(/\d+(?:\.\d+)?/g)].slice(0, 12);
  const slots = found.map((m) => ({ at: [m.index], text: m[0] }));
  for (const text of new Set(found.map((m) => m[0])))
    if (found.filter((m) => m[0] === text).length > 1)
      slots.push({ at: found.filter((m) => m[0] === text).map((m) => m.index), text });
  return slots;
}

function numberRepairs(wrong: string, target: Target): NumberRepair[] {
  const repairs: NumberRepair[] = [];
  numberSlots(wrong).forEach((slot, position) => {
    const withNumber = (k: number | string) => {
      let out = wrong;
      for (const at of [...slot.at].reverse())
        out = `${out.slice(0, at)}(${k})${out.slice(at + slot.text.length)}`;
      return out;
    };
    const k = intendedNumber(withNumber, target);
    if (k === null || Math.abs(k - Number(slot.text)) < 1e-9 * (1 + Math.abs(k))) return;
    const nice = formatNumber(k);
    const diagnosis = numberHint(wrong, slot.at[0]!, slot.text, k, target);
    // A number nobody would have meant is no explanation, unless the slip is a rounding.
    if (nice.length > 9 && diagnosis.mistake !== 'other') return;
    const traced = diagnosis.hint.startsWith('Recheck the arithmetic') ? 1 : 0;
    repairs.push({
      text: withNumber(nice.length > 9 ? k : nice),
      ...diagnosis,
      rank: [traced, Number.isInteger(k) === Number.isInteger(Number(slot.text)) ? 0 : 1, -position],
    });
  });
  const byRank = (a: NumberRepair, b: NumberRepair) => a.rank.reduce((d, x, i) => d || x - b.rank[i]!, 0);
  return repairs.sort(byRank);
}

// ---------------------------------------------------------------- the diagnosis

const MAX_TRIES = 400;
/** Diagnosis is a nicety: past this many milliseconds we stop guessing and give the general hint. */
const TIME_BUDGET_MS = 1500;

/** The first known mistake that explains `wrong`, or null when none does. */
export function diagnose(wrong: string, target: Target): Diagnosis | null {
  let tries = 0;
  const deadline = Date.now() + TIME_BUDGET_MS;
  const firstThat = <T extends Diagnosis>(items: Iterable<T>, test: (item: T) => boolean | null) => {
    const seen = new Set<string>();
    for (const item of items) {
      const key = 'text' in item ? String(item.text) : item.hint;
      if (seen.has(key)) continue;
      seen.add(key);
      if (++tries > MAX_TRIES || Date.now() > deadline) return null;
      if (test(item) === true) return { mistake: item.mistake, hint: item.hint };
    }
    return null;
  };
  const ownFaults = target.hidden
    ? []
    : target.relational
      ? statementFaults(target.ref, target.variable)
      : expressionFaults(target.ref);
  const direction = directionRepair(wrong, target);
  return (
    firstThat(target.faults, (f) => target.followsFrom(f.text, wrong)) ??
    firstThat(ownFaults, (f) => target.followsFrom(f.text, wrong)) ??
    firstThat(direction ? [direction] : [], (r) => target.follows(r.text)) ??
    firstThat(signRepairs(wrong, target), (r) => target.follows(r.text)) ??
    firstThat(restoreRepairs(wrong, target), (r) => target.follows(r.text)) ??
    firstThat(removalRepairs(wrong, target), (r) => target.follows(r.text)) ??
    firstThat(numberRepairs(wrong, target), (r) => target.follows(r.text)) ??
    (Date.now() > deadline ? null : target.explain?.(wrong)) ??
    null
  );
}
