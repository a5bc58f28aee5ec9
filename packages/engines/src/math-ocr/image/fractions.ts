// Stacked fractions on the cleaned page: a flat bar with writing directly above and below it,
// grouped with that writing. The rest of the marks are left for line-by-line reading.
import { type Component, labelCounter, piecesOf, rowRuns, splitMark } from './components.ts';
import { dotsAcross } from './operators.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface StackedFraction {
  bar: Component;
  numerator: Component[];
  denominator: Component[];
  /** Bar, numerator and denominator together. */
  box: Box;
}

/** A long thin stroke; slightly tilted, its box is taller than the stroke is thick. */
const flat = (c: Component, glyphHeight: number) => {
  const w = c.x1 - c.x0;
  const thickness = c.area / w;
  return (
    w >= 0.8 * glyphHeight && w >= 5 * thickness && thickness <= 0.3 * glyphHeight && c.y1 - c.y0 <= 0.3 * w
  );
};

/**
 * A fraction bar a hand's stroke touches from below (the d of "dx" written up against the bar of
 * d/dx) makes one mark with that glyph, and no bar is found. Where a wide mark's top rows are each one
 * run of ink across most of its width, thin, with writing over the mark to be a numerator, those rows
 * are cut off as a bar, and the glyphs that hung from it become marks of their own: relabelled in
 * `labels` (a row-major image `width` wide) and returned in place of the mark. Not a radical's sign
 * (`keep`), whose bar the radicand stands under; a 7 or a π have nothing over them. Only from below:
 * a bar along a mark's foot with writing under it is as often an L over what a lim tends to.
 */
export function separateTouchingBars(
  labels: Int32Array,
  width: number,
  marks: Component[],
  glyphHeight: number,
  keep: ReadonlySet<Component>,
): Component[] {
  const newLabel = labelCounter(labels);
  const out: Component[] = [];
  for (const m of marks) {
    const parts = keep.has(m) ? null : cutBar(labels, width, m, marks, glyphHeight, newLabel);
    out.push(...(parts ?? [m]));
  }
  return out;
}

function cutBar(
  labels: Int32Array,
  width: number,
  m: Component,
  marks: Component[],
  glyphHeight: number,
  newLabel: () => number,
): Component[] | null {
  const w = m.x1 - m.x0;
  if (w < 0.8 * glyphHeight || m.y1 - m.y0 < 0.6 * glyphHeight || flat(m, glyphHeight)) return null;
  const longest = (y: number) => Math.max(0, ...rowRuns(labels, width, m, y).map(([a, b]) => b - a + 1));
  const across = (y: number) => longest(y) >= 0.8 * w;
  const first = Array.from({ length: m.y1 - m.y0 }, (_, k) => m.y0 + k).find(across);
  if (first === undefined || first - m.y0 > 0.15 * glyphHeight) return null;
  let edge = first;
  while (edge + 1 < m.y1 && across(edge + 1)) edge++;
  if (edge + 1 - m.y0 > 0.3 * glyphHeight || m.y1 - edge - 1 < 0.4 * glyphHeight) return null;
  // Writing over the bar: a fraction.
  const beyond = marks.some(
    (o) => o !== m && over(m, o) && o.y1 <= m.y0 + 1 && m.y0 - o.y1 < 1.6 * glyphHeight,
  );
  if (!beyond) return null;
  // The rest falls apart into the glyphs that hung from the bar, each a mark of its own.
  const pieces = piecesOf(labels, width, m, (_x, y) => y > edge);
  const glyphs = pieces.list.filter((g) => g.area >= 0.02 * glyphHeight * glyphHeight);
  // A glyph's own base or top stroke (a 2's, a 7's) is as wide as the glyph; a bar reaches well past.
  if (glyphs.length === 0 || glyphs.some((g) => g.x1 - g.x0 > 0.65 * w)) return null;
  return splitMark(labels, width, m, { list: glyphs, labels: pieces.labels }, newLabel);
}

/** Whether most of b lies over a's extent. */
const over = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) >= 0.5 * (b.x1 - b.x0);

export const union = (boxes: Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * Fraction bars, widest first so a fraction inside a numerator belongs to the outer one. A minus has
 * nothing above and below it; an equals sign's two bars are each other's only neighbours.
 */
export function findFractions(marks: Component[], glyphHeight: number): StackedFraction[] {
  const reach = 1.6 * glyphHeight;
  const used = new Set<Component>();
  const out: StackedFraction[] = [];
  const bars = marks.filter((m) => flat(m, glyphHeight)).sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0));
  for (const bar of bars) {
    if (used.has(bar)) continue;
    const near = (m: Component, above: boolean) =>
      m !== bar && !used.has(m) && over(bar, m) && (above ? m.y1 <= bar.y0 + 1 : m.y0 >= bar.y1 - 1);
    // Writing stacks: take the marks touching the bar's side, then those touching them.
    const stack = (above: boolean) => {
      const taken: Component[] = [];
      let edge = above ? bar.y0 : bar.y1;
      for (let grew = true; grew; ) {
        grew = false;
        for (const m of marks) {
          if (taken.includes(m) || !near(m, above)) continue;
          // The first marks must be within reach of the bar; later ones close to what was taken (an
          // exponent rides on its base, however far that is from the bar).
          const gap = above ? edge - m.y1 : m.y0 - edge;
          const limit = taken.length ? 0.9 * glyphHeight : reach;
          if (gap < limit || taken.some((t) => t.y0 < m.y1 && m.y0 < t.y1)) {
            taken.push(m);
            edge = above ? Math.min(edge, m.y0) : Math.max(edge, m.y1);
            grew = true;
          }
        }
      }
      return taken;
    };
    const numerator = stack(true);
    const denominator = stack(false);
    if (!numerator.length || !denominator.length) continue;
    // "÷": a dot over and under a short bar.
    if (numerator.length === 1 && denominator.length === 1 && dotsAcross(bar, marks, glyphHeight)) continue;
    // "=": the only thing above or below is another bar of about the same width.
    const lone = (side: Component[]) =>
      side.length === 1 &&
      flat(side[0]!, glyphHeight) &&
      Math.abs(side[0]!.x1 - side[0]!.x0 - (bar.x1 - bar.x0)) < 0.4 * (bar.x1 - bar.x0);
    if (lone(numerator) || lone(denominator)) continue;
    for (const m of [bar, ...numerator, ...denominator]) used.add(m);
    out.push({ bar, numerator, denominator, box: union([bar, ...numerator, ...denominator]) });
  }
  return out;
}
