// Even-lit lightness → ink mask (1 = ink) by Sauvola's local threshold: a pixel is ink when it is
// darker than its neighbourhood's mean by a margin that grows where the neighbourhood is flat.
import { createGray, type Gray, integral } from './gray.ts';

const K = 0.25;
const DYNAMIC_RANGE = 128;
/** Paper this close to white is never ink, however flat its neighbourhood (stops noise in blank areas). */
const ALWAYS_PAPER = 235;

export function binarize(light: Gray, radius = 20): Gray {
  const { width, height } = light;
  const sums = integral(light);
  const squares = integral(light, true);
  const out = createGray(width, height);
  const w = width + 1;
  // The window sums of gray.ts's windowSum, written out: this loop runs for every pixel of a photo.
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius) * w;
    const bottom = Math.min(height, y + radius + 1) * w;
    const rows = Math.min(height, y + radius + 1) - Math.max(0, y - radius);
    for (let x = 0; x < width; x++) {
      const v = light.data[y * width + x]!;
      if (v >= ALWAYS_PAPER) continue;
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const count = (x1 - x0) * rows;
      const sum = sums[bottom + x1]! - sums[top + x1]! - sums[bottom + x0]! + sums[top + x0]!;
      const sq = squares[bottom + x1]! - squares[top + x1]! - squares[bottom + x0]! + squares[top + x0]!;
      const mean = sum / count;
      const sd = Math.sqrt(Math.max(0, sq / count - mean * mean));
      if (v < mean * (1 + K * (sd / DYNAMIC_RANGE - 1))) out.data[y * width + x] = 1;
    }
  }
  return out;
}
