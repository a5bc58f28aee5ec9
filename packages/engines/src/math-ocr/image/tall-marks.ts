// Marks taller than the writing around them, told apart by where their ink lies at the top, middle
// and bottom: an integral sign leans (top right, bottom left), a grown bracket bows, a brace bows
// with a point in the middle and spans several lines.
import type { Component } from './components.ts';
import type { Gray } from './gray.ts';

export type TallKind = 'integral' | 'open' | 'close';

/** Mean x of the ink in rows [from, to) of a mark's box, or NaN if none. */
function inkX(ink: Gray, labels: Int32Array, c: Component, from: number, to: number): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(c.y0, from); y < Math.min(c.y1, to); y++)
    for (let x = c.x0; x < c.x1; x++)
      if (labels[y * ink.width + x] === c.label) {
        sum += x;
        n++;
      }
  return n ? sum / n : Number.NaN;
}

export const isTall = (c: Component, glyphHeight: number) =>
  c.y1 - c.y0 >= 1.6 * glyphHeight && c.x1 - c.x0 <= 0.6 * (c.y1 - c.y0);

/** What a tall, narrow mark is, or null when its shape says none of these. */
export function tallKind(ink: Gray, labels: Int32Array, c: Component): TallKind | null {
  const h = c.y1 - c.y0;
  const ends = (share: number) => {
    const band = Math.max(2, Math.round(share * h));
    return [inkX(ink, labels, c, c.y0, c.y0 + band), inkX(ink, labels, c, c.y1 - band, c.y1)] as const;
  };
  const [top, bottom] = ends(0.15);
  const mid = inkX(ink, labels, c, c.y0 + Math.round(0.4 * h), c.y0 + Math.round(0.6 * h));
  if ([top, mid, bottom].some(Number.isNaN)) return null;
  const lean = 0.12 * (c.x1 - c.x0) + 1;
  // A brace written slanting leans like an integral sign, but its middle points out to the left of
  // the stroke above and below it, where an integral's runs straight on.
  const at = (from: number, to: number) =>
    inkX(ink, labels, c, c.y0 + Math.round(from * h), c.y0 + Math.round(to * h));
  const bowed = at(0.45, 0.55) < (at(0.25, 0.35) + at(0.65, 0.75)) / 2 - (0.06 * (c.x1 - c.x0) + 2);
  if (top > mid + lean && mid > bottom + lean && !bowed) return 'integral';
  // A long straight stem with small hooks (a printed ∫ grown tall) leans only at its very ends.
  const [tip, tail] = ends(0.06);
  if (tip > mid + lean && mid > tail + lean && !bowed) return 'integral';
  if (bowed) return 'open';
  // Measured from the line joining its ends, so a bracket in a tilted photo still bows.
  const chord = (top + bottom) / 2;
  if (mid < chord - lean) return 'open';
  if (mid > chord + lean) return 'close';
  return null;
}
