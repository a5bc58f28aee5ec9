// Marks taller than the writing around them, told apart by where their ink lies at the top, middle
// and bottom: an integral sign leans (top right, bottom left) or hooks that way, a grown bracket
// bows, a brace bows with a point in the middle and spans several lines, and absolute-value bars
// stand straight, in pairs, reaching under the line.
import {
  type Component,
  labelCounter,
  marksImage,
  median,
  piecesOf,
  rowRuns,
  splitMark,
} from './components.ts';
import type { Gray } from './gray.ts';
import { enclosedAreas } from './holes.ts';
import { findOperators } from './operators.ts';

export type TallKind = 'integral' | 'open' | 'close';

/** The ink in rows [from, to) of a mark's box: its mean x, leftmost and rightmost; null if none. */
function inkRows(ink: Gray, labels: Int32Array, c: Component, from: number, to: number) {
  let sum = 0;
  let n = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let y = Math.max(c.y0, from); y < Math.min(c.y1, to); y++)
    for (let x = c.x0; x < c.x1; x++)
      if (labels[y * ink.width + x] === c.label) {
        sum += x;
        n++;
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
  return n ? { mean: sum / n, min, max } : null;
}

/** Mean x of the ink in rows [from, to) of a mark's box, or NaN if none. */
const inkX = (ink: Gray, labels: Int32Array, c: Component, from: number, to: number) =>
  inkRows(ink, labels, c, from, to)?.mean ?? Number.NaN;

/** Mean ink x in the top and bottom `share` of a mark's height. */
function endsX(ink: Gray, labels: Int32Array, c: Component, share: number): [number, number] {
  const band = Math.max(2, Math.round(share * (c.y1 - c.y0)));
  return [inkX(ink, labels, c, c.y0, c.y0 + band), inkX(ink, labels, c, c.y1 - band, c.y1)];
}

/** Mean ink x in the middle fifth of a mark's height. */
function middleX(ink: Gray, labels: Int32Array, c: Component): number {
  const h = c.y1 - c.y0;
  return inkX(ink, labels, c, c.y0 + Math.round(0.4 * h), c.y0 + Math.round(0.6 * h));
}

/**
 * An integral sign whose upper bound was written against its top hook, as one mark with it (a hand's
 * "1" hanging from the hook, a "4" touching its end): what stands right of the sign's own stroke in
 * the top half is cut off, and if the rest is then an integral sign, the sign and its bound are
 * returned as marks of their own (fresh labels written into `labels`). Null when it is no such mark.
 */
export function separateFusedBound(
  ink: Gray,
  labels: Int32Array,
  c: Component,
  glyphHeight: number,
  newLabel: () => number,
): Component[] | null {
  const { width } = ink;
  const half = c.y0 + Math.round(0.5 * (c.y1 - c.y0));
  // In each row of the top half, where the first run of the mark's ink ends: the sign's own stroke.
  const strokeEnd = new Map<number, number>();
  for (let y = c.y0; y < half; y++) strokeEnd.set(y, (rowRuns(labels, width, c, y)[0]?.[1] ?? c.x1) + 1);
  const pieces = piecesOf(labels, width, c, (x, y) => y < half && x > strokeEnd.get(y)!);
  const glyphs = pieces.list.filter((g) => g.y1 - g.y0 >= 0.4 * glyphHeight);
  if (glyphs.length === 0) return null;
  // Tried on a copy: the cut is only made if it leaves an integral sign.
  const trial = labels.slice();
  const [sign] = splitMark(trial, width, c, { list: glyphs, labels: pieces.labels }, labelCounter(trial));
  if (!sign || tallKind(ink, trial, sign) !== 'integral') return null;
  return splitMark(labels, width, c, { list: glyphs, labels: pieces.labels }, newLabel);
}

/**
 * A straight stem with a hook at each end, the top one turning right and the bottom one left: a
 * printed ∫ however it leans. Tilted in the photo so that its top leans left, it defeats the lean
 * tests; measured from the stem's own line, its hooks still point the integral's way. A bracket's
 * ends turn the same way, an f has its bar across the middle, and an S is no straight stem.
 */
