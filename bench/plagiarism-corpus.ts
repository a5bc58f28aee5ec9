/** Documents and student texts the two plagiarism benchmarks share (bench/plagiarism*.ts). */
import { countWords, referenceCorpus, type SourceDocument } from '@studybot/engines/plagiarism';
import { SCHOOL_PARAGRAPHS } from '../packages/engines/src/plagiarism/school-paragraphs.ts';
import type { Random } from '../packages/engines/src/studygen/random.ts';

export const SMALL_INDEX = 1_000;
export const QUERY_WORDS = 2_000;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** Reference sections and chapters, then documents of corpus sentences recombined, `count` in all. */
export function documents(random: Random, count: number): SourceDocument[] {
  const corpus = referenceCorpus();
  const sentences = corpus.flatMap((d) => d.text.split(/(?<=[.!?])\s+(?=[A-Z])/));
  const docs = corpus.slice(0, count);
  while (docs.length < count) {
    const target = 500 + Math.floor(random() * 501);
    const parts: string[] = [];
    for (let words = 0; words < target; ) {
      const s = pick(sentences, random);
      parts.push(s);
      words += countWords(s);
    }
    docs.push({
      id: `synthetic:${docs.length}`,
      title: 'Synthetic',
      url: null,
      kind: 'library',
      text: parts.join(' '),
    });
  }
  // Shuffled, so the 1,000-document index is a mix of real and recombined documents.
  for (let i = docs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [docs[i], docs[j]] = [docs[j]!, docs[i]!];
  }
  return docs;
}

/**
 * A 2,000-word student text: original prose (the evaluation's school paragraphs, repeated) with
 * four 60-word passages copied from documents in the small index; different passages each run.
 */
export function queryTexts(docs: SourceDocument[], count: number, random: Random): string[] {
  const own = SCHOOL_PARAGRAPHS.join(' ').split(/\s+/);
  return Array.from({ length: count }, () => {
    const copies = Array.from({ length: 4 }, () => {
      const words = pick(docs.slice(0, SMALL_INDEX), random).text.split(/\s+/);
      const at = Math.floor(random() * Math.max(1, words.length - 60));
      return words.slice(at, at + 60);
    });
    const words: string[] = [];
    for (let i = 0; words.length < QUERY_WORDS - 240; i++) words.push(own[i % own.length]!);
    const quarter = Math.floor(words.length / 4);
    return copies
      .map((copy, q) => [...words.slice(q * quarter, (q + 1) * quarter), ...copy].join(' '))
      .join('\n\n');
  });
}
