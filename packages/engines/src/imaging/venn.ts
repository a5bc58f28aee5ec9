// Venn diagrams of two or three sets: labelled circles, and each listed element in its exact region.
import type { Box } from './geometry.ts';
import { boxesOverlap } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle } from './svg.ts';

export interface VennSet {
  name: string;
  /** Null when the prompt named the set without listing its elements. */
  elements: string[] | null;
}

export interface VennData {
  sets: VennSet[];
  /** The universal set's name and its elements, when one was given ("U = {1,…,10}"). */
  universe: { name: string; elements: string[] } | null;
}

const UNIVERSE_NAMES = /^(u|ξ|e|ε|universe|universal(\s+set)?)$/i;

function splitElements(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(/[,;]/)) {
    const e = raw.replace(/\s+/g, ' ').trim();
    if (e && !out.includes(e)) out.push(e);
  }
  return out;
}

/** Reads "A = {1,2,3}, B = {3,4}" or "mammals and sea animals" from a prompt's subject. */
export function parseVenn(subject: string): VennData {
  const text = subject.replace(/\s+/g, ' ').trim();
  const defs = [...text.matchAll(/([^\s=,;:{}][^=,;:{}]*?)\s*=\s*\{([^}]*)\}/g)];
  if (defs.length > 0) {
    const sets: VennSet[] = [];
    let universe: VennData['universe'] = null;
    for (const d of defs) {
      const name = d[1]!.replace(/^(and|with|where|sets?)\s+/i, '').trim();
      const elements = splitElements(d[2]!);
      if (UNIVERSE_NAMES.test(name)) universe = { name, elements };
      else sets.push({ name, elements });
    }
    checkCount(sets.length, text);
    if (universe) {
      for (const s of sets) {
        const outside = s.elements!.filter((e) => !universe!.elements.includes(e));
        if (outside.length > 0) {
          throw new CannotDrawError(
            `${s.name} contains ${outside.join(', ')}, which ${outside.length === 1 ? 'is' : 'are'} not in ${universe.name}; check the sets.`,
          );
        }
      }
    }
    return { sets, universe };
  }
  const names = text
    .replace(/^(of|for|showing|comparing|compare|about|on)\s+/i, '')
    .replace(/^(the|sets?)\s+/i, '')
    .split(/\s*(?:,|;|\band\b|\bvs\.?(?=\s|$)|\bversus\b|&|\/)\s*/i)
    .map((s) => s.replace(/^(the|and)\s+/i, '').trim())
    .filter(Boolean);
  const unique = names.filter((s, i) => names.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i);
  checkCount(unique.length, text);
  return { sets: unique.map((name) => ({ name, elements: null })), universe: null };
}

function checkCount(count: number, text: string): void {
  if (count >= 2 && count <= 3) return;
  if (count > 3) {
    throw new CannotDrawError(
      `I can draw Venn diagrams of two or three sets; "${text.slice(0, 80)}" has ${count}.`,
    );
  }
  throw new CannotDrawError(
    'A Venn diagram needs two or three sets: name them ("Venn diagram of mammals and sea animals") or list them ("Venn diagram: A = {1,2,3,4}, B = {3,4,5}").',
  );
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface PlacedElement {
  text: string;
  /** Bit i set when the element belongs to set i. */
  mask: number;
  label: Label;
}

export interface VennLayout {
  titleSvg: string;
  circles: Circle[];
  /** The universal set's rectangle, when there is one. */
  frame: Box | null;
  setLabels: Label[];
  elements: PlacedElement[];
  /** Every label on the canvas (set names, elements, the universe's name). */
  labels: Label[];
}

const SET_COLORS = ['#1d4ed8', '#dc2626', '#059669'];

/** Whether the box lies in exactly the region `mask` (inside those circles, clear of the others). */
export function boxInRegion(box: Box, mask: number, circles: Circle[], margin = 6): boolean {
  for (const [i, c] of circles.entries()) {
    if (mask & (1 << i)) {
      for (const [px, py] of [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x, box.y + box.height],
        [box.x + box.width, box.y + box.height],
      ] as const) {
        if (Math.hypot(px - c.cx, py - c.cy) > c.r - margin) return false;
      }
    } else {
      const nx = Math.min(Math.max(c.cx, box.x), box.x + box.width);
      const ny = Math.min(Math.max(c.cy, box.y), box.y + box.height);
      if (Math.hypot(nx - c.cx, ny - c.cy) < c.r + margin) return false;
    }
  }
  return true;
}

