import { describe, expect, it } from 'vitest';
import { arrowHead, arrowHitsBox, arrowSamples, type Point } from './arrow.ts';
import { type Box, boxContains, insideCanvas, overlappingPairs, segmentIntersectsBox } from './geometry.ts';
import { CannotDrawError } from './refusal.ts';
import {
  describeSequence,
  drawSequence,
  layoutSequence,
  type SequenceData,
  type SequenceLayout,
} from './sequence.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml, svgDocument, svgTitle } from './svg.ts';
import { assertWellFormedXml } from './testing.ts';

const stages = (...labels: string[]) => labels.map((label) => ({ label }));

const WATER: SequenceData = {
  title: 'water cycle',
  cycle: true,
  source: 'pack:geography-water',
  stages: [
    { label: 'Evaporation', detail: 'The sun heats water in seas and lakes and it rises as vapour.' },
    { label: 'Condensation', detail: 'Vapour cools high up and forms clouds.' },
    { label: 'Precipitation', detail: 'Water falls as rain, snow or hail.' },
    { label: 'Collection', detail: 'Water gathers in rivers, lakes and oceans.' },
  ],
};

const CELL_CYCLE: SequenceData = {
  title: 'cell cycle',
  cycle: true,
  source: 'pack:biology-cell-division',
  stages: stages('G1', 'S', 'G2', 'Mitosis', 'Cytokinesis'),
};

const CARBON: SequenceData = {
  title: 'carbon cycle',
  cycle: true,
  source: 'pack:biology-carbon',
  stages: stages(
    'CO₂ in the atmosphere',
    'Photosynthesis makes C₆H₁₂O₆',
    'Carbon in plants & animals',
    'Decomposition <and> fossil fuels',
    'Respiration and combustion release CO₂',
  ),
};

const PLANETS: SequenceData = {
  title: 'planets by distance from the Sun',
  cycle: false,
  source: 'pack:physics-solar-system',
  stages: stages('Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'),
};

const TAXONOMY: SequenceData = {
  title: 'taxonomy ranks',
  cycle: false,
  source: 'pack:biology-classification',
  stages: stages('Domain', 'Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species'),
};

const MITOSIS: SequenceData = {
  title: 'phases of mitosis',
  cycle: false,
  source: 'pack:biology-cell-division',
  stages: [
    { label: 'Prophase', detail: 'Chromosomes condense and the nuclear envelope breaks down.' },
    { label: 'Metaphase', detail: 'Chromosomes line up along the middle of the cell.' },
    { label: 'Anaphase', detail: 'Sister chromatids are pulled to opposite poles.' },
    { label: 'Telophase', detail: 'Two new nuclei form around the separated chromosomes.' },
  ],
};

const LONG_WORDS = 'with several quite long words describing what happens here in detail';

/** Whole words of `text`, padded with part of one more word to exactly `max` characters. */
function upTo(text: string, max: number): string {
  let out = '';
  for (const word of text.split(' ')) {
    if (`${out} ${word}`.trim().length > max) break;
    out = `${out} ${word}`.trim();
  }
  return max - out.length >= 3 ? `${out} ${'everywhere'.repeat(9).slice(0, max - out.length - 1)}` : out;
}

/** `count` stages whose labels are up to 48 characters long (and details 90, when asked for). */
function synthetic(count: number, cycle: boolean, long: boolean, details: boolean): SequenceData {
  return {
    title: `synthetic ${cycle ? 'cycle' : 'chain'} of ${count}`,
    cycle,
    source: 'test',
    stages: Array.from({ length: count }, (_, i) => ({
      label: long ? upTo(`Stage ${i + 1} ${LONG_WORDS}`, 48) : `Stage ${i + 1}`,
      ...(details ? { detail: upTo(`Detail ${i + 1} ${LONG_WORDS} ${LONG_WORDS}`, 90) } : {}),
    })),
  };
}

function distanceToBox(p: Point, b: Box): number {
  const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.width));
  const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

