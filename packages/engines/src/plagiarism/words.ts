/**
 * Words: runs of letters, combining marks and digits, joined by inner apostrophes ("don't",
 * "nation’s") and, between digits, by "." or "," ("3,000,000", "2.5"). Hyphens and dashes split.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Calls `visit` with each word of `text` and its start offset. One shared regex is reused, as
 * matchAll() would copy (and recompile) it on every call; `visit` must not call back in here.
 */
export function eachWord(text: string, visit: (word: string, start: number) => void): void {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) visit(m[0], m.index);
}

export interface Span {
  start: number;
  end: number;
}

/** Every word of `text` as a character span, in order. */
export function wordSpans(text: string): Span[] {
  const spans: Span[] = [];
  eachWord(text, (word, start) => spans.push({ start, end: start + word.length }));
  return spans;
}

/** All words, stopwords included. */
export function countWords(text: string): number {
  let n = 0;
  eachWord(text, () => n++);
  return n;
}

/** Index of the first span ending after `offset` (spans.length when none does). */
export function firstSpanEndingAfter(spans: readonly Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many spans lie wholly inside [start, end). */
export function countSpansInside(spans: readonly Span[], start: number, end: number): number {
  let n = 0;
  for (let i = firstSpanEndingAfter(spans, start); i < spans.length; i++) {
    const s = spans[i]!;
    if (s.start >= end) break;
    if (s.start >= start && s.end <= end) n++;
  }
  return n;
}
