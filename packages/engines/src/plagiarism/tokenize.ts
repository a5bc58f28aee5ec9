import { stem } from './stem.ts';
import { STOPWORDS } from './stopwords.ts';
import { eachWord } from './words.ts';

/** A normalized content term and the character span [start, end) of its word in the original text. */
export interface Token {
  term: string;
  start: number;
  end: number;
}

// Letters that NFD does not split into a base letter and a mark.
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };

function foldDiacritics(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđłþı]/g, (c) => FOLDS[c]!);
}

/** The term for one word, or '' for a stopword. */
export function normalizeWord(word: string): string {
  let w = word.toLowerCase();
  if (/[^a-z0-9'.,]/.test(w)) w = foldDiacritics(w);
  w = w.replace(/['’]s$/, '').replace(/['’]/g, '');
  if (w === '' || STOPWORDS.has(w)) return '';
  return stem(w);
}

// Corpus text repeats a small vocabulary; caching the terms roughly halves tokenizing time.
const MAX_CACHED_TERMS = 200_000;
const termCache = new Map<string, string>();

function termOf(word: string): string {
  let term = termCache.get(word);
  if (term === undefined) {
    term = normalizeWord(word);
    if (termCache.size >= MAX_CACHED_TERMS) termCache.clear();
    termCache.set(word, term);
  }
  return term;
}

/** The content tokens of `text`: lower-cased, diacritics folded, stopwords dropped, stemmed. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  eachWord(text, (word, start) => {
    const term = termOf(word);
    if (term) tokens.push({ term, start, end: start + word.length });
  });
  return tokens;
}