/** Which region (bit mask of sets) a point lies in. */
export function regionOf(x: number, y: number, circles: Circle[]): number {
  let mask = 0;
  for (const [i, c] of circles.entries()) if (Math.hypot(x - c.cx, y - c.cy) < c.r) mask |= 1 << i;
  return mask;
}

function circlesFor(count: number, top: number): Circle[] {
  if (count === 2) {
    const cy = (top + 50 + CANVAS_HEIGHT - 30) / 2 + 10;
    const r = Math.min(270, (CANVAS_HEIGHT - 40 - top - 60) / 2);
    return [
      { cx: CANVAS_WIDTH / 2 - r * 0.62, cy, r },
      { cx: CANVAS_WIDTH / 2 + r * 0.62, cy, r },
    ];
  }
  const r = Math.min(215, (CANVAS_HEIGHT - top - 130) / 3.1);
  const side = r * 1.2;
  const upper = top + 60 + r;
  return [
    { cx: CANVAS_WIDTH / 2 - side / 2, cy: upper, r },
    { cx: CANVAS_WIDTH / 2 + side / 2, cy: upper, r },
    { cx: CANVAS_WIDTH / 2, cy: upper + side * 0.866, r },
  ];
}

/** Set names outside their circles: the first two above, a third below. */
function placeSetLabels(sets: VennSet[], circles: Circle[]): Label[] | null {
  const out: Label[] = [];
  for (const [i, s] of sets.entries()) {
    const c = circles[i]!;
    const below = i === 2;
    const maxWidth = sets.length === 2 ? 520 : i === 2 ? 700 : 460;
    const fit = fitText(s.name, maxWidth, 32, 18, 2, true);
    if (!fit) return null;
    const lineGap = fit.size * 1.2 * (fit.lines.length - 1);
    const y = below ? c.cy + c.r + 14 + fit.size : c.cy - c.r - 16 - lineGap;
    // Push the first label left and the second right, so long names never meet in the middle.
    let label = makeLabel(fit.lines, c.cx, y, fit.size, { bold: true, fill: SET_COLORS[i] });
    if (!below && sets.length >= 2) {
      const mid = CANVAS_WIDTH / 2;
      if (i === 0 && label.box.x + label.box.width > mid - 10) {
        label = makeLabel(fit.lines, mid - 10, y, fit.size, {
          bold: true,
          fill: SET_COLORS[i],
          anchor: 'end',
        });
      }
      if (i === 1 && label.box.x < mid + 10) {
        label = makeLabel(fit.lines, mid + 10, y, fit.size, {
          bold: true,
          fill: SET_COLORS[i],
          anchor: 'start',
        });
      }
    }
    out.push(label);
  }
  return out;
}

/** Candidate label centres inside a region, nearest its middle first. */
function regionPoints(mask: number, circles: Circle[], frame: Box | null): [number, number][] {
  const pts: [number, number][] = [];
  const x0 = frame ? frame.x : 0;
  const y0 = frame ? frame.y : 0;
  const x1 = frame ? frame.x + frame.width : CANVAS_WIDTH;
  const y1 = frame ? frame.y + frame.height : CANVAS_HEIGHT;
  for (let y = y0 + 10; y < y1; y += 6) {
    for (let x = x0 + 10; x < x1; x += 6) if (regionOf(x, y, circles) === mask) pts.push([x, y]);
  }
  if (pts.length === 0) return pts;
  let mx = 0;
  let my = 0;
  if (mask === 0) {
    // Outside every circle: prefer the frame's corners and sides, not a sliver between circles.
    return pts.sort(
      (a, b) =>
        Math.min(...circles.map((c) => -Math.hypot(a[0] - c.cx, a[1] - c.cy))) -
        Math.min(...circles.map((c) => -Math.hypot(b[0] - c.cx, b[1] - c.cy))),
    );
  }
  for (const [x, y] of pts) {
    mx += x;
    my += y;
  }
  mx /= pts.length;
  my /= pts.length;
  return pts.sort((a, b) => Math.hypot(a[0] - mx, a[1] - my) - Math.hypot(b[0] - mx, b[1] - my));
}

