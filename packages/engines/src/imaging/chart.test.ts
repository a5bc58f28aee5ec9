// Charts from the ways students write data: separators, units, money, fractions; legible layouts.
import { describe, expect, it } from 'vitest';
import {
  type ChartData,
  type ChartType,
  describeChart,
  drawChart,
  layoutChart,
  parseChart,
} from './chart.ts';
import { boxesOverlap } from './geometry.ts';
import type { Label } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml, svgDocument } from './svg.ts';
import { assertLegible, assertWellFormedXml } from './testing.ts';

const texts = (labels: Label[]) => labels.map((l) => l.lines.join(' '));

function drawn(data: ChartData, title = 'Chart') {
  const layout = layoutChart(data, title);
  const svg = svgDocument({
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
    title,
    desc: describeChart(data, title),
    body: drawChart(layout),
  });
  assertWellFormedXml(svg);
  assertLegible(layout.labels, svg);
  return { layout, svg };
}

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof CannotDrawError) return e.message;
    throw e;
  }
  throw new Error('drawn, not refused');
}

interface Expected {
  labels: string[];
  values: number[];
  unit?: string;
  prefix?: string;
  topic?: string;
  percent?: boolean;
}

const PHRASINGS: [ChartType, string, Expected][] = [
  ['bar', 'Mon: 5, Tue: 7, Wed: 4', { labels: ['Mon', 'Tue', 'Wed'], values: [5, 7, 4] }],
  // A year then its value, with nothing between them.
  [
    'line',
    'of sales: 2020 5, 2021 7, 2022 9',
    { labels: ['2020', '2021', '2022'], values: [5, 7, 9], topic: 'sales' },
  ],
  [
    'bar',
    'of favourite fruits (apples: 10, bananas: 6, grapes 4)',
    { labels: ['apples', 'bananas', 'grapes'], values: [10, 6, 4], topic: 'favourite fruits' },
  ],
  ['bar', 'week 1 = 20, week 2 = 25', { labels: ['week 1', 'week 2'], values: [20, 25] }],
  [
    'line',
    'of week 1 = 20, week 2 = 25, week 3 = 22',
    { labels: ['week 1', 'week 2', 'week 3'], values: [20, 25, 22] },
  ],
  ['bar', '2018 - 45, 2019 - 50', { labels: ['2018', '2019'], values: [45, 50] }],
  ['line', '2018 – 45, 2019 – 50, 2020 – 48', { labels: ['2018', '2019', '2020'], values: [45, 50, 48] }],
  [
    'bar',
    'sleep 8 hours, school 7 hours, play 3 hours',
    { labels: ['sleep', 'school', 'play'], values: [8, 7, 3], unit: 'hours' },
  ],
  ['bar', 'Everest 8849 m, K2 8611 m', { labels: ['Everest', 'K2'], values: [8849, 8611], unit: 'm' }],
  [
    'line',
    '6am 10°C, 9am 14°C, 12pm 19°C',
    { labels: ['6am', '9am', '12pm'], values: [10, 14, 19], unit: '°C' },
  ],
  [
    'bar',
    'age 10 140cm, age 12 150cm, age 14 162cm',
    { labels: ['age 10', 'age 12', 'age 14'], values: [140, 150, 162], unit: 'cm' },
  ],
  [
    'bar',
    'Labour 12,345, Conservative 10,200',
    { labels: ['Labour', 'Conservative'], values: [12345, 10200] },
  ],
  ['bar', 'Jan $1.5k, Feb $2k', { labels: ['Jan', 'Feb'], values: [1500, 2000], prefix: '$' }],
  [
    'line',
    '1,200 cars in 2019, 1,450 cars in 2020',
    { labels: ['2019', '2020'], values: [1200, 1450], unit: 'cars' },
  ],
  [
    'line',
    'population 1990: 5.3 million, 2000: 6.1 million',
    { labels: ['1990', '2000'], values: [5.3, 6.1], unit: 'million', topic: 'population' },
  ],
  [
    'line',
    'of population 1990: 5.3 million, 2000: 6.1 million, 2010: 6.9 million',
    { labels: ['1990', '2000', '2010'], values: [5.3, 6.1, 6.9], unit: 'million', topic: 'population' },
  ],
  [
    'pie',
    'of 1/2 oxygen, 1/4 nitrogen, 1/4 other',
    { labels: ['oxygen', 'nitrogen', 'other'], values: [50, 25, 25], percent: true },
  ],
  [
    'line',
    'of 100, 102, 98, 105, 110',
    { labels: ['1', '2', '3', '4', '5'], values: [100, 102, 98, 105, 110] },
  ],
  [
    'bar',
    'of Population (millions): UK 67, France 68, Italy 59',
    { labels: ['UK', 'France', 'Italy'], values: [67, 68, 59], topic: 'Population (millions)' },
  ],
  [
    'bar',
    'of temperature: Moscow -5, London 8, Cairo 25',
    { labels: ['Moscow', 'London', 'Cairo'], values: [-5, 8, 25], topic: 'temperature' },
  ],
  ['bar', 'of 8 hours sleep, 7 hours school', { labels: ['sleep', 'school'], values: [8, 7], unit: 'hours' }],
  [
    'bar',
    'of rainfall, spring 60, summer 35',
    { labels: ['spring', 'summer'], values: [60, 35], topic: 'rainfall' },
  ],
  // Kept from before: spaced items, percentages first, a run without commas, "and".
  ['bar', 'apples 5, pears 3, plums 8', { labels: ['apples', 'pears', 'plums'], values: [5, 3, 8] }],
  [
    'pie',
    'of 40% rent, 35% food, 25% other',
    { labels: ['rent', 'food', 'other'], values: [40, 35, 25], percent: true },
  ],
  [
    'line',
    'of temperature Mon 12 Tue 15 Wed 11',
    { labels: ['Mon', 'Tue', 'Wed'], values: [12, 15, 11], topic: 'temperature' },
  ],
  [
    'bar',
    'of sales in 2023: Q1 -5, Q2 3.5 and Q3 12',
    { labels: ['Q1', 'Q2', 'Q3'], values: [-5, 3.5, 12], topic: 'sales in 2023' },
  ],
];

