import { hypernyms, nounSenses, type Synset, synset } from '../wordnet.ts';

/**
 * WordNet relations between answer options, to find distractors that are not definitely wrong: a
 * synonym of the answer, or a broader or narrower term ("Ice" beside "Frost"). Reads the bundled
 * WordNet; results are memoised.
 */

export type Relation = 'synonym' | 'broader' | 'narrower';

/** Senses of a word that count: the most frequent few, so a rare sense does not make a false link. */
const FREQUENT_SENSES = 3;
/** How many hypernym steps still make a "broader term". */
const MAX_DEPTH = 3;

/** A noun phrase in WordNet lemma form, or undefined when it cannot be one (long, numeric…). */
function lemmaOf(text: string): string | undefined {
  const t = text
    .trim()
    .replace(/^(?:a|an|the)\s+/i, '')
    .replace(/[.,;:!?]+$/, '')
    .toLowerCase();
  if (!t || /\d/.test(t) || t.split(/\s+/).length > 4) return undefined;
  return t;
}

function sensesOf(text: string, limit = FREQUENT_SENSES): Synset[] {
  const lemma = lemmaOf(text);
  return lemma ? nounSenses(lemma).slice(0, limit).map(synset) : [];
}

/** Offsets of the hypernyms of `s` up to `depth` steps (instance hypernyms included). */
function ancestorsOf(s: Synset, depth = MAX_DEPTH): Set<number> {
  const out = new Set<number>();
  let level = [s];
  for (let d = 0; d < depth && level.length; d++) {
    level = level.flatMap(hypernyms).filter((h) => !out.has(h.offset));
    for (const h of level) out.add(h.offset);
  }
  return out;
}

const relationCache = new Map<string, Relation | null>();

/** How `other` relates to `word` in WordNet: a synonym, a broader term or a narrower one. */
export function lexicalRelation(word: string, other: string): Relation | undefined {
  const key = `${word.toLowerCase()}\u0000${other.toLowerCase()}`;
  const cached = relationCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const relation = computeRelation(sensesOf(word), sensesOf(other));
  if (relationCache.size > 20_000) relationCache.clear();
  relationCache.set(key, relation ?? null);
  return relation;
}

function computeRelation(a: Synset[], b: Synset[]): Relation | undefined {
  if (!a.length || !b.length) return undefined;
  const bOffsets = new Set(b.map((s) => s.offset));
  if (a.some((s) => bOffsets.has(s.offset))) return 'synonym';
  if (a.some((s) => b.some((o) => ancestorsOf(s).has(o.offset)))) return 'broader';
  if (b.some((s) => a.some((o) => ancestorsOf(s).has(o.offset)))) return 'narrower';
  return undefined;
}

const normDefinition = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s.;:,!?]+$/u, '');

const definitionCache = new Map<string, Set<string>>();

/**
 * Definitions that are true of `term`: the glosses of all its senses and of their broader terms.
 * A distractor equal to one of these is not definitely wrong.
 */
export function definitionsTrueOf(term: string): Set<string> {
  const key = term.toLowerCase();
  const cached = definitionCache.get(key);
  if (cached) return cached;
  const out = new Set<string>();
  for (const s of sensesOf(term, Number.POSITIVE_INFINITY)) {
    out.add(normDefinition(s.definition));
    for (const offset of ancestorsOf(s)) out.add(normDefinition(synset(offset).definition));
  }
  if (definitionCache.size > 5_000) definitionCache.clear();
  definitionCache.set(key, out);
  return out;
}

export const isDefinitionTrueOf = (term: string, definition: string): boolean =>
  definitionsTrueOf(term).has(normDefinition(definition));
