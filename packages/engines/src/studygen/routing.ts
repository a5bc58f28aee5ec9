import type { PackFact, PackTerm, StudyPack } from './pack.ts';
import { contentWords, singular } from './text.ts';

/*
 * Topic routing: which study packs a topic may use, and how much of each.
 *
 * WHOLE pack, only when the pack is about the topic: the topic names it (its title, the title's lead
 * "Newton's Laws", its id, its first keyword, or a keyword restating one of those: "ww1", "first
 * world war"; or the "Y" of an "X and Y" title that has no category Y), or is its subject ("biology":
 * every biology pack).
 * PART of a near pack, when the topic is one of its keywords or terms ("volcano", "mitochondria"):
 * the facts and terms that mention the topic's words or their close forms ("volcano", "volcanoes",
 * "volcanic"), and the terms its authors filed under a category of that name.
 * A topic matches by its whole phrase, never by one shared word: "the Roman Catholic Church" does not
 * reach Ancient Rome through "Roman". Readings tried, most literal first: the whole topic; without a
 * leading aspect or request ("causes of World War I", "quiz me on volcanoes"); the part before its
 * first preposition ("photosynthesis in plants"); without a year. Then the same readings as a
 * compound of one pack's phrases ("cell organelles": its organelles part); then the parts of a topic
 * joined by "and", when every one routes ("volcanoes and earthquakes"). A topic that is only one of a
 * pack's everyday words ("trees") is left to WordNet's everyday sense.
 */

export interface PackPart {
  pack: StudyPack;
  /** True when the pack is about the topic and every item is used. */
  whole: boolean;
  facts: PackFact[];
  terms: PackTerm[];
}

const NUMERALS: Record<string, string> = {
  i: '1',
  one: '1',
  first: '1',
  ii: '2',
  two: '2',
  second: '2',
  iii: '3',
  three: '3',
  third: '3',
};

const PREPOSITIONS = new Set(
  'of in on at during for from with by to about under between among after before since within across through into over against versus vs'.split(
    ' ',
  ),
);

/**
 * Words before "of"/"on" that ask for an aspect of a topic or make a request, rather than name a topic
 * ("causes of …", "quiz me on …"). Singular forms, as contentWords gives them.
 */
const LEAD_WORDS = new Set(
  'cause effect consequence type kind history role function importance impact origin example feature characteristic property stage part use rise fall main key major important me tell explain give make ask help teach show'.split(
    ' ',
  ),
);

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

const tokens = (text: string) => text.toLowerCase().match(TOKEN) ?? [];
const numeral = (word: string) => NUMERALS[word] ?? word;

/**
 * A phrase's content words, singular, without a possessive ending, with numerals in one form
 * ("World War One" = "world war 1", "Newton's laws" = "newtons laws").
 */
