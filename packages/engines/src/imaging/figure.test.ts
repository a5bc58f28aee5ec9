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
  if (layout.polygon) out.push(...layout.polygon.vertices);
  for (const t of layout.ticks) for (const st of t.strokes) out.push(...st);
  for (const c of layout.chevrons) out.push(...c);
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

type Tri = Extract<FigureData, { kind: 'triangle' }>;

/** The interior angle at v between the rays to p and q, in degrees. */
const angleAt = (v: Pt, p: Pt, q: Pt) =>
  (Math.acos(((p.x - v.x) * (q.x - v.x) + (p.y - v.y) * (q.y - v.y)) / (dist(v, p) * dist(v, q))) * 180) /
  Math.PI;

const within1 = (ratio: number, expected: number) =>
  expect(Math.abs(ratio / expected - 1)).toBeLessThan(0.01);

describe('new phrasings are recognised', () => {
  it.each([
    'triangle with angles 30, 60 and 90',
    'right triangle with one angle 30° and hypotenuse 10',
    'two parallel lines and a transversal with angle 65°',
    'isosceles triangle with two sides of 5 and a base of 6',
    'triangle with base 10 and height 6',
    'square with side 4',
    'rectangle 6 by 4',
    'rectangle with length 8 and width 3',
    'parallelogram with sides 6 and 4 and angle 60°',
    'regular hexagon with side 3',
    'regular pentagon',
    'circle with radius 3 and a tangent',
    'circle with radius 5 and a diameter',
    'angle between 0 and 90 degrees',
  ])('recognises "%s"', (prompt) => {
    expect(looksLikeFigure(prompt)).toBe(true);
  });

  it.each([
    'graph of y = x^2',
    'concept map of triangles',
    'Venn diagram of squares and rectangles',
    'timeline of the French Revolution',
    'flowchart: boil water -> add pasta -> drain',
    'the water cycle',
    'square root of 16',
    'draw a hexagon',
  ])('still leaves "%s" to other kinds', (prompt) => {
    expect(looksLikeFigure(prompt)).toBe(false);
  });
});

