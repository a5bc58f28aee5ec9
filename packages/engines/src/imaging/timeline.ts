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
  /** Years marked on the scale below the axis; box is the year label's. */
  ticks: { x: number; label: string; box: Box }[];
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

/** Text wrapped to maxWidth with every word whole, or null when some word is wider than that. */
function wholeLines(text: string, maxWidth: number, size: number): string[] | null {
  const lines = wrapText(text, maxWidth, size, Number.POSITIVE_INFINITY);
  return lines.join(' ') === text ? lines : null;
}

interface Shape {
  lines: string[];
  width: number;
  height: number;
}

const MAX_BOX_LINES = 6;

/** Ways to wrap an event's labels, narrow-and-tall to wide-and-short; no label is ever cut. */
function shapesOf(group: YearGroup, yearText: string, size: number): Shape[] {
  const yearSize = size + 1;
  const yearWidth = textWidth(yearText, yearSize, true);
  const bullet = textWidth('• ', size);
  const shown = group.labels.slice(0, MAX_PER_YEAR);
  const out: Shape[] = [];
  const seen = new Set<string>();
  for (const em of [7, 8.5, 10, 11.5, 13, 15, 17, 20, 0]) {
    // last resort, for a word too long for any box: break it with a hyphen, never cut it off
    const lastResort = em === 0;
    if (lastResort && out.length > 0) break;
    const maxWidth = (lastResort ? 20 : em) * size;
    const wrap = (text: string, width: number) =>
      lastResort ? wrapText(text, width, size, Number.POSITIVE_INFINITY) : wholeLines(text, width, size);
    let lines: string[] | null;
    if (shown.length === 1) lines = wrap(shown[0]!, maxWidth);
    else {
      const wrapped = shown.map((label) => wrap(label, maxWidth - bullet));
      lines = wrapped.every((w) => w !== null)
        ? wrapped.flatMap((w) => w!.map((l, i) => (i === 0 ? `• ${l}` : `\u2007\u2007${l}`)))
        : null;
      if (lines && group.labels.length > shown.length)
        lines.push(`+ ${group.labels.length - shown.length} more`);
    }
    if (!lines || (lines.length > MAX_BOX_LINES && !lastResort) || seen.has(lines.join('\n'))) continue;
    seen.add(lines.join('\n'));
    out.push({
      lines,
      width: Math.max(yearWidth, ...lines.map((l) => textWidth(l, size))) + 20,
      height: yearSize * 1.25 + lines.length * size * 1.22 + 14,
    });
  }
  return out;
}

