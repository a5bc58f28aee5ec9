// Distance = speed × time: one traveller ("A car travels 180 miles in 3 hours. How fast is it going?")
// or two moving toward or away from each other. Speeds, distances and times are found by their
// units; every other word must be one a motion story uses, so a story with a stop, a later start or a
// current is declined.
import { NUM, type Story, type WordTranslation } from './word-problems-text.ts';

type Length = 'mile' | 'km' | 'm' | 'ft';
type Time = 'h' | 'min' | 's';

const SPEED_UNITS: [RegExp, Length, Time, string][] = [
  [/mph|miles (?:per|an|each) hour|mi\/h/, 'mile', 'h', 'mph'],
  [/km\/h|km\/hr|kmh|kph|km per hour|kilomet(?:er|re)s (?:per|an|each) hour/, 'km', 'h', 'km/h'],
  [/m\/s|met(?:er|re)s (?:per|a|each) second/, 'm', 's', 'm/s'],
  [/ft\/s|feet (?:per|a|each) second/, 'ft', 's', 'ft/s'],
];
const LENGTH_UNITS: [RegExp, Length, string][] = [
  [/miles?|mi/, 'mile', 'miles'],
  [/km|kilomet(?:er|re)s?/, 'km', 'km'],
  [/met(?:er|re)s?|m/, 'm', 'meters'],
  [/feet|foot|ft/, 'ft', 'feet'],
];
const TIME_UNITS: [RegExp, Time, string][] = [
  [/hours?|hrs?|h/, 'h', 'hours'],
  [/minutes?|mins?/, 'min', 'minutes'],
  [/seconds?|secs?|s/, 's', 'seconds'],
];

const unitsOf = <T extends [RegExp, ...unknown[]]>(units: T[]) =>
  units.map(([pattern]) => pattern.source).join('|');
const SPEED = new RegExp(`(${NUM}) ?(${unitsOf(SPEED_UNITS)})\\b`, 'gi');
const RELATIVE = new RegExp(`(${NUM}) ?(${unitsOf(SPEED_UNITS)}) (?:faster|slower) than\\b`, 'gi');
const LENGTH = new RegExp(`(${NUM}) ?(${unitsOf(LENGTH_UNITS)})\\b`, 'gi');
const TIME = new RegExp(`(${NUM}) ?(${unitsOf(TIME_UNITS)})\\b`, 'gi');

const WORDS = new Set(
  `a an the one other another each both same time at in for to from toward towards away apart opposite direction
  directions of and it he she they them his her its their is are was were will would does do did be been take takes
  taking took how long far fast many much what when until till after start starts started starting leave leaves
  left leaving set sets off out meet meets met meeting speed speeds average constant steady rate distance travel travels
  traveled travelled traveling travelling drive drives drove driving driven ride rides rode riding walk walks walked
  walking run runs ran running fly flies flew flying cycle cycles cycled cycling jog jogs jogged jogging swim swims
  swam swimming go goes went going move moves moved moving cover covers covered trip journey find faster slower than
  station stations town towns city cities place places point points spot home school car cars train trains bus buses
  bike bikes bicycle bicycles cyclist cyclists plane planes boat boats truck trucks runner runners walker walkers
  person people friend friends hiker hikers driver drivers jogger joggers swimmer swimmers road highway track same
  simultaneously if get gets reach reaches there need needs must should can could on along by this that which
  another's first second hour hours minute minutes second seconds mile miles kilometers
  kilometres km meters metres feet per mph`.split(/\s+/),
);

interface Quantity {
  value: string;
  unit: string;
}

/** Speeds, relative speeds ("10 mph faster than"), lengths and times of one clause, and what is left. */
function quantities(text: string) {
  const found = {
    speeds: [] as Quantity[],
    relative: [] as Quantity[],
    lengths: [] as Quantity[],
    times: [] as Quantity[],
  };
  const take = (list: Quantity[]) => (_: string, value: string, unit: string) => {
    list.push({ value, unit });
    return ' ';
  };
  let rest = text
    .replace(RELATIVE, take(found.relative))
    .replace(SPEED, take(found.speeds))
    .replace(LENGTH, take(found.lengths))
    .replace(TIME, take(found.times));
  // "Two trains leave …": the only other number a motion story may have.
  let pair = false;
  rest = rest.replace(/\b2 (?=[a-z])/gi, () => {
    pair = true;
    return ' ';
  });
  return { ...found, pair, rest };
}

