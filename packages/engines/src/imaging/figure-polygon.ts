// Squares, rectangles, parallelograms, rhombuses and regular polygons: read, then laid out to scale.
import type { PolygonData, PolygonShape } from './figure-data.ts';
import {
  ANGLE_COLOR,
  add,
  arcSegs,
  aroundPoint,
  besideSegment,
  boundsOf,
  type FigureLayout,
  interiorArc,
  type Pt,
  place,
  rightMark,
  type Scene,
  sub,
  support,
  tickMark,
  unitVec,
} from './figure-scene.ts';
import { DEGREE_SIGN, degreeText, findUnit, fmt, listJoin, NUM, withUnit } from './figure-text.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './svg.ts';

const REGULAR: Record<string, number> = {
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  dodecagon: 12,
};

export const POLYGON_WORDS = new RegExp(
  String.raw`\b(squares?|rectangles?|oblongs?|parallelograms?|rhombus|rhombi|trapezium|trapezoid|kite|quadrilateral|polygon|${Object.keys(REGULAR).join('|')})\b`,
  'i',
);

const POLYGON_HELP =
  'I can draw a square ("square with side 4"), a rectangle ("rectangle 6 by 4"), a parallelogram ' +
  '("parallelogram with sides 6 and 4 and angle 60°"), a rhombus ("rhombus with side 5 and angle 70°") or a ' +
  'regular polygon ("regular hexagon with side 3"); any other polygon from its vertices as points ' +
  '("quadrilateral with vertices A(0,0), B(4,0), C(5,3), D(1,3)").';

function vertexNames(text: string, count: number): string[] {
  const m = text.match(new RegExp(String.raw`${POLYGON_WORDS.source}\s+([A-Z]{3,12})\b`));
  const letters = m?.[2] ? [...m[2]] : [];
  if (letters.length === count && new Set(letters).size === count) return letters;
  return [...'ABCDEFGHIJKL'].slice(0, count);
}

function polygon(
  text: string,
  shape: PolygonShape,
  name: string,
  sides: number[],
  angles: number[],
  sideGiven = true,
): PolygonData {
  for (const s of sides) {
    if (!(s > 0)) throw new CannotDrawError(`A ${name}'s sides must be positive lengths; ${fmt(s)} is not.`);
  }
  return {
    kind: 'polygon',
    shape,
    name,
    names: vertexNames(text, sides.length),
    sides,
    angles,
    sideGiven,
    unit: findUnit(text),
  };
}

