// Scatter plots of (x, y) pairs ("hours vs score: (1,50), (2,60)"): reading, layout, drawing, alt text.
import { axisCaption, CHART_COLORS, cleanLabel, fmt, grid } from './chart.ts';
import { type Box, overlappingPairs } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { niceStep } from './plot.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, capitalise, n, svgTitle, textWidth } from './svg.ts';

export interface ScatterData {
  /** Axis names from "X vs Y"; the first names the first number of each pair. */
  xTitle: string;
  yTitle: string;
  points: { x: number; y: number }[];
}

export const MAX_SCATTER_POINTS = 200;

const PAIR = /[([]\s*([-−]?\d+(?:\.\d+)?)\s*[,;]\s*([-−]?\d+(?:\.\d+)?)\s*[)\]]/g;
const SCATTER_EXAMPLE = '"scatter plot of hours studied vs score: (1, 50), (2, 60), (3, 65)"';

/** Reads "hours studied vs score: (1,50), (2,60)" (the words after "scatter plot"). */
export function parseScatter(subject: string): ScatterData {
  const whole = subject
    .replace(/\s+/g, ' ')
    .replace(/[.?!]+$/, '')
    .trim();
  const words = whole.match(/\bscatter[\s-]?(plots?|graphs?|charts?|diagrams?)\b/i);
  // "hours studied vs score scatter plot: (1,50), …" names its axes before the words.
  const before = words ? cleanLabel(whole.slice(0, words.index).replace(/^(a|an|the)\s+/i, '')) : '';
  const text = (words ? whole.slice(words.index! + words[0].length) : whole)
    .replace(/^[\s:,-]*(?:(?:of|for|showing|about|on)\s+)?/i, '')
    .trim();
  const pairs = [...text.matchAll(PAIR)];
  const first = pairs[0]?.index ?? text.length;
  const names = cleanLabel(text.slice(0, first)) || before;
  if (pairs.length < 2) {
    throw new CannotDrawError(
      `I need at least two points to draw a scatter plot${names ? ` of "${names}"` : ''}: ` +
        `write each point as (x, y), e.g. ${SCATTER_EXAMPLE}.`,
    );
  }
  if (pairs.length > MAX_SCATTER_POINTS) {
    throw new CannotDrawError(
      `A scatter plot of ${pairs.length} points is too many; give at most ${MAX_SCATTER_POINTS}.`,
    );
  }
  const between = text
    .slice(first)
    .replace(PAIR, '')
    .replace(/[\s,;]|and/gi, '');
  if (between) {
    throw new CannotDrawError(
      `I couldn't read every point of the scatter plot: write each point as (x, y), e.g. ${SCATTER_EXAMPLE}.`,
    );
  }
  const num = (s: string) => Number(s.replace('−', '-'));
  const [xTitle, yTitle] = names.split(/\s+(?:vs\.?|versus|against)\s+/i);
  return {
    xTitle: cleanLabel(yTitle === undefined ? 'x' : xTitle!),
    yTitle: cleanLabel(yTitle ?? 'y'),
    points: pairs.map((m) => ({ x: num(m[1]!), y: num(m[2]!) })),
  };
}

export function scatterTitle(data: ScatterData): string {
  return data.xTitle === 'x' && data.yTitle === 'y'
    ? 'Scatter plot'
    : `Scatter plot: ${capitalise(data.xTitle)} vs ${data.yTitle}`;
}

/** An axis range that shows the data with a margin; zero is included only when the data is near it. */
function scatterRange(values: number[]): { min: number; max: number; step: number } {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || Math.abs(hi) || 1;
  let min = lo - span * 0.1;
  let max = hi + span * 0.1;
  if (lo >= 0 && (min < 0 || lo <= span * 0.25)) min = 0;
  if (hi <= 0 && (max > 0 || -hi <= span * 0.25)) max = 0;
  // Every value 0: both ends were pulled to 0, so open the axis to one unit.
  if (max <= min) max = min + 1;
  const step = niceStep(max - min, 6);
  return { min: Math.floor(min / step + 1e-9) * step, max: Math.ceil(max / step - 1e-9) * step, step };
}

function ticks(range: { min: number; max: number }, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; range.min + i * step <= range.max + step / 1e6; i++) {
    out.push(Number((Math.round((range.min + i * step) / step) * step).toPrecision(12)));
  }
  return out;
}

export interface ScatterLayout {
  titleSvg: string;
  area: Box;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  xTicks: { value: number; x: number }[];
  yTicks: { value: number; y: number }[];
  /** Dot centres, in data order. */
  dots: { x: number; y: number; cx: number; cy: number }[];
  labels: Label[];
}

export const SCATTER_DOT_RADIUS = 9;

