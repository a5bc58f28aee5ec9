// Function plots: parse "y = …" prompts with mathjs, sample adaptively, find roots and breaks, draw an SVG.
import { SUPERSCRIPT } from '@studybot/contract';
import { type EvalFunction, type MathNode, parse } from 'mathjs';
import { type Box, boxesOverlap, segmentIntersectsBox } from './geometry.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgText, svgTitle, textWidth } from './svg.ts';

const ALLOWED_FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'asinh',
  'acosh',
  'atanh',
  'sqrt',
  'cbrt',
  'log',
  'log10',
  'log2',
  'exp',
  'abs',
  'floor',
  'ceil',
  'round',
  'sign',
]);
const ALLOWED_CONSTANTS = new Set(['pi', 'e']);
const FUNCTION_NAMES = [...ALLOWED_FUNCTIONS, 'ln', 'arcsin', 'arccos', 'arctan'].join('|');

export const CURVE_COLORS = ['#1d4ed8', '#dc2626', '#059669', '#9333ea', '#d97706'];
const COLOR_NAMES = ['blue', 'red', 'green', 'purple', 'orange'];
const BASE_SAMPLES = 801;
const MAX_POINTS = 8000;

export interface PlotFunction {
  /** As the student wrote it, tidied: "y = x^2 - 4". */
  label: string;
  expression: string;
  evaluate: (x: number) => number;
}

export interface PlotRequest {
  functions: PlotFunction[];
  xMin: number;
  xMax: number;
  /** Whether the range was given in multiples of pi (ticks then step in π/2). */
  piTicks: boolean;
  /** Whether the prompt gave the x range; if not, the window may zoom in on where the curves are interesting. */
  rangeGiven?: boolean;
  /** Points the prompt named ("line through (1, 2) and (3, 6)"), marked on the graph. */
  points?: MarkedPoint[];
}

export interface MarkedPoint {
  x: number;
  y: number;
}

export interface CurveAnalysis {
  fn: PlotFunction;
  /** Continuous runs of finite points [x, y]; the curve is never drawn between two runs. */
  segments: [number, number][][];
  roots: number[];
  yIntercept: number | null;
  /** x positions where the curve jumps or is undefined between finite values (asymptotes, steps). */
  breaks: number[];
  extrema: [number, number][];
  pointCount: number;
}

export interface PlotAnalysis {
  request: PlotRequest;
  curves: CurveAnalysis[];
  yMin: number;
  yMax: number;
  /** True when extreme values were cut off to show the interesting part. */
  clipped: boolean;
}

// ---------------------------------------------------------------- parsing

function normalizeMath(text: string): string {
  return text
    .replace(/[−–—]/g, '-')
    .replace(/[×·∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/π/g, 'pi')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/√\s*([a-z0-9.]+)/gi, 'sqrt($1)')
    .replace(/\*\*/g, '^');
}