type Segment = [number, number, number, number];

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function segmentsCross(a: Segment, b: Segment): boolean {
  const d1 = cross(b[0], b[1], b[2], b[3], a[0], a[1]);
  const d2 = cross(b[0], b[1], b[2], b[3], a[2], a[3]);
  const d3 = cross(a[0], a[1], a[2], a[3], b[0], b[1]);
  const d4 = cross(a[0], a[1], a[2], a[3], b[2], b[3]);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function padded(box: Box, pad: number): Box {
  return { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
}

/** The part of a leader clear of the event's own dot on the axis. */
function leaderBody(leader: Segment): Segment {
  const [x1, y1, x2, y2] = leader;
  return [x1, y1 + (y2 > y1 ? 11 : -11), x2, y2];
}

interface Candidate {
  score: number;
  event: PlacedEvent;
}

const BEAM_WIDTH = 8;
const BRANCHING = 6;

/**
 * The best clear spots for event i, given the events already placed, scored (lower is better):
 * at most one per side, height and line count, so the search branches on real alternatives.
 */
function candidatesFor(
  i: number,
  ev: YearGroup,
  shapes: Shape[],
  placed: PlacedEvent[],
  ctx: { size: number; axisY: number; top: number; dots: number[]; era: boolean },
): Candidate[] {
  const { size, axisY, top, dots } = ctx;
  // the axis, its dots and the year labels under it live between these
  const nearAbove = axisY - 36;
  const nearBelow = axisY + 60;
  const x = dots[i]!;
  const preferred = placed.length === 0 || placed[placed.length - 1]!.side === 'below' ? 'above' : 'below';
  // how wide a box centred on its dot can be before it meets boxes centred on the neighbours' dots
  // on the same side (the next-but-one events, as sides alternate)
  const before = i >= 2 ? x - dots[i - 2]! : Number.POSITIVE_INFINITY;
  const after = i + 2 < dots.length ? dots[i + 2]! - x : Number.POSITIVE_INFINITY;
  const room = Math.min(before, after) - 12;
  const spots: {
    score: number;
    kind: string;
    box: Box;
    side: 'above' | 'below';
    shape: Shape;
    lx: number;
  }[] = [];
  for (const shape of shapes) {
    const { width, height } = shape;
    for (const side of ['above', 'below'] as const) {
      // boxes close enough to stack on or line up beside
      const near = placed.filter(
        (p) => p.side === side && p.box.x < x + 1.5 * width && p.box.x + p.box.width > x - 1.5 * width,
      );
      const ys =
        side === 'above'
          ? [nearAbove - height, ...near.map((p) => p.box.y - 12 - height)]
          : [nearBelow, ...near.map((p) => p.box.y + p.box.height + 12)];
      const lefts = new Set(
        [
          ...[0.5, 0.3, 0.7, 0.1, 0.9, -0.3, 1.3].map((f) => x - 12 - f * (width - 24)),
          ...near.flatMap((p) => [p.box.x + p.box.width + 12, p.box.x - 12 - width]),
        ].map((left) => Math.round(Math.min(Math.max(left, 10), CANVAS_WIDTH - 10 - width))),
      );
      for (const y of new Set(ys)) {
        if (y < top || y + height > CANVAS_HEIGHT - 12) continue;
        const gapToAxis = side === 'above' ? nearAbove - (y + height) : y - nearBelow;
        for (const bx of lefts) {
          const lx = Math.min(Math.max(x, bx + 12), bx + width - 12);
          const covered = dots.slice(i + 1, i + 4).filter((d) => d > bx - 8 && d < bx + width + 8).length;
          spots.push({
            score:
              gapToAxis * 0.5 +
              Math.abs(lx - x) +
              (side === preferred ? 0 : 30) +
              shape.lines.length * 10 +
              Math.max(0, width - room) * 0.4 +
              covered * 20,
            kind: `${side} ${Math.round(y)} ${shape.lines.length}`,
            box: { x: bx, y, width, height },
            side,
            shape,
            lx,
          });
        }
      }
    }
  }
  spots.sort((a, b) => a.score - b.score);
  const bodies = placed.map((p) => leaderBody(p.leader));
  const paddedBoxes = placed.map((p) => padded(p.box, 6));
  const yearText = formatYear(ev.year, ctx.era);
  const taken = new Set<string>();
  const out: Candidate[] = [];
  for (const { score, kind, box, side, shape, lx } of spots) {
    if (taken.has(kind)) continue;
    const leader: Segment = [x, axisY, lx, side === 'above' ? box.y + box.height : box.y];
    const body = leaderBody(leader);
    const clash =
      placed.some((p) => boxesOverlap(p.box, box, 12)) ||
      bodies.some((b) => segmentIntersectsBox(...b, padded(box, 6))) ||
      paddedBoxes.some((b) => segmentIntersectsBox(...body, b)) ||
      bodies.some((b) => segmentsCross(b, body)) ||
      dots.some(
        (d, j) =>
          j !== i && segmentIntersectsBox(...body, { x: d - 10, y: axisY - 10, width: 20, height: 20 }),
      );
    if (clash) continue;
    taken.add(kind);
    out.push({
      score,
      event: { year: ev.year, labels: ev.labels, x, side, box, yearText, lines: shape.lines, size, leader },
    });
    if (out.length === BRANCHING) break;
  }
  return out;
}

/**
 * Places every event's box, left to right, or null when some event finds no clear spot. A small
 * beam search: a greedy choice for one event (a wide box, a long diagonal leader) can leave its
 * crowded neighbours nowhere to go, so the best few partial layouts are carried along.
 */
function attempt(
  events: YearGroup[],
  size: number,
  axisY: number,
  top: number,
  xOf: (year: number) => number,
  era: boolean,
): PlacedEvent[] | null {
  const ctx = { size, axisY, top, dots: events.map((e) => xOf(e.year)), era };
  let beam: { score: number; placed: PlacedEvent[] }[] = [{ score: 0, placed: [] }];
  for (const [i, ev] of events.entries()) {
    const shapes = shapesOf(ev, formatYear(ev.year, era), size);
    const next: typeof beam = [];
    for (const state of beam) {
      for (const c of candidatesFor(i, ev, shapes, state.placed, ctx)) {
        next.push({ score: state.score + c.score, placed: [...state.placed, c.event] });
      }
    }
    if (next.length === 0) return null;
    beam = next.sort((a, b) => a.score - b.score).slice(0, BEAM_WIDTH);
  }
  return beam[0]!.placed;
}

const TICK_SIZE = 20;

export function layoutTimeline(data: TimelineData, title: string): TimelineLayout {
  const head = svgTitle(title);
  const top = head.bottom + 12;
  const all = data.events
    .filter((e) => Number.isFinite(e.year) && e.label.trim())
    .map((e) => ({ year: Math.round(e.year), label: e.label.replace(/\s+/g, ' ').trim() }))
    .sort((a, b) => a.year - b.year);
  const era = all.some((e) => e.year < 0);
  const axisY = Math.round((top + CANVAS_HEIGHT) / 2);
  // Font sizes tried, largest first; 16 is the smallest still easy to read at the default width.
  const sizes = [24, 22, 20, 18, 16];
  const groupsAll = groupByYear(all);
  const counts = [
    ...new Set(
      [Math.min(groupsAll.length, MAX_TIMELINE_EVENTS), 16, 12, 9, 6, 4, 2, 1].filter(
        (c) => c <= groupsAll.length,
      ),
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
    // if even the smallest size cannot place them all, fewer events are needed
    const smallest = attempt(events, sizes[sizes.length - 1]!, axisY, top, xOf, era);
    if (!smallest) continue;
    for (const size of sizes) {
      const placed =
        size === sizes[sizes.length - 1] ? smallest : attempt(events, size, axisY, top, xOf, era);
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
  const ticks: TimelineLayout['ticks'] = [];
  let lastRight = Number.NEGATIVE_INFINITY;
  for (let y = Math.ceil(range.min / step) * step; y <= range.max; y += step) {
    const label = formatYear(y, era);
    const x = xOf(y);
    const w = textWidth(label, TICK_SIZE);
    const box = { x: x - w / 2, y: axisY + 34 - TICK_SIZE * 0.9, width: w, height: TICK_SIZE * 1.15 };
    // a year on the scale that a leader line would run through is left off (each box shows its year)
    const crossed = chosen.some((e) => segmentIntersectsBox(...leaderBody(e.leader), padded(box, 3)));
    if (box.x > lastRight + 10 && !crossed) {
      ticks.push({ x, label, box });
      lastRight = box.x + w;
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
    parts.push(svgText(t.x, axisY + 34, t.label, { size: TICK_SIZE, anchor: 'middle', fill: COLORS.muted }));
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
