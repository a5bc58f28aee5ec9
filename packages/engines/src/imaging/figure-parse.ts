// Circles, single angles and points on a grid read from their description.
import type { AngleData, AngleType, CircleData, PointsData } from './figure-data.ts';
import { DEGREE_SIGN, findUnit, fmt, listJoin, NUM, POINT_RE } from './figure-text.ts';
import { CannotDrawError } from './refusal.ts';

export function parseCircle(text: string): CircleData {
  const unit = findUnit(text);
  const sized = (word: string) =>
    text.match(new RegExp(String.raw`\b${word}\s*(?:of\s+|=\s*|is\s+|:\s*)?(?:length\s+)?(-?${NUM})`, 'i'));
  const r = sized('(?:radius|r)');
  const d = sized('diameter');
  const extra = text.match(
    /\b(angles?|sectors?|arcs?|secants?|inscribed|circumscribed|segments?|tangents|two tangents|triangles?|squares?|polygons?|areas?|circumference|perimeter)\b/i,
  )?.[1];
  if (extra) {
    const what = extra.toLowerCase();
    throw new CannotDrawError(
      /^angle/.test(what)
        ? 'A circle with a radius, diameter, chord or tangent has no angles for me to label, and I cannot draw ' +
            'angles in a circle; ask for the circle alone ("circle with radius 4") or for an angle ("angle of 40°").'
        : `I can draw a circle with its radius, a diameter, a chord or a tangent, but not the ${what} this asks for.`,
    );
  }
  const centre =
    text.match(/\b(?:centre|center)\s+(?:at\s+|is\s+)?([A-Z])\b/)?.[1] ??
    text.match(/\bcircle\s+([A-Z])\b(?!\s*\()/)?.[1] ??
    'O';
  for (const m of [r, d]) {
    if (m && !(Number(m[1]) > 0)) {
      throw new CannotDrawError(
        `A circle's radius and diameter must be positive; ${fmt(Number(m[1]))} is not.`,
      );
    }
  }
  if (!r && !d) {
    throw new CannotDrawError('To draw a circle I need its radius or diameter, e.g. "circle with radius 5".');
  }
  const radius = r ? Number(r[1]) : Number(d![1]) / 2;
  if (r && d && Math.abs(Number(d[1]) - 2 * radius) > 1e-9 * radius) {
    throw new CannotDrawError(
      `A circle of radius ${fmt(radius)} has diameter ${fmt(2 * radius)}, not ${fmt(Number(d[1]))}; give one of them.`,
    );
  }
  let chord: CircleData['chord'] = null;
  const c =
    text.match(
      new RegExp(
        String.raw`\b[Cc]hord\s*(?:([A-Z])([A-Z])\s*)?(?:of\s+|with\s+)?(?:length\s+)?(?:of\s+|=\s*|is\s+|:\s*)?(-?${NUM})`,
      ),
    ) ??
    text.match(
      new RegExp(String.raw`()()(${NUM})\s*(?:mm|cm|km|m|ft|inches|units?)?\s*(?:long\s+)?chord\b`, 'i'),
    );
  if (/\bchord\b/i.test(text) && !c) {
    throw new CannotDrawError(
      'Give the chord\'s length, e.g. "circle with radius 4 and a chord of length 6".',
    );
  }
  if (c) {
    const length = Number(c[3]);
    if (!(length > 0)) throw new CannotDrawError(`A chord's length must be positive; ${fmt(length)} is not.`);
    if (length > 2 * radius * (1 + 1e-12)) {
      throw new CannotDrawError(
        `A chord of length ${fmt(length)} cannot fit in a circle of radius ${fmt(radius)}: no chord is longer than ` +
          `the diameter, ${fmt(2 * radius)}.`,
      );
    }
    let names: [string, string] = c[1] && c[2] ? [c[1], c[2]] : ['A', 'B'];
    if (names.includes(centre) || names[0] === names[1]) names = centre === 'A' ? ['P', 'Q'] : ['A', 'B'];
    chord = { length, names };
  }
  const tangent = /\btangent\b/i.test(text);
  if (tangent && chord) {
    throw new CannotDrawError(
      'I can draw a circle with a chord or with a tangent, but not both in one figure; ask for them one at a time.',
    );
  }
  const circle: CircleData = {
    kind: 'circle',
    centre,
    radius,
    givenAs: r ? 'radius' : 'diameter',
    chord,
    unit,
  };
  // "radius 5 and a diameter": the diameter is drawn too (its halves are radii).
  if (r && /\bdiameter\b/i.test(text) && !d) circle.diameter = true;
  if (tangent) circle.tangent = true;
  return circle;
}

// ---------------------------------------------------------------------------------------------
// Angles

function angleType(deg: number): AngleType {
  if (deg < 90) return 'acute';
  if (deg === 90) return 'right';
  if (deg < 180) return 'obtuse';
  if (deg === 180) return 'straight';
  return 'reflex';
}

const TYPE_RANGES: Record<AngleType, string> = {
  acute: 'less than 90°',
  right: 'exactly 90°',
  obtuse: 'between 90° and 180°',
  straight: 'exactly 180°',
  reflex: 'between 180° and 360°',
};

export function parseAngle(text: string): AngleData {
  const named = text.match(/(?:\b[Aa]ngle\s+|∠\s*)([A-Z])([A-Z])([A-Z])\b/);
  const names = named ? ([named[1], named[2], named[3]] as [string, string, string]) : null;
  if (names && (names[1] === names[0] || names[1] === names[2] || names[0] === names[2])) {
    throw new CannotDrawError(`Angle ${names.join('')} needs three different points.`);
  }
  const range = text.match(
    new RegExp(
      String.raw`\b(?:between\s+-?${NUM}${DEGREE_SIGN}?\s+and|from\s+-?${NUM}${DEGREE_SIGN}?\s+to|(?:less|more|greater|smaller|bigger|larger)\s+than|at\s+(?:least|most)|up\s+to|under|over)\s+-?${NUM}|[<>≤≥]`,
      'i',
    ),
  );
  if (range) {
    throw new CannotDrawError(
      `"${range[0]}" describes a range of angles, not one size, so there is no single angle to draw; ` +
        'give one measure, e.g. "angle of 40°".',
    );
  }
  const measured =
    text.match(new RegExp(`(-?${NUM})${DEGREE_SIGN}`, 'i')) ??
    text.match(
      new RegExp(
        String.raw`(?:\bangle|∠)\s*(?:[A-Z]{3}\s*)?(?:=|of|is|measuring|measures)\s*(-?${NUM})`,
        'i',
      ),
    );
  const claimed = text.match(/\b(acute|right|obtuse|straight|reflex)\b/i)?.[1]?.toLowerCase() as
    | AngleType
    | undefined;
  let degrees: number;
  if (measured) degrees = Number(measured[1]);
  else if (claimed === 'right') degrees = 90;
  else if (claimed === 'straight') degrees = 180;
  else {
    throw new CannotDrawError(
      'Give the angle\'s size in degrees, e.g. "angle of 40°" or "angle ABC = 120°".',
    );
  }
  if (degrees <= 0) {
    throw new CannotDrawError(
      `An angle of ${fmt(degrees)}° has no opening to draw; give a size between 0° and 360°, e.g. "angle of 40°".`,
    );
  }
  if (degrees >= 360) {
    throw new CannotDrawError(
      `${fmt(degrees)}° is a full turn or more, which looks the same as ${fmt(degrees % 360)}°; give a size below 360°.`,
    );
  }
  if (degrees < 1) throw new CannotDrawError(`An angle of ${fmt(degrees)}° is too thin to draw legibly.`);
  const type = angleType(degrees);
  if (claimed && claimed !== type) {
    throw new CannotDrawError(
      `${fmt(degrees)}° is not ${claimed === 'acute' || claimed === 'obtuse' ? 'an' : 'a'} ${claimed} angle ` +
        `(${claimed} angles are ${TYPE_RANGES[claimed]}); it is ${type === 'acute' || type === 'obtuse' ? 'an' : 'a'} ${type} angle.`,
    );
  }
  return { kind: 'angle', degrees, type, names };
}

// ---------------------------------------------------------------------------------------------
// Points on a grid

export const MAX_POINTS = 16;
const SHAPE_SIZES: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  rectangle: 4,
  square: 4,
  parallelogram: 4,
  trapezium: 4,
  trapezoid: 4,
  kite: 4,
  rhombus: 4,
  pentagon: 5,
  hexagon: 6,
};

