import { describe, expect, it } from 'vitest';
import { layoutConceptMap, MAX_CONCEPT_NODES } from './concept-map.ts';
import { type Box, boxesOverlap, insideCanvas, overlappingPairs, segmentIntersectsBox } from './geometry.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './svg.ts';
import { ANCIENT, CELL_MAP, WW2 } from './testing.ts';
import { formatYear, layoutTimeline } from './timeline.ts';

describe('concept map layout', () => {
  const check = (nodeCount: number, labelLength: number) => {
    const map = {
      center: 'photosynthesis in green plants',
      source: 'wordnet',
      nodes: Array.from({ length: nodeCount }, (_, i) => ({
        label: `idea ${i} ${'word '.repeat(labelLength)}`.trim(),
        relation: i % 3 === 0 ? 'is a kind of' : 'needs',
      })),
    };
    const layout = layoutConceptMap(map, 'Concept map: Photosynthesis');
    const boxes: Box[] = [layout.center.box, ...layout.nodes.map((n) => n.box)];
    const labels = layout.nodes.flatMap((n) => (n.edgeLabel ? [n.edgeLabel.box] : []));
    expect(overlappingPairs([...boxes, ...labels])).toEqual([]);
    for (const b of [...boxes, ...labels]) expect(insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT)).toBe(true);
    return layout;
  };

  it('places the cell map (14 ideas, capped at 12) with no overlapping boxes or labels', () => {
    const layout = layoutConceptMap(CELL_MAP, 'Concept map: Cell');
    expect(layout.nodes).toHaveLength(MAX_CONCEPT_NODES);
    expect(layout.omitted).toBe(2);
    const boxes = [layout.center.box, ...layout.nodes.map((n) => n.box)];
    const labels = layout.nodes.flatMap((n) => (n.edgeLabel ? [n.edgeLabel.box] : []));
    expect(labels).toHaveLength(12);
    expect(overlappingPairs([...boxes, ...labels])).toEqual([]);
    // no edge runs through another idea's box
    for (const node of layout.nodes) {
      const [ax, ay] = [
        layout.center.box.x + layout.center.box.width / 2,
        layout.center.box.y + layout.center.box.height / 2,
      ];
      const [bx, by] = [node.box.x + node.box.width / 2, node.box.y + node.box.height / 2];
      for (const other of layout.nodes) {
        if (other !== node) expect(segmentIntersectsBox(ax, ay, bx, by, other.box)).toBe(false);
      }
    }
  });

  it.each([
    [1, 1],
    [3, 2],
    [7, 4],
    [12, 1],
    [12, 6],
  ])('has no overlaps with %i ideas of %i extra words', (count, words) => {
    const layout = check(count, words);
    expect(layout.nodes.length).toBeGreaterThan(0);
  });

  it('drops duplicate ideas and the centre itself', () => {
    const layout = layoutConceptMap(
      {
        center: 'Cell',
        source: 'wordnet',
        nodes: [
          { label: 'cell', relation: 'self' },
          { label: 'nucleus', relation: 'part' },
          { label: 'Nucleus', relation: 'part' },
        ],
      },
      'Concept map: Cell',
    );
    expect(layout.nodes.map((n) => n.label)).toEqual(['nucleus']);
  });
});

describe('timeline layout', () => {
  const assertClean = (layout: ReturnType<typeof layoutTimeline>) => {
    const boxes = layout.events.map((e) => e.box);
    expect(overlappingPairs(boxes)).toEqual([]);
    for (const b of boxes) {
      expect(insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT)).toBe(true);
      // boxes keep clear of the axis line
      expect(b.y > layout.axisY || b.y + b.height < layout.axisY).toBe(true);
    }
    // leader lines do not run through other boxes
    for (const e of layout.events) {
      const [x1, y1, x2, y2] = e.leader;
      const start = y1 + (y2 > y1 ? 12 : -12);
      for (const other of layout.events) {
        if (other !== e) expect(segmentIntersectsBox(x1, start, x2, y2, other.box)).toBe(false);
      }
    }
  };

  it('places World War II with same-year events sharing a box, spaced by year', () => {
    const layout = layoutTimeline(WW2, 'Timeline: World War II');
    assertClean(layout);
    expect(layout.omitted).toBe(0);
    expect(layout.events.map((e) => e.year)).toEqual([1939, 1940, 1941, 1942, 1943, 1944, 1945]);
    expect(layout.events.find((e) => e.year === 1945)!.labels).toHaveLength(3);
    // proportional: equal gaps between consecutive years
    const xs = layout.events.map((e) => e.x);
    const gaps = xs.slice(1).map((x, i) => x - xs[i]!);
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0]!, 6);
    // labels alternate sides
    expect(layout.events[0]!.side).not.toBe(layout.events[1]!.side);
  });

  it('handles BCE years (negative) on a proportional axis', () => {
    const layout = layoutTimeline(ANCIENT, 'Timeline: Ancient Mediterranean');
    assertClean(layout);
    expect(layout.minYear).toBe(-776);
    expect(layout.maxYear).toBe(117);
    const x = (year: number) => layout.events.find((e) => e.year === year)!.x;
    expect(x(-776)).toBeLessThan(x(-490));
    expect((x(-480) - x(-490)) / (x(117) - x(79))).toBeCloseTo(10 / 38, 6);
    expect(layout.events[0]!.yearText).toBe('776 BCE');
    expect(layout.events.at(-1)!.yearText).toBe('117 CE');
    expect(layout.ticks.some((t) => t.label.endsWith('BCE'))).toBe(true);
    expect(formatYear(-44, true)).toBe('44 BCE');
    expect(formatYear(1789, false)).toBe('1789');
  });

  it('stays clean with many crowded events, leaving some out if it must', () => {
    const events = Array.from({ length: 30 }, (_, i) => ({
      year: 1900 + Math.floor(i * 1.7),
      label: `A fairly long description of event number ${i}`,
    }));
    const layout = layoutTimeline({ title: 'Crowded', source: 'test', events }, 'Timeline: Crowded');
    assertClean(layout);
    expect(layout.events.length).toBeGreaterThan(4);
  });

  it('copes with a single event', () => {
    const layout = layoutTimeline(
      { title: 'One', source: 'test', events: [{ year: 1066, label: 'Battle of Hastings' }] },
      'T',
    );
    assertClean(layout);
    expect(layout.events).toHaveLength(1);
  });
});

describe('geometry', () => {
  it('detects overlaps and segment crossings', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(boxesOverlap(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(boxesOverlap(a, { x: 11, y: 0, width: 10, height: 10 })).toBe(false);
    expect(segmentIntersectsBox(-5, 5, 15, 5, a)).toBe(true);
    expect(segmentIntersectsBox(-5, 15, 15, 15, a)).toBe(false);
  });
});
