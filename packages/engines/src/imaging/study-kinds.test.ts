// Number lines, Venn diagrams and charts: parsed from the prompt, laid out legibly, drawn as checked SVG.
import { describe, expect, it } from 'vitest';
import { layoutChart, parseChart } from './chart.ts';
import { insideCanvas, overlappingPairs } from './geometry.ts';
import { CannotDrawError, drawStudyDiagram } from './index.ts';
import type { Label } from './label.ts';
import { intervalNotation, layoutNumberLine, parseInequality } from './number-line.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './svg.ts';
import { assertLegible, assertWellFormedXml, fakeSources, refusalOf } from './testing.ts';
import { boxInRegion, layoutVenn, parseVenn, regionOf } from './venn.ts';

const texts = (labels: Label[]) => labels.map((l) => l.lines.join(' '));

describe('number lines', () => {
  it('parses inequalities into intervals with open and closed ends', () => {
    expect(parseInequality('x > 3').intervals).toEqual([{ lower: { value: 3, closed: false } }]);
    expect(parseInequality('-2 ≤ x < 5').intervals).toEqual([
      { lower: { value: -2, closed: true }, upper: { value: 5, closed: false } },
    ]);
    expect(parseInequality('5 >= x > -2').intervals).toEqual([
      { lower: { value: -2, closed: false }, upper: { value: 5, closed: true } },
    ]);
    expect(parseInequality('4 < x').intervals).toEqual([{ lower: { value: 4, closed: false } }]);
    expect(parseInequality('x > -1 and x <= 2').intervals).toEqual([
      { lower: { value: -1, closed: false }, upper: { value: 2, closed: true } },
    ]);
    const or = parseInequality('x < -1 or x >= 3');
    expect(intervalNotation(or)).toBe('(−∞, −1) ∪ [3, ∞)');
    expect(or.text).toBe('x < −1 or x ≥ 3');
    expect(intervalNotation(parseInequality('x < 3 or x >= 3'))).toBe('(−∞, ∞)');
  });

  it('refuses honestly what it cannot read', () => {
    expect(() => parseInequality('x > 5 and x < 1')).toThrow(CannotDrawError);
    expect(() => parseInequality('x > 1 and y < 2')).toThrow(/one variable/);
    expect(() => parseInequality('-2 < x > 5')).toThrow(/mixes/);
    expect(() => drawStudyDiagram('number line', fakeSources)).toThrow(/need an inequality/);
  });

  it.each([
    ['number line for x > 3', [{ v: 3, closed: false }], 'x > 3'],
    [
      'show -2 ≤ x < 5 on a number line',
      [
        { v: -2, closed: true },
        { v: 5, closed: false },
      ],
      '−2 ≤ x < 5',
    ],
    ['Draw x <= -1.5 on a number line', [{ v: -1.5, closed: true }], 'x ≤ −1.5'],
    [
      'graph x < -1 or x >= 3',
      [
        { v: -1, closed: false },
        { v: 3, closed: true },
      ],
      'x < −1 or x ≥ 3',
    ],
    [
      'number line for 100 < x <= 250',
      [
        { v: 100, closed: false },
        { v: 250, closed: true },
      ],
      '100 < x ≤ 250',
    ],
  ])('%s', (prompt, dots, text) => {
    const d = drawStudyDiagram(prompt, fakeSources);
    expect(d).toMatchObject({
      kind: 'number-line',
      source: 'local:number-line',
      title: `Number line: ${text}`,
    });
    assertWellFormedXml(d.svg);
    const ineq = parseInequality(text);
    const layout = layoutNumberLine(ineq, d.title);
    assertLegible(layout.labels, d.svg);
    // Dots: one per endpoint, filled when the endpoint is included, open when not.
    const drawn = [...d.svg.matchAll(/<circle class="dot (open|closed)" cx="([\d.-]+)"[^>]*fill="([^"]+)"/g)];
    expect(drawn.map((m) => m[1])).toEqual(dots.map((x) => (x.closed ? 'closed' : 'open')));
    for (const m of drawn) expect(m[3] === '#ffffff').toBe(m[1] === 'open');
    // Each dot sits at its value on a proportional axis, and the range shows every endpoint with room.
    const xOf = (v: number) =>
      layout.ticks[0]!.x +
      ((v - layout.min) / (layout.max - layout.min)) * (layout.ticks.at(-1)!.x - layout.ticks[0]!.x);
    for (const [i, dot] of dots.entries()) {
      expect(Number(drawn[i]![2])).toBeCloseTo(xOf(dot.v), 1);
      expect(dot.v).toBeGreaterThan(layout.min);
      expect(dot.v).toBeLessThan(layout.max);
    }
    // Integer tick labels, evenly stepped, not too many.
    expect(layout.ticks.length).toBeGreaterThanOrEqual(5);
    expect(layout.ticks.length).toBeLessThanOrEqual(21);
    for (const t of layout.ticks) expect(Number.isInteger(t.value)).toBe(true);
    expect(texts(layout.labels)).toEqual(
      expect.arrayContaining(layout.ticks.map((t) => String(t.value).replace('-', '−'))),
    );
    expect(texts(layout.labels)).toContain(`Solution: ${intervalNotation(ineq)}`);
    // Shaded pieces: rays run off the line with an arrow, segments stop at their dots.
    expect(d.svg.match(/class="shaded"/g)).toHaveLength(ineq.intervals.length);
    expect(d.alt).toContain(intervalNotation(ineq));
  });

  it('labels an endpoint between ticks above its dot', () => {
    const layout = layoutNumberLine(parseInequality('x <= -1.5'), 'Number line');
    expect(texts(layout.labels)).toContain('−1.5');
    const label = layout.labels.find((l) => l.lines[0] === '−1.5')!;
    expect(label.box.y + label.box.height).toBeLessThan(layout.axisY);
  });
});

