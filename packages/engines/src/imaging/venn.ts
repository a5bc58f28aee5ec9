// Venn diagrams of two or three sets: labelled circles, and each listed element (or each region's
// count) in its exact region.
import type { Box } from './geometry.ts';
import { boxesOverlap } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle } from './svg.ts';

export interface VennSet {
  name: string;
  /** Null when the prompt named the set without listing its elements. */
  elements: string[] | null;
}

export interface VennData {
  sets: VennSet[];
  /** The universal set's name and its elements, when one was given ("U = {1,…,10}"). */
  universe: { name: string; elements: string[] } | null;
  /** How many are in each region, when the prompt gave counts instead of elements. */
  counts?: VennCounts;
  /** What is counted, when the first set's name began with it ("students who play" football). */
  context?: string;
}

export interface VennCounts {
  /** Each region (bit i of mask set when inside set i) with how many it holds, in mask order. */
  regions: { mask: number; count: number }[];
  /** How many are in no set, when the prompt said. */
  neither: number | null;
}

const UNIVERSE_NAMES = /^(u|ξ|e|ε|universe|universal(\s+set)?)$/i;

function splitElements(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(/[,;]/)) {
    const e = raw.replace(/\s+/g, ' ').trim();
    if (e && !out.includes(e)) out.push(e);
  }
  return out;
}

/** Reads "A = {1,2,3}, B = {3,4}" or "mammals and sea animals" from a prompt's subject. */
export function parseVenn(subject: string): VennData {
  const text = subject.replace(/\s+/g, ' ').trim();
  const defs = [...text.matchAll(/([^\s=,;:{}][^=,;:{}]*?)\s*=\s*\{([^}]*)\}/g)];
  if (defs.length > 0) {
    const sets: VennSet[] = [];
    let universe: VennData['universe'] = null;
    for (const d of defs) {
      const name = d[1]!.replace(/^(and|with|where|sets?)\s+/i, '').trim();
      const elements = splitElements(d[2]!);
      if (UNIVERSE_NAMES.test(name)) universe = { name, elements };
      else sets.push({ name, elements });
    }
    checkNames(
      sets.map((s) => s.name),
      text,
    );
    if (universe) {
      for (const s of sets) {
        const outside = s.elements!.filter((e) => !universe!.elements.includes(e));
        if (outside.length > 0) {
          throw new CannotDrawError(
            `${s.name} contains ${outside.join(', ')}, which ${outside.length === 1 ? 'is' : 'are'} not in ${universe.name}; check the sets.`,
          );
        }
      }
    }
    return { sets, universe };
  }
  const counted = parseCounts(text);
  if (counted) return counted;
  const names = text
    .replace(/^(of|for|showing|comparing|compare|about|on)\s+/i, '')
    .replace(/^(the|sets?)\s+/i, '')
    .split(/\s*(?:,|;|\band\b|\bvs\.?(?=\s|$)|\bversus\b|&|\/)\s*/i)
    .map((s) => s.replace(/^(the|and)\s+/i, '').trim())
    .filter(Boolean);
  const unique = names.filter((s, i) => names.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i);
  checkNames(unique, text);
  return { sets: unique.map((name) => ({ name, elements: null })), universe: null };
}

// "football 12", "A: 12", "both (4)", "neither = 3 students", each ending at a separator.
const COUNT_ITEM =
  /([^,;:=(){}\d]+?)\s*(?:\(\s*(\d+)\s*\)|[:=]\s*(\d+)|\s(\d+))(?:\s+(?!and\b)[a-z]+)?(?=\s*(?:[,;.]|\band\b|$))/gi;
const NEITHER =
  /^(in\s+)?(neither|none)(\s+of\s+(them|these|the\s+sets))?$|^(in\s+)?neither\s+.+\s+nor\s+.+$|^outside$|^not\s+in\s+(any|either)$/i;
const TOTAL = /^(in\s+)?(total|all\s+together|altogether|overall)$/i;
const ALL = /^(in\s+)?(both|all\s+(three|3))(\s+of\s+them)?$/i;
const ONLY = /^(?:only|just)\s+(.+)$|^(.+?)\s+(?:only|alone)$/i;
const CONTEXT = /^(.+?\s(?:who|that|which)\s+\S+)\s+(.+)$/i;

