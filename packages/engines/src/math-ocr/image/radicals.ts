// Square-root signs: a tick rising into a bar that runs right over the radicand. One mark, wider
// and taller than a letter, whose top rows are a long bar with writing under it.

import { type Component, labelCounter, median, piecesOf, splitMark } from './components.ts';
import type { Box } from './fractions.ts';
import type { Gray } from './gray.ts';

export interface Radical {
  sign: Component;
  /** Where the bar starts: the radicand lies under [barX0, sign.x1]. */
  barX0: number;
  radicand: Component[];
  box: Box;
}

/**
 * Where a bar tilted with the photo starts: followed leftwards from the mark's right end by its top
 * edge in each column, which moves a pixel or two at a time (where the tick rises into it, it jumps).
 */
function tiltedBarStart(ink: Gray, labels: Int32Array, c: Component): number {
  const lowest = c.y0 + Math.round(0.25 * (c.y1 - c.y0));
  let start = c.x1;
  let previous = -1;
  let gap = 0;
  for (let x = c.x1 - 1; x >= c.x0; x--) {
    let top = -1;
    for (let y = c.y0; y < lowest && top < 0; y++) if (labels[y * ink.width + x] === c.label) top = y;
    if (top >= 0 && (previous < 0 || Math.abs(top - previous) <= 2)) {
      start = x;
      previous = top;
      gap = 0;
    } else if (++gap > 3) break;
  }
  return start;
}

/** The leftmost x from which row y of the mark is ink through to its right end (allowing small gaps). */
function runStart(ink: Gray, labels: Int32Array, c: Component, y: number): number {
  let x = c.x1 - 1;
  let gap = 0;
  let start = c.x1;
  for (; x >= c.x0; x--) {
    if (labels[y * ink.width + x] === c.label) {
      start = x;
      gap = 0;
    } else if (++gap > 3) break;
  }
  return start;
}

export function findRadicals(
  ink: Gray,
  labels: Int32Array,
  marks: Component[],
  glyphHeight: number,
): Radical[] {
  const out: Radical[] = [];
  for (const c of marks) {
    const w = c.x1 - c.x0;
    const h = c.y1 - c.y0;
    if (w < 1.1 * glyphHeight || h < 0.9 * glyphHeight) continue;
    // The bar is among the top rows; take the row where it reaches furthest left.
    const band = Math.max(3, Math.round(0.2 * h));
    let barX0 = c.x1;
    for (let y = c.y0; y < c.y0 + band; y++) barX0 = Math.min(barX0, runStart(ink, labels, c, y));
    // A bar tilted with the photo lies in no one row from end to end.
    barX0 = Math.min(barX0, tiltedBarStart(ink, labels, c));
    if (c.x1 - barX0 < 0.55 * w || barX0 - c.x0 < 0.1 * w) continue;
    const radicand = marks.filter((m) => {
      if (m === c) return false;
      const mx = (m.x0 + m.x1) / 2;
      const my = (m.y0 + m.y1) / 2;
      return mx > barX0 && mx < c.x1 && my > c.y0 && my < c.y1 + 0.2 * glyphHeight;
    });
    if (!radicand.length) continue;
    out.push({
      sign: c,
      barX0,
      radicand,
      box: { x0: c.x0, y0: c.y0, x1: c.x1, y1: Math.max(c.y1, ...radicand.map((m) => m.y1)) },
    });
  }
  return out;
}

/**
 * A radicand's glyph written up against the bar of its sign ("√16" with the 6 touching the bar) makes
 * one mark with the sign, and the radicand would be read without it: "√1", sure of itself. Ink of the
 * sign's mark under its bar, right of where the bar starts, is cut off as glyphs of their own:
 * relabelled in `labels` and returned, with the sign shrunk to what is left, in place of the sign.
 */
export function separateRadicands(
  ink: Gray,
  labels: Int32Array,
  marks: Component[],
  glyphHeight: number,
): Component[] {
  const { width } = ink;
  const newLabel = labelCounter(labels);
  const out = [...marks];
  for (const { sign: c, barX0 } of findRadicals(ink, labels, marks, glyphHeight)) {
    // The bar's top and thickness in each column it spans.
    const tops: number[] = [];
    const runs: number[] = [];
    for (let x = barX0; x < c.x1; x++) {
      let y = c.y0;
      while (y < c.y1 && labels[y * width + x] !== c.label) y++;
      let end = y;
      while (end < c.y1 && labels[end * width + x] === c.label) end++;
      tops.push(y);
      runs.push(end - y);
    }
    const thickness = median(runs);
    const pieces = piecesOf(
      labels,
      width,
      c,
      (x, y) => x >= barX0 + 2 * thickness && y >= tops[x - barX0]! + Math.ceil(1.5 * thickness),
    );
    const glyphs = pieces.list.filter((g) => g.y1 - g.y0 >= 0.3 * glyphHeight);
    if (glyphs.length === 0) continue;
    out.splice(
      out.indexOf(c),
      1,
      ...splitMark(labels, width, c, { list: glyphs, labels: pieces.labels }, newLabel),
    );
  }
  return out;
}