describe('Venn diagrams', () => {
  it('reads listed sets, a universal set, and named sets', () => {
    expect(parseVenn('A = {1,2,3,4}, B = {3,4,5}')).toEqual({
      sets: [
        { name: 'A', elements: ['1', '2', '3', '4'] },
        { name: 'B', elements: ['3', '4', '5'] },
      ],
      universe: null,
    });
    expect(parseVenn('mammals and sea animals').sets.map((s) => s.name)).toEqual(['mammals', 'sea animals']);
    expect(parseVenn('cats, dogs and birds').sets).toHaveLength(3);
    expect(() => parseVenn('cats')).toThrow(CannotDrawError);
    expect(() => parseVenn('a, b, c and d')).toThrow(/two or three sets/);
    expect(() => parseVenn('U = {1,2}, A = {1,5}, B = {2}')).toThrow(/not in U/);
  });

  it('places every element of A = {1,2,3,4}, B = {3,4,5} in its exact region', () => {
    const d = drawStudyDiagram('Venn diagram: A = {1,2,3,4}, B = {3,4,5}', fakeSources);
    expect(d).toMatchObject({ kind: 'venn', source: 'local:venn', title: 'Venn diagram: A and B' });
    expect(d.alt).toBe('Venn diagram of A and B: in A only: 1, 2; in B only: 5; in both A and B: 3, 4.');
    assertWellFormedXml(d.svg);
    const layout = layoutVenn(parseVenn('A = {1,2,3,4}, B = {3,4,5}'), d.title);
    assertLegible(layout.labels, d.svg);
    expect(d.svg.match(/<circle class="set"/g)).toHaveLength(2);
    const expected: Record<string, number> = { '1': 0b01, '2': 0b01, '3': 0b11, '4': 0b11, '5': 0b10 };
    expect(layout.elements.map((e) => e.text).sort()).toEqual(Object.keys(expected));
    for (const e of layout.elements) {
      expect(e.mask, e.text).toBe(expected[e.text]);
      expect(boxInRegion(e.label.box, e.mask, layout.circles, 0), e.text).toBe(true);
      const b = e.label.box;
      expect(regionOf(b.x + b.width / 2, b.y + b.height / 2, layout.circles), e.text).toBe(e.mask);
    }
  });

  it('places three sets with a universal set, elements outside every circle included', () => {
    const prompt =
      'Venn diagram: U = {1,2,3,4,5,6,7,8,9,10,11,12}, A = {2,4,6,8,10,12}, B = {3,6,9,12}, C = {1,2,3,5,7,11}';
    const d = drawStudyDiagram(prompt, fakeSources);
    assertWellFormedXml(d.svg);
    const data = parseVenn(prompt.replace(/^Venn diagram: /, ''));
    const layout = layoutVenn(data, d.title);
    assertLegible(layout.labels, d.svg);
    expect(layout.frame).not.toBeNull();
    expect(layout.elements).toHaveLength(12);
    for (const e of layout.elements) {
      const v = Number(e.text);
      const mask = (v % 2 === 0 ? 1 : 0) | (v % 3 === 0 ? 2 : 0) | ([1, 2, 3, 5, 7, 11].includes(v) ? 4 : 0);
      expect(e.mask, e.text).toBe(mask);
      expect(boxInRegion(e.label.box, e.mask, layout.circles, 0), e.text).toBe(true);
      expect(insideCanvas(e.label.box, CANVAS_WIDTH, CANVAS_HEIGHT)).toBe(true);
    }
    expect(layout.elements.find((e) => e.text === '6')!.mask).toBe(0b011);
    expect(layout.elements.find((e) => e.text === '2')!.mask).toBe(0b101);
    expect(layout.elements.find((e) => e.text === '12')!.mask).toBe(0b011);
    expect(layout.elements.find((e) => e.text === '1')!.mask).toBe(0b100);
  });

  it.each([
    ['Venn diagram of mammals and sea animals', ['Mammals', 'Sea animals'], 2],
    [
      'venn diagram of cats, dogs and animals that live in the sea',
      ['Cats', 'Dogs', 'Animals that live in the sea'],
      3,
    ],
    [
      'Venn diagram comparing the Roman Republic and the Roman Empire in late antiquity',
      ['The Roman Republic', 'The Roman Empire in late antiquity'],
      2,
    ],
  ])('draws labelled circles only for named sets: %s', (prompt, names, count) => {
    const d = drawStudyDiagram(prompt, fakeSources);
    assertWellFormedXml(d.svg);
    expect(d.svg.match(/<circle class="set"/g)).toHaveLength(count);
    expect(d.basis).toBe('the set names in the prompt (no elements given)');
    const layout = layoutVenn(parseVenn(prompt.replace(/^.*?venn diagram (of |comparing )?/i, '')), d.title);
    expect(layout.elements).toEqual([]);
    assertLegible(layout.labels, d.svg);
    const shown = layout.setLabels.map((l) => l.lines.join(' ').toLowerCase());
    for (const name of names) expect(shown).toContain(name.toLowerCase().replace(/^the /, ''));
  });
});

