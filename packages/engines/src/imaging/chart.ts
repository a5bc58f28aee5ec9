// Bar, line and pie charts of the numbers written in a prompt ("bar chart: apples 5, pears 3, plums 8").
import type { Box } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { niceStep } from './plot.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle } from './svg.ts';

export type ChartType = 'bar' | 'line' | 'pie';

export interface ChartData {
  type: ChartType;
  /** What the numbers measure, when the prompt says ("temperature"); may be empty. */
  topic: string;
  points: { label: string; value: number }[];
  /** Whether the values were written as percentages. */
  percent: boolean;
}

export const MAX_CHART_POINTS = 24;

const NUMBER = /(?<![A-Za-z0-9_.])([-−]?\d+(?:\.\d+)?)(\s*%)?(?![\d.]*[A-Za-z0-9])/g;

function cleanLabel(s: string): string {
  return s
    .replace(/^[\s,;:=()\-–]+|[\s,;:=()\-–]+$/g, '')
    .replace(/^(and|&)\s+/i, '')
    .replace(/\s+(and|&)$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXAMPLE: Record<ChartType, string> = {
  bar: '"bar chart: apples 5, pears 3, plums 8"',
  line: '"line chart of temperature Mon 12 Tue 15 Wed 11"',
  pie: '"pie chart of 40% rent, 35% food, 25% other"',
};

/** Reads labelled numbers from the text after the chart words ("of temperature: Mon 12, Tue 15"). */
export function parseChart(type: ChartType, subject: string): ChartData {
  let text = subject.replace(/\s+/g, ' ').trim();
  const hadOf = /^(of|for|showing|about|on)\s/i.test(text);
  text = text.replace(/^(of|for|showing|about|on)\s+/i, '').replace(/[.?!]+$/, '');
  let topic = '';
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    topic = cleanLabel(text.slice(0, colon));
    text = text.slice(colon + 1);
  }
  const numbers = [...text.matchAll(NUMBER)];
  const ask = () =>
    new CannotDrawError(
      `I need the numbers to draw a ${type} chart${topic || text ? ` of "${cleanLabel(topic || text)}"` : ''}: ` +
        `give each label with its value, e.g. ${EXAMPLE[type]}.`,
    );
  if (numbers.length < 2) throw ask();
  const chunks: string[] = [];
  let last = 0;
  for (const m of numbers) {
    chunks.push(text.slice(last, m.index));
    last = m.index! + m[0].length;
  }
  chunks.push(text.slice(last));
  const numberFirst = cleanLabel(chunks[0]!) === '';
  const points = numbers.map((m, i) => ({
    label: cleanLabel(numberFirst ? chunks[i + 1]! : chunks[i]!),
    value: Number(m[1]!.replace('−', '-')),
  }));
  if (points.some((p) => !p.label)) throw ask();
  // "of temperature Mon 12 Tue 15": the extra leading words of the first label name the topic.
  if (!numberFirst && hadOf && !topic && points.length > 1) {
    const words = points[0]!.label.split(' ');
    const most = Math.max(...points.slice(1).map((p) => p.label.split(' ').length));
    if (words.length > most) {
      topic = words
        .slice(0, words.length - most)
        .join(' ')
        .replace(/\s+(in|by|per|for|of)$/i, '');
      points[0]!.label = words.slice(words.length - most).join(' ');
    }
  }
  if (points.length > MAX_CHART_POINTS) {
    throw new CannotDrawError(
      `A ${type} chart of ${points.length} values would be unreadable; give at most ${MAX_CHART_POINTS}.`,
    );
  }
  const percent = numbers.every((m) => Boolean(m[2]));
  if (type === 'pie') {
    if (points.some((p) => p.value < 0))
      throw new CannotDrawError('A pie chart cannot show negative values.');
    if (points.every((p) => p.value === 0))
      throw new CannotDrawError('A pie chart needs at least one value above zero.');
  }
  return { type, topic, points, percent };
}

function fmt(v: number, percent = false): string {
  const s = String(Math.round(v * 1000) / 1000).replace('-', '−');
  return percent ? `${s}%` : s;
}

export interface ChartLayout {
  type: ChartType;
  titleSvg: string;
  /** Plot area of bar and line charts. */
  area: Box;
  yMin: number;
  yMax: number;
  yTicks: { value: number; y: number }[];
  /** Bars (bar charts), in data order: value, and the rectangle drawn. */
  bars: { value: number; box: Box }[];
  /** Points (line charts), in data order. */
  points: { value: number; x: number; y: number }[];
  /** Pie slices, in data order, angles in degrees clockwise from 12 o'clock. */
  slices: { value: number; start: number; sweep: number }[];
  pie: { cx: number; cy: number; r: number } | null;
  /** Legend swatches of pie charts. */
  swatches: Box[];
  labels: Label[];
}

export const CHART_COLORS = [
  '#1d4ed8',
  '#dc2626',
  '#059669',
  '#d97706',
  '#9333ea',
  '#0f766e',
  '#db2777',
  '#65a30d',
];

function axisRange(values: number[], includeZero: boolean): { min: number; max: number; step: number } {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (includeZero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  } else {
    const pad = Math.max((hi - lo) * 0.15, Math.abs(hi) * 0.05, 1e-9);
    lo -= pad;
    hi += pad;
  }
  if (hi === lo) hi = lo + 1;
  const step = niceStep(hi - lo, 6);
  return { min: Math.floor(lo / step + 1e-9) * step, max: Math.ceil(hi / step - 1e-9) * step, step };
}

/** Category labels under the axis, wrapped and shrunk to their column; null if they cannot fit. */
function categoryLabels(names: string[], centers: number[], column: number, y: number): Label[] | null {
  for (let size = 24; size >= 14; size -= 2) {
    const fits = names.map((name) => fitText(name, column - 10, size, size, 3));
    if (fits.every(Boolean)) return fits.map((f, i) => makeLabel(f!.lines, centers[i]!, y, f!.size));
  }
  return null;
}

export function layoutChart(data: ChartData, title: string): ChartLayout {
  const head = svgTitle(title);
  const top = head.bottom + 20;
  const empty = {
    type: data.type,
    titleSvg: head.svg,
    bars: [],
    points: [],
    slices: [],
    pie: null,
    swatches: [],
    yTicks: [],
    yMin: 0,
    yMax: 0,
  };
  if (data.type === 'pie') return layoutPie(data, { ...empty, area: { x: 0, y: top, width: 0, height: 0 } });
  const values = data.points.map((p) => p.value);
  const range = axisRange(values, data.type === 'bar');
  const longest = Math.max(...data.points.map((p) => p.label.length));
  const area: Box = {
    x: 130,
    y: top + 40,
    width: CANVAS_WIDTH - 130 - 50,
    height: CANVAS_HEIGHT - top - 40 - (longest > 10 ? 120 : 80),
  };
  const yOf = (v: number) => area.y + area.height - ((v - range.min) / (range.max - range.min)) * area.height;
  const column = area.width / data.points.length;
  const centers = data.points.map((_, i) => area.x + column * (i + 0.5));
  const labels: Label[] = [];
  const yTicks: ChartLayout['yTicks'] = [];
  for (let v = range.min; v <= range.max + range.step / 1e6; v += range.step) {
    const value = Math.round(v / range.step) * range.step;
    yTicks.push({ value, y: yOf(value) });
    labels.push(
      makeLabel(fmt(Number(value.toPrecision(12)), data.percent), area.x - 14, yOf(value) + 8, 22, {
        anchor: 'end',
        fill: COLORS.muted,
      }),
    );
  }
  const cats = categoryLabels(
    data.points.map((p) => p.label),
    centers,
    column,
    area.y + area.height + 36,
  );
  if (!cats)
    throw new CannotDrawError('The chart has too many or too long labels to show legibly; shorten them.');
  labels.push(...cats);
  const valueSize = Math.max(14, Math.min(24, Math.floor(column / 3.2)));
  const bars: ChartLayout['bars'] = [];
  const points: ChartLayout['points'] = [];
  const zero = yOf(Math.min(Math.max(0, range.min), range.max));
  for (const [i, p] of data.points.entries()) {
    const x = centers[i]!;
    const y = yOf(p.value);
    if (data.type === 'bar') {
      const w = Math.min(column * 0.66, 140);
      bars.push({
        value: p.value,
        box: { x: x - w / 2, y: Math.min(y, zero), width: w, height: Math.abs(zero - y) },
      });
      const ly = p.value >= 0 ? y - 10 : y + valueSize + 6;
      labels.push(makeLabel(fmt(p.value, data.percent), x, ly, valueSize, { bold: true }));
    } else {
      points.push({ value: p.value, x, y });
    }
  }
  if (data.type === 'line') {
    // Value labels above a point, unless the line rises through that spot; then below.
    for (const [i, pt] of points.entries()) {
      const prev = points[i - 1];
      const next = points[i + 1];
      const peak = (!prev || prev.y >= pt.y) && (!next || next.y >= pt.y);
      const valley = (!prev || prev.y <= pt.y) && (!next || next.y <= pt.y);
      const above = peak || (!valley && pt.y > area.y + 60);
      const ly = above ? pt.y - 18 : pt.y + valueSize + 16;
      labels.push(makeLabel(fmt(pt.value, data.percent), pt.x, ly, valueSize, { bold: true, halo: true }));
    }
  }
  return { ...empty, area, yMin: range.min, yMax: range.max, yTicks, bars, points, labels };
}

function layoutPie(data: ChartData, base: Omit<ChartLayout, 'labels'>): ChartLayout {
  const top = base.area.y;
  const r = Math.min(300, (CANVAS_HEIGHT - top - 40) / 2);
  const cx = 40 + r + 20;
  const cy = top + 10 + r;
  const total = data.points.reduce((s, p) => s + p.value, 0);
  const slices: ChartLayout['slices'] = [];
  let angle = 0;
  for (const p of data.points) {
    const sweep = (p.value / total) * 360;
    slices.push({ value: p.value, start: angle, sweep });
    angle += sweep;
  }
  const labels: Label[] = [];
  // Percentages inside the slices that are wide enough to hold them.
  for (const s of slices) {
    if (s.sweep < 20) continue;
    const mid = ((s.start + s.sweep / 2) * Math.PI) / 180;
    const share = (s.value / total) * 100;
    labels.push(
      makeLabel(
        `${fmt(Math.round(share * 10) / 10)}%`,
        cx + Math.sin(mid) * r * 0.66,
        cy - Math.cos(mid) * r * 0.66 + 9,
        26,
        {
          bold: true,
          fill: '#ffffff',
        },
      ),
    );
  }
  // The legend: one swatch and "label: value" per slice, in a column right of the pie.
  const legendX = cx + r + 50;
  const maxWidth = CANVAS_WIDTH - 30 - legendX - 44;
  const swatches: Box[] = [];
  for (let size = 28; size >= 14; size -= 2) {
    const items = data.points.map((p) => {
      const share = (p.value / total) * 100;
      const text = data.percent
        ? `${p.label}: ${fmt(p.value)}%`
        : `${p.label}: ${fmt(p.value)} (${fmt(Math.round(share * 10) / 10)}%)`;
      return fitText(text, maxWidth, size, size, 3);
    });
    if (!items.every(Boolean)) continue;
    const heights = items.map((f) => f!.size * 1.2 * f!.lines.length + 14);
    const legendHeight = heights.reduce((a, b) => a + b, 0);
    if (legendHeight > CANVAS_HEIGHT - top - 20) continue;
    let y = Math.max(top + 10, cy - legendHeight / 2);
    for (const [i, f] of items.entries()) {
      swatches.push({ x: legendX, y: y + 4, width: 28, height: 28 });
      labels.push(makeLabel(f!.lines, legendX + 44, y + f!.size * 0.95, f!.size, { anchor: 'start' }));
      y += heights[i]!;
    }
    return { ...base, slices, pie: { cx, cy, r }, swatches, labels };
  }
  throw new CannotDrawError('The pie chart has too many or too long labels to show legibly; shorten them.');
}

function arcPath(cx: number, cy: number, r: number, start: number, sweep: number): string {
  if (sweep >= 359.999) {
    return `M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy + r)}A${n(r)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy - r)}Z`;
  }
  const a0 = (start * Math.PI) / 180;
  const a1 = ((start + sweep) * Math.PI) / 180;
  const x0 = cx + Math.sin(a0) * r;
  const y0 = cy - Math.cos(a0) * r;
  const x1 = cx + Math.sin(a1) * r;
  const y1 = cy - Math.cos(a1) * r;
  return `M${n(cx)} ${n(cy)}L${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${sweep > 180 ? 1 : 0} 1 ${n(x1)} ${n(y1)}Z`;
}

export function drawChart(layout: ChartLayout): string {
  const parts: string[] = [layout.titleSvg];
  if (layout.type === 'pie' && layout.pie) {
    const { cx, cy, r } = layout.pie;
    for (const [i, s] of layout.slices.entries()) {
      if (s.sweep <= 0) continue;
      parts.push(
        `<path class="slice" d="${arcPath(cx, cy, r, s.start, s.sweep)}" fill="${CHART_COLORS[i % CHART_COLORS.length]}" stroke="#ffffff" stroke-width="3"/>`,
      );
    }
    for (const [i, b] of layout.swatches.entries()) {
      parts.push(
        `<rect class="swatch" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="4" fill="${CHART_COLORS[i % CHART_COLORS.length]}"/>`,
      );
    }
  } else {
    const a = layout.area;
    for (const t of layout.yTicks) {
      parts.push(
        `<line x1="${n(a.x)}" y1="${n(t.y)}" x2="${n(a.x + a.width)}" y2="${n(t.y)}" stroke="${COLORS.grid}" stroke-width="2"/>`,
      );
    }
    for (const [i, b] of layout.bars.entries()) {
      parts.push(
        `<rect class="bar" x="${n(b.box.x)}" y="${n(b.box.y)}" width="${n(b.box.width)}" height="${n(b.box.height)}" fill="${CHART_COLORS[i % CHART_COLORS.length]}"/>`,
      );
    }
    const zero = layout.yTicks.find((t) => t.value === 0);
    const baseY = zero ? zero.y : a.y + a.height;
    parts.push(
      `<line class="axis" x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(a.x)}" y2="${n(a.y + a.height)}" stroke="${COLORS.axis}" stroke-width="3"/>`,
      `<line class="axis" x1="${n(a.x)}" y1="${n(baseY)}" x2="${n(a.x + a.width)}" y2="${n(baseY)}" stroke="${COLORS.axis}" stroke-width="3"/>`,
    );
    if (layout.points.length > 0) {
      const d = layout.points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
      parts.push(
        `<polyline class="line" points="${d}" fill="none" stroke="${CHART_COLORS[0]}" stroke-width="5" stroke-linejoin="round"/>`,
      );
      for (const p of layout.points) {
        parts.push(
          `<circle class="point" cx="${n(p.x)}" cy="${n(p.y)}" r="8" fill="${CHART_COLORS[0]}" stroke="#ffffff" stroke-width="3"/>`,
        );
      }
    }
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

export function describeChart(data: ChartData, title: string): string {
  const items = data.points.map((p) => `${p.label} ${fmt(p.value, data.percent)}`).join(', ');
  let extra = '';
  if (data.type === 'pie') {
    const total = data.points.reduce((s, p) => s + p.value, 0);
    if (data.percent && Math.abs(total - 100) > 0.5) {
      extra = ` The percentages add up to ${fmt(total)}%, not 100%, so each slice shows its share of the total.`;
    }
  }
  return `${title}. Values: ${items}.${extra}`;
}
