// Perimeter, area and angles: a rectangle whose length is n more than (or k times) its width, a
// square, and the angles of a triangle (two given, a ratio, or each in terms of the first).
import {
  clause,
  factor,
  factorValue,
  fitAny,
  num,
  plus,
  type Story,
  times,
  type WordTranslation,
} from './word-problems-text.ts';

const LENGTH_UNITS: Record<string, string> = {
  mm: 'mm',
  cm: 'cm',
  centimeters: 'cm',
  centimetres: 'cm',
  m: 'm',
  meters: 'm',
  metres: 'm',
  km: 'km',
  in: 'inches',
  inches: 'inches',
  ft: 'feet',
  feet: 'feet',
  yd: 'yards',
  yards: 'yards',
  units: 'units',
};
const LEN = (name: string) => `(?<${name}>${Object.keys(LENGTH_UNITS).join('|')})`;
const SQUARED = (name: string) => `square ${LEN(name)}`;
const SIDE = `(?<side>length|width)`;
const OTHER = `(?<other>width|length)`;
/** "3 cm more than twice", "twice", "4 less than". */
const REL = `(?:${num('d')}(?: ${LEN('du')})? (?<dir>more|longer|greater|less|shorter|smaller) than (?:${factor('f')} )?|${factor('f2')} (?:as (?:long|wide) as )?)`;
const RECTANGLE = `(?:a|the) rectangle`;

const RECTANGLE_FACTS = [
  clause(
    `(?:the |its |${RECTANGLE}'s )?${SIDE}(?: of ${RECTANGLE})? is ${REL}(?:its|the) ${OTHER}(?: of the rectangle)?`,
  ),
  clause(`${RECTANGLE} has an? ${SIDE} (?:that is|which is) ${REL}(?:its|the) ${OTHER}`),
];
const MEASURE = (what: 'perimeter' | 'area', unit: string) => [
  clause(`(?:the |its )?${what}(?: of (?:${RECTANGLE}|it))? is ${num('n')}(?: ${unit})?`),
  clause(`(?:${RECTANGLE}|it) has (?:a|an) ${what} of ${num('n')}(?: ${unit})?`),
];
const PERIMETER = MEASURE('perimeter', LEN('u'));
const AREA = MEASURE('area', SQUARED('u'));
const RECTANGLE_QUESTIONS = [
  clause(
    `(?:find|what (?:is|are)|calculate|determine|work out|give) (?:the |its )?(?:length and (?:the )?width|width and (?:the )?length|dimensions|width|length)(?: of (?:the|this) rectangle)?`,
  ),
  clause('how (?:long|wide) is (?:it|the rectangle)'),
];

const unitOf = (parts: Record<string, string>, ...names: string[]) => {
  const unit = names.map((n) => parts[n]).find((u) => u !== undefined);
  return unit ? LENGTH_UNITS[unit.toLowerCase()] : undefined;
};

/** "The length is 3 cm more than the width; the perimeter is 46 cm" → 2x + 2(x + 3) = 46. */
export function rectangle(story: Story): WordTranslation | null {
  let relation: Record<string, string> | null = null;
  let measure: { area: boolean; parts: Record<string, string> } | null = null;
  for (const text of story) {
    const r = fitAny(text, RECTANGLE_FACTS);
    const p = fitAny(text, PERIMETER);
    const a = fitAny(text, AREA);
    if (r && !relation) relation = r.parts;
    else if ((p || a) && !measure) measure = { area: !p, parts: (p ?? a)!.parts };
    else if (!fitAny(text, RECTANGLE_QUESTIONS)) return null;
  }
  if (!relation || !measure) return null;
  const side = relation.side!.toLowerCase();
  const other = relation.other!.toLowerCase();
  if (side === other) return null;
  const units = [unitOf(relation, 'du'), unitOf(measure.parts, 'u')].filter((u) => u !== undefined);
  if (units.some((u) => u !== units[0])) return null;
  const unit = units[0];
  const k = factorValue(relation.f ?? relation.f2 ?? '1 times');
  const expr = relation.d
    ? plus(times(k, 'x'), relation.d, /less|shorter|smaller/i.test(relation.dir!))
    : times(k, 'x');
  if (expr === 'x') return null;
  const math = measure.area ? `x(${expr}) = ${measure.parts.n}` : `2x + 2(${expr}) = ${measure.parts.n}`;
  const meaning = `the ${other}${unit ? ` in ${unit}` : ''} (the ${side} is ${expr}${measure.area ? `; a ${other} must be positive` : ''})`;
  return { math, unknowns: [{ name: 'x', meaning }], template: 'rectangle' };
}

