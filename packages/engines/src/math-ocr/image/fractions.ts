// Stacked fractions on the cleaned page: a flat bar with writing directly above and below it,
// grouped with that writing. The rest of the marks are left for line-by-line reading.
import type { Component } from './components.ts';
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
