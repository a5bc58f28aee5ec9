import { describe, expect, it } from 'vitest';
import { components } from './components.ts';
import { createGray, type Gray } from './gray.ts';
import { absoluteBars, isTall, tallKind } from './tall-marks.ts';

/** A stroke 6 pixels thick through the given x for each row y of a `width` × 200 image. */
function stroke(xAt: (y: number) => number, width = 60): Gray {
  const g = createGray(width, 200);
  for (let y = 10; y < 190; y++) {
    const x = Math.round(xAt(y));
    for (let dx = -3; dx < 3; dx++) g.data[y * width + x + dx] = 1;
  }
  return g;
}

function kind(g: Gray) {
  const { list, labels } = components(g);
  expect(list).toHaveLength(1);
  expect(isTall(list[0]!, 60)).toBe(true);
  return tallKind(g, labels, list[0]!);
}

describe('tall marks', () => {
  it('tells a leaning integral sign from brackets', () => {
    expect(kind(stroke((y) => 30 - (20 * (y - 10)) / 180))).toBe('integral');
    expect(kind(stroke((y) => 10 + ((y - 100) / 90) ** 2 * 18))).toBe('open');
    expect(kind(stroke((y) => 30 - ((y - 100) / 90) ** 2 * 18))).toBe('close');
  });

  it("takes a tall mark that closes a loop for no integral sign: a hand's 8 leans as one does", () => {
    const leaning = (y: number) => 30 - (20 * (y - 10)) / 180;
    const eight = stroke(leaning);
    // A ring on its upper half: ink all round a blank middle.
    for (let y = 40; y < 80; y++)
      for (let x = 0; x < 60; x++) {
        const r = Math.hypot(x - leaning(60), y - 60);
        if (r >= 12 && r < 17) eight.data[y * 60 + x] = 1;
      }
    expect(kind(eight)).toBeNull();
  });

  it('knows brackets in a tilted photo, whose ends are no longer level', () => {
    // A shallow bow on a slant: the lower end lies level with the middle, but the bow is there.
    const tilt = (y: number) => (y - 100) * 0.08;
    expect(kind(stroke((y) => 20 + tilt(y) + ((y - 100) / 90) ** 2 * 8))).toBe('open');
    expect(kind(stroke((y) => 35 + tilt(y) - ((y - 100) / 90) ** 2 * 8))).toBe('close');
  });

  it('knows a brace written slanting, which leans like an integral, by the point in its middle', () => {
    const slanted = (y: number) => 90 - (y - 10) * 0.4 - Math.max(0, 14 - Math.abs(y - 100) * 0.5);
    expect(kind(stroke(slanted, 110))).toBe('open');
  });

  it('knows a printed integral sign grown tall: a straight stem hooked only at its very ends', () => {
    // Upright for most of its height; the top curls right and the bottom left over a few rows.
    const hooked = (y: number) => (y < 22 ? 30 + (22 - y) * 1.5 : y > 178 ? 30 - (y - 178) * 1.5 : 30);
    expect(kind(stroke(hooked))).toBe('integral');
  });

  it('knows a printed integral sign leaning back in a tilted photo, by which way its hooks turn', () => {
    const stem = (y: number) => 34 + (y - 10) * 0.1;
    const hooks = (top: number, bottom: number) => (y: number) =>
      y < 22 ? stem(y) + top * (22 - y) * 1.8 : y > 178 ? stem(y) + bottom * (y - 178) * 1.8 : stem(y);
    expect(kind(stroke(hooks(1, -1), 80))).toBe('integral');
    // Both ends turned right, or left: a bracket's ends, never an integral's.
    expect(kind(stroke(hooks(1, 1), 80))).not.toBe('integral');
    expect(kind(stroke(hooks(-1, -1), 80))).not.toBe('integral');
  });

  it('pairs absolute-value bars: straight strokes reaching below the line, not ones on it or brackets', () => {
    // Writing 60 tall on a baseline at y = 90 on a 400 × 130 page: filled boxes [x0, y0, x1, y1], and
    // strokes 8 wide through x(y) from y0 to y1.
    type Stroke = [(y: number) => number, number, number];
    const barsIn = (boxes: [number, number, number, number][], strokes: Stroke[] = []) => {
      const g = createGray(400, 130);
      for (const [x0, y0, x1, y1] of boxes)
        for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * 400 + x] = 1;
      for (const [at, y0, y1] of strokes)
        for (let y = y0; y < y1; y++)
          for (let dx = 0; dx < 8; dx++) g.data[y * 400 + Math.round(at(y)) + dx] = 1;
      const { list, labels } = components(g);
      const marks = list.sort((a, b) => a.x0 - b.x0);
      return { marks, pairs: absoluteBars(g, labels, marks, 60) };
    };
    // "|2x + 1|": the bars run from the writing's top to well under the line; its 1, as tall, stands on it.
    const written = barsIn([
      [20, 28, 30, 112],
      [40, 30, 80, 90],
      [90, 50, 130, 90],
      [150, 20, 160, 90],
      [240, 28, 250, 112],
    ]);
    expect(written.pairs).toEqual([[written.marks[0], written.marks[4]]]);
    // "1x1": two tall ones on the line.
    expect(
      barsIn([
        [20, 20, 30, 90],
        [40, 50, 80, 90],
        [100, 20, 110, 90],
      ]).pairs,
    ).toEqual([]);
    // A lone stroke reaching under the line has no partner.
    expect(
      barsIn([
        [20, 28, 30, 112],
        [40, 50, 80, 90],
        [100, 20, 110, 90],
      ]).pairs,
    ).toEqual([]);
    // "(x)": brackets reach as far, but bow.
    const bow = (y: number) => ((y - 70) / 42) ** 2 * 14;
    const brackets: Stroke[] = [
      [(y) => 20 + bow(y), 28, 112],
      [(y) => 120 - bow(y), 28, 112],
    ];
    expect(barsIn([[50, 50, 90, 90]], brackets).pairs).toEqual([]);
    // "1x = 1": strokes around a relation sign are no absolute value.
    expect(
      barsIn([
        [20, 28, 30, 112],
        [40, 50, 80, 90],
        [95, 55, 135, 62],
        [95, 75, 135, 82],
        [150, 28, 160, 112],
      ]).pairs,
    ).toEqual([]);
    // "|x + 2|" in a face whose bars end on the line: plain strokes, no taller than the digits, with
    // an expression between.
    const plus: [number, number, number, number][] = [
      [95, 57, 125, 63],
      [107, 45, 113, 75],
    ];
    const onLine = barsIn([
      [20, 30, 28, 90],
      [40, 50, 80, 90],
      ...plus,
      [140, 30, 180, 90],
      [200, 30, 208, 90],
    ]);
    expect(onLine.pairs).toEqual([[onLine.marks[0], onLine.marks.at(-1)]]);
    // A hand's plain 1s on the line around what ends on a sign: "1x + 2 - 1".
    expect(
      barsIn([
        [20, 30, 28, 90],
        [40, 50, 80, 90],
        ...plus,
        [140, 30, 180, 90],
        [190, 57, 215, 63],
        [225, 30, 233, 90],
      ]).pairs,
    ).toEqual([]);
  });
});