const normal = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Draws the layout and checks every rule a sequence diagram must keep. */
function check(
  data: SequenceData,
  title = `Sequence: ${data.title}`,
): { layout: SequenceLayout; svg: string } {
  const layout = layoutSequence(data, title);
  const svg = svgDocument({
    width: 1200,
    height: 900,
    title,
    desc: describeSequence(data),
    body: drawSequence(layout),
  });
  assertWellFormedXml(svg);
  const top = svgTitle(title).bottom;
  const k = data.stages.length;
  expect(layout.stages).toHaveLength(k);
  const boxes = layout.stages.map((s) => s.box);

  // Every box and label on the canvas, below the title.
  for (const b of [...boxes, ...layout.labels.map((l) => l.box)]) {
    expect(insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT, 4)).toBe(true);
    expect(b.y).toBeGreaterThanOrEqual(top);
  }
  // Every label whole, in the SVG, inside its own box.
  for (const [i, s] of layout.stages.entries()) {
    expect(s.label.lines.join(' ')).toBe(normal(data.stages[i]!.label));
    expect(boxContains(s.box, s.label.box), s.text).toBe(true);
    if (s.detail) {
      expect(s.detail.lines.join(' ')).toBe(normal(data.stages[i]!.detail!));
      expect(boxContains(s.box, s.detail.box)).toBe(true);
    }
    if (layout.details && data.stages[i]!.detail) expect(s.detail).not.toBeNull();
    if (s.badge) expect(boxContains(s.box, s.badge.label.box)).toBe(true);
  }
  for (const l of layout.labels) {
    for (const line of l.lines) {
      expect(line.endsWith('…')).toBe(false);
      expect(svg).toContain(`>${escapeXml(line)}<`);
    }
  }
  // Nothing overlaps: boxes keep a gap, and no two labels share space.
  // A stack's bands sit close, like layers; other boxes keep room for the arrows between them.
  expect(overlappingPairs(boxes, layout.stacked ? 2 : 8)).toEqual([]);
  expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);

  // Arrows join each stage to the next, clear of every box, heads included.
  expect(layout.arrows).toHaveLength(data.cycle ? k : layout.stacked ? 0 : k - 1);
  for (const [i, arrow] of layout.arrows.entries()) {
    const from = boxes[i]!;
    const to = boxes[(i + 1) % k]!;
    const samples = arrowSamples(arrow);
    const tip = arrow.points[arrow.points.length - 1]!;
    expect(distanceToBox(samples[0]!, from)).toBeLessThan(30);
    expect(distanceToBox(tip, to)).toBeGreaterThanOrEqual(6);
    expect(distanceToBox(tip, to)).toBeLessThan(30);
    for (const [j, box] of boxes.entries()) {
      expect(arrowHitsBox(arrow, box), `arrow ${i} crosses stage ${j}`).toBe(false);
      for (let s = 1; s < samples.length; s++) {
        const [a, b] = [samples[s - 1]!, samples[s]!];
        expect(segmentIntersectsBox(a.x, a.y, b.x, b.y, box)).toBe(false);
      }
    }
    for (const p of [...samples, ...arrowHead(arrow)]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(CANVAS_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(top);
      expect(p.y).toBeLessThanOrEqual(CANVAS_HEIGHT);
    }
  }

  // Stages in order: clockwise from the top for a cycle, up or down a stack, reading order for a chain.
  if (layout.stacked) {
    const up = layout.stacked === 'bottom-up';
    for (let i = 1; i < k; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      if (up) expect(b.y + b.height).toBeLessThan(a.y);
      else expect(b.y).toBeGreaterThan(a.y + a.height);
    }
    // Full-width bands, all alike, with the axis beside them pointing from the first to the last.
    for (const b of boxes) {
      expect(b.x).toBe(boxes[0]!.x);
      expect(b.width).toBeGreaterThan(CANVAS_WIDTH * 0.85);
      expect(b.height).toBeCloseTo(boxes[0]!.height, 6);
    }
    const axis = layout.axis!;
    const [from, to] = [axis.points[0]!, axis.points.at(-1)!];
    expect(up ? to.y < from.y : to.y > from.y).toBe(true);
    for (const box of boxes) expect(arrowHitsBox(axis, box)).toBe(false);
    for (const p of arrowHead(axis)) expect(p.y).toBeGreaterThanOrEqual(top);
    expect(svg.match(/<circle class="badge"/g)).toHaveLength(k);
  } else if (data.cycle) {
    const c = layout.center!;
    const angles = boxes.map((b) => {
      const a = Math.atan2(b.x + b.width / 2 - c.x, -(b.y + b.height / 2 - c.y));
      return a < -1e-9 ? a + 2 * Math.PI : Math.max(0, a);
    });
    expect(angles[0]).toBeCloseTo(0, 6);
    for (let i = 1; i < k; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
  } else {
    for (let i = 1; i < k; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      const sameRow = Math.abs(a.y - b.y) < 1;
      if (sameRow) expect(b.x).toBeGreaterThan(a.x + a.width);
      else {
        expect(b.y).toBeGreaterThan(a.y + a.height);
        expect(b.x).toBeLessThan(a.x);
      }
    }
    expect(svg.match(/<circle class="badge"/g)).toHaveLength(k);
  }
  expect(svg.match(/<rect class="stage"/g)).toHaveLength(k);
  expect(svg.match(/<polygon class="arrowhead"/g)).toHaveLength(layout.arrows.length + (layout.axis ? 1 : 0));
  return { layout, svg };
}

describe('cycles', () => {
  it('draws the water cycle as a ring, clockwise from the top, with details', () => {
    const { layout, svg } = check(WATER, 'Cycle: Water cycle');
    expect(layout.cycle).toBe(true);
    expect(layout.details).toBe(true);
    const [top, right, bottom, left] = layout.stages.map((s) => s.box);
    // Evaporation at the top, then round to the right, the bottom and the left.
    expect(top!.y).toBeLessThan(right!.y);
    expect(right!.x).toBeGreaterThan(bottom!.x);
    expect(bottom!.y).toBeGreaterThan(left!.y);
    expect(left!.x).toBeLessThan(top!.x);
    // The diagram's title already names the cycle: nothing is written inside the ring.
    expect(layout.labels).toHaveLength(8);
    expect(svg.match(/>water cycle</gi)).toBeNull();
    expect(layout.stages[1]!.detail!.lines.join(' ')).toBe('Vapour cools high up and forms clouds.');
    expect(svg).toContain('forms clouds.<');
  });

  it('draws the cell cycle and a carbon cycle with subscripts and markup characters', () => {
    check(CELL_CYCLE);
    const { svg } = check(CARBON);
    expect(svg).toContain('CO₂ in the atmosphere');
    expect(svg).toContain('C₆H₁₂O₆');
    expect(svg).toContain('Carbon in plants &amp; animals');
    expect(svg).toContain('Decomposition &lt;and&gt; fossil fuels');
  });

  it('describes a cycle as repeating', () => {
    expect(describeSequence(WATER)).toBe(
      'Water cycle: a cycle of 4 stages, shown clockwise from the top: ' +
        'Evaporation (The sun heats water in seas and lakes and it rises as vapour); ' +
        'Condensation (Vapour cools high up and forms clouds); ' +
        'Precipitation (Water falls as rain, snow or hail); ' +
        'Collection (Water gathers in rivers, lakes and oceans); then back to Evaporation, and the cycle repeats.',
    );
  });
});

describe('chains', () => {
  it('numbers the planets left to right, wrapping into rows', () => {
    const { layout, svg } = check(PLANETS, 'Sequence: Planets by distance from the Sun');
    expect(layout.cycle).toBe(false);
    expect(layout.rows).toBeGreaterThan(1);
    expect(layout.stages.map((s) => s.badge!.label.lines[0])).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8'].map(String),
    );
    expect(svg).toContain('>Neptune<');
  });

  it('draws taxonomy ranks and the phases of mitosis with their details', () => {
    check(TAXONOMY);
    const { layout } = check(MITOSIS);
    expect(layout.details).toBe(true);
  });

  it('describes a chain in order', () => {
    expect(describeSequence(PLANETS)).toBe(
      'Planets by distance from the Sun: 8 stages in order: 1. Mercury; 2. Venus; 3. Earth; 4. Mars; ' +
        '5. Jupiter; 6. Saturn; 7. Uranus; 8. Neptune.',
    );
  });
});

