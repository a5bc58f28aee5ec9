// Number lines: inequalities in one variable (linear ones solved first, with the working shown) and plain
// lines with numbers marked. Open/closed dots, shaded rays or segments, ticks that never crowd. Reading and
// solving the request is in number-line-parse.ts; this module lays out, draws and describes the line.
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { boundText, fmt, gcd, type Inequality, listJoin } from './number-line-parse.ts';
import { niceStep } from './plot.ts';
import { CANVAS_WIDTH, COLORS, n, svgTitle, textWidth } from './svg.ts';

export {
  type Bound,
  type Inequality,
  type Interval,
  isOneVariableInequality,
  type MarkedPoint,
  parseInequality,
} from './number-line-parse.ts';

// ---------------------------------------------------------------- layout

export interface NumberLineLayout {
  titleSvg: string;
  axisY: number;
  axisLeft: number;
  axisRight: number;
  min: number;
  max: number;
  step: number;
  ticks: { value: number; x: number }[];
  /** Unlabelled ticks between the labelled ones (quarters when quarters are marked). */
  minorTicks: number[];
  dots: { value: number; x: number; closed: boolean }[];
  /** Numbers marked on a plain number line. */
  points: { value: number; x: number; label: string }[];
  /** Shaded pieces in canvas x; arrow ends where the piece runs off the line. */
  shaded: { x1: number; x2: number; arrowLeft: boolean; arrowRight: boolean }[];
  labels: Label[];
}

const AXIS_LEFT = 80;
const AXIS_RIGHT = CANVAS_WIDTH - 80;
const INNER_LEFT = AXIS_LEFT + 30;
const INNER_RIGHT = AXIS_RIGHT - 30;
const SHADE = '#1d4ed8';
const TICK_SIZE = 26;

/** The next tick step up: 1 → 2 → 5 → 10. */
function nextStep(step: number): number {
  const mag = 10 ** Math.floor(Math.log10(step) + 1e-9);
  const norm = Math.round(step / mag);
  return (norm < 2 ? 2 : norm < 5 ? 5 : 10) * mag;
}

/** The inequality's range: every endpoint with room either side, whole-number steps. */
function inequalityRange(ends: number[]): { min: number; max: number; step: number } {
  const a = ends.length ? Math.min(...ends) : 0;
  const b = ends.length ? Math.max(...ends) : 0;
  const span = b - a;
  const pad = Math.max(3, span * 0.3);
  let step = Math.max(1, niceStep(span + 2 * pad, 16));
  if (!Number.isInteger(step)) step = Math.ceil(step);
  let min = Math.floor((a - pad) / step) * step;
  let max = Math.ceil((b + pad) / step) * step;
  // Keep zero on the line when it is close, so students see where it sits.
  if (min > 0 && min <= 2 * step) min = 0;
  if (max < 0 && max >= -2 * step) max = 0;
  while ((max - min) / step > 20) step *= 2;
  return { min, max, step };
}

/** A plain line: the range asked for, or the marked numbers with a whole-number step either side. */
function plainRange(ineq: Inequality): { min: number; max: number; step: number } {
  if (ineq.range) {
    const { min, max } = ineq.range;
    return { min, max, step: niceStep(max - min, 10) };
  }
  const values = (ineq.points ?? []).map((p) => p.value);
  const a = Math.min(...values);
  const b = Math.max(...values);
  let min = Number.isInteger(a) ? a - 1 : Math.floor(a);
  let max = Number.isInteger(b) ? b + 1 : Math.ceil(b);
  if (min > 0 && min <= 2) min = 0;
  if (max < 0 && max >= -2) max = 0;
  return { min, max, step: Math.max(1, niceStep(max - min, 12)) };
}

const clean = (v: number) => Number(v.toFixed(9));

