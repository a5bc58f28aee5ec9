// Number lines from lead-in phrasings, solved linear inequalities, plain lines with points, and the planner's predicate.
import { describe, expect, it } from 'vitest';
import { insideCanvas, overlappingPairs } from './geometry.ts';
import { drawStudyDiagram } from './index.ts';
import {
  describeNumberLine,
  type Inequality,
  intervalNotation,
  isOneVariableInequality,
  layoutNumberLine,
  parseInequality,
} from './number-line.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml } from './svg.ts';
import { assertWellFormedXml, fakeSources } from './testing.ts';

function expectLegible(ineq: Inequality) {
  const layout = layoutNumberLine(ineq, `Number line: ${ineq.text}`);
  expect(layout.labels.length).toBeGreaterThan(0);
  for (const l of layout.labels) {
    expect(insideCanvas(l.box, CANVAS_WIDTH, CANVAS_HEIGHT), l.lines.join(' ')).toBe(true);
    for (const line of l.lines) expect(line).not.toMatch(/…/);
  }
  expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);
  return layout;
}

describe('lead-in words', () => {
  it.each([
    ['graph -3 < x ≤ 2 on a number line', '−3 < x ≤ 2', '(−3, 2]'],
    ['plot 1 < x < 100 on a number line', '1 < x < 100', '(1, 100)'],
    ['represent x ≤ 4 on the number line', 'x ≤ 4', '(−∞, 4]'],
    ['solution of 2x + 1 > 7 on a number line', '2x + 1 > 7', '(3, ∞)'],
    ['solve and graph x + 2 > 5', 'x + 2 > 5', '(3, ∞)'],
  ])('%s', (subject, text, notation) => {
    const ineq = parseInequality(subject);
    expect(ineq.text).toBe(text);
    expect(intervalNotation(ineq)).toBe(notation);
  });

  it('keeps a function name as part of the formula, and refuses it with a reason', () => {
    expect(() => parseInequality('ln(x) > 0')).toThrow(/linear inequalities.*words or functions/);
  });
});

describe('solving linear inequalities', () => {
  it.each([
    ['2x + 1 > 7', [{ lower: { value: 3, closed: false } }], 'x > 3', ['2x > 6', 'x > 3'], false],
    ['3 - x ≤ 5', [{ lower: { value: -2, closed: true } }], 'x ≥ −2', ['−x ≤ 2', 'x ≥ −2'], true],
    [
      '-2 < 3x + 1 ≤ 10',
      [{ lower: { value: -1, closed: false }, upper: { value: 3, closed: true } }],
      '−1 < x ≤ 3',
      ['−3 < 3x ≤ 9', '−1 < x ≤ 3'],
      false,
    ],
    ['x + 2 > 5', [{ lower: { value: 3, closed: false } }], 'x > 3', ['x > 3'], false],
    [
      '1 < 3 - x < 5',
      [{ lower: { value: -2, closed: false }, upper: { value: 2, closed: false } }],
      '−2 < x < 2',
      ['−2 < −x < 2', '−2 < x < 2'],
      true,
    ],
    ['x/2 + 1 ≥ 3', [{ lower: { value: 4, closed: true } }], 'x ≥ 4', ['x/2 ≥ 2', 'x ≥ 4'], false],
    ['2(x - 3) ≤ 4x + 2', [{ lower: { value: -4, closed: true } }], 'x ≥ −4', ['−2x ≤ 8', 'x ≥ −4'], true],
  ])('%s', (subject, intervals, solution, working, flipped) => {
    const ineq = parseInequality(subject);
    expect(ineq.intervals).toEqual(intervals);
    expect(ineq.solution).toBe(solution);
    expect(ineq.working).toEqual(working);
    expect(ineq.flipped ?? false).toBe(flipped);
    const layout = expectLegible(ineq);
    const shown = layout.labels.map((l) => l.lines.join(' '));
    expect(shown).toContain(`${ineq.text} → ${working.join(' → ')}`);
    expect(describeNumberLine(ineq, layout)).toContain(`Solving ${ineq.text}: ${working.join(', so ')}`);
    if (flipped) expect(describeNumberLine(ineq, layout)).toMatch(/flips the inequality sign/);
  });

  it('keeps exact fractions', () => {
    const ineq = parseInequality('3x > 1');
    expect(ineq.intervals[0]!.lower).toMatchObject({ closed: false, label: '1/3' });
    expect(intervalNotation(ineq)).toBe('(1/3, ∞)');
    const layout = expectLegible(ineq);
    expect(layout.labels.map((l) => l.lines[0])).toContain('1/3');
  });

  it('solves equations to a single filled dot, and says when every or no number works', () => {
    expect(intervalNotation(parseInequality('2x + 1 = 7'))).toBe('{3}');
    const all = parseInequality('x + 1 > x');
    expect(all.intervals).toEqual([{}]);
    expectLegible(all);
    expect(() => parseInequality('x + 1 < x')).toThrow(/No number satisfies/);
  });

  it('refuses what is not linear in one letter, with the reason', () => {
    expect(() => parseInequality('x^2 > 4')).toThrow(/not linear/);
    expect(() => parseInequality('1/x > 2')).toThrow(/denominator/);
    expect(() => parseInequality('x*x < 3')).toThrow(/multiplies the letter by itself/);
    expect(() => parseInequality('2x + y > 1')).toThrow(/one variable/);
    expect(() => parseInequality('x ≠ 3')).toThrow(CannotDrawError);
  });

  it.each([
    ['show the solution of 2x + 1 > 7 on a number line', 'Number line: 2x + 1 > 7', '(3, ∞)'],
    ['show -2 < 3x + 1 ≤ 10 on a number line', 'Number line: −2 < 3x + 1 ≤ 10', '(−1, 3]'],
    ['number line for 3 - x ≤ 5', 'Number line: 3 − x ≤ 5', '[−2, ∞)'],
  ])('draws %s', (prompt, title, notation) => {
    const d = drawStudyDiagram(prompt, fakeSources);
    expect(d).toMatchObject({ kind: 'number-line', title });
    assertWellFormedXml(d.svg);
    expect(d.alt).toContain(notation);
    expect(d.svg).toContain(escapeXml('→'));
  });
});

