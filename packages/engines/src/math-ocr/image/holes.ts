// The holes a mark's strokes close: none in a 3 or an integral sign, one in a 0, two in an 8.
import type { Gray } from './gray.ts';

export interface EnclosedArea {
  area: number;
  /** Sums of the area's x and y, for its middle. */
  sx: number;
  sy: number;
}

/**
 * The blank areas a mask's ink closes all round (4-connected blank pixels that no path reaches from
 * the box's edge), largest first, ignoring pinholes a thick stroke leaves.
 */
export function enclosedAreas(mask: Gray): EnclosedArea[] {
  const { width, height, data } = mask;
  const region = new Int32Array(width * height).fill(-1);
  const areas: EnclosedArea[] = [];
  const stack: number[] = [];
  const fill = (start: number, id: number) => {
    let area = 0;
    let sx = 0;
    let sy = 0;
    region[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      area++;
      sx += x;
      sy += y;
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (data[j] || region[j]! >= 0) continue;
        region[j] = id;
        stack.push(j);
      }
    }
    return { area, sx, sy };
  };
  // Blank reached from the edge is outside, not a hole.
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (edge && !data[i] && region[i]! < 0) fill(i, 0);
  }
  const smallest = Math.max(3, 0.004 * width * height);
  for (let i = 0; i < width * height; i++) {
    if (data[i] || region[i]! >= 0) continue;
    const hole = fill(i, areas.length + 1);
    if (hole.area >= smallest) areas.push(hole);
  }
  return areas.sort((a, b) => b.area - a.area);
}
