// readProblem: what a student typed (plain text or LaTeX) → a normalized, classified Reading.
import { type FunctionNode, type MathNode, type OperatorNode, parse } from 'mathjs';
import nerdamer from 'nerdamer-prime';
import { latexToPlain, normalizePlain, rewriteTwoArgumentLogs } from './normalize.ts';
import { readPercentWords } from './percent-words.ts';
import { writtenTex } from './present.ts';
import { dependsOn } from './tree.ts';
import type { Assumption, Reading, TaskType } from './types.ts';

const COMMANDS =
  /^(?:please\s+)?(?:solve(?:\s+for\s+[a-z])?|simplify|expand|factor(?:ise|ize)?|evaluate|calculate|compute|work\s+out|find|what\s+is|what's)\b\s*:?\s*/i;

/** The variable to solve for: x, y, z, t first, then the first other letter. */
export function pickVariable(expr: string): string | undefined {
  const vars = new Set(
    (expr.replace(/[a-z]{2,}\(/g, '(').match(/\b[a-z]\b/g) ?? []).filter((v) => v !== 'e' && v !== 'i'),
  );
  for (const v of ['x', 'y', 'z', 't']) if (vars.has(v)) return v;
  return [...vars].sort()[0];
}

/** The problem as LaTeX, as written: "2*x+3=11" → "2x + 3 = 11". */
export const toLatex = (expr: string): string => writtenTex(expr);

/** Powers adding up to more than this are not expanded to find a degree: (x+1)^2000 alone takes a second. */
const MAX_EXPANDED_POWER = 50;
/** With several letters an expansion grows much faster: (x+y+z+w)^50 has over 20,000 terms. */
const MAX_MULTIVARIATE_POWER = 12;

function polynomialDegree(expr: string, v: string): number | null {
  const powers = (expr.match(/\^\(?(\d+)/g) ?? []).map((p) => Number(p.replace(/\D/g, '')));
  if (powers.reduce((sum, p) => sum + p, 0) > MAX_EXPANDED_POWER) return null;
  const letters = new Set(expr.replace(/[a-z]{2,}\(/g, '(').match(/\b[a-z]\b/g) ?? []).size;
  if (letters > 1 && powers.some((p) => p > MAX_MULTIVARIATE_POWER)) return null;
  try {
    const d = Number(nerdamer(`deg(expand(${expr}), ${v})`).toString());
    return Number.isInteger(d) ? d : null;
  } catch {
    return null;
  }
}

function relationDifference(expr: string): string {
  const [lhs, rhs] = expr.split(/<=|>=|=|<|>/);
  return `(${lhs})-(${rhs})`;
}

/** The exponent after each `^`: a bracketed group, or one number or name. */
function exponents(expr: string): string[] {
  const found: string[] = [];
  for (let i = expr.indexOf('^'); i !== -1; i = expr.indexOf('^', i + 1)) {
    if (expr[i + 1] === '(') {
      let depth = 0;
      let j = i + 1;
      for (; j < expr.length; j++) {
        if (expr[j] === '(') depth++;
        else if (expr[j] === ')' && --depth === 0) break;
      }
      found.push(expr.slice(i + 2, j));
    } else {
      found.push(/^-?[\w.]+/.exec(expr.slice(i + 1))?.[0] ?? '');
    }
  }
  return found;
}

function variableInExponent(expr: string, v: string): boolean {
  const name = new RegExp(String.raw`\b${v}\b`);
  return exponents(expr).some((e) => name.test(e));
}

/** Whether v sits in a denominator or inside a function (sin, sqrt, log…) anywhere in expr. */
function nonPolynomial(expr: string, v: string): boolean {
  let tree: MathNode;
  try {
    tree = parse(expr.replace(/<=|>=|=|<|>/g, '-'));
  } catch {
    return true;
  }
  return (
    tree.filter((n) => {
      if (n.type === 'FunctionNode') return (n as FunctionNode).args.some((a) => dependsOn(a, v));
      if (n.type !== 'OperatorNode') return false;
      const op = n as OperatorNode;
      if (op.fn === 'divide') return dependsOn(op.args[1]!, v);
      if (op.fn === 'pow') return dependsOn(op.args[0]!, v) && !/^\d+$/.test(op.args[1]!.toString());
      return false;
    }).length > 0
  );
}

function variableInLogOrExp(expr: string, v: string): boolean {
  try {
    return (
      parse(expr.replace(/<=|>=|=|<|>/g, '-')).filter(
        (n) =>
          n.type === 'FunctionNode' &&
          ['log', 'exp'].includes((n as FunctionNode).fn.toString()) &&
          (n as FunctionNode).args.some((a) => dependsOn(a, v)),
      ).length > 0
    );
  } catch {
    return false;
  }
}

interface Draft {
  expression: string;
  task_type: TaskType;
  variable?: string;
  ambiguity: number;
  latex?: string;
  real_only?: boolean;
}

/**
 * "Find the (real) roots / solutions / zeros of …" and "… over the reals": the equation alone, and
 * whether only real roots are asked for. Zeros of an expression or of f(x) = … mean it equals 0.
 */
function rootsWording(s: string): { text: string; realOnly: boolean } | null {
  const asked =
    /^(?:find|what\s+are|give|list|determine|solve\s+for)?\s*(?:all\s+)?(?:the\s+)?(real\s+)?(roots|solutions|zeros|zeroes)\s+(?:of|to|for)\s+(?:the\s+(?:equation|polynomial|function)\s+)?(.+)$/i.exec(
      s,
    );
  const overReals =
    /^(?:solve\s+)?(.+?)\s*,?\s+(?:over\s+the\s+reals|over\s+the\s+real\s+numbers|in\s+the\s+real\s+numbers|for\s+real\s+[a-z])$/i.exec(
      s,
    );
  if (!asked && !overReals) return null;
  let text = asked ? asked[3]! : overReals![1]!;
  const zeros = asked ? /^zero/i.test(asked[2]!) : false;
  const fOfX = /^[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*(.+)$/i.exec(text);
  if (fOfX && zeros) text = fOfX[1]!;
  if (!text.includes('=')) text = `${text} = 0`;
  return { text, realOnly: asked ? Boolean(asked[1]) : true };
}

function classifyRelation(expr: string, ambiguity: number): Draft | null {
  const v = pickVariable(expr);
  if (!v) return null;
  const isEquation = !/[<>]/.test(expr);
  const extraVars = new Set((expr.match(/\b[a-df-hj-z]\b/g) ?? []).filter((x) => x !== v)).size;
  ambiguity += extraVars > 0 ? 0.3 : 0;
  if (isEquation && (variableInExponent(expr, v) || variableInLogOrExp(expr, v)))
    return { expression: expr, task_type: 'exponential_equation', variable: v, ambiguity };
  if (/\babs\(/.test(expr)) {
    // |A| = B is solved case by case; each case is A = ±B, whose degree names the task. |A| ≤ B is
    // solved for a linear A.
    const cases = expr.replace(/\babs\(/g, '(');
    const d = nonPolynomial(cases, v) ? null : polynomialDegree(relationDifference(cases), v);
    const kind = isEquation ? 'equation' : 'inequality';
    if (d !== null && d <= (isEquation ? 2 : 1))
      return {
        expression: expr,
        task_type: d === 2 ? `quadratic_${kind}` : `linear_${kind}`,
        variable: v,
        ambiguity,
      };
  }
  // Rational equations and ones with other functions of v are not polynomials, whatever deg() says.
  const deg = nonPolynomial(expr, v) ? null : polynomialDegree(relationDifference(expr), v);
  if (isEquation) {
    // Degree 0: the unknown cancels, so it is a linear equation with no solution or every number.
    const task_type: TaskType =
      deg === 1 || deg === 0 ? 'linear_equation' : deg === 2 ? 'quadratic_equation' : 'polynomial_equation';
    return {
      expression: expr,
      task_type,
      variable: v,
      ambiguity: deg === null ? ambiguity + 0.3 : ambiguity,
    };
  }
  return {
    expression: expr,
    task_type: deg === 2 ? 'quadratic_inequality' : 'linear_inequality',
    variable: v,
    ambiguity: deg !== 1 && deg !== 2 ? ambiguity + 0.3 : ambiguity,
  };
}

/** "-1 < 2*x+3 <= 9": a compound inequality, linear in the middle, plain numbers outside. */
function classifyCompound(expr: string, ambiguity: number): Draft | null {
  const [left, , middle, , right] = expr.split(/(<=|>=|<|>)/) as [string, string, string, string, string];
  const v = pickVariable(middle);
  if (!v || pickVariable(`${left},${right}`)) return null;
  const deg = nonPolynomial(middle, v) ? null : polynomialDegree(middle, v);
  return {
    expression: expr,
    task_type: 'linear_inequality',
    variable: v,
    ambiguity: deg === 1 ? ambiguity : ambiguity + 0.3,
  };
}

const ASK = String.raw`(?:find|what\s+is|what's|compute|calculate|determine|work\s+out|evaluate)`;
const DERIVATIVE = String.raw`(?:dy\/dx|y'|y′|the\s+derivative(?:\s+of\s+y)?)`;

/**
 * Calculus questions as students word them, rewritten to the forms read below:
 * "y = x^(1/3), find dy/dx" and "find dy/dx if y = …" → "d/dx …";
 * "what is the derivative of …" → "derivative of …";
 * "integral from 0 to 2 of 3x^2 dx" → "integral of 3x^2 dx from 0 to 2".
 */
function calculusWording(s: string): string {
  const given = new RegExp(
    `^(?:if\\s+|given\\s+|let\\s+)?y\\s*=\\s*(.+?)\\s*[,;.]?\\s*(?:then\\s+)?${ASK}\\s+${DERIVATIVE}$`,
    'i',
  ).exec(s);
  if (given) return `d/dx ${given[1]}`;
  const asked = new RegExp(
    `^(?:${ASK}\\s+)?${DERIVATIVE}\\s+(?:if|when|for|given|of|where)\\s+y\\s*=\\s*(.+)$`,
    'i',
  ).exec(s);
  if (asked) return `d/dx ${asked[1]}`;
  const fOfX = new RegExp(`^f\\(x\\)\\s*=\\s*(.+?)\\s*[,;.]?\\s*(?:then\\s+)?${ASK}\\s+f'\\(x\\)$`, 'i').exec(
    s,
  );
  if (fOfX) return `d/dx ${fOfX[1]}`;
  const t = s
    .replace(
      new RegExp(`^${ASK}\\s+(?=(?:the\\s+)?(?:(?:in)?definite\\s+)?(?:derivative|integral|limit)\\b)`, 'i'),
      '',
    )
    .replace(/^(the\s+)?(?:in)?definite\s+(?=integral\b)/i, '$1');
  const integrateFrom = /^integrate\s+from\s+(\S+)\s+to\s+(\S+)\s+(?:of\s+)?(.+)$/i.exec(t);
  if (integrateFrom) return `integral of ${integrateFrom[3]} from ${integrateFrom[1]} to ${integrateFrom[2]}`;
  const fromFirst = /^(?:the\s+)?integral\s+from\s+(\S+)\s+to\s+(\S+)\s+of\s+(.+)$/i.exec(t);
  if (fromFirst) return `integral of ${fromFirst[3]} from ${fromFirst[1]} to ${fromFirst[2]}`;
  return t;
}

function readPlain(raw: string): Draft | null {
  let s = raw
    .trim()
    // Sentence punctuation at the end goes; "5!" keeps its factorial sign.
    .replace(/[?.]+$|(?<![\d)\s])!+$/, '')
    .trim();
  // Percent in words: "15% of 80", "60 increased by 15%", "what percent of 240 is 36", …
  const worded = readPercentWords(s);
  if (worded) return { expression: worded, task_type: 'percent', ambiguity: 0 };

  // Absolute value bars: "|2x+1| <= 7" → "abs(2x+1) <= 7" (pairs, not nested).
  if ((s.match(/\|/g) ?? []).length % 2 === 0) s = s.replace(/\|([^|]+)\|/g, 'abs($1)');
  const roots = rootsWording(s);
  if (roots) {
    const draft = readPlain(roots.text);
    if (draft && roots.realOnly) draft.real_only = true;
    return draft;
  }
  s = calculusWording(s);
  // Derivative: "d/dx x^2 sin x", "derivative of …", "differentiate …".
  const dd =
    /^(?:d\/d([a-z])|(?:the\s+)?derivative\s+of|differentiate)\s*(.+?)(?:\s+with\s+respect\s+to\s+([a-z]))?$/i.exec(
      s,
    );
  if (dd) {
    const body = normalizePlain(dd[2]!);
    if (!body) return null;
    const v = dd[1] ?? dd[3] ?? pickVariable(body.text) ?? 'x';
    return {
      expression: `diff(${body.text}, ${v})`,
      task_type: 'derivative',
      variable: v,
      ambiguity: body.ambiguity,
    };
  }

  // Integrals: "integrate x e^x dx", "∫ x^2 dx from 0 to 1", "integral of x^2 from 0 to 1".
  const ii = /^(?:integrate|(?:the\s+)?integral\s+of|int|∫)\s*(.+)$/i.exec(s);
  if (ii) {
    let body = ii[1]!;
    let bounds: [string, string] | undefined;
    const fromTo = /\s+from\s+(\S+)\s+to\s+(\S+?)(?=\s+d[a-z]\b|$)/i.exec(body);
    if (fromTo) {
      bounds = [fromTo[1]!, fromTo[2]!];
      body = body.replace(fromTo[0], '');
    }
    let v: string | undefined;
    const dv = /\s*\\?,?\s*d([a-z])\s*$/.exec(body);
    if (dv) {
      v = dv[1];
      body = body.slice(0, dv.index);
    }
    const n = normalizePlain(body);
    if (!n) return null;
    v ??= pickVariable(n.text) ?? 'x';
    if (bounds) {
      const a = normalizePlain(bounds[0]);
      const b = normalizePlain(bounds[1]);
      if (!a || !b) return null;
      return {
        expression: `defint(${n.text}, ${a.text}, ${b.text}, ${v})`,
        task_type: 'definite_integral',
        variable: v,
        ambiguity: n.ambiguity,
      };
    }
    return {
      expression: `integrate(${n.text}, ${v})`,
      task_type: 'indefinite_integral',
      variable: v,
      ambiguity: n.ambiguity,
    };
  }

  // Limits: "lim x->0 sin(x)/x", "lim_(x->0) …", "limit of … as x -> 0".
  const lim = /^lim(?:it)?_?\s*\(?\s*([a-z])\s*(?:->|→|to)\s*([^\s)]+)\s*\)?\s*(.+)$/i.exec(s);
  const limOf =
    /^(?:the\s+)?limit\s+of\s+(.+?)\s+as\s+([a-z])\s*(?:->|→|approaches|goes\s+to|tends\s+to)\s*(\S+)$/i.exec(
      s,
    );
  if (lim || limOf) {
    const [v, point, bodyText] = lim ? [lim[1]!, lim[2]!, lim[3]!] : [limOf![2]!, limOf![3]!, limOf![1]!];
    const body = normalizePlain(bodyText);
    const p = /^[-+]?(inf|infinity|∞)$/i.test(point)
      ? { text: point.startsWith('-') ? '-Infinity' : 'Infinity', ambiguity: 0 }
      : normalizePlain(point);
    if (!body || !p) return null;
    return {
      expression: `limit(${body.text}, ${v}, ${p.text})`,
      task_type: 'limit',
      variable: v,
      ambiguity: body.ambiguity,
    };
  }

  const cmd = COMMANDS.exec(s);
  const verb = cmd?.[0].trim().toLowerCase() ?? '';
  if (cmd) s = s.slice(cmd[0].length);

  // Systems: several equations separated by ";", "," or "and".
  const parts = s.split(/\s*(?:;|,|\band\b)\s*/).filter((p) => p.length > 0);
  if (parts.length > 1 && parts.every((p) => p.includes('='))) {
    const ns = parts.map((p) => normalizePlain(p));
    if (ns.some((n) => !n)) return null;
    return {
      expression: ns.map((n) => n!.text).join(', '),
      task_type: 'system_of_equations',
      variable: pickVariable(ns.map((n) => n!.text).join(',')),
      ambiguity: Math.max(...ns.map((n) => n!.ambiguity)),
    };
  }

  // A bare percent expression: "20% * 45" → "(20/100)*45"; "20% of 150 + 150" → "(20/100)*150+150".
  if (/%|\d\s*percent\b/i.test(s)) {
    const n = normalizePlain(
      s.replace(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)(\s*of\b)?/gi, (_, p: string, of?: string) =>
        of ? `(${p}/100)*` : `(${p}/100)`,
      ),
    );
    return n ? { expression: n.text, task_type: 'percent', ambiguity: n.ambiguity } : null;
  }

  const n = normalizePlain(s);
  if (!n) return null;
  const expr = n.text;
  if (/(<=|>=|=|<|>)/.test(expr)) {
    const relations = expr.match(/<=|>=|=|<|>/g) ?? [];
    if (relations.length === 2 && !relations.includes('=')) return classifyCompound(expr, n.ambiguity);
    if (relations.length > 1) return null;
    return classifyRelation(expr, n.ambiguity);
  }
  const v = pickVariable(expr);
  if (!v) {
    if (!/\d/.test(expr)) return null;
    return {
      expression: expr,
      // A log to a base is written ln(A)/ln(b); only a real division makes it a fractions problem.
      task_type: /\//.test(expr.replace(/log\([^()]*\)\/log\([^()]*\)/g, '')) ? 'fractions' : 'arithmetic',
      ambiguity: n.ambiguity,
    };
  }
  if (!cmd && !/[-+*/^(]/.test(expr) && expr.length <= 3) return null; // a lone letter or word is not a problem
  const task_type: TaskType = verb.startsWith('expand')
    ? 'expand'
    : verb.startsWith('factor')
      ? 'factor'
      : 'simplify';
  return { expression: expr, task_type, variable: v, ambiguity: n.ambiguity + (verb ? 0 : 0.2) };
}

const INFINITY_TEX: Record<string, string> = { Infinity: '\\infty', '-Infinity': '-\\infty' };

function calculusLatex(d: Draft): string {
  const call = /^(diff|integrate|defint|limit)\((.*)\)$/.exec(d.expression);
  if (!call) return toLatex(d.expression);
  const args = call[2]!.split(', ');
  const body = toLatex(args[0]!);
  const v = d.variable ?? 'x';
  switch (call[1]) {
    case 'diff':
      return `\\frac{d}{d${v}}\\left(${body}\\right)`;
    case 'integrate':
      return `\\int ${body}\\,d${v}`;
    case 'defint':
      return `\\int_{${toLatex(args[1]!)}}^{${toLatex(args[2]!)}} ${body}\\,d${v}`;
    default:
      return `\\lim_{${v}\\to ${INFINITY_TEX[args[2]!] ?? toLatex(args[2]!)}} ${body}`;
  }
}

interface LatexInput {
  /** The plain text readPlain understands, command word included. */
  plain: string | null;
  /** The LaTeX itself, without a leading command word, for display. */
  display: string;
  percent: boolean;
}

/** Equations of a LaTeX system: a cases environment, or equations separated by "," ";" or "\\". */
function latexEquations(src: string): string[] | null {
  const cases = /^\\begin\{cases\}([\s\S]*)\\end\{cases\}$/.exec(src);
  const body = cases ? cases[1]! : src;
  const parts = body
    .split(/\\\\|;|,(?![^{]*\})/)
    .map((p) => p.replace(/&/g, '').trim())
    .filter((p) => p.length > 0);
  return parts.length > 1 && parts.every((p) => p.includes('=')) ? parts : null;
}

function readLatex(input: string): LatexInput {
  let src = input.replace(/^\$+|\$+$/g, '').trim();
  const cmd = COMMANDS.exec(src);
  if (cmd) src = src.slice(cmd[0].length);
  const display = src;
  const percent = /\\%/.test(src);
  src = src.replace(/(\d+(?:\.\d+)?)\s*\\%/g, '\\frac{$1}{100}');
  const equations = latexEquations(src);
  const pieces = (equations ?? [src]).map((e) => latexToPlain(e));
  const plain = pieces.some((p) => p === null) ? null : `${cmd?.[0] ?? ''}${pieces.join(', ')}`;
  return { plain, display, percent };
}

/** LaTeX \\log without a subscript: read as base 10 (as the LaTeX reader does). */
const LATEX_BARE_LOG = /\\log(?!\s*_)/g;
/** Plain log without a base (not log2, log_3, ln, logarithm): read as the natural log. */
const PLAIN_BARE_LOG = /(?<![\\a-z])log(?!\s*_|\s*\d|[a-z])/gi;

/** The base a bare log was read in, and the problem written with the other one, for the student to choose. */
function logAssumption(input: string): Assumption | null {
  if (new RegExp(LATEX_BARE_LOG.source).test(input))
    return {
      text: 'I read log as the base-10 logarithm.',
      choice: 'Read log as ln',
      alternative: input.replace(LATEX_BARE_LOG, '\\ln'),
    };
  if (new RegExp(PLAIN_BARE_LOG.source, 'i').test(input))
    return {
      text: 'I read log as the natural logarithm, ln.',
      choice: 'Read log as base 10',
      // "log x" gains brackets, the form a based log is read in: log_10(x).
      alternative: input
        .replace(/(?<![\\a-z])log\s+([a-z0-9.]+)/gi, 'log_10($1)')
        .replace(/(?<![\\a-z])log(?=\s*\()/gi, 'log_10'),
    };
  return null;
}

/**
 * "x + 1 =", "x <", "y = 2x +", "(2x +)x", "|)/(|": a side of a relation missing, an operator with
 * nothing after it, or brackets with nothing in them, is no problem yet (a photo that lost a number,
 * or a sentence cut short).
 */
function cutShort(expression: string): boolean {
  const s = expression.replace(/->/g, '→');
  if (/[-+*/^]\s*(?:$|[)=<>,])/.test(s) || /(?:^|[(=<>,])\s*[*/^]/.test(s) || /\(\s*\)/.test(s)) return true;
  return s
    .split(', ')
    .some((part) => /<=|>=|=|<|>/.test(part) && part.split(/<=|>=|=|<|>/).some((side) => !side.trim()));
}

export function readProblem(input: string): Reading | null {
  const trimmed = rewriteTwoArgumentLogs(input.trim());
  if (!trimmed) return null;
  const latexInput = /\\[a-zA-Z%]|[{}]/.test(trimmed) ? readLatex(trimmed) : null;
  let draft: Draft | null;
  if (latexInput) {
    draft = latexInput.plain ? readPlain(latexInput.plain) : null;
    if (draft && latexInput.percent && ['arithmetic', 'fractions'].includes(draft.task_type))
      draft.task_type = 'percent';
  } else {
    draft = readPlain(trimmed);
  }
  if (!draft || cutShort(draft.expression)) return null;
  const latex =
    draft.task_type === 'system_of_equations'
      ? draft.expression
          .split(', ')
          .map((e) => toLatex(e))
          .join(',\\quad ')
      : calculusLatex(draft);
  const reading: Reading = {
    input,
    expression: draft.expression,
    latex,
    display_latex: latexInput ? latexInput.display : latex,
    task_type: draft.task_type,
    ambiguity: Math.round(Math.min(1, draft.ambiguity) * 100) / 100,
  };
  if (draft.variable) reading.variable = draft.variable;
  if (draft.real_only) reading.real_only = true;
  const log = logAssumption(trimmed);
  if (log) reading.assumptions = [log];
  return reading;
}
