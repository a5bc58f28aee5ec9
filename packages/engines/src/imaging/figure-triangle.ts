// Triangles (and similar pairs) read from their sides, angles, base and height.
import type { SimilarData, TriangleData } from './figure-data.ts';
import { DEGREE_SIGN, findUnit, fmt, listJoin, NUM } from './figure-text.ts';
import { CannotDrawError } from './refusal.ts';

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

export function sideName(names: readonly string[], i: number): string {
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
export function sideIndex(names: readonly string[], x: string, y: string): number | null {
  const i = names.indexOf(x);
  const j = names.indexOf(y);
  if (i < 0 || j < 0 || i === j) return null;
  return j === (i + 1) % 3 ? i : j;
}

const TRIANGLE_HELP =
  'To draw a triangle I need its three sides ("triangle with sides 5, 7 and 9"), two sides and the angle ' +
  'between them ("triangle with sides 5 and 7 and an angle of 60° between them"), or a right triangle\'s legs ' +
  '("right triangle with legs 6 and 8").';

export function parseTriangle(text: string): TriangleData {
  const unit = findUnit(text);
  let names = triangleNames(text);
  const showAngles = /\bangles\b/i.test(text);
  const rightMatch = text.match(/\bright[\s-]?angled?\s+at\s+([A-Za-z])\b/i);
  const isosceles = /\bisosceles\b/i.test(text);
  // An isosceles triangle's equal sides are often called its legs; only "right" makes it a right triangle.
  const claimedRight =
    Boolean(rightMatch) ||
    /\bright[\s-]*(angled\s+)?(isosceles\s+)?triangle|\bright[\s-]angled\b|\bhypotenuse\b/i.test(text) ||
    (!isosceles && /\blegs?\b/i.test(text));
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
  // "angles 30, 60 and 90": numbers after the word angle are angles, degree sign or not.
  body = body.replace(
    new RegExp(
      String.raw`\bangles?\s*(?:of\s+|are\s+|=\s*|:\s*|measuring\s+)?${NUM}${DEGREE_SIGN}?(?:\s*(?:,|and|&)\s*${NUM}${DEGREE_SIGN}?){0,2}`,
      'gi',
    ),
    (m) => {
      for (const v of m.matchAll(new RegExp(NUM, 'g'))) angles.push({ at: null, value: Number(v[0]) });
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

  if (!claimedRight && /\b(height|altitude)\b/i.test(text))
    return baseAndHeight(text, names, unit, isosceles);
  if (isosceles && !claimedRight && namedSides.length === 0 && angles.length === 0) {
    const iso = isoscelesFromWords(body, names, unit);
    if (iso) return iso;
    if (numbers.length !== 3) {
      throw new CannotDrawError(
        'For an isosceles triangle give the equal sides and the base ("isosceles triangle with equal sides 7 and base 4") ' +
          'or all three sides.',
      );
    }
    if (new Set(numbers).size === 3) {
      throw new CannotDrawError(
        `Sides ${listJoin(numbers.map((v) => fmt(v)))} are all different, so they do not make an isosceles triangle (two sides must be equal).`,
      );
    }
  }
  if (isosceles && claimedRight && legs.length === 1 && hypotenuse === null && numbers.length === 0) {
    legs.push(legs[0]!);
  }
  const sideCount = namedSides.length + legs.length + (hypotenuse === null ? 0 : 1) + numbers.length;
  const rightWithAngle = claimedRight && angles.length === 1 && angles[0]!.value !== 90 && sideCount <= 1;
  if (angles.length >= 2 || rightWithAngle) {
    return fromAngles(text, names, angles, claimedRight, rightAt, {
      named: namedSides[0] ?? null,
      leg: legs.length === 1 ? legs[0]! : null,
      hypotenuse,
      plain: numbers,
      count: sideCount,
      unit,
    });
  }

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
export function sas(
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

export function parseSimilar(text: string): SimilarData {
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

/** Three angles adding up to 180°, from two or three given (one may be a claimed right angle). */
function assignAngles(
  names: [string, string, string],
  given: { at: string | null; value: number }[],
  claimedRight: boolean,
  rightAt: number | null,
  prefer: number[],
): { angles: [number, number, number]; known: number[] } {
  const ang: (number | null)[] = [null, null, null];
  const known: number[] = [];
  const set = (i: number, v: number) => {
    if (ang[i] !== null) throw new CannotDrawError(`Angle ${names[i]} was given twice.`);
    ang[i] = v;
    known.push(i);
  };
  if (rightAt !== null) set(rightAt, 90);
  for (const a of given.filter((g) => g.at !== null)) {
    const i = names.indexOf(a.at!);
    if (i < 0) throw new CannotDrawError(`${a.at} is not a vertex of triangle ${names.join('')}.`);
    set(i, a.value);
  }
  const order = [...prefer, 0, 1, 2].filter((i, k, all) => all.indexOf(i) === k);
  for (const a of given.filter((g) => g.at === null)) {
    const i = order.find((j) => ang[j] === null);
    if (i === undefined) throw new CannotDrawError('A triangle has only three angles; more were given.');
    set(i, a.value);
  }
  if (claimedRight && !ang.includes(90)) {
    const free = [1, 0, 2].find((j) => ang[j] === null);
    if (free === undefined) {
      throw new CannotDrawError(
        `A right triangle has a 90° angle, but the angles given are ${listJoin(ang.map((v) => `${fmt(v!)}°`))}.`,
      );
    }
    set(free, 90);
  }
  const values = known.map((i) => ang[i]!);
  const sum = values.reduce((a, b) => a + b, 0);
  const shown = listJoin(values.map((v) => `${fmt(v)}°`));
  if (known.length === 3) {
    if (Math.abs(sum - 180) > 1e-9 + 3 * roundingOf(values)) {
      throw new CannotDrawError(
        `Angles ${shown} add up to ${fmt(sum)}°, but a triangle's three angles always add up to 180°.`,
      );
    }
  } else {
    if (sum >= 180 - 1e-9) {
      throw new CannotDrawError(
        `Angles ${shown} already add up to ${fmt(sum)}°, leaving nothing for the third angle: a triangle's angles add up to 180°.`,
      );
    }
    ang[ang.indexOf(null)] = 180 - sum;
  }
  return { angles: ang as [number, number, number], known };
}

/** A triangle from its angles, and at most one side (ASA or AAS, or a right triangle's hypotenuse or leg). */
function fromAngles(
  text: string,
  names: [string, string, string],
  given: { at: string | null; value: number }[],
  claimedRight: boolean,
  rightAt: number | null,
  side: {
    named: { x: string; y: string; value: number } | null;
    leg: number | null;
    hypotenuse: number | null;
    plain: number[];
    count: number;
    unit: string;
  },
): TriangleData {
  if (side.count > 1) {
    throw new CannotDrawError(
      'Two angles and one side fix a triangle; with more sides as well the measures may disagree. ' +
        'Give two angles and one side, or the three sides.',
    );
  }
  let sideAt: number | null = null;
  let length = 0;
  if (side.named) {
    sideAt = sideIndex(names, side.named.x, side.named.y);
    if (sideAt === null)
      throw new CannotDrawError(
        `${side.named.x}${side.named.y} is not a side of triangle ${names.join('')}.`,
      );
    length = side.named.value;
  }
  // Unnamed angles go at the ends of a named side (angle-side-angle).
  const prefer = sideAt === null ? [] : [sideAt, (sideAt + 1) % 3];
  const { angles, known } = assignAngles(names, given, claimedRight, rightAt, prefer);
  const right = angles.findIndex((a) => Math.abs(a - 90) < 1e-9);
  if (side.hypotenuse !== null) {
    if (right < 0) throw new CannotDrawError('Only a right triangle has a hypotenuse.');
    sideAt = (right + 1) % 3;
    length = side.hypotenuse;
  } else if (side.leg !== null) {
    const acute = known.find((i) => i !== right);
    if (right < 0 || acute === undefined) throw new CannotDrawError('Only a right triangle has legs.');
    const opposite = (acute + 1) % 3;
    const adjacent = [acute, (acute + 2) % 3].find((i) => i !== (right + 1) % 3)!;
    if (/\bopposite\b/i.test(text)) sideAt = opposite;
    else if (/\b(adjacent|next to|beside)\b/i.test(text)) sideAt = adjacent;
    else {
      throw new CannotDrawError(
        `A leg of ${fmt(side.leg)} could be next to the ${fmt(angles[acute]!)}° angle or opposite it; say which ` +
          `("leg ${fmt(side.leg)} opposite the ${fmt(angles[acute]!)}° angle") or give the hypotenuse.`,
      );
    }
    length = side.leg;
  } else if (side.plain.length === 1) {
    if (right >= 0 && known.length < 3 && !/\b(between|included)\b/i.test(text)) {
      throw new CannotDrawError(
        `Say which side ${fmt(side.plain[0]!)} is: the hypotenuse ("hypotenuse ${fmt(side.plain[0]!)}"), or a leg next to or opposite the given angle.`,
      );
    }
    // A side given with two angles is taken as the one between them (angle-side-angle); the title names it.
    const [i, j] = known.filter((v) => v !== right || known.length === 2);
    sideAt = sideIndex(names, names[i!]!, names[j!]!);
    length = side.plain[0]!;
  }
  if (sideAt !== null && !(length > 0)) {
    throw new CannotDrawError('Every side of a triangle must be a positive length.');
  }
  const rad = (d: number) => (d * Math.PI) / 180;
  // Law of sines: side i lies opposite the vertex after its far end.
  const k =
    sideAt === null
      ? 10 / Math.max(...angles.map((a) => Math.sin(rad(a))))
      : length / Math.sin(rad(angles[(sideAt + 2) % 3]!));
  const sides = [0, 1, 2].map((i) => k * Math.sin(rad(angles[(i + 2) % 3]!))) as [number, number, number];
  if (sideAt !== null) sides[sideAt] = length;
  const givenSides = [0, 1, 2].map((i) => i === sideAt) as [boolean, boolean, boolean];
  const t = makeTriangle(names, sides, {
    given: givenSides,
    claimedRight: false,
    unit: side.unit,
    showAngles: true,
  });
  return {
    ...t,
    angles,
    rightAt: right >= 0 ? right : null,
    knownAngles: known.sort(),
    ...(sideAt === null ? { noLengths: true } : {}),
  };
}

/** "isosceles triangle with two sides of 5 and a base of 6": the base AB along the bottom, apex C. */
function isoscelesFromWords(
  body: string,
  names: [string, string, string],
  unit: string,
): TriangleData | null {
  const num = String.raw`(${NUM})(?:\s*(?:mm|cm|km|m|ft|feet|inches|units?)\b)?`;
  const baseM = body.match(
    new RegExp(String.raw`\bbase\s*(?:of\s+|=\s*|is\s+|:\s*)?(?:length\s+)?${num}`, 'i'),
  );
  const sideM = body.match(
    new RegExp(
      String.raw`\b(?:(?:two\s+)?(?:equal\s+)?(?:sides?|legs?|arms?))\s*(?:each\s+)?(?:of\s+|=\s*|are\s+|is\s+|:\s*)?(?:length\s+)?${num}`,
      'i',
    ),
  );
  if (!baseM || !sideM) return null;
  const b = Number(baseM[1]);
  const s = Number(sideM[1]);
  checkTriangle([b, s, s], 'An isosceles triangle with sides');
  const t = makeTriangle(names, [b, s, s], { given: [true, true, true], claimedRight: false, unit });
  return { ...t, base: 0, isosceles: true };
}

/** "triangle with base 10 and height 6": drawn isosceles (apex above the base's midpoint), the height dashed. */
function baseAndHeight(
  text: string,
  names: [string, string, string],
  unit: string,
  isosceles: boolean,
): TriangleData {
  const b = text.match(
    new RegExp(String.raw`\bbase\s*(?:of\s+|=\s*|is\s+|:\s*)?(?:length\s+)?(${NUM})`, 'i'),
  );
  const h = text.match(
    new RegExp(String.raw`\b(?:height|altitude)\s*(?:of\s+|=\s*|is\s+|:\s*)?(?:length\s+)?(${NUM})`, 'i'),
  );
  if (!b || !h) {
    throw new CannotDrawError(
      'To draw a triangle from its height I need the base too ("triangle with base 10 and height 6").',
    );
  }
  const base = Number(b[1]);
  const height = Number(h[1]);
  if (!(base > 0 && height > 0))
    throw new CannotDrawError('The base and the height must be positive lengths.');
  if (height / base > 12 || base / height > 12) {
    throw new CannotDrawError(
      `A base of ${fmt(base)} with a height of ${fmt(height)} makes a triangle too thin to label legibly.`,
    );
  }
  const slant = Math.hypot(base / 2, height);
  const t = makeTriangle(names, [base, slant, slant], {
    given: [true, false, false],
    claimedRight: false,
    unit,
  });
  return { ...t, base: 0, height, ...(isosceles ? { isosceles: true } : {}) };
}
