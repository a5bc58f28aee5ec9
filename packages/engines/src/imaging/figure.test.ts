// Geometry figures: parsed from the description, refused with a reason, laid out to scale and legibly.
import { describe, expect, it } from 'vitest';
import {
  describeFigure,
  drawFigure,
  type FigureData,
  type FigureLayout,
  figureTitle,
  layoutFigure,
  looksLikeFigure,
  type Pt,
  parseFigure,
} from './figure.ts';
import { type Box, insideCanvas, overlappingPairs, segmentIntersectsBox } from './geometry.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml, svgDocument } from './svg.ts';
import { assertWellFormedXml } from './testing.ts';

const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);

function refusal(prompt: string): string {
  try {
    parseFigure(prompt);
  } catch (e) {
    if (e instanceof CannotDrawError) return e.message;
    throw e;
  }
  throw new Error(`"${prompt}" was parsed, not refused`);
}

/** Every point drawn (shapes, lines, arcs, marks, dots), for the fits-on-the-canvas check. */
function drawnPoints(layout: FigureLayout): Pt[] {
  const out: Pt[] = [];
  for (const t of layout.triangles) out.push(...t.vertices);
  for (const l of layout.lines) out.push(l.from, l.to);
  for (const m of layout.rightMarks) out.push(...m.path);
  for (const d of layout.dots) out.push(d);
  for (const a of layout.arcs) {
    for (let i = 0; i <= 16; i++) {
      const t = a.start + (a.sweep * i) / 16;
      out.push({ x: a.cx + a.r * Math.cos(t), y: a.cy - a.r * Math.sin(t) });
    }
  }
  if (layout.circle) {
    const c = layout.circle;
    out.push({ x: c.cx - c.r, y: c.cy - c.r }, { x: c.cx + c.r, y: c.cy + c.r });
  }
  return out;
}

/** Draws the prompt and checks what every figure must satisfy; returns the pieces for further checks. */
function drawn(prompt: string) {
  const data = parseFigure(prompt);
  const title = figureTitle(data);
  const layout = layoutFigure(data, title);
  const body = drawFigure(layout);
  const svg = svgDocument({ width: 1200, height: 900, title, desc: describeFigure(data), body });
  assertWellFormedXml(svg);
  // The figure fits on the canvas with a margin, below the title.
  for (const p of drawnPoints(layout)) {
    expect(p.x, prompt).toBeGreaterThanOrEqual(20);
    expect(p.x, prompt).toBeLessThanOrEqual(CANVAS_WIDTH - 20);
    expect(p.y, prompt).toBeGreaterThanOrEqual(layout.top);
    expect(p.y, prompt).toBeLessThanOrEqual(CANVAS_HEIGHT - 20);
  }
  // Labels: whole, inside the canvas, in the SVG, and clear of one another.
  expect(layout.labels.length).toBeGreaterThan(0);
  for (const l of layout.labels) {
    expect(insideCanvas(l.box, CANVAS_WIDTH, CANVAS_HEIGHT), l.lines.join(' ')).toBe(true);
    for (const line of l.lines) {
      expect(line.endsWith('…')).toBe(false);
      expect(svg).toContain(`>${escapeXml(line)}<`);
    }
  }
  expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);
  return { data, title, layout, svg, alt: describeFigure(data) };
}

const texts = (layout: FigureLayout) => layout.labels.map((l) => l.lines.join(' '));

const centre = (b: Box): Pt => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** A length label sits beside the middle of its segment, on the far side from `inside`, crossing nothing it measures. */
function assertBesideMiddle(m: FigureLayout['measures'][number], maxT = 0.27) {
  const c = centre(m.label.box);
  const d = { x: m.to.x - m.from.x, y: m.to.y - m.from.y };
  const L = Math.hypot(d.x, d.y);
  const t = ((c.x - m.from.x) * d.x + (c.y - m.from.y) * d.y) / (L * L);
  const side = (p: Pt) => Math.sign(d.x * (p.y - m.from.y) - d.y * (p.x - m.from.x));
  expect(Math.abs(t - 0.5), m.label.lines[0]).toBeLessThanOrEqual(maxT);
  const off = Math.abs(d.x * (c.y - m.from.y) - d.y * (c.x - m.from.x)) / L;
  expect(off, m.label.lines[0]).toBeLessThan(m.label.box.height / 2 + m.label.box.width / 2 + 40);
  expect(segmentIntersectsBox(m.from.x, m.from.y, m.to.x, m.to.y, m.label.box)).toBe(false);
  if (m.inside) expect(side(c)).toBe(-side(m.inside));
}

