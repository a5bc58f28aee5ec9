// Uneven light (a shadow across the page, a lamp in one corner) → a page of even brightness: each
// pixel divided by the paper brightness around it. Strokes are thin next to the window, so the
// brightest pixels near any point are paper.
import { boxMean, createGray, type Gray } from './gray.ts';

/** Block size for the paper estimate, and how many blocks around a point count as "near" it. */
const BLOCK = 8;
const REACH = 4;

function blockMax(image: Gray): Gray {
  const w = Math.ceil(image.width / BLOCK);
  const h = Math.ceil(image.height / BLOCK);
  const out = createGray(w, h);
  for (let y = 0; y < image.height; y++) {
    const row = ((y / BLOCK) | 0) * w;
    const from = y * image.width;
    for (let x = 0; x < image.width; x++) {
      const i = row + ((x / BLOCK) | 0);
      const v = image.data[from + x]!;
      if (v > out.data[i]!) out.data[i] = v;
    }
  }
  return out;
}

function maxFilter(image: Gray, r: number): Gray {
  const { width, height } = image;
  const rows = createGray(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++)
        m = Math.max(m, image.data[y * width + k]!);
      rows.data[y * width + x] = m;
    }
  const out = createGray(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++)
        m = Math.max(m, rows.data[k * width + x]!);
      out.data[y * width + x] = m;
    }
  return out;
}

/** The paper brightness at each block: a local maximum, smoothed so it has no steps. */
export function paperLevel(lightness: Gray): Gray {
  return boxMean(maxFilter(blockMax(lightness), REACH), REACH);
}

/** Lightness divided by the paper level around it: paper → 255 everywhere, ink keeps its contrast. */
export function evenLight(lightness: Gray): Gray {
  const paper = paperLevel(lightness);
  const { width, height } = lightness;
  const out = createGray(width, height);
  const p = paper.data;
  // Bilinear between block centres, so block edges leave no seams. The columns' blocks and weights
  // are the same on every row.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const across = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(paper.width - 1, Math.max(0, (x + 0.5) / BLOCK - 0.5));
    left[x] = Math.floor(fx);
    right[x] = Math.min(paper.width - 1, left[x]! + 1);
    across[x] = fx - left[x]!;
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(paper.height - 1, Math.max(0, (y + 0.5) / BLOCK - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(paper.height - 1, y0 + 1);
    const ty = fy - y0;
    const top = y0 * paper.width;
    const bottom = y1 * paper.width;
    for (let x = 0; x < width; x++) {
      const x0 = left[x]!;
      const x1 = right[x]!;
      const tx = across[x]!;
      const level =
        (p[top + x0]! * (1 - tx) + p[top + x1]! * tx) * (1 - ty) +
        (p[bottom + x0]! * (1 - tx) + p[bottom + x1]! * tx) * ty;
      const v = lightness.data[y * width + x]!;
      out.data[y * width + x] = Math.min(255, Math.round((255 * v) / Math.max(24, level)));
    }
  }
  return out;
}
