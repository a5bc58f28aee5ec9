import { describe, expect, it } from 'vitest';
import { createGray, type Gray } from './gray.ts';
import { homography, type Point, quadCorners, unwarp } from './perspective.ts';

/** Cells inside the convex quadrilateral `q` (clockwise on screen) set. */
function fillQuad(width: number, height: number, q: Point[]): Gray {
  const grid = createGray(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = { x: x + 0.5, y: y + 0.5 };
      const inside = q.every((a, i) => {
        const b = q[(i + 1) % 4]!;
        return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0;
      });
      grid.data[y * width + x] = inside ? 1 : 0;
    }
  return grid;
}

describe('perspective', () => {
  it('maps four points onto four others', () => {
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
      { x: 0, y: 50 },
    ];
    const to = [
      { x: 10, y: 5 },
      { x: 120, y: 12 },
      { x: 110, y: 70 },
      { x: 4, y: 60 },
    ];
    const [a, b, c, d, e, f, g, h] = homography(from, to) as number[];
    for (const [i, p] of from.entries()) {
      const w = g! * p.x + h! * p.y + 1;
      expect((a! * p.x + b! * p.y + c!) / w).toBeCloseTo(to[i]!.x, 6);
      expect((d! * p.x + e! * p.y + f!) / w).toBeCloseTo(to[i]!.y, 6);
    }
  });

  it('finds the corners of a tilted, keystoned page inside the photo', () => {
    const quad = [
      { x: 12, y: 8 },
      { x: 150, y: 16 },
      { x: 144, y: 104 },
      { x: 6, y: 96 },
    ];
    const corners = quadCorners(fillQuad(160, 120, quad));
    expect(corners).not.toBeNull();
    for (const [i, p] of corners!.entries()) {
      expect(Math.abs(p.x - quad[i]!.x)).toBeLessThan(2);
      expect(Math.abs(p.y - quad[i]!.y)).toBeLessThan(2);
    }
  });

  it('gives no corners for a page running off the photo or one that is no quadrilateral', () => {
    const offEdge = fillQuad(100, 80, [
      { x: -5, y: 10 },
      { x: 90, y: 10 },
      { x: 90, y: 70 },
      { x: -5, y: 70 },
    ]);
    expect(quadCorners(offEdge)).toBeNull();
    // An L: a page with a hand (or another sheet) covering a corner.
    const ell = fillQuad(100, 80, [
      { x: 10, y: 10 },
      { x: 90, y: 10 },
      { x: 90, y: 70 },
      { x: 10, y: 70 },
    ]);
    for (let y = 10; y < 40; y++) for (let x = 50; x < 90; x++) ell.data[y * 100 + x] = 0;
    expect(quadCorners(ell)).toBeNull();
  });

  it('resamples the quadrilateral into an upright rectangle: a slanted stripe comes out level', () => {
    // A page whose top edge rises 20 px over its width, with a dark stripe along it 30 px down.
    const corners = [
      { x: 20, y: 40 },
      { x: 220, y: 20 },
      { x: 220, y: 120 },
      { x: 20, y: 140 },
    ];
    const image = createGray(240, 160, 255);
    for (let x = 20; x < 220; x++) {
      const top = 40 - (20 * (x - 20)) / 200;
      for (let y = Math.round(top + 28); y <= Math.round(top + 32); y++) image.data[y * 240 + x] = 0;
    }
    const flat = unwarp(image, corners);
    // The page's sides: about 200 across (the slanted top is 201 long) and 100 down.
    expect(Math.abs(flat.width - 200)).toBeLessThanOrEqual(1);
    expect(flat.height).toBe(100);
    const darkRows = (x: number) =>
      [...Array(flat.height).keys()].filter((y) => flat.data[y * flat.width + x]! < 128);
    const left = darkRows(10);
    const right = darkRows(190);
    expect(left.length).toBeGreaterThan(2);
    expect(Math.abs(left[0]! - right[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(left[0]! - 28)).toBeLessThanOrEqual(2);
  });
});