const unitOf = <T extends [RegExp, ...unknown[]]>(units: T[], text: string) =>
  units.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`, 'i').test(text));

type Asked = { kind: 'time' | 'distance' | 'speed'; unit?: string };

const ASKS: [RegExp, Asked['kind']][] = [
  [
    /^(?:how fast|how many (?:miles|kilomet(?:er|re)s|km|met(?:er|re)s|feet) (?:per|an|a|each) (?:hour|second)|at what (?:average |constant )?(?:speed|rate)|what (?:is|was|are|were) (?:the|its|his|her|their|each) (?:average |constant )?(?:speeds?|rates?)|find (?:the|its|his|her|their|each) (?:average |constant )?(?:speeds?|rates?)|what speed)\b/i,
    'speed',
  ],
  [/^(?:how long|when|after how long|(?:after |in )?how many (?<unit>hours|minutes|seconds))\b/i, 'time'],
  [
    /^(?:how far|what (?:is|was) the distance|what distance|find the distance|how many (?<unit>miles|kilomet(?:er|re)s|km|met(?:er|re)s|feet))\b/i,
    'distance',
  ],
];

/** What a question asks for, and the unit it names ("how many minutes"), if any. */
function askedFor(text: string): Asked | null {
  for (const [pattern, kind] of ASKS) {
    const m = pattern.exec(text);
    if (m) return m.groups?.unit ? { kind, unit: m.groups.unit } : { kind };
  }
  return null;
}

export function motion(story: Story): WordTranslation | null {
  const speeds: Quantity[] = [];
  const relative: Quantity[] = [];
  const lengths: Quantity[] = [];
  const times: Quantity[] = [];
  let pair = false;
  let asked: Asked | null = null;
  const names = new Set<string>();
  for (const text of story) {
    const q = quantities(text);
    if (/\d/.test(q.rest)) return null;
    for (const word of q.rest.match(/[a-z][a-z']*/gi) ?? []) {
      if (WORDS.has(word.toLowerCase())) continue;
      // A traveller's name; anything else is a word motion stories do not use.
      if (!/^[A-Z]/.test(word)) return null;
      names.add(word);
    }
    speeds.push(...q.speeds);
    relative.push(...q.relative);
    lengths.push(...q.lengths);
    times.push(...q.times);
    pair ||= q.pair;
    const ask = askedFor(text);
    if (ask) {
      if (asked) return null;
      asked = ask;
    }
  }
  if (!asked || names.size > 2) return null;
  const all = story.join(' ').toLowerCase();
  const toward = /\b(?:toward|towards) (?:each other|one another)\b|\bmeet\b/.test(all);
  const away = /\bopposite directions?\b|\baway from (?:each other|one another)\b/.test(all);
  if (/\bsame direction\b/.test(all) || (toward && away)) return null;
  const two = pair || toward || away || /\bthe other\b/.test(all);
  if (two !== (toward || away)) return null;

  // Every quantity in the units of the speed, so the answer is in them too.
  const speedUnits = [...speeds, ...relative].map((s) => unitOf(SPEED_UNITS, s.unit)!);
  const [lengthUnit, timeUnit] = speedUnits[0]
    ? [speedUnits[0][1], speedUnits[0][2]]
    : [unitOf(LENGTH_UNITS, lengths[0]?.unit ?? '')?.[1], unitOf(TIME_UNITS, times[0]?.unit ?? '')?.[1]];
  if (speedUnits.some((u) => u[1] !== lengthUnit || u[2] !== timeUnit)) return null;
  if (lengths.some((l) => unitOf(LENGTH_UNITS, l.unit)![1] !== lengthUnit)) return null;
  if (times.some((t) => unitOf(TIME_UNITS, t.unit)![1] !== timeUnit)) return null;
  const namedUnit = asked.unit && (unitOf(LENGTH_UNITS, asked.unit) ?? unitOf(TIME_UNITS, asked.unit))![1];
  if (namedUnit && namedUnit !== lengthUnit && namedUnit !== timeUnit) return null;
  const lengthName = LENGTH_UNITS.find((u) => u[1] === lengthUnit)?.[2];
  const timeName = TIME_UNITS.find((u) => u[1] === timeUnit)?.[2];
  const speedName = SPEED_UNITS.find(([, l, t]) => l === lengthUnit && t === timeUnit)?.[3];
  if (!lengthName || !timeName || !speedName) return null;
  const shape = `${speeds.length}${relative.length}${lengths.length}${times.length}`;

  const result = (math: string, meaning: string): WordTranslation => ({
    math,
    unknowns: [{ name: 'x', meaning }],
    template: two ? 'two travellers' : 'distance, speed and time',
  });
  const [v, w] = speeds;
  const [d] = lengths;
  const [t] = times;
  if (!two) {
    if (asked.kind === 'distance' && shape === '1001')
      return result(`x = ${v!.value}*${t!.value}`, `the distance in ${lengthName}`);
    if (asked.kind === 'speed' && shape === '0011')
      return result(`${t!.value}x = ${d!.value}`, `the speed in ${speedName}`);
    if (asked.kind === 'time' && shape === '1010')
      return result(`${v!.value}x = ${d!.value}`, `the time in ${timeName}`);
    return null;
  }
  if (asked.kind === 'time' && shape === '2010')
    return result(
      `${v!.value}x + ${w!.value}x = ${d!.value}`,
      `the time in ${timeName} ${toward ? 'until they meet' : `until they are ${d!.value} ${lengthName} apart`}`,
    );
  if (asked.kind === 'distance' && shape === '2001')
    return result(
      `x = ${v!.value}*${t!.value} + ${w!.value}*${t!.value}`,
      toward
        ? `the distance between their starting points, in ${lengthName}`
        : `how far apart they are, in ${lengthName}`,
    );
  if (asked.kind === 'speed' && shape === '0111') {
    const dv = relative[0]!.value;
    return result(
      `${t!.value}x + ${t!.value}(x + ${dv}) = ${d!.value}`,
      `the slower one's speed in ${speedName} (the faster one's is x + ${dv})`,
    );
  }
  return null;
}