describe('looksLikeFigure', () => {
  it.each([
    'right triangle with sides 3, 4, 5',
    'Draw a right triangle ABC with legs 6 and 8',
    'triangle with sides 3 4 5',
    'circle with radius 5',
    'circle with radius 4 and a chord of length 6',
    'angle of 40 degrees',
    'angle ABC = 120°',
    'acute angle of 35°',
    'similar triangles with sides 3, 4, 5 and 6, 8, 10',
    'plot the points A(1,2), B(-3,4), C(0,-2)',
    'points (1,2) and (3,5) on a coordinate grid',
  ])('recognises "%s"', (prompt) => {
    expect(looksLikeFigure(prompt)).toBe(true);
  });

  it.each([
    'graph of y = x^2',
    'plot sin(x) from -2pi to 2pi',
    'concept map of triangles',
    'Venn diagram: A = {1,2,3}, B = {3,4}',
    'timeline of the French Revolution',
    'bar chart: apples 5, pears 3',
    'show -2 ≤ x < 5 on a number line',
    'what is an angle',
    'draw a circle',
  ])('leaves "%s" to other kinds', (prompt) => {
    expect(looksLikeFigure(prompt)).toBe(false);
  });
});

describe('parsing figures', () => {
  it('reads right triangles from three sides, legs, or a leg and the hypotenuse', () => {
    expect(parseFigure('right triangle with sides 3, 4, 5')).toMatchObject({
      kind: 'triangle',
      names: ['A', 'B', 'C'],
      sides: [3, 4, 5],
      rightAt: 1,
      given: [true, true, true],
    });
    const legs = parseFigure('right triangle ABC with legs 6 and 8') as Extract<
      FigureData,
      { kind: 'triangle' }
    >;
    expect(legs).toMatchObject({ sides: [6, 8, 10], given: [true, true, false], rightAt: 1 });
    expect(legs.angles.map((a) => Math.round(a * 10) / 10)).toEqual([53.1, 90, 36.9]);
    expect(parseFigure('right triangle PQR with leg 5 and hypotenuse 13 cm')).toMatchObject({
      names: ['P', 'Q', 'R'],
      sides: [5, 12, 13],
      given: [true, false, true],
      rightAt: 1,
      unit: 'cm',
    });
    expect(parseFigure('right triangle with sides 5, 12, 13 and the right angle at C')).toMatchObject({
      sides: [13, 5, 12],
      rightAt: 2,
    });
  });

  it('recognises a right angle it was not told about, and general triangles', () => {
    expect(parseFigure('triangle with sides 3 4 5')).toMatchObject({ rightAt: 1 });
    expect(parseFigure('a 3-4-5 triangle')).toMatchObject({ sides: [3, 4, 5], rightAt: 1 });
    const t = parseFigure('triangle PQR with sides 5, 7 and 9') as Extract<FigureData, { kind: 'triangle' }>;
    expect(t).toMatchObject({ names: ['P', 'Q', 'R'], sides: [5, 7, 9], rightAt: null });
    expect(t.angles.reduce((a, b) => a + b, 0)).toBeCloseTo(180, 9);
    // Law of cosines: the angle at R (between RP = 9 and QR = 7) faces PQ = 5.
    expect(Math.cos((t.angles[2] * Math.PI) / 180)).toBeCloseTo((81 + 49 - 25) / (2 * 9 * 7), 9);
  });

  it('reads two sides and the included angle, plainly or by name', () => {
    const sas = parseFigure('triangle with sides 5 and 7 and an included angle of 60°') as Extract<
      FigureData,
      { kind: 'triangle' }
    >;
    expect(sas.sides[0]).toBe(5);
    expect(sas.sides[1]).toBe(7);
    expect(sas.sides[2]).toBeCloseTo(Math.sqrt(39), 9);
    expect(sas).toMatchObject({ givenAngle: 1, given: [true, true, false] });
    expect(sas.angles[1]).toBe(60);
    const named = parseFigure('triangle XYZ with XY = 4, XZ = 6 and angle X = 90°');
    expect(named).toMatchObject({ names: ['X', 'Y', 'Z'], rightAt: 0 });
    expect((named as { sides: number[] }).sides[1]).toBeCloseTo(Math.sqrt(52), 9);
    expect(parseFigure('triangle ABC with AB = 5, BC = 6, CA = 7')).toMatchObject({ sides: [5, 6, 7] });
    expect(parseFigure('equilateral triangle with side 4')).toMatchObject({ sides: [4, 4, 4] });
  });

  it('reads circles, angles, similar triangles and points', () => {
    expect(parseFigure('circle with radius 5')).toEqual({
      kind: 'circle',
      centre: 'O',
      radius: 5,
      givenAs: 'radius',
      chord: null,
      unit: '',
    });
    expect(parseFigure('circle with diameter 10 cm')).toMatchObject({
      radius: 5,
      givenAs: 'diameter',
      unit: 'cm',
    });
    expect(parseFigure('circle with radius 4 and a chord of length 6')).toMatchObject({
      radius: 4,
      chord: { length: 6, names: ['A', 'B'] },
    });
    expect(parseFigure('circle P with radius 3 and chord XY = 4')).toMatchObject({
      centre: 'P',
      chord: { length: 4, names: ['X', 'Y'] },
    });
    expect(parseFigure('angle of 40 degrees')).toEqual({
      kind: 'angle',
      degrees: 40,
      type: 'acute',
      names: null,
    });
    expect(parseFigure('angle ABC = 120°')).toEqual({
      kind: 'angle',
      degrees: 120,
      type: 'obtuse',
      names: ['A', 'B', 'C'],
    });
    expect(parseFigure('acute angle of 35°')).toMatchObject({ degrees: 35, type: 'acute' });
    expect(parseFigure('reflex angle of 250°')).toMatchObject({ degrees: 250, type: 'reflex' });
    expect(parseFigure('a right angle')).toMatchObject({ degrees: 90, type: 'right' });

    const sim = parseFigure('similar triangles with sides 3, 4, 5 and 8, 10, 6');
    expect(sim).toMatchObject({ kind: 'similar', scale: 2 });
    expect(sim).toMatchObject({ first: { names: ['A', 'B', 'C'], sides: [3, 4, 5] } });
    // The second triangle's sides are matched shortest to shortest.
    expect(sim).toMatchObject({ second: { names: ['D', 'E', 'F'], sides: [6, 8, 10] } });
    expect(
      parseFigure('similar triangles PQR and XYZ with sides 2, 3, 4 and scale factor 1.5'),
    ).toMatchObject({
      scale: 1.5,
      first: { names: ['P', 'Q', 'R'] },
      second: { names: ['X', 'Y', 'Z'], sides: [3, 4.5, 6] },
    });
    expect(parseFigure('similar triangles with sides 4, 6, 8 and ratio 2:1')).toMatchObject({ scale: 0.5 });

    expect(parseFigure('plot the points A(1,2), B(-3,4), C(0,-2)')).toEqual({
      kind: 'points',
      points: [
        { name: 'A', x: 1, y: 2 },
        { name: 'B', x: -3, y: 4 },
        { name: 'C', x: 0, y: -2 },
      ],
      join: 'none',
      shape: null,
    });
    expect(parseFigure('points (1,2) and (3,5) on a coordinate grid')).toMatchObject({
      points: [
        { name: '', x: 1, y: 2 },
        { name: '', x: 3, y: 5 },
      ],
    });
    expect(parseFigure('triangle with vertices A(0,0), B(4,0), C(0,3)')).toMatchObject({
      join: 'closed',
      shape: 'triangle',
    });
    expect(parseFigure('plot P(1, 1), Q(2, 3), R(4, 0) joined')).toMatchObject({ join: 'open' });
  });
});