const ATMOSPHERE: SequenceData = {
  title: 'layers of the atmosphere',
  cycle: false,
  stacked: 'bottom-up',
  source: 'pack:geography-atmosphere',
  stages: [
    { label: 'Troposphere', detail: 'From the ground to about 12 km; almost all weather happens here.' },
    { label: 'Stratosphere', detail: '12–50 km; holds the ozone layer, which absorbs UV light.' },
    { label: 'Mesosphere', detail: '50–85 km; most meteors burn up here.' },
    { label: 'Thermosphere', detail: '85–600 km; auroras, and where the ISS orbits.' },
    { label: 'Exosphere', detail: 'Above 600 km; thin gas fading into space.' },
  ],
};

const EARTH: SequenceData = {
  title: 'layers of the Earth',
  cycle: false,
  stacked: 'top-down',
  source: 'pack:geography-earth',
  stages: stages('Crust', 'Mantle', 'Outer core', 'Inner core'),
};

describe('stacks of layers and ranks', () => {
  it('draws the atmosphere from the ground up, each layer whole with its detail', () => {
    const { layout, svg } = check(ATMOSPHERE, 'Layers of the atmosphere');
    expect(layout.stacked).toBe('bottom-up');
    expect(layout.details).toBe(true);
    expect(layout.arrows).toEqual([]);
    const ys = layout.stages.map((s) => s.box.y);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
    expect(svg).toContain('>Troposphere<');
    expect(svg).not.toContain('…');
  });

  it('draws the Earth from the crust down to the inner core', () => {
    const { layout } = check(EARTH, 'Layers of the Earth');
    const ys = layout.stages.map((s) => s.box.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(layout.stages[0]!.text).toBe('Crust');
  });

  it('ignores stacking for a cycle', () => {
    const { layout } = check({ ...CELL_CYCLE, stacked: 'top-down' });
    expect(layout.stacked).toBeNull();
    expect(layout.arrows).toHaveLength(5);
  });

  it('describes a stack from the end it starts at', () => {
    expect(describeSequence(EARTH)).toBe(
      'Layers of the Earth: 4 levels stacked, listed from the top: 1. Crust; 2. Mantle; 3. Outer core; 4. Inner core.',
    );
    expect(describeSequence({ ...ATMOSPHERE, stages: ATMOSPHERE.stages.slice(0, 2) })).toBe(
      'Layers of the atmosphere: 2 levels stacked, listed from the bottom: ' +
        '1. Troposphere (From the ground to about 12 km; almost all weather happens here); ' +
        '2. Stratosphere (12–50 km; holds the ozone layer, which absorbs UV light).',
    );
  });

  const cases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((k) =>
    (['bottom-up', 'top-down'] as const).map((dir) => [k, dir] as const),
  );
  it.each(cases)('keeps %i long stages with long details whole and apart (%s)', (k, dir) => {
    const data = { ...synthetic(k, false, true, true), stacked: dir };
    const { layout } = check(data);
    expect(layout.details).toBe(true);
    for (const s of layout.stages) expect(s.detail).not.toBeNull();
  });

  it.each(cases)('keeps %i short stages whole (%s)', (k, dir) => {
    check({ ...synthetic(k, false, false, false), stacked: dir });
  });
});

describe('sequence layout limits', () => {
  const counts = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  it.each(counts.flatMap((k) => [true, false].map((cycle) => [k, cycle] as const)))(
    'keeps %i stages of 48 characters whole and apart (cycle: %s)',
    (k, cycle) => {
      const data = synthetic(k, cycle, true, false);
      expect(Math.max(...data.stages.map((s) => s.label.length))).toBeGreaterThanOrEqual(46);
      check(data);
    },
  );

  it.each(counts.flatMap((k) => [true, false].map((cycle) => [k, cycle] as const)))(
    'lays out %i short stages with long details (cycle: %s)',
    (k, cycle) => {
      check(synthetic(k, cycle, false, true));
    },
  );

  it.each([3, 8, 12])(
    'lays out %i long stages with long details (details dropped if they do not fit)',
    (k) => {
      check(synthetic(k, true, true, true));
      check(synthetic(k, false, true, true));
    },
  );

  it('refuses sequences with too few or too many stages', () => {
    expect(() => layoutSequence(synthetic(1, true, false, false), 'x')).toThrow(CannotDrawError);
    expect(() => layoutSequence(synthetic(13, false, false, false), 'x')).toThrow(/2 to 12 stages/);
  });
});
