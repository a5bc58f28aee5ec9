import { describe, expect, it } from 'vitest';
import { createRandom } from '../studygen/random.ts';
import { compare } from './compare.ts';
import { MemoryIndex } from './memory-index.ts';
import { referenceCorpus } from './reference-corpus.ts';
import { changePunctuation, reorderSentences, swapSynonyms } from './student-edits.ts';
import {
  CITATION_STYLES,
  citedQuotation,
  type Excerpt,
  type Insertion,
  independentDocument,
  sentenceExcerpt,
  studentDocument,
  wordExcerpt,
} from './synthetic-documents.ts';
import { tokenize } from './tokenize.ts';
import type { PlagiarismReport, SourceMatch } from './types.ts';
import { fingerprint } from './winnow.ts';
import { countSpansInside, wordSpans } from './words.ts';

/**
 * Synthetic evaluation against the real reference corpus (State of the Union sections and
 * Moby-Dick chapters, ~2 million words): student documents made of original school paragraphs with
 * passages copied from the corpus, checked the way the server checks them — fingerprint, the 25
 * best candidates from a MemoryIndex of the whole corpus, then compare().
 */

const CANDIDATES = 25;
const corpus = referenceCorpus();
const byId = new Map(corpus.map((d) => [d.id, d]));
const index = new MemoryIndex();
for (const doc of corpus) index.add(doc.id, fingerprint(tokenize(doc.text)));

function check(text: string): PlagiarismReport {
  const found = index.candidates(fingerprint(tokenize(text)), CANDIDATES);
  return compare(
    text,
    found.map((c) => byId.get(c.id)!),
  );
}

const overlaps = (p: { start: number; end: number }, r: { start: number; end: number }) =>
  p.start < r.end && p.end > r.start;

interface Outcome {
  found: number;
  total: number;
  coveredWords: number;
  words: number;
}

/** How many insertions were reported against their own source, and how much of their text. */
function score(text: string, insertions: Insertion[], matches: SourceMatch[], into: Outcome): void {
  const words = wordSpans(text);
  for (const ins of insertions) {
    into.total++;
    into.words += countSpansInside(words, ins.start, ins.end);
    const match = matches.find((m) => m.source.id === ins.source.id);
    const passages = match?.passages.filter((p) => overlaps(p, ins)) ?? [];
    if (passages.length === 0) continue;
    into.found++;
    for (const p of passages) {
      into.coveredWords += countSpansInside(words, Math.max(p.start, ins.start), Math.min(p.end, ins.end));
    }
  }
}

/** Passages that lie outside every insertion: reported text the student wrote. */
function strayPassages(report: PlagiarismReport, insertions: Insertion[]): number {
  return [...report.matches, ...report.quotedMatches]
    .flatMap((m) => m.passages)
    .filter((p) => !insertions.some((ins) => overlaps(p, ins))).length;
}

