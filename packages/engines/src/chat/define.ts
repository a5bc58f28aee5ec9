import type { StudyPack } from '../studygen/pack.ts';
import { singular } from '../studygen/text.ts';
import { type PartOfSpeech, senses, synsetOf } from '../studygen/wordnet.ts';

export interface Definition {
  term: string;
  definition: string;
  /** Where it comes from: a study pack's title, or "WordNet". */
  source: string;
  /** Set for a study pack: its id. */
  packId?: string;
}

const POS_ORDER: PartOfSpeech[] = ['n', 'v', 'a', 'r'];

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .map(singular)
    .join(' ');

/**
 * A term's meaning: a study pack's checked definition when a pack names the term, otherwise the
 * first WordNet sense (nouns, then verbs, adjectives, adverbs); null when neither knows it.
 */
export function defineTerm(term: string, packs: readonly StudyPack[]): Definition | null {
  const wanted = key(term);
  if (!wanted) return null;
  for (const pack of packs) {
    const found = pack.terms.find((t) => key(t.term) === wanted);
    if (found) return { term: found.term, definition: found.definition, source: pack.title, packId: pack.id };
  }
  const lemmas = [...new Set([term.trim().toLowerCase(), wanted])];
  for (const pos of POS_ORDER) {
    const offset = lemmas.map((l) => senses(l, pos)[0]).find((o) => o !== undefined);
    if (offset === undefined) continue;
    const definition = synsetOf(offset, pos).definition;
    if (definition) return { term: term.trim(), definition: capitalise(definition), source: 'WordNet' };
  }
  return null;
}

/** WordNet's gloss as a sentence, without its leading field label ("(biology) …"). */
const capitalise = (text: string) => {
  const trimmed = text
    .trim()
    .replace(/^\([^)]*\)\s*/, '')
    .replace(/[;\s]+$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
};