const SQUARE = `(?:a|the) square`;
const SQUARE_FACTS: [RegExp, 'perimeter' | 'area' | 'side'][] = [
  [clause(`${SQUARE} has a perimeter of ${num('n')}(?: ${LEN('u')})?`), 'perimeter'],
  [clause(`the perimeter of ${SQUARE} is ${num('n')}(?: ${LEN('u')})?`), 'perimeter'],
  [clause(`${SQUARE} has an area of ${num('n')}(?: ${SQUARED('u')})?`), 'area'],
  [clause(`the area of ${SQUARE} is ${num('n')}(?: ${SQUARED('u')})?`), 'area'],
  [
    clause(
      `${SQUARE} has (?:sides|a side|side length|a side length|sides that are|sides of length|a side of length)(?: of)? ${num('n')}(?: ${LEN('u')})?(?: long)?`,
    ),
    'side',
  ],
  [
    clause(`(?:each|the|one|a) side(?: length)? of ${SQUARE} is ${num('n')}(?: ${LEN('u')})?(?: long)?`),
    'side',
  ],
  [clause(`${SQUARE}'s sides? (?:is|are) ${num('n')}(?: ${LEN('u')})?(?: long)?`), 'side'],
];
const OF_SQUARE = '(?: of (?:the|this) square)?';
const SQUARE_QUESTIONS: [RegExp, 'perimeter' | 'area' | 'side'][] = [
  [
    clause(
      `(?:what is|find|how long is|calculate|determine|work out) (?:the )?(?:length of )?(?:each|one|a|the|its) side(?: length)?${OF_SQUARE}`,
    ),
    'side',
  ],
  [clause(`(?:what is|find|calculate|work out) (?:the|its) side length${OF_SQUARE}`), 'side'],
  [clause(`how long (?:is each side|are the sides|is a side)${OF_SQUARE}`), 'side'],
  [clause(`(?:what is|find|calculate|work out) (?:the|its) area${OF_SQUARE}`), 'area'],
  [clause(`(?:what is|find|calculate|work out) (?:the|its) perimeter${OF_SQUARE}`), 'perimeter'],
];

/** A square's side from its perimeter or area, or its perimeter or area from its side. */
export function square(story: Story): WordTranslation | null {
  let given: { kind: 'perimeter' | 'area' | 'side'; parts: Record<string, string> } | null = null;
  let asked: 'perimeter' | 'area' | 'side' | null = null;
  for (const text of story) {
    const fact = SQUARE_FACTS.find(([pattern]) => fitAny(text, [pattern]));
    if (fact && !given) {
      given = { kind: fact[1], parts: fitAny(text, [fact[0]])!.parts };
      continue;
    }
    const question = SQUARE_QUESTIONS.find(([pattern]) => fitAny(text, [pattern]));
    if (!question || asked) return null;
    asked = question[1];
  }
  if (!given || !asked || (given.kind === 'side') === (asked === 'side')) return null;
  const unit = unitOf(given.parts, 'u');
  const n = given.parts.n!;
  const inUnit = unit ? ` in ${unit}` : '';
  const result = (math: string, meaning: string): WordTranslation => ({
    math,
    unknowns: [{ name: 'x', meaning }],
    template: 'square',
  });
  if (given.kind === 'perimeter') return result(`4x = ${n}`, `the length of a side${inUnit}`);
  if (given.kind === 'area')
    return result(`x^2 = ${n}`, `the length of a side${inUnit}; a length must be positive`);
  return asked === 'perimeter'
    ? result(`x = 4*${n}`, `the perimeter${inUnit}`)
    : result(`x = ${n}^2`, `the area${unit ? ` in square ${unit}` : ''}`);
}

