import { describe, expect, it } from 'vitest';
import { components } from './components.ts';
import { findFractions, separateTouchingBars } from './fractions.ts';
import { createGray, type Gray } from './gray.ts';

/** Filled boxes [x0, y0, x1, y1] on a 300 × 200 page. */
function page(boxes: [number, number, number, number][]): Gray {
  const g = createGray(300, 200);
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * 300 + x] = 1;
  return g;
}

function separated(boxes: [number, number, number, number][]) {
  const g = page(boxes);
  const { list, labels } = components(g);
  return { marks: separateTouchingBars(labels, g.width, list, 40, new Set()), labels };
}

describe('a fraction bar a glyph touches', () => {
  // Writing 40 tall. The bar from x 100 to 180 at y 98–103; a glyph hangs from it, touching.
  const bar: [number, number, number, number] = [100, 98, 180, 103];
  const hanging: [number, number, number, number] = [105, 103, 130, 143];

  it('is cut off the glyph when writing stands over it, and then makes a fraction', () => {
    const { marks, labels } = separated([[120, 50, 150, 90], bar, hanging]);
    expect(marks).toHaveLength(3);
    const cut = marks.find((m) => m.x1 - m.x0 === 80)!;
    expect([cut.y0, cut.y1]).toEqual([98, 103]);
    const glyph = marks.find((m) => m.y0 === 103)!;
    expect([glyph.x0, glyph.x1, glyph.y1]).toEqual([105, 130, 143]);
    // The glyph's pixels carry its own label now.
    expect(labels[120 * 300 + 110]).toBe(glyph.label);
    expect(labels[100 * 300 + 110]).toBe(cut.label);
    const [fraction] = findFractions(marks, 40);
    expect(fraction?.bar).toBe(cut);
    expect(fraction?.denominator).toEqual([glyph]);
  });

  it('is left whole with nothing over it: a 7, a π or a radical', () => {
    expect(separated([bar, hanging]).marks).toHaveLength(1);
  });

  it('parts every glyph that hung from it: "dx" under the bar of d/dx', () => {
    const { marks } = separated([[120, 50, 150, 90], bar, hanging, [140, 103, 170, 130]]);
    expect(marks.map((m) => [m.x0, m.y0, m.x1, m.y1]).sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!)).toEqual(
      [
        [120, 50, 150, 90],
        [100, 98, 180, 103],
        [105, 103, 130, 143],
        [140, 103, 170, 130],
      ],
    );
  });

  it("leaves a glyph's own top stroke on it, as wide as the glyph: a denominator's 7 or Z", () => {
    // A Z whose top stroke reaches a little past its body, under a numerator.
    const z = separated([
      [115, 30, 145, 65],
      [110, 75, 150, 80],
      [116, 80, 144, 115],
    ]);
    expect(z.marks).toHaveLength(2);
  });

  it('is not looked for along a foot: an L over what a lim tends to', () => {
    // An L (stem and foot) with an x under it.
    const l = separated([
      [100, 40, 108, 80],
      [100, 80, 145, 85],
      [105, 100, 135, 125],
    ]);
    expect(l.marks).toHaveLength(2);
  });
});