function hookedStem(ink: Gray, labels: Int32Array, c: Component): boolean {
  const h = c.y1 - c.y0;
  const w = c.x1 - c.x0;
  const bands = 12;
  const middle: { y: number; x: number; span: number }[] = [];
  for (let i = 0; i < bands; i++) {
    const from = c.y0 + Math.round(0.2 * h + (i * 0.6 * h) / bands);
    const to = c.y0 + Math.round(0.2 * h + ((i + 1) * 0.6 * h) / bands);
    const span = inkRows(ink, labels, c, from, to);
    if (!span) return false;
    middle.push({ y: (from + to) / 2, x: (span.min + span.max) / 2, span: span.max - span.min + 1 });
  }
  // The stem's line through the middle bands, by least squares.
  const my = middle.reduce((a, b) => a + b.y, 0) / bands;
  const mx = middle.reduce((a, b) => a + b.x, 0) / bands;
  const slope =
    middle.reduce((a, b) => a + (b.y - my) * (b.x - mx), 0) / middle.reduce((a, b) => a + (b.y - my) ** 2, 0);
  const stemAt = (y: number) => mx + slope * (y - my);
  const thickness = Math.max(...middle.map((b) => b.span));
  if (thickness > 0.5 * w || middle.some((b) => Math.abs(b.x - stemAt(b.y)) > 0.08 * w + 2)) return false;
  const end = Math.max(2, Math.round(0.06 * h));
  const top = inkRows(ink, labels, c, c.y0, c.y0 + end);
  const bottom = inkRows(ink, labels, c, c.y1 - end, c.y1);
  if (!top || !bottom) return false;
  const half = thickness / 2;
  const reach = 0.25 * w;
  const slack = 0.1 * w + 2;
  const topStem = stemAt(c.y0 + end / 2);
  const bottomStem = stemAt(c.y1 - end / 2);
  return (
    top.max - (topStem + half) >= reach &&
    topStem - half - top.min <= slack &&
    bottomStem - half - bottom.min >= reach &&
    bottom.max - (bottomStem + half) <= slack
  );
}

export const isTall = (c: Component, glyphHeight: number) =>
  c.y1 - c.y0 >= 1.6 * glyphHeight && c.x1 - c.x0 <= 0.6 * (c.y1 - c.y0);

/** What a tall, narrow mark is, or null when its shape says none of these. */
export function tallKind(ink: Gray, labels: Int32Array, c: Component): TallKind | null {
  // Integral signs, brackets and braces are open strokes; a hand's tall 8 or 0 closes loops.
  if (enclosedAreas(marksImage({ labels, ink }, [c]).image).length > 0) return null;
  const h = c.y1 - c.y0;
  const [top, bottom] = endsX(ink, labels, c, 0.15);
  const mid = middleX(ink, labels, c);
  if ([top, mid, bottom].some(Number.isNaN)) return null;
  const lean = 0.12 * (c.x1 - c.x0) + 1;
  // A brace written slanting leans like an integral sign, but its middle points out to the left of
  // the stroke above and below it, where an integral's runs straight on.
  const at = (from: number, to: number) =>
    inkX(ink, labels, c, c.y0 + Math.round(from * h), c.y0 + Math.round(to * h));
  const bowed = at(0.45, 0.55) < (at(0.25, 0.35) + at(0.65, 0.75)) / 2 - (0.06 * (c.x1 - c.x0) + 2);
  if (top > mid + lean && mid > bottom + lean && !bowed) return 'integral';
  // A long straight stem with small hooks (a printed ∫ grown tall) leans only at its very ends.
  const [tip, tail] = endsX(ink, labels, c, 0.06);
  if (tip > mid + lean && mid > tail + lean && !bowed) return 'integral';
  if (!bowed && hookedStem(ink, labels, c)) return 'integral';
  if (bowed) return 'open';
  // Measured from the line joining its ends, so a bracket in a tilted photo still bows.
  const chord = (top + bottom) / 2;
  if (mid < chord - lean) return 'open';
  if (mid > chord + lean) return 'close';
  return null;
}