export function parsePoints(text: string): PointsData {
  const points: PointsData['points'] = [];
  for (const m of text.matchAll(POINT_RE)) {
    points.push({ name: m[1] ?? '', x: Number(m[2]), y: Number(m[3]) });
  }
  if (points.length > MAX_POINTS) {
    throw new CannotDrawError(`${points.length} points would crowd the grid; give at most ${MAX_POINTS}.`);
  }
  const shown = (p: { name: string; x: number; y: number }) => `${p.name}(${fmt(p.x)}, ${fmt(p.y)})`;
  for (const [i, p] of points.entries()) {
    const same = points.findIndex((q) => q.x === p.x && q.y === p.y);
    if (same < i) {
      throw new CannotDrawError(
        `${shown(points[same]!)} and ${shown(p)} are the same point; list each point once.`,
      );
    }
    const named = points.findIndex((q) => q.name && q.name === p.name);
    if (p.name && named < i) {
      throw new CannotDrawError(`Two different points are both called ${p.name}; give each its own name.`);
    }
  }
  const shape = text.match(new RegExp(`\\b(${Object.keys(SHAPE_SIZES).join('|')}|polygon)\\b`, 'i'))?.[1];
  const lower = shape?.toLowerCase() ?? null;
  let join: PointsData['join'] = 'none';
  if (lower || /\b(closed|shape)\b/i.test(text)) join = 'closed';
  else if (/\b(join|joined|joining|connect|connected|connecting|segments?|lines?|path)\b/i.test(text))
    join = 'open';
  if (lower && lower !== 'polygon' && SHAPE_SIZES[lower] !== points.length) {
    throw new CannotDrawError(
      `A ${lower} has ${SHAPE_SIZES[lower]} vertices, but ${points.length} point${points.length === 1 ? ' was' : 's were'} given.`,
    );
  }
  if (join === 'closed' && points.length < 3) join = points.length === 2 ? 'open' : 'none';
  if (join === 'closed' && points.length >= 3) {
    const [a, b] = points;
    const collinear = points.every(
      (p) => Math.abs((b!.x - a!.x) * (p.y - a!.y) - (b!.y - a!.y) * (p.x - a!.x)) < 1e-12,
    );
    if (collinear) {
      throw new CannotDrawError(
        `The points ${listJoin(points.map(shown))} all lie on one line, so they do not make a ${lower ?? 'polygon'}.`,
      );
    }
  }
  return { kind: 'points', points, join, shape: lower };
}