describe('chart data as students write it', () => {
  it.each(PHRASINGS)('%s chart: %s', (type, subject, want) => {
    const data = parseChart(type, subject);
    expect(data.points.map((p) => p.label)).toEqual(want.labels);
    expect(data.points.map((p) => p.value)).toEqual(want.values.map((v) => expect.closeTo(v, 9)));
    expect(data.unit).toBe(want.unit ?? '');
    expect(data.prefix).toBe(want.prefix ?? '');
    expect(data.topic).toBe(want.topic ?? '');
    expect(data.percent).toBe(want.percent ?? false);
    const title = data.topic ? `Chart: ${data.topic}` : 'Chart';
    const { layout, svg } = drawn(data, title);
    const shown = texts(layout.labels);
    // Each label whole and on its own: the unit is never glued to the next label.
    if (type === 'pie') {
      for (const label of want.labels)
        expect(
          shown.some((t) => t.startsWith(`${label}: `)),
          label,
        ).toBe(true);
    } else expect(shown).toEqual(expect.arrayContaining(want.labels));
    if (data.unit) {
      if (type === 'pie') expect(shown.some((t) => t.includes(` ${data.unit}`))).toBe(true);
      else expect(shown).toContain(data.unit);
      for (const label of want.labels) expect(label).not.toContain(data.unit);
    }
    expect(svg).toContain(`<title>${escapeXml(title)}</title>`);
  });

  it('shows money with its sign and big numbers with thousands commas', () => {
    const money = drawn(parseChart('bar', 'Jan $1.5k, Feb $2k'));
    expect(texts(money.layout.labels)).toEqual(expect.arrayContaining(['$1,500', '$2,000', '$0']));
    const votes = drawn(parseChart('bar', 'Labour 12,345, Conservative 10,200'));
    expect(texts(votes.layout.labels)).toEqual(expect.arrayContaining(['12,345', '10,200']));
  });

  it('describes values with their unit', () => {
    const data = parseChart('bar', 'sleep 8 hours, school 7 hours, play 3 hours');
    expect(describeChart(data, 'Bar chart')).toBe(
      'Bar chart. Values: sleep 8 hours, school 7 hours, play 3 hours.',
    );
  });
});