/** A stroke whose middle lies on the line joining its ends: no bracket's bow. */
function straight(ink: Gray, labels: Int32Array, c: Component): boolean {
  const [top, bottom] = endsX(ink, labels, c, 0.15);
  return Math.abs(middleX(ink, labels, c) - (top + bottom) / 2) <= 0.1 * (c.x1 - c.x0) + 1;
}

/** A thin stroke as wide all along as in its middle: no flag, foot or serif, as a printed 1 has. */
function plain(ink: Gray, labels: Int32Array, c: Component): boolean {
  const h = c.y1 - c.y0;
  if (c.x1 - c.x0 > 0.15 * h) return false;
  const widths: number[] = [];
  for (let y = c.y0; y < c.y1; y++) {
    const row = inkRows(ink, labels, c, y, y + 1);
    if (row) widths.push(row.max - row.min + 1);
  }
  return widths.length > 0 && Math.max(...widths) <= 1.8 * median(widths);
}

/**
 * Absolute-value bars: pairs of straight strokes, level with each other, each reaching from the top
 * of the writing between them to below its baseline, with no relation sign between them. A printed
 * bar does; a 1, however plain, stands on the line, and a bracket bows. Tesseract and the glyph
 * classifier take a bar for a 1 ("|2x + 1|" as "12x + 11"). Some printed faces end their bars on the
 * line: plain strokes among printed 1s, which have a flag and a foot. A plain pair that does not reach
 * under the line may be a hand's two 1s, so it must hold an expression with a sign in it, and not start
 * or end on one ("x + 1)(x - 1").
 */
export function absoluteBars(
  ink: Gray,
  labels: Int32Array,
  marks: Component[],
  glyphHeight: number,
): [Component, Component][] {
  const height = (m: Component) => m.y1 - m.y0;
  const isPlain = new Set(
    marks.filter((m) => height(m) >= 0.9 * glyphHeight && plain(ink, labels, m) && straight(ink, labels, m)),
  );
  const strokes = marks
    .filter(
      (m) =>
        isPlain.has(m) ||
        (m.x1 - m.x0 <= 0.3 * height(m) && height(m) >= 1.1 * glyphHeight && straight(ink, labels, m)),
    )
    .sort((a, b) => a.x0 - b.x0);
  const pairs: [Component, Component][] = [];
  const paired = new Set<Component>();
  for (const [i, a] of strokes.entries()) {
    if (paired.has(a)) continue;
    const b = strokes
      .slice(i + 1)
      .find(
        (b) =>
          !paired.has(b) &&
          Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) >= 0.8 * Math.max(height(a), height(b)),
      );
    if (!b) continue;
    const writing = marks.filter(
      (m) =>
        m.x0 >= a.x1 &&
        m.x1 <= b.x0 &&
        height(m) >= 0.5 * glyphHeight &&
        m.y0 < Math.min(a.y1, b.y1) &&
        m.y1 > Math.max(a.y0, b.y0),
    );
    if (writing.length === 0) continue;
    const baseline = median(writing.map((m) => m.y1));
    const top = median(writing.map((m) => m.y0));
    const below = (m: Component) => m.y1 - baseline >= 0.12 * height(m);
    const onLine = (m: Component) => isPlain.has(m) && m.y1 >= baseline - 0.05 * height(m);
    const spans = (m: Component) => (below(m) || onLine(m)) && m.y0 <= top + 0.1 * glyphHeight;
    if (!spans(a) || !spans(b)) continue;
    const inside = marks.filter((m) => m.x0 >= a.x1 && m.x1 <= b.x0 && m.y0 < a.y1 && m.y1 > a.y0);
    const signs = findOperators(ink, inside, glyphHeight);
    if (signs.some((o) => /[=<>]/.test(o.text))) continue;
    if (!below(a) || !below(b)) {
      const ends = [Math.min(...inside.map((m) => m.x0)), Math.max(...inside.map((m) => m.x1))];
      const signAt = (x: number) => signs.some((o) => o.marks.some((m) => m.x0 <= x && x <= m.x1));
      if (signs.length === 0 || signAt(ends[0]!) || signAt(ends[1]!)) continue;
    }
    pairs.push([a, b]);
    paired.add(a).add(b);
  }
  return pairs;
}
