import { describe, expect, it } from 'vitest';
import { components } from './components.ts';
import { createGray, type Gray } from './gray.ts';
import { findRadicals, separateRadicands } from './radicals.ts';

/** A radical sign on a 300 × 160 page: a tick rising to a bar from x 60 to 220 at y 20–26. */
function sign(): Gray {
  const g = createGray(300, 160);
  const dot = (x: number, y: number) => {
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) g.data[(y + dy) * 300 + x + dx] = 1;
  };
  // Down from (20, 80) to (40, 120), then up to the bar's start at (60, 22).
  for (let k = 0; k <= 40; k++) dot(20 + Math.round(k / 2), 80 + k);
  for (let k = 0; k <= 98; k++) dot(40 + Math.round((20 * k) / 98), 120 - k);
  for (let y = 20; y < 26; y++) for (let x = 60; x < 220; x++) g.data[y * 300 + x] = 1;
  return g;
}

const fill = (g: Gray, [x0, y0, x1, y1]: [number, number, number, number]) => {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * 300 + x] = 1;
  return g;
};

describe('a radicand glyph touching its sign', () => {
  it('is cut off the sign and read in the radicand with the rest', () => {
    // "√16": the 1 stands apart, the 6 touches the bar.
    const g = fill(fill(sign(), [90, 40, 100, 110]), [130, 26, 170, 110]);
    const { list, labels } = components(g);
    expect(list).toHaveLength(2);
    const marks = separateRadicands(g, labels, list, 70);
    expect(marks).toHaveLength(3);
    const [radical] = findRadicals(g, labels, marks, 70);
    expect(radical?.radicand.map((m) => m.x0).sort((a, b) => a - b)).toEqual([90, 130]);
    // The sign keeps its tick and bar.
    expect([radical!.sign.x0, radical!.sign.x1, radical!.sign.y1]).toEqual([18, 220, 123]);
  });

  it('leaves a sign with nothing touching it as it is', () => {
    const g = fill(sign(), [130, 40, 170, 110]);
    const { list, labels } = components(g);
    expect(separateRadicands(g, labels, list, 70)).toEqual(list);
  });
});
