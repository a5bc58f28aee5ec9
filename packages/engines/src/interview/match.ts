import { STOPWORDS } from './lexicon.ts';
import { fold, foldsMatch, type Word, wordsOf } from './tokens.ts';

/** Finding phrases in an answer's words: exact cue phrases, and topics with word-form folding. */

export interface Phrase {
  source: string;
  words: string[];
  folds: (readonly string[])[];
}

/** A match as an inclusive range of word indices. */
export interface Hit {
  first: number;
  last: number;
}

export function compilePhrase(source: string): Phrase {
  const words = wordsOf(source.toLowerCase()).map((w) => w.lower);
  return { source, words, folds: words.map(fold) };
}

export function compileAll(sources: readonly string[]): Phrase[] {
  return sources.map(compilePhrase).filter((p) => p.words.length > 0);
}

/** Per answer, where each word form occurs, so a phrase search only looks where its first word is. */
const indexes = new WeakMap<
  readonly Word[],
  { exact: Map<string, number[]>; folded: Map<string, number[]> }
>();

function indexOf(words: readonly Word[]) {
  let index = indexes.get(words);
  if (!index) {
    const exact = new Map<string, number[]>();
    const folded = new Map<string, number[]>();
    const add = (map: Map<string, number[]>, key: string, i: number) => {
      const at = map.get(key);
      if (!at) map.set(key, [i]);
      else if (at.at(-1) !== i) at.push(i);
    };
    words.forEach((w, i) => {
      add(exact, w.lower, i);
      for (const f of fold(w.lower)) add(folded, f, i);
    });
    index = { exact, folded };
    indexes.set(words, index);
  }
  return index;
}

/** Every place the phrase occurs as consecutive words; `folded` also accepts other forms ("built" → "build"). */
export function findPhrase(words: readonly Word[], phrase: Phrase, folded = false): Hit[] {
  const n = phrase.words.length;
  if (n === 0) return [];
  const index = indexOf(words);
  const starts = folded
    ? [...new Set(phrase.folds[0]!.flatMap((f) => index.folded.get(f) ?? []))].sort((a, b) => a - b)
    : (index.exact.get(phrase.words[0]!) ?? []);
  const hits: Hit[] = [];
  for (const i of starts) {
    if (i + n > words.length) continue;
    let ok = true;
    for (let j = 1; j < n && ok; j++) {
      const w = words[i + j]!;
      ok = folded ? foldsMatch(fold(w.lower), phrase.folds[j]!) : w.lower === phrase.words[j];
    }
    if (ok) hits.push({ first: i, last: i + n - 1 });
  }
  return hits;
}

/**
 * Hits of several phrases, longest phrase first, never two on the same word: "i am not sure" is one
 * hedge, not also "not sure".
 */
export function findEach(
  words: readonly Word[],
  phrases: readonly Phrase[],
  folded = false,
): (Hit & { phrase: Phrase })[] {
  const taken = new Set<number>();
  const out: (Hit & { phrase: Phrase })[] = [];
  for (const phrase of [...phrases].sort((a, b) => b.words.length - a.words.length)) {
    for (const hit of findPhrase(words, phrase, folded)) {
      let free = true;
      for (let k = hit.first; k <= hit.last; k++) if (taken.has(k)) free = false;
      if (!free) continue;
      for (let k = hit.first; k <= hit.last; k++) taken.add(k);
      out.push({ ...hit, phrase });
    }
  }
  return out.sort((a, b) => a.first - b.first);
}

export const isContentWord = (lower: string): boolean => !STOPWORDS.has(lower) && !/^\d+$/.test(lower);

const isTopicWord = (lower: string): boolean => isContentWord(lower) || /^\d/.test(lower);

/** Words a topic can be written with or without: "a hash map", "the cache", "our queue". */
const ARTICLES: ReadonlySet<string> = new Set(
  'a an the my our your their his her its this that these those some'.split(' '),
);
const notArticle = (lower: string): boolean => !ARTICLES.has(lower);

type Stream = { stream: number[]; at: Map<number, number> };
/** Per answer and filter, the indices of the words kept and each word's place among them. */
const streams = new WeakMap<readonly Word[], Map<(lower: string) => boolean, Stream>>();

function streamOf(words: readonly Word[], keep: (lower: string) => boolean): Stream {
  let byFilter = streams.get(words);
  if (!byFilter) {
    byFilter = new Map();
    streams.set(words, byFilter);
  }
  let s = byFilter.get(keep);
  if (!s) {
    const stream = words.flatMap((w, i) => (keep(w.lower) ? [i] : []));
    s = { stream, at: new Map(stream.map((wordIndex, k) => [wordIndex, k])) };
    byFilter.set(keep, s);
  }
  return s;
}

/**
 * Where a topic phrase is talked about: its words in order, other forms allowed ("hash maps", "caching"),
 * articles ignored on both sides. A topic of two or more content words also counts when they all occur
 * within a few words of each other in one sentence ("the pointer that moves fast" covers "fast pointer").
 */
export function findTopic(words: readonly Word[], phrase: Phrase): Hit | undefined {
  const needed = phrase.words.flatMap((w, j) => (notArticle(w) ? [phrase.folds[j]!] : []));
  if (needed.length === 0) return undefined;
  const { folded } = indexOf(words);
  const matches = (i: number, f: readonly string[]) => foldsMatch(fold(words[i]!.lower), f);
  const positions = (s: Stream, f: readonly string[]) =>
    [...new Set(f.flatMap((x) => folded.get(x) ?? []))]
      .map((i) => s.at.get(i))
      .filter((k): k is number => k !== undefined)
      .sort((a, b) => a - b);

  const plain = streamOf(words, notArticle);
  for (const k of positions(plain, needed[0]!)) {
    if (k + needed.length <= plain.stream.length && needed.every((f, j) => matches(plain.stream[k + j]!, f)))
      return { first: plain.stream[k]!, last: plain.stream[k + needed.length - 1]! };
  }

  const content = phrase.words.flatMap((w, j) => (isTopicWord(w) ? [phrase.folds[j]!] : []));
  if (content.length < 2) return undefined;
  const { stream } = streamOf(words, isTopicWord);
  const window = content.length + 2;
  for (const k of positions(streamOf(words, isTopicWord), content.flat())) {
    const sentence = words[stream[k]!]!.sentence;
    const slice: number[] = [];
    for (let m = k; m < Math.min(stream.length, k + window); m++)
      if (words[stream[m]!]!.sentence === sentence) slice.push(stream[m]!);
    const used = new Set<number>();
    const found = content.every((f) => {
      const hit = slice.find((i) => !used.has(i) && matches(i, f));
      if (hit === undefined) return false;
      used.add(hit);
      return true;
    });
    if (found) return { first: Math.min(...used), last: Math.max(...used) };
  }
  return undefined;
}

/** The content words of a text, each as its folded forms, for overlap checks. */
export function contentFolds(text: string): string[][] {
  return wordsOf(text)
    .filter((w) => isContentWord(w.lower))
    .map((w) => [...fold(w.lower)]);
}
