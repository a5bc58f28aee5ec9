// π by its shape: a flat bar over two legs, the bar reaching past them. Tesseract reads it as "n",
// "mn" or "a", and the glyph classifier has no class for it; an n's arch ends at its legs, and an m
// has three.
import { type Component, type MarkImage, rowRuns } from './components.ts';

/** Whether one mark is a π: a run across most of its width near its top, two legs under it, and the bar overhanging them. */
export function isPi(image: MarkImage, m: Component): boolean {
  const width = m.x1 - m.x0;
  const height = m.y1 - m.y0;
  if (width < 0.8 * height || width > 2 * height) return false;
  const rows = Array.from({ length: height }, (_, i) => rowRuns(image.labels, image.ink.width, m, m.y0 + i));
  const bar = rows
    .slice(0, Math.ceil(0.35 * height))
    .flat()
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0];
  if (!bar || bar[1] - bar[0] + 1 < 0.8 * width) return false;
  // Its legs' feet may curl (a serif's ball and hook): the legs are counted above them.
  const lower = rows.slice(Math.floor(0.4 * height), Math.floor(0.65 * height));
  const legged = lower.filter((r) => r.length === 2);
  if (lower.length === 0 || legged.length < 0.8 * lower.length) return false;
  const left = Math.min(...legged.map((r) => r[0]![0]));
  const right = Math.max(...legged.map((r) => r[1]![1]));
  return left - bar[0] + (bar[1] - right) >= 0.12 * width;
}
