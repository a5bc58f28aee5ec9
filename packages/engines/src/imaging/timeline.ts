// Timelines: dated events on a proportional horizontal axis, labels alternating above and below.
import { type Box, boxesOverlap, segmentIntersectsBox } from './geometry.ts';
import { niceStep } from './plot.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgText, svgTitle, textWidth, wrapText } from './svg.ts';

export interface TimelineData {
  title: string;
  events: { year: number; label: string }[];
  source: string;
}

export const MAX_TIMELINE_EVENTS = 20;

export interface PlacedEvent {
  year: number;
  /** Every event of that year shown in this box (same-year events share one box). */
  labels: string[];
  /** Where the event sits on the axis. */
  x: number;
  side: 'above' | 'below';
  box: Box;
  yearText: string;
  lines: string[];
  size: number;
  /** Leader line from the axis point to the box. */
  leader: [number, number, number, number];
}

export interface TimelineLayout {
  titleSvg: string;
  axisY: number;
  axisLeft: number;
  axisRight: number;
  minYear: number;
  maxYear: number;
  events: PlacedEvent[];
  ticks: { x: number; label: string }[];
  omitted: number;
}

/** 1789 → "1789"; -490 → "490 BCE"; with BCE years present, positive years get "CE". */
export function formatYear(year: number, era: boolean): string {
  if (year < 0) return `${-year} BCE`;
  return era && year > 0 ? `${year} CE` : String(year);
}

const AXIS_LEFT = 70;
const AXIS_RIGHT = CANVAS_WIDTH - 70;

function evenlyChosen<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(items[Math.round((i * (items.length - 1)) / (count - 1))]!);
  return out;
}

interface YearGroup {
  year: number;
  labels: string[];
}

const MAX_PER_YEAR = 3;

function groupByYear(events: { year: number; label: string }[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const e of events) {
    const last = groups[groups.length - 1];
    if (last && last.year === e.year) last.labels.push(e.label);
    else groups.push({ year: e.year, labels: [e.label] });
  }
  return groups;
}

function boxLines(group: YearGroup, maxWidth: number, size: number, maxLines: number): string[] {
  if (group.labels.length === 1) return wrapText(group.labels[0]!, maxWidth, size, maxLines);
  const shown = group.labels.slice(0, MAX_PER_YEAR);
  const lines = shown.flatMap((label) =>
    wrapText(label, maxWidth * 1.15 - textWidth('• ', size), size, 3).map((l, i) =>
      i === 0 ? `• ${l}` : `\u2007\u2007${l}`,
    ),
  );
  if (group.labels.length > shown.length) lines.push(`+ ${group.labels.length - shown.length} more`);
  return lines;
}

