// Titles and alt text naming every measure a figure shows.
import type { FigureData, PolygonData, TriangleData } from './figure-data.ts';
import { degreeText, fmt, lengthList, listJoin, withUnit, workedLength } from './figure-text.ts';
import { sideName } from './figure-triangle.ts';
import { capitalise } from './svg.ts';

function triangleTitle(t: TriangleData): string {
  const name = t.names.join('');
  const [a, b, c] = t.sides;
  const u = t.unit;
  const head = `${t.rightAt !== null ? 'Right triangle' : 'Triangle'} ${name}`;
  if (t.knownAngles) {
    const parts = t.knownAngles.map((i) => `${t.names[i]} = ${degreeText(t.angles[i]!)}`);
    const side = t.given.indexOf(true);
    if (side < 0) return `${head} with angles ${listJoin(parts)}`;
    const hyp = t.rightAt !== null && side === (t.rightAt + 1) % 3 ? 'hypotenuse ' : '';
    parts.push(`${hyp}${sideName(t.names, side)} = ${withUnit(fmt(t.sides[side]!), u)}`);
    return `${head} with angles ${listJoin(parts)}`;
  }
  if (t.height !== undefined && t.base !== undefined) {
    const bh = `base ${sideName(t.names, t.base)} = ${withUnit(fmt(t.sides[t.base]!), u)} and height ${withUnit(fmt(t.height), u)}`;
    return t.isosceles
      ? `Isosceles triangle ${name} with ${bh}`
      : `Triangle ${name} with ${bh} (drawn isosceles)`;
  }
  if (a === b && b === c) return `Equilateral triangle ${name} with sides ${withUnit(fmt(a), u)}`;
  if (t.isosceles && t.base !== undefined) {
    const equal = t.sides[(t.base + 1) % 3]!;
    return `Isosceles triangle ${name} with equal sides ${withUnit(fmt(equal), u)} and base ${withUnit(fmt(t.sides[t.base]!), u)}`;
  }
  const twoEqual = a === b || b === c || a === c;
  if (t.given.every(Boolean) && twoEqual && t.rightAt === null) {
    return `Isosceles triangle ${name} with sides ${lengthList(t.sides, u)}`;
  }
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

function polygonTitle(p: PolygonData): string {
  const name = `${capitalise(p.name)} ${p.names.join('')}`;
  const side = withUnit(fmt(p.sides[0]!), p.sideGiven ? p.unit : 'unit');
  switch (p.shape) {
    case 'square':
      return `${name} with side ${side}`;
    case 'rectangle':
      return `${name}, ${fmt(p.sides[0]!)} by ${withUnit(fmt(p.sides[1]!), p.unit)}`;
    case 'parallelogram':
      return `${name} with sides ${lengthList(p.sides.slice(0, 2), p.unit)} and angle ${degreeText(p.angles[0]!)}`;
    case 'rhombus':
      return `${name} with side ${side} and angle ${degreeText(p.angles[0]!)}`;
    case 'regular':
      return `${name} with side ${side}`;
  }
}

function describePolygon(p: PolygonData): string {
  const u = p.sideGiven ? p.unit : 'unit';
  const count = p.sides.length;
  const sides = p.sides.map((s, i) => `${p.names[i]}${p.names[(i + 1) % count]} = ${withUnit(fmt(s), u)}`);
  const head = `${polygonTitle(p)}, drawn to scale${p.sideGiven ? '' : ' (no side length was given, so each side is 1 unit)'}.`;
  if (p.shape === 'regular') {
    return (
      `${head} All ${count} sides are ${withUnit(fmt(p.sides[0]!), u)}, each marked with a tick, and every interior angle is ` +
      `${degreeText(p.angles[0]!)} = (${count} − 2) × 180° ÷ ${count}.`
    );
  }
  const right = p.angles[0] === 90 ? ' Small squares mark the four right angles.' : '';
  const angles =
    p.angles[0] === 90
      ? ''
      : ` Angles: ${listJoin(p.angles.map((a, i) => `${p.names[i]} = ${degreeText(a)}`))}; neighbouring angles add up to 180°.`;
  const equal = p.sides[0] === p.sides[1] ? 'All four sides are equal' : 'Opposite sides are equal';
  return `${head} Sides: ${listJoin(sides)}. ${equal} (matching tick marks).${right}${angles}`;
}

export function figureTitle(data: FigureData): string {
  switch (data.kind) {
    case 'polygon':
      return polygonTitle(data);
    case 'parallel':
      return `Two parallel lines cut by a transversal at ${degreeText(data.degrees)}`;
    case 'triangle':
      return triangleTitle(data);
    case 'circle': {
      const size = data.givenAs === 'radius' ? data.radius : 2 * data.radius;
      const chord = data.chord ? ` and a chord of length ${withUnit(fmt(data.chord.length), data.unit)}` : '';
      const extra = `${data.diameter ? ' and a diameter' : ''}${data.tangent ? ' and a tangent' : ''}`;
      return `Circle with ${data.givenAs} ${withUnit(fmt(size), data.unit)}${chord}${extra}`;
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
      : t.knownAngles
        ? ', worked out by the law of sines'
        : t.height !== undefined
          ? ', worked out by Pythagoras from half the base and the height'
          : t.rightAt !== null
            ? ', worked out by Pythagoras'
            : ', worked out by the law of cosines';
    return `${sideName(t.names, i)} ${value.startsWith('≈') ? '' : '= '}${value}${hyp}${how}`;
  });
  const angles = [0, 1, 2].map((i) => `${t.names[i]} = ${degreeText(t.angles[i]!)}`);
  const unknown = [0, 1, 2].find((i) => t.knownAngles && !t.knownAngles.includes(i));
  const third =
    unknown === undefined || !t.knownAngles
      ? ''
      : ` (${t.names[unknown]} = 180° − ${t.knownAngles.map((i) => degreeText(t.angles[i]!)).join(' − ')} = ${degreeText(t.angles[unknown]!)}, as a triangle's angles add up to 180°)`;
  const ticks = new Set(t.sides).size < 3 ? ' Tick marks show the equal sides.' : '';
  const height =
    t.height !== undefined && t.base !== undefined
      ? ` The dashed height h = ${withUnit(fmt(t.height), t.unit)} from ${t.names[(t.base + 2) % 3]} meets ${sideName(t.names, t.base)} at a right angle, marked by a small square.`
      : '';
  if (t.noLengths) {
    return `Angles: ${listJoin(angles)}${third}. No side length was given, so it is drawn at a convenient size and no lengths are shown: every triangle with these angles has this shape.${ticks}`;
  }
  return `Sides: ${listJoin(sides)}. Angles: ${listJoin(angles)}${third}.${ticks}${height}`;
}

/** Alt text naming the figure and every measure shown. */
export function describeFigure(data: FigureData): string {
  switch (data.kind) {
    case 'polygon':
      return describePolygon(data);
    case 'parallel': {
      const a = degreeText(data.degrees);
      const b = degreeText(180 - data.degrees);
      return (
        `${figureTitle(data)}; matching arrowheads mark the lines as parallel. At each crossing the four angles are ` +
        `${a} and ${b} in turn: vertically opposite angles are equal, corresponding angles (in the same position at the ` +
        `two crossings) are equal, alternate angles are equal, and co-interior angles add up to 180° (${a} + ${b}).`
      );
    }
    case 'triangle': {
      const right =
        data.rightAt !== null
          ? `, with the right angle at ${data.names[data.rightAt]} marked by a small square`
          : '';
      const how = data.noLengths ? 'with its angles marked' : 'drawn to scale';
      return `${figureTitle(data)}, ${how}${right}. ${describeTriangleMeasures(data)}`;
    }
    case 'circle': {
      const u = data.unit;
      let text =
        `Circle with centre ${data.centre}, radius ${withUnit(fmt(data.radius), u)} and diameter ${withUnit(fmt(2 * data.radius), u)}, ` +
        `drawn to scale with the ${data.diameter ? 'diameter' : data.givenAs} drawn and labelled.`;
      if (data.tangent) {
        text += ` The tangent at T touches the circle only at T and is perpendicular to the radius ${data.centre}T, marked by a small square.`;
      }
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