/** A count as given: which regions it sums over (by mask), and how to name it in a refusal. */
interface CountRule {
  masks: number[];
  value: number;
  name: string;
  /** The refusal when the other counts already exceed this one (`rest`), leaving region `mask` negative. */
  overflow?: (rest: number, mask: number) => string;
}

/** One count as written: the name it counts ("tea", "both", "A only") and the text it came from. */
interface CountItem {
  name: string;
  value: number;
  raw: string;
}

/** The counts of a prompt, with the whole population when it was given ("of 30 students: …"). */
interface ReadCounts {
  items: CountItem[];
  total: { value: number; noun: string } | null;
  /** What is counted, from number-first items ("30 students: 20 like tea" → "students who like"). */
  context?: string;
}

// "30 students: …", "a class of 30 students: …", "30 people were surveyed – …": the total in front.
const TOTAL_LEAD =
  /^(?:(?:of|in|for|among|from)\s+)?(?:(?:a|an|the)\s+(?:[a-z]+\s+)?(?:class|group|survey|sample|school|club|year|team|total)\s+of\s+)?(\d+)\s+([a-z][a-z' -]*?)(?:\s+(?:were|was|are|have\s+been)\s+(?:asked|surveyed|polled|questioned))?\s*(?::|\s[-–—]\s)\s*(.+)$/i;
// The verbs of number-first counts: "20 like tea", "5 in A only", "12 students play football".
const COUNT_VERB =
  '(?:are|were|is)\\s+in|in|voted?\\s+for|(?:like|love|use|choose)[sd]?|(?:enjoy|play|own|watch|pick|visit|attend|support|learn|select|pass)(?:s|es|ed)?|prefer(?:s|red)?|stud(?:y|ies|ied)|take[sn]?|took|speaks?|spoke|ha(?:ve|s|d)|keeps?|kept|drinks?|drank|eats?|ate|reads?|chose|wears?|wore|buys?|bought|sings?|sang|(?:go|goes|went)\\s+to|(?:do|does|did)';
// "20 like tea", "10 students are in neither", "3 of them play both": number, who, verb, what.
const NUMBER_FIRST = new RegExp(
  `^(?:(?:and|plus|with)\\s+)?(\\d+)\\s+(?:(of\\s+(?:them|these|those|the\\s+[a-z]+)|[a-z]+)\\s+)??(?:(?:who|that)\\s+)?(${COUNT_VERB})\\s+(.+)$`,
  'i',
);
// "12 football", "30 students": a number and what it counts, with no verb.
const NUMBER_BARE = /^(?:(?:and|plus|with)\s+)?(\d+)\s+([^\d,;:=(){}]+)$/i;
const SPECIAL = (name: string) => NEITHER.test(name) || TOTAL.test(name) || ALL.test(name) || ONLY.test(name);

/** Name-first counts ("football 12, basketball 9"), when they make up the whole text. */
function nameFirstItems(text: string): CountItem[] | null {
  const items = [...text.matchAll(COUNT_ITEM)].map((m) => ({
    name: m[1]!.trim().replace(/^(and|plus|with)\s+/i, ''),
    value: Number(m[2] ?? m[3] ?? m[4]),
    raw: m[0].trim(),
  }));
  return text.replace(COUNT_ITEM, '').replace(/[\s,;.]+/g, '') === '' ? items : null;
}

/**
 * The counts of a prompt: name-first ("football 12, both 4"), or number-first ("20 like tea, 10 like
 * both", "5 in A only, 10 in neither", mixed with name-first), after a total in front ("30 students: …").
 */
function readCounts(text: string): ReadCounts | null {
  const whole = nameFirstItems(text);
  if (whole && whole.length >= 2) return { items: whole, total: null };
  const lead = TOTAL_LEAD.exec(text);
  let total = lead ? { value: Number(lead[1]), noun: lead[2]!.trim() } : null;
  const pieces = (lead ? lead[3]! : text)
    .replace(/[.!?]+$/, '')
    .split(/\s*[,;]\s*|\s+and\s+(?=\d)/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const read = pieces.map((piece) => {
    const m = NUMBER_FIRST.exec(piece);
    const x = (name: string) => name.replace(/^(?:[Tt]he|an?)\s+/, '').trim();
    if (m) return { name: x(m[4]!), value: Number(m[1]), raw: piece, who: m[2], verb: m[3], first: true };
    const bare = NUMBER_BARE.exec(piece);
    if (bare) return { name: x(bare[2]!), value: Number(bare[1]), raw: piece, first: true };
    const named = nameFirstItems(piece);
    return named?.length === 1 ? { ...named[0]!, first: false } : null;
  });
  if (read.some((r) => r === null) || (!lead && !read.some((r) => r!.first))) return null;
  const items = read as (CountItem & { who?: string; verb?: string; first: boolean })[];
  // "30 students, 20 like tea, 15 like coffee, …": a verbless count before counts with verbs is the total.
  const [head, ...rest] = items;
  if (
    !total &&
    head?.first &&
    !head.verb &&
    !SPECIAL(head.name) &&
    rest.length >= 2 &&
    rest.every((r) => r.verb)
  ) {
    total = { value: head.value, noun: head.name };
    items.shift();
  }
  if (items.length < 2) return null;
  const verbs = new Set(items.map((i) => i.verb?.toLowerCase().replace(/\s+/g, ' ')));
  const verb = verbs.size === 1 ? [...verbs][0] : undefined;
  const who = items.find((i) => i.who && !/^of\s/i.test(i.who))?.who ?? total?.noun;
  const context = verb && who && !/\bin$/.test(verb) ? `${who} who ${verb}` : undefined;
  return {
    items: items.map(({ name, value, raw }) => ({ name, value, raw })),
    total,
    ...(context ? { context } : {}),
  };
}

/**
 * Reads counts per set ("football 12, basketball 9, both 4") or per region ("football only 8");
 * a set's count is its total unless "only" is said. Null when the text is not a list of counts.
 */
function parseCounts(text: string): VennData | null {
  if (/[{}]/.test(text)) return null;
  const counts = readCounts(text);
  if (!counts) return null;
  const { items, total } = counts;

  const plain = (name: string) => (NEITHER.test(name) || TOTAL.test(name) || ALL.test(name) ? null : name);
  const candidates = items.map((i) => plain(ONLY.exec(i.name)?.slice(1).find(Boolean) ?? i.name));
  // "students who play football (12), basketball (9)": what is counted is not part of the set's name.
  let context = counts.context;
  const firstSet = candidates.findIndex((c) => c !== null);
  const prefix = firstSet >= 0 ? CONTEXT.exec(candidates[firstSet]!)?.[1] : undefined;
  const shares = (c: string) => c.toLowerCase().startsWith(`${prefix!.toLowerCase()} `);
  if (!context && prefix && candidates.every((c) => !c || shares(c) || !/\s(who|that|which)\s/i.test(c))) {
    context = prefix.trim();
    for (const [i, c] of candidates.entries()) {
      if (c && shares(c))
        candidates[i] = c
          .slice(prefix.length)
          .replace(/^\s*(a|an)\s+/i, '')
          .trim();
    }
  }
  const key = (s: string) => s.toLowerCase().replace(/^(both\s+)?((the|a|an)\s+)?/, '');
  const parts = (name: string) => name.split(/\s+(?:and|&)\s+|\s*[∩,]\s*/).map(key);
  const isIntersection = (name: string) =>
    parts(name).length >= 2 && parts(name).every((p) => candidates.some((c) => c && key(c) === p));
  const names: string[] = [];
  const totals = new Set<string>();
  for (const [i, c] of candidates.entries()) {
    if (!c || isIntersection(c)) continue;
    // "multiples of 2 and multiples of 3", "year 7 and year 8" name sets by their numbers.
    if (!ONLY.test(items[i]!.name)) {
      if (totals.has(key(c))) return null;
      totals.add(key(c));
    }
    if (!names.some((n) => key(n) === key(c))) names.push(c);
  }
  checkNames(names, text);
  const full = (1 << names.length) - 1;
  const maskOf = (name: string) =>
    parts(name).reduce((m, p) => m | (1 << names.findIndex((n) => key(n) === p)), 0);

  const rules: CountRule[] = [];
  const every = Array.from({ length: full + 1 }, (_, m) => m);
  for (const [i, item] of items.entries()) {
    const name = item.name;
    const only = ONLY.test(name);
    const set = candidates[i];
    let mask: number;
    if (NEITHER.test(name)) mask = 0;
    else if (TOTAL.test(name)) {
      rules.push({ masks: every, value: item.value, name: 'the total' });
      continue;
    } else if (ALL.test(name)) {
      if (names.length === 3 && /both/i.test(name)) {
        throw new CannotDrawError(
          `"${name}" is unclear with three sets: say which two ("A and B 4") or "all three".`,
        );
      }
      mask = full;
    } else {
      const own = set ?? name;
      mask = isIntersection(own) ? maskOf(own) : 1 << names.findIndex((n) => key(n) === key(own));
    }
    const exact = only || mask === 0 || mask === full;
    rules.push({
      masks: exact ? [mask] : every.filter((m) => (m & mask) === mask),
      value: item.value,
      name: exact
        ? `the count ${regionName(names, mask)}`
        : `the total for ${names.filter((_, j) => mask & (1 << j)).join(' and ')}`,
    });
  }
  // No single count can exceed the total: "20 like tea" of 10 students.
  const whole = total?.value ?? items.find((i) => TOTAL.test(i.name))?.value;
  const noun = total ? ` ${total.noun}` : '';
  const over = whole === undefined ? undefined : items.find((i) => !TOTAL.test(i.name) && i.value > whole);
  if (over) {
    throw new CannotDrawError(
      `The counts don't add up: "${over.raw}" is more than the ${whole}${noun} in all; check the numbers.`,
    );
  }
  if (total) {
    // Everyone in no set is the total less everyone in a set.
    const anyOf = `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
    rules.push({
      masks: every,
      value: total.value,
      name: 'the total',
      overflow: (rest, mask) =>
        mask === 0
          ? `The counts don't add up: they put ${rest}${noun} in ${anyOf}, more than the ${total.value}${noun} in all (${total.value} − ${rest} = −${rest - total.value} ${regionName(names, 0)}); check the numbers.`
          : `The counts don't add up: the total is ${total.value}, but the other counts already put ${rest} in it; check the numbers.`,
    });
  }
  const known = solveRegions(rules);
  const missing = every.filter((m) => m !== 0 && !known.has(m));
  if (missing.length > 0) {
    const hint = missing.includes(full)
      ? `say how many are in ${names.length === 2 ? 'both (e.g. "both 4")' : 'all three (e.g. "all three 2") and in each pair'}`
      : `give ${missing.length === 1 ? 'that count' : 'those counts'} too (e.g. "${names[0]} only 8")`;
    throw new CannotDrawError(
      `I can't work out how many are ${listJoin(missing.map((m) => regionName(names, m)))} from these counts; ${hint}.`,
    );
  }
  const regions = every.filter((m) => m !== 0).map((mask) => ({ mask, count: known.get(mask)! }));
  return {
    sets: names.map((name) => ({ name, elements: null })),
    universe: null,
    counts: { regions, neither: known.get(0) ?? null },
    ...(context ? { context } : {}),
  };
}

/**
 * Region counts from the rules, solving one unknown at a time, and, when that stalls, subtracting one
 * rule from another that covers it ("30 in total" less "3 in neither" is 27 in a set); refuses counts
 * that don't add up.
 */
function solveRegions(given: CountRule[]): Map<number, number> {
  const rules = [...given];
  const known = new Map<number, number>();
  const sumKnown = (masks: number[]) => masks.reduce((s, m) => s + (known.get(m) ?? 0), 0);
  const unknownOf = (rule: CountRule) => rule.masks.filter((m) => !known.has(m));
  const solveOne = () => {
    let progress = false;
    for (const rule of rules) {
      const unknown = unknownOf(rule);
      if (unknown.length !== 1) continue;
      const rest = sumKnown(rule.masks);
      if (rest > rule.value) {
        throw new CannotDrawError(
          rule.overflow?.(rest, unknown[0]!) ??
            `The counts don't add up: ${rule.name} is ${rule.value}, but the other counts already put ${rest} in it; check the numbers.`,
        );
      }
      known.set(unknown[0]!, rule.value - rest);
      progress = true;
    }
    return progress;
  };
  const subtractOne = () => {
    for (const outer of rules) {
      const big = unknownOf(outer);
      for (const inner of rules) {
        const small = unknownOf(inner);
        if (small.length === 0 || small.length >= big.length || !small.every((m) => big.includes(m)))
          continue;
        const masks = big.filter((m) => !small.includes(m));
        const same = (r: CountRule) => {
          const u = unknownOf(r);
          return u.length === masks.length && u.every((m) => masks.includes(m));
        };
        if (rules.some(same)) continue;
        const value = outer.value - sumKnown(outer.masks) - (inner.value - sumKnown(inner.masks));
        if (value < 0) {
          throw new CannotDrawError(
            `The counts don't add up: ${inner.name} is ${inner.value}, more than ${outer.name} (${outer.value}) leaves room for; check the numbers.`,
          );
        }
        rules.push({ masks, value, name: `${outer.name} less ${inner.name}` });
        return true;
      }
    }
    return false;
  };
  for (let progress = true; progress; ) progress = solveOne() || subtractOne();
  for (const rule of rules) {
    if (rule.masks.every((m) => known.has(m)) && sumKnown(rule.masks) !== rule.value) {
      throw new CannotDrawError(
        `The counts don't add up: ${rule.name} is ${rule.value}, but the other counts make it ${sumKnown(rule.masks)}; check the numbers.`,
      );
    }
  }
  return known;
}

/** "in A only", "in both A and B", "in A and B only", "in neither" — the region's name in words. */
function regionName(names: string[], mask: number, universe?: string): string {
  if (mask === 0) {
    if (universe) return `in ${universe} but in no set`;
    return names.length === 2 ? 'in neither' : 'in none of the sets';
  }
  const inside = names.filter((_, i) => mask & (1 << i));
  if (inside.length === names.length)
    return `in ${names.length === 2 ? 'both' : 'all of'} ${listJoin(inside)}`;
  return `in ${listJoin(inside)} only`;
}

/** Refuses a set named by a count ("15 like coffee"), then checks there are two or three sets. */
function checkNames(names: string[], text: string): void {
  const counted = names.find((name) => /^\d+(?:[.,]\d+)?(?:\s|$)/.test(name));
  if (counted) {
    throw new CannotDrawError(
      `"${counted}" looks like a count, not the name of a set. Give counts as "20 like tea, 15 like coffee, 10 like both" or "tea 20, coffee 15, both 10", and a total in front if there is one ("of 30 students: …").`,
    );
  }
  checkCount(names.length, text);
}

function checkCount(count: number, text: string): void {
  if (count >= 2 && count <= 3) return;
  if (count > 3) {
    throw new CannotDrawError(
      `I can draw Venn diagrams of two or three sets; "${text.slice(0, 80)}" has ${count}.`,
    );
  }
  throw new CannotDrawError(
    'A Venn diagram needs two or three sets: name them ("Venn diagram of mammals and sea animals") or list them ("Venn diagram: A = {1,2,3,4}, B = {3,4,5}").',
  );
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface PlacedElement {
  text: string;
  /** Bit i set when the element belongs to set i. */
  mask: number;
  label: Label;
}

export interface VennLayout {
  titleSvg: string;
  circles: Circle[];
  /** The universal set's rectangle, when there is one. */
  frame: Box | null;
  setLabels: Label[];
  elements: PlacedElement[];
  /** Each region's count (and the count in no set, in the frame), when the prompt gave counts. */
  counts: PlacedElement[];
  /** Every label on the canvas (set names, elements, counts, the universe's name). */
  labels: Label[];
}

const SET_COLORS = ['#1d4ed8', '#dc2626', '#059669'];

/** Whether the box lies in exactly the region `mask` (inside those circles, clear of the others). */
export function boxInRegion(box: Box, mask: number, circles: Circle[], margin = 6): boolean {
  for (const [i, c] of circles.entries()) {
    if (mask & (1 << i)) {
      for (const [px, py] of [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x, box.y + box.height],
        [box.x + box.width, box.y + box.height],
      ] as const) {
        if (Math.hypot(px - c.cx, py - c.cy) > c.r - margin) return false;
      }
    } else {
      const nx = Math.min(Math.max(c.cx, box.x), box.x + box.width);
      const ny = Math.min(Math.max(c.cy, box.y), box.y + box.height);
      if (Math.hypot(nx - c.cx, ny - c.cy) < c.r + margin) return false;
    }
  }
  return true;
}

/** Which region (bit mask of sets) a point lies in. */
export function regionOf(x: number, y: number, circles: Circle[]): number {
  let mask = 0;
  for (const [i, c] of circles.entries()) if (Math.hypot(x - c.cx, y - c.cy) < c.r) mask |= 1 << i;
  return mask;
}

/** The circles between `top` and `bottom`, leaving room above (and below a third) for set names. */
function circlesFor(count: number, top: number, bottom = CANVAS_HEIGHT): Circle[] {
  if (count === 2) {
    const cy = (top + 50 + bottom - 30) / 2 + 10;
    const r = Math.min(270, (bottom - 40 - top - 60) / 2);
    return [
      { cx: CANVAS_WIDTH / 2 - r * 0.62, cy, r },
      { cx: CANVAS_WIDTH / 2 + r * 0.62, cy, r },
    ];
  }
  const r = Math.min(215, (bottom - top - 130) / 3.1);
  const side = r * 1.2;
  const upper = top + 60 + r;
  return [
    { cx: CANVAS_WIDTH / 2 - side / 2, cy: upper, r },
    { cx: CANVAS_WIDTH / 2 + side / 2, cy: upper, r },
    { cx: CANVAS_WIDTH / 2, cy: upper + side * 0.866, r },
  ];
}

/** Set names outside their circles: the first two above, a third below. */
function placeSetLabels(sets: VennSet[], circles: Circle[]): Label[] | null {
  const out: Label[] = [];
  for (const [i, s] of sets.entries()) {
    const c = circles[i]!;
    const below = i === 2;
    const maxWidth = sets.length === 2 ? 520 : i === 2 ? 700 : 460;
    const fit = fitText(s.name, maxWidth, 32, 18, 2, true);
    if (!fit) return null;
    const lineGap = fit.size * 1.2 * (fit.lines.length - 1);
    const y = below ? c.cy + c.r + 14 + fit.size : c.cy - c.r - 16 - lineGap;
    // Push the first label left and the second right, so long names never meet in the middle.
    let label = makeLabel(fit.lines, c.cx, y, fit.size, { bold: true, fill: SET_COLORS[i] });
    if (!below && sets.length >= 2) {
      const mid = CANVAS_WIDTH / 2;
      if (i === 0 && label.box.x + label.box.width > mid - 10) {
        label = makeLabel(fit.lines, mid - 10, y, fit.size, {
          bold: true,
          fill: SET_COLORS[i],
          anchor: 'end',
        });
      }
      if (i === 1 && label.box.x < mid + 10) {
        label = makeLabel(fit.lines, mid + 10, y, fit.size, {
          bold: true,
          fill: SET_COLORS[i],
          anchor: 'start',
        });
      }
    }
    out.push(label);
  }
  return out;
}

/** Candidate label centres inside a region, nearest its middle first. */
function regionPoints(mask: number, circles: Circle[], frame: Box | null): [number, number][] {
  const pts: [number, number][] = [];
  const x0 = frame ? frame.x : 0;
  const y0 = frame ? frame.y : 0;
  const x1 = frame ? frame.x + frame.width : CANVAS_WIDTH;
  const y1 = frame ? frame.y + frame.height : CANVAS_HEIGHT;
  for (let y = y0 + 10; y < y1; y += 6) {
    for (let x = x0 + 10; x < x1; x += 6) if (regionOf(x, y, circles) === mask) pts.push([x, y]);
  }
  if (pts.length === 0) return pts;
  let mx = 0;
  let my = 0;
  if (mask === 0) {
    // Outside every circle: prefer the frame's corners and sides, not a sliver between circles.
    return pts.sort(
      (a, b) =>
        Math.min(...circles.map((c) => -Math.hypot(a[0] - c.cx, a[1] - c.cy))) -
        Math.min(...circles.map((c) => -Math.hypot(b[0] - c.cx, b[1] - c.cy))),
    );
  }
  for (const [x, y] of pts) {
    mx += x;
    my += y;
  }
  mx /= pts.length;
  my /= pts.length;
  return pts.sort((a, b) => Math.hypot(a[0] - mx, a[1] - my) - Math.hypot(b[0] - mx, b[1] - my));
}

function placeElements(
  items: { text: string; mask: number }[],
  circles: Circle[],
  frame: Box | null,
  obstacles: Box[],
  size: number,
  bold = false,
): PlacedElement[] | null {
  const placed: PlacedElement[] = [];
  const byMask = new Map<number, [number, number][]>();
  for (const item of items) {
    let points = byMask.get(item.mask);
    if (!points) {
      points = regionPoints(item.mask, circles, frame);
      byMask.set(item.mask, points);
    }
    let done: PlacedElement | null = null;
    for (const [x, y] of points) {
      const label = makeLabel(item.text, x, y + size * 0.35, size, { fill: COLORS.text, bold });
      const box = label.box;
      if (!boxInRegion(box, item.mask, circles)) continue;
      if (frame && !insideFrame(box, frame)) continue;
      if (
        box.x < 4 ||
        box.y < 4 ||
        box.x + box.width > CANVAS_WIDTH - 4 ||
        box.y + box.height > CANVAS_HEIGHT - 4
      )
        continue;
      if (obstacles.some((o) => boxesOverlap(o, box, 6))) continue;
      if (placed.some((p) => boxesOverlap(p.label.box, box, 16))) continue;
      done = { text: item.text, mask: item.mask, label };
      break;
    }
    if (!done) return null;
    placed.push(done);
  }
  return placed;
}

/** The count in no set, in a corner of the frame (bottom right first), where a reader looks for it. */
function placeInCorner(
  text: string,
  circles: Circle[],
  frame: Box,
  obstacles: Box[],
  size: number,
): PlacedElement | null {
  const inset = 28;
  const [left, right] = [frame.x + inset, frame.x + frame.width - inset];
  const [top, bottom] = [frame.y + inset + size * 0.9, frame.y + frame.height - inset - size * 0.25];
  const corners = [
    [right, bottom, 'end'],
    [left, bottom, 'start'],
    [right, top, 'end'],
    [left, top, 'start'],
  ] as const;
  for (const [x, y, anchor] of corners) {
    const label = makeLabel(text, x, y, size, { bold: true, anchor });
    if (!boxInRegion(label.box, 0, circles, 12)) continue;
    if (obstacles.some((o) => boxesOverlap(o, label.box, 12))) continue;
    return { text, mask: 0, label };
  }
  return null;
}

function insideFrame(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x + 6 &&
    box.y >= frame.y + 6 &&
    box.x + box.width <= frame.x + frame.width - 6 &&
    box.y + box.height <= frame.y + frame.height - 6
  );
}

