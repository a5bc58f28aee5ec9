// Bar, line and pie charts of the numbers written in a prompt ("bar chart: apples 5, pears 3, plums 8");
// also the label cleaning, number formatting, axis caption and grid that scatter.ts shares.
import type { Box } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { niceStep } from './plot.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle, textWidth } from './svg.ts';

export type ChartType = 'bar' | 'line' | 'pie';

export interface ChartData {
  type: ChartType;
  /** What the numbers measure, when the prompt says ("temperature"); may be empty. */
  topic: string;
  points: { label: string; value: number }[];
  /** Whether the values were written as percentages (or as fractions, turned into percentages). */
  percent: boolean;
  /** The unit written after the values ("hours", "°C", "million"); empty when none. */
  unit: string;
  /** A currency sign written before the values ("$"); empty when none. */
  prefix: string;
}

export const MAX_CHART_POINTS = 24;

/**
 * A value as students write it: sign, currency, digits (or a fraction), then a glued suffix
 * ("%", "k", "cm", "°C"). Digits glued to a letter before them ("K2", "Q1") belong to a label.
 */
const VALUE =
  /(?<![\p{L}\d_./])([-−]?)([$£€¥]?)([-−]?)(\d+(?:\.\d+)?|\.\d+)(?:\/(\d+))?(\s*%|[\p{L}°µ][\p{L}°µ²³/]*)?/gu;
/** Glued suffixes that make a number part of a label: times, ordinals ("6am", "2nd"). */
const LABEL_SUFFIX = /^(am|pm|st|nd|rd|th)$/i;
const SEPARATOR_BEFORE = /(?::|=|\s[-–—]|[–—]|->|→)\s*$/;
const PREPOSITION = /^(in|on|at|during|for|by|from|per)$/i;
/** Words that, between a number and its label ("8 hours sleep"), are the unit, not the label. */
const MEASURE =
  /^(hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?|people|students|pupils|votes|points|marks|cars|km|m|cm|mm|kg|g|litres?|liters?|ml|miles?)$/i;

interface Token {
  index: number;
  end: number;
  value: number;
  percent: boolean;
  fraction: boolean;
  prefix: string;
  unit: string;
}

function valueTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(VALUE)) {
    const [whole, sign1, prefix, sign2, digits, denominator, rawSuffix] = m;
    const suffix = (rawSuffix ?? '').trim();
    if (LABEL_SUFFIX.test(suffix)) continue;
    // "1990s", "80s": a decade is a label.
    if (suffix === 's' && /0$/.test(digits!)) continue;
    let value = Number(digits);
    if (denominator !== undefined) {
      if (Number(denominator) === 0) continue;
      value /= Number(denominator);
    }
    let unit = suffix;
    const scale = /^[kK]$/.test(suffix) ? 1e3 : prefix && /^(m|mn|M)$/.test(suffix) ? 1e6 : 0;
    const billions = prefix && /^(bn|b|B)$/.test(suffix);
    if (scale || billions) {
      value *= scale || 1e9;
      unit = '';
    }
    if (sign1 || sign2) value = -value;
    tokens.push({
      index: m.index!,
      end: m.index! + whole!.length,
      value,
      percent: suffix === '%',
      fraction: denominator !== undefined,
      prefix: prefix ?? '',
      unit: unit === '%' ? '' : unit,
    });
  }
  return tokens;
}

/** "12,345" → "12345"; "100,102,98" is a list and stays as it is. */
function dropThousandsCommas(text: string): string {
  return text.replace(/\d+(?:,\d+)+/g, (run) => {
    const groups = run.split(',');
    return groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3) ? groups.join('') : run;
  });
}

export function cleanLabel(s: string): string {
  let text = s.replace(/\s+/g, ' ').trim();
  for (;;) {
    const before = text;
    text = text
      .replace(/^[\s,;:=\-–—]+|[\s,;:=\-–—]+$/g, '')
      .replace(/^(and|&)\s+/i, '')
      .replace(/\s+(and|&)$/i, '');
    // Brackets are kept when they pair up: "Population (millions)".
    const open = text.split('(').length - 1;
    const close = text.split(')').length - 1;
    if (text.endsWith(')') && close > open) text = text.slice(0, -1);
    else if (text.startsWith('(') && open > close) text = text.slice(1);
    if (text === before) return text;
  }
}

const EXAMPLE: Record<ChartType, string> = {
  bar: '"bar chart: apples 5, pears 3, plums 8"',
  line: '"line chart of temperature Mon 12 Tue 15 Wed 11"',
  pie: '"pie chart of 40% rent, 35% food, 25% other"',
};