describe('refusals say why', () => {
  it.each([
    ['triangle with sides 3, 4, 8', /cannot make a triangle: 3 \+ 4 = 7, which is not more than 8/],
    ['right triangle with sides 3, 4, 6', /do not make a right triangle: 3² \+ 4² = 25, but 6² = 36/],
    ['right triangle with leg 13 and hypotenuse 5', /hypotenuse is the longest side/],
    ['triangle with sides 5 and 7', /I need its three sides/],
    ['triangle ABC with AB = 5, BC = 7 and angle A = 40°', /only when the angle is between them/],
    ['triangle with sides 5, 7 and angle 190°', /between 0° and 180°/],
    ['circle with radius 4 and a chord of length 10', /no chord is longer than the diameter, 8/],
    ['circle with radius 5 and diameter 12', /has diameter 10, not 12/],
    ['circle with a chord', /radius or diameter/],
    ['angle of 0 degrees', /no opening to draw/],
    ['angle of 400°', /full turn or more/],
    ['angle of 360°', /full turn or more/],
    [
      'acute angle of 120°',
      /120° is not an acute angle \(acute angles are less than 90°\); it is an obtuse angle/,
    ],
    ['angle ABC', /size in degrees/],
    ['similar triangles with sides 3, 4, 5 and 6, 8, 11', /are not similar: .*11\/5 = 2\.2/],
    ['similar triangles with sides 3, 4, 5', /scale factor/],
    ['similar triangles with sides 1, 2, 2 and scale factor 20', /between 1\/8 and 8/],
    ['triangle with vertices A(0,0), B(1,1), C(2,2)', /all lie on one line/],
    ['quadrilateral with vertices A(0,0), B(1,0), C(1,1)', /has 4 vertices, but 3 points were given/],
    ['plot A(1,2) and B(1,2)', /same point/],
    ['draw a hexagon', /could not tell which figure/],
  ])('%s', (prompt, reason) => {
    expect(refusal(prompt)).toMatch(reason);
  });
});