function attempt(
  events: YearGroup[],
  cfg: { size: number; maxWidth: number; maxLines: number },
  axisY: number,
  top: number,
  xOf: (year: number) => number,
  era: boolean,
): PlacedEvent[] | null {
  const band = { top: axisY - 22, bottom: axisY + 46 }; // axis, dots and tick labels live here
  const bottomLimit = CANVAS_HEIGHT - 12;
  const placed: PlacedEvent[] = [];
  const leaders: [number, number, number, number][] = [];
  for (const [i, ev] of events.entries()) {
    const yearText = formatYear(ev.year, era);
    const lines = boxLines(ev, cfg.maxWidth, cfg.size, cfg.maxLines);
    const yearSize = cfg.size + 1;
    const width =
      Math.max(textWidth(yearText, yearSize, true), ...lines.map((l) => textWidth(l, cfg.size))) + 20;
    const height = yearSize * 1.25 + lines.length * cfg.size * 1.22 + 14;
    const x = xOf(ev.year);
    const prefer: ('above' | 'below')[] = i % 2 === 0 ? ['above', 'below'] : ['below', 'above'];
    let done: PlacedEvent | null = null;
    for (let level = 0; level < 8 && !done; level++) {
      for (const side of prefer) {
        if (done) break;
        const y =
          side === 'above'
            ? band.top - 14 - height - level * (height * 0.5 + 8)
            : band.bottom + 14 + level * (height * 0.5 + 8);
        if (y < top || y + height > bottomLimit) continue;
        for (const shift of [0, 0.3, -0.3, 0.45, -0.45, 0.8, -0.8, 1.2, -1.2]) {
          let bx = x - width / 2 + shift * width;
          bx = Math.min(Math.max(bx, 10), CANVAS_WIDTH - 10 - width);
          const box = { x: bx, y, width, height };
          const lx = Math.min(Math.max(x, box.x + 10), box.x + box.width - 10);
          const ly = side === 'above' ? box.y + box.height : box.y;
          const leader: [number, number, number, number] = [x, axisY, lx, ly];
          const clash =
            placed.some((p) => boxesOverlap(p.box, box, 10)) ||
            leaders.some((l) =>
              segmentIntersectsBox(l[0], l[1], l[2], l[3], {
                x: box.x - 4,
                y: box.y - 4,
                width: box.width + 8,
                height: box.height + 8,
              }),
            ) ||
            placed.some((p) =>
              segmentIntersectsBox(x, side === 'above' ? axisY - 10 : axisY + 10, lx, ly, {
                x: p.box.x - 4,
                y: p.box.y - 4,
                width: p.box.width + 8,
                height: p.box.height + 8,
              }),
            );
          if (clash) continue;
          done = { year: ev.year, labels: ev.labels, x, side, box, yearText, lines, size: cfg.size, leader };
          break;
        }
      }
    }
    if (!done) return null;
    placed.push(done);
    leaders.push(done.leader);
  }
  return placed;
}

export function layoutTimeline(data: TimelineData, title: string): TimelineLayout {
  const head = svgTitle(title);
  const top = head.bottom + 12;
  const all = data.events
    .filter((e) => Number.isFinite(e.year) && e.label.trim())
    .map((e) => ({ year: Math.round(e.year), label: e.label.replace(/\s+/g, ' ').trim() }))
    .sort((a, b) => a.year - b.year);
  const era = all.some((e) => e.year < 0);
  const axisY = Math.round((top + CANVAS_HEIGHT) / 2);
  const configs = [
    { size: 26, maxWidth: 240, maxLines: 3 },
    { size: 24, maxWidth: 220, maxLines: 3 },
    { size: 22, maxWidth: 200, maxLines: 3 },
    { size: 20, maxWidth: 180, maxLines: 3 },
    { size: 18, maxWidth: 160, maxLines: 2 },
  ];
  const groupsAll = groupByYear(all);
  const counts = [
    ...new Set(
      [Math.min(groupsAll.length, MAX_TIMELINE_EVENTS), 16, 12, 9, 6].filter((c) => c <= groupsAll.length),
    ),
  ];
  let chosen: PlacedEvent[] = [];
  let range = { min: 0, max: 1 };
  outer: for (const count of counts) {
    const events = evenlyChosen(groupsAll, count);
    let min = events[0]?.year ?? 0;
    let max = events[events.length - 1]?.year ?? 1;
    if (max === min) {
      min -= 1;
      max += 1;
    }
    const xOf = (year: number) =>
      AXIS_LEFT + 30 + ((year - min) / (max - min)) * (AXIS_RIGHT - AXIS_LEFT - 60);
    for (const cfg of configs) {
      const placed = attempt(events, cfg, axisY, top, xOf, era);
      if (placed) {
        chosen = placed;
        range = { min, max };
        break outer;
      }
    }
  }
  const xOf = (year: number) =>
    AXIS_LEFT + 30 + ((year - range.min) / (range.max - range.min)) * (AXIS_RIGHT - AXIS_LEFT - 60);
  const span = range.max - range.min;
  const step = Math.max(1, niceStep(span, 8));
  const ticks: { x: number; label: string }[] = [];
  let lastRight = Number.NEGATIVE_INFINITY;
  for (let y = Math.ceil(range.min / step) * step; y <= range.max; y += step) {
    const label = formatYear(y, era);
    const x = xOf(y);
    const w = textWidth(label, 20);
    if (x - w / 2 > lastRight + 10) {
      ticks.push({ x, label });
      lastRight = x + w / 2;
    }
  }
  return {
    titleSvg: head.svg,
    axisY,
    axisLeft: AXIS_LEFT,
    axisRight: AXIS_RIGHT,
    minYear: range.min,
    maxYear: range.max,
    events: chosen,
    ticks,
    omitted: all.length - chosen.reduce((sum, e) => sum + Math.min(e.labels.length, MAX_PER_YEAR), 0),
  };
}

