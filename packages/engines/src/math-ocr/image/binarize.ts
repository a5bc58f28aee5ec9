// Even-lit lightness → ink mask (1 = ink) by Sauvola's local threshold: a pixel is ink when it is
// darker than its neighbourhood's mean by a margin that grows where the neighbourhood is flat.
import { createGray, type Gray, integral, windowSum } from './gray.ts';

const K = 0.25;
const DYNAMIC_RANGE = 128;
/** Paper this close to white is never ink, however flat its neighbourhood (stops noise in blank areas). */
const ALWAYS_PAPER = 235;

export function binarize(light: Gray, radius = 20): Gray {
  const { width, height } = light;
  const sums = integral(light);
  const squares = integral(light, true);
  const out = createGray(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = light.data[y * width + x]!;
      if (v >= ALWAYS_PAPER) continue;
      const [sum, count] = windowSum(sums, width, height, x, y, radius);
      const [sq] = windowSum(squares, width, height, x, y, radius);
      const mean = sum / count;
      const sd = Math.sqrt(Math.max(0, sq / count - mean * mean));
      if (v < mean * (1 + K * (sd / DYNAMIC_RANGE - 1))) out.data[y * width + x] = 1;
    }
  return out;
}
