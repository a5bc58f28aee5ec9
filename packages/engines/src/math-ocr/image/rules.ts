// Notebook rules and the margin line → gone, keeping the strokes that cross them. Rules run almost
// the whole width (or height) of the page and are a few pixels thick; no symbol in a school problem is.
import { components } from './components.ts';
import type { Gray } from './gray.ts';

/** A rule is ink along at least this share of the page, and at most this thick (working pixels). */
const RULE_SPAN = 0.55;
const MAX_THICKNESS = 7;

/** Runs of consecutive true indices, as [first, last] pairs. */
function bands(flags: boolean[]): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  flags.forEach((f, i) => {
    if (f && start < 0) start = i;
    if (!f && start >= 0) {
      out.push([start, i - 1]);
      start = -1;
    }
  });
  if (start >= 0) out.push([start, flags.length - 1]);
  return out;
}

/**
 * Clears rules and margin lines from `ink` in place; returns how many were removed. `lines` is the
 * same picture with coloured lines showing (see decode.ts): a pale rule is found there even where
 * only its crossings with other lines made it into `ink`.
 */
export function removeRules(ink: Gray, lines: Gray = ink): number {
  return removeAlong(ink, lines, false) + removeAlong(ink, lines, true);
}

/** A sliver at most this many pixels high, left where a rule ran under a stroke, is no writing. */
const SLIVER = 2;

/**
 * Clears in place what a removed rule left of itself under the strokes it crossed: slivers a pixel
 * or two high, several times as wide (under a minus sign, one made it no minus).
 */
export function removeRuleSlivers(ink: Gray): void {
  const { list, labels } = components(ink);
  const slivers = new Set(
    list.filter((c) => c.y1 - c.y0 <= SLIVER && c.x1 - c.x0 >= 3 * (c.y1 - c.y0)).map((c) => c.label),
  );
  if (slivers.size) for (let i = 0; i < labels.length; i++) if (slivers.has(labels[i]!)) ink.data[i] = 0;
}

function removeAlong(ink: Gray, lines: Gray, vertical: boolean): number {
  const { width, height, data } = ink;
  // Walking "rows" of a transposed view keeps one implementation for both directions.
  const rows = vertical ? width : height;
  const cols = vertical ? height : width;
  const at = (r: number, c: number) => (vertical ? c * width + r : r * width + c);
  const counts: boolean[] = [];
  for (let r = 0; r < rows; r++) {
    let n = 0;
    for (let c = 0; c < cols; c++) n += lines.data[at(r, c)]!;
    counts.push(n > RULE_SPAN * cols);
  }
  let removed = 0;
  for (const [r0, r1] of bands(counts)) {
    if (r1 - r0 + 1 > MAX_THICKNESS) continue;
    removed++;
    for (let c = 0; c < cols; c++) {
      const above = r0 > 1 && (data[at(r0 - 1, c)] || data[at(r0 - 2, c)]);
      const below = r1 < rows - 2 && (data[at(r1 + 1, c)] || data[at(r1 + 2, c)]);
      // A stroke crossing the rule goes on through it; keep its pixels.
      if (above && below) continue;
      for (let r = r0; r <= r1; r++) data[at(r, c)] = 0;
    }
  }
  return removed;
}