describe('triangles from their angles', () => {
  it('reads three angles, or two, without claiming any side length', () => {
    expect(parseFigure('triangle with angles 30, 60 and 90')).toMatchObject({
      kind: 'triangle',
      angles: [30, 60, 90],
      rightAt: 2,
      knownAngles: [0, 1, 2],
      given: [false, false, false],
      noLengths: true,
    });
    expect(parseFigure('triangle with angles 40° and 75°')).toMatchObject({
      angles: [40, 75, 65],
      knownAngles: [0, 1],
      noLengths: true,
    });
  });

  it('draws the angles with arcs and the right angle with a square, and no lengths', () => {
    const { layout, title, alt } = drawn('triangle with angles 30, 60 and 90');
    expect(title).toBe('Right triangle ABC with angles A = 30°, B = 60° and C = 90°');
    const [a, b, c] = layout.triangles[0]!.vertices;
    expect(angleAt(a, b, c)).toBeCloseTo(30, 6);
    expect(angleAt(b, c, a)).toBeCloseTo(60, 6);
    expect(angleAt(c, a, b)).toBeCloseTo(90, 6);
    expect(layout.rightMarks.map((m) => m.vertex)).toEqual([c]);
    expect(layout.arcs.map((arc) => ({ x: arc.cx, y: arc.cy }))).toEqual([a, b]);
    expect(texts(layout)).toEqual(expect.arrayContaining(['30°', '60°']));
    expect(layout.measures).toEqual([]);
    // A sensible size: it fills much of the canvas.
    expect(Math.max(dist(a, b), dist(b, c), dist(c, a))).toBeGreaterThan(400);
    expect(alt).toContain('no lengths are shown');
  });

  it('works out the third angle from two', () => {
    const { layout, alt } = drawn('triangle with angles 40° and 75°');
    expect(texts(layout)).toEqual(expect.arrayContaining(['40°', '75°', '65°']));
    expect(layout.arcs).toHaveLength(3);
    expect(alt).toContain('C = 180° − 40° − 75° = 65°');
  });

  it('solves a right triangle from an angle and the hypotenuse, to scale', () => {
    const t = parseFigure('right triangle with one angle 30° and hypotenuse 10') as Tri;
    expect(t).toMatchObject({ angles: [30, 90, 60], rightAt: 1, given: [false, false, true] });
    expect(t.sides[1]).toBeCloseTo(5, 9);
    expect(t.sides[0]).toBeCloseTo(5 * Math.sqrt(3), 9);
    const { layout, title } = drawn('right triangle with one angle 30° and hypotenuse 10');
    expect(title).toBe('Right triangle ABC with angles A = 30°, B = 90° and hypotenuse CA = 10');
    const v = layout.triangles[0]!.vertices;
    within1(dist(v[2], v[0]) / dist(v[1], v[2]), 2);
    within1(dist(v[0], v[1]) / dist(v[1], v[2]), Math.sqrt(3));
    expect(layout.rightMarks[0]!.vertex).toEqual(v[1]);
    expect(texts(layout)).toEqual(expect.arrayContaining(['10', '5', '5√3 ≈ 8.66', '30°', '60°']));
    for (const m of layout.measures) assertBesideMiddle(m);
  });

  it.each([
    ['triangle ABC with angle A = 40°, angle B = 60° and AB = 7', 0],
    ['triangle ABC with angle A = 40°, angle B = 60° and BC = 7', 1],
    ['triangle with angles 40° and 60° and a side of 7 between them', 0],
  ])('%s: two angles and a side, solved by the law of sines', (prompt, side) => {
    const t = parseFigure(prompt) as Tri;
    expect(t.angles).toEqual([40, 60, 80]);
    expect(t.sides[side]).toBe(7);
    const sin = (d: number) => Math.sin((d * Math.PI) / 180);
    for (let i = 0; i < 3; i++)
      expect(t.sides[i]! / sin(t.angles[(i + 2) % 3]!)).toBeCloseTo(7 / sin(t.angles[(side + 2) % 3]!), 9);
    const { layout } = drawn(prompt);
    const v = layout.triangles[0]!.vertices;
    for (let i = 0; i < 3; i++) within1(dist(v[i]!, v[(i + 1) % 3]!) / layout.scale, t.sides[i]!);
    expect(angleAt(v[0], v[1], v[2])).toBeCloseTo(40, 6);
    expect(texts(layout)).toEqual(expect.arrayContaining(['7', '40°', '60°', '80°']));
  });

  it('reads which leg goes with the angle when told', () => {
    const t = parseFigure('right triangle with angle 30° and leg 5 opposite the angle') as Tri;
    expect(t.sides[1]).toBe(5);
    expect(t.sides[2]).toBeCloseTo(10, 9);
  });
});

