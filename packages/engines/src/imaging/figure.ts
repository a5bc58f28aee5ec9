// Geometry figures drawn to scale from a student's description: right, general and similar triangles,
// circles with a radius, diameter or chord, single angles, and points on a coordinate grid.
import { type Box, boxesOverlap, insideCanvas, segmentIntersectsBox } from './geometry.ts';
import { drawLabel, type Label, makeLabel } from './label.ts';
import { niceStep } from './plot.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle } from './svg.ts';

export interface TriangleData {
  kind: 'triangle';
  /** Vertex names, e.g. ['A', 'B', 'C']. */
  names: [string, string, string];
  /** Lengths of the sides from each vertex to the next: AB, BC, CA. */
  sides: [number, number, number];
  /** Whether each side's length was given (false: worked out from the others). */
  given: [boolean, boolean, boolean];
  /** Interior angles in degrees at each vertex. */
  angles: [number, number, number];
  /** Index of the vertex with the right angle, if there is one. */
  rightAt: number | null;
  /** Index of the vertex whose angle was given, if one was. */
  givenAngle: number | null;
  /** Label every angle (the prompt asked for the angles). */
  showAngles: boolean;
  unit: string;
}

export interface CircleData {
  kind: 'circle';
  centre: string;
  radius: number;
  /** Whether the prompt gave the radius or the diameter (that one is drawn). */
  givenAs: 'radius' | 'diameter';
  chord: { length: number; names: [string, string] } | null;
  unit: string;
}

export type AngleType = 'acute' | 'right' | 'obtuse' | 'straight' | 'reflex';

export interface AngleData {
  kind: 'angle';
  degrees: number;
  type: AngleType;
  /** Arm end, vertex, arm end ("angle ABC"), when the prompt named them. */
  names: [string, string, string] | null;
}

export interface SimilarData {
  kind: 'similar';
  first: TriangleData;
  /** Side i of `second` corresponds to side i of `first`. */
  second: TriangleData;
  scale: number;
}

export interface PointsData {
  kind: 'points';
  points: { name: string; x: number; y: number }[];
  join: 'none' | 'open' | 'closed';
  /** The shape the prompt said the points make ("triangle"), if any. */
  shape: string | null;
}

export type FigureData = TriangleData | CircleData | AngleData | SimilarData | PointsData;

const NUM = String.raw`\d+(?:\.\d+)?`;
const DEGREE_SIGN = String.raw`(?:\s*°|\s*degrees?\b|\s*degs?\b)`;

function tidy(text: string): string {
  return text
    .replace(/[−–—]/g, '-')
    .replace(/º/g, '°')
    .replace(/\s+/g, ' ')
    .replace(/[.?!]+$/, '')
    .trim();
}

function fmt(v: number, digits = 3): string {
  const p = 10 ** digits;
  const r = Math.round(v * p) / p;
  return String(Object.is(r, -0) ? 0 : r).replace('-', '−');
}