describe('charts', () => {
  it('reads labels before or after the numbers, percentages and a topic', () => {
    expect(parseChart('bar', 'apples 5, pears 3, plums 8')).toMatchObject({
      topic: '',
      percent: false,
      points: [
        { label: 'apples', value: 5 },
        { label: 'pears', value: 3 },
        { label: 'plums', value: 8 },
      ],
    });
    expect(parseChart('pie', 'of 40% rent, 35% food, 25% other')).toMatchObject({
      percent: true,
      points: [
        { label: 'rent', value: 40 },
        { label: 'food', value: 35 },
        { label: 'other', value: 25 },
      ],
    });
    expect(parseChart('line', 'of temperature Mon 12 Tue 15 Wed 11')).toMatchObject({
      topic: 'temperature',
      points: [
        { label: 'Mon', value: 12 },
        { label: 'Tue', value: 15 },
        { label: 'Wed', value: 11 },
      ],
    });
    expect(parseChart('bar', 'of sales in 2023: Q1 -5, Q2 3.5 and Q3 12')).toMatchObject({
      topic: 'sales in 2023',
      points: [
        { label: 'Q1', value: -5 },
        { label: 'Q2', value: 3.5 },
        { label: 'Q3', value: 12 },
      ],
    });
  });

  it('asks for the numbers when the prompt has none', () => {
    for (const prompt of [
      'bar chart of rainfall in four seasons',
      'pie chart of my week',
      'line graph of rainfall in 2023',
    ]) {
      const message = refusalOf(prompt, (p) => drawStudyDiagram(p, fakeSources));
      expect(message, prompt).toMatch(/^I need the numbers to draw a (bar|pie|line) chart of "/);
      // A nearly-right request gets its reason alone, not the list of every kind.
      expect(message).not.toContain('timeline of the French Revolution');
    }
    expect(() => drawStudyDiagram('bar chart of rainfall in four seasons', fakeSources)).toThrow(
      'I need the numbers to draw a bar chart of "rainfall in four seasons": give each label with its value',
    );
    expect(() => drawStudyDiagram('pie chart: gains 5, losses -3', fakeSources)).toThrow(/negative/);
  });

  it('draws bars with heights proportional to the values', () => {
    const d = drawStudyDiagram('bar chart: apples 5, pears 3, plums 8', fakeSources);
    expect(d).toMatchObject({
      kind: 'bar-chart',
      source: 'local:bar-chart',
      basis: 'the 3 values in the prompt',
    });
    assertWellFormedXml(d.svg);
    const layout = layoutChart(parseChart('bar', 'apples 5, pears 3, plums 8'), d.title);
    assertLegible(layout.labels, d.svg);
    expect(texts(layout.labels)).toEqual(expect.arrayContaining(['apples', 'pears', 'plums', '5', '3', '8']));
    const rects = [
      ...d.svg.matchAll(/<rect class="bar" x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g),
    ];
    expect(rects).toHaveLength(3);
    const heights = rects.map((m) => Number(m[2]));
    expect(heights[0]! / 5).toBeCloseTo(heights[1]! / 3, 1);
    expect(heights[2]! / 8).toBeCloseTo(heights[1]! / 3, 1);
    // Bars stand on zero: every bar's bottom is the same line.
    const bottoms = rects.map((m) => Number(m[1]) + Number(m[2]));
    for (const b of bottoms) expect(b).toBeCloseTo(bottoms[0]!, 1);
    expect(layout.yMin).toBe(0);
    expect(layout.yMax).toBeGreaterThanOrEqual(8);
  });

  it('draws negative bars below zero', () => {
    const layout = layoutChart(parseChart('bar', 'of profit: Q1 -5, Q2 3, Q3 12, Q4 7'), 'Bar chart: Profit');
    assertLegible(layout.labels);
    const [q1, q2] = layout.bars;
    expect(q1!.box.y).toBeCloseTo(q2!.box.y + q2!.box.height, 6);
    expect(q1!.box.height / 5).toBeCloseTo(q2!.box.height / 3, 6);
  });

  it('draws pie slices with angles proportional to the values', () => {
    const d = drawStudyDiagram('pie chart of 40% rent, 35% food, 25% other', fakeSources);
    expect(d).toMatchObject({ kind: 'pie-chart', source: 'local:pie-chart' });
    assertWellFormedXml(d.svg);
    expect(d.svg.match(/<path class="slice"/g)).toHaveLength(3);
    expect(d.svg.match(/<rect class="swatch"/g)).toHaveLength(3);
    const layout = layoutChart(parseChart('pie', 'of 40% rent, 35% food, 25% other'), d.title);
    assertLegible(layout.labels, d.svg);
    expect(layout.slices.map((s) => s.sweep)).toEqual([144, 126, 90].map((v) => expect.closeTo(v, 6)));
    expect(layout.slices.reduce((s, x) => s + x.sweep, 0)).toBeCloseTo(360, 6);
    expect(texts(layout.labels)).toEqual(
      expect.arrayContaining(['rent: 40%', 'food: 35%', 'other: 25%', '40%']),
    );
    // Legend swatches do not overlap the pie or each other.
    const pie = layout.pie!;
    for (const s of layout.swatches) expect(s.x).toBeGreaterThan(pie.cx + pie.r);
    expect(overlappingPairs(layout.swatches)).toEqual([]);
  });

  it('draws a line chart whose range shows the interesting part', () => {
    const d = drawStudyDiagram('line chart of temperature Mon 12 Tue 15 Wed 11', fakeSources);
    expect(d).toMatchObject({ kind: 'line-chart', title: 'Line chart: Temperature' });
    assertWellFormedXml(d.svg);
    const layout = layoutChart(parseChart('line', 'of temperature Mon 12 Tue 15 Wed 11'), d.title);
    assertLegible(layout.labels, d.svg);
    expect(layout.yMin).toBeGreaterThan(0);
    expect(layout.yMin).toBeLessThanOrEqual(11);
    expect(layout.yMax).toBeGreaterThanOrEqual(15);
    const [mon, tue, wed] = layout.points;
    expect((mon!.y - tue!.y) / 3).toBeCloseTo((mon!.y - wed!.y) / -1, 6);
    expect(d.svg.match(/<circle class="point"/g)).toHaveLength(3);
  });

  it('keeps many long category labels whole and apart', () => {
    const names = [
      'Northern Ireland',
      'Scotland',
      'Wales',
      'North East England',
      'South West England',
      'London',
      'Yorkshire and the Humber',
      'East Midlands',
    ];
    const subject = names.map((name, i) => `${name} ${i * 3 + 4}`).join(', ');
    const layout = layoutChart(parseChart('bar', subject), 'Bar chart: Rainfall');
    expect(layout.bars).toHaveLength(8);
    assertLegible(layout.labels);
    expect(texts(layout.labels)).toEqual(expect.arrayContaining(names));
  });
});

describe('cycles, ordered stages and process maps from the study packs', () => {
  const draw = (prompt: string) => drawStudyDiagram(prompt, fakeSources);

  it.each([
    ['the water cycle', 'cycle'],
    ['draw the water cycle', 'cycle'],
    ['diagram of the water cycle', 'cycle'],
    ['concept map of photosynthesis', 'relation-map'],
    ['the process of photosynthesis', 'relation-map'],
  ])('%s → %s', (prompt, kind) => {
    const d = draw(prompt);
    expect(d).toMatchObject({ kind, source: `local:${kind}` });
    assertWellFormedXml(d.svg);
  });

  it('draws a cycle’s stages in order and says it repeats', () => {
    const d = draw('the water cycle');
    expect(d.title).toBe('The water cycle');
    expect(d.basis).toBe('study pack geography-rivers-and-the-water-cycle (4 stages in order)');
    for (const stage of ['Evaporation', 'Condensation', 'Precipitation', 'Collection']) {
      expect(d.svg).toContain(`>${stage}<`);
    }
    expect(d.alt.indexOf('Evaporation')).toBeLessThan(d.alt.indexOf('Condensation'));
    expect(d.alt).toMatch(/repeats/);
  });

  it('draws what a process takes in and gives out, not a star of terms', () => {
    const d = draw('concept map of photosynthesis');
    for (const label of ['Light energy', 'Carbon dioxide (CO₂)', 'Glucose (C₆H₁₂O₆)', 'Chloroplast']) {
      expect(d.svg).toContain(label);
    }
    expect(d.alt).toMatch(/takes light energy, carbon dioxide .*and gives glucose/i);
  });

  it('keeps other concept maps, and refuses stages it has no data for', () => {
    expect(draw('diagram of the cell')).toMatchObject({ kind: 'concept-map' });
    expect(refusalOf('stages of grief', draw)).toMatch(/no stages in order about "stages of grief"/);
  });
});