describe('isosceles triangles and heights', () => {
  it.each([
    [
      'isosceles triangle with two sides of 5 and a base of 6',
      [6, 5, 5],
      'Isosceles triangle ABC with equal sides 5 and base 6',
    ],
    [
      'isosceles triangle with equal sides 7 cm and base 4 cm',
      [4, 7, 7],
      'Isosceles triangle ABC with equal sides 7 cm and base 4 cm',
    ],
    [
      'isosceles triangle with base 6 and sides 5',
      [6, 5, 5],
      'Isosceles triangle ABC with equal sides 5 and base 6',
    ],
  ])('%s', (prompt, sides, title) => {
    expect(parseFigure(prompt)).toMatchObject({ sides, base: 0, isosceles: true, rightAt: null });
    const d = drawn(prompt);
    expect(d.title).toBe(title);
    const v = d.layout.triangles[0]!.vertices;
    // The base lies flat along the bottom, the apex above its midpoint.
    expect(v[0].y).toBeCloseTo(v[1].y, 6);
    expect(v[2].x).toBeCloseTo((v[0].x + v[1].x) / 2, 6);
    within1(dist(v[1], v[2]) / dist(v[0], v[1]), sides[1]! / sides[0]!);
    // One tick on each equal side, across its middle; none on the base.
    expect(d.layout.ticks.map((t) => t.side)).toEqual([
      [v[1], v[2]],
      [v[2], v[0]],
    ]);
    for (const t of d.layout.ticks) {
      const mid = { x: (t.side[0].x + t.side[1].x) / 2, y: (t.side[0].y + t.side[1].y) / 2 };
      const [p, q] = t.strokes[0]!;
      expect(dist({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }, mid)).toBeLessThan(1);
    }
    for (const m of d.layout.measures) assertBesideMiddle(m);
    expect(d.alt).toContain('Tick marks show the equal sides');
  });

  it('refuses an isosceles triangle whose sides are all different', () => {
    expect(refusal('isosceles triangle with sides 5, 6 and 7')).toMatch(/all different/);
  });

  it('draws a triangle from its base and height, the height dashed with its right-angle mark', () => {
    expect(parseFigure('triangle with base 10 and height 6')).toMatchObject({
      base: 0,
      height: 6,
      given: [true, false, false],
    });
    const { layout, title, alt } = drawn('triangle with base 10 and height 6');
    expect(title).toBe('Triangle ABC with base AB = 10 and height 6 (drawn isosceles)');
    const [a, b, c] = layout.triangles[0]!.vertices;
    const h = layout.lines.find((l) => l.role === 'height')!;
    expect(h).toMatchObject({ from: c, dashed: true });
    within1(dist(h.from, h.to) / dist(a, b), 6 / 10);
    expect(h.to.y).toBeCloseTo(a.y, 6);
    expect(h.to.x).toBeCloseTo((a.x + b.x) / 2, 6);
    expect(layout.rightMarks.map((m) => m.vertex)).toEqual([h.to]);
    expect(texts(layout)).toEqual(expect.arrayContaining(['10', 'h = 6', '√61 ≈ 7.81']));
    for (const m of layout.measures) assertBesideMiddle(m);
    expect(alt).toContain('dashed height h = 6');
  });
});

describe('single angles and parallel lines', () => {
  it('refuses a range of angles', () => {
    expect(refusal('angle between 0 and 90 degrees')).toMatch(/range of angles, not one size/);
    expect(refusal('an angle less than 90°')).toMatch(/range of angles/);
  });

  it('draws two parallel lines cut by a transversal with all eight angles labelled', () => {
    expect(parseFigure('two parallel lines and a transversal with angle 65°')).toEqual({
      kind: 'parallel',
      degrees: 65,
    });
    const { layout, title, alt } = drawn('two parallel lines and a transversal with angle 65°');
    expect(title).toBe('Two parallel lines cut by a transversal at 65°');
    const [l1, l2] = layout.lines.filter((l) => l.role === 'parallel');
    expect(l1!.from.y).toBeCloseTo(l1!.to.y, 9);
    expect(l2!.from.y).toBeCloseTo(l2!.to.y, 9);
    const tr = layout.lines.find((l) => l.role === 'transversal')!;
    expect(angleAt(tr.from, tr.to, { x: tr.from.x + 100, y: tr.from.y })).toBeCloseTo(65, 6);
    expect(layout.chevrons).toHaveLength(2);
    expect(layout.arcs).toHaveLength(8);
    // Each crossing has two 65° and two 115° labels, nearer to it than to the other crossing.
    const crossing = (y: number) => ({
      x: tr.from.x + ((y - tr.from.y) * (tr.to.x - tr.from.x)) / (tr.to.y - tr.from.y),
      y,
    });
    const [top, bottom] = [crossing(l1!.from.y), crossing(l2!.from.y)];
    for (const [p, other] of [
      [top, bottom],
      [bottom, top],
    ] as const) {
      const near = layout.labels.filter((l) => dist(centre(l.box), p) < dist(centre(l.box), other));
      expect(near.map((l) => l.lines[0]).sort()).toEqual(['115°', '115°', '65°', '65°']);
    }
    expect(alt).toContain('corresponding angles');
  });

  it('asks for the transversal angle', () => {
    expect(refusal('two parallel lines and a transversal')).toMatch(/Give the angle the transversal makes/);
  });
});