interface RawPoint {
  label: string;
  token: Token;
  /** Words after the value ("hours" in "sleep 8 hours"). */
  after: string;
}

/** One item per comma or semicolon; "Q2 3.5 and Q3 12" is two when both halves hold a value. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    if (!part.trim()) continue;
    const halves = part.split(/\s+(?:and|&)\s+/i);
    if (halves.length > 1 && halves.every((h) => valueTokens(h).length > 0)) items.push(...halves);
    else items.push(part);
  }
  return items.map((s) => s.trim());
}

/** Reads "label value unit" items; null when the items are not one value each. */
function readItems(items: string[]): { raw: RawPoint[]; valueFirst: boolean } | null {
  const parsed = items.map((item) => {
    const tokens = valueTokens(item);
    // An explicit separator ("Mon: 5", "week 1 = 20", "2018 - 45") says which number is the value.
    const explicit = [...tokens]
      .reverse()
      .find((t) => SEPARATOR_BEFORE.test(item.slice(0, t.index)) && cleanLabel(item.slice(0, t.index)));
    return { item, tokens, explicit };
  });
  const loose = parsed.filter((p) => !p.explicit);
  if (new Set(loose.map((p) => p.tokens.length)).size > 1) return null;
  // "1,200 cars in 2019" leads with its value; "2020 5" is a year label then its value.
  const leadsWithValue = (p: (typeof parsed)[number]) =>
    p.tokens[0]!.index === 0 &&
    !(p.tokens.length > 1 && p.item.slice(p.tokens[0]!.end, p.tokens[1]!.index).trim() === '');
  const valueFirst = loose.length > 0 && loose.every(leadsWithValue);
  const raw = parsed.map(({ item, tokens, explicit }): RawPoint => {
    const token = explicit ?? (valueFirst ? tokens[0]! : tokens.at(-1)!);
    const before = cleanLabel(item.slice(0, token.index));
    const after = cleanLabel(item.slice(token.end));
    if (explicit || !valueFirst)
      return before ? { label: before, token, after } : { label: after, token, after: '' };
    return { label: after, token, after: '' };
  });
  return { raw, valueFirst };
}

/** "Mon 12 Tue 15 Wed 11": the words between the numbers are the labels. */
function readRun(text: string, tokens: Token[]): { raw: RawPoint[]; valueFirst: boolean } {
  const chunks: string[] = [];
  let last = 0;
  for (const t of tokens) {
    chunks.push(text.slice(last, t.index));
    last = t.end;
  }
  chunks.push(text.slice(last));
  const valueFirst = cleanLabel(chunks[0]!) === '';
  const raw = tokens.map((token, i) => ({
    label: cleanLabel(valueFirst ? chunks[i + 1]! : chunks[i]!),
    token,
    after: '',
  }));
  return { raw, valueFirst };
}

const isNumber = (s: string) => /^[-−]?\d+(\.\d+)?$/.test(s);

/** Items that are each two bare numbers, a label then its value: "2020 5, 2021 7". */
function numberPairs(text: string): boolean {
  const items = splitItems(text);
  return (
    items.length >= 2 &&
    items.every((item) => {
      const [a, b, ...rest] = valueTokens(item);
      return (
        a !== undefined &&
        b !== undefined &&
        rest.length === 0 &&
        a.index === 0 &&
        item.slice(a.end, b.index).trim() === '' &&
        item.slice(b.end).trim() === ''
      );
    })
  );
}