describe('triangles drawn to scale', () => {
  it('draws the 3-4-5 triangle in ratio 3:4:5 with the right-angle mark at B', () => {
    const { layout, svg, alt, title } = drawn('right triangle with sides 3, 4, 5');
    expect(title).toBe('Right triangle ABC with sides 3, 4 and 5');
    const [a, b, c] = layout.triangles[0]!.vertices;
    const ab = dist(a, b);
    const bc = dist(b, c);
    const ca = dist(c, a);
    expect(bc / ab).toBeCloseTo(4 / 3, 2);
    expect(Math.abs(bc / ab / (4 / 3) - 1)).toBeLessThan(0.01);
    expect(Math.abs(ca / ab / (5 / 3) - 1)).toBeLessThan(0.01);
    expect(ab / 3).toBeCloseTo(layout.scale, 6);
    // The square sits in the corner at B, its sides along BA and BC.
    expect(layout.rightMarks).toHaveLength(1);
    const mark = layout.rightMarks[0]!;
    expect(mark.vertex).toEqual(b);
    for (const p of mark.path) expect(dist(p, b)).toBeLessThan(40);
    const corner = mark.path[1];
    expect(dist(corner, b)).toBeCloseTo(Math.SQRT2 * dist(mark.path[0], b), 6);
    expect(svg).toContain('class="right-angle"');
    // Vertex names and side lengths are shown; each length beside the middle of its side, outside.
    expect(texts(layout)).toEqual(expect.arrayContaining(['A', 'B', 'C', '3', '4', '5']));
    expect(layout.measures.map((m) => m.label.lines[0])).toEqual(['3', '4', '5']);
    for (const m of layout.measures) {
      assertBesideMiddle(m);
      for (let i = 0; i < 3; i++) {
        const [p, q] = [layout.triangles[0]!.vertices[i]!, layout.triangles[0]!.vertices[(i + 1) % 3]!];
        expect(segmentIntersectsBox(p.x, p.y, q.x, q.y, m.label.box), m.label.lines[0]).toBe(false);
      }
    }
    expect(alt).toContain('right angle at B');
    expect(alt).toContain('AB = 3, BC = 4 and CA = 5 (the hypotenuse)');
    expect(alt).toMatch(/A = 53\.1°, B = 90° and C = 36\.9°/);
  });

  it.each([
    ['right triangle ABC with legs 6 and 8', [6, 8, 10], '10'],
    ['right triangle with legs 1 and 1', [1, 1, Math.SQRT2], '√2 ≈ 1.41'],
    ['right triangle with legs 2 cm and 4 cm', [2, 4, Math.sqrt(20)], '2√5 ≈ 4.47 cm'],
    ['right triangle with legs 1 and 12', [1, 12, Math.sqrt(145)], '√145 ≈ 12.04'],
  ])('%s: legs to scale, the worked-out hypotenuse labelled', (prompt, sides, hypText) => {
    const { layout } = drawn(prompt);
    const v = layout.triangles[0]!.vertices;
    for (let i = 0; i < 3; i++) {
      expect(Math.abs(dist(v[i]!, v[(i + 1) % 3]!) / layout.scale / sides[i]! - 1)).toBeLessThan(0.01);
    }
    expect(layout.rightMarks[0]!.vertex).toEqual(v[1]);
    expect(layout.measures[2]!.label.lines.join(' ')).toBe(hypText);
    for (const m of layout.measures) assertBesideMiddle(m);
  });

  it('draws a general triangle and, when asked, its angles', () => {
    const { layout, alt } = drawn('triangle PQR with sides 5, 7 and 9, showing the angles');
    const [p, q, r] = layout.triangles[0]!.vertices;
    expect(dist(q, r) / dist(p, q)).toBeCloseTo(7 / 5, 6);
    expect(dist(r, p) / dist(p, q)).toBeCloseTo(9 / 5, 6);
    expect(layout.rightMarks).toEqual([]);
    expect(layout.arcs).toHaveLength(3);
    expect(texts(layout)).toEqual(expect.arrayContaining(['33.6°', '50.7°', '95.7°']));
    for (const m of layout.measures) assertBesideMiddle(m);
    expect(alt).toContain('PQ = 5, QR = 7 and RP = 9');
  });

  it('draws two sides and the included angle, with the angle marked', () => {
    const { layout, alt } = drawn('triangle with sides 5 and 7 and an included angle of 60°');
    const [a, b, c] = layout.triangles[0]!.vertices;
    const angle = Math.acos(
      ((a.x - b.x) * (c.x - b.x) + (a.y - b.y) * (c.y - b.y)) / (dist(a, b) * dist(c, b)),
    );
    expect((angle * 180) / Math.PI).toBeCloseTo(60, 6);
    expect(layout.arcs).toHaveLength(1);
    expect(texts(layout)).toEqual(expect.arrayContaining(['60°', '√39 ≈ 6.24']));
    expect(alt).toContain('CA = √39 ≈ 6.24, worked out by the law of cosines');
  });

  it('keeps labels of a long thin triangle legible', () => {
    const { layout } = drawn('triangle with sides 2, 10 and 11.5 and label the angles');
    expect(layout.labels.length).toBeGreaterThanOrEqual(9);
  });
});

