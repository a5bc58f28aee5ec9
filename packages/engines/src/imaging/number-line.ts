// Number lines for inequalities in one variable: open/closed dots, shaded rays or segments, integer ticks.
import { drawLabel, type Label, makeLabel } from './label.ts';
import { niceStep } from './plot.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_WIDTH, COLORS, n, svgTitle } from './svg.ts';

export interface Bound {
  value: number;
  closed: boolean;
}

/** One connected piece of the solution; a missing bound means the piece runs on for ever. */
export interface Interval {
  lower?: Bound;
  upper?: Bound;
}

export interface Inequality {
  variable: string;
  /** The inequality as shown in the title: "−2 ≤ x < 5". */
  text: string;
  /** Disjoint pieces, left to right. */
  intervals: Interval[];
}

const NUM = String.raw`[-−]?\d+(?:\.\d+)?`;
const OP = '<=|>=|=<|=>|≤|≥|⩽|⩾|<|>';

function parseNumber(s: string): number {
  return Number(s.replace('−', '-'));
}

function normOp(op: string): '<' | '>' | '≤' | '≥' {
  if (op === '<=' || op === '=<' || op === '⩽' || op === '≤') return '≤';
  if (op === '>=' || op === '=>' || op === '⩾' || op === '≥') return '≥';
  return op as '<' | '>';
}

/** "x OP a" as an interval. */
function single(op: '<' | '>' | '≤' | '≥', value: number): Interval {
  const closed = op === '≤' || op === '≥';
  return op === '<' || op === '≤' ? { upper: { value, closed } } : { lower: { value, closed } };
}

function flip(op: '<' | '>' | '≤' | '≥'): '<' | '>' | '≤' | '≥' {
  return ({ '<': '>', '>': '<', '≤': '≥', '≥': '≤' } as const)[op];
}

function intersect(a: Interval, b: Interval): Interval {
  const lower =
    !a.lower || !b.lower
      ? (a.lower ?? b.lower)
      : a.lower.value !== b.lower.value
        ? a.lower.value > b.lower.value
          ? a.lower
          : b.lower
        : { value: a.lower.value, closed: a.lower.closed && b.lower.closed };
  const upper =
    !a.upper || !b.upper
      ? (a.upper ?? b.upper)
      : a.upper.value !== b.upper.value
        ? a.upper.value < b.upper.value
          ? a.upper
          : b.upper
        : { value: a.upper.value, closed: a.upper.closed && b.upper.closed };
  return { ...(lower ? { lower } : {}), ...(upper ? { upper } : {}) };
}

function isEmpty(i: Interval): boolean {
  if (!i.lower || !i.upper) return false;
  if (i.lower.value > i.upper.value) return true;
  return i.lower.value === i.upper.value && !(i.lower.closed && i.upper.closed);
}

/** Parses one comparison chain: "x > 3", "3 < x", "-2 ≤ x < 5", "5 > x ≥ -2". */
function parseChain(part: string): { variable: string; interval: Interval } {
  const t = part.trim();
  const v = '([a-z])';
  const double = t.match(new RegExp(`^(${NUM})\\s*(${OP})\\s*${v}\\s*(${OP})\\s*(${NUM})$`, 'i'));
  if (double) {
    const [, a, op1, variable, op2, b] = double;
    const o1 = normOp(op1!);
    const o2 = normOp(op2!);
    const lessish = (o: string) => o === '<' || o === '≤';
    if (lessish(o1) !== lessish(o2)) {
      throw new CannotDrawError(
        `"${t}" mixes < and > in one chain; write it as two inequalities joined by "and".`,
      );
    }
    const interval = intersect(single(flip(o1), parseNumber(a!)), single(o2, parseNumber(b!)));
    return { variable: variable!, interval };
  }
  const right = t.match(new RegExp(`^${v}\\s*(${OP})\\s*(${NUM})$`, 'i'));
  if (right) return { variable: right[1]!, interval: single(normOp(right[2]!), parseNumber(right[3]!)) };
  const left = t.match(new RegExp(`^(${NUM})\\s*(${OP})\\s*${v}$`, 'i'));
  if (left) return { variable: left[3]!, interval: single(flip(normOp(left[2]!)), parseNumber(left[1]!)) };
  throw new CannotDrawError(
    `I could not read "${t}" as an inequality in one variable (e.g. "x > 3" or "-2 ≤ x < 5").`,
  );
}