/** The title as every diagram has it, or, when that would end in "…", wrapped smaller on up to three lines. */
function titleBlock(title: string): { svg: string; bottom: number } {
  const head = svgTitle(title);
  if (!head.svg.includes('…') || title.includes('…')) return head;
  const fit = fitText(title, CANVAS_WIDTH - 60, 30, 18, 3, true);
  if (!fit) throw new CannotDrawError('The set names are too long to fit the title legibly; shorten them.');
  const label = makeLabel(fit.lines, CANVAS_WIDTH / 2, 20 + fit.size, fit.size, { bold: true });
  return { svg: drawLabel(label), bottom: label.box.y + label.box.height + 4 };
}

export function layoutVenn(data: VennData, title: string): VennLayout {
  const head = titleBlock(title);
  const top = head.bottom + 10;
  const framed = data.universe !== null || (data.counts?.neither ?? null) !== null;
  const frame: Box | null = framed
    ? { x: 20, y: top, width: CANVAS_WIDTH - 40, height: CANVAS_HEIGHT - top - 14 }
    : null;
  // Set names that wrap onto two lines need more room above (or below) the circles: shrink them.
  const highest = frame ? frame.y + 8 : top;
  const lowest = frame ? frame.y + frame.height - 8 : CANVAS_HEIGHT - 4;
  let circles: Circle[] = [];
  let setLabels: Label[] | null = null;
  let [pushTop, pushBottom] = [0, 0];
  for (let attempt = 0; attempt < 8; attempt++) {
    circles = circlesFor(data.sets.length, top + (frame ? 20 : 0) + pushTop, CANVAS_HEIGHT - pushBottom);
    setLabels = placeSetLabels(data.sets, circles);
    if (!setLabels) throw new CannotDrawError('The set names are too long to label legibly; shorten them.');
    const over = highest - Math.min(...setLabels.map((l) => l.box.y));
    const under = Math.max(...setLabels.map((l) => l.box.y + l.box.height)) - lowest;
    if (over <= 0 && under <= 0) break;
    pushTop += Math.max(0, Math.ceil(over));
    pushBottom += Math.max(0, Math.ceil(under));
  }
  const labels: Label[] = [...setLabels!];
  if (frame && data.universe) {
    labels.push(
      makeLabel(data.universe.name, frame.x + 14, frame.y + 36, 30, { bold: true, anchor: 'start' }),
    );
  }
  const items: { text: string; mask: number }[] = [];
  const all = data.universe ? data.universe.elements : data.sets.flatMap((s) => s.elements ?? []);
  for (const e of all) {
    if (items.some((i) => i.text === e)) continue;
    let mask = 0;
    for (const [i, s] of data.sets.entries()) if (s.elements?.includes(e)) mask |= 1 << i;
    items.push({ text: e, mask });
  }
  let elements: PlacedElement[] | null = items.length === 0 ? [] : null;
  for (const size of [30, 26, 23, 20, 18, 16]) {
    if (elements) break;
    elements = placeElements(
      items,
      circles,
      frame,
      labels.map((l) => l.box),
      size,
    );
  }
  if (!elements) {
    throw new CannotDrawError(
      'There are too many elements (or too long ones) to place legibly in the Venn diagram; list fewer.',
    );
  }
  labels.push(...elements.map((e) => e.label));
  let counts: PlacedElement[] = [];
  if (data.counts) {
    const { regions, neither } = data.counts;
    const numbers = regions.map((r) => ({ text: String(r.count), mask: r.mask }));
    for (const size of [44, 38, 32, 28, 24]) {
      const obstacles = labels.map((l) => l.box);
      const placed = placeElements(numbers, circles, frame, obstacles, size, true);
      if (!placed) continue;
      if (neither !== null) {
        obstacles.push(...placed.map((p) => p.label.box));
        const outside =
          placeInCorner(String(neither), circles, frame!, obstacles, size) ??
          placeElements([{ text: String(neither), mask: 0 }], circles, frame, obstacles, size, true)?.[0];
        if (!outside) continue;
        placed.push(outside);
      }
      counts = placed;
      break;
    }
    if (counts.length === 0) {
      throw new CannotDrawError('The counts are too long to write legibly in the Venn diagram.');
    }
    labels.push(...counts.map((c) => c.label));
  }
  return { titleSvg: head.svg, circles, frame, setLabels: setLabels!, elements, counts, labels };
}