export function parsePolygon(text: string): PolygonData {
  const word = text.match(POLYGON_WORDS)?.[1]?.toLowerCase() ?? '';
  let body = text;
  const degrees: number[] = [];
  body = body.replace(
    new RegExp(
      String.raw`(?:\bangles?\s*(?:of\s+|=\s*|is\s+|:\s*)?(${NUM})${DEGREE_SIGN}?|(${NUM})${DEGREE_SIGN})`,
      'gi',
    ),
    (_, a, b) => {
      degrees.push(Number(a ?? b));
      return ' ';
    },
  );
  const numbers = [...body.matchAll(new RegExp(NUM, 'g'))].map((m) => Number(m[0]));
  const sizes = (count: number, what: string, example: string) => {
    if (numbers.length !== count) {
      throw new CannotDrawError(
        `To draw a ${what} I need ${count === 1 ? 'its side' : 'two side lengths'}${numbers.length > count ? `, not ${listJoin(numbers.map((v) => fmt(v)))}` : ''} (e.g. "${example}").`,
      );
    }
    return numbers;
  };
  const angleOf = (what: string, example: string) => {
    if (degrees.length !== 1) {
      throw new CannotDrawError(
        `The sides of a ${what} do not fix its shape; give one angle too (e.g. "${example}").`,
      );
    }
    const a = degrees[0]!;
    if (!(a > 0 && a < 180))
      throw new CannotDrawError(`A ${what}'s angles are between 0° and 180°; ${fmt(a)}° cannot be one.`);
    if (Math.min(a, 180 - a) < 10)
      throw new CannotDrawError(`An angle of ${fmt(a)}° makes the ${what} too flat to label legibly.`);
    return a;
  };
  if (/^squares?$/.test(word)) {
    const [s] = sizes(1, 'square', 'square with side 4');
    return polygon(text, 'square', 'square', [s!, s!, s!, s!], [90, 90, 90, 90]);
  }
  if (/^(rectangle|oblong)s?$/.test(word)) {
    const length = body.match(new RegExp(String.raw`\blength\s*(?:of\s+|=\s*|is\s+|:\s*)?(${NUM})`, 'i'));
    const width = body.match(
      new RegExp(String.raw`\b(?:width|breadth|height)\s*(?:of\s+|=\s*|is\s+|:\s*)?(${NUM})`, 'i'),
    );
    const [a, b] =
      length && width ? [Number(length[1]), Number(width[1])] : sizes(2, 'rectangle', 'rectangle 6 by 4');
    if (Math.max(a!, b!) / Math.min(a!, b!) > 15) {
      throw new CannotDrawError(`A ${fmt(a!)} by ${fmt(b!)} rectangle is too thin to label legibly.`);
    }
    return polygon(text, 'rectangle', 'rectangle', [a!, b!, a!, b!], [90, 90, 90, 90]);
  }
  if (/^parallelograms?$/.test(word)) {
    const [a, b] = sizes(2, 'parallelogram', 'parallelogram with sides 6 and 4 and angle 60°');
    const t = angleOf('parallelogram', 'parallelogram with sides 6 and 4 and angle 60°');
    if (Math.max(a!, b!) / Math.min(a!, b!) > 15) {
      throw new CannotDrawError(
        `Sides ${fmt(a!)} and ${fmt(b!)} make a parallelogram too thin to label legibly.`,
      );
    }
    const shape = t === 90 ? 'rectangle' : 'parallelogram';
    return polygon(text, shape, shape, [a!, b!, a!, b!], [t, 180 - t, t, 180 - t]);
  }
  if (/^rhomb/.test(word)) {
    const [s] = sizes(1, 'rhombus', 'rhombus with side 5 and angle 70°');
    const t = angleOf('rhombus', 'rhombus with side 5 and angle 70°');
    if (t === 90) return polygon(text, 'square', 'square', [s!, s!, s!, s!], [90, 90, 90, 90]);
    return polygon(text, 'rhombus', 'rhombus', [s!, s!, s!, s!], [t, 180 - t, t, 180 - t]);
  }
  let count = REGULAR[word.replace(/s$/, '')];
  if (word === 'polygon') {
    const m = text.match(/\b(\d+)\s*(?:sides|-sided|sided)\b|\bpolygon\s+with\s+(\d+)\s+sides\b/i);
    count = m ? Number(m[1] ?? m[2]) : undefined;
    if (count !== undefined && (count < 3 || count > 12)) {
      throw new CannotDrawError(
        `I draw regular polygons with 3 to 12 sides; ${count} sides would not be legible.`,
      );
    }
    if (count !== undefined) body = body.replace(m![0], ' ');
  }
  if (count !== undefined && /\bregular\b/i.test(text)) {
    const nums = [...body.matchAll(new RegExp(NUM, 'g'))].map((m) => Number(m[0]));
    if (nums.length > 1) {
      throw new CannotDrawError(
        `A regular polygon's sides are all equal, so give one side length, not ${listJoin(nums.map((v) => fmt(v)))}.`,
      );
    }
    const s = nums[0] ?? 1;
    const interior = ((count - 2) * 180) / count;
    const name = `regular ${word === 'polygon' ? `${count}-sided polygon` : word.replace(/s$/, '')}`;
    return polygon(
      text,
      'regular',
      name,
      Array(count).fill(s),
      Array(count).fill(interior),
      nums.length === 1,
    );
  }
  throw new CannotDrawError(
    `I could not tell which figure "${text.slice(0, 80)}" describes: a ${word || 'polygon'}'s shape is not fixed by ` +
      `its name alone. ${POLYGON_HELP}`,
  );
}

/** Vertices in units (y up): the first side along the bottom, turning left at each vertex. */
function polygonShape(p: PolygonData): Pt[] {
  const out: Pt[] = [{ x: 0, y: 0 }];
  let heading = 0;
  for (let i = 0; i + 1 < p.sides.length; i++) {
    const last = out[out.length - 1]!;
    out.push({ x: last.x + p.sides[i]! * Math.cos(heading), y: last.y + p.sides[i]! * Math.sin(heading) });
    heading += ((180 - p.angles[i + 1]!) * Math.PI) / 180;
  }
  return out;
}

