import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  analyzePlot,
  describePlot,
  drawPlot,
  formatNumber,
  parsePlotRequest,
  prettyFormula,
} from './plot.ts';
import { CannotDrawError } from './refusal.ts';

const analyze = (subject: string) => analyzePlot(parsePlotRequest(subject));

function expectRoots(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [i, r] of expected.entries()) expect(actual[i]).toBeCloseTo(r, 9);
}

describe('parsePlotRequest', () => {
  it('reads equations, bare formulas and f(x) notation', () => {
    expect(parsePlotRequest('y = x^2 - 4').functions[0]!.label).toBe('y = x^2 - 4');
    expect(parsePlotRequest('f(x) = 2x + 1').functions[0]!.evaluate(3)).toBe(7);
    expect(parsePlotRequest('x^2 - 3x + 2').functions[0]!.evaluate(1)).toBe(0);
    expect(parsePlotRequest('cos x').functions[0]!.evaluate(0)).toBe(1);
    expect(parsePlotRequest('y = |x - 1|').functions[0]!.evaluate(-2)).toBe(3);
    expect(parsePlotRequest('y = x(x - 1)').functions[0]!.evaluate(3)).toBe(6);
    expect(parsePlotRequest('y = ln(x)').functions[0]!.evaluate(Math.E)).toBeCloseTo(1, 12);
  });

  it('keeps a formula that ends in x when a range follows', () => {
    for (const prompt of ['x^3 - x from -2 to 2', 'x^3 - x, x from -2 to 2', 'x^3 - x for x from -2 to 2']) {
      const r = parsePlotRequest(prompt);
      expect([r.xMin, r.xMax], prompt).toEqual([-2, 2]);
      expect(
        r.functions.map((f) => f.label),
        prompt,
      ).toEqual(['y = x^3 - x']);
    }
  });

  it('defaults to -10..10 and reads ranges, including pi', () => {
    expect(parsePlotRequest('y = x')).toMatchObject({ xMin: -10, xMax: 10, piTicks: false });
    const r = parsePlotRequest('sin(x) from -2pi to 2pi');
    expect(r.xMin).toBeCloseTo(-2 * Math.PI, 12);
    expect(r.xMax).toBeCloseTo(2 * Math.PI, 12);
    expect(r.piTicks).toBe(true);
    expect(parsePlotRequest('y = x^2 for x between -3 and 5')).toMatchObject({ xMin: -3, xMax: 5 });
    expect(parsePlotRequest('y = x^2 on [0, 4]')).toMatchObject({ xMin: 0, xMax: 4 });
    expect(parsePlotRequest('y = x^2, -1 < x < 2')).toMatchObject({ xMin: -1, xMax: 2 });
  });

  it('reads several functions', () => {
    const r = parsePlotRequest('y = x and y = x^2');
    expect(r.functions.map((f) => f.label)).toEqual(['y = x', 'y = x^2']);
  });

  it('rejects variables other than x, unknown functions and non-functions', () => {
    expect(() => parsePlotRequest('y = z + 1')).toThrow(CannotDrawError);
    expect(() => parsePlotRequest('y = z + 1')).toThrow(/single variable x.*"z"/);
    expect(() => parsePlotRequest('y = evaluate(x)')).toThrow(/don't know the function "evaluate"/);
    expect(() => parsePlotRequest('x = 3')).toThrow(/vertical line/);
    expect(() => parsePlotRequest('x^2 + y^2 = 1')).toThrow(CannotDrawError);
    expect(() => parsePlotRequest('y = x from 2 to 2')).toThrow(CannotDrawError);
  });
});

describe('analyzePlot', () => {
  it('finds the roots of x^2 - 4 and the y-intercept', () => {
    const a = analyze('y = x^2 - 4');
    expectRoots(a.curves[0]!.roots, [-2, 2]);
    expect(a.curves[0]!.yIntercept).toBe(-4);
    expect(a.yMin).toBeLessThanOrEqual(-4);
    expect(a.yMax).toBeGreaterThanOrEqual(96);
    expect(a.curves[0]!.pointCount).toBeGreaterThanOrEqual(400);
  });

  it('finds the roots of x^3 - x', () => {
    expectRoots(analyze('x^3 - x').curves[0]!.roots, [-1, 0, 1]);
  });

  it('finds irrational roots and roots where the curve only touches the axis', () => {
    expectRoots(analyze('y = x^2 - 2').curves[0]!.roots, [-Math.SQRT2, Math.SQRT2]);
    expectRoots(analyze('y = (x - 1.3)^2').curves[0]!.roots, [1.3]);
    expectRoots(
      analyze('sin(x) from -2pi to 2pi').curves[0]!.roots,
      [-2, -1, 0, 1, 2].map((k) => k * Math.PI),
    );
  });

  it('does not report a root at the asymptote of 1/x and breaks the curve there', () => {
    const c = analyze('y = 1/x').curves[0]!;
    expect(c.roots).toEqual([]);
    expect(c.yIntercept).toBeNull();
    expect(c.breaks).toEqual([0]);
    expect(c.segments.length).toBe(2);
    for (const seg of c.segments) {
      const signs = new Set(seg.map(([x]) => Math.sign(x)));
      expect(signs.size).toBe(1);
    }
  });

  it('breaks tan(x) at every asymptote and keeps the y window useful', () => {
    const a = analyze('y = tan(x)');
    const c = a.curves[0]!;
    expect(c.breaks).toHaveLength(6);
    for (const b of c.breaks) expect(Math.abs(Math.cos(b))).toBeLessThan(1e-6);
    expect(a.clipped).toBe(true);
    expect(a.yMax).toBeLessThan(100);
    expectRoots(
      c.roots,
      [-3, -2, -1, 0, 1, 2, 3].map((k) => k * Math.PI),
    );
  });

  it('treats steps as jumps, not crossings', () => {
    const c = analyze('y = floor(x) from -3 to 3').curves[0]!;
    expect(c.breaks).toEqual([-2, -1, 0, 1, 2]);
    expect(c.roots.length).toBeLessThanOrEqual(1);
  });

  it('leaves gaps where the function is undefined', () => {
    const c = analyze('y = sqrt(x) from -4 to 16').curves[0]!;
    expect(c.segments.every((seg) => seg.every(([x]) => x >= 0))).toBe(true);
    expect(() => analyze('y = sqrt(x) from -4 to -1')).toThrow(/no real values/);
  });

  it('never draws a path segment across the 1/x asymptote', () => {
    const a = analyze('y = 1/x');
    const svg = drawPlot(a, 'y = 1/x');
    const d = svg.match(/class="curve"[^>]* d="([^"]*)"/)![1]!;
    // x = 0 is at pixel 120 + (1150 - 120) / 2 = 635
    const subpaths = d.split('M').filter(Boolean);
    expect(subpaths.length).toBeGreaterThanOrEqual(2);
    for (const sub of subpaths) {
      const xs = [...sub.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
      expect(xs.every((x) => x < 635) || xs.every((x) => x > 635)).toBe(true);
    }
  });
});

describe('plot text', () => {
  it('describes what is shown', () => {
    expect(describePlot(analyze('y = x^2 - 4'))).toBe(
      'Graph of y = x^2 - 4 for x from -10 to 10; crosses the x-axis at x = -2 and x = 2; crosses the y-axis at y = -4.',
    );
    expect(describePlot(analyze('y = 1/x'))).toMatch(
      /does not cross the x-axis.*undefined or jumps at x = 0/,
    );
  });

  it('formats numbers and formulas for students', () => {
    expect(formatNumber(2.0000000001)).toBe('2');
    expect(formatNumber(Math.SQRT2)).toBe('≈ 1.414');
    expect(formatNumber(-Math.PI / 2, true)).toBe('-π/2');
    expect(prettyFormula('y = x^2 - 4')).toBe('y = x² − 4');
  });
});

describe('drawPlot output', () => {
  // Pinned so that a refactor of the drawing code is proven byte-for-byte identical; a deliberate change
  // to the picture updates these hashes.
  const pinned: [string, string][] = [
    ['y = x^2 - 4', '6169f6c547dfa71201a69f9b78e925a6b469ad90f790fda746a7d46a286fe5ea'],
    ['sin(x) from -2pi to 2pi', '367950dbb5d4a17dc699cc1ef87dd991e4fc2c70a26ba8d94d2b04639fc7e7bd'],
    ['y = 1/x', '47f6054185bd9ad1a5322c105535a662cc1a3e0a4b7f4701d03e2cbba2b95f41'],
    ['y = tan(x)', '40a3c28d0d8035f36bb2872364a983ee8b2f85e3dae22e5c5957827b83fedc38'],
    ['y = x and y = x^2 and y = 2 - x', 'e976097ac047adb3a097d1a30064b455b16af3c5884ad1b42890cad507cd1279'],
    ['y = sqrt(x) from -4 to 16', 'c93c93ac91359563c2b60598b9854ee4d2954d03d8caed6295670cf9305ec856'],
    ['x^3 - x', 'aee3984dd319331c37e0471baf35d8446e4a15de8d49b2f7d249b23eb95f6e84'],
  ];
  it.each(pinned)('draws %s exactly as before', (subject, sha256) => {
    const svg = drawPlot(analyze(subject), subject);
    expect(createHash('sha256').update(svg).digest('hex')).toBe(sha256);
  });
});
