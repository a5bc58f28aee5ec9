// A glyph's shape as numbers for the glyph classifier: its ink scaled (keeping its proportions) into a
// small square and centred, as coverage 0–1 per cell; which way its edges run in each part of that
// square; the holes its strokes close (none in a 3, one high up in a 9, two in an 8); and how wide it
// is for its height (a "0" is narrower than an "o", a "1" much narrower than anything else). Edge
// directions and holes carry over from one hand to another better than where the ink lies: a stroke
// drawn a little off its place still runs the same way and closes the same loop.
import type { Gray } from '../image/gray.ts';
import { enclosedAreas } from '../image/holes.ts';

/** Cells per side of the square the glyph is scaled into. */
export const GLYPH_SIZE = 20;
/** Edge directions are counted in 8 directions over 5 × 5 blocks of 4 × 4 cells. */
const DIRECTIONS = 8;
const BLOCK = 4;
const BLOCKS = GLYPH_SIZE / BLOCK;
const COVERAGE = GLYPH_SIZE * GLYPH_SIZE;
const EDGES = BLOCKS * BLOCKS * DIRECTIONS;
/** No hole, one, two or more; and where the largest lies and how big it is. */
const HOLES = 6;
export const FEATURE_COUNT = COVERAGE + EDGES + HOLES + 1;
/** The edge features' overall length, so that they weigh about as much as the coverage. */
const EDGE_NORM = 8;
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
  edgeDirections(out);
  out.set(holes(mask), COVERAGE + EDGES);
  out[COVERAGE + EDGES + HOLES] = Math.max(-2, Math.min(2, Math.log(width / height)));
  return out;
}

/**
 * Writes the edge-direction features after the coverage in `out`: the coverage's gradient (Sobel) at
 * each cell, its strength shared between the two nearest of 8 directions and added to the cell's
 * block; then square-rooted (a long edge should not drown the rest) and scaled to length EDGE_NORM.
 */
function edgeDirections(out: Float32Array): void {
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= GLYPH_SIZE || y >= GLYPH_SIZE ? 0 : out[y * GLYPH_SIZE + x]!;
  const edges = out.subarray(COVERAGE, COVERAGE + EDGES);
  for (let y = 0; y < GLYPH_SIZE; y++)
    for (let x = 0; x < GLYPH_SIZE; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      const strength = Math.hypot(gx, gy);
      if (strength < 1e-6) continue;
      const turn = ((Math.atan2(gy, gx) / (2 * Math.PI)) * DIRECTIONS + DIRECTIONS) % DIRECTIONS;
      const lower = Math.floor(turn);
      const share = turn - lower;
      const block = (Math.floor(y / BLOCK) * BLOCKS + Math.floor(x / BLOCK)) * DIRECTIONS;
      edges[block + (lower % DIRECTIONS)]! += strength * (1 - share);
      edges[block + ((lower + 1) % DIRECTIONS)]! += strength * share;
    }
  let length = 0;
  for (let i = 0; i < EDGES; i++) {
    edges[i] = Math.sqrt(edges[i]!);
    length += edges[i]! ** 2;
  }
  const scale = length > 0 ? EDGE_NORM / Math.sqrt(length) : 0;
  for (let i = 0; i < EDGES; i++) edges[i]! *= scale;
}

/**
 * The holes of a glyph as features: [none, one, two or more, the largest's middle down and across the
 * box (0–1), its share of the box (×5, at most 1)].
 */
function holes(mask: Gray): number[] {
  const areas = enclosedAreas(mask);
  const largest = areas[0];
  const { width, height } = mask;
  return [
    areas.length === 0 ? 1 : 0,
    areas.length === 1 ? 1 : 0,
    areas.length >= 2 ? 1 : 0,
    largest ? (largest.sy / largest.area + 0.5) / height : 0,
    largest ? (largest.sx / largest.area + 0.5) / width : 0,
    largest ? Math.min(1, (5 * largest.area) / (width * height)) : 0,
  ];
}
