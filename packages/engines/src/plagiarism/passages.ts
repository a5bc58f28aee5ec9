import { unlimited, type WorkBudget } from './budget.ts';
import { clusterPieces } from './cluster-pieces.ts';
import { GUARANTEE_TOKENS } from './constants.ts';
import { type AlignedPassage, extendRuns } from './extend-runs.ts';
import { kgramHashes } from './kgram-hash.ts';
import { type CodedText, sharedRuns } from './shared-runs.ts';
import { TermCodes } from './term-codes.ts';
import { normalizeWord, type Token, tokenize } from './tokenize.ts';
import type { Passage } from './types.ts';
import { firstSpanEndingAfter, type Span, wordSpans } from './words.ts';

/**
 * Keeps the passages with most matched tokens; one overlapping a better one in the submitted text
 * (the same words found at a second place in the source) is dropped. `length` is the number of
 * submitted tokens.
 */
function withoutOverlaps(passages: AlignedPassage[], length: number): AlignedPassage[] {
  // The submitted tokens inside a kept passage, and a Fenwick tree counting kept passages by start:
  // p overlaps a kept passage when its first token is inside one or one starts within it.
  const covered = new Uint8Array(length);
  const starts = new Int32Array(length + 1);
  const startsBefore = (i: number) => {
    let n = 0;
    for (let x = i; x > 0; x -= x & -x) n += starts[x]!;
    return n;
  };
  const kept: AlignedPassage[] = [];
  for (const p of [...passages].sort((a, b) => b.matched - a.matched)) {
    if (covered[p.start] === 1 || startsBefore(p.end) - startsBefore(p.start + 1) > 0) continue;
    kept.push(p);
    covered.fill(1, p.start, p.end);
    for (let x = p.start + 1; x <= length; x += x & -x) starts[x]!++;
  }
  return kept.sort((a, b) => a.start - b.start);
}

const sameWord = (a: string, b: string) =>
  a.toLowerCase().replace(/’/g, "'") === b.toLowerCase().replace(/’/g, "'");

/**
 * Grows a passage over the stopwords just outside it that match in both texts ("The" before
 * "revenues amounting …"), so it covers what was copied rather than only its content words.
 */
function growOverStopwords(
  text: string,
  words: Span[],
  first: number,
  last: number,
  sourceText: string,
  sourceWords: Span[],
  sourceFirst: number,
  sourceLast: number,
): [number, number, number, number] {
  const wordAt = (t: string, spans: Span[], i: number) => t.slice(spans[i]!.start, spans[i]!.end);
  const extendable = (i: number, j: number) => {
    const w = wordAt(text, words, i);
    return normalizeWord(w) === '' && sameWord(w, wordAt(sourceText, sourceWords, j));
  };
  let [a, b, c, d] = [first, last, sourceFirst, sourceLast];
  while (a > 0 && c > 0 && extendable(a - 1, c - 1)) [a, c] = [a - 1, c - 1];
  while (b + 1 < words.length && d + 1 < sourceWords.length && extendable(b + 1, d + 1))
    [b, d] = [b + 1, d + 1];
  return [a, b, c, d];
}

/** A submitted text made ready to be matched against many sources (see prepareText()). */
export interface PreparedText {
  words: Span[];
  coded: CodedText;
  terms: TermCodes;
}

/** Reads `text` (tokenized as `tokens`) once for all the sources it will be matched against. */
export function prepareText(text: string, tokens: readonly Token[]): PreparedText {
  const terms = new TermCodes();
  return { words: wordSpans(text), coded: { codes: terms.code(tokens), hashes: kgramHashes(tokens) }, terms };
}

export interface MatchOptions {
  /**
   * The work matching may do. Once it is spent, matching stops and returns the passages found so
   * far (those earliest in `text`); `budget.incomplete` tells the caller whether it did.
   */
  budget?: WorkBudget;
  /** prepareText(text, tokens) of this same text, when the caller matches it against several sources. */
  prepared?: PreparedText;
}

/**
 * Every stretch of `text` (already tokenized as `tokens`) that also occurs in `sourceText`: shared
 * k-grams, verified term by term, merged into maximal passages across small gaps. Passages under
 * GUARANTEE_TOKENS tokens are dropped, so a shared stock phrase alone is never reported.
 */
export function matchPassages(
  text: string,
  tokens: Token[],
  sourceText: string,
  options: MatchOptions = {},
): Passage[] {
  if (tokens.length < GUARANTEE_TOKENS) return [];
  const budget = options.budget ?? unlimited();
  const { words, coded, terms } = options.prepared ?? prepareText(text, tokens);
  const sourceTokens = tokenize(sourceText);
  if (!budget.spend(sourceTokens.length)) return [];
  const source = { codes: terms.code(sourceTokens), hashes: kgramHashes(sourceTokens) };
  const runs = sharedRuns(coded, source, budget);
  const pieces = withoutOverlaps(extendRuns(coded.codes, source.codes, runs, budget), tokens.length);
  const passages = clusterPieces(pieces).filter((p) => p.matched >= GUARANTEE_TOKENS);
  if (passages.length === 0) return [];

  const sourceWords = wordSpans(sourceText);
  return passages.map((p) => {
    const [a, b, c, d] = growOverStopwords(
      text,
      words,
      firstSpanEndingAfter(words, tokens[p.start]!.start),
      firstSpanEndingAfter(words, tokens[p.end - 1]!.start),
      sourceText,
      sourceWords,
      firstSpanEndingAfter(sourceWords, sourceTokens[p.sourceStart]!.start),
      firstSpanEndingAfter(sourceWords, sourceTokens[p.sourceEnd - 1]!.start),
    );
    const sourceStart = sourceWords[c]!.start;
    const sourceEnd = sourceWords[d]!.end;
    const pieces: Array<[number, number]> =
      p.sourceRanges.length === 1
        ? [[sourceStart, sourceEnd]]
        : p.sourceRanges.map(([s, e]) => [
            sourceWords[firstSpanEndingAfter(sourceWords, sourceTokens[s]!.start)]!.start,
            sourceWords[firstSpanEndingAfter(sourceWords, sourceTokens[e - 1]!.start)]!.end,
          ]);
    return {
      start: words[a]!.start,
      end: words[b]!.end,
      sourceStart,
      sourceEnd,
      sourceRanges: mergeRanges(sourceText, pieces),
      words: b - a + 1,
    };
  });
}

/** Ranges sorted by start, joined where they overlap or only spaces and punctuation part them. */
function mergeRanges(text: string, ranges: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [s, e] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = merged.at(-1);
    if (last && (s <= last[1] || /^[\s\p{P}]*$/u.test(text.slice(last[1], s))))
      last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** The source text a passage really matched: its ranges, joined with an ellipsis. */
export function matchedSourceText(sourceText: string, passage: Passage): string {
  return passage.sourceRanges.map(([s, e]) => sourceText.slice(s, e)).join(' … ');
}