function toMathjsSyntax(expr: string): string {
  let s = expr.trim().toLowerCase();
  s = s.replace(/\bln\s*\(/g, 'log(').replace(/\barc(sin|cos|tan)\b/g, 'a$1');
  // "sin x", "cos 2x" → "sin(x)", "cos(2x)"
  s = s.replace(new RegExp(`\\b(${FUNCTION_NAMES})\\s+(-?[0-9.]*x|-?[0-9.]+|pi)\\b`, 'g'), '$1($2)');
  s = s.replace(/\bln\(/g, 'log(');
  // |x - 1| → abs(x - 1)
  for (let i = 0; i < 3; i++) s = s.replace(/\|([^|]+)\|/g, 'abs($1)');
  // x(x - 1) is multiplication, not a call of x
  s = s.replace(/\bx\s*\(/g, 'x*(');
  return s;
}

function validate(node: MathNode, what: string, vars: readonly string[]): void {
  node.traverse((child, path) => {
    if (path === 'fn') return;
    switch (child.type) {
      case 'ConstantNode': {
        const value = (child as unknown as { value: unknown }).value;
        if (typeof value !== 'number') throw new CannotDrawError(`I couldn't read "${what}" as a formula.`);
        return;
      }
      case 'SymbolNode': {
        const name = (child as unknown as { name: string }).name;
        if (vars.includes(name) || ALLOWED_CONSTANTS.has(name)) return;
        throw new CannotDrawError(
          `I can only graph functions of the single variable x, and "${what}" uses "${name}".`,
        );
      }
      case 'FunctionNode': {
        const name = (child as unknown as { fn: { name?: string } }).fn.name ?? '';
        if (!ALLOWED_FUNCTIONS.has(name)) {
          throw new CannotDrawError(`I don't know the function "${name}" in "${what}".`);
        }
        return;
      }
      case 'OperatorNode':
      case 'ParenthesisNode':
        return;
      default:
        throw new CannotDrawError(`I couldn't read "${what}" as a formula of x.`);
    }
  });
}

function compileExpression(expr: string, what: string, vars: readonly string[] = ['x']): EvalFunction {
  let node: MathNode;
  try {
    node = parse(toMathjsSyntax(expr));
  } catch {
    throw new CannotDrawError(`I couldn't read "${what}" as a formula of x.`);
  }
  validate(node, what, vars);
  return node.compile();
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return Number.NaN; // complex results (sqrt of a negative) and anything else: undefined here
}

function evaluateConstant(text: string): number {
  const value = toNumber(compileExpression(text, text, []).evaluate({}));
  if (!Number.isFinite(value)) throw new CannotDrawError(`"${text}" is not a usable x range bound.`);
  return value;
}

const RANGE_PATTERNS: RegExp[] = [
  // A bare "x" before "from" is the range's variable only after a keyword or a comma; otherwise it
  // ends the formula ("y = x^3 - x from -2 to 2").
  /(?:\s*[,;]\s*(?:x\s+)?|\s+(?:for|where|with|when)\s+(?:x\s+)?|\s+)(?:from|between)\s+(-?[\w.^*/()+ ]+?)\s+(?:to|and|until|through)\s+(-?[\w.^*/()+]+(?:\s*[*/]\s*[\w.]+)?)\s*$/i,
  /[,;]?\s*\b(?:for|on|over|with|where)?\s*(?:x\s*(?:in|∈|=)\s*)?\[\s*([^,\]]+?)\s*,\s*([^\]]+?)\s*\]\s*$/i,
  /[,;]?\s*(?:\b(?:for|on|where|with)\s+)?(-?[\w.^*/()]+)\s*(?:<=|<|≤)\s*x\s*(?:<=|<|≤)\s*(-?[\w.^*/()]+)\s*$/i,
  /[,;]?\s*\b(?:for|on|over)\s+(?:x\s*=\s*)?(-?[\w.^*/()]+)\s*\.\.\s*(-?[\w.^*/()]+)\s*$/i,
];

/** Words that describe a formula rather than belong to it: "the quadratic x^2 - 5x + 6". */
const FORMULA_WORDS =
  'the|a|an|of|function|functions|curve|equation|graph|plot|quadratic|linear|cubic|quartic|polynomial|exponential|logarithmic|logarithm|trigonometric|trig|reciprocal|rational|straight|line|parabola|hyperbola|formula|expression';
const DESCRIPTIVE_WORDS = new RegExp(`^(?:(?:${FORMULA_WORDS})\\s+)+`, 'i');
/** The same, and a leading "y" before a bare formula ("y x^2" from "graph y x^2"). */
const DESCRIPTIVE_WORDS_Y = new RegExp(`^(?:(?:${FORMULA_WORDS}|y)\\s+)+`, 'i');

const POINT = String.raw`\(\s*(-?[\d.]+(?:\s*\/\s*[\d.]+)?)\s*,\s*(-?[\d.]+(?:\s*\/\s*[\d.]+)?)\s*\)`;
const LINE_THROUGH = new RegExp(
  String.raw`\b(?:straight\s+)?line\s+(?:that\s+)?(?:passing\s+|passes\s+|going\s+|goes\s+)?(?:through|joining|connecting|between|from)\s+(?:the\s+)?(?:points?\s+)?(?:[a-z]\s*)?${POINT}\s*(?:,\s*)?(?:and|to|&|,)\s*(?:[a-z]\s*)?${POINT}`,
  'i',
);

/** Whether the prompt asks for the line through two points: "line through (1,2) and (3,6)". */
export function isLineThroughPoints(text: string): boolean {
  return LINE_THROUGH.test(normalizeMath(text));
}

/** A number as a short fraction when it is one ("-2/3"), else a decimal. */
function fraction(v: number): string {
  const x = snap(v);
  if (Number.isInteger(x)) return String(x);
  for (let den = 2; den <= 12; den++) {
    const num = Math.round(x * den);
    if (Math.abs(num / den - x) < 1e-9) return `${num}/${den}`;
  }
  return String(Math.round(x * 1000) / 1000);
}

/** "y = mx + c" written the way a student would: "-2x/3 + 2", "2x", "x - 1", "4". */
function linearFormula(m: number, c: number): string {
  let term = '';
  if (snap(m) !== 0) {
    const f = fraction(Math.abs(m));
    const [num, den] = f.split('/');
    term = `${m < 0 ? '-' : ''}${num === '1' ? '' : num}x${den ? `/${den}` : ''}`;
  }
  if (snap(c) === 0) return term || '0';
  const cs = fraction(Math.abs(c));
  return term ? `${term} ${c < 0 ? '-' : '+'} ${cs}` : `${c < 0 ? '-' : ''}${cs}`;
}

function lineThrough(text: string): PlotFunction & { points: MarkedPoint[] } {
  const m = text.match(LINE_THROUGH)!;
  const [x1, y1, x2, y2] = m.slice(1, 5).map((t) => evaluateConstant(t));
  const points = [
    { x: x1!, y: y1! },
    { x: x2!, y: y2! },
  ];
  if (x1 === x2 && y1 === y2) throw new CannotDrawError('A line needs two different points.');
  if (x1 === x2) {
    throw new CannotDrawError(
      `The line through those points is x = ${formatNumber(x1!)}, a vertical line, not a function of x.`,
    );
  }
  const slope = (y2! - y1!) / (x2! - x1!);
  const intercept = y1! - slope * x1!;
  const expression = linearFormula(slope, intercept);
  return { label: `y = ${expression}`, expression, evaluate: (x) => slope * x + intercept, points };
}

/** "2x + 3y = 6" → y = -2x/3 + 2: an equation in which y appears only linearly, solved for y. */
function solveForY(part: string, lhs: string, rhs: string): PlotFunction {
  const what = part.trim();
  const g = compileExpression(`(${lhs.replace(DESCRIPTIVE_WORDS, '')}) - (${rhs})`, what, ['x', 'y']);
  const at = (x: number, y: number) => {
    try {
      return toNumber(g.evaluate({ x, y }));
    } catch {
      return Number.NaN;
    }
  };
  const probes = [-3.7, -1.3, 0.6, 2.9, 5.3];
  let usesY = false;
  for (const x of probes) {
    const [g0, g1, g2] = [at(x, 0), at(x, 1), at(x, 2)];
    if (![g0, g1, g2].every(Number.isFinite)) continue;
    if (Math.abs(g2 - 2 * g1 + g0) > 1e-9 * Math.max(1, Math.abs(g0), Math.abs(g2))) {
      throw new CannotDrawError(
        `I can graph equations that can be solved for y, like "y = x^2" or "2x + 3y = 6"; in "${what}" y is not linear.`,
      );
    }
    if (Math.abs(g1 - g0) > 1e-12) usesY = true;
  }
  if (!usesY) {
    if (/^\s*x\s*$/i.test(lhs))
      throw new CannotDrawError(`"${what}" is a vertical line, not a function of x.`);
    throw new CannotDrawError(`I can graph equations written as y = (formula in x); "${what}" isn't one.`);
  }
  const evaluate = (x: number): number => {
    const g0 = at(x, 0);
    const b = at(x, 1) - g0;
    return b === 0 ? Number.NaN : -g0 / b;
  };
  // Written out as y = mx + c when it is a straight line; otherwise named by the equation itself.
  const c = evaluate(0);
  const m = evaluate(1) - c;
  const straight = probes.every((x) => Math.abs(evaluate(x) - (m * x + c)) < 1e-9 * Math.max(1, Math.abs(c)));
  const given = what.replace(DESCRIPTIVE_WORDS, '').replace(/\s+/g, ' ');
  if (straight && Number.isFinite(c) && Number.isFinite(m)) {
    const expression = linearFormula(m, c);
    return { label: `${given} → y = ${expression}`, expression, evaluate };
  }
  return { label: given, expression: given, evaluate };
}

/** Turns the plot part of a prompt ("y = x^2 - 4 from -5 to 5") into compiled functions and an x range. */
export function parsePlotRequest(subject: string): PlotRequest {
  let text = normalizeMath(subject)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!]+$/, '');
  if (LINE_THROUGH.test(text)) {
    const { points, ...fn } = lineThrough(text);
    const xs = points.map((p) => p.x);
    const [lo, hi] = [Math.min(...xs, -10), Math.max(...xs, 10)];
    const pad = lo < -10 || hi > 10 ? 0.15 * (hi - lo) : 0;
    return { functions: [fn], xMin: lo - pad, xMax: hi + pad, piTicks: false, points };
  }
  let xMin = -10;
  let xMax = 10;
  let piTicks = false;
  let rangeGiven = false;
  for (const pattern of RANGE_PATTERNS) {
    const m = text.match(pattern);
    if (!m) continue;
    const [a, b] = [m[1]!.trim(), m[2]!.trim()];
    xMin = evaluateConstant(a);
    xMax = evaluateConstant(b);
    piTicks = /pi/i.test(a) || /pi/i.test(b);
    text = text.slice(0, m.index).trim();
    rangeGiven = true;
    break;
  }
  if (xMin > xMax) [xMin, xMax] = [xMax, xMin];
  if (!(xMax - xMin > 1e-9)) throw new CannotDrawError('The x range to plot must have two different ends.');
  if (xMax - xMin > 1e7) throw new CannotDrawError('That x range is too wide to draw usefully.');

  const parts = text
    .split(/\s+and\s+|\s*;\s*|\s*,\s*(?=[a-z]\s*(?:\(\s*x\s*\)\s*)?=)|\s+vs\.?\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new CannotDrawError('I found no formula to graph.');
  if (parts.length > CURVE_COLORS.length) {
    throw new CannotDrawError(`I can graph at most ${CURVE_COLORS.length} functions at once.`);
  }

  const functions = parts.map((part): PlotFunction => {
    if (/[<>≤≥]/.test(part)) {
      throw new CannotDrawError(
        `"${part}" is an inequality, not a function; I can shade it on a number line ("show ${part} on a number line").`,
      );
    }
    const pieces = part.split('=');
    let expression = pieces[pieces.length - 1]!.trim();
    let name = 'y';
    if (pieces.length > 1) {
      const lhs = pieces.slice(0, -1).join('=').trim();
      const found = lhs.match(/(?:^|\s)(y|[a-z]\s*\(\s*x\s*\))$/i);
      // Only words may come before the name ("the line y"); "x^2 + y = 4" has to be solved for y.
      const lhsMatch = found && /^[a-z\s]*$/i.test(lhs.slice(0, found.index)) ? found : null;
      if (!lhsMatch) {
        if (/(^|\s)x$/i.test(lhs)) {
          throw new CannotDrawError(`"${part}" is a vertical line, not a function of x.`);
        }
        if (pieces.length === 2 && /\by\b|\dy\b/i.test(part)) return solveForY(part, lhs, expression);
        throw new CannotDrawError(
          `I can graph equations written as y = (formula in x); "${part}" isn't one.`,
        );
      }
      name = lhsMatch[1]!.replace(/\s+/g, '');
    } else {
      // Words before the formula ("the function x^2") are not part of it.
      expression = expression.replace(DESCRIPTIVE_WORDS_Y, '');
    }
    if (!expression) throw new CannotDrawError(`I found no formula in "${part}".`);
    const compiled = compileExpression(expression, expression);
    const label = `${name} = ${expression.replace(/\s+/g, ' ')}`;
    const evaluate = (x: number): number => {
      try {
        return toNumber(compiled.evaluate({ x }));
      } catch {
        return Number.NaN;
      }
    };
    return { label, expression, evaluate };
  });
  return { functions, xMin, xMax, piTicks, rangeGiven };
}

