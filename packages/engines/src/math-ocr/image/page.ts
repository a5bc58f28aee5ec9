// A page on a desk: find the page (the large bright region) so the desk around it is not read as
// ink. Works on a coarse grid; the page may be tilted, so the result is a mask, and its four
// corners when all of it is in the photo.
import { createGray, type Gray } from './gray.ts';
import { type Point, quadCorners } from './perspective.ts';

const CELL = 8;

/** Otsu's threshold over a 256-bin histogram. */
export function otsu(values: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of values) hist[v]!++;
  let total = 0;
  for (let i = 0; i < 256; i++) total += i * hist[i]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += hist[t]!;
    if (below === 0) continue;
    const above = values.length - below;
    if (above === 0) break;
    belowSum += t * hist[t]!;
    const m0 = belowSum / below;
    const m1 = (total - belowSum) / above;
    const between = below * above * (m0 - m1) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Each cell's brightest pixel: ink inside the page does not darken its cell. */
function cellMax(lightness: Gray): Gray {
  const w = Math.ceil(lightness.width / CELL);
  const h = Math.ceil(lightness.height / CELL);
  const out = createGray(w, h);
  for (let y = 0; y < lightness.height; y++)
    for (let x = 0; x < lightness.width; x++) {
      const i = ((y / CELL) | 0) * w + ((x / CELL) | 0);
      out.data[i] = Math.max(out.data[i]!, lightness.data[y * lightness.width + x]!);
    }
  return out;
}

/** The largest 4-connected region of set cells, with the holes inside it filled. */
function largestRegion(mask: Gray): Gray {
  const { width, height, data } = mask;
  const label = new Int32Array(width * height);
  let best = 0;
  let bestSize = 0;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || label[start]) continue;
    next++;
    let size = 0;
    label[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1])
        if (j >= 0 && j < data.length && data[j] && !label[j]) {
          label[j] = next;
          stack.push(j);
        }
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
  }
  // Outside = everything reachable from the border without crossing the region.
  const outside = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (outside[i] || label[i] === best) continue;
    outside[i] = 1;
    const x = i % width;
    for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1])
      if (j >= 0 && j < data.length && !outside[j] && label[j] !== best) stack.push(j);
  }
  const out = createGray(width, height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = outside[i] ? 0 : 1;
  return out;
}

/** A page edge is a sharp step in brightness; a shadow's edge is a gentle slope. */
const MIN_EDGE_STEP = 30;

/** Mean brightness drop from the region's border cells to the cells two steps outside them. */
function edgeStep(cells: Gray, region: Gray): number {
  const { width, height } = region;
  let sum = 0;
  let n = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!region.data[y * width + x]) continue;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const ox = x + 2 * dx;
        const oy = y + 2 * dy;
        if (ox < 0 || oy < 0 || ox >= width || oy >= height) continue;
        if (region.data[(y + dy) * width + x + dx]) continue;
        sum += cells.data[y * width + x]! - cells.data[oy * width + ox]!;
        n++;
      }
    }
  return n ? sum / n : 0;
}

export interface FoundPage {
  /** Full size, 1 = page. */
  mask: Gray;
  /** Top-left, top-right, bottom-right, bottom-left, in pixels; null when the page runs off the photo. */
  corners: Point[] | null;
}

/**
 * The page, or null when the photo is all page (or no page stands out from its surroundings clearly
 * enough to trust).
 */
export function findPage(lightness: Gray): FoundPage | null {
  const cells = cellMax(lightness);
  const t = otsu(cells.data);
  let page = 0;
  let pageSum = 0;
  let restSum = 0;
  for (const v of cells.data)
    if (v > t) {
      page++;
      pageSum += v;
    } else restSum += v;
  const rest = cells.data.length - page;
  // A real desk is much darker than the page and a sizeable part of the photo.
  if (rest < 0.04 * cells.data.length || page < 0.15 * cells.data.length) return null;
  if (pageSum / page - restSum / rest < 40) return null;
  const mask = createGray(cells.width, cells.height);
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = cells.data[i]! > t ? 1 : 0;
  const region = largestRegion(mask);
  if (edgeStep(cells, region) < MIN_EDGE_STEP) return null;
  // Shrink by one cell: the page's own edge is a dark line in the even-lit image.
  const out = createGray(lightness.width, lightness.height);
  for (let y = 0; y < lightness.height; y++)
    for (let x = 0; x < lightness.width; x++) {
      const cx = (x / CELL) | 0;
      const cy = (y / CELL) | 0;
      let inside = 1;
      for (let dy = -1; dy <= 1 && inside; dy++)
        for (let dx = -1; dx <= 1 && inside; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (
            nx < 0 ||
            ny < 0 ||
            nx >= region.width ||
            ny >= region.height ||
            !region.data[ny * region.width + nx]
          )
            inside = 0;
        }
      out.data[y * lightness.width + x] = inside;
    }
  const corners = quadCorners(region)?.map((p) => ({ x: p.x * CELL, y: p.y * CELL })) ?? null;
  return { mask: out, corners };
}
