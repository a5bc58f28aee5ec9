// Connected ink components (8-connected): the marks a layout is built from.
import { createGray, type Gray } from './gray.ts';

export interface Component {
  x0: number;
  y0: number;
  /** Exclusive. */
  x1: number;
  y1: number;
  area: number;
  /** Index into the label image. */
  label: number;
}

/** The middle value (the upper one of an even count); 0 for none. */
/** The value a share `q` of the way up the sorted values (0 for none). */
export const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1) + 0.5)] ?? 0;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** The median of the slopes between every two points (Theil–Sen): a line's tilt that a few strays do not pull. */
export function medianSlope(points: readonly [number, number][]): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const dx = points[j]![0] - points[i]![0];
      if (dx !== 0) slopes.push((points[j]![1] - points[i]![1]) / dx);
    }
  return median(slopes);
}

export function components(ink: Gray): { list: Component[]; labels: Int32Array } {
  const { width, height, data } = ink;
  const labels = new Int32Array(width * height);
  const list: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = list.length + 1;
    const c: Component = { x0: width, y0: height, x1: 0, y1: 0, area: 0, label };
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      c.area++;
      if (x < c.x0) c.x0 = x;
      if (y < c.y0) c.y0 = y;
      if (x + 1 > c.x1) c.x1 = x + 1;
      if (y + 1 > c.y1) c.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (data[j] && !labels[j]) {
            labels[j] = label;
            stack.push(j);
          }
        }
      }
    }
    list.push(c);
  }
  return { list, labels };
}

/** Clears components smaller than `minArea` pixels in place (specks of noise); returns the rest. */
export function removeSpecks(ink: Gray, minArea: number): Component[] {
  const { list, labels } = components(ink);
  const small = new Set(list.filter((c) => c.area < minArea).map((c) => c.label));
  if (small.size) for (let i = 0; i < labels.length; i++) if (small.has(labels[i]!)) ink.data[i] = 0;
  return list.filter((c) => c.area >= minArea);
}

const gap = (a: Component, b: Component) =>
  Math.hypot(Math.max(0, a.x0 - b.x1, b.x0 - a.x1), Math.max(0, a.y0 - b.y1, b.y0 - a.y1));

/**
 * Clears dots far from any symbol (dust, paper grain, sensor noise) in place; dots near symbols
 * stay, since they may be a decimal point, the dot of an i, a multiplication dot or a minus.
 * Returns the rest.
 */
export function removeStrays(ink: Gray, glyphHeight: number): Component[] {
  const { list, labels } = components(ink);
  const dot = (c: Component) => c.area < Math.max(16, (glyphHeight / 4) ** 2);
  const symbols = list.filter((c) => !dot(c));
  // A short dash is a minus (between two stacked fractions, which stand a fraction's width apart) or
  // a bar of an equals sign: it reaches further, and the dots near it stay with it.
  const dash = (c: Component) => c.x1 - c.x0 >= 0.25 * glyphHeight && c.x1 - c.x0 >= 2 * (c.y1 - c.y0);
  const near = (c: Component, marks: Component[], reach: number) =>
    marks.some((s) => s !== c && gap(c, s) < reach * glyphHeight);
  const dashes = list.filter((c) => dot(c) && dash(c) && near(c, symbols, 2));
  const strays = new Set(
    list
      .filter((c) => dot(c) && !dashes.includes(c) && !near(c, [...symbols, ...dashes], 0.6))
      .map((c) => c.label),
  );
  if (strays.size) for (let i = 0; i < labels.length; i++) if (strays.has(labels[i]!)) ink.data[i] = 0;
  return list.filter((c) => !strays.has(c.label));
}

/** Where marks were found: each pixel's mark label (see Component.label), in an image of `ink`'s size. */
export interface MarkImage {
  labels: Int32Array;
  ink: { width: number; height: number };
}

/** Part of an image cut out, with where its corner was. */
export interface CutOut {
  image: Gray;
  x0: number;
  y0: number;
}

/**
 * Just these marks' ink (1 = ink), cut out with `margin` pixels around their box: neighbours
 * overlapping the box are left out.
 */