// ---------------------------------------------------------------- analysis

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Whether f really jumps between a and b (asymptote, step, hole) rather than being steep. */
function findJump(
  f: (x: number) => number,
  a: number,
  b: number,
  fa: number,
  fb: number,
  scale: number,
): number | null {
  let x0 = a;
  let x1 = b;
  let y0 = fa;
  let y1 = fb;
  for (let i = 0; i < 60; i++) {
    const m = (x0 + x1) / 2;
    if (m <= x0 || m >= x1) break;
    const fm = f(m);
    if (!Number.isFinite(fm)) return m;
    if (Math.abs(fm - y0) >= Math.abs(y1 - fm)) {
      x1 = m;
      y1 = fm;
    } else {
      x0 = m;
      y0 = fm;
    }
  }
  return Math.abs(y1 - y0) > 1e-3 * scale ? (x0 + x1) / 2 : null;
}

function bisectRoot(f: (x: number) => number, a: number, b: number, fa: number): number {
  let lo = a;
  let hi = b;
  let flo = fa;
  for (let i = 0; i < 80; i++) {
    const m = (lo + hi) / 2;
    if (m <= lo || m >= hi) break;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = m;
      flo = fm;
    } else hi = m;
  }
  return (lo + hi) / 2;
}

/** Minimises |f| on [a, b] by golden-section search (for roots where the curve only touches the axis). */
function minAbs(f: (x: number) => number, a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let lo = a;
  let hi = b;
  for (let i = 0; i < 80; i++) {
    const c = hi - g * (hi - lo);
    const d = lo + g * (hi - lo);
    if (Math.abs(f(c)) < Math.abs(f(d))) hi = d;
    else lo = c;
  }
  return (lo + hi) / 2;
}

/** Snaps values within floating-point noise of an integer to it. */
export function snap(x: number): number {
  const r = Math.round(x);
  if (Math.abs(x - r) < 1e-7 * Math.max(1, Math.abs(x))) return r === 0 ? 0 : r;
  return x;
}

function sampleUniform(f: (x: number) => number, xMin: number, xMax: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < BASE_SAMPLES; i++) {
    const x = snap(xMin + ((xMax - xMin) * i) / (BASE_SAMPLES - 1));
    pts.push([x, f(x)]);
  }
  return pts;
}

/** Chooses the y window: everything when values are tame, the bulk (plus axis and extrema) when they blow up. */
function chooseYRange(values: number[], extras: number[]): { yMin: number; yMax: number; clipped: boolean } {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0)
    throw new CannotDrawError('That function has no real values in the x range I tried.');
  let lo = sorted[0]!;
  let hi = sorted[sorted.length - 1]!;
  const q05 = quantile(sorted, 0.05);
  const q95 = quantile(sorted, 0.95);
  const qspan = Math.max(q95 - q05, 1e-9);
  let clipped = false;
  if (hi - lo > 10 * qspan) {
    clipped = true;
    lo = Math.max(lo, q05 - qspan);
    hi = Math.min(hi, q95 + qspan);
  }
  const span0 = Math.max(hi - lo, 1e-9);
  for (const v of extras) {
    if (!Number.isFinite(v)) continue;
    if (v < lo && lo - v < 2 * span0) lo = v;
    if (v > hi && v - hi < 2 * span0) hi = v;
  }
  // Show the x-axis when it is reasonably close.
  const span = Math.max(hi - lo, 1e-9);
  if (lo > 0 && lo < 0.6 * span) lo = 0;
  if (hi < 0 && -hi < 0.6 * span) hi = 0;
  if (hi - lo < 1e-9) {
    const pad = Math.max(1, Math.abs(lo) * 0.5);
    lo -= pad;
    hi += pad;
  }
  const pad = (hi - lo) * 0.08;
  lo -= pad;
  hi += pad;
  const step = niceStep(hi - lo, 8);
  return { yMin: Math.floor(lo / step) * step, yMax: Math.ceil(hi / step) * step, clipped };
}