/** Content tokens of `before` with no counterpart left in `after` (a multiset difference). */
function lostTerms(before: string, after: string): number {
  const left = new Map<string, number>();
  for (const t of tokenize(after)) left.set(t.term, (left.get(t.term) ?? 0) + 1);
  let lost = 0;
  for (const t of tokenize(before)) {
    const n = left.get(t.term) ?? 0;
    if (n > 0) left.set(t.term, n - 1);
    else lost++;
  }
  return lost;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const outcome = (): Outcome => ({ found: 0, total: 0, coveredWords: 0, words: 0 });
let stray = 0;
let mixedDocuments = 0;

describe('synthetic evaluation on the reference corpus', () => {
  it('finds every verbatim copy of 40–80 words', () => {
    const random = createRandom(101);
    const result = outcome();
    for (let d = 0; d < 30; d++) {
      const doc = studentDocument([wordExcerpt(corpus, random), wordExcerpt(corpus, random)], random);
      const report = check(doc.text);
      score(doc.text, doc.insertions, report.matches, result);
      stray += strayPassages(report, doc.insertions);
      mixedDocuments++;
    }
    console.log(
      `plagiarism evaluation (a) verbatim copies: recall ${result.found}/${result.total} = ${pct(result.found, result.total)}, copied words covered ${pct(result.coveredWords, result.words)}`,
    );
    expect(result.found).toBe(result.total);
    expect(result.coveredWords / result.words).toBeGreaterThan(0.95);
  });

  it('finds at least 90% of lightly edited copies', () => {
    const random = createRandom(202);
    const result = outcome();
    let swapped = 0;
    let copiedWords = 0;
    let changedTokens = 0;
    let copiedTokens = 0;
    for (let d = 0; d < 50; d++) {
      const passages: Excerpt[] = [0, 1].map(() => {
        const excerpt = sentenceExcerpt(corpus, random);
        const synonyms = swapSynonyms(excerpt.text, 1 / 8, random);
        swapped += synonyms.swapped;
        copiedWords += wordSpans(excerpt.text).length;
        changedTokens += lostTerms(excerpt.text, synonyms.text);
        copiedTokens += tokenize(excerpt.text).length;
        const text = changePunctuation(reorderSentences(synonyms.text, random), random);
        return { source: excerpt.source, text };
      });
      const doc = studentDocument(passages, random);
      const report = check(doc.text);
      score(doc.text, doc.insertions, report.matches, result);
      stray += strayPassages(report, doc.insertions);
      mixedDocuments++;
    }
    console.log(
      `plagiarism evaluation (b) light edits (${pct(swapped, copiedWords)} of words swapped for synonyms, changing ${pct(changedTokens, copiedTokens)} of content tokens; sentences reordered; punctuation changed): recall ${result.found}/${result.total} = ${pct(result.found, result.total)}, copied words covered ${pct(result.coveredWords, result.words)}`,
    );
    expect(result.found / result.total).toBeGreaterThanOrEqual(0.9);
  });

  it('reports quoted and cited copies as quoted matches only', () => {
    const random = createRandom(303);
    const quoted = outcome();
    const wronglyCounted = outcome();
    const plain = outcome();
    for (let d = 0; d < 3 * CITATION_STYLES; d++) {
      const quotation = citedQuotation(wordExcerpt(corpus, random), d);
      // Every other document also copies an unquoted passage, which must still count.
      const copy = wordExcerpt(corpus, random);
      const withCopy = d % 2 === 1 && copy.source.id !== quotation.source.id;
      const doc = studentDocument(withCopy ? [quotation, copy] : [quotation], random);
      const report = check(doc.text);
      const [quotedIns, ...copied] = doc.insertions;
      score(doc.text, [quotedIns!], report.quotedMatches, quoted);
      score(doc.text, [quotedIns!], report.matches, wronglyCounted);
      score(doc.text, copied, report.matches, plain);
      stray += strayPassages(report, doc.insertions);
      mixedDocuments++;
    }
    console.log(
      `plagiarism evaluation (c) quoted and cited copies: ${quoted.found}/${quoted.total} in quotedMatches, ${wronglyCounted.found} in matches; unquoted copies beside them ${plain.found}/${plain.total} in matches`,
    );
    expect(quoted.found).toBe(quoted.total);
    expect(wronglyCounted.found).toBe(0);
    expect(plain.found).toBe(plain.total);
  });

  it('flags nothing in independent texts', () => {
    let flagged = 0;
    const documents = 30;
    for (let d = 0; d < documents; d++) {
      const report = check(independentDocument(d));
      if (report.matches.length + report.quotedMatches.length > 0) flagged++;
    }
    console.log(
      `plagiarism evaluation (d) false positives: ${flagged}/${documents} independent documents = ${pct(flagged, documents)}; passages outside the copied text in ${mixedDocuments} mixed documents: ${stray}`,
    );
    expect(flagged).toBe(0);
    expect(stray).toBe(0);
  });
});