function routeWords(text: string): string[] {
  return contentWords(text).map((w) => numeral(w.replace(/['’]$/, '')));
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0) return false;
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((w) => right.has(w));
}

const initial = (word: string) => (/^(\d+|[ivx]+)$/.test(word) ? word : word[0]);

/** "ww1" for "world war 1", "wwii" for "world war ii", "gdp" for "gross domestic product". */
function isInitialism(short: readonly string[], long: readonly string[]): boolean {
  return short.length === 1 && long.length >= 2 && short[0] === long.map(initial).join('');
}

/**
 * Close forms of one word: the same word, or two words sharing a stem of at least 4 letters that
 * each extend by at most 3 ("volcano"/"volcanic", "mitochondria"/"mitochondrion").
 */
export function closeForms(a: string, b: string): boolean {
  if (a === b) return true;
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  return p >= 4 && a.length - p <= 3 && b.length - p <= 3;
}

/** Does `text` mention every one of `words` (in any order, as close forms)? */
function mentionsAll(text: string, words: readonly string[]): boolean {
  const found = tokens(text).flatMap((t) => [numeral(t), numeral(singular(t))]);
  return words.every((w) => found.some((t) => closeForms(w, t)));
}

const idPhrase = (pack: StudyPack) => pack.id.replace(`${pack.subject}-`, '').replace(/-/g, ' ');

/** What a title names first: "Newton's Laws" of "Newton's Laws and Motion". */
const titleLead = (pack: StudyPack) => pack.title.split(/[:,]|\band\b/)[0] ?? '';

/** The second of exactly two subjects in a title: "Optics" of "Light and Optics" (not of a list). */
function titleSecond(pack: StudyPack): string[] {
  const subjects = pack.title.split(/\band\b/);
  return subjects.length === 2 && !/[:,]/.test(pack.title) ? routeWords(subjects[1]!) : [];
}

/** The phrases that name the whole pack, as word lists. */
function namesOf(pack: StudyPack): string[][] {
  const base = [pack.title, titleLead(pack), idPhrase(pack), pack.keywords[0] ?? '', ...(pack.aliases ?? [])];
  const names = base.map(routeWords);
  const raw = base.map(contentWords);
  const restates = (k: string[]) =>
    names.some((n) => sameWords(k, n) || isInitialism(k, n) || isInitialism(n, k)) ||
    raw.some((n) => isInitialism(k, n));
  return [...names, ...pack.keywords.map(routeWords).filter(restates)];
}

interface Vocabulary {
  /** What names the whole pack. */
  names: string[][];
  /** The second subject of an "X and Y" title. */
  second: string[];
  /** Keywords and term names: the phrases a near pack can be reached by. */
  phrases: string[][];
}

const vocabularies = new WeakMap<StudyPack, Vocabulary>();

/** A pack's names and phrases, worked out once per loaded pack. */
function vocabulary(pack: StudyPack): Vocabulary {
  let v = vocabularies.get(pack);
  if (!v) {
    v = {
      names: namesOf(pack),
      second: titleSecond(pack),
      phrases: [...pack.keywords, ...pack.terms.map((t) => t.term)].map(routeWords),
    };
    vocabularies.set(pack, v);
  }
  return v;
}

const subjectWords = (pack: StudyPack) => routeWords(pack.subject.replace(/-/g, ' '));

const wholePart = (pack: StudyPack): PackPart => ({
  pack,
  whole: true,
  facts: pack.facts,
  terms: pack.terms,
});

/** Same words up to close forms: the category "Volcanoes" names the topic "volcano". */
const namesTopic = (phrase: string, words: readonly string[]) => {
  const own = routeWords(phrase);
  return own.length === words.length && own.every((w) => words.some((v) => closeForms(w, v)));
};

const filedUnder = (term: PackTerm, words: readonly string[]) =>
  term.category !== undefined && namesTopic(term.category, words);

const hasCategory = (pack: StudyPack, words: readonly string[]) =>
  pack.terms.some((t) => filedUnder(t, words));

/**
 * The second subject of an "X and Y" title is the pack as a whole ("optics", "the solar system"),
 * unless its authors filed terms under that name: then it is one part ("the water cycle").
 */
const secondSubject = (pack: StudyPack, words: readonly string[]) =>
  hasCategory(pack, words) ? partAbout(pack, words) : wholePart(pack);

/**
 * The facts and terms of `pack` that mention all of `words`, and the terms its authors filed under a
 * category of that name (Magma and Lava under "Volcanoes").
 */
function partAbout(pack: StudyPack, words: readonly string[]): PackPart {
  return {
    pack,
    whole: false,
    facts: pack.facts.filter((f) => mentionsAll(`${f.question} ${f.answer} ${f.statement}`, words)),
    terms: pack.terms.filter((t) => mentionsAll(`${t.term} ${t.definition}`, words) || filedUnder(t, words)),
  };
}

const size = (part: PackPart) => part.facts.length + part.terms.length;

/** Can `words` be cut into consecutive phrases that the pack knows? */
function madeOf(words: readonly string[], known: readonly string[][]): boolean {
  if (words.length === 0) return true;
  for (let end = 1; end <= words.length; end++) {
    if (known.some((k) => sameWords(k, words.slice(0, end))) && madeOf(words.slice(end), known)) return true;
  }
  return false;
}

/**
 * A compound of the pack's own phrases ("cell organelles", "WW1 trenches", "Egyptian pyramids"):
 * English puts the head last, so the topic is about its last phrase, within this pack. A compound
 * with any word the pack does not know ("Roman Catholic Church") is not this pack's.
 */
function compoundPart(pack: StudyPack, words: readonly string[]): PackPart | undefined {
  const { names, phrases } = vocabulary(pack);
  const known = [...names, ...phrases];
  for (let start = 1; start < words.length; start++) {
    const head = words.slice(start);
    if (!known.some((k) => sameWords(k, head)) || !madeOf(words.slice(0, start), known)) continue;
    return names.some((n) => sameWords(n, head)) ? wholePart(pack) : partAbout(pack, head);
  }
  return undefined;
}

const bySize = (parts: (PackPart | undefined)[]) =>
  parts
    .filter((part): part is PackPart => part !== undefined && size(part) > 0)
    .sort((a, b) => size(b) - size(a));

/** Route one reading of the topic (its content words): named packs, else subject packs, else parts. */
function routeReading(packs: readonly StudyPack[], words: string[]): PackPart[] {
  const named = packs.filter((p) => vocabulary(p).names.some((n) => sameWords(n, words)));
  const seconds = packs.filter((p) => !named.includes(p) && sameWords(vocabulary(p).second, words));
  if (named.length || seconds.length)
    return [...named.map(wholePart), ...seconds.map((p) => secondSubject(p, words))];
  const bySubject = packs.filter((p) => sameWords(subjectWords(p), words));
  if (bySubject.length) return bySubject.map(wholePart);
  return bySize(
    packs
      .filter((p) => vocabulary(p).phrases.some((phrase) => sameWords(phrase, words)))
      .map((p) => partAbout(p, words)),
  );
}

/** Split a token list at its prepositions. */
function segments(words: string[]): string[][] {
  const out: string[][] = [[]];
  for (const w of words) {
    if (PREPOSITIONS.has(w)) out.push([]);
    else out[out.length - 1]!.push(w);
  }
  return out.filter((s) => s.length > 0);
}

const isLead = (segment: string[]) => routeWords(segment.join(' ')).every((w) => LEAD_WORDS.has(w));

const isYear = (word: string) => /^\d{3,4}$/.test(word);

/** The readings of a topic to try, most literal first. */
export function topicReadings(topic: string): string[][] {
  const all = tokens(topic);
  let rest = segments(all);
  while (rest.length > 1 && isLead(rest[0]!)) rest = rest.slice(1);
  const readings = [all, rest.flat(), rest[0] ?? [], all.filter((w) => !isYear(w))].map((t) =>
    routeWords(t.join(' ')),
  );
  return readings.filter((r, i) => r.length > 0 && readings.findIndex((o) => sameWords(o, r)) === i);
}

/** Merge the routes of several conjuncts: a whole pack absorbs parts of itself; parts of one pack unite. */
function mergeRoutes(routes: PackPart[][]): PackPart[] {
  const byPack = new Map<string, PackPart>();
  for (const part of routes.flat()) {
    const seen = byPack.get(part.pack.id);
    if (!seen) byPack.set(part.pack.id, part);
    else if (part.whole || seen.whole) byPack.set(part.pack.id, wholePart(part.pack));
    else
      byPack.set(part.pack.id, {
        ...seen,
        facts: part.pack.facts.filter((f) => seen.facts.includes(f) || part.facts.includes(f)),
        terms: part.pack.terms.filter((t) => seen.terms.includes(t) || part.terms.includes(t)),
      });
  }
  return [...byPack.values()];
}

/** "volcanoes and earthquakes": every conjunct must route, or the topic does not. */
function routeConjuncts(packs: readonly StudyPack[], topic: string): PackPart[] {
  const conjuncts = topic.split(/,|&|\band\b/i).filter((c) => routeWords(c).length > 0);
  if (conjuncts.length < 2) return [];
  const routes = conjuncts.map((c) => routeByReadings(packs, c));
  return routes.every((r) => r.length > 0) ? mergeRoutes(routes) : [];
}

/** Every reading as a whole phrase first; only then as a compound of phrases. */
function routeByReadings(packs: readonly StudyPack[], topic: string): PackPart[] {
  const readings = topicReadings(topic);
  for (const route of [
    (words: string[]) => routeReading(packs, words),
    (words: string[]) => bySize(packs.map((p) => compoundPart(p, words))),
  ]) {
    for (const words of readings) {
      const parts = route(words);
      if (parts.length) return parts;
    }
  }
  return [];
}

/**
 * The study material a topic may use: whole packs that are about it, or the parts of near packs that
 * mention it. Empty when no pack fits (then the caller uses WordNet or the student's notes).
 */
export function routeTopic(packs: readonly StudyPack[], topic: string): PackPart[] {
  const routed = routeByReadings(packs, topic);
  const parts = routed.length ? routed : routeConjuncts(packs, topic);
  const bare = routeWords(topic);
  return parts.filter((p) => p.whole || !(p.pack.everyday ?? []).some((w) => sameWords(routeWords(w), bare)));
}