describe('similar triangles', () => {
  it('draws both at one scale, side by side, with matching sides in matching colours', () => {
    const { layout, svg, alt, title } = drawn('similar triangles with sides 3, 4, 5 and 6, 8, 10');
    expect(title).toBe('Similar triangles ABC and DEF (scale factor 2)');
    const [t1, t2] = layout.triangles as [FigureLayout['triangles'][0], FigureLayout['triangles'][0]];
    for (let i = 0; i < 3; i++) {
      const s1 = dist(t1.vertices[i]!, t1.vertices[(i + 1) % 3]!);
      const s2 = dist(t2.vertices[i]!, t2.vertices[(i + 1) % 3]!);
      expect(Math.abs(s2 / s1 / 2 - 1)).toBeLessThan(0.01);
      expect(s1 / layout.scale).toBeCloseTo([3, 4, 5][i]!, 6);
    }
    expect(t1.colors).toEqual(t2.colors);
    expect(new Set(t1.colors).size).toBe(3);
    // Side by side: the first lies wholly left of the second.
    expect(Math.max(...t1.vertices.map((p) => p.x))).toBeLessThan(Math.min(...t2.vertices.map((p) => p.x)));
    expect(layout.rightMarks.map((m) => m.vertex)).toEqual([t1.vertices[1], t2.vertices[1]]);
    for (const m of layout.measures) assertBesideMiddle(m);
    expect(texts(layout)).toEqual(expect.arrayContaining(['3', '4', '5', '6', '8', '10', 'D', 'E', 'F']));
    expect(svg.match(/class="side"/g)).toHaveLength(6);
    expect(alt).toContain('AB = 3 matches DE = 6');
  });

  it('draws from a scale factor, smaller ones included', () => {
    const { layout } = drawn('similar triangles ABC and XYZ with sides 4, 5, 6 and scale factor 0.5');
    const [t1, t2] = layout.triangles;
    expect(dist(t2!.vertices[0], t2!.vertices[1]) / dist(t1!.vertices[0], t1!.vertices[1])).toBeCloseTo(
      0.5,
      6,
    );
    expect(texts(layout)).toEqual(expect.arrayContaining(['2', '2.5', '3', 'X', 'Y', 'Z']));
  });
});

