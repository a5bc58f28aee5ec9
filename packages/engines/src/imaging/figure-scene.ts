// Layout building blocks: the layout's shape, label placement that keeps clear of lines, arcs and marks.
import type { FigureData } from './figure-data.ts';
import { type Box, boxesOverlap, insideCanvas, segmentIntersectsBox } from './geometry.ts';
import { type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS } from './svg.ts';

export interface Pt {
  x: number;
  y: number;
}

export interface PlacedTriangle {
  names: string[];
  /** Vertices in canvas coordinates, in the order of `names`. */
  vertices: [Pt, Pt, Pt];
  /** Colour of each side (AB, BC, CA). */
  colors: [string, string, string];
}

export interface FigureLine {
  from: Pt;
  to: Pt;
  role:
    | 'radius'
    | 'diameter'
    | 'chord'
    | 'distance'
    | 'arm'
    | 'axis'
    | 'grid'
    | 'join'
    | 'height'
    | 'tangent'
    | 'parallel'
    | 'transversal';
  dashed: boolean;
}

/** An arc around (cx, cy); angles in radians, counter-clockwise on screen from the positive x direction. */
export interface FigureArc {
  cx: number;
  cy: number;
  r: number;
  start: number;
  sweep: number;
  color?: string;
}

export interface RightMark {
  vertex: Pt;
  /** The two outer sides of the little square: from one arm, round the corner, to the other. */
  path: [Pt, Pt, Pt];
}

/** Equal-length marks across the middle of a side: `count` short strokes. */
export interface TickMark {
  side: [Pt, Pt];
  count: number;
  strokes: [Pt, Pt][];
}

export interface Measure {
  /** The segment measured, and a point on the side its label must not be on (inside the shape). */
  from: Pt;
  to: Pt;
  inside: Pt | null;
  label: Label;
}

export interface FigureGrid {
  /** The grid's rectangle in canvas coordinates. */
  box: Box;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  step: number;
  /** Canvas position of (0, 0). */
  origin: Pt;
}

export interface FigureLayout {
  kind: FigureData['kind'];
  titleSvg: string;
  /** The bottom of the title; everything else is drawn below it. */
  top: number;
  /** Canvas pixels per unit of length, the same across and up. */
  scale: number;
  triangles: PlacedTriangle[];
  /** A quadrilateral or regular polygon: its vertex names and canvas vertices. */
  polygon: { names: string[]; vertices: Pt[] } | null;
  /** Equal-side marks, and the arrowheads marking parallel lines. */
  ticks: TickMark[];
  chevrons: [Pt, Pt, Pt][];
  circle: { cx: number; cy: number; r: number } | null;
  lines: FigureLine[];
  arcs: FigureArc[];
  rightMarks: RightMark[];
  dots: (Pt & { name: string })[];
  grid: FigureGrid | null;
  /** Lengths labelled on segments (triangle sides, radius, chord…). */
  measures: Measure[];
  labels: Label[];
}

const LABEL_GAP = 6;
export const SIDE_COLORS: [string, string, string] = ['#1d4ed8', '#dc2626', '#059669'];
export const INK = COLORS.text;
export const ACCENT = '#1d4ed8';
export const ANGLE_COLOR = '#b45309';

export type Seg = [Pt, Pt];

/** What labels must keep clear of: other labels, blocked boxes (dots) and drawn lines. */
export interface Scene {
  top: number;
  labels: Label[];
  blocks: Box[];
  segs: Seg[];
  /** Lines a label may cross when nothing else fits (axes, grid). */
  soft: Seg[];
}

export const add = (a: Pt, b: Pt, k = 1): Pt => ({ x: a.x + b.x * k, y: a.y + b.y * k });
export const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
export const len = (v: Pt) => Math.hypot(v.x, v.y);
export const unitVec = (v: Pt): Pt => {
  const l = len(v);
  return l === 0 ? { x: 0, y: -1 } : { x: v.x / l, y: v.y / l };
};
export const rotate = (v: Pt, rad: number): Pt => ({
  x: v.x * Math.cos(rad) - v.y * Math.sin(rad),
  y: v.x * Math.sin(rad) + v.y * Math.cos(rad),
});

export type LabelOpts = { bold?: boolean; fill?: string; halo?: boolean };

/** A label whose box is centred on (cx, cy). */
export function centredLabel(text: string, cx: number, cy: number, size: number, opts: LabelOpts): Label {
  return makeLabel(text, cx, cy + size * 0.325, size, { ...opts, anchor: 'middle' });
}

export function labelFits(scene: Scene, label: Label, strict: boolean): boolean {
  const b = label.box;
  if (!insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT, 4) || b.y < scene.top) return false;
  if (scene.labels.some((l) => boxesOverlap(l.box, b, LABEL_GAP))) return false;
  if (scene.blocks.some((o) => boxesOverlap(o, b, 2))) return false;
  const pad = { x: b.x - 2, y: b.y - 2, width: b.width + 4, height: b.height + 4 };
  const crosses = (s: Seg) => segmentIntersectsBox(s[0].x, s[0].y, s[1].x, s[1].y, pad);
  if (scene.segs.some(crosses)) return false;
  return !(strict && scene.soft.some(crosses));
}

/**
 * Places a label at the first candidate centre where it fits; `centres` gets the label's half width and
 * half height so candidates can keep the box just clear of a line or a point.
 */
export function place(
  scene: Scene,
  text: string,
  size: number,
  opts: LabelOpts,
  centres: (hw: number, hh: number) => Pt[],
): Label | null {
  const probe = centredLabel(text, 0, 0, size, opts);
  const cands = centres(probe.box.width / 2, probe.box.height / 2);
  for (const strict of [true, false]) {
    for (const c of cands) {
      const label = centredLabel(text, c.x, c.y, size, opts);
      if (labelFits(scene, label, strict)) {
        scene.labels.push(label);
        return label;
      }
    }
  }
  return null;
}