function sideLabelText(p: PolygonData, i: number): string {
  return withUnit(fmt(p.sides[i]!), p.sideGiven ? p.unit : 'unit');
}

/** Which sides carry their length: one of each different length. */
function labelledSides(p: PolygonData): number[] {
  return p.sides.length === 4 && p.sides[0] !== p.sides[1] ? [0, 1] : [0];
}

/** Which interior angles are labelled: a parallelogram's given angle and its neighbour, one of a regular polygon's. */
function labelledAngles(p: PolygonData): number[] {
  if (p.shape === 'parallelogram' || p.shape === 'rhombus') return [0, 1];
  if (p.shape === 'regular') return [0];
  return [];
}

export function layoutPolygon(layout: FigureLayout, p: PolygonData, k: number): FigureLayout | null {
  const shape = polygonShape(p);
  const b = boundsOf(shape);
  const area = {
    x: 150,
    y: layout.top + 70,
    width: CANVAS_WIDTH - 300,
    height: CANVAS_HEIGHT - layout.top - 70 - 90,
  };
  const scale = Math.min(area.width / (b.maxX - b.minX), area.height / (b.maxY - b.minY));
  const ox = area.x + (area.width - (b.maxX - b.minX) * scale) / 2;
  const oy = area.y + (area.height + (b.maxY - b.minY) * scale) / 2;
  const v = shape.map((q) => ({ x: ox + (q.x - b.minX) * scale, y: oy - (q.y - b.minY) * scale }));
  layout.scale = scale;
  layout.polygon = { names: [...p.names], vertices: v };
  const count = v.length;
  const next = (i: number) => v[(i + 1) % count]!;
  const prev = (i: number) => v[(i + count - 1) % count]!;
  const scene: Scene = { top: layout.top, labels: [], blocks: [], segs: [], soft: [] };
  for (let i = 0; i < count; i++) scene.segs.push([v[i]!, next(i)]);
  // Equal sides share a tick count: opposite sides of a rectangle or parallelogram, every side otherwise.
  const lengths = [...new Set(p.sides)];
  for (let i = 0; i < count; i++)
    layout.ticks.push(tickMark(scene, v[i]!, next(i), lengths.indexOf(p.sides[i]!) + 1));
  const shortest = Math.min(...p.sides) * scale;
  for (let i = 0; i < count; i++) {
    if (p.angles[i] === 90) {
      const mark = rightMark(v[i]!, prev(i), next(i), Math.min(26, shortest * 0.2));
      layout.rightMarks.push(mark);
      scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
    }
  }
  const arcR = Math.min(44, shortest * 0.28);
  for (const i of labelledAngles(p)) {
    const arc = interiorArc(v[i]!, next(i), prev(i), arcR);
    layout.arcs.push(arc);
    scene.segs.push(...arcSegs(arc));
  }
  const centroid = {
    x: v.reduce((s, q) => s + q.x, 0) / count,
    y: v.reduce((s, q) => s + q.y, 0) / count,
  };
  for (let i = 0; i < count; i++) {
    const out = add(unitVec(sub(v[i]!, next(i))), unitVec(sub(v[i]!, prev(i))));
    if (!place(scene, p.names[i]!, 34 * k, { bold: true }, aroundPoint(v[i]!, out))) return null;
  }
  for (const i of labelledSides(p)) {
    const label = place(scene, sideLabelText(p, i), 30 * k, {}, besideSegment(v[i]!, next(i), centroid));
    if (!label) return null;
    layout.measures.push({ from: v[i]!, to: next(i), inside: centroid, label });
  }
  for (const i of labelledAngles(p)) {
    const inward = unitVec(add(unitVec(sub(next(i), v[i]!)), unitVec(sub(prev(i), v[i]!))));
    const label = place(scene, degreeText(p.angles[i]!), 26 * k, { fill: ANGLE_COLOR }, (hw, hh) => {
      const cands: Pt[] = [];
      for (let d = arcR + 6; d < arcR + 200; d += 8)
        cands.push(add(v[i]!, inward, d + support(inward, hw, hh)));
      return cands;
    });
    if (!label) return null;
  }
  layout.labels = scene.labels;
  return layout;
}