export function marksImage({ labels, ink }: MarkImage, marks: readonly Component[], margin = 0): CutOut {
  const x0 = Math.max(0, Math.min(...marks.map((m) => m.x0)) - margin);
  const y0 = Math.max(0, Math.min(...marks.map((m) => m.y0)) - margin);
  const x1 = Math.min(ink.width, Math.max(...marks.map((m) => m.x1)) + margin);
  const y1 = Math.min(ink.height, Math.max(...marks.map((m) => m.y1)) + margin);
  const image = createGray(x1 - x0, y1 - y0);
  const wanted = new Set(marks.map((m) => m.label));
  for (const m of marks)
    for (let y = m.y0; y < m.y1; y++)
      for (let x = m.x0; x < m.x1; x++)
        if (wanted.has(labels[y * ink.width + x]!)) image.data[(y - y0) * image.width + x - x0] = 1;
  return { image, x0, y0 };
}

/** A full stop or decimal point: small, sitting on the baseline of writing `height` tall. */
export const isStop = (m: Component, height: number, baseline: number) =>
  m.y1 - m.y0 < 0.3 * height && m.y1 > baseline - 0.2 * height;

/** The runs of mark `c`'s own pixels along row `y`, as [first, last] columns (`labels` is `width` wide). */
export function rowRuns(labels: Int32Array, width: number, c: Component, y: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let x = c.x0; x < c.x1; x++) {
    if (labels[y * width + x] !== c.label) continue;
    const last = runs.at(-1);
    if (last && last[1] === x - 1) last[1] = x;
    else runs.push([x, x]);
  }
  return runs;
}

/** Fresh labels for marks cut out of others: each call gives one no pixel of `labels` has yet. */
export function labelCounter(labels: Int32Array): () => number {
  let next = -1;
  return () => {
    if (next < 0) for (const l of labels) if (l >= next) next = l + 1;
    return next++;
  };
}

/**
 * The pieces the ink of mark `c` where `keep(x, y)` holds falls into, as components of an image cut to
 * `c`'s box (`labels` is a row-major image `width` wide).
 */
export function piecesOf(
  labels: Int32Array,
  width: number,
  c: Component,
  keep: (x: number, y: number) => boolean,
): { list: Component[]; labels: Int32Array } {
  const w = c.x1 - c.x0;
  const cut = createGray(w, c.y1 - c.y0);
  for (let y = c.y0; y < c.y1; y++)
    for (let x = c.x0; x < c.x1; x++)
      if (labels[y * width + x] === c.label && keep(x, y)) cut.data[(y - c.y0) * w + x - c.x0] = 1;
  return components(cut);
}

/**
 * Parts of mark `c` made marks of their own. `pieces` are some of the components `piecesOf` found
 * in it; each is given a fresh label in `labels`. Returns what is left of `c` under its own label,
 * then the pieces, in page coordinates.
 */
export function splitMark(
  labels: Int32Array,
  width: number,
  c: Component,
  pieces: { list: Component[]; labels: Int32Array },
  newLabel: () => number,
): Component[] {
  const w = c.x1 - c.x0;
  const parts = pieces.list.map((g) => {
    const label = newLabel();
    for (let y = g.y0; y < g.y1; y++)
      for (let x = g.x0; x < g.x1; x++)
        if (pieces.labels[y * w + x] === g.label) labels[(y + c.y0) * width + x + c.x0] = label;
    return { x0: g.x0 + c.x0, y0: g.y0 + c.y0, x1: g.x1 + c.x0, y1: g.y1 + c.y0, area: g.area, label };
  });
  const left = { x0: c.x1, y0: c.y1, x1: c.x0, y1: c.y0, area: 0, label: c.label };
  for (let y = c.y0; y < c.y1; y++)
    for (let x = c.x0; x < c.x1; x++) {
      if (labels[y * width + x] !== c.label) continue;
      left.area++;
      left.x0 = Math.min(left.x0, x);
      left.x1 = Math.max(left.x1, x + 1);
      left.y0 = Math.min(left.y0, y);
      left.y1 = Math.max(left.y1, y + 1);
    }
  return [left, ...parts];
}