const DEGREES = '(?: degrees)?';
const TRIANGLE = `(?:a|the) triangle`;
const IN_TRIANGLE = `(?:in ${TRIANGLE},? )?`;
const ORDER = `(?:first|second|third)`;
const ANGLE_REL = `(?:${num('d')}${DEGREES} (?<dir>more|less|larger|smaller|bigger|greater) than (?:${factor('f')} )?|${factor('f2')} (?:as (?:large|big) as )?)`;
const ANGLE_FACTS: [RegExp, 'ratio' | 'two' | 'relation'][] = [
  [
    clause(
      `(?:the (?:(?<three>3) )?angles of ${TRIANGLE}|${IN_TRIANGLE}the (?:(?<three2>3) )?angles) are in the ratio ${num('r1')} ?(?::|to) ?${num('r2')} ?(?::|to) ?${num('r3')}`,
    ),
    'ratio',
  ],
  [
    clause(
      `(?:(?<two>2) (?:of the )?angles of ${TRIANGLE}|${IN_TRIANGLE}(?<two2>2) (?:of the )?angles) (?:measure|are|are equal to) ${num('a1')}${DEGREES} and ${num('a2')}${DEGREES}`,
    ),
    'two',
  ],
  [
    clause(`${TRIANGLE} has (?:(?<two>2) )?angles of ${num('a1')}${DEGREES} and ${num('a2')}${DEGREES}`),
    'two',
  ],
  [
    clause(
      `${IN_TRIANGLE}the (?<which>second|third)(?: angle)?(?: of ${TRIANGLE})? is ${ANGLE_REL}the (?<of>${ORDER})(?: angle| one)?`,
    ),
    'relation',
  ],
];
const ANGLE_QUESTIONS: [RegExp, 'third' | 'all'][] = [
  [
    clause(
      `(?:what is|find|calculate|determine|work out|how (?:big|large) is) the (?:size of the |measure of the )?(?:third|other|remaining|missing) angle`,
    ),
    'third',
  ],
  [
    clause(
      `(?:find|what are|calculate|determine|work out|give) (?:the (?:sizes?|measures?) of )?(?:the |all |each )?(?:(?<n>3) )?(?:angles|angle)(?: of the triangle)?|(?:find|what is) (?:the )?(?:size|measure) of each angle`,
    ),
    'all',
  ],
];

/** The angles of a triangle add up to 180°. */
export function triangleAngles(story: Story): WordTranslation | null {
  const facts: { kind: 'ratio' | 'two' | 'relation'; parts: Record<string, string> }[] = [];
  let asked: 'third' | 'all' | null = null;
  for (const text of story) {
    const fact = ANGLE_FACTS.find(([pattern]) => fitAny(text, [pattern]));
    if (fact) {
      facts.push({ kind: fact[1], parts: fitAny(text, [fact[0]])!.parts });
      continue;
    }
    const question = ANGLE_QUESTIONS.find(([pattern]) => fitAny(text, [pattern]));
    if (!question || asked) return null;
    asked = question[1];
  }
  const result = (math: string, meaning: string): WordTranslation => ({
    math,
    unknowns: [{ name: 'x', meaning }],
    template: 'triangle angles',
  });
  const [first] = facts;
  if (!first) return null;
  if (facts.length === 1 && first.kind === 'ratio' && asked !== 'third') {
    const parts = [first.parts.r1!, first.parts.r2!, first.parts.r3!].map((r) => times(r, 'x'));
    return result(
      `${parts.join(' + ')} = 180`,
      `the size of one part of the ratio, in degrees (the angles are ${parts[0]}, ${parts[1]} and ${parts[2]})`,
    );
  }
  if (facts.length === 1 && first.kind === 'two' && asked === 'third')
    return result(`${first.parts.a1} + ${first.parts.a2} + x = 180`, 'the third angle in degrees');
  if (facts.length !== 2 || facts.some((f) => f.kind !== 'relation') || asked === 'third') return null;
  // The second and third angles, each in terms of the first (the third may be given by the second).
  const angles: Record<string, string> = { first: 'x' };
  for (const { parts } of [...facts].sort((a, b) => a.parts.which!.localeCompare(b.parts.which!))) {
    const which = parts.which!.toLowerCase();
    const base = angles[parts.of!.toLowerCase()];
    if (!base || which in angles) return null;
    const k = factorValue(parts.f ?? parts.f2 ?? '1 times');
    const scaled = times(k, base);
    angles[which] = parts.d ? plus(scaled, parts.d, /less|smaller/i.test(parts.dir!)) : scaled;
  }
  const { second, third } = angles;
  if (!second || !third) return null;
  const term = (t: string) => (/[+-]/.test(t) ? `(${t})` : t);
  return result(
    `x + ${term(second)} + ${term(third)} = 180`,
    `the first angle in degrees (the second is ${second} and the third is ${third})`,
  );
}
