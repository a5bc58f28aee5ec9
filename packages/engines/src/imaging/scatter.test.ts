// Scatter plots: axis names and (x, y) pairs as students write them, axes that frame the data, legible labels.
import { describe, expect, it } from 'vitest';
import type { Label } from './label.ts';
import {
  describeScatter,
  drawScatter,
  layoutScatter,
  parseScatter,
  SCATTER_DOT_RADIUS,
  scatterTitle,
} from './scatter.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, svgDocument } from './svg.ts';
import { assertLegible, assertWellFormedXml, refusalOf } from './testing.ts';

const texts = (labels: Label[]) => labels.map((l) => l.lines.join(' '));

describe('scatter plots', () => {
  const subject = 'of hours studied vs score: (1,50), (2,60), (3,65), (4,80)';

  it('reads the axis names and the (x, y) pairs', () => {
    expect(parseScatter(subject)).toEqual({
      xTitle: 'hours studied',
      yTitle: 'score',
      points: [
        { x: 1, y: 50 },
        { x: 2, y: 60 },
        { x: 3, y: 65 },
        { x: 4, y: 80 },
      ],
    });
    expect(
      parseScatter('scatter plot of height versus weight: (150, 45.5) (160, 52) (172, 61)'),
    ).toMatchObject({
      xTitle: 'height',
      yTitle: 'weight',
      points: [{ x: 150, y: 45.5 }, { x: 160 }, { x: 172 }],
    });
    expect(parseScatter('(-2, 3), (0, 1), (2, -1)')).toMatchObject({ xTitle: 'x', yTitle: 'y' });
    expect(parseScatter('a hours studied vs score scatter graph: (1, 50), (2, 60)')).toMatchObject({
      xTitle: 'hours studied',
      yTitle: 'score',
    });
    expect(scatterTitle(parseScatter(subject))).toBe('Scatter plot: Hours studied vs score');
  });

  it('draws dots on independent axes that frame the data', () => {
    const data = parseScatter(subject);
    const title = scatterTitle(data);
    const layout = layoutScatter(data, title);
    const svg = svgDocument({
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      title,
      desc: describeScatter(data),
      body: drawScatter(layout),
    });
    assertWellFormedXml(svg);
    assertLegible(layout.labels, svg);
    expect(svg.match(/<circle class="dot"/g)).toHaveLength(4);
    // Scores 50–80 are far from 0: the y axis starts near them, and its scale is not the x axis's.
    expect(layout.yMin).toBeGreaterThan(30);
    expect(layout.yMin).toBeLessThanOrEqual(50);
    expect(layout.yMax).toBeGreaterThanOrEqual(80);
    expect(layout.yMax).toBeLessThan(100);
    expect(layout.xMin).toBeLessThan(1);
    expect(layout.xMax).toBeGreaterThan(4);
    expect(layout.xMax - layout.xMin).toBeLessThan(10);
    // Dots sit at their values on both axes, inside the plot area.
    const a = layout.area;
    for (const d of layout.dots) {
      expect(d.cx).toBeCloseTo(a.x + ((d.x - layout.xMin) / (layout.xMax - layout.xMin)) * a.width, 6);
      expect(d.cy).toBeCloseTo(
        a.y + a.height - ((d.y - layout.yMin) / (layout.yMax - layout.yMin)) * a.height,
        6,
      );
      expect(d.cx - SCATTER_DOT_RADIUS).toBeGreaterThanOrEqual(a.x);
      expect(d.cx + SCATTER_DOT_RADIUS).toBeLessThanOrEqual(a.x + a.width);
      expect(d.cy - SCATTER_DOT_RADIUS).toBeGreaterThanOrEqual(a.y);
      expect(d.cy + SCATTER_DOT_RADIUS).toBeLessThanOrEqual(a.y + a.height);
    }
    // Axis names from "hours studied vs score"; tick labels along both axes.
    const shown = texts(layout.labels);
    expect(shown).toEqual(expect.arrayContaining(['hours studied', 'score', '1', '4', '50', '80']));
    const xName = layout.labels.find((l) => l.lines.join(' ') === 'hours studied')!;
    expect(xName.box.y).toBeGreaterThan(a.y + a.height);
    const yName = layout.labels.find((l) => l.lines.join(' ') === 'score')!;
    expect(yName.box.y + yName.box.height).toBeLessThan(a.y);
    expect(describeScatter(data)).toMatch(/As hours studied increases, score tends to increase/);
  });

  it('keeps zero when the data is near it, and spreads big numbers without overlaps', () => {
    const near = layoutScatter(parseScatter('(1, 0.5), (3, 9), (5, 4)'), 'Scatter plot');
    expect(near.xMin).toBe(0);
    expect(near.yMin).toBe(0);
    const data = parseScatter(
      'year vs visitors: (2001, 15000), (2004, 18250), (2009, 23500), (2015, 21000), (2021, 30500)',
    );
    const layout = layoutScatter(data, scatterTitle(data));
    const svg = drawScatter(layout);
    assertLegible(layout.labels, svg);
    expect(layout.xMin).toBeGreaterThan(1900);
    expect(texts(layout.labels)).toEqual(expect.arrayContaining(['2010', '20,000']));
  });

  it('opens an axis whose values are all zero', () => {
    for (const subject of ['(0,1), (0,2), (0,3)', '(1,0), (2,0)', '(0,0), (0,0)']) {
      const layout = layoutScatter(parseScatter(subject), 'Scatter plot');
      const svg = drawScatter(layout);
      expect(svg, subject).not.toContain('NaN');
      expect(layout.xMax).toBeGreaterThan(layout.xMin);
      expect(layout.yMax).toBeGreaterThan(layout.yMin);
    }
  });

  it('asks for (x, y) pairs when it cannot read them', () => {
    expect(refusalOf('of hours studied vs score', parseScatter)).toMatch(
      /^I need at least two points to draw a scatter plot of "hours studied vs score": write each point as \(x, y\)/,
    );
    expect(refusalOf('(1, 2), (3, 4), 5 6', parseScatter)).toMatch(/write each point as \(x, y\)/);
  });
});