export function layoutScatter(data: ScatterData, title: string): ScatterLayout {
  const head = svgTitle(title);
  const top = head.bottom + 20;
  const xr = scatterRange(data.points.map((p) => p.x));
  const yr = scatterRange(data.points.map((p) => p.y));
  const yValues = ticks(yr, yr.step);
  const tickSize = 22;
  const xText = (v: number) => fmt(v, false, '', Math.max(Math.abs(xr.min), Math.abs(xr.max)) >= 10000);
  const yText = (v: number) => fmt(v, false, '', Math.max(Math.abs(yr.min), Math.abs(yr.max)) >= 10000);
  const left = Math.max(100, Math.max(...yValues.map((v) => textWidth(yText(v), tickSize))) + 44);
  const area: Box = { x: left, y: top + 60, width: CANVAS_WIDTH - left - 60, height: 0 };
  area.height = CANVAS_HEIGHT - 120 - area.y;
  const xOf = (v: number) => area.x + ((v - xr.min) / (xr.max - xr.min)) * area.width;
  const yOf = (v: number) => area.y + area.height - ((v - yr.min) / (yr.max - yr.min)) * area.height;
  const labels: Label[] = [axisCaption(data.yTitle, top + 30)];
  const yTicks = yValues.map((value) => ({ value, y: yOf(value) }));
  for (const t of yTicks) {
    labels.push(
      makeLabel(yText(t.value), area.x - 14, t.y + 8, tickSize, { anchor: 'end', fill: COLORS.muted }),
    );
  }
  // x tick labels: every tick if they stand apart, else every second, fourth, …
  const bottom = area.y + area.height;
  const xTicks = ticks(xr, xr.step).map((value) => ({ value, x: xOf(value) }));
  let xLabels: Label[] = [];
  for (let every = 1; ; every *= 2) {
    xLabels = xTicks
      .filter((_, i) => i % every === 0)
      .map((t) => makeLabel(xText(t.value), t.x, bottom + 34, tickSize, { fill: COLORS.muted }));
    if (
      overlappingPairs(
        xLabels.map((l) => l.box),
        12,
      ).length === 0
    )
      break;
  }
  labels.push(...xLabels);
  const xName = fitText(data.xTitle, area.width, 24, 16, 1, true);
  if (!xName)
    throw new CannotDrawError(`The axis name "${data.xTitle.slice(0, 60)}" is too long to show; shorten it.`);
  labels.push(
    makeLabel(xName.lines, area.x + area.width / 2, bottom + 80, xName.size, {
      bold: true,
      fill: COLORS.muted,
    }),
  );
  const dots = data.points.map((p) => ({ x: p.x, y: p.y, cx: xOf(p.x), cy: yOf(p.y) }));
  return {
    titleSvg: head.svg,
    area,
    xMin: xr.min,
    xMax: xr.max,
    yMin: yr.min,
    yMax: yr.max,
    xTicks,
    yTicks,
    dots,
    labels,
  };
}

export function drawScatter(layout: ScatterLayout): string {
  const a = layout.area;
  const zeroY = layout.yTicks.find((t) => t.value === 0);
  const zeroX = layout.xTicks.find((t) => t.value === 0);
  const parts = [layout.titleSvg, ...grid(a, layout.yTicks, layout.xTicks)];
  parts.push(
    `<line class="axis" x1="${n(zeroX?.x ?? a.x)}" y1="${n(a.y)}" x2="${n(zeroX?.x ?? a.x)}" y2="${n(a.y + a.height)}" stroke="${COLORS.axis}" stroke-width="3"/>`,
    `<line class="axis" x1="${n(a.x)}" y1="${n(zeroY?.y ?? a.y + a.height)}" x2="${n(a.x + a.width)}" y2="${n(zeroY?.y ?? a.y + a.height)}" stroke="${COLORS.axis}" stroke-width="3"/>`,
  );
  for (const d of layout.dots) {
    parts.push(
      `<circle class="dot" cx="${n(d.cx)}" cy="${n(d.cy)}" r="${SCATTER_DOT_RADIUS}" fill="${CHART_COLORS[0]}" fill-opacity="0.85" stroke="#ffffff" stroke-width="2"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

export function describeScatter(data: ScatterData): string {
  const pts = data.points.map((p) => `(${fmt(p.x)}, ${fmt(p.y)})`).join(', ');
  const count = data.points.length;
  const mx = data.points.reduce((s, p) => s + p.x, 0) / count;
  const my = data.points.reduce((s, p) => s + p.y, 0) / count;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const p of data.points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
    syy += (p.y - my) ** 2;
  }
  const r = sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
  const trend =
    Math.abs(r) < 0.3
      ? ` No clear trend (r = ${fmt(Math.round(r * 100) / 100)}).`
      : ` As ${data.xTitle} increases, ${data.yTitle} tends to ${r > 0 ? 'increase' : 'decrease'} (r = ${fmt(Math.round(r * 100) / 100)}).`;
  return `Scatter plot of ${data.yTitle} against ${data.xTitle}, ${count} points (${data.xTitle}, ${data.yTitle}): ${pts}.${trend}`;
}