export function niceStep(span: number, target: number): number {
  const raw = span / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / mag;
  return (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * mag;
}

function analyzeCurve(fn: PlotFunction, req: PlotRequest, yMin: number, yMax: number): CurveAnalysis {
  const f = fn.evaluate;
  const yScale = yMax - yMin;
  const pxPerY = 700 / yScale;
  const pxPerX = 1000 / (req.xMax - req.xMin);
  const limit = (v: number) => v >= yMin - 2 * yScale && v <= yMax + 2 * yScale;
  // Adaptive refinement: split intervals whose midpoint strays from the chord by more than half a pixel.
  const base = sampleUniform(f, req.xMin, req.xMax);
  const pts: [number, number][] = [base[0]!];
  let budget = MAX_POINTS - base.length;
  const refine = (a: [number, number], b: [number, number], depth: number) => {
    if (depth < 8 && budget > 0 && (b[0] - a[0]) * pxPerX > 0.05) {
      const aOk = Number.isFinite(a[1]) && limit(a[1]);
      const bOk = Number.isFinite(b[1]) && limit(b[1]);
      if (aOk || bOk) {
        const mx = (a[0] + b[0]) / 2;
        const m: [number, number] = [mx, f(mx)];
        const off =
          !aOk || !bOk || !Number.isFinite(m[1])
            ? Number.POSITIVE_INFINITY
            : Math.abs(m[1] - (a[1] + b[1]) / 2) * pxPerY;
        if (off > 0.5) {
          budget--;
          refine(a, m, depth + 1);
          pts.push(m);
          refine(m, b, depth + 1);
          return;
        }
      }
    }
  };
  for (let i = 1; i < base.length; i++) {
    refine(base[i - 1]!, base[i]!, 0);
    pts.push(base[i]!);
  }

  const segments: [number, number][][] = [];
  const breaks: number[] = [];
  const shortGap = 0.02 * (req.xMax - req.xMin);
  let current: [number, number][] = [];
  let gapStart: number | null = null;
  let gapEnd = 0;
  for (const p of pts) {
    if (!Number.isFinite(p[1])) {
      if (current.length) segments.push(current);
      current = [];
      if (gapStart === null) gapStart = p[0];
      gapEnd = p[0];
      continue;
    }
    if (gapStart !== null) {
      // a short run of undefined values between defined ones is a break (1/x at 0), a long one is outside the domain
      if (segments.length > 0 && gapEnd - gapStart < shortGap) breaks.push(snap((gapStart + gapEnd) / 2));
      gapStart = null;
    }
    const prev = current[current.length - 1];
    if (prev && Math.abs(p[1] - prev[1]) > 0.02 * yScale) {
      const jump = findJump(f, prev[0], p[0], prev[1], p[1], yScale);
      if (jump !== null) {
        segments.push(current);
        current = [];
        breaks.push(snap(jump));
      }
    }
    current.push(p);
  }
  if (current.length) segments.push(current);
  const edge = 1e-9 * (req.xMax - req.xMin);
  const innerBreaks = breaks.filter((b) => b > req.xMin + edge && b < req.xMax - edge);
  breaks.length = 0;
  breaks.push(...innerBreaks);

  // Roots: exact zeros, sign changes (bisection), and touching minima of |f|.
  const found: number[] = [];
  const tol = 1e-9 * Math.max(1, yScale);
  for (const seg of segments) {
    for (let i = 0; i < seg.length; i++) {
      const [x, y] = seg[i]!;
      const end = i === 0 || i === seg.length - 1;
      // a run of zeros (floor(x) on [0, 1)) is a flat stretch on the axis, not a list of crossings
      const flat = y === 0 && ((seg[i - 1]?.[1] ?? 1) === 0 || (seg[i + 1]?.[1] ?? 1) === 0);
      if ((y === 0 && !flat) || (end && y !== 0 && Math.abs(y) < tol)) found.push(x);
      const next = seg[i + 1];
      if (next && y !== 0 && next[1] !== 0 && Math.sign(y) !== Math.sign(next[1])) {
        const r = bisectRoot(f, x, next[0], y);
        if (Math.abs(f(r)) < 1e-6 * Math.max(1, yScale)) found.push(r);
      }
      const prev = seg[i - 1];
      if (prev && next && y !== 0 && Math.abs(y) < Math.abs(prev[1]) && Math.abs(y) <= Math.abs(next[1])) {
        if (Math.sign(prev[1]) === Math.sign(y) && Math.sign(next[1]) === Math.sign(y)) {
          const m = minAbs(f, prev[0], next[0]);
          if (Math.abs(f(m)) < tol) found.push(m);
        }
      }
    }
  }
  found.sort((a, b) => a - b);
  const roots: number[] = [];
  const eps = 1e-6 * (req.xMax - req.xMin);
  for (const r of found.map(snap)) {
    if (roots.length === 0 || Math.abs(r - roots[roots.length - 1]!) > eps) roots.push(r);
  }

  let yIntercept: number | null = null;
  if (req.xMin <= 0 && req.xMax >= 0) {
    const y0 = f(0);
    const near = [f(-1e-9 * (req.xMax - req.xMin)), f(1e-9 * (req.xMax - req.xMin))];
    if (Number.isFinite(y0) && near.every((v) => Number.isFinite(v) && Math.abs(v - y0) < 1e-3 * yScale)) {
      yIntercept = Math.abs(y0) < 1e-12 ? 0 : y0;
    }
  }

  const extrema: [number, number][] = [];
  for (const seg of segments) {
    for (let i = 1; i + 1 < seg.length; i++) {
      const [, y] = seg[i]!;
      const a = seg[i - 1]![1];
      const b = seg[i + 1]![1];
      if ((y > a && y >= b) || (y < a && y <= b)) extrema.push(seg[i]!);
    }
  }
  return { fn, segments, roots, yIntercept, breaks, extrema, pointCount: pts.length };
}

/** Samples every function, picks the x and y windows, and finds roots, intercepts and breaks. */
export function analyzePlot(request: PlotRequest): PlotAnalysis {
  const first = analyzeWindow(request);
  if (request.rangeGiven || request.points?.length) return first;
  const zoom = zoomWindow(first);
  return zoom ? analyzeWindow({ ...request, xMin: zoom.xMin, xMax: zoom.xMax }, zoom) : first;
}

/** Feature y-values the reader must tell apart: the x-axis, intercepts, turning points, marked points. */
function featureYs(a: PlotAnalysis): number[] {
  const ys = [0, ...(a.request.points ?? []).map((p) => p.y)];
  for (const c of a.curves) {
    if (c.yIntercept !== null) ys.push(c.yIntercept);
    if (c.extrema.length <= 20) ys.push(...c.extrema.map(([, y]) => y));
  }
  return ys.filter((y) => y >= a.yMin && y <= a.yMax);
}

/** Whether the default window hides what matters: features squeezed together, or a curve squashed flat. */
function needsZoom(a: PlotAnalysis): boolean {
  const span = a.yMax - a.yMin;
  const ys = [...new Set(featureYs(a).map((y) => snap(y)))].sort((p, q) => p - q);
  for (let i = 1; i < ys.length; i++) if (ys[i]! - ys[i - 1]! < 0.01 * span) return true;
  return a.curves.some((c) => {
    const own = c.segments
      .flat()
      .map(([, y]) => y)
      .filter((y) => y >= a.yMin && y <= a.yMax)
      .sort((p, q) => p - q);
    const spread = quantile(own, 0.9) - quantile(own, 0.1);
    return own.length > 0 && spread > 1e-9 * span && spread < 0.02 * span;
  });
}

/**
 * A window around every curve's roots, turning points, intercepts, breaks and domain edges, with y capped by
 * robust percentiles of the values near them, so exponentials don't flatten everything else.
 */
function zoomWindow(a: PlotAnalysis): { xMin: number; xMax: number; yMin: number; yMax: number } | null {
  if (!needsZoom(a)) return null;
  const { xMin, xMax } = a.request;
  const xs: number[] = [];
  for (const c of a.curves) {
    if (c.roots.length <= 15) xs.push(...c.roots);
    if (c.yIntercept !== null) xs.push(0);
    if (c.extrema.length <= 20) xs.push(...c.extrema.map(([x]) => x));
    xs.push(...c.breaks);
    for (const seg of c.segments) {
      for (const [x] of [seg[0]!, seg[seg.length - 1]!]) if (x > xMin && x < xMax) xs.push(x);
    }
  }
  if (xs.length === 0) return null;
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const w = hi - lo;
  const pad = Math.max(3, 0.5 * w);
  const zMin = Math.max(xMin, Math.floor(lo - pad));
  const zMax = Math.min(xMax, Math.ceil(hi + pad));
  // y: the middle 80% of each curve's values near its features, plus the features themselves.
  const core = Math.max(2, 0.25 * w);
  const coreMin = Math.max(zMin, lo - core);
  const coreMax = Math.min(zMax, hi + core);
  let yLo = Number.POSITIVE_INFINITY;
  let yHi = Number.NEGATIVE_INFINITY;
  for (const c of a.curves) {
    const values = sampleUniform(c.fn.evaluate, coreMin, coreMax)
      .map(([, y]) => y)
      .filter(Number.isFinite)
      .sort((p, q) => p - q);
    if (values.length === 0) continue;
    yLo = Math.min(yLo, quantile(values, 0.1));
    yHi = Math.max(yHi, quantile(values, 0.9));
  }
  if (!Number.isFinite(yLo)) return null;
  for (const y of featureYs(a)) {
    yLo = Math.min(yLo, y);
    yHi = Math.max(yHi, y);
  }
  const span = Math.max(yHi - yLo, 1);
  const padY = 0.15 * span;
  const step = niceStep(span + 2 * padY, 8);
  return {
    xMin: zMin,
    xMax: zMax,
    yMin: Math.floor((yLo - padY) / step) * step,
    yMax: Math.ceil((yHi + padY) / step) * step,
  };
}

function analyzeWindow(request: PlotRequest, window?: { yMin: number; yMax: number }): PlotAnalysis {
  const values: number[] = [];
  for (const fn of request.functions) {
    for (const [, y] of sampleUniform(fn.evaluate, request.xMin, request.xMax)) values.push(y);
  }
  if (window) {
    const curves = request.functions.map((fn) => analyzeCurve(fn, request, window.yMin, window.yMax));
    const clipped = values.some((v) => Number.isFinite(v) && (v < window.yMin || v > window.yMax));
    return { request, curves, yMin: window.yMin, yMax: window.yMax, clipped };
  }
  // First pass with a provisional window to find extrema, then the final window includes them.
  const provisional = chooseYRange(values, []);
  let curves = request.functions.map((fn) => analyzeCurve(fn, request, provisional.yMin, provisional.yMax));
  const extras = curves.flatMap((c) => [
    ...(request.points ?? []).map((p) => p.y),
    ...(c.yIntercept !== null ? [c.yIntercept] : []),
    ...(c.extrema.length <= 20 ? c.extrema.map(([, y]) => y) : []),
  ]);
  const final = chooseYRange(values, extras);
  if (final.yMin !== provisional.yMin || final.yMax !== provisional.yMax) {
    curves = request.functions.map((fn) => analyzeCurve(fn, request, final.yMin, final.yMax));
  }
  if (curves.every((c) => c.segments.length === 0)) {
    throw new CannotDrawError('That function has no real values in the x range I tried.');
  }
  return { request, curves, ...final };
}

// ---------------------------------------------------------------- formatting

/** "y = x^2 - 4" → "y = x² − 4" for display. */
export function prettyFormula(text: string): string {
  return text
    .replace(/\^\(?(-?\d+)\)?/g, (_, d: string) => [...d].map((c) => SUPERSCRIPT[c] ?? c).join(''))
    .replace(/\^x\b/g, 'ˣ')
    .replace(/\bpi\b/g, 'π')
    .replace(/\bsqrt\b/g, '√')
    .replace(/\s\*\s|\*/g, '·')
    .replace(/(\s)-(\s)/g, '$1−$2');
}

/** A number as a student would write it: integers plain, multiples of π as π, else 3 decimals. */
export function formatNumber(v: number, usePi = false): string {
  const x = snap(v);
  if (Number.isInteger(x)) return String(x);
  if (usePi) {
    const k = x / Math.PI;
    for (const den of [1, 2, 3, 4, 6]) {
      const num = Math.round(k * den);
      if (num !== 0 && Math.abs(k * den - num) < 1e-6) {
        const sign = num < 0 ? '-' : '';
        const a = Math.abs(num);
        return `${sign}${a === 1 ? '' : a}π${den === 1 ? '' : `/${den}`}`;
      }
    }
  }
  const rounded = Math.round(x * 1000) / 1000;
  return `${Math.abs(rounded - x) > 1e-9 ? '≈ ' : ''}${String(rounded)}`;
}

function tickLabel(v: number, step: number): string {
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const s = v.toFixed(Math.min(decimals, 6));
  return (Number(s) === 0 ? '0' : s).replace('-', '−');
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function xEq(v: number): string {
  const s = formatNumber(v, true);
  return s.startsWith('≈') ? `x ${s}` : `x = ${s}`;
}

/** "a", "a and b", "a, b and c". */
export function joinLabels(items: string[]): string {
  return listJoin(items);
}

export function describePlot(a: PlotAnalysis): string {
  const usePi = a.request.piTicks;
  const multi = a.curves.length > 1;
  const names = a.curves.map((c, i) => (multi ? `${c.fn.label} (${COLOR_NAMES[i]})` : c.fn.label));
  const parts = [
    `Graph of ${listJoin(names)} for x from ${formatNumber(a.request.xMin, usePi)} to ${formatNumber(a.request.xMax, usePi)}`,
  ];
  for (const c of a.curves) {
    const who = multi ? `${c.fn.label} ` : '';
    if (c.roots.length > 0) {
      const shown = c.roots.slice(0, 12).map((r) => xEq(r));
      const more = c.roots.length > 12 ? ` (${c.roots.length} crossings in all)` : '';
      parts.push(`${who}crosses the x-axis at ${listJoin(shown)}${more}`);
    } else parts.push(`${who}does not cross the x-axis in this range`);
    if (c.yIntercept !== null) parts.push(`${who}crosses the y-axis at y = ${formatNumber(c.yIntercept)}`);
    if (c.breaks.length > 0 && c.breaks.length <= 6) {
      parts.push(`${who}is undefined or jumps at ${listJoin(c.breaks.map((b) => xEq(b)))}`);
    }
  }
  if (a.clipped)
    parts.push(
      `y is shown from ${formatNumber(a.yMin)} to ${formatNumber(a.yMax)}; larger values are cut off`,
    );
  return `${parts.join('; ')}.`;
}

// ---------------------------------------------------------------- drawing

interface Frame {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface Ticks {
  values: number[];
  labels: string[];
}

function piTickValues(xMin: number, xMax: number): Ticks {
  const span = xMax - xMin;
  const steps = [Math.PI / 4, Math.PI / 2, Math.PI, 2 * Math.PI, 5 * Math.PI, 10 * Math.PI];
  const step = steps.find((s) => span / s <= 12) ?? steps[steps.length - 1]!;
  const values: number[] = [];
  for (let k = Math.ceil(xMin / step - 1e-9); k * step <= xMax + 1e-9; k++) values.push(k * step);
  return { values, labels: values.map((v) => formatNumber(v, true).replace('-', '−')) };
}

function linearTicks(min: number, max: number, target: number): Ticks {
  const step = niceStep(max - min, target);
  const values: number[] = [];
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + step * 1e-9; k++) values.push(snap(k * step));
  return { values, labels: values.map((v) => tickLabel(v, step)) };
}

/** Splits a run of points into SVG path data, clipped to a band around the plot (huge values never reach the SVG). */
function pathData(
  points: [number, number][],
  px: (x: number) => number,
  py: (y: number) => number,
  band: [number, number],
): string {
  const [top, bottom] = band;
  const out: string[] = [];
  let penDown = false;
  const clampY = (y: number) => Math.min(bottom, Math.max(top, y));
  for (let i = 0; i < points.length; i++) {
    const X = px(points[i]![0]);
    const Y = py(points[i]![1]);
    const inside = Y >= top && Y <= bottom;
    if (i === 0) {
      if (inside) {
        out.push(`M${n(X)} ${n(Y)}`);
        penDown = true;
      }
      continue;
    }
    const pX = px(points[i - 1]![0]);
    const pY = py(points[i - 1]![1]);
    const prevInside = pY >= top && pY <= bottom;
    const cross = (edge: number) => pX + ((X - pX) * (edge - pY)) / (Y - pY);
    if (inside && prevInside) {
      out.push(`L${n(X)} ${n(Y)}`);
    } else if (inside && !prevInside) {
      const edge = clampY(pY);
      out.push(`M${n(cross(edge))} ${n(edge)}`, `L${n(X)} ${n(Y)}`);
      penDown = true;
    } else if (!inside && prevInside) {
      const edge = clampY(Y);
      out.push(`L${n(cross(edge))} ${n(edge)}`);
      penDown = false;
    } else if ((pY < top && Y > bottom) || (pY > bottom && Y < top)) {
      out.push(`M${n(cross(clampY(pY)))} ${n(clampY(pY))}`, `L${n(cross(clampY(Y)))} ${n(clampY(Y))}`);
      penDown = false;
    }
  }
  void penDown;
  return out.join('');
}

/** Where the plot sits on the canvas and how values map to pixels. */
interface Plane {
  frame: Frame;
  px: (x: number) => number;
  py: (y: number) => number;
}

const TICK_SIZE = 26;

function planeFor(a: PlotAnalysis, headBottom: number): Plane {
  const { xMin, xMax } = a.request;
  const frame: Frame = {
    left: 120,
    right: CANVAS_WIDTH - 50,
    top: headBottom + 40,
    bottom: CANVAS_HEIGHT - 90,
  };
  return {
    frame,
    px: (x) => frame.left + ((x - xMin) / (xMax - xMin)) * (frame.right - frame.left),
    py: (y) => frame.bottom - ((y - a.yMin) / (a.yMax - a.yMin)) * (frame.bottom - frame.top),
  };
}

const frameRect = ({ frame }: Plane) =>
  `x="${n(frame.left)}" y="${n(frame.top)}" width="${n(frame.right - frame.left)}" height="${n(frame.bottom - frame.top)}"`;

/** Grid lines at every tick, and the frame around the plot. */
function drawGrid(plane: Plane, xt: Ticks, yt: Ticks): string[] {
  const { frame, px, py } = plane;
  const grid: string[] = [];
  for (const v of xt.values) grid.push(`M${n(px(v))} ${n(frame.top)}V${n(frame.bottom)}`);
  for (const v of yt.values) grid.push(`M${n(frame.left)} ${n(py(v))}H${n(frame.right)}`);
  return [
    `<path d="${grid.join('')}" stroke="${COLORS.grid}" stroke-width="1.5" fill="none"/>`,
    `<rect ${frameRect(plane)} fill="none" stroke="${COLORS.frame}" stroke-width="1.5"/>`,
  ];
}

/** The x- and y-axes through the origin, where it is in view. */
function drawAxes(a: PlotAnalysis, { frame, px, py }: Plane): string[] {
  const { xMin, xMax } = a.request;
  const axes: string[] = [];
  if (a.yMin <= 0 && a.yMax >= 0) axes.push(`M${n(frame.left)} ${n(py(0))}H${n(frame.right)}`);
  if (xMin <= 0 && xMax >= 0) axes.push(`M${n(px(0))} ${n(frame.top)}V${n(frame.bottom)}`);
  return axes.length
    ? [`<path d="${axes.join('')}" stroke="${COLORS.axis}" stroke-width="2.5" fill="none"/>`]
    : [];
}

/** Tick marks and their labels along the frame (x labels that would overlap are skipped), then the axis names. */
function drawTicks({ frame, px, py }: Plane, xt: Ticks, yt: Ticks): string[] {
  const out: string[] = [];
  const marks: string[] = [];
  let lastRight = Number.NEGATIVE_INFINITY;
  xt.values.forEach((v, i) => {
    const X = px(v);
    marks.push(`M${n(X)} ${n(frame.bottom)}v8`);
    const label = xt.labels[i]!;
    const w = textWidth(label, TICK_SIZE);
    if (X - w / 2 > lastRight + 8) {
      out.push(
        svgText(X, frame.bottom + 38, label, { size: TICK_SIZE, anchor: 'middle', fill: COLORS.muted }),
      );
      lastRight = X + w / 2;
    }
  });
  for (const [i, v] of yt.values.entries()) {
    const Y = py(v);
    marks.push(`M${n(frame.left)} ${n(Y)}h-8`);
    out.push(
      svgText(frame.left - 14, Y + TICK_SIZE * 0.35, yt.labels[i]!, {
        size: TICK_SIZE,
        anchor: 'end',
        fill: COLORS.muted,
      }),
    );
  }
  out.push(`<path d="${marks.join('')}" stroke="${COLORS.frame}" stroke-width="2" fill="none"/>`);
  out.push(
    svgText(frame.right, frame.bottom + 78, 'x', {
      size: 28,
      anchor: 'end',
      fill: COLORS.muted,
      weight: 'bold',
    }),
    svgText(frame.left, frame.top - 14, 'y', {
      size: 28,
      anchor: 'middle',
      fill: COLORS.muted,
      weight: 'bold',
    }),
  );
  return out;
}

/** Every curve as a path, clipped to the frame. */
function drawCurves(a: PlotAnalysis, plane: Plane): string[] {
  const { frame, px, py } = plane;
  const band: [number, number] = [frame.top - 50, frame.bottom + 50];
  return [
    `<clipPath id="plot-area"><rect ${frameRect(plane)}/></clipPath>`,
    ...a.curves.map((c, i) => {
      const d = c.segments.map((seg) => pathData(seg, px, py, band)).join('');
      return `<path class="curve" data-curve="${i}" d="${d}" stroke="${CURVE_COLORS[i]}" stroke-width="4" fill="none" stroke-linejoin="round" stroke-linecap="round" clip-path="url(#plot-area)"/>`;
    }),
  ];
}

type Anchor = 'start' | 'middle' | 'end';

/** Every curve as pixel segments [x1, y1, x2, y2] inside the frame, for labels to keep clear of. */
function curveSegments(a: PlotAnalysis, { frame, px, py }: Plane): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const lo = frame.top - 50;
  const hi = frame.bottom + 50;
  for (const c of a.curves) {
    for (const seg of c.segments) {
      for (let i = 1; i < seg.length; i++) {
        const y1 = py(seg[i - 1]![1]);
        const y2 = py(seg[i]![1]);
        if ((y1 < lo && y2 < lo) || (y1 > hi && y2 > hi)) continue;
        out.push([
          px(seg[i - 1]![0]),
          Math.min(hi, Math.max(lo, y1)),
          px(seg[i]![0]),
          Math.min(hi, Math.max(lo, y2)),
        ]);
      }
    }
  }
  return out;
}

/** The label boxes a placer has put down, for tests: none may overlap another or be crossed by a curve. */
export interface PlacedLabel {
  text: string;
  box: Box;
}

/**
 * Places labels at the first candidate position that stays inside the frame, clear of everything placed so
 * far (dots included) by a small gap, and not crossed by any curve; a label with no free position is left out.
 */
function labelPlacer(
  frame: Frame,
  placed: Box[],
  curves: [number, number, number, number][],
  out: PlacedLabel[],
) {
  const inFrame = (b: Box) =>
    b.x >= frame.left + 2 &&
    b.x + b.width <= frame.right - 2 &&
    b.y >= frame.top + 2 &&
    b.y + b.height <= frame.bottom - 2;
  const crossed = (b: Box) =>
    curves.some(
      ([x1, y1, x2, y2]) =>
        Math.max(x1, x2) >= b.x &&
        Math.min(x1, x2) <= b.x + b.width &&
        segmentIntersectsBox(x1, y1, x2, y2, b),
    );
  return (text: string, candidates: [number, number, Anchor][], color: string): string | null => {
    const size = 24;
    const w = textWidth(text, size);
    for (const [x, y, anchor] of candidates) {
      const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
      const box = { x: left - 3, y: y - size, width: w + 6, height: size * 1.3 };
      if (inFrame(box) && !placed.some((b) => boxesOverlap(b, box, 3)) && !crossed(box)) {
        placed.push(box);
        out.push({ text, box });
        return svgText(x, y, text, { size, anchor, fill: color, halo: true, weight: 'bold' });
      }
    }
    return null;
  };
}

/** Candidate spots around a point: beside it, above, below and diagonally, nearest first. */
function around(X: number, Y: number): [number, number, Anchor][] {
  return [
    [X + 14, Y - 14, 'start'],
    [X - 14, Y - 14, 'end'],
    [X + 14, Y + 34, 'start'],
    [X - 14, Y + 34, 'end'],
    [X, Y - 22, 'middle'],
    [X, Y + 42, 'middle'],
    [X + 18, Y + 9, 'start'],
    [X - 18, Y + 9, 'end'],
    [X + 14, Y + 66, 'start'],
    [X - 14, Y + 66, 'end'],
    [X + 14, Y - 44, 'start'],
    [X - 14, Y - 44, 'end'],
    [X + 40, Y - 50, 'start'],
    [X - 40, Y - 50, 'end'],
    [X + 40, Y + 80, 'start'],
    [X - 40, Y + 80, 'end'],
  ];
}

/** A dot at every root and y-intercept in view; their boxes go into `placed` so labels avoid them. */
function interceptDots(a: PlotAnalysis, { frame, px, py }: Plane, placed: Box[]): string[] {
  const dots: string[] = [];
  a.curves.forEach((c, i) => {
    const color = CURVE_COLORS[i]!;
    const dot = (x: number, y: number) =>
      dots.push(
        `<circle cx="${n(px(x))}" cy="${n(py(y))}" r="8" fill="${color}" stroke="#ffffff" stroke-width="3"/>`,
      );
    const roots = c.roots.length <= 15 ? c.roots : [];
    for (const r of roots) {
      if (py(0) < frame.top || py(0) > frame.bottom) break;
      dot(r, 0);
      placed.push({ x: px(r) - 10, y: py(0) - 10, width: 20, height: 20 });
    }
    if (c.yIntercept !== null && py(c.yIntercept) >= frame.top && py(c.yIntercept) <= frame.bottom) {
      if (!(c.yIntercept === 0 && roots.includes(0))) dot(0, c.yIntercept);
      placed.push({ x: px(0) - 10, y: py(c.yIntercept) - 10, width: 20, height: 20 });
    }
  });
  return dots;
}

/** The prompt's own points ("line through (1, 2) and (3, 6)") as dots; their boxes go into `placed`. */
function markedDots(a: PlotAnalysis, { frame, px, py }: Plane, placed: Box[]): string[] {
  return (a.request.points ?? [])
    .filter(
      (p) =>
        py(p.y) >= frame.top && py(p.y) <= frame.bottom && px(p.x) >= frame.left && px(p.x) <= frame.right,
    )
    .map((p) => {
      placed.push({ x: px(p.x) - 11, y: py(p.y) - 11, width: 22, height: 22 });
      return `<circle class="point" cx="${n(px(p.x))}" cy="${n(py(p.y))}" r="9" fill="#111827" stroke="#ffffff" stroke-width="3"/>`;
    });
}

const pointText = (x: number, y: number) =>
  `(${formatNumber(x).replace('≈ ', '')}, ${formatNumber(y).replace('≈ ', '')})`.replace(/-/g, '−');

/** "x = 2" under (or over) each root, "(0, 3)" beside each y-intercept and each marked point, where there is room. */
function interceptLabels(a: PlotAnalysis, plane: Plane, placed: Box[], shown: PlacedLabel[] = []): string[] {
  const { frame, px, py } = plane;
  const place = labelPlacer(frame, placed, curveSegments(a, plane), shown);
  const labels: (string | null)[] = [];
  a.curves.forEach((c, i) => {
    const color = CURVE_COLORS[i]!;
    if (c.roots.length <= 15 && py(0) >= frame.top && py(0) <= frame.bottom) {
      for (const r of c.roots) {
        if (r === 0 && c.yIntercept === 0) continue;
        const X = px(r);
        const Y = py(0);
        const text = xEq(r).replace('-', '−');
        labels.push(
          place(
            text,
            [
              [X, Y + 38, 'middle'],
              [X, Y - 18, 'middle'],
              [X + 12, Y + 38, 'start'],
              [X - 12, Y - 18, 'end'],
              [X - 12, Y + 38, 'end'],
              [X + 12, Y - 18, 'start'],
            ],
            color,
          ),
        );
      }
    }
    if (c.yIntercept !== null && py(c.yIntercept) >= frame.top && py(c.yIntercept) <= frame.bottom) {
      const X = px(0);
      const Y = py(c.yIntercept);
      const marked = (a.request.points ?? []).some((p) => p.x === 0 && p.y === c.yIntercept);
      if (!marked) labels.push(place(pointText(0, c.yIntercept), around(X, Y), color));
    }
  });
  for (const p of a.request.points ?? []) {
    const X = px(p.x);
    const Y = py(p.y);
    if (Y < frame.top || Y > frame.bottom || X < frame.left || X > frame.right) continue;
    labels.push(place(pointText(p.x, p.y), around(X, Y), '#111827'));
  }
  return labels.filter((l): l is string => l !== null);
}

/** A key in the top-left corner naming each curve's colour (only when there is more than one curve). */
function drawLegend(a: PlotAnalysis, { frame }: Plane): string[] {
  if (a.curves.length <= 1) return [];
  const size = 26;
  const width = Math.max(...a.curves.map((c) => textWidth(prettyFormula(c.fn.label), size))) + 90;
  const height = a.curves.length * 40 + 20;
  const lx = frame.left + 16;
  const ly = frame.top + 16;
  const out = [
    `<rect x="${lx}" y="${n(ly)}" width="${n(width)}" height="${height}" rx="8" fill="#ffffff" fill-opacity="0.92" stroke="${COLORS.frame}"/>`,
  ];
  a.curves.forEach((c, i) => {
    const y = ly + 30 + i * 40;
    out.push(
      `<path d="M${lx + 16} ${n(y - 8)}h44" stroke="${CURVE_COLORS[i]}" stroke-width="6" stroke-linecap="round"/>`,
      svgText(lx + 74, y, prettyFormula(c.fn.label), { size, fill: COLORS.text }),
    );
  });
  return out;
}

/** The labels drawPlot puts on the curves, with their boxes (for legibility tests). */
export function plotLabels(a: PlotAnalysis, title: string): PlacedLabel[] {
  const plane = planeFor(a, svgTitle(title).bottom);
  const placed: Box[] = [];
  interceptDots(a, plane, placed);
  markedDots(a, plane, placed);
  const shown: PlacedLabel[] = [];
  interceptLabels(a, plane, placed, shown);
  return shown;
}

export function drawPlot(a: PlotAnalysis, title: string): string {
  const { xMin, xMax, piTicks } = a.request;
  const head = svgTitle(title);
  const plane = planeFor(a, head.bottom);
  const xt = piTicks ? piTickValues(xMin, xMax) : linearTicks(xMin, xMax, 8);
  const yt = linearTicks(a.yMin, a.yMax, 8);
  const placed: Box[] = [];
  return [
    head.svg,
    ...drawGrid(plane, xt, yt),
    ...drawAxes(a, plane),
    ...drawTicks(plane, xt, yt),
    ...drawCurves(a, plane),
    ...interceptDots(a, plane, placed),
    ...markedDots(a, plane, placed),
    ...interceptLabels(a, plane, placed),
    ...drawLegend(a, plane),
  ].join('\n');
}