describe('pie charts', () => {
  it('draws fractions as their shares', () => {
    const { layout } = drawn(parseChart('pie', 'of 1/2 oxygen, 1/4 nitrogen, 1/4 other'));
    expect(layout.slices.map((s) => s.sweep)).toEqual([180, 90, 90].map((v) => expect.closeTo(v, 6)));
    expect(texts(layout.labels)).toEqual(
      expect.arrayContaining(['oxygen: 50%', 'nitrogen: 25%', 'other: 25%', '50%', '25%']),
    );
  });

  it('draws the share percentages leave out as a grey "rest" slice', () => {
    const data = parseChart('pie', 'of 50% yes, 30% no');
    const { layout, svg } = drawn(data);
    expect(layout.slices.map((s) => s.sweep)).toEqual([180, 108, 72].map((v) => expect.closeTo(v, 6)));
    expect(layout.slices.map((s) => s.rest)).toEqual([false, false, true]);
    const rest = layout.slices[2]!;
    expect(new Set(layout.slices.map((s) => s.color)).size).toBe(3);
    expect(svg).toContain(`class="slice rest"`);
    expect(svg.match(/<path class="slice/g)).toHaveLength(3);
    // Its swatch has its grey, and every slice's label tells its true share.
    expect(layout.swatches).toHaveLength(3);
    expect(svg).toMatch(new RegExp(`<rect class="swatch"[^>]*fill="${rest.color}"`));
    expect(texts(layout.labels)).toEqual(
      expect.arrayContaining(['yes: 50%', 'no: 30%', 'rest: 20%', '50%', '30%', '20%']),
    );
    expect(describeChart(data, 'Pie chart')).toContain('remaining 20% is shown as a grey slice');
  });

  it('refuses percentages over 100 and says why', () => {
    const message = refusal(() => parseChart('pie', 'of 60% yes, 50% no'));
    expect(message).toMatch(
      /^The percentages add up to 110%, more than 100%, so they cannot be slices of one pie/,
    );
  });

  it('shows other values as shares of their total, with no rest slice', () => {
    const { layout } = drawn(parseChart('pie', 'apples 5, pears 3, plums 2'));
    expect(layout.slices.map((s) => s.sweep)).toEqual([180, 108, 72].map((v) => expect.closeTo(v, 6)));
    expect(layout.slices.some((s) => s.rest)).toBe(false);
    expect(texts(layout.labels)).toEqual(expect.arrayContaining(['apples: 5 (50%)', 'plums: 2 (20%)']));
    const hours = drawn(parseChart('pie', 'sleep 8 hours, school 7 hours, play 9 hours'));
    expect(texts(hours.layout.labels)).toContain('sleep: 8 hours (33.3%)');
  });
});

describe('negative bars', () => {
  it.each([
    'of temperature: Moscow -5, London 8, Cairo 25',
    'of profit: Q1 -5, Q2 3, Q3 12, Q4 7',
    'A -30, B -28, C -1',
  ])('keep the value label under the bar, clear of the category labels: %s', (subject) => {
    const data = parseChart('bar', subject);
    const { layout } = drawn(data);
    const names = layout.labels.filter((l) => data.points.some((p) => p.label === l.lines.join(' ')));
    expect(names).toHaveLength(data.points.length);
    for (const [i, bar] of layout.bars.entries()) {
      if (bar.value >= 0) continue;
      const text = `−${Math.abs(bar.value)}`;
      const value = layout.labels.find(
        (l) => l.lines[0] === text && Math.abs(l.x - (bar.box.x + bar.box.width / 2)) < 1,
      )!;
      expect(value, text).toBeDefined();
      expect(value.box.y).toBeGreaterThanOrEqual(bar.box.y + bar.box.height);
      expect(value.box.y + value.box.height).toBeLessThanOrEqual(layout.area.y + layout.area.height);
      for (const name of names)
        expect(boxesOverlap(value.box, name.box), `${text} / ${name.lines[0]}`).toBe(false);
      expect(names[i]!.box.y).toBeGreaterThan(value.box.y + value.box.height);
    }
  });
});

describe('chart refusals', () => {
  it.each([
    ['bar', 'apples 5, pears, plums 8'],
    ['bar', 'apples 5, 7, plums 8'],
    ['pie', '5, 7, apples'],
  ] as const)('numbers it cannot match to labels get the expected format: %s', (type, subject) => {
    const message = refusal(() => parseChart(type, subject));
    expect(message).toContain(`write each value after its label, e.g. "Mon 5, Tue 7"`);
    expect(message).toContain(`a ${type} chart`);
    expect(message).not.toMatch(/I need the numbers/);
  });

  it('still asks for the numbers when there are none', () => {
    expect(refusal(() => parseChart('bar', 'of rainfall in four seasons'))).toMatch(
      /^I need the numbers to draw a bar chart of "rainfall in four seasons": give each label with its value/,
    );
    expect(refusal(() => parseChart('line', 'of rainfall in 2023'))).toMatch(/^I need the numbers/);
  });

  it('refuses values in different units', () => {
    expect(refusal(() => parseChart('bar', 'walk 5 km, run 800 m'))).toMatch(
      /^The values are in different units \(km, m\); give them all in one unit/,
    );
  });
});
