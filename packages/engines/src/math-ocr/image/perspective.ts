// Undoing the camera's angle: a page whose four corners are in the photo is mapped back to a
// rectangle, which straightens its tilt, its slant and its keystone in one step.
import { createGray, type Gray } from './gray.ts';

/** A projective map, row-major 3×3 (its last entry is 1). */
type Homography = [number, number, number, number, number, number, number, number, number];

export interface Point {
  x: number;
  y: number;
}

/** The 3×3 projective map (row-major, h33 = 1) taking each `from` point to the matching `to` point. */
export function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss–Jordan elimination with partial pivoting on the 8×9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const p = rows[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r]![col]! / p[col]!;
      if (f) for (let c = col; c < 9; c++) rows[r]![c]! -= f * p[c]!;
    }
  }
  return [...rows.map((r, i) => r[8]! / r[i]!), 1];
}

/**
 * The projective map from a width × height frame's pixels onto the quadrilateral `corners` (top-left,
 * top-right, bottom-right, bottom-left): x' = (a·x + b·y + c) / w, y' = (d·x + e·y + f) / w with
 * w = g·x + h·y + 1.
 */
export function frameToQuad(width: number, height: number, corners: Point[]): Homography {
  const frame = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  return homography(frame, corners) as Homography;
}

/** Signed distances of `p` from the quadrilateral's four edges, positive inside (clockwise on screen). */
function edgeDistances(q: Point[], p: Point): number[] {
  return q.map((a, i) => {
    const b = q[(i + 1) % 4]!;
    return ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
  });
}

/** Cells the region and the quadrilateral through its corners may disagree on, as a share of the region. */
const QUAD_MISFIT = 0.02;

/**
 * The corners (top-left, top-right, bottom-right, bottom-left) of a region of set cells, when it is a
 * four-sided shape wholly inside the grid; null when the page runs off the photo or is no quadrilateral
 * (a curled or folded page, a hand over a corner).
 */
export function quadCorners(region: Gray): Point[] | null {
  const { width, height, data } = region;
  const best = [Infinity, -Infinity, -Infinity, -Infinity];
  const at: Point[] = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];
  let cells = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      cells++;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return null;
      const scores = [x + y, x - y, x + y, y - x];
      for (let k = 0; k < 4; k++) {
        const better = k === 0 ? scores[k]! < best[k]! : scores[k]! > best[k]!;
        if (better) {
          best[k] = scores[k]!;
          at[k] = { x: x + 0.5, y: y + 0.5 };
        }
      }
    }
  if (cells === 0) return null;
  // Every cell must agree with the quadrilateral, give or take a cell along its edges.
  let misfit = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const nearest = Math.min(...edgeDistances(at, { x: x + 0.5, y: y + 0.5 }));
      const set = data[y * width + x] === 1;
      if ((set && nearest < -1) || (!set && nearest > 1)) misfit++;
    }
  return misfit <= QUAD_MISFIT * cells ? at : null;
}

/** The quadrilateral `corners` of `image` resampled (bilinear) into an upright rectangle. */
export function unwarp(image: Gray, corners: Point[]): Gray {
  const side = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
  const [tl, tr, br, bl] = corners as [Point, Point, Point, Point];
  const width = Math.round((side(tl, tr) + side(bl, br)) / 2);
  const height = Math.round((side(tl, bl) + side(tr, br)) / 2);
  const [a, b, c, d, e, f, g, h] = frameToQuad(width, height, corners);
  const out = createGray(width, height);
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const w = g * x + h * y + 1;
      const sx = Math.min(maxX, Math.max(0, (a * x + b * y + c) / w));
      const sy = Math.min(maxY, Math.max(0, (d * x + e * y + f) / w));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(maxX, x0 + 1);
      const y1 = Math.min(maxY, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const row0 = y0 * image.width;
      const row1 = y1 * image.width;
      const top = image.data[row0 + x0]! + (image.data[row0 + x1]! - image.data[row0 + x0]!) * fx;
      const bottom = image.data[row1 + x0]! + (image.data[row1 + x1]! - image.data[row1 + x0]!) * fx;
      out.data[y * width + x] = top + (bottom - top) * fy + 0.5;
    }
  return out;
}