/** Reads labelled numbers from the text after the chart words ("of temperature: Mon 12, Tue 15"). */
export function parseChart(type: ChartType, subject: string): ChartData {
  let text = subject.replace(/\s+/g, ' ').trim();
  const hadOf = /^(of|for|showing|about|on)\s/i.test(text);
  text = dropThousandsCommas(text.replace(/^(of|for|showing|about|on)\s+/i, '').replace(/[.?!]+$/, ''));
  let topic = '';
  // "of temperature: Moscow -5, …": a first colon not followed by a number ends the topic; so does
  // one followed by year-and-value pairs ("of sales: 2020 5, 2021 7").
  const colon = text.indexOf(':');
  if (
    colon >= 0 &&
    (!/^\s*[-−]?[$£€¥]?[-−]?\.?\d/.test(text.slice(colon + 1)) || numberPairs(text.slice(colon + 1)))
  ) {
    topic = cleanLabel(text.slice(0, colon));
    text = text.slice(colon + 1).trim();
  }
  // "favourite fruits (apples: 10, bananas: 6)": the data in brackets after the topic.
  const bracketed = text.match(/^([^()]*?)\s*\((.*)\)$/);
  if (bracketed && valueTokens(bracketed[1]!).length === 0 && valueTokens(bracketed[2]!).length >= 2) {
    topic = [topic, cleanLabel(bracketed[1]!)].filter(Boolean).join(': ');
    text = bracketed[2]!;
  }
  let items = splitItems(text);
  // "of rainfall, spring 60, summer 35": a leading item without a number is the topic.
  if (!topic && items.length > 1 && valueTokens(items[0]!).length === 0) {
    topic = cleanLabel(items[0]!);
    items = items.slice(1);
    text = items.join(', ');
  }
  const tokens = valueTokens(text);
  const shown = cleanLabel(topic || text);
  if (tokens.length < 2) {
    throw new CannotDrawError(
      `I need the numbers to draw a ${type} chart${shown ? ` of "${shown}"` : ''}: ` +
        `give each label with its value, e.g. ${EXAMPLE[type]}.`,
    );
  }
  const unreadable = () =>
    new CannotDrawError(
      `I couldn't tell which label each number belongs to in "${cleanLabel(text).slice(0, 80)}": ` +
        `for a ${type} chart, write each value after its label, e.g. "Mon 5, Tue 7".`,
    );
  // An item without a number between items with one ("apples 5, pears, plums 8") has lost its value.
  if (items.length > 1 && items.some((item) => valueTokens(item).length === 0)) throw unreadable();
  const read = (items.length > 1 ? readItems(items) : null) ?? readRun(text, tokens);
  const { raw, valueFirst } = read;
  if (raw.length < 2) throw unreadable();
  if (raw.length > MAX_CHART_POINTS) {
    throw new CannotDrawError(
      `A ${type} chart of ${raw.length} values would be unreadable; give at most ${MAX_CHART_POINTS}.`,
    );
  }
  let labels = raw.map((r) => r.label);
  let unit = '';
  // "1,200 cars in 2019, 1,450 cars in 2020": words every label starts with are the unit.
  if (valueFirst && labels.every(Boolean)) {
    const words = labels.map((l) => l.split(' '));
    let common = 0;
    while (
      words.every(
        (w) => w.length > common + 1 && w[common]!.toLowerCase() === words[0]![common]!.toLowerCase(),
      )
    ) {
      common++;
    }
    const phrase = words[0]!.slice(0, common);
    const prep = common > 0 && PREPOSITION.test(phrase.at(-1)!);
    if (prep || (common === 1 && MEASURE.test(phrase[0]!))) {
      unit = phrase.slice(0, prep ? -1 : undefined).join(' ');
      labels = words.map((w) => w.slice(common).join(' '));
    }
  }
  if (labels.every((l) => !l)) labels = labels.map((_, i) => String(i + 1));
  if (labels.some((l) => !l)) throw unreadable();
  const units = new Map<string, string>();
  for (const r of raw) {
    const u = [r.token.unit, r.after].filter(Boolean).join(' ');
    if (u) units.set(u.toLowerCase(), u);
  }
  if (units.size > 1) {
    throw new CannotDrawError(
      `The values are in different units (${[...units.values()].join(', ')}); give them all in one unit.`,
    );
  }
  unit ||= [...units.values()][0] ?? '';
  const tokenList = raw.map((r) => r.token);
  const fractions = tokenList.every((t) => t.fraction);
  const percent = fractions || tokenList.every((t) => t.percent) || /^(%|percent|per cent)$/i.test(unit);
  if (/^(%|percent|per cent)$/i.test(unit)) unit = '';
  const prefix = tokenList.find((t) => t.prefix)?.prefix ?? '';
  const points = raw.map((r, i) => ({
    label: labels[i]!,
    value: fractions ? r.token.value * 100 : r.token.value,
  }));
  // "population 1990: 5.3 million, 2000: 6.1 million": the first label's extra leading words name the topic.
  if (!valueFirst && !topic) {
    const words = points[0]!.label.split(' ');
    const others = points.slice(1).map((p) => p.label);
    const most = Math.max(...others.map((l) => l.split(' ').length));
    const numeric = others.every(isNumber) && isNumber(words.at(-1)!);
    if (words.length > most && (hadOf || numeric)) {
      topic = words
        .slice(0, words.length - most)
        .join(' ')
        .replace(/\s+(in|by|per|for|of)$/i, '');
      points[0]!.label = words.slice(words.length - most).join(' ');
    }
  }
  if (type === 'pie') {
    if (points.some((p) => p.value < 0))
      throw new CannotDrawError('A pie chart cannot show negative values.');
    if (points.every((p) => p.value === 0))
      throw new CannotDrawError('A pie chart needs at least one value above zero.');
    const total = points.reduce((s, p) => s + p.value, 0);
    if (percent && total > 101) {
      throw new CannotDrawError(
        `The percentages add up to ${fmt(total)}%, more than 100%, so they cannot be slices of one pie; check the numbers.`,
      );
    }
  }
  return { type, topic, points, percent, unit, prefix };
}