const EVENT_COLORS = ['#1d4ed8', '#b45309', '#059669', '#9333ea', '#dc2626', '#0f766e'];

export function drawTimeline(layout: TimelineLayout): string {
  const parts: string[] = [layout.titleSvg];
  const { axisY } = layout;
  parts.push(
    `<line x1="${layout.axisLeft}" y1="${axisY}" x2="${layout.axisRight}" y2="${axisY}" stroke="${COLORS.axis}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M${layout.axisRight + 14} ${axisY}l-18 -10v20z" fill="${COLORS.axis}"/>`,
  );
  for (const t of layout.ticks) {
    parts.push(
      `<line x1="${n(t.x)}" y1="${axisY}" x2="${n(t.x)}" y2="${axisY + 10}" stroke="${COLORS.axis}" stroke-width="2"/>`,
    );
    parts.push(svgText(t.x, axisY + 34, t.label, { size: 20, anchor: 'middle', fill: COLORS.muted }));
  }
  layout.events.forEach((ev, i) => {
    const color = EVENT_COLORS[i % EVENT_COLORS.length]!;
    const [x1, y1, x2, y2] = ev.leader;
    parts.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${color}" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="${n(ev.box.x)}" y="${n(ev.box.y)}" width="${n(ev.box.width)}" height="${n(ev.box.height)}" rx="10" fill="#ffffff" stroke="${color}" stroke-width="2.5"/>`,
    );
    const yearSize = ev.size + 1;
    let y = ev.box.y + 7 + yearSize;
    parts.push(
      svgText(ev.box.x + ev.box.width / 2, y, ev.yearText, {
        size: yearSize,
        anchor: 'middle',
        weight: 'bold',
        fill: color,
      }),
    );
    y += ev.size * 1.3;
    const multi = ev.labels.length > 1;
    const tx = multi ? ev.box.x + 10 : ev.box.x + ev.box.width / 2;
    parts.push(
      svgText(
        tx,
        y,
        ev.lines,
        { size: ev.size, anchor: multi ? 'start' : 'middle', fill: COLORS.text },
        1.22,
      ),
    );
  });
  for (const [i, ev] of layout.events.entries()) {
    parts.push(
      `<circle cx="${n(ev.x)}" cy="${axisY}" r="8" fill="${EVENT_COLORS[i % EVENT_COLORS.length]}" stroke="#ffffff" stroke-width="3"/>`,
    );
  }
  return parts.join('\n');
}

export function describeTimeline(data: TimelineData, layout: TimelineLayout): string {
  const era = layout.events.some((e) => e.year < 0);
  const first = layout.events[0];
  const last = layout.events[layout.events.length - 1];
  const range = first && last ? ` from ${formatYear(first.year, era)} to ${formatYear(last.year, era)}` : '';
  const items = layout.events.flatMap((e) =>
    e.labels.slice(0, MAX_PER_YEAR).map((label) => `${formatYear(e.year, era)}: ${label}`),
  );
  const more = layout.omitted > 0 ? ` ${layout.omitted} more events were left out to keep it readable.` : '';
  return `Timeline of ${data.title}${range} with ${items.length} event${items.length === 1 ? '' : 's'}: ${items.join('; ')}.${more}`;
}