function withUnit(text: string, unit: string): string {
  return unit ? `${text} ${unit}` : text;
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A worked-out length: exact when it is a whole number or a surd ("√7 ≈ 2.65"), else "≈ 4.95". */
function workedLength(value: number): string {
  if (Math.abs(value - Math.round(value * 1000) / 1000) < 1e-9) return fmt(value);
  const sq = value * value;
  const k = Math.round(sq);
  if (k < 2 || Math.abs(sq - k) > 1e-7 * Math.max(1, sq)) return `≈ ${fmt(value, 2)}`;
  let outside = 1;
  let inside = k;
  for (let f = Math.floor(Math.sqrt(k)); f >= 2; f--) {
    if (k % (f * f) === 0) {
      outside = f;
      inside = k / (f * f);
      break;
    }
  }
  return `${outside > 1 ? outside : ''}√${inside} ≈ ${fmt(value, 2)}`;
}

function degreeText(deg: number): string {
  return `${fmt(deg, 1)}°`;
}

const UNITS: Record<string, string> = {
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  km: 'km',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  inch: 'in',
  inches: 'in',
  metres: 'm',
  meters: 'm',
  centimetres: 'cm',
  centimeters: 'cm',
  millimetres: 'mm',
  millimeters: 'mm',
};

function findUnit(text: string): string {
  const m = text.match(
    /\d\s*(mm|cm|km|m|ft|feet|foot|inch|inches|metres|meters|centimetres|centimeters|millimetres|millimeters)\b/i,
  );
  return m ? UNITS[m[1]!.toLowerCase()]! : '';
}

const COORD = String.raw`-?\d+(?:\.\d+)?`;
const POINT_RE = new RegExp(
  String.raw`(?:\b([A-Z]'{0,2}\d?)\s*=?\s*)?\(\s*(${COORD})\s*[,;]\s*(${COORD})\s*\)`,
  'g',
);
const OTHER_KINDS =
  /\b(venn|time[\s-]?lines?|concept[\s-]?maps?|mind[\s-]?maps?|charts?|number[\s-]?lines?|bar\s+graphs?|pie)\b/i;

/** Whether a prompt describes a geometry figure this module draws (triangle, circle, angle, points). */
export function looksLikeFigure(text: string): boolean {
  const t = tidy(text);
  if (!t || t.length > 300 || OTHER_KINDS.test(t)) return false;
  if (/\by\s*=|\bf\s*\(\s*x\s*\)|\b(sin|cos|tan|log|ln|sqrt|exp)\s*\(?\s*x\b/i.test(t)) return false;
  if (new RegExp(POINT_RE.source).test(t)) {
    return /\b(points?|plot|plotting|coordinates?|grid|axes|join|joined|connect|polygon|triangle|quadrilateral|vertices|mark)\b/i.test(
      t,
    );
  }
  const hasNumber = /\d/.test(t);
  if (/\btriangles?\b|[△Δ]/i.test(t)) return hasNumber;
  if (/\bcircle\b/i.test(t)) return hasNumber && /\b(radius|diameter|chord|r\s*=)/i.test(t);
  if (/\bangle\b|∠/i.test(t)) {
    return (
      new RegExp(`${NUM}${DEGREE_SIGN}`, 'i').test(t) ||
      /\bangle\s+(?:[A-Z]{3}\s*)?(?:=|of|is|measuring)\s*\d/i.test(t) ||
      /\bright\s+angle\b/i.test(t)
    );
  }
  return false;
}

const FIGURE_HELP =
  'I can draw geometry figures to scale: triangles from their sides ("right triangle with sides 3, 4, 5", ' +
  '"triangle with sides 5, 7 and 9"), circles ("circle with radius 4 and a chord of length 6"), angles ' +
  '("angle ABC = 120°"), similar triangles ("similar triangles with sides 3, 4, 5 and 6, 8, 10") and points ' +
  'on a grid ("plot the points A(1,2), B(-3,4), C(0,-2)").';

/** Reads a figure description; throws CannotDrawError saying why when it cannot be drawn. */
export function parseFigure(subject: string): FigureData {
  const text = tidy(subject);
  if (new RegExp(POINT_RE.source).test(text)) return parsePoints(text);
  if (/\bsimilar\b|[~∼]/i.test(text)) return parseSimilar(text);
  if (/\btriangle\b|[△Δ]|\b\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\b/i.test(text)) {
    return parseTriangle(text);
  }
  if (/\bcircle\b/i.test(text)) return parseCircle(text);
  if (/\bangle\b|∠/i.test(text)) return parseAngle(text);
  throw new CannotDrawError(`I could not tell which figure "${text.slice(0, 80)}" describes. ${FIGURE_HELP}`);
}

// ---------------------------------------------------------------------------------------------
// Triangles

function triangleNames(text: string): [string, string, string] | null {
  const m = text.match(/(?:\b[Tt]riangles?\s+|[△Δ]\s*)([A-Z])([A-Z])([A-Z])\b/);
  if (!m) return null;
  const names: [string, string, string] = [m[1]!, m[2]!, m[3]!];
  if (new Set(names).size < 3) {
    throw new CannotDrawError(`A triangle's three vertices need different names; "${m[0]}" repeats one.`);
  }
  return names;
}

/** Interior angles (degrees) at each vertex of a triangle with sides [AB, BC, CA]. */
function anglesOf(sides: [number, number, number]): [number, number, number] {
  const out = [0, 0, 0] as [number, number, number];
  for (let i = 0; i < 3; i++) {
    const adj1 = sides[i]!;
    const adj2 = sides[(i + 2) % 3]!;
    const opp = sides[(i + 1) % 3]!;
    const cos = (adj1 * adj1 + adj2 * adj2 - opp * opp) / (2 * adj1 * adj2);
    out[i] = (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
  }
  return out;
}

/** Half a unit in the last decimal place written, so "1.41" may stand for √2. */
function roundingOf(values: number[]): number {
  let tol = 0;
  for (const v of values) {
    const decimals = (String(v).split('.')[1] ?? '').length;
    if (decimals > 0) tol = Math.max(tol, 0.5 * 10 ** -decimals);
  }
  return tol;
}

function sideName(names: readonly string[], i: number): string {
  return `${names[i]}${names[(i + 1) % 3]}`;
}

function checkTriangle(sides: number[], label = 'Sides'): void {
  for (const s of sides) {
    if (!(s > 0) || !Number.isFinite(s)) {
      throw new CannotDrawError(`Every side of a triangle must be a positive length; ${fmt(s)} is not.`);
    }
  }
  const sorted = [...sides].sort((a, b) => a - b);
  const [a, b, c] = sorted as [number, number, number];
  if (a + b <= c * (1 + 1e-12)) {
    throw new CannotDrawError(
      `${label} ${listJoin(sides.map((s) => fmt(s)))} cannot make a triangle: ${fmt(a)} + ${fmt(b)} = ${fmt(a + b)}, ` +
        `which is not more than ${fmt(c)} (each side must be shorter than the other two together).`,
    );
  }
}

/** Builds a triangle from its sides, checking it and finding a right angle. */
function makeTriangle(
  names: [string, string, string],
  sides: [number, number, number],
  opts: {
    given: [boolean, boolean, boolean];
    claimedRight: boolean;
    givenAngle?: number | null;
    showAngles?: boolean;
    unit?: string;
  },
): TriangleData {
  checkTriangle(sides);
  const big = sides.indexOf(Math.max(...sides));
  const others = [sides[(big + 1) % 3]!, sides[(big + 2) % 3]!];
  const hyp = sides[big]!;
  const fromPythagoras = Math.sqrt(others[0]! ** 2 + others[1]! ** 2);
  const exact = Math.abs(others[0]! ** 2 + others[1]! ** 2 - hyp * hyp) <= 1e-9 * hyp * hyp;
  let rightAt: number | null = null;
  if (opts.claimedRight) {
    const tol = roundingOf(sides.filter((_, i) => opts.given[i]));
    if (!exact && Math.abs(fromPythagoras - hyp) > tol + 1e-9 * hyp) {
      const [p, q] = others.map((s) => fmt(s));
      throw new CannotDrawError(
        `Sides ${listJoin(sides.map((s) => fmt(s)))} do not make a right triangle: ${p}² + ${q}² = ` +
          `${fmt(others[0]! ** 2 + others[1]! ** 2)}, but ${fmt(hyp)}² = ${fmt(hyp * hyp)} (Pythagoras needs them equal). ` +
          'Leave out "right" to draw the triangle these sides make.',
      );
    }
    rightAt = (big + 2) % 3;
  } else if (exact) rightAt = (big + 2) % 3;
  const angles = anglesOf(sides);
  if (rightAt !== null) angles[rightAt] = 90;
  return {
    kind: 'triangle',
    names,
    sides,
    given: opts.given,
    angles,
    rightAt,
    givenAngle: opts.givenAngle ?? null,
    showAngles: opts.showAngles ?? false,
    unit: opts.unit ?? '',
  };
}

/** Index of the side joining two named vertices (sides are AB, BC, CA). */
function sideIndex(names: readonly string[], x: string, y: string): number | null {
  const i = names.indexOf(x);
  const j = names.indexOf(y);
  if (i < 0 || j < 0 || i === j) return null;
  return j === (i + 1) % 3 ? i : j;
}

const TRIANGLE_HELP =
  'To draw a triangle I need its three sides ("triangle with sides 5, 7 and 9"), two sides and the angle ' +
  'between them ("triangle with sides 5 and 7 and an angle of 60° between them"), or a right triangle\'s legs ' +
  '("right triangle with legs 6 and 8").';

function parseTriangle(text: string): TriangleData {
  const unit = findUnit(text);
  let names = triangleNames(text);
  const showAngles = /\bangles\b/i.test(text);
  const rightMatch = text.match(/\bright[\s-]?angled?\s+at\s+([A-Za-z])\b/i);
  const claimedRight =
    Boolean(rightMatch) ||
    /\bright[\s-]*(angled\s+)?triangle|\bright[\s-]angled\b|\b(legs?|hypotenuse)\b/i.test(text);
  let body = text.replace(/(\d)\s*-\s*(?=\d)/g, '$1, ');

  const namedSides: { x: string; y: string; value: number }[] = [];
  body = body.replace(new RegExp(String.raw`\b([A-Z])([A-Z])\s*(?:=|is|:)\s*(${NUM})`, 'g'), (_, x, y, v) => {
    namedSides.push({ x, y, value: Number(v) });
    return ' ';
  });
  const angles: { at: string | null; value: number }[] = [];
  body = body.replace(
    new RegExp(
      String.raw`(?:∠\s*|\b[Aa]ngle\s+(?:at\s+)?)([A-Z])\s*(?:=|is|of|:)?\s*(${NUM})${DEGREE_SIGN}?`,
      'g',
    ),
    (_, at, v) => {
      angles.push({ at, value: Number(v) });
      return ' ';
    },
  );
  body = body.replace(new RegExp(`(${NUM})${DEGREE_SIGN}`, 'gi'), (_, v) => {
    angles.push({ at: null, value: Number(v) });
    return ' ';
  });
  const unitWord = String.raw`(?:\s*(?:mm|cm|km|m|ft|feet|inches|units?)\b)?`;
  let legs: number[] = [];
  const legMatch = body.match(
    new RegExp(
      String.raw`\blegs?\s*(?:of\s+)?(?:lengths?\s+)?(?:are\s+|=\s*|:\s*)?(${NUM})${unitWord}(?:\s*(?:,|and|&)\s*(${NUM}))?`,
      'i',
    ),
  );
  if (legMatch) {
    legs = legMatch[2] === undefined ? [Number(legMatch[1])] : [Number(legMatch[1]), Number(legMatch[2])];
    body = body.replace(legMatch[0], ' ');
  }
  const hypMatch = body.match(
    new RegExp(String.raw`\bhypotenuse\s*(?:of\s+)?(?:length\s+)?(?:is\s+|=\s*|:\s*)?(${NUM})`, 'i'),
  );
  const hypotenuse = hypMatch ? Number(hypMatch[1]) : null;
  if (hypMatch) body = body.replace(hypMatch[0], ' ');
  const numbers = [...body.matchAll(new RegExp(NUM, 'g'))].map((m) => Number(m[0]));

  for (const a of angles) {
    if (!(a.value > 0 && a.value < 180)) {
      throw new CannotDrawError(
        `A triangle's angles are between 0° and 180°; ${fmt(a.value)}° cannot be one.`,
      );
    }
  }
  if (!names && namedSides.length > 0) {
    const letters = [...new Set(namedSides.flatMap((s) => [s.x, s.y]))];
    if (letters.length === 3) names = letters as [string, string, string];
  }
  names ??= ['A', 'B', 'C'];
  let rightAt: number | null = null;
  if (rightMatch) {
    rightAt = names.indexOf(rightMatch[1]!.toUpperCase());
    if (rightAt < 0) {
      throw new CannotDrawError(
        `The right angle is at ${rightMatch[1]!.toUpperCase()}, which is not a vertex of triangle ${names.join('')}.`,
      );
    }
  }
  const base = { unit, showAngles };

  if (namedSides.length > 0) {
    const sides: (number | null)[] = [null, null, null];
    for (const s of namedSides) {
      const i = sideIndex(names, s.x, s.y);
      if (i === null) {
        throw new CannotDrawError(`${s.x}${s.y} is not a side of triangle ${names.join('')}.`);
      }
      sides[i] = s.value;
    }
    if (sides.every((s) => s !== null)) {
      return makeTriangle(names, sides as [number, number, number], {
        ...base,
        given: [true, true, true],
        claimedRight,
      });
    }
    const known = sides.flatMap((s, i) => (s === null ? [] : [i]));
    const missing = sides.indexOf(null);
    if (known.length === 2) {
      // The angle between the two known sides is at the vertex opposite the missing one.
      const between = (missing + 2) % 3;
      const [p, q] = [sides[known[0]!]!, sides[known[1]!]!];
      const angle =
        angles.find((a) => a.at === names![between]) ??
        (angles.length === 1 && angles[0]!.at === null ? angles[0] : undefined);
      if (angle) return sas(names, p, q, known, between, angle.value, base);
      if (angles.length > 0) {
        throw new CannotDrawError(
          `Two sides and an angle fix a triangle only when the angle is between them (angle ${names[between]} here); ` +
            `angle ${angles[0]!.at} leaves more than one triangle possible.`,
        );
      }
      if (claimedRight && (rightAt === null || rightAt === between)) {
        return sas(names, p, q, known, between, 90, base, true);
      }
      if (claimedRight && rightAt !== null) {
        // The known sides are the hypotenuse (opposite the right angle) and one leg.
        const hyp = (rightAt + 1) % 3;
        const leg = known.find((i) => i !== hyp)!;
        if (!known.includes(hyp) || sides[hyp]! <= sides[leg]!) {
          throw new CannotDrawError(
            `The hypotenuse ${sideName(names, hyp)} must be the longest side of a right triangle.`,
          );
        }
        const full = [...sides] as [number, number, number];
        full[missing] = Math.sqrt(sides[hyp]! ** 2 - sides[leg]! ** 2);
        const given = [true, true, true] as [boolean, boolean, boolean];
        given[missing] = false;
        return { ...makeTriangle(names, full, { ...base, given, claimedRight: true }), rightAt };
      }
    }
    throw new CannotDrawError(TRIANGLE_HELP);
  }

  if (legs.length > 0 || hypotenuse !== null) {
    const at = rightAt ?? 1;
    const legIdx = [(at + 2) % 3, at];
    const hypIdx = (at + 1) % 3;
    const sides = [0, 0, 0] as [number, number, number];
    const given = [true, true, true] as [boolean, boolean, boolean];
    if (legs.length === 1 && hypotenuse === null && numbers.length === 1) legs.push(numbers[0]!);
    if (legs.length === 2) {
      sides[legIdx[0]!] = legs[0]!;
      sides[legIdx[1]!] = legs[1]!;
      sides[hypIdx] = hypotenuse ?? Math.hypot(legs[0]!, legs[1]!);
      given[hypIdx] = hypotenuse !== null;
    } else if (legs.length === 1 && hypotenuse !== null) {
      const h = hypotenuse;
      if (h <= legs[0]!) {
        throw new CannotDrawError(
          `The hypotenuse is the longest side of a right triangle, so it cannot be ${fmt(h)} with a leg of ${fmt(legs[0]!)}.`,
        );
      }
      sides[legIdx[0]!] = legs[0]!;
      sides[legIdx[1]!] = Math.sqrt(h * h - legs[0]! ** 2);
      given[legIdx[1]!] = false;
      sides[hypIdx] = h;
    } else {
      throw new CannotDrawError(
        'A right triangle needs both legs ("legs 6 and 8") or a leg and the hypotenuse ("leg 5 and hypotenuse 13").',
      );
    }
    for (const s of sides) {
      if (!(s > 0)) throw new CannotDrawError('Every side of a triangle must be a positive length.');
    }
    return { ...makeTriangle(names, sides, { ...base, given, claimedRight: true }), rightAt: at };
  }

  if (/\bequilateral\b/i.test(text) && numbers.length === 1) {
    const s = numbers[0]!;
    return makeTriangle(names, [s, s, s], { ...base, given: [true, true, true], claimedRight: false });
  }
  if (numbers.length === 3 && angles.length === 0) {
    let sides = numbers as [number, number, number];
    if (rightAt !== null) {
      // The hypotenuse goes opposite the named right angle; the legs keep their order.
      const hyp = Math.max(...sides);
      const rest = [...sides];
      rest.splice(rest.indexOf(hyp), 1);
      sides = [0, 0, 0];
      sides[(rightAt + 1) % 3] = hyp;
      sides[(rightAt + 2) % 3] = rest[0]!;
      sides[rightAt] = rest[1]!;
    }
    return makeTriangle(names, sides, { ...base, given: [true, true, true], claimedRight });
  }
  if (numbers.length === 2 && angles.length === 1 && angles[0]!.at === null) {
    return sas(names, numbers[0]!, numbers[1]!, [0, 1], 1, angles[0]!.value, base);
  }
  if (numbers.length === 2 && angles.length === 1) {
    const at = names.indexOf(angles[0]!.at!);
    if (at < 0) throw new CannotDrawError(`${angles[0]!.at} is not a vertex of triangle ${names.join('')}.`);
    return sas(names, numbers[0]!, numbers[1]!, [(at + 2) % 3, at], at, angles[0]!.value, base);
  }
  if (numbers.length === 2 && angles.length === 0 && claimedRight) {
    const at = rightAt ?? 1;
    return sas(names, numbers[0]!, numbers[1]!, [(at + 2) % 3, at], at, 90, base, true);
  }
  throw new CannotDrawError(TRIANGLE_HELP);
}

/** Two sides (at indices `known`, meeting at vertex `between`) and the angle between them. */
function sas(
  names: [string, string, string],
  p: number,
  q: number,
  known: number[],
  between: number,
  degrees: number,
  base: { unit: string; showAngles: boolean },
  right = false,
): TriangleData {
  if (!(p > 0 && q > 0)) throw new CannotDrawError('Every side of a triangle must be a positive length.');
  const rad = (degrees * Math.PI) / 180;
  const third = Math.sqrt(Math.max(0, p * p + q * q - 2 * p * q * Math.cos(rad)));
  const sides = [0, 0, 0] as [number, number, number];
  const given = [false, false, false] as [boolean, boolean, boolean];
  sides[known[0]!] = p;
  sides[known[1]!] = q;
  given[known[0]!] = true;
  given[known[1]!] = true;
  const missing = [0, 1, 2].find((i) => !known.includes(i))!;
  sides[missing] = third;
  const t = makeTriangle(names, sides, {
    ...base,
    given,
    claimedRight: false,
    givenAngle: right ? null : between,
  });
  if (right || Math.abs(degrees - 90) < 1e-9) return { ...t, rightAt: between, givenAngle: null };
  t.angles[between] = degrees;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Similar triangles

function parseSimilar(text: string): SimilarData {
  const unit = findUnit(text);
  const pair =
    text.match(
      /\b([A-Z])([A-Z])([A-Z])\s*(?:and|,|~|∼|is similar to|similar to)\s*(?:triangle\s+)?([A-Z])([A-Z])([A-Z])\b/,
    ) ?? null;
  const names1 = (pair ? [pair[1], pair[2], pair[3]] : ['A', 'B', 'C']) as [string, string, string];
  const names2 = (pair ? [pair[4], pair[5], pair[6]] : ['D', 'E', 'F']) as [string, string, string];
  for (const names of [names1, names2]) {
    if (new Set(names).size < 3)
      throw new CannotDrawError(`Triangle ${names.join('')} repeats a vertex name.`);
  }
  let body = text.replace(/(\d)\s*-\s*(?=\d)/g, '$1, ');
  const factorMatch = body.match(
    new RegExp(
      String.raw`\b(?:scale\s*factor|ratio|enlargement)\s*(?:of\s+|=\s*|is\s+|:\s*)?(${NUM})(?:\s*(:|/)\s*(${NUM}))?`,
      'i',
    ),
  );
  let factor: number | null = null;
  if (factorMatch) {
    const [, a, sep, b] = factorMatch;
    factor = b === undefined ? Number(a) : sep === ':' ? Number(b) / Number(a) : Number(a) / Number(b);
    body = body.replace(factorMatch[0], ' ');
  }
  const numbers = [...body.matchAll(new RegExp(NUM, 'g'))].map((m) => Number(m[0]));
  if (numbers.length !== 3 && numbers.length !== 6) {
    throw new CannotDrawError(
      'For similar triangles give both triangles\' sides ("similar triangles with sides 3, 4, 5 and 6, 8, 10") ' +
        'or one triangle\'s sides and the scale factor ("similar triangles with sides 3, 4, 5 and scale factor 2").',
    );
  }
  const s1 = numbers.slice(0, 3) as [number, number, number];
  checkTriangle(s1, `Sides of ${names1.join('')}`);
  let s2: [number, number, number];
  let k: number;
  if (numbers.length === 6) {
    const raw = numbers.slice(3) as [number, number, number];
    checkTriangle(raw, `Sides of ${names2.join('')}`);
    // Match sides by size: the shortest corresponds to the shortest, and so on.
    const order1 = [0, 1, 2].sort((a, b) => s1[a]! - s1[b]!);
    const sorted2 = [...raw].sort((a, b) => a - b);
    s2 = [0, 0, 0];
    for (const [rank, i] of order1.entries()) s2[i] = sorted2[rank]!;
    const ratios = order1.map((i) => s2[i]! / s1[i]!);
    k = ratios[0]!;
    const off = ratios.some((r) => Math.abs(r - k) > 0.005 * k);
    if (off) {
      const shown = order1.map((i) => `${fmt(s2[i]!)}/${fmt(s1[i]!)} = ${fmt(s2[i]! / s1[i]!)}`);
      throw new CannotDrawError(
        `Triangles with sides ${listJoin(s1.map((s) => fmt(s)))} and ${listJoin(raw.map((s) => fmt(s)))} are not similar: ` +
          `matching sides shortest to longest, the ratios ${listJoin(shown)} are not all equal.`,
      );
    }
    if (factor !== null && Math.abs(factor - k) > 0.005 * k) {
      throw new CannotDrawError(
        `The sides give a scale factor of ${fmt(k)}, not ${fmt(factor)}; check the numbers.`,
      );
    }
  } else {
    if (factor === null) {
      throw new CannotDrawError(
        'Give the second triangle\'s sides or the scale factor ("similar triangles with sides 3, 4, 5 and scale factor 2").',
      );
    }
    k = factor;
    s2 = s1.map((s) => s * k) as [number, number, number];
  }
  if (!(k > 0) || k > 8 || k < 1 / 8) {
    throw new CannotDrawError(
      `A scale factor of ${fmt(k)} makes one triangle too small to label beside the other; use a factor between 1/8 and 8.`,
    );
  }
  const claimedRight = /\bright[\s-]*(angled\s+)?triangles?\b/i.test(text);
  const first = makeTriangle(names1, s1, { given: [true, true, true], claimedRight, unit });
  const given2 = numbers.length === 6 ? [true, true, true] : [false, false, false];
  const second = makeTriangle(names2, s2, {
    given: given2 as [boolean, boolean, boolean],
    claimedRight,
    unit,
  });
  // Use the same angles (and right angle) for both, so rounding never draws them differently.
  return {
    kind: 'similar',
    first,
    second: { ...second, angles: first.angles, rightAt: first.rightAt },
    scale: k,
  };
}

// ---------------------------------------------------------------------------------------------
// Circles

function parseCircle(text: string): CircleData {
  const unit = findUnit(text);
  const sized = (word: string) =>
    text.match(new RegExp(String.raw`\b${word}\s*(?:of\s+|=\s*|is\s+|:\s*)?(?:length\s+)?(-?${NUM})`, 'i'));
  const r = sized('(?:radius|r)');
  const d = sized('diameter');
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
  return { kind: 'circle', centre, radius, givenAs: r ? 'radius' : 'diameter', chord, unit };
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

function parseAngle(text: string): AngleData {
  const named = text.match(/(?:\b[Aa]ngle\s+|∠\s*)([A-Z])([A-Z])([A-Z])\b/);
  const names = named ? ([named[1], named[2], named[3]] as [string, string, string]) : null;
  if (names && (names[1] === names[0] || names[1] === names[2] || names[0] === names[2])) {
    throw new CannotDrawError(`Angle ${names.join('')} needs three different points.`);
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

const MAX_POINTS = 16;
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

function parsePoints(text: string): PointsData {
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

// ---------------------------------------------------------------------------------------------
// Titles and descriptions

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

function lengthList(values: number[], unit: string): string {
  return withUnit(listJoin(values.map((v) => fmt(v))), unit);
}

function triangleTitle(t: TriangleData): string {
  const name = t.names.join('');
  const [a, b, c] = t.sides;
  if (a === b && b === c) return `Equilateral triangle ${name} with sides ${withUnit(fmt(a), t.unit)}`;
  const head = `${t.rightAt !== null ? 'Right triangle' : 'Triangle'} ${name}`;
  if (t.given.every(Boolean)) return `${head} with sides ${lengthList(t.sides, t.unit)}`;
  const known = [0, 1, 2].filter((i) => t.given[i]);
  if (t.rightAt !== null) {
    const hyp = (t.rightAt + 1) % 3;
    if (!t.given[hyp])
      return `${head} with legs ${lengthList(
        known.map((i) => t.sides[i]!),
        t.unit,
      )}`;
    const leg = known.find((i) => i !== hyp)!;
    return `${head} with leg ${withUnit(fmt(t.sides[leg]!), t.unit)} and hypotenuse ${withUnit(fmt(t.sides[hyp]!), t.unit)}`;
  }
  const parts = known.map((i) => `${sideName(t.names, i)} = ${withUnit(fmt(t.sides[i]!), t.unit)}`);
  if (t.givenAngle !== null)
    parts.push(`angle ${t.names[t.givenAngle]} = ${degreeText(t.angles[t.givenAngle]!)}`);
  return `${head} with ${listJoin(parts)}`;
}

export function figureTitle(data: FigureData): string {
  switch (data.kind) {
    case 'triangle':
      return triangleTitle(data);
    case 'circle': {
      const size = data.givenAs === 'radius' ? data.radius : 2 * data.radius;
      const chord = data.chord ? ` and a chord of length ${withUnit(fmt(data.chord.length), data.unit)}` : '';
      return `Circle with ${data.givenAs} ${withUnit(fmt(size), data.unit)}${chord}`;
    }
    case 'angle':
      return data.names
        ? `Angle ${data.names.join('')} = ${degreeText(data.degrees)}`
        : `${capitalise(data.type)} angle of ${degreeText(data.degrees)}`;
    case 'similar':
      return `Similar triangles ${data.first.names.join('')} and ${data.second.names.join('')} (scale factor ${fmt(data.scale)})`;
    case 'points': {
      const pts = data.points.map((p) => `${p.name}(${fmt(p.x)}, ${fmt(p.y)})`);
      const shape =
        data.join === 'closed'
          ? ` joined into a ${data.shape ?? 'polygon'}`
          : data.join === 'open'
            ? ' joined in order'
            : '';
      if (data.points.length <= 4) return `Point${pts.length === 1 ? '' : 's'} ${listJoin(pts)}${shape}`;
      const names = data.points.every((p) => p.name) ? ` ${listJoin(data.points.map((p) => p.name))}` : '';
      return `${data.points.length} points${names} on a coordinate grid${shape}`;
    }
  }
}

function describeTriangleMeasures(t: TriangleData): string {
  const sides = [0, 1, 2].map((i) => {
    const value = t.given[i]
      ? withUnit(fmt(t.sides[i]!), t.unit)
      : withUnit(workedLength(t.sides[i]!), t.unit);
    const hyp = t.rightAt !== null && i === (t.rightAt + 1) % 3 ? ' (the hypotenuse)' : '';
    const how = t.given[i]
      ? ''
      : t.rightAt !== null
        ? ', worked out by Pythagoras'
        : ', worked out by the law of cosines';
    return `${sideName(t.names, i)} = ${value}${hyp}${how}`;
  });
  const angles = [0, 1, 2].map((i) => `${t.names[i]} = ${degreeText(t.angles[i]!)}`);
  return `Sides: ${listJoin(sides)}. Angles: ${listJoin(angles)}.`;
}

/** Alt text naming the figure and every measure shown. */
export function describeFigure(data: FigureData): string {
  switch (data.kind) {
    case 'triangle': {
      const right =
        data.rightAt !== null
          ? `, with the right angle at ${data.names[data.rightAt]} marked by a small square`
          : '';
      return `${figureTitle(data)}, drawn to scale${right}. ${describeTriangleMeasures(data)}`;
    }
    case 'circle': {
      const u = data.unit;
      let text =
        `Circle with centre ${data.centre}, radius ${withUnit(fmt(data.radius), u)} and diameter ${withUnit(fmt(2 * data.radius), u)}, ` +
        `drawn to scale with the ${data.givenAs} drawn and labelled.`;
      if (data.chord) {
        const dist = Math.sqrt(Math.max(0, data.radius ** 2 - (data.chord.length / 2) ** 2));
        const name = data.chord.names.join('');
        text +=
          dist < 1e-9
            ? ` Chord ${name} of length ${withUnit(fmt(data.chord.length), u)} passes through the centre: it is a diameter.`
            : ` Chord ${name} of length ${withUnit(fmt(data.chord.length), u)} lies ${withUnit(workedLength(dist), u)} from ${data.centre}; ` +
              'the dashed perpendicular from the centre meets it at its midpoint at a right angle.';
      }
      return text;
    }
    case 'angle': {
      const what = data.names
        ? `Angle ${data.names.join('')} of ${degreeText(data.degrees)}, ${data.type === 'acute' || data.type === 'obtuse' ? 'an' : 'a'} ${data.type} angle, with vertex ${data.names[1]} and arms ${data.names[1]}${data.names[0]} and ${data.names[1]}${data.names[2]}`
        : `${capitalise(data.type === 'acute' || data.type === 'obtuse' ? 'an' : 'a')} ${data.type} angle of ${degreeText(data.degrees)}: two arms from a vertex`;
      const mark =
        data.type === 'right'
          ? 'a small square marks the right angle'
          : `an arc marks the ${degreeText(data.degrees)} between them`;
      return `${what}; ${mark}.`;
    }
    case 'similar': {
      const { first: a, second: b } = data;
      const pairs = [0, 1, 2].map(
        (i) =>
          `${sideName(a.names, i)} = ${withUnit(fmt(a.sides[i]!), a.unit)} matches ${sideName(b.names, i)} = ${withUnit(fmt(b.sides[i]!), b.unit)}`,
      );
      const angles = [0, 1, 2].map((i) => `${a.names[i]} = ${b.names[i]} = ${degreeText(a.angles[i]!)}`);
      return (
        `${figureTitle(data)}, drawn side by side to the same scale; matching sides share a colour. ` +
        `${capitalise(listJoin(pairs))}, so every side of ${b.names.join('')} is ${fmt(data.scale)} times its match in ${a.names.join('')}. ` +
        `Equal angles: ${listJoin(angles)}.`
      );
    }
    case 'points': {
      const pts = data.points.map((p) => `${p.name}(${fmt(p.x)}, ${fmt(p.y)})`);
      const join =
        data.join === 'closed'
          ? `, joined into a ${data.shape ?? 'polygon'}`
          : data.join === 'open'
            ? ', joined in order by straight lines'
            : '';
      return `Coordinate grid with the point${pts.length === 1 ? '' : 's'} ${listJoin(pts)} marked and labelled${join}.`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Layout

export interface Pt {
  x: number;
  y: number;
}

export interface PlacedTriangle {
  names: string[];
  /** Vertices in canvas coordinates, in the order of `names`. */
  vertices: [Pt, Pt, Pt];
  /** Colour of each side (AB, BC, CA). */
  colors: [string, string, string];
}

export interface FigureLine {
  from: Pt;
  to: Pt;
  role: 'radius' | 'diameter' | 'chord' | 'distance' | 'arm' | 'axis' | 'grid' | 'join';
  dashed: boolean;
}

/** An arc around (cx, cy); angles in radians, counter-clockwise on screen from the positive x direction. */
export interface FigureArc {
  cx: number;
  cy: number;
  r: number;
  start: number;
  sweep: number;
}

export interface RightMark {
  vertex: Pt;
  /** The two outer sides of the little square: from one arm, round the corner, to the other. */
  path: [Pt, Pt, Pt];
}

export interface Measure {
  /** The segment measured, and a point on the side its label must not be on (inside the shape). */
  from: Pt;
  to: Pt;
  inside: Pt | null;
  label: Label;
}

export interface FigureGrid {
  /** The grid's rectangle in canvas coordinates. */
  box: Box;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  step: number;
  /** Canvas position of (0, 0). */
  origin: Pt;
}

export interface FigureLayout {
  kind: FigureData['kind'];
  titleSvg: string;
  /** The bottom of the title; everything else is drawn below it. */
  top: number;
  /** Canvas pixels per unit of length, the same across and up. */
  scale: number;
  triangles: PlacedTriangle[];
  circle: { cx: number; cy: number; r: number } | null;
  lines: FigureLine[];
  arcs: FigureArc[];
  rightMarks: RightMark[];
  dots: (Pt & { name: string })[];
  grid: FigureGrid | null;
  /** Lengths labelled on segments (triangle sides, radius, chord…). */
  measures: Measure[];
  labels: Label[];
}

const LABEL_GAP = 6;
const SIDE_COLORS: [string, string, string] = ['#1d4ed8', '#dc2626', '#059669'];
const INK = COLORS.text;
const ACCENT = '#1d4ed8';
const ANGLE_COLOR = '#b45309';

type Seg = [Pt, Pt];

/** What labels must keep clear of: other labels, blocked boxes (dots) and drawn lines. */
interface Scene {
  top: number;
  labels: Label[];
  blocks: Box[];
  segs: Seg[];
  /** Lines a label may cross when nothing else fits (axes, grid). */
  soft: Seg[];
}

const add = (a: Pt, b: Pt, k = 1): Pt => ({ x: a.x + b.x * k, y: a.y + b.y * k });
const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
const len = (v: Pt) => Math.hypot(v.x, v.y);
const unitVec = (v: Pt): Pt => {
  const l = len(v);
  return l === 0 ? { x: 0, y: -1 } : { x: v.x / l, y: v.y / l };
};
const rotate = (v: Pt, rad: number): Pt => ({
  x: v.x * Math.cos(rad) - v.y * Math.sin(rad),
  y: v.x * Math.sin(rad) + v.y * Math.cos(rad),
});

type LabelOpts = { bold?: boolean; fill?: string; halo?: boolean };

/** A label whose box is centred on (cx, cy). */
function centredLabel(text: string, cx: number, cy: number, size: number, opts: LabelOpts): Label {
  return makeLabel(text, cx, cy + size * 0.325, size, { ...opts, anchor: 'middle' });
}

function labelFits(scene: Scene, label: Label, strict: boolean): boolean {
  const b = label.box;
  if (!insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT, 4) || b.y < scene.top) return false;
  if (scene.labels.some((l) => boxesOverlap(l.box, b, LABEL_GAP))) return false;
  if (scene.blocks.some((o) => boxesOverlap(o, b, 2))) return false;
  const pad = { x: b.x - 2, y: b.y - 2, width: b.width + 4, height: b.height + 4 };
  const crosses = (s: Seg) => segmentIntersectsBox(s[0].x, s[0].y, s[1].x, s[1].y, pad);
  if (scene.segs.some(crosses)) return false;
  return !(strict && scene.soft.some(crosses));
}

/**
 * Places a label at the first candidate centre where it fits; `centres` gets the label's half width and
 * half height so candidates can keep the box just clear of a line or a point.
 */
function place(
  scene: Scene,
  text: string,
  size: number,
  opts: LabelOpts,
  centres: (hw: number, hh: number) => Pt[],
): Label | null {
  const probe = centredLabel(text, 0, 0, size, opts);
  const cands = centres(probe.box.width / 2, probe.box.height / 2);
  for (const strict of [true, false]) {
    for (const c of cands) {
      const label = centredLabel(text, c.x, c.y, size, opts);
      if (labelFits(scene, label, strict)) {
        scene.labels.push(label);
        return label;
      }
    }
  }
  return null;
}

/** How far the centre of a box (half sizes hw, hh) must be from a line, along unit normal v, to clear it. */
function support(v: Pt, hw: number, hh: number): number {
  return Math.abs(v.x) * hw + Math.abs(v.y) * hh;
}

/** Centres beside segment a–b on the side away from `inside`, nearest its middle first. */
function besideSegment(a: Pt, b: Pt, inside: Pt | null, preferT = 0.5): (hw: number, hh: number) => Pt[] {
  return (hw, hh) => {
    const d = unitVec(sub(b, a));
    let nrm = { x: -d.y, y: d.x };
    if (inside && (inside.x - a.x) * nrm.x + (inside.y - a.y) * nrm.y > 0) nrm = { x: -nrm.x, y: -nrm.y };
    else if (!inside && nrm.y > 0) nrm = { x: -nrm.x, y: -nrm.y };
    const s = support(nrm, hw, hh);
    const out: Pt[] = [];
    const ts = [0, -0.08, 0.08, -0.16, 0.16, -0.24, 0.24].map((dt) => preferT + dt);
    for (const gaps of [
      [10, 20],
      [34, 52, 76],
    ]) {
      for (const t of ts) {
        for (const g of gaps) out.push(add(add(a, sub(b, a), t), nrm, g + s));
      }
    }
    return out;
  };
}

/** Centres around a point, starting in direction `dir` and turning away from it either way. */
function aroundPoint(p: Pt, dir: Pt, gaps = [8, 18, 32]): (hw: number, hh: number) => Pt[] {
  return (hw, hh) => {
    const out: Pt[] = [];
    const u = unitVec(dir);
    for (const g of gaps) {
      for (const deg of [0, 20, -20, 40, -40, 60, -60, 85, -85, 110, -110, 140, -140, 180]) {
        const v = rotate(u, (deg * Math.PI) / 180);
        out.push(add(p, v, g + support(v, hw, hh)));
      }
    }
    return out;
  };
}

/** Screen point at math-angle `a` (counter-clockwise, y up) and distance r from c. */
function polar(c: Pt, r: number, a: number): Pt {
  return { x: c.x + r * Math.cos(a), y: c.y - r * Math.sin(a) };
}

function arcSegs(arc: FigureArc, pieces = 24): Seg[] {
  const out: Seg[] = [];
  const c = { x: arc.cx, y: arc.cy };
  for (let i = 0; i < pieces; i++) {
    out.push([
      polar(c, arc.r, arc.start + (arc.sweep * i) / pieces),
      polar(c, arc.r, arc.start + (arc.sweep * (i + 1)) / pieces),
    ]);
  }
  return out;
}

/** Screen direction angle (math convention) of the vector from p to q. */
function heading(p: Pt, q: Pt): number {
  return Math.atan2(-(q.y - p.y), q.x - p.x);
}

/** The interior-angle arc at vertex v between neighbours p and q (the sweep is always under 180°). */
function interiorArc(v: Pt, p: Pt, q: Pt, r: number): FigureArc {
  const a = heading(v, p);
  let sweep = heading(v, q) - a;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  return sweep >= 0
    ? { cx: v.x, cy: v.y, r, start: a, sweep }
    : { cx: v.x, cy: v.y, r, start: a + sweep, sweep: -sweep };
}

function rightMark(v: Pt, p: Pt, q: Pt, size: number): RightMark {
  const u1 = unitVec(sub(p, v));
  const u2 = unitVec(sub(q, v));
  return { vertex: v, path: [add(v, u1, size), add(add(v, u1, size), u2, size), add(v, u2, size)] };
}

/** Unit-coordinate vertices (y up) of a triangle: legs along the axes when right, else the longest side as base. */
function triangleShape(t: TriangleData): [Pt, Pt, Pt] {
  const pts: Pt[] = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];
  if (t.rightAt !== null) {
    const r = t.rightAt;
    const next = t.sides[r]!;
    const prev = t.sides[(r + 2) % 3]!;
    // The longer leg lies along the bottom: the canvas is wider than it is tall.
    if (next >= prev) {
      pts[(r + 1) % 3] = { x: next, y: 0 };
      pts[(r + 2) % 3] = { x: 0, y: prev };
    } else {
      pts[(r + 2) % 3] = { x: prev, y: 0 };
      pts[(r + 1) % 3] = { x: 0, y: next };
    }
    return pts as [Pt, Pt, Pt];
  }
  const base = t.sides.indexOf(Math.max(...t.sides));
  const rad = (t.angles[base]! * Math.PI) / 180;
  const other = t.sides[(base + 2) % 3]!;
  pts[(base + 1) % 3] = { x: t.sides[base]!, y: 0 };
  pts[(base + 2) % 3] = { x: other * Math.cos(rad), y: other * Math.sin(rad) };
  return pts as [Pt, Pt, Pt];
}

function boundsOf(pts: Pt[]): { minX: number; maxX: number; minY: number; maxY: number } {
  return {
    minX: Math.min(...pts.map((p) => p.x)),
    maxX: Math.max(...pts.map((p) => p.x)),
    minY: Math.min(...pts.map((p) => p.y)),
    maxY: Math.max(...pts.map((p) => p.y)),
  };
}

function emptyLayout(kind: FigureData['kind'], titleSvg: string, top: number): FigureLayout {
  return {
    kind,
    titleSvg,
    top,
    scale: 1,
    triangles: [],
    circle: null,
    lines: [],
    arcs: [],
    rightMarks: [],
    dots: [],
    grid: null,
    measures: [],
    labels: [],
  };
}

/** Tries the layout at shrinking text sizes; refuses when even the smallest cannot be labelled legibly. */
function withShrinkingText(build: (k: number) => FigureLayout | null): FigureLayout {
  for (const k of [1, 0.86, 0.74, 0.64]) {
    const layout = build(k);
    if (layout) return layout;
  }
  throw new CannotDrawError('The figure is too crowded to label legibly; try simpler numbers.');
}

export function layoutFigure(data: FigureData, title: string): FigureLayout {
  const head = svgTitle(title);
  const top = head.bottom + 10;
  const base = () => emptyLayout(data.kind, head.svg, top);
  switch (data.kind) {
    case 'triangle':
      return withShrinkingText((k) => layoutTriangles(base(), [data], k));
    case 'similar':
      return withShrinkingText((k) => layoutTriangles(base(), [data.first, data.second], k, data.scale));
    case 'circle':
      return withShrinkingText((k) => layoutCircle(base(), data, k));
    case 'angle':
      return withShrinkingText((k) => layoutAngle(base(), data, k));
    case 'points':
      return withShrinkingText((k) => layoutPoints(base(), data, k));
  }
}

function sideText(t: TriangleData, i: number): string {
  return withUnit(t.given[i] ? fmt(t.sides[i]!) : workedLength(t.sides[i]!), t.unit);
}

/** One triangle, or two similar ones side by side at the same scale. */
function layoutTriangles(
  layout: FigureLayout,
  tris: TriangleData[],
  k: number,
  factor: number | null = null,
): FigureLayout | null {
  const shapes = tris.map(triangleShape);
  const caption = factor !== null;
  const area = {
    x: 120,
    y: layout.top + 60,
    width: CANVAS_WIDTH - 240,
    height: CANVAS_HEIGHT - layout.top - 60 - (caption ? 130 : 80),
  };
  const gap = 170;
  const bounds = shapes.map(boundsOf);
  const widths = bounds.map((b) => b.maxX - b.minX);
  const heights = bounds.map((b) => b.maxY - b.minY);
  const scale = Math.min(
    (area.width - gap * (shapes.length - 1)) / widths.reduce((a, b) => a + b, 0),
    area.height / Math.max(...heights),
  );
  const total = widths.reduce((a, b) => a + b, 0) * scale + gap * (shapes.length - 1);
  let left = area.x + (area.width - total) / 2;
  const bottom = area.y + (area.height + Math.max(...heights) * scale) / 2;
  const placed: PlacedTriangle[] = shapes.map((shape, i) => {
    const b = bounds[i]!;
    const vertices = shape.map((p) => ({
      x: left + (p.x - b.minX) * scale,
      y: bottom - (p.y - b.minY) * scale,
    })) as [Pt, Pt, Pt];
    left += widths[i]! * scale + gap;
    return {
      names: [...tris[i]!.names],
      vertices,
      colors: caption ? SIDE_COLORS : [INK, INK, INK],
    };
  });
  layout.scale = scale;
  layout.triangles = placed;
  const scene: Scene = { top: layout.top, labels: [], blocks: [], segs: [], soft: [] };
  for (const p of placed) {
    for (let i = 0; i < 3; i++) scene.segs.push([p.vertices[i]!, p.vertices[(i + 1) % 3]!]);
  }
  // Marks and arcs first, so labels keep clear of them; each is sized by the two sides at its vertex.
  const armOf = (t: TriangleData, i: number) => Math.min(t.sides[i]!, t.sides[(i + 2) % 3]!) * scale;
  const arcRadius = (t: TriangleData, i: number) => Math.min(46, armOf(t, i) * 0.3);
  for (const [ti, t] of tris.entries()) {
    const v = placed[ti]!.vertices;
    for (let i = 0; i < 3; i++) {
      const p = v[(i + 2) % 3]!;
      const q = v[(i + 1) % 3]!;
      if (t.rightAt === i) {
        const mark = rightMark(v[i]!, p, q, Math.min(26, armOf(t, i) * 0.22));
        layout.rightMarks.push(mark);
        scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
      } else if (t.showAngles || t.givenAngle === i) {
        const arc = interiorArc(v[i]!, p, q, arcRadius(t, i));
        layout.arcs.push(arc);
        scene.segs.push(...arcSegs(arc));
      }
    }
  }
  for (const [ti, t] of tris.entries()) {
    const { vertices: v, colors } = placed[ti]!;
    const centroid = { x: (v[0].x + v[1].x + v[2].x) / 3, y: (v[0].y + v[1].y + v[2].y) / 3 };
    for (let i = 0; i < 3; i++) {
      const out = add(unitVec(sub(v[i]!, v[(i + 1) % 3]!)), unitVec(sub(v[i]!, v[(i + 2) % 3]!)));
      const label = place(scene, t.names[i]!, 34 * k, { bold: true }, aroundPoint(v[i]!, out));
      if (!label) return null;
    }
    for (let i = 0; i < 3; i++) {
      const a = v[i]!;
      const b = v[(i + 1) % 3]!;
      const label = place(
        scene,
        sideText(t, i),
        30 * k,
        { fill: colors[i], bold: caption },
        besideSegment(a, b, centroid),
      );
      if (!label) return null;
      layout.measures.push({ from: a, to: b, inside: centroid, label });
    }
    for (let i = 0; i < 3; i++) {
      if (t.rightAt === i || !(t.showAngles || t.givenAngle === i)) continue;
      const inward = unitVec(add(unitVec(sub(v[(i + 1) % 3]!, v[i]!)), unitVec(sub(v[(i + 2) % 3]!, v[i]!))));
      const r = arcRadius(t, i);
      const label = place(scene, degreeText(t.angles[i]!), 24 * k, { fill: ANGLE_COLOR }, (hw, hh) => {
        const inside: Pt[] = [];
        const reach = Math.max(r + 220, armOf(t, i) * 0.6);
        for (let d = r + 6; d < reach; d += 8) inside.push(add(v[i]!, inward, d + support(inward, hw, hh)));
        return [...inside, ...aroundPoint(v[i]!, { x: -inward.x, y: -inward.y }, [30, 50])(hw, hh)];
      });
      if (!label) return null;
    }
  }
  if (caption && factor !== null) {
    const [a, b] = tris as [TriangleData, TriangleData];
    const text = `Scale factor ${fmt(factor)}: each side of ${b.names.join('')} = ${fmt(factor)} × the matching side of ${a.names.join('')}`;
    const size = Math.min(26, (26 * (CANVAS_WIDTH - 80)) / makeLabel(text, 0, 0, 26).box.width);
    const label = centredLabel(text, CANVAS_WIDTH / 2, CANVAS_HEIGHT - 50, size, { fill: COLORS.muted });
    if (!labelFits(scene, label, true)) return null;
    scene.labels.push(label);
  }
  layout.labels = scene.labels;
  return layout;
}

function layoutCircle(layout: FigureLayout, c: CircleData, k: number): FigureLayout | null {
  const avail = CANVAS_HEIGHT - layout.top - 60 - 90;
  const rPx = Math.min(avail / 2, 330);
  const centre = { x: CANVAS_WIDTH / 2, y: layout.top + 60 + avail / 2 };
  const scale = rPx / c.radius;
  layout.scale = scale;
  layout.circle = { cx: centre.x, cy: centre.y, r: rPx };
  layout.dots.push({ ...centre, name: c.centre });
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: [{ x: centre.x - 7, y: centre.y - 7, width: 14, height: 14 }],
    segs: arcSegs({ cx: centre.x, cy: centre.y, r: rPx, start: 0, sweep: 2 * Math.PI }, 90),
    soft: [],
  };
  const u = c.unit;
  const pending: { from: Pt; to: Pt; inside: Pt | null; text: string; t: number; fill: string }[] = [];
  let radiusEnd: Pt = { x: centre.x + rPx, y: centre.y };
  if (c.chord) {
    const halfPx = (c.chord.length / 2) * scale;
    const distPx = Math.sqrt(Math.max(0, rPx * rPx - halfPx * halfPx));
    const a = { x: centre.x - halfPx, y: centre.y + distPx };
    const b = { x: centre.x + halfPx, y: centre.y + distPx };
    const mid = { x: centre.x, y: centre.y + distPx };
    layout.lines.push({ from: a, to: b, role: 'chord', dashed: false });
    layout.dots.push({ ...a, name: c.chord.names[0] }, { ...b, name: c.chord.names[1] });
    scene.blocks.push(...[a, b].map((p) => ({ x: p.x - 7, y: p.y - 7, width: 14, height: 14 })));
    radiusEnd = b;
    pending.push({
      from: a,
      to: b,
      inside: distPx > 1 ? centre : null,
      text: `${c.chord.names.join('')} = ${withUnit(fmt(c.chord.length), u)}`,
      t: distPx > 1 ? 0.5 : 0.3,
      fill: '#dc2626',
    });
    if (distPx > 1) {
      layout.lines.push({ from: centre, to: mid, role: 'distance', dashed: true });
      const mark = rightMark(mid, centre, b, Math.min(20, distPx * 0.3, halfPx * 0.3));
      layout.rightMarks.push(mark);
      scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
      const dist = Math.sqrt(Math.max(0, c.radius ** 2 - (c.chord.length / 2) ** 2));
      pending.push({
        from: centre,
        to: mid,
        inside: b,
        text: withUnit(workedLength(dist), u),
        t: 0.5,
        fill: COLORS.muted,
      });
    }
  }
  if (c.givenAs === 'diameter') {
    const from = { x: centre.x - rPx, y: centre.y };
    const to = { x: centre.x + rPx, y: centre.y };
    layout.lines.push({ from, to, role: 'diameter', dashed: false });
    pending.unshift({
      from,
      to,
      inside: null,
      text: `d = ${withUnit(fmt(2 * c.radius), u)}`,
      t: 0.72,
      fill: ACCENT,
    });
  } else {
    layout.lines.push({ from: centre, to: radiusEnd, role: 'radius', dashed: false });
    const inside = c.chord && radiusEnd.y > centre.y + 1 ? { x: centre.x, y: radiusEnd.y } : null;
    pending.unshift({
      from: centre,
      to: radiusEnd,
      inside,
      text: `r = ${withUnit(fmt(c.radius), u)}`,
      t: 0.5,
      fill: ACCENT,
    });
  }
  for (const l of layout.lines) scene.segs.push([l.from, l.to]);
  if (!place(scene, c.centre, 34 * k, { bold: true }, aroundPoint(centre, { x: -1, y: -1 }))) return null;
  for (const m of pending) {
    const label = place(
      scene,
      m.text,
      30 * k,
      { fill: m.fill, bold: true },
      besideSegment(m.from, m.to, m.inside, m.t),
    );
    if (!label) return null;
    layout.measures.push({ from: m.from, to: m.to, inside: m.inside, label });
  }
  // The points' names go last: they have the most room to move.
  if (c.chord) {
    for (const [i, name] of c.chord.names.entries()) {
      const p = i === 0 ? layout.dots[1]! : layout.dots[2]!;
      if (!place(scene, name, 34 * k, { bold: true }, aroundPoint(p, sub(p, centre)))) return null;
    }
  }
  layout.labels = scene.labels;
  return layout;
}

function layoutAngle(layout: FigureLayout, a: AngleData, k: number): FigureLayout | null {
  const rad = (a.degrees * Math.PI) / 180;
  const arcFrac = 0.28;
  // Extent of the arms and arc in units of the arm length, vertex at the origin (y up).
  const extent: Pt[] = [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: Math.cos(rad), y: Math.sin(rad) },
  ];
  for (const q of [0.5, 1, 1.5]) {
    if (q * Math.PI < rad)
      extent.push({ x: arcFrac * Math.cos(q * Math.PI), y: arcFrac * Math.sin(q * Math.PI) });
  }
  const b = boundsOf(extent);
  const area = {
    x: 140,
    y: layout.top + 80,
    width: CANVAS_WIDTH - 280,
    height: CANVAS_HEIGHT - layout.top - 80 - 90,
  };
  const armPx = Math.min(area.width / (b.maxX - b.minX), area.height / Math.max(b.maxY - b.minY, 0.05), 560);
  const vertex = {
    x: area.x + (area.width - (b.maxX - b.minX) * armPx) / 2 - b.minX * armPx,
    y: area.y + (area.height + (b.maxY - b.minY) * armPx) / 2 + b.minY * armPx,
  };
  const end1 = polar(vertex, armPx, 0);
  const end2 = polar(vertex, armPx, rad);
  layout.scale = armPx;
  layout.lines.push(
    { from: vertex, to: end1, role: 'arm', dashed: false },
    { from: vertex, to: end2, role: 'arm', dashed: false },
  );
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: [],
    segs: [
      [vertex, end1],
      [vertex, end2],
    ],
    soft: [],
  };
  const arcR = Math.max(48, armPx * arcFrac * (a.degrees < 30 ? 1.6 : 1));
  if (a.type === 'right') {
    const mark = rightMark(vertex, end1, end2, 40);
    layout.rightMarks.push(mark);
    scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
  } else {
    const arc = { cx: vertex.x, cy: vertex.y, r: arcR, start: 0, sweep: rad };
    layout.arcs.push(arc);
    scene.segs.push(...arcSegs(arc, 48));
  }
  const bis = polar({ x: 0, y: 0 }, 1, rad / 2);
  if (a.names) {
    layout.dots.push(
      { ...end1, name: a.names[0] },
      { ...vertex, name: a.names[1] },
      { ...end2, name: a.names[2] },
    );
    for (const p of [end1, vertex, end2])
      scene.blocks.push({ x: p.x - 7, y: p.y - 7, width: 14, height: 14 });
    const dirs = [polar({ x: 0, y: 0 }, 1, 0), { x: -bis.x, y: -bis.y }, polar({ x: 0, y: 0 }, 1, rad)];
    for (const [i, p] of [end1, vertex, end2].entries()) {
      if (!place(scene, a.names[i]!, 34 * k, { bold: true }, aroundPoint(p, dirs[i]!))) return null;
    }
  }
  const markR = a.type === 'right' ? 40 * Math.SQRT2 : arcR;
  const label = place(scene, degreeText(a.degrees), 32 * k, { bold: true, fill: ANGLE_COLOR }, (hw, hh) => {
    const inside: Pt[] = [];
    for (let d = markR + 10; d < armPx; d += 10) inside.push(add(vertex, bis, d + support(bis, hw, hh)));
    // A thin angle has no room by its arc: the measure goes just below the first arm, under the arc.
    const under = add(polar(vertex, markR, 0), { x: 0, y: 1 }, hh + 12);
    const rest = aroundPoint(vertex, { x: -bis.x, y: -bis.y }, [20, 40])(hw, hh);
    return a.degrees < 20 ? [under, ...inside, ...rest] : [...inside, under, ...rest];
  });
  if (!label) return null;
  layout.labels = scene.labels;
  return layout;
}

/** Axis range with at least half a step of room beyond the extreme values (0 always included). */
function gridRange(values: number[], step: number): [number, number] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  let min = Math.floor(lo / step) * step;
  let max = Math.ceil(hi / step) * step;
  if (lo - min < step / 2) min -= step;
  if (max - hi < step / 2) max += step;
  return [min, max];
}

function layoutPoints(layout: FigureLayout, d: PointsData, k: number): FigureLayout | null {
  const xs = d.points.map((p) => p.x);
  const ys = d.points.map((p) => p.y);
  const span = Math.max(Math.max(0, ...xs) - Math.min(0, ...xs), Math.max(0, ...ys) - Math.min(0, ...ys), 1);
  let step = niceStep(span, 8);
  // Whole-number coordinates get whole-number grid steps.
  if (step < 1 && [...xs, ...ys].every(Number.isInteger)) step = 1;
  const area = {
    x: 100,
    y: layout.top + 40,
    width: CANVAS_WIDTH - 150,
    height: CANVAS_HEIGHT - layout.top - 40 - 60,
  };
  let [xMin, xMax] = gridRange(xs, step);
  let [yMin, yMax] = gridRange(ys, step);
  const scale = Math.min(area.width / (xMax - xMin), area.height / (yMax - yMin));
  // Equal scales on both axes; fill the spare room with whole steps, shared between the two ends.
  const spareX = Math.floor((area.width / scale - (xMax - xMin)) / step + 1e-9);
  const spareY = Math.floor((area.height / scale - (yMax - yMin)) / step + 1e-9);
  xMin -= Math.floor(spareX / 2) * step;
  xMax += Math.ceil(spareX / 2) * step;
  yMin -= Math.floor(spareY / 2) * step;
  yMax += Math.ceil(spareY / 2) * step;
  const box = {
    x: area.x + (area.width - (xMax - xMin) * scale) / 2,
    y: area.y + (area.height - (yMax - yMin) * scale) / 2,
    width: (xMax - xMin) * scale,
    height: (yMax - yMin) * scale,
  };
  const toCanvas = (x: number, y: number): Pt => ({
    x: box.x + (x - xMin) * scale,
    y: box.y + (yMax - y) * scale,
  });
  const origin = toCanvas(0, 0);
  layout.scale = scale;
  layout.grid = { box, xMin, xMax, yMin, yMax, step, origin };
  const near = (v: number) => Math.round(v / step) * step;
  // Grid lines no closer than 18 px; the step may have to grow when the numbers are spread unevenly.
  while (step * scale < 18) step *= 2;
  layout.grid.step = step;
  for (let x = Math.ceil(xMin / step) * step; x <= xMax + 1e-9; x += step) {
    const g = near(x);
    if (g !== 0)
      layout.lines.push({ from: toCanvas(g, yMin), to: toCanvas(g, yMax), role: 'grid', dashed: false });
  }
  for (let y = Math.ceil(yMin / step) * step; y <= yMax + 1e-9; y += step) {
    const g = near(y);
    if (g !== 0)
      layout.lines.push({ from: toCanvas(xMin, g), to: toCanvas(xMax, g), role: 'grid', dashed: false });
  }
  const xAxis: Seg = [toCanvas(xMin, 0), toCanvas(xMax, 0)];
  const yAxis: Seg = [toCanvas(0, yMin), toCanvas(0, yMax)];
  layout.lines.push({ from: xAxis[0], to: xAxis[1], role: 'axis', dashed: false });
  layout.lines.push({ from: yAxis[0], to: yAxis[1], role: 'axis', dashed: false });
  const dots = d.points.map((p) => ({ ...toCanvas(p.x, p.y), name: p.name }));
  layout.dots = dots;
  const joins: Seg[] = [];
  if (d.join !== 'none') {
    for (let i = 0; i + 1 < dots.length; i++) joins.push([dots[i]!, dots[i + 1]!]);
    if (d.join === 'closed') joins.push([dots[dots.length - 1]!, dots[0]!]);
    for (const [from, to] of joins) layout.lines.push({ from, to, role: 'join', dashed: false });
  }
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: dots.map((p) => ({ x: p.x - 9, y: p.y - 9, width: 18, height: 18 })),
    segs: joins,
    soft: [xAxis, yAxis],
  };
  const centre = {
    x: dots.reduce((s, p) => s + p.x, 0) / dots.length,
    y: dots.reduce((s, p) => s + p.y, 0) / dots.length,
  };
  for (const [i, p] of d.points.entries()) {
    const dot = dots[i]!;
    // Away from the middle of the group (outside a polygon), else up and to the right.
    const away = d.points.length > 1 && len(sub(dot, centre)) > 1 ? sub(dot, centre) : { x: 1, y: -1 };
    const label = place(
      scene,
      `${p.name}(${fmt(p.x)}, ${fmt(p.y)})`,
      26 * k,
      { bold: true, fill: ACCENT, halo: true },
      aroundPoint(dot, away, [6, 16, 30, 50]),
    );
    if (!label) return null;
  }
  // Tick numbers go where they fit; a number that would cover a point's label is left out.
  const tickSize = 20;
  const tickOpts = { fill: COLORS.muted, halo: true };
  let every = 1;
  const widest = Math.max(
    ...[xMin, xMax, yMin, yMax].map((v) => makeLabel(fmt(v), 0, 0, tickSize).box.width),
  );
  while (every * step * scale < widest + 10) every++;
  const tryTick = (label: Label) => {
    if (labelFits(scene, label, false)) scene.labels.push(label);
  };
  for (let x = Math.ceil(xMin / step) * step; x <= xMax + 1e-9; x += step) {
    const g = near(x);
    if (g === 0 || Math.round(g / step) % every !== 0 || g === xMin || g === xMax) continue;
    const p = toCanvas(g, 0);
    tryTick(makeLabel(fmt(g), p.x, p.y + 26, tickSize, tickOpts));
  }
  let everyY = 1;
  while (everyY * step * scale < 28) everyY++;
  for (let y = Math.ceil(yMin / step) * step; y <= yMax + 1e-9; y += step) {
    const g = near(y);
    if (g === 0 || Math.round(g / step) % everyY !== 0 || g === yMin || g === yMax) continue;
    const p = toCanvas(0, g);
    tryTick(makeLabel(fmt(g), p.x - 10, p.y + 7, tickSize, { ...tickOpts, anchor: 'end' }));
  }
  tryTick(makeLabel('0', origin.x - 8, origin.y + 24, tickSize, { ...tickOpts, anchor: 'end' }));
  tryTick(makeLabel('x', xAxis[1].x - 6, xAxis[1].y - 12, 26, { anchor: 'end', bold: true, halo: true }));
  tryTick(makeLabel('y', yAxis[1].x + 12, yAxis[1].y + 26, 26, { anchor: 'start', bold: true, halo: true }));
  layout.labels = scene.labels;
  return layout;
}

// ---------------------------------------------------------------------------------------------
// Drawing

function pts(points: Pt[]): string {
  return points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

function arcPath(a: FigureArc): string {
  const c = { x: a.cx, y: a.cy };
  const p0 = polar(c, a.r, a.start);
  const p1 = polar(c, a.r, a.start + a.sweep);
  // Counter-clockwise on screen with y down is SVG's sweep-flag 0.
  return `M${n(p0.x)} ${n(p0.y)}A${n(a.r)} ${n(a.r)} 0 ${a.sweep > Math.PI ? 1 : 0} 0 ${n(p1.x)} ${n(p1.y)}`;
}

export function drawFigure(layout: FigureLayout): string {
  const parts: string[] = [layout.titleSvg];
  const line = (l: FigureLine, cls: string, stroke: string, width: number) =>
    `<line class="${cls}" x1="${n(l.from.x)}" y1="${n(l.from.y)}" x2="${n(l.to.x)}" y2="${n(l.to.y)}" stroke="${stroke}" stroke-width="${width}"${l.dashed ? ' stroke-dasharray="12 9"' : ''} stroke-linecap="round"/>`;
  if (layout.grid) {
    const g = layout.grid.box;
    parts.push(
      `<rect class="grid-frame" x="${n(g.x)}" y="${n(g.y)}" width="${n(g.width)}" height="${n(g.height)}" fill="none" stroke="${COLORS.grid}" stroke-width="2"/>`,
    );
  }
  for (const l of layout.lines.filter((x) => x.role === 'grid')) parts.push(line(l, 'grid', COLORS.grid, 2));
  for (const l of layout.lines.filter((x) => x.role === 'axis')) parts.push(line(l, 'axis', COLORS.axis, 3));
  if (layout.circle) {
    const c = layout.circle;
    parts.push(
      `<circle class="circle" cx="${n(c.cx)}" cy="${n(c.cy)}" r="${n(c.r)}" fill="#1d4ed8" fill-opacity="0.06" stroke="${INK}" stroke-width="4"/>`,
    );
  }
  for (const t of layout.triangles) {
    parts.push(
      `<polygon class="triangle" points="${pts(t.vertices)}" fill="#1d4ed8" fill-opacity="0.07" stroke="none"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const from = t.vertices[i]!;
      const to = t.vertices[(i + 1) % 3]!;
      parts.push(line({ from, to, role: 'arm', dashed: false }, 'side', t.colors[i]!, 4));
    }
  }
  const colours: Record<FigureLine['role'], string> = {
    radius: ACCENT,
    diameter: ACCENT,
    chord: '#dc2626',
    distance: COLORS.muted,
    arm: INK,
    axis: COLORS.axis,
    grid: COLORS.grid,
    join: ACCENT,
  };
  for (const l of layout.lines) {
    if (l.role !== 'grid' && l.role !== 'axis')
      parts.push(line(l, l.role, colours[l.role], l.role === 'distance' ? 3 : 4));
  }
  for (const a of layout.arcs) {
    parts.push(
      `<path class="angle-arc" d="${arcPath(a)}" fill="none" stroke="${ANGLE_COLOR}" stroke-width="3"/>`,
    );
  }
  for (const m of layout.rightMarks) {
    parts.push(
      `<polyline class="right-angle" points="${pts(m.path)}" fill="none" stroke="${INK}" stroke-width="3"/>`,
    );
  }
  for (const d of layout.dots) {
    parts.push(
      `<circle class="dot" cx="${n(d.x)}" cy="${n(d.y)}" r="7" fill="${layout.grid ? ACCENT : INK}"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}