describe('quadrilaterals and regular polygons', () => {
  const sidesOf = (layout: FigureLayout) => {
    const v = layout.polygon!.vertices;
    return v.map((p, i) => dist(p, v[(i + 1) % v.length]!) / layout.scale);
  };

  it('draws a square with its right angles, equal-side ticks and its side outside', () => {
    expect(parseFigure('square with side 4')).toMatchObject({
      kind: 'polygon',
      shape: 'square',
      sides: [4, 4, 4, 4],
    });
    const { layout, title } = drawn('square with side 4');
    expect(title).toBe('Square ABCD with side 4');
    for (const s of sidesOf(layout)) within1(s, 4);
    expect(layout.rightMarks.map((m) => m.vertex)).toEqual(layout.polygon!.vertices);
    expect(layout.ticks.map((t) => t.count)).toEqual([1, 1, 1, 1]);
    expect(texts(layout)).toEqual(expect.arrayContaining(['A', 'B', 'C', 'D', '4']));
    for (const m of layout.measures) assertBesideMiddle(m);
  });

  it.each([
    ['rectangle 6 by 4', 6, 4],
    ['rectangle with length 8 and width 3', 8, 3],
  ])('%s', (prompt, a, b) => {
    const { layout, title } = drawn(prompt);
    expect(title).toBe(`Rectangle ABCD, ${a} by ${b}`);
    const s = sidesOf(layout);
    within1(s[0]! / s[1]!, a / b);
    within1(s[2]! / s[3]!, a / b);
    expect(layout.rightMarks).toHaveLength(4);
    expect(layout.ticks.map((t) => t.count)).toEqual([1, 2, 1, 2]);
    expect(layout.measures.map((m) => m.label.lines[0])).toEqual([String(a), String(b)]);
    for (const m of layout.measures) assertBesideMiddle(m);
  });

  it('draws a parallelogram with its given angle and its neighbour', () => {
    const { layout } = drawn('parallelogram with sides 6 and 4 and angle 60°');
    const v = layout.polygon!.vertices;
    expect(angleAt(v[0]!, v[1]!, v[3]!)).toBeCloseTo(60, 6);
    within1(sidesOf(layout)[0]! / sidesOf(layout)[1]!, 6 / 4);
    expect(layout.rightMarks).toEqual([]);
    expect(texts(layout)).toEqual(expect.arrayContaining(['6', '4', '60°', '120°']));
    for (const m of layout.measures) assertBesideMiddle(m);
  });

  it('draws a regular hexagon with equal sides and 120° angles', () => {
    const { layout, alt } = drawn('regular hexagon with side 3');
    for (const s of sidesOf(layout)) within1(s, 3);
    const v = layout.polygon!.vertices;
    for (let i = 0; i < 6; i++) expect(angleAt(v[i]!, v[(i + 1) % 6]!, v[(i + 5) % 6]!)).toBeCloseTo(120, 6);
    expect(layout.ticks).toHaveLength(6);
    expect(texts(layout)).toEqual(expect.arrayContaining(['3', '120°']));
    expect(alt).toContain('every interior angle is 120°');
  });

  it('draws a regular pentagon with sides of 1 unit when none is given', () => {
    expect(parseFigure('regular pentagon')).toMatchObject({ sides: [1, 1, 1, 1, 1], sideGiven: false });
    const { layout, title } = drawn('regular pentagon');
    expect(title).toBe('Regular pentagon ABCDE with side 1 unit');
    expect(texts(layout)).toEqual(expect.arrayContaining(['1 unit', '108°']));
  });

  it.each([
    ['draw a hexagon', /could not tell which figure/],
    ['parallelogram with sides 6 and 4', /give one angle too/],
    ['rectangle with side 5', /two side lengths/],
    ['kite with sides 3 and 5', /shape is not fixed by its name/],
  ])('refuses %s', (prompt, reason) => {
    expect(refusal(prompt)).toMatch(reason);
  });
});

