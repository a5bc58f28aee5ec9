import { WorkBudget } from './budget.ts';
import { matchPassages, prepareText } from './passages.ts';
import { quotedCitedRanges } from './quoted-cited.ts';
import { tokenize } from './tokenize.ts';
import type { CompareOptions, Passage, PlagiarismReport, SourceDocument, SourceMatch } from './types.ts';
import { firstSpanEndingAfter, type Span } from './words.ts';

/** A passage is credited to its citation when this share of its words is inside cited quotation marks. */
export const QUOTED_SHARE = 0.8;

/**
 * Work (see budget.ts) one candidate may cost. The largest ordinary comparisons measured (the
 * longest reference documents against themselves, or pasted three times over) cost under 20,000
 * units; only a text and source written to share k-grams at thousands of places (a tiny
 * vocabulary, endlessly recombined) come near this cap, about 30 ms of work.
 */
export const MAX_WORK_PER_SOURCE = 2_000_000;

/**
 * Work a whole comparison may cost unless told otherwise (about a third of a second on the
 * development machine); checking a 2,000-word essay against 25 candidates costs under 50,000.
 */
export const DEFAULT_MAX_WORK = 20_000_000;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

/** Indices [first, last) of the submitted words inside a passage (passages lie on whole words). */
function wordRange(words: Span[], p: Passage): [number, number] {
  return [firstSpanEndingAfter(words, p.start), firstSpanEndingAfter(words, p.end)];
}

/**
 * Compares a submitted text with candidate sources. Passages mostly inside cited quotations are
 * reported under quotedMatches and do not count towards the similarity score, which is the share of
 * submitted words covered by any other passage (a word matched by two sources counts once).
 *
 * The work is bounded, however hostile the texts: each candidate may cost MAX_WORK_PER_SOURCE and
 * the whole `options.maxWork` (DEFAULT_MAX_WORK), and `options.deadline` (a Date.now() time) stops
 * it too. Candidates are compared in the order given, so list the likeliest first: when the budget
 * runs out the rest are skipped, and the report, with all it found so far, says `truncated`.
 */
export function compare(
  text: string,
  candidates: SourceDocument[],
  options: CompareOptions = {},
): PlagiarismReport {
  const budget = new WorkBudget(options.maxWork ?? DEFAULT_MAX_WORK, options.deadline);
  const tokens = tokenize(text);
  const prepared = prepareText(text, tokens);
  const { words } = prepared;
  const quotedWord = new Uint8Array(words.length);
  for (const r of quotedCitedRanges(text)) {
    for (let i = firstSpanEndingAfter(words, r.start); i < words.length && words[i]!.end <= r.end; i++) {
      if (words[i]!.start >= r.start) quotedWord[i] = 1;
    }
  }

  const coveredBy = (passages: Passage[], covered: Uint8Array) => {
    for (const p of passages) {
      const [first, last] = wordRange(words, p);
      covered.fill(1, first, last);
    }
  };
  const toMatch = (source: SourceDocument, passages: Passage[]): SourceMatch => {
    const covered = new Uint8Array(words.length);
    coveredBy(passages, covered);
    const matchedWords = covered.reduce((n, c) => n + c, 0);
    return { source, passages, matchedWords, similarity: percent(matchedWords, words.length) };
  };

  const matches: SourceMatch[] = [];
  const quotedMatches: SourceMatch[] = [];
  const seen = new Set<string>();
  let truncated = false;
  for (const source of candidates) {
    if (seen.has(source.id)) continue;
    seen.add(source.id);
    if (options.deadline !== undefined && Date.now() > options.deadline) budget.exhaust();
    if (budget.exhausted) {
      truncated = true;
      break;
    }
    const part = budget.part(MAX_WORK_PER_SOURCE);
    const found = matchPassages(text, tokens, source.text, { budget: part, prepared });
    if (part.incomplete) truncated = true;
    const plain: Passage[] = [];
    const cited: Passage[] = [];
    for (const p of found) {
      const [first, last] = wordRange(words, p);
      const inQuotes = quotedWord.subarray(first, last).reduce((n, q) => n + q, 0);
      (inQuotes >= QUOTED_SHARE * (last - first) ? cited : plain).push(p);
    }
    if (plain.length > 0) matches.push(toMatch(source, plain));
    if (cited.length > 0) quotedMatches.push(toMatch(source, cited));
  }

  const covered = new Uint8Array(words.length);
  for (const m of matches) coveredBy(m.passages, covered);
  const byWords = (a: SourceMatch, b: SourceMatch) => b.matchedWords - a.matchedWords;
  return {
    similarityScore: percent(
      covered.reduce((n, c) => n + c, 0),
      words.length,
    ),
    totalWords: words.length,
    matches: matches.sort(byWords),
    quotedMatches: quotedMatches.sort(byWords),
    truncated,
  };
}