function tidy(text: string): string {
  return text
    .replace(/<=|=</g, '≤')
    .replace(/>=|=>/g, '≥')
    .replace(/\s*(≤|≥|<|>)\s*/g, ' $1 ')
    .replace(/(^|[\s(])-(?=\d)/g, '$1−')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads an inequality (pieces joined by "and" are intersected, by "or" united) from a prompt's subject. */
export function parseInequality(subject: string): Inequality {
  const cleaned = subject
    .replace(/\b(on|in|as|using)\s+(a|the)\s+number\s*lines?\b/gi, ' ')
    .replace(/\bnumber\s*lines?\b/gi, ' ')
    .replace(/^\s*(for|of|showing|show|draw|the|a|an)\b/gi, ' ')
    .replace(/^\s*(for|of|showing|show|draw|the|a|an)\b/gi, ' ')
    .replace(/[.?!:]+\s*$/, '')
    .replace(/^[\s:,]+|^-(?!\d)/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!new RegExp(OP).test(cleaned)) {
    throw new CannotDrawError(
      `To draw a number line I need an inequality such as "x > 3" or "-2 ≤ x < 5"${cleaned ? `; "${cleaned}" has none` : ''}.`,
    );
  }
  const pieces: Interval[] = [];
  let variable: string | null = null;
  for (const orPart of cleaned.split(/\s+or\s+|\s*∪\s*/i)) {
    let acc: Interval = {};
    for (const andPart of orPart.split(/\s+and\s+|\s*,\s*|\s*∩\s*/i)) {
      const chain = parseChain(andPart);
      if (variable && chain.variable.toLowerCase() !== variable.toLowerCase()) {
        throw new CannotDrawError(`A number line shows one variable; "${cleaned}" uses more than one.`);
      }
      variable ??= chain.variable;
      acc = intersect(acc, chain.interval);
    }
    if (!isEmpty(acc)) pieces.push(acc);
  }
  if (pieces.length === 0) {
    throw new CannotDrawError(`No number satisfies "${tidy(cleaned)}", so there is nothing to shade.`);
  }
  return { variable: variable ?? 'x', text: tidy(cleaned), intervals: unite(pieces) };
}

function lo(i: Interval): number {
  return i.lower ? i.lower.value : Number.NEGATIVE_INFINITY;
}
function hi(i: Interval): number {
  return i.upper ? i.upper.value : Number.POSITIVE_INFINITY;
}

/** Sorts and merges overlapping or touching pieces ("x < 3 or x ≥ 3" is every number). */
function unite(pieces: Interval[]): Interval[] {
  const sorted = [...pieces].sort((a, b) => lo(a) - lo(b));
  const out: Interval[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (
      last &&
      (hi(last) > lo(p) ||
        (hi(last) === lo(p) && ((last.upper?.closed ?? true) || (p.lower?.closed ?? true))))
    ) {
      if (hi(p) > hi(last) || (hi(p) === hi(last) && p.upper?.closed)) {
        if (p.upper) last.upper = p.upper;
        else delete last.upper;
      }
    } else out.push({ ...p });
  }
  return out;
}

export interface NumberLineLayout {
  titleSvg: string;
  axisY: number;
  axisLeft: number;
  axisRight: number;
  min: number;
  max: number;
  step: number;
  ticks: { value: number; x: number }[];
  dots: { value: number; x: number; closed: boolean }[];
  /** Shaded pieces in canvas x; arrow ends where the piece runs off the line. */
  shaded: { x1: number; x2: number; arrowLeft: boolean; arrowRight: boolean }[];
  labels: Label[];
}

const AXIS_LEFT = 80;
const AXIS_RIGHT = CANVAS_WIDTH - 80;
const SHADE = '#1d4ed8';

function fmt(v: number): string {
  return String(Math.round(v * 1e6) / 1e6).replace('-', '−');
}

/** Lays out the line with a range that shows every endpoint with room either side. */
export function layoutNumberLine(ineq: Inequality, title: string): NumberLineLayout {
  const head = svgTitle(title);
  const ends = ineq.intervals.flatMap((i) => [i.lower?.value, i.upper?.value]).filter((v) => v !== undefined);
  const a = Math.min(...ends);
  const b = Math.max(...ends);
  const span = b - a;
  // Integer ticks; the step grows so there are at most about 20 of them.
  const pad = Math.max(3, span * 0.3);
  let step = Math.max(1, niceStep(span + 2 * pad, 16));
  if (!Number.isInteger(step)) step = Math.ceil(step);
  let min = Math.floor((a - pad) / step) * step;
  let max = Math.ceil((b + pad) / step) * step;
  // Keep zero on the line when it is close, so students see where it sits.
  if (min > 0 && min <= 2 * step) min = 0;
  if (max < 0 && max >= -2 * step) max = 0;
  while ((max - min) / step > 20) step *= 2;
  min = Math.floor(min / step) * step;
  max = Math.ceil(max / step) * step;
  const axisY = Math.round(Math.max(head.bottom + 200, 430));
  const inner = { left: AXIS_LEFT + 30, right: AXIS_RIGHT - 30 };
  const xOf = (v: number) => inner.left + ((v - min) / (max - min)) * (inner.right - inner.left);

  const ticks: NumberLineLayout['ticks'] = [];
  const labels: Label[] = [];
  for (let v = min; v <= max + 1e-9; v += step) {
    const value = Math.round(v);
    ticks.push({ value, x: xOf(value) });
    labels.push(makeLabel(fmt(value), xOf(value), axisY + 50, 26, { fill: COLORS.text }));
  }
  const dots: NumberLineLayout['dots'] = [];
  const shaded: NumberLineLayout['shaded'] = [];
  for (const i of ineq.intervals) {
    if (i.lower) dots.push({ value: i.lower.value, x: xOf(i.lower.value), closed: i.lower.closed });
    if (i.upper && !(i.lower && i.lower.value === i.upper.value)) {
      dots.push({ value: i.upper.value, x: xOf(i.upper.value), closed: i.upper.closed });
    }
    shaded.push({
      x1: i.lower ? xOf(i.lower.value) : AXIS_LEFT,
      x2: i.upper ? xOf(i.upper.value) : AXIS_RIGHT,
      arrowLeft: !i.lower,
      arrowRight: !i.upper,
    });
  }
  // Endpoints that fall between labelled ticks get their own label above the dot.
  const placed: Label[] = [];
  for (const d of dots) {
    const onTick = ticks.some((t) => Math.abs(t.value - d.value) < 1e-9);
    if (onTick) continue;
    let label = makeLabel(fmt(d.value), d.x, axisY - 40, 26, { bold: true, fill: SHADE });
    while (placed.some((p) => p.box.y < label.box.y + label.box.height + 4 && overlapsX(p, label))) {
      label = makeLabel(fmt(d.value), d.x, label.y - 34, 26, { bold: true, fill: SHADE });
    }
    placed.push(label);
  }
  labels.push(...placed);
  // The key and the interval notation under the line.
  const keyY = axisY + 150;
  labels.push(makeLabel(`Solution: ${intervalNotation(ineq)}`, CANVAS_WIDTH / 2, keyY, 28, { bold: true }));
  const key = legendItems(dots);
  const keyWidths = key.map((k) => makeLabel(k, 0, 0, 24).box.width);
  let keyX = CANVAS_WIDTH / 2 - (keyWidths.reduce((a, b) => a + b, 0) + 50 * (key.length - 1)) / 2;
  for (const [i, k] of key.entries()) {
    labels.push(makeLabel(k, keyX, keyY + 56, 24, { fill: COLORS.muted, anchor: 'start' }));
    keyX += keyWidths[i]! + 50;
  }
  return {
    titleSvg: head.svg,
    axisY,
    axisLeft: AXIS_LEFT,
    axisRight: AXIS_RIGHT,
    min,
    max,
    step,
    ticks,
    dots,
    shaded,
    labels,
  };
}

function overlapsX(a: Label, b: Label): boolean {
  return a.box.x < b.box.x + b.box.width + 6 && b.box.x < a.box.x + a.box.width + 6;
}

function legendItems(dots: { closed: boolean }[]): string[] {
  const out: string[] = [];
  if (dots.some((d) => d.closed)) out.push('● filled dot: number included');
  if (dots.some((d) => !d.closed)) out.push('○ open dot: number not included');
  return out;
}

/** "[−2, 5)", "(3, ∞)", "(−∞, −1) ∪ [3, ∞)". */
export function intervalNotation(ineq: Inequality): string {
  return ineq.intervals
    .map((i) => {
      if (i.lower && i.upper && i.lower.value === i.upper.value) return `{${fmt(i.lower.value)}}`;
      const left = i.lower ? `${i.lower.closed ? '[' : '('}${fmt(i.lower.value)}` : '(−∞';
      const right = i.upper ? `${fmt(i.upper.value)}${i.upper.closed ? ']' : ')'}` : '∞)';
      return `${left}, ${right}`;
    })
    .join(' ∪ ');
}

export function drawNumberLine(layout: NumberLineLayout): string {
  const { axisY, axisLeft, axisRight } = layout;
  const parts: string[] = [layout.titleSvg];
  parts.push(
    `<line class="axis" x1="${axisLeft}" y1="${axisY}" x2="${axisRight}" y2="${axisY}" stroke="${COLORS.axis}" stroke-width="3"/>`,
    `<path d="M${axisLeft - 16} ${axisY}l20 -11v22z" fill="${COLORS.axis}"/>`,
    `<path d="M${axisRight + 16} ${axisY}l-20 -11v22z" fill="${COLORS.axis}"/>`,
  );
  for (const t of layout.ticks) {
    parts.push(
      `<line class="tick" x1="${n(t.x)}" y1="${axisY - 12}" x2="${n(t.x)}" y2="${axisY + 12}" stroke="${COLORS.axis}" stroke-width="2"/>`,
    );
  }
  for (const s of layout.shaded) {
    const x1 = s.arrowLeft ? s.x1 + 4 : s.x1;
    const x2 = s.arrowRight ? s.x2 - 4 : s.x2;
    parts.push(
      `<line class="shaded" x1="${n(x1)}" y1="${axisY}" x2="${n(x2)}" y2="${axisY}" stroke="${SHADE}" stroke-width="12" stroke-linecap="butt" opacity="0.85"/>`,
    );
    if (s.arrowLeft) parts.push(`<path d="M${n(s.x1 - 16)} ${axisY}l24 -16v32z" fill="${SHADE}"/>`);
    if (s.arrowRight) parts.push(`<path d="M${n(s.x2 + 16)} ${axisY}l-24 -16v32z" fill="${SHADE}"/>`);
  }
  for (const d of layout.dots) {
    parts.push(
      `<circle class="dot ${d.closed ? 'closed' : 'open'}" cx="${n(d.x)}" cy="${axisY}" r="13" fill="${d.closed ? SHADE : '#ffffff'}" stroke="${SHADE}" stroke-width="5"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

export function describeNumberLine(ineq: Inequality, layout: NumberLineLayout): string {
  const pieces = ineq.intervals.map((i) => {
    const l = i.lower
      ? `from ${fmt(i.lower.value)} (${i.lower.closed ? 'filled dot, included' : 'open dot, not included'})`
      : 'from the far left';
    const u = i.upper
      ? `to ${fmt(i.upper.value)} (${i.upper.closed ? 'filled dot, included' : 'open dot, not included'})`
      : 'on to the right for ever';
    return `${l} ${u}`;
  });
  return `Number line from ${fmt(layout.min)} to ${fmt(layout.max)} showing ${ineq.text}: shaded ${pieces.join('; and ')}. In interval notation: ${intervalNotation(ineq)}.`;
}