/** Lays out the line with a range that shows every endpoint (or marked number) with room either side. */
export function layoutNumberLine(ineq: Inequality, title: string): NumberLineLayout {
  const head = svgTitle(title);
  const plain = ineq.intervals.length === 0;
  let { min, max, step } = plain
    ? plainRange(ineq)
    : inequalityRange(
        ineq.intervals.flatMap((i) => [i.lower?.value, i.upper?.value]).filter((v) => v !== undefined),
      );
  // Widen the step until the tick labels have room between them.
  for (;;) {
    min = clean(Math.floor(min / step + 1e-9) * step);
    max = clean(Math.ceil(max / step - 1e-9) * step);
    const widest = Math.max(
      textWidth(fmt(min), TICK_SIZE),
      textWidth(fmt(max), TICK_SIZE),
      textWidth(fmt(step), TICK_SIZE),
    );
    const spacing = (step / (max - min)) * (INNER_RIGHT - INNER_LEFT);
    if (spacing >= widest + 14) break;
    step = nextStep(step);
  }
  const axisY = Math.round(Math.max(head.bottom + 200, 430));
  const xOf = (v: number) => INNER_LEFT + ((v - min) / (max - min)) * (INNER_RIGHT - INNER_LEFT);

  const ticks: NumberLineLayout['ticks'] = [];
  const labels: Label[] = [];
  for (let k = 0; min + k * step <= max + step * 1e-9; k++) {
    const value = clean(min + k * step);
    ticks.push({ value, x: xOf(value) });
    labels.push(makeLabel(fmt(value), xOf(value), axisY + 50, TICK_SIZE, { fill: COLORS.text }));
  }
  const minorTicks = minorTickXs(ineq, min, max, step).map(xOf);
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
  const points = [...(ineq.points ?? [])]
    .sort((a, b) => a.value - b.value)
    .map((p) => ({ ...p, x: xOf(p.value) }));
  // Marked numbers, and endpoints that fall between labelled ticks, get their own label above the dot.
  const names = new Map<number, string>();
  for (const i of ineq.intervals) {
    for (const b of [i.lower, i.upper]) if (b) names.set(b.value, boundText(b));
  }
  const above: { value: number; x: number; text: string }[] = [
    ...dots
      .filter(
        (d) => !ticks.some((t) => Math.abs(t.value - d.value) < 1e-9) || names.get(d.value) !== fmt(d.value),
      )
      .map((d) => ({ value: d.value, x: d.x, text: names.get(d.value) ?? fmt(d.value) })),
    ...points.map((p) => ({ value: p.value, x: p.x, text: p.label })),
  ];
  const placed: Label[] = [];
  for (const d of above) {
    let label = makeLabel(d.text, d.x, axisY - 40, TICK_SIZE, { bold: true, fill: SHADE });
    while (placed.some((p) => p.box.y < label.box.y + label.box.height + 4 && overlapsX(p, label))) {
      label = makeLabel(d.text, d.x, label.y - 34, TICK_SIZE, { bold: true, fill: SHADE });
    }
    placed.push(label);
  }
  labels.push(...placed);
  // The working, when the inequality had to be solved, between the title and the line.
  if (ineq.working?.length) {
    const line = [ineq.text, ...ineq.working].join('  →  ');
    const fit =
      fitText(line, CANVAS_WIDTH - 120, 30, 20, 2) ??
      fitText(`${ineq.text}  →  ${ineq.solution}`, CANVAS_WIDTH - 120, 30, 16, 2);
    const top = Math.min(...placed.map((p) => p.box.y), axisY - 60);
    if (fit) {
      const y = Math.max(head.bottom + fit.size, top - 30 - (fit.lines.length - 1) * fit.size * 1.2);
      labels.push(makeLabel(fit.lines, CANVAS_WIDTH / 2, y, fit.size, { fill: COLORS.text }));
    }
  }
  // The key and the interval notation under the line.
  if (!plain) {
    const keyY = axisY + 150;
    labels.push(makeLabel(`Solution: ${intervalNotation(ineq)}`, CANVAS_WIDTH / 2, keyY, 28, { bold: true }));
    const key = legendItems(dots);
    const keyWidths = key.map((k) => makeLabel(k, 0, 0, 24).box.width);
    let keyX = CANVAS_WIDTH / 2 - (keyWidths.reduce((a, b) => a + b, 0) + 50 * (key.length - 1)) / 2;
    for (const [i, k] of key.entries()) {
      labels.push(makeLabel(k, keyX, keyY + 56, 24, { fill: COLORS.muted, anchor: 'start' }));
      keyX += keyWidths[i]! + 50;
    }
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
    minorTicks,
    dots,
    points,
    shaded,
    labels,
  };
}

/** Ticks at every 1/D between the labelled ones, D the common denominator of the marked fractions. */
function minorTickXs(ineq: Inequality, min: number, max: number, step: number): number[] {
  const dens = (ineq.points ?? []).map((p) => Number(p.label.split('/')[1] ?? 1));
  const den = dens.reduce((a, b) => (a * b) / gcd(a, b), 1);
  if (den <= 1 || den > 12 || step !== 1 || (max - min) * den > 48) return [];
  const out: number[] = [];
  for (let k = Math.round(min * den) + 1; k < max * den; k++) if (k % den !== 0) out.push(k / den);
  return out;
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

/** "[−2, 5)", "(3, ∞)", "(−∞, −1) ∪ [3, ∞)", "(1/3, ∞)". */
export function intervalNotation(ineq: Inequality): string {
  return ineq.intervals
    .map((i) => {
      if (i.lower && i.upper && i.lower.value === i.upper.value) return `{${boundText(i.lower)}}`;
      const left = i.lower ? `${i.lower.closed ? '[' : '('}${boundText(i.lower)}` : '(−∞';
      const right = i.upper ? `${boundText(i.upper)}${i.upper.closed ? ']' : ')'}` : '∞)';
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
  for (const x of layout.minorTicks) {
    parts.push(
      `<line class="minor-tick" x1="${n(x)}" y1="${axisY - 7}" x2="${n(x)}" y2="${axisY + 7}" stroke="${COLORS.axis}" stroke-width="1.5"/>`,
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
  for (const p of layout.points) {
    parts.push(
      `<circle class="point" cx="${n(p.x)}" cy="${axisY}" r="11" fill="${SHADE}" stroke="#ffffff" stroke-width="3"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

export function describeNumberLine(ineq: Inequality, layout: NumberLineLayout): string {
  const range = `Number line from ${fmt(layout.min)} to ${fmt(layout.max)}`;
  if (ineq.intervals.length === 0) {
    const marked = layout.points.length
      ? ` with dots marking ${listJoin(layout.points.map((p) => p.label))}`
      : '';
    return `${range} in steps of ${fmt(layout.step)}${marked}.`;
  }
  const pieces = ineq.intervals.map((i) => {
    const l = i.lower
      ? `from ${boundText(i.lower)} (${i.lower.closed ? 'filled dot, included' : 'open dot, not included'})`
      : 'from the far left';
    const u = i.upper
      ? `to ${boundText(i.upper)} (${i.upper.closed ? 'filled dot, included' : 'open dot, not included'})`
      : 'on to the right for ever';
    return `${l} ${u}`;
  });
  const solving = ineq.working?.length
    ? `Solving ${ineq.text}: ${ineq.working.join(', so ')}${ineq.flipped ? ' (dividing both sides by a negative number flips the inequality sign)' : ''}. `
    : '';
  return `${solving}${range} showing ${ineq.solution ?? ineq.text}: shaded ${pieces.join('; and ')}. In interval notation: ${intervalNotation(ineq)}.`;
}
