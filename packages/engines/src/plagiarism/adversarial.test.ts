import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../studygen/random.ts';
import { ADVERSARIAL_VOCABULARY, adversarialCase } from './adversarial-documents.ts';
import { compare } from './compare.ts';
import { tokenize } from './tokenize.ts';
import { countWords } from './words.ts';

/**
 * compare() runs on the server's request thread, so a submission and candidates written to make it
 * slow must not stall it: 25 sources of 25,000 characters and a 60,000-character text, all from one
 * 50-word vocabulary (the reported denial of service took 21.9 s before the work was bounded).
 * Timings are printed, not asserted; what is asserted is that a sound report comes back.
 */
describe('compare on adversarial input', () => {
  it('uses a vocabulary of 50 distinct content terms', () => {
    expect(ADVERSARIAL_VOCABULARY).toHaveLength(50);
    const terms = new Set(tokenize(ADVERSARIAL_VOCABULARY.join(' ')).map((t) => t.term));
    expect(terms.size).toBe(50);
  });

  // 50: words at random; 20: the reported case's cost; 2: a text that shares k-grams everywhere.
  for (const successors of [50, 20, 2]) {
    it(`finishes with a report when each word has ${successors} possible successors`, () => {
      const { text, candidates } = adversarialCase(createRandom(2024), { successors });
      expect(candidates).toHaveLength(25);
      for (const c of candidates) expect(c.text.length).toBeGreaterThanOrEqual(25_000);
      expect(text.length).toBeGreaterThanOrEqual(60_000);

      const started = performance.now();
      const report = compare(text, candidates);
      const ms = performance.now() - started;
      console.log(
        `adversarial compare, ${successors} successors per word: ${ms.toFixed(0)} ms, similarity ${report.similarityScore}%, ${report.matches.length} sources, ${report.matches.reduce((n, m) => n + m.passages.length, 0)} passages, truncated ${report.truncated}`,
      );

      expect(report.totalWords).toBe(countWords(text));
      expect(report.similarityScore).toBeGreaterThanOrEqual(0);
      expect(report.similarityScore).toBeLessThanOrEqual(100);
      expect(report.matches.length).toBeLessThanOrEqual(candidates.length);
      expect(typeof report.truncated).toBe('boolean');
      for (const m of report.matches) {
        for (const p of m.passages) {
          expect(p.start).toBeLessThan(p.end);
          expect(p.sourceRanges[0]![0]).toBeGreaterThanOrEqual(p.sourceStart);
          expect(p.sourceRanges.at(-1)![1]).toBeLessThanOrEqual(p.sourceEnd);
        }
      }
    });
  }

  it('stops at a deadline that has passed, even against adversarial candidates', () => {
    const { text, candidates } = adversarialCase(createRandom(7), { successors: 8 });
    const report = compare(text, candidates, { deadline: Date.now() - 1 });
    expect(report.truncated).toBe(true);
    expect(report.matches).toEqual([]);
  });
});
