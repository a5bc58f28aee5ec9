// A tilted photo → level lines. The skew is the angle at which the ink's row profile is most
// peaked (text lines fall into few rows); the image is then turned back by that angle.
import { createGray, type Gray } from './gray.ts';

const MAX_DEGREES = 8;
const STEP_DEGREES = 0.25;
/** Enough ink samples for a stable profile; more only costs time. */
const MAX_SAMPLES = 40_000;
/** How much more peaked the tilted profile must be than the level one. */
const MIN_GAIN = 1.05;

/**
 * `glyphHeight` is a typical mark's height: a tilt that moves the ends of the writing by less than
 * half of it does not trouble recognition, and on short lines it cannot be told from glyph shapes.
 * `maxDegrees` bounds the search (a page already squared up by its corners can only be a little off).
 */
export function skewDegrees(ink: Gray, glyphHeight: number, maxDegrees = MAX_DEGREES): number {
  const points: number[] = [];
  let total = 0;
  for (const v of ink.data) total += v;
  const stride = Math.max(1, Math.ceil(total / MAX_SAMPLES));
  let seen = 0;
  let left = ink.width;
  let right = 0;
  for (let y = 0; y < ink.height; y++)
    for (let x = 0; x < ink.width; x++)
      if (ink.data[y * ink.width + x]) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        if (seen++ % stride === 0) points.push(x, y);
      }
  if (points.length < 40) return 0;
  const cx = ink.width / 2;
  const cy = ink.height / 2;
  const diagonal = Math.ceil(Math.hypot(ink.width, ink.height));
  const bins = new Float64Array(diagonal + 2);
  let best = 0;
  let bestScore = -1;
  let levelScore = 0;
  for (let deg = -maxDegrees; deg <= maxDegrees + 1e-9; deg += STEP_DEGREES) {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    for (let i = 0; i < points.length; i += 2) {
      // The row this point falls in once the image is turned by -deg.
      const r = (points[i + 1]! - cy) * cos - (points[i]! - cx) * sin + diagonal / 2;
      bins[Math.round(r)]!++;
    }
    let score = 0;
    for (const b of bins) score += b * b;
    if (Math.abs(deg) < 1e-9) levelScore = score;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  // One short line gives a noisy profile: turn only when the tilt explains the ink clearly better.
  if (bestScore <= levelScore * MIN_GAIN) return 0;
  const drift = (right - left) * Math.abs(Math.tan((best * Math.PI) / 180));
  return drift > glyphHeight / 2 ? best : 0;
}

/** Turns the image by -degrees about its centre (bilinear); uncovered corners become `fill`. */
export function rotate(image: Gray, degrees: number, fill = 255): Gray {
  if (degrees === 0) return image;
  const { width, height, data } = image;
  const a = (degrees * Math.PI) / 180;
  const sin = Math.sin(a);
  const cos = Math.cos(a);
  const cx = width / 2;
  const cy = height / 2;
  const out = createGray(width, height, fill);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Where this output pixel came from in the tilted source.
      const sx = (x - cx) * cos - (y - cy) * sin + cx;
      const sy = (x - cx) * sin + (y - cy) * cos + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const tx = sx - x0;
      const ty = sy - y0;
      const i = y0 * width + x0;
      out.data[y * width + x] = Math.round(
        (data[i]! * (1 - tx) + data[i + 1]! * tx) * (1 - ty) +
          (data[i + width]! * (1 - tx) + data[i + width + 1]! * tx) * ty,
      );
    }
  return out;
}