describe('plain number lines', () => {
  it('draws a range with evenly spaced, uncrowded ticks and no shading', () => {
    const ineq = parseInequality('number line from -5 to 5');
    expect(ineq).toMatchObject({ intervals: [], points: [], range: { min: -5, max: 5 } });
    const layout = expectLegible(ineq);
    expect(layout.ticks.map((t) => t.value)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(layout.shaded).toEqual([]);
    const wide = expectLegible(parseInequality('number line from -10 to 10'));
    expect(wide.ticks.length).toBeLessThanOrEqual(11);
  });

  it('marks and labels each number', () => {
    const ineq = parseInequality('mark -3, 0.5 and 2 on a number line');
    expect(ineq.points).toEqual([
      { value: -3, label: '−3' },
      { value: 0.5, label: '0.5' },
      { value: 2, label: '2' },
    ]);
    const layout = expectLegible(ineq);
    for (const p of ineq.points!) {
      expect(p.value).toBeGreaterThan(layout.min);
      expect(p.value).toBeLessThan(layout.max);
      const label = layout.labels.find((l) => l.lines[0] === p.label && l.bold)!;
      expect(label.box.y + label.box.height).toBeLessThan(layout.axisY);
    }
    expect(ineq.text).toBe('−3, 0.5 and 2');
  });

  it('labels fractions as fractions, with ticks at each quarter', () => {
    const ineq = parseInequality('fractions 1/4, 1/2, 3/4 on a number line');
    expect(ineq.points!.map((p) => p.label)).toEqual(['1/4', '1/2', '3/4']);
    expect(ineq.points!.map((p) => p.value)).toEqual([0.25, 0.5, 0.75]);
    const layout = expectLegible(ineq);
    expect([layout.min, layout.max]).toEqual([0, 1]);
    expect(layout.minorTicks).toHaveLength(3);
  });

  it('draws them end to end', () => {
    for (const prompt of [
      'number line from -5 to 5',
      'mark -3, 0.5 and 2 on a number line',
      'fractions 1/4, 1/2, 3/4 on a number line',
    ]) {
      const d = drawStudyDiagram(prompt, fakeSources);
      expect(d.kind, prompt).toBe('number-line');
      assertWellFormedXml(d.svg);
      expect(d.svg).not.toMatch(/class="shaded"/);
    }
    const d = drawStudyDiagram('fractions 1/4, 1/2, 3/4 on a number line', fakeSources);
    expect(d.svg.match(/class="point"/g)).toHaveLength(3);
    expect(d.alt).toBe('Number line from 0 to 1 in steps of 1 with dots marking 1/4, 1/2 and 3/4.');
  });

  it('refuses a line with neither an inequality nor numbers', () => {
    expect(() => parseInequality('number line')).toThrow(/need an inequality/);
    expect(() => parseInequality('number line showing 3 + 4')).toThrow(CannotDrawError);
    expect(() => parseInequality('number line from 2 to 8 with 10 marked')).toThrow(/outside/);
  });
});

describe('isOneVariableInequality', () => {
  it.each([
    'x > 3',
    '-2 ≤ x < 5',
    'x < -1 or x >= 3',
    '2x + 1 > 7',
    'x + 2 > 5',
    'solve and graph x + 2 > 5',
    '3 - x ≤ 5',
    '-2 < 3x + 1 ≤ 10',
    'x^2 > 4',
  ])('accepts %s', (text) => expect(isOneVariableInequality(text)).toBe(true));

  it.each([
    'y = 2x + 1',
    'x^2 - 4',
    '2x + 1 = 7',
    'y > 2x + 1',
    'y = x^2, -1 < x < 2',
    'x^2 for -1 < x < 2',
    'sin(x) > 0',
    'x > 1 and y < 2',
  ])('rejects %s', (text) => expect(isOneVariableInequality(text)).toBe(false));
});