describe('circles', () => {
  it('draws the radius from the marked centre, labelled', () => {
    const { layout, alt } = drawn('circle with radius 5 cm');
    const c = layout.circle!;
    expect(layout.dots[0]).toMatchObject({ x: c.cx, y: c.cy, name: 'O' });
    const radius = layout.lines.find((l) => l.role === 'radius')!;
    expect(dist(radius.from, { x: c.cx, y: c.cy })).toBeCloseTo(0, 6);
    expect(dist(radius.from, radius.to)).toBeCloseTo(c.r, 6);
    expect(texts(layout)).toEqual(expect.arrayContaining(['O', 'r = 5 cm']));
    assertBesideMiddle(layout.measures[0]!);
    expect(alt).toContain('radius 5 cm and diameter 10 cm');
  });

  it('draws a chord to scale with its distance from the centre', () => {
    const { layout, alt } = drawn('circle with radius 4 and a chord of length 6');
    const c = layout.circle!;
    const chord = layout.lines.find((l) => l.role === 'chord')!;
    expect(dist(chord.from, chord.to) / c.r).toBeCloseTo(6 / 4, 6);
    for (const p of [chord.from, chord.to]) expect(dist(p, { x: c.cx, y: c.cy })).toBeCloseTo(c.r, 6);
    const perp = layout.lines.find((l) => l.role === 'distance')!;
    expect(dist(perp.from, perp.to) / c.r).toBeCloseTo(Math.sqrt(7) / 4, 6);
    expect(layout.rightMarks).toHaveLength(1);
    expect(texts(layout)).toEqual(expect.arrayContaining(['O', 'A', 'B', 'r = 4', 'AB = 6', '√7 ≈ 2.65']));
    for (const m of layout.measures) assertBesideMiddle(m, 0.3);
    // The chord's length label is on the far side of the chord from the centre.
    const chordLabel = layout.measures.find((m) => m.label.lines[0] === 'AB = 6')!.label;
    expect(chordLabel.box.y).toBeGreaterThan(chord.from.y);
    expect(alt).toContain('Chord AB of length 6 lies √7 ≈ 2.65 from O');
  });

  it.each([
    ['circle with diameter 10', 'd = 10'],
    ['circle with radius 4 and a chord of length 8', 'AB = 8'],
    ['circle with radius 10 and a chord of length 1', 'AB = 1'],
    ['circle with diameter 12 and a chord of length 5', 'AB = 5'],
  ])('%s', (prompt, label) => {
    const { layout } = drawn(prompt);
    expect(texts(layout)).toContain(label);
  });
});