/** A number as shown; `grouped` adds thousands commas ("12,500"), used alike for every number of an axis. */
export function fmt(v: number, percent = false, prefix = '', grouped = false): string {
  const rounded = Math.round(v * 1000) / 1000;
  let s = String(Math.abs(rounded));
  if (grouped) s = s.replace(/^\d+/, (d) => d.replace(/\B(?=(\d{3})+$)/g, ','));
  return `${rounded < 0 ? '−' : ''}${prefix}${s}${percent ? '%' : ''}`;
}

/** Money and numbers of five digits or more get thousands commas. */
const groupedValues = (data: ChartData) =>
  data.prefix !== '' || data.points.some((p) => Math.abs(p.value) >= 10000);
const fmtValue = (v: number, data: ChartData) => fmt(v, data.percent, data.prefix, groupedValues(data));

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
  /**
   * Pie slices, in data order, angles in degrees clockwise from 12 o'clock; percentages short of
   * 100 end with a grey `rest` slice.
   */
  slices: { value: number; start: number; sweep: number; color: string; rest: boolean }[];
  pie: { cx: number; cy: number; r: number } | null;
  /** Legend swatches of pie charts, one per slice. */
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

const REST_COLOR = '#6b7280';

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

/** The axis caption ("hours", "score") above the value axis, left-aligned. */
export function axisCaption(text: string, y: number): Label {
  const fit = fitText(text, CANVAS_WIDTH - 60, 24, 16, 1, true);
  if (!fit)
    throw new CannotDrawError(`The axis name "${text.slice(0, 60)}" is too long to show; shorten it.`);
  return makeLabel(fit.lines, 24, y, fit.size, { anchor: 'start', bold: true, fill: COLORS.muted });
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
  // Room for the unit caption above the axis, clear of the value labels over the highest bar or point.
  const captionRoom = data.unit ? 40 : 0;
  const area: Box = {
    x: 130,
    y: top + 40 + captionRoom,
    width: CANVAS_WIDTH - 130 - 50,
    height: CANVAS_HEIGHT - top - 40 - captionRoom - (longest > 10 ? 120 : 80),
  };
  const column = area.width / data.points.length;
  const valueSize = Math.max(14, Math.min(24, Math.floor(column / 3.2)));
  const yOf = (v: number) => area.y + area.height - ((v - range.min) / (range.max - range.min)) * area.height;
  // A negative bar's value label goes under it: lower the axis until it fits above the category labels.
  const lowest = Math.min(...values);
  while (data.type === 'bar' && lowest < 0 && yOf(lowest) + valueSize * 1.4 + 12 > area.y + area.height) {
    range.min -= range.step;
  }
  const centers = data.points.map((_, i) => area.x + column * (i + 0.5));
  const labels: Label[] = [];
  if (data.unit) labels.push(axisCaption(data.unit, top + 30));
  const yTicks: ChartLayout['yTicks'] = [];
  for (let v = range.min; v <= range.max + range.step / 1e6; v += range.step) {
    const value = Math.round(v / range.step) * range.step;
    yTicks.push({ value, y: yOf(value) });
    const text = fmtValue(Number(value.toPrecision(12)), data);
    const size = Math.min(22, Math.floor(22 * ((area.x - 24) / textWidth(text, 22))));
    labels.push(makeLabel(text, area.x - 14, yOf(value) + 8, size, { anchor: 'end', fill: COLORS.muted }));
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
      labels.push(makeLabel(fmtValue(p.value, data), x, ly, valueSize, { bold: true }));
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
      labels.push(makeLabel(fmtValue(pt.value, data), pt.x, ly, valueSize, { bold: true, halo: true }));
    }
  }
  return { ...empty, area, yMin: range.min, yMax: range.max, yTicks, bars, points, labels };
}