export function drawVenn(layout: VennLayout): string {
  const parts: string[] = [layout.titleSvg];
  if (layout.frame) {
    const f = layout.frame;
    parts.push(
      `<rect class="universe" x="${n(f.x)}" y="${n(f.y)}" width="${n(f.width)}" height="${n(f.height)}" rx="12" fill="none" stroke="${COLORS.axis}" stroke-width="3"/>`,
    );
  }
  for (const [i, c] of layout.circles.entries()) {
    parts.push(
      `<circle class="set" cx="${n(c.cx)}" cy="${n(c.cy)}" r="${n(c.r)}" fill="${SET_COLORS[i]}" fill-opacity="0.12" stroke="${SET_COLORS[i]}" stroke-width="4"/>`,
    );
  }
  for (const label of layout.labels) parts.push(drawLabel(label));
  return parts.join('\n');
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function describeVenn(data: VennData, layout: VennLayout): string {
  const names = data.sets.map((s) => s.name);
  const head = `Venn diagram of ${data.context ? `${data.context} ` : ''}${listJoin(names)}`;
  if (data.counts) {
    const { regions, neither } = data.counts;
    const parts = regions.map((r) => `${r.count} ${regionName(names, r.mask)}`);
    if (neither !== null) parts.push(`${neither} ${regionName(names, 0)}`);
    return `${head}: ${parts.join('; ')}.`;
  }
  if (layout.elements.length === 0 && data.sets.every((s) => s.elements === null)) {
    return `${head}: ${data.sets.length} overlapping labelled circles, no elements listed.`;
  }
  const regions = new Map<number, string[]>();
  for (const e of layout.elements) regions.set(e.mask, [...(regions.get(e.mask) ?? []), e.text]);
  const parts = [...regions.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([mask, items]) =>
        `${regionName(names, mask, data.universe?.name ?? 'the universe')}: ${items.join(', ')}`,
    );
  return `${head}: ${parts.join('; ')}.`;
}