describe('angles', () => {
  const armAngle = (layout: FigureLayout) => {
    const [a1, a2] = layout.lines.filter((l) => l.role === 'arm');
    const h = (l: typeof a1) => Math.atan2(-(l!.to.y - l!.from.y), l!.to.x - l!.from.x);
    let d = ((h(a2) - h(a1)) * 180) / Math.PI;
    if (d < 0) d += 360;
    return d;
  };

  it.each([
    ['angle of 40 degrees', 40, 'Acute angle of 40°'],
    ['angle ABC = 120°', 120, 'Angle ABC = 120°'],
    ['acute angle of 35°', 35, 'Acute angle of 35°'],
    ['angle of 5°', 5, 'Acute angle of 5°'],
    ['a straight angle', 180, 'Straight angle of 180°'],
    ['reflex angle PQR of 300°', 300, 'Angle PQR = 300°'],
  ])('%s', (prompt, degrees, title) => {
    const d = drawn(prompt);
    expect(d.title).toBe(title);
    expect(armAngle(d.layout)).toBeCloseTo(degrees, 6);
    expect(d.layout.arcs).toHaveLength(1);
    expect(d.layout.arcs[0]!.sweep).toBeCloseTo((degrees * Math.PI) / 180, 9);
    expect(texts(d.layout)).toContain(`${degrees}°`);
    expect(d.alt).toContain(`${degrees}°`);
  });

  it('marks a right angle with a square and names the points', () => {
    const { layout, alt } = drawn('right angle XYZ');
    expect(layout.arcs).toEqual([]);
    expect(layout.dots.find((d) => d.name === 'Y')).toMatchObject(layout.rightMarks[0]!.vertex);
    expect(texts(layout)).toEqual(expect.arrayContaining(['X', 'Y', 'Z', '90°']));
    expect(alt).toContain('vertex Y and arms YX and YZ');
  });
});

describe('points on a coordinate grid', () => {
  it('plots each point where it belongs, labelled with its coordinates, with room around', () => {
    const { layout, alt } = drawn('plot the points A(1,2), B(-3,4), C(0,-2)');
    const g = layout.grid!;
    for (const [i, p] of [
      [1, 2],
      [-3, 4],
      [0, -2],
    ].entries()) {
      const dot = layout.dots[i]!;
      expect(dot.x).toBeCloseTo(g.origin.x + p[0]! * layout.scale, 6);
      expect(dot.y).toBeCloseTo(g.origin.y - p[1]! * layout.scale, 6);
      expect(p[0]! - g.xMin).toBeGreaterThanOrEqual(g.step / 2);
      expect(g.xMax - p[0]!).toBeGreaterThanOrEqual(g.step / 2);
      expect(p[1]! - g.yMin).toBeGreaterThanOrEqual(g.step / 2);
      expect(g.yMax - p[1]!).toBeGreaterThanOrEqual(g.step / 2);
    }
    expect(texts(layout)).toEqual(expect.arrayContaining(['A(1, 2)', 'B(−3, 4)', 'C(0, −2)', 'x', 'y']));
    // Tick numbers along both axes.
    expect(texts(layout)).toEqual(expect.arrayContaining(['2', '−2', '4']));
    expect(layout.lines.filter((l) => l.role === 'join')).toEqual([]);
    expect(alt).toContain('A(1, 2), B(−3, 4) and C(0, −2)');
  });

  it('joins the points into the shape asked for', () => {
    const { layout, alt, title } = drawn('triangle with vertices A(0,0), B(4,0), C(0,3)');
    expect(layout.lines.filter((l) => l.role === 'join')).toHaveLength(3);
    expect(title).toBe('Points A(0, 0), B(4, 0) and C(0, 3) joined into a triangle');
    // To scale on both axes: AB is 4 units, AC is 3.
    expect(dist(layout.dots[0]!, layout.dots[1]!) / dist(layout.dots[0]!, layout.dots[2]!)).toBeCloseTo(
      4 / 3,
      6,
    );
    expect(alt).toContain('joined into a triangle');
  });

  it.each([
    'points (1,2) and (3,5) on a coordinate grid',
    'plot A(100, 250), B(-40, 30) and C(75, -120)',
    'plot the points A(0.5, 0.25), B(-0.75, 1), C(0.1, 0.1), D(1.5, -0.5) and join them',
    'plot P(1,1), Q(1,2), R(2,1), S(2,2), T(1.5, 1.5), U(3, 3), V(0, 3), W(3, 0)',
  ])('keeps every label legible: %s', (prompt) => {
    const { layout, data } = drawn(prompt);
    const pts = (data as Extract<FigureData, { kind: 'points' }>).points;
    for (const p of pts)
      expect(texts(layout)).toContain(
        `${p.name}(${String(p.x).replace('-', '−')}, ${String(p.y).replace('-', '−')})`,
      );
  });
});