/** How far the centre of a box (half sizes hw, hh) must be from a line, along unit normal v, to clear it. */
export function support(v: Pt, hw: number, hh: number): number {
  return Math.abs(v.x) * hw + Math.abs(v.y) * hh;
}

/** Centres beside segment a–b on the side away from `inside`, nearest its middle first. */
export function besideSegment(
  a: Pt,
  b: Pt,
  inside: Pt | null,
  preferT = 0.5,
): (hw: number, hh: number) => Pt[] {
  return (hw, hh) => {
    const d = unitVec(sub(b, a));
    let nrm = { x: -d.y, y: d.x };
    if (inside && (inside.x - a.x) * nrm.x + (inside.y - a.y) * nrm.y > 0) nrm = { x: -nrm.x, y: -nrm.y };
    else if (!inside && nrm.y > 0) nrm = { x: -nrm.x, y: -nrm.y };
    const s = support(nrm, hw, hh);
    const out: Pt[] = [];
    const ts = [0, -0.08, 0.08, -0.16, 0.16, -0.24, 0.24].map((dt) => preferT + dt);
    for (const gaps of [
      [10, 20],
      [34, 52, 76],
    ]) {
      for (const t of ts) {
        for (const g of gaps) out.push(add(add(a, sub(b, a), t), nrm, g + s));
      }
    }
    return out;
  };
}

/** Centres around a point, starting in direction `dir` and turning away from it either way. */
export function aroundPoint(p: Pt, dir: Pt, gaps = [8, 18, 32]): (hw: number, hh: number) => Pt[] {
  return (hw, hh) => {
    const out: Pt[] = [];
    const u = unitVec(dir);
    for (const g of gaps) {
      for (const deg of [0, 20, -20, 40, -40, 60, -60, 85, -85, 110, -110, 140, -140, 180]) {
        const v = rotate(u, (deg * Math.PI) / 180);
        out.push(add(p, v, g + support(v, hw, hh)));
      }
    }
    return out;
  };
}

/** Screen point at math-angle `a` (counter-clockwise, y up) and distance r from c. */
export function polar(c: Pt, r: number, a: number): Pt {
  return { x: c.x + r * Math.cos(a), y: c.y - r * Math.sin(a) };
}

export function arcSegs(arc: FigureArc, pieces = 24): Seg[] {
  const out: Seg[] = [];
  const c = { x: arc.cx, y: arc.cy };
  for (let i = 0; i < pieces; i++) {
    out.push([
      polar(c, arc.r, arc.start + (arc.sweep * i) / pieces),
      polar(c, arc.r, arc.start + (arc.sweep * (i + 1)) / pieces),
    ]);
  }
  return out;
}

/** Screen direction angle (math convention) of the vector from p to q. */
export function heading(p: Pt, q: Pt): number {
  return Math.atan2(-(q.y - p.y), q.x - p.x);
}

/** The interior-angle arc at vertex v between neighbours p and q (the sweep is always under 180°). */
export function interiorArc(v: Pt, p: Pt, q: Pt, r: number): FigureArc {
  const a = heading(v, p);
  let sweep = heading(v, q) - a;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  return sweep >= 0
    ? { cx: v.x, cy: v.y, r, start: a, sweep }
    : { cx: v.x, cy: v.y, r, start: a + sweep, sweep: -sweep };
}

export function rightMark(v: Pt, p: Pt, q: Pt, size: number): RightMark {
  const u1 = unitVec(sub(p, v));
  const u2 = unitVec(sub(q, v));
  return { vertex: v, path: [add(v, u1, size), add(add(v, u1, size), u2, size), add(v, u2, size)] };
}

/** Unit-coordinate vertices (y up) of a triangle: legs along the axes when right, else the longest side as base. */

export function boundsOf(pts: Pt[]): { minX: number; maxX: number; minY: number; maxY: number } {
  return {
    minX: Math.min(...pts.map((p) => p.x)),
    maxX: Math.max(...pts.map((p) => p.x)),
    minY: Math.min(...pts.map((p) => p.y)),
    maxY: Math.max(...pts.map((p) => p.y)),
  };
}

export function emptyLayout(kind: FigureData['kind'], titleSvg: string, top: number): FigureLayout {
  return {
    kind,
    titleSvg,
    top,
    scale: 1,
    triangles: [],
    polygon: null,
    ticks: [],
    chevrons: [],
    circle: null,
    lines: [],
    arcs: [],
    rightMarks: [],
    dots: [],
    grid: null,
    measures: [],
    labels: [],
  };
}

/** Tries the layout at shrinking text sizes; refuses when even the smallest cannot be labelled legibly. */
export function withShrinkingText(build: (k: number) => FigureLayout | null): FigureLayout {
  for (const k of [1, 0.86, 0.74, 0.64]) {
    const layout = build(k);
    if (layout) return layout;
  }
  throw new CannotDrawError('The figure is too crowded to label legibly; try simpler numbers.');
}

/** Tick marks across the middle of side a–b; their strokes join `scene.segs` so labels keep clear. */
export function tickMark(scene: Scene, a: Pt, b: Pt, count: number): TickMark {
  const d = unitVec(sub(b, a));
  const nrm = { x: -d.y, y: d.x };
  const mid = add(a, sub(b, a), 0.5);
  const strokes: [Pt, Pt][] = [];
  for (let i = 0; i < count; i++) {
    const c = add(mid, d, (i - (count - 1) / 2) * 8);
    strokes.push([add(c, nrm, -11), add(c, nrm, 11)]);
  }
  scene.segs.push(...strokes);
  return { side: [a, b], count, strokes };
}