function layoutPie(data: ChartData, base: Omit<ChartLayout, 'labels'>): ChartLayout {
  const top = base.area.y;
  const r = Math.min(300, (CANVAS_HEIGHT - top - 40) / 2);
  const cx = 40 + r + 20;
  const cy = top + 10 + r;
  const given = data.points.reduce((s, p) => s + p.value, 0);
  // Percentages short of 100 leave a share nobody named: drawn as a grey "rest" slice.
  const rest = data.percent && given < 99 ? 100 - given : 0;
  const total = given + rest;
  const entries = data.points.map((p, i) => ({
    ...p,
    color: CHART_COLORS[i % CHART_COLORS.length]!,
    rest: false,
  }));
  if (rest) entries.push({ label: 'rest', value: rest, color: REST_COLOR, rest: true });
  const slices: ChartLayout['slices'] = [];
  let angle = 0;
  for (const e of entries) {
    const sweep = (e.value / total) * 360;
    slices.push({ value: e.value, start: angle, sweep, color: e.color, rest: e.rest });
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
  const unit = data.unit ? ` ${data.unit}` : '';
  for (let size = 28; size >= 14; size -= 2) {
    const swatches: Box[] = [];
    const items = entries.map((e) => {
      const share = (e.value / total) * 100;
      const text = data.percent
        ? `${e.label}: ${fmt(Math.round(e.value * 10) / 10)}%`
        : `${e.label}: ${fmtValue(e.value, data)}${unit} (${fmt(Math.round(share * 10) / 10)}%)`;
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

export function grid(a: Box, yTicks: { y: number }[], xTicks: { x: number }[]): string[] {
  const parts: string[] = [];
  for (const t of yTicks) {
    parts.push(
      `<line x1="${n(a.x)}" y1="${n(t.y)}" x2="${n(a.x + a.width)}" y2="${n(t.y)}" stroke="${COLORS.grid}" stroke-width="2"/>`,
    );
  }
  for (const t of xTicks) {
    parts.push(
      `<line x1="${n(t.x)}" y1="${n(a.y)}" x2="${n(t.x)}" y2="${n(a.y + a.height)}" stroke="${COLORS.grid}" stroke-width="2"/>`,
    );
  }
  return parts;
}

function axes(a: Box, baseY: number): string[] {
  return [
    `<line class="axis" x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(a.x)}" y2="${n(a.y + a.height)}" stroke="${COLORS.axis}" stroke-width="3"/>`,
    `<line class="axis" x1="${n(a.x)}" y1="${n(baseY)}" x2="${n(a.x + a.width)}" y2="${n(baseY)}" stroke="${COLORS.axis}" stroke-width="3"/>`,
  ];
}

export function drawChart(layout: ChartLayout): string {
  const parts: string[] = [layout.titleSvg];
  if (layout.type === 'pie' && layout.pie) {
    const { cx, cy, r } = layout.pie;
    for (const s of layout.slices) {
      if (s.sweep <= 0) continue;
      parts.push(
        `<path class="slice${s.rest ? ' rest' : ''}" d="${arcPath(cx, cy, r, s.start, s.sweep)}" fill="${s.color}" stroke="#ffffff" stroke-width="3"/>`,
      );
    }
    for (const [i, b] of layout.swatches.entries()) {
      parts.push(
        `<rect class="swatch" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="4" fill="${layout.slices[i]!.color}"/>`,
      );
    }
  } else {
    const a = layout.area;
    const zero = layout.yTicks.find((t) => t.value === 0);
    const baseY = zero ? zero.y : a.y + a.height;
    parts.push(...grid(a, layout.yTicks, []));
    for (const [i, b] of layout.bars.entries()) {
      parts.push(
        `<rect class="bar" x="${n(b.box.x)}" y="${n(b.box.y)}" width="${n(b.box.width)}" height="${n(b.box.height)}" fill="${CHART_COLORS[i % CHART_COLORS.length]}"/>`,
      );
    }
    parts.push(...axes(a, baseY));
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
  const unit = data.unit ? ` ${data.unit}` : '';
  const items = data.points.map((p) => `${p.label} ${fmtValue(p.value, data)}${unit}`).join(', ');
  let extra = '';
  if (data.type === 'pie' && data.percent) {
    const total = data.points.reduce((s, p) => s + p.value, 0);
    if (total < 99)
      extra = ` The remaining ${fmt(Math.round((100 - total) * 10) / 10)}% is shown as a grey slice, "rest".`;
  }
  return `${title}. Values: ${items}.${extra}`;
}