describe('circles with a tangent or a diameter', () => {
  it('draws a tangent touching at T, square to the radius', () => {
    expect(parseFigure('circle with radius 3 and a tangent')).toMatchObject({ radius: 3, tangent: true });
    const { layout, alt } = drawn('circle with radius 3 and a tangent');
    const c = layout.circle!;
    const t = layout.dots.find((d) => d.name === 'T')!;
    expect(dist(t, { x: c.cx, y: c.cy })).toBeCloseTo(c.r, 6);
    const tan = layout.lines.find((l) => l.role === 'tangent')!;
    const radius = layout.lines.find((l) => l.role === 'radius')!;
    expect(radius.to).toEqual({ x: t.x, y: t.y });
    const dot =
      (tan.to.x - tan.from.x) * (radius.to.x - radius.from.x) +
      (tan.to.y - tan.from.y) * (radius.to.y - radius.from.y);
    expect(dot).toBeCloseTo(0, 6);
    // T lies on the tangent line.
    expect(
      segmentIntersectsBox(tan.from.x, tan.from.y, tan.to.x, tan.to.y, {
        x: t.x - 1,
        y: t.y - 1,
        width: 2,
        height: 2,
      }),
    ).toBe(true);
    expect(layout.rightMarks.map((m) => m.vertex)).toEqual([{ x: t.x, y: t.y }]);
    expect(texts(layout)).toEqual(expect.arrayContaining(['O', 'T', 'r = 3', 'tangent']));
    expect(alt).toContain('perpendicular to the radius OT');
  });

  it.each([
    ['circle with diameter 10', ['d = 10']],
    ['circle with radius 5 and a diameter', ['r = 5', 'd = 10']],
  ])('%s: the diameter is drawn, not a radius', (prompt, labels) => {
    const { layout } = drawn(prompt);
    const c = layout.circle!;
    const d = layout.lines.find((l) => l.role === 'diameter')!;
    expect(dist(d.from, d.to)).toBeCloseTo(2 * c.r, 6);
    expect(d.from.y).toBeCloseTo(c.cy, 6);
    expect(layout.lines.some((l) => l.role === 'radius')).toBe(false);
    expect(texts(layout)).toEqual(expect.arrayContaining(labels));
    for (const m of layout.measures) assertBesideMiddle(m);
  });

  it.each([
    ['circle with radius 4 and label the angles', /no angles for me to label/],
    ['circle with radius 4 and a sector of 60°', /not the sector/],
    ['circle with radius 3, a tangent and a chord of length 4', /not both/],
  ])('refuses what it cannot draw: %s', (prompt, reason) => {
    expect(refusal(prompt)).toMatch(reason);
  });
});

describe('grids fit the points', () => {
  it('keeps the origin but adds at most one step below 0 for first-quadrant points', () => {
    const { layout } = drawn('points (1,2), (3,5), (6,4)');
    const g = layout.grid!;
    expect(g.xMin).toBeLessThanOrEqual(0);
    expect(g.yMin).toBeLessThanOrEqual(0);
    expect(g.xMin).toBeGreaterThanOrEqual(-g.step);
    expect(g.yMin).toBeGreaterThanOrEqual(-g.step);
    expect(g.xMax).toBeGreaterThanOrEqual(6 + g.step / 2);
    expect(g.yMax).toBeGreaterThanOrEqual(5 + g.step / 2);
  });
});
