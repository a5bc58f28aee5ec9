// A glyph's shape as numbers for the glyph classifier: its ink scaled (keeping its proportions) into a
// small square and centred, as coverage 0–1 per cell, plus how wide it is for its height (a "0" is
// narrower than an "o", a "1" much narrower than anything else).
import type { Gray } from '../image/gray.ts';

/** Cells per side of the square the glyph is scaled into. */
export const GLYPH_SIZE = 20;
export const FEATURE_COUNT = GLYPH_SIZE * GLYPH_SIZE + 1;
/** Sample points per cell side: coverage is the share of these that land on ink. */
const SUB = 4;

/** `mask`: a glyph's ink (non-zero = ink) cropped to its box. */
export function glyphFeatures(mask: Gray): Float32Array {
  const { width, height, data } = mask;
  const out = new Float32Array(FEATURE_COUNT);
  const scale = GLYPH_SIZE / Math.max(width, height);
  const w = width * scale;
  const h = height * scale;
  const left = (GLYPH_SIZE - w) / 2;
  const top = (GLYPH_SIZE - h) / 2;
  for (let cy = 0; cy < GLYPH_SIZE; cy++)
    for (let cx = 0; cx < GLYPH_SIZE; cx++) {
      let hits = 0;
      for (let sy = 0; sy < SUB; sy++) {
        const y = Math.floor((cy + (sy + 0.5) / SUB - top) / scale);
        if (y < 0 || y >= height) continue;
        for (let sx = 0; sx < SUB; sx++) {
          const x = Math.floor((cx + (sx + 0.5) / SUB - left) / scale);
          if (x >= 0 && x < width && data[y * width + x]) hits++;
        }
      }
      out[cy * GLYPH_SIZE + cx] = hits / (SUB * SUB);
    }
  out[GLYPH_SIZE * GLYPH_SIZE] = Math.max(-2, Math.min(2, Math.log(width / height)));
  return out;
}
