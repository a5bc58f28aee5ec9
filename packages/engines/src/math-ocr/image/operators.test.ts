import { describe, expect, it } from 'vitest';
import { components } from './components.ts';
import { createGray, type Gray } from './gray.ts';
import { findOperators } from './operators.ts';

/** Filled boxes [x0, y0, x1, y1] on a 300 × 120 page. */
function page(boxes: [number, number, number, number][]): Gray {
  const g = createGray(300, 120);
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * 300 + x] = 1;
  return g;
}

/** A stroke 5 pixels thick through `points` ([x, y] pairs), drawn onto `g`. */
function stroke(g: Gray, points: [number, number][]): Gray {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const steps = Math.max(Math.abs(bx - ax), Math.abs(by - ay));
    for (let k = 0; k <= steps; k++) {
      const x = Math.round(ax + ((bx - ax) * k) / steps);
      const y = Math.round(ay + ((by - ay) * k) / steps);
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) g.data[(y + dy) * 300 + x + dx] = 1;
    }
  }
  return g;
}

const read = (g: Gray, glyphHeight = 60) => {
  const marks = components(g).list;
  return findOperators(g, marks, glyphHeight).map((o) => o.text);
};

describe('findOperators', () => {
  it('pairs a hand-drawn equals sign whose lower stroke is short and thick', () => {
    // Upper stroke 36 × 10; lower 40 × 18, too thick for a printed bar.
    expect(
      read(
        page([
          [100, 40, 136, 50],
          [98, 62, 138, 80],
        ]),
      ),
    ).toEqual(['=']);
  });

  it('pairs the two strokes of an equals sign whose boxes meet', () => {
    // Two slanting strokes written close: the upper one's box reaches down to where the lower one's
    // begins, though their ink never touches.
    const upper = stroke(page([]), [
      [100, 40],
      [150, 44],
    ]);
    const both = stroke(upper, [
      [100, 48],
      [150, 52],
    ]);
    expect(read(both)).toEqual(['=']);
  });

  it('pairs an equals sign whose lower stroke slants steeply', () => {
    // The lower stroke's box is under twice as wide as tall; the stroke fills under half of it.
    const upper = stroke(page([]), [
      [100, 40],
      [136, 43],
    ]);
    const both = stroke(upper, [
      [100, 72],
      [136, 54],
    ]);
    expect(read(both)).toEqual(['=']);
    // A thick blob of the same box is no stroke.
    expect(
      read(
        page([
          [100, 40, 136, 45],
          [100, 54, 136, 76],
        ]),
      ),
    ).not.toContain('=');
  });

  it('reads a division sign: a dot straight over and under a bar', () => {
    expect(
      read(
        page([
          [100, 55, 140, 61],
          [116, 38, 124, 46],
          [116, 70, 124, 78],
        ]),
      ),
    ).toEqual(['/']);
  });

  it('reads a lone bar as a minus', () => {
    expect(read(page([[100, 55, 140, 61]]))).toEqual(['-']);
  });

  it('reads a small cross halfway up the row as times, and one standing on the baseline as no sign', () => {
    // Two digits 60 tall on a baseline at y = 90, and a hand's cross between them, one stroke short.
    const digits: [number, number, number, number][] = [
      [40, 30, 70, 90],
      [220, 30, 250, 90],
    ];
    const cross = (top: number) =>
      stroke(
        stroke(page(digits), [
          [132, top + 3],
          [150, top + 18],
        ]),
        [
          [150, top],
          [129, top + 18],
        ],
      );
    expect(read(cross(50))).toEqual(['*']);
    // One whose first stroke starts well short of its corner.
    const short = stroke(
      stroke(page(digits), [
        [136, 56],
        [150, 68],
      ]),
      [
        [150, 50],
        [129, 68],
      ],
    );
    expect(read(short)).toEqual(['*']);
    // The letter x of "2x" stands on the line.
    expect(read(cross(70))).toEqual([]);
    // A hand's letter x, half as tall as its digits, may float a little over the line.
    const letter = stroke(
      stroke(page(digits), [
        [130, 46],
        [158, 76],
      ]),
      [
        [158, 46],
        [130, 76],
      ],
    );
    expect(read(letter)).toEqual([]);
  });

  it('reads a chevron over a bar as ≥, and a closing bracket over a bar as no sign', () => {
    const bar: [number, number, number, number] = [100, 92, 150, 99];
    expect(
      read(
        stroke(page([bar]), [
          [102, 20],
          [146, 50],
          [102, 80],
        ]),
      ),
    ).toEqual(['>=']);
    // A bracket bows the same way, but is much narrower than it is tall (a notebook rule under a ")").
    expect(
      read(
        stroke(page([[104, 92, 128, 99]]), [
          [110, 20],
          [122, 50],
          [110, 80],
        ]),
      ),
    ).not.toContain('>=');
  });
});