function placeElements(
  items: { text: string; mask: number }[],
  circles: Circle[],
  frame: Box | null,
  obstacles: Box[],
  size: number,
): PlacedElement[] | null {
  const placed: PlacedElement[] = [];
  const byMask = new Map<number, [number, number][]>();
  for (const item of items) {
    let points = byMask.get(item.mask);
    if (!points) {
      points = regionPoints(item.mask, circles, frame);
      byMask.set(item.mask, points);
    }
    let done: PlacedElement | null = null;
    for (const [x, y] of points) {
      const label = makeLabel(item.text, x, y + size * 0.35, size, { fill: COLORS.text });
      const box = label.box;
      if (!boxInRegion(box, item.mask, circles)) continue;
      if (frame && !insideFrame(box, frame)) continue;
      if (
        box.x < 4 ||
        box.y < 4 ||
        box.x + box.width > CANVAS_WIDTH - 4 ||
        box.y + box.height > CANVAS_HEIGHT - 4
      )
        continue;
      if (obstacles.some((o) => boxesOverlap(o, box, 6))) continue;
      if (placed.some((p) => boxesOverlap(p.label.box, box, 16))) continue;
      done = { text: item.text, mask: item.mask, label };
      break;
    }
    if (!done) return null;
    placed.push(done);
  }
  return placed;
}

function insideFrame(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x + 6 &&
    box.y >= frame.y + 6 &&
    box.x + box.width <= frame.x + frame.width - 6 &&
    box.y + box.height <= frame.y + frame.height - 6
  );
}

export function layoutVenn(data: VennData, title: string): VennLayout {
  const head = svgTitle(title);
  const top = head.bottom + 10;
  const circles = circlesFor(data.sets.length, top + (data.universe ? 20 : 0));
  const setLabels = placeSetLabels(data.sets, circles);
  if (!setLabels) throw new CannotDrawError('The set names are too long to label legibly; shorten them.');
  const frame: Box | null = data.universe
    ? { x: 20, y: top, width: CANVAS_WIDTH - 40, height: CANVAS_HEIGHT - top - 14 }
    : null;
  const labels: Label[] = [...setLabels];
  if (frame && data.universe) {
    labels.push(
      makeLabel(data.universe.name, frame.x + 14, frame.y + 36, 30, { bold: true, anchor: 'start' }),
    );
  }
  const items: { text: string; mask: number }[] = [];
  const all = data.universe ? data.universe.elements : data.sets.flatMap((s) => s.elements ?? []);
  for (const e of all) {
    if (items.some((i) => i.text === e)) continue;
    let mask = 0;
    for (const [i, s] of data.sets.entries()) if (s.elements?.includes(e)) mask |= 1 << i;
    items.push({ text: e, mask });
  }
  let elements: PlacedElement[] | null = items.length === 0 ? [] : null;
  for (const size of [30, 26, 23, 20, 18, 16]) {
    if (elements) break;
    elements = placeElements(
      items,
      circles,
      frame,
      labels.map((l) => l.box),
      size,
    );
  }
  if (!elements) {
    throw new CannotDrawError(
      'There are too many elements (or too long ones) to place legibly in the Venn diagram; list fewer.',
    );
  }
  labels.push(...elements.map((e) => e.label));
  return { titleSvg: head.svg, circles, frame, setLabels, elements, labels };
}

export function drawVenn(layout: VennLayout): string {
  const parts: string[] = [layout.titleSvg];
  if (layout.frame) {
    const f = layout.frame;
    parts.push(
      `<rect class="universe" x="${n(f.x)}" y="${n(f.y)}" width="${n(f.width)}" height="${n(f.height)}" rx="12" fill="none" stroke="${COLORS.axis}" stroke-width="3"/>`,
    );
  }
  for (const [i, c] of layout.circles.entries()) {
    parts.push(
      `<circle class="set" cx="${n(c.cx)}" cy="${n(c.cy)}" r="${n(c.r)}" fill="${SET_COLORS[i]}" fill-opacity="0.12" stroke="${SET_COLORS[i]}" stroke-width="4"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function describeVenn(data: VennData, layout: VennLayout): string {
  const names = data.sets.map((s) => s.name);
  const head = `Venn diagram of ${listJoin(names)}`;
  if (layout.elements.length === 0 && data.sets.every((s) => s.elements === null)) {
    return `${head}: ${data.sets.length} overlapping labelled circles, no elements listed.`;
  }
  const regions = new Map<number, string[]>();
  for (const e of layout.elements) regions.set(e.mask, [...(regions.get(e.mask) ?? []), e.text]);
  const regionName = (mask: number) => {
    if (mask === 0) return `in ${data.universe?.name ?? 'the universe'} but in no set`;
    const inside = names.filter((_, i) => mask & (1 << i));
    if (inside.length === names.length)
      return `in ${names.length === 2 ? 'both' : 'all of'} ${listJoin(inside)}`;
    return `in ${listJoin(inside)} only`;
  };
  const parts = [...regions.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([mask, items]) => `${regionName(mask)}: ${items.join(', ')}`);
  return `${head}: ${parts.join('; ')}.`;
}
