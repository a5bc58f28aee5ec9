import { type Random, shuffle } from '../studygen/random.ts';
import { SCHOOL_PARAGRAPHS } from './school-paragraphs.ts';
import type { SourceDocument } from './types.ts';
import { countWords, wordSpans } from './words.ts';

/**
 * Synthetic student documents for the evaluation tests: original filler paragraphs with passages
 * from reference documents inserted, each insertion's position recorded.
 */

export interface Excerpt {
  source: SourceDocument;
  text: string;
}

export interface Insertion extends Excerpt {
  /** Where the (possibly edited) passage sits in the student document. */
  start: number;
  end: number;
}

export interface StudentDocument {
  text: string;
  insertions: Insertion[];
}

const SENTENCE_SPLIT = /(?<=[.!?]["”’)]*)\s+(?=["“‘(]?[A-Z])/;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** `minWords`–`maxWords` consecutive words of a random source, cut at word boundaries. */
export function wordExcerpt(
  sources: SourceDocument[],
  random: Random,
  minWords = 40,
  maxWords = 80,
): Excerpt {
  for (;;) {
    const source = pick(sources, random);
    const words = wordSpans(source.text);
    const n = minWords + Math.floor(random() * (maxWords - minWords + 1));
    if (words.length < n) continue;
    const first = Math.floor(random() * (words.length - n + 1));
    return { source, text: source.text.slice(words[first]!.start, words[first + n - 1]!.end) };
  }
}

/** Two or more whole consecutive sentences of a random source, `minWords`–`maxWords` words in all. */
export function sentenceExcerpt(
  sources: SourceDocument[],
  random: Random,
  minWords = 40,
  maxWords = 80,
): Excerpt {
  for (;;) {
    const source = pick(sources, random);
    const sentences = source.text.split(SENTENCE_SPLIT);
    const first = Math.floor(random() * sentences.length);
    let count = 0;
    let last = first;
    while (last < sentences.length && count < minWords) count += countWords(sentences[last++]!);
    if (count >= minWords && count <= maxWords && last - first >= 2 && !/\n/.test(sentences[first]!)) {
      return { source, text: sentences.slice(first, last).join(' ') };
    }
  }
}

/**
 * A student document: `fillerParagraphs` of original school paragraphs, with each passage inserted
 * between two of them as a paragraph of its own.
 */
export function studentDocument(passages: Excerpt[], random: Random, fillerParagraphs = 4): StudentDocument {
  const filler = shuffle(SCHOOL_PARAGRAPHS, random).slice(0, fillerParagraphs);
  const slots = shuffle(
    Array.from({ length: fillerParagraphs - 1 }, (_, i) => i + 1),
    random,
  )
    .slice(0, passages.length)
    .sort((a, b) => a - b);
  let text = '';
  const insertions: Insertion[] = [];
  filler.forEach((paragraph, i) => {
    const slot = slots.indexOf(i);
    if (slot >= 0) {
      const passage = passages[slot]!;
      insertions.push({ ...passage, start: text.length, end: text.length + passage.text.length });
      text += `${passage.text}\n\n`;
    }
    text += `${paragraph}\n\n`;
  });
  return { text: text.trimEnd(), insertions };
}

/** A document of original paragraphs only. */
export function independentDocument(index: number, paragraphs = 3): string {
  return Array.from(
    { length: paragraphs },
    (_, i) => SCHOOL_PARAGRAPHS[(index + i * 11) % SCHOOL_PARAGRAPHS.length]!,
  ).join('\n\n');
}

function authorAndYear(source: SourceDocument): [string, string] {
  const sotu = /^sotu:(\d+):(.+):\d+$/.exec(source.id);
  if (sotu) return [sotu[2]!.split(' ').at(-1)!, sotu[1]!];
  return ['Melville', '1851'];
}

export const CITATION_STYLES = 8;

/**
 * The excerpt in quotation marks with a citation, in one of CITATION_STYLES styles (author–year,
 * page, numbered, footnote, signal phrase). Double marks inside the excerpt become single ones, as
 * a student quoting it would write them.
 */
export function citedQuotation(excerpt: Excerpt, style: number): Excerpt {
  const q = excerpt.text.replace(/["“”]/g, (m) => (m === '”' ? '’' : m === '“' ? '‘' : "'"));
  const [author, year] = authorAndYear(excerpt.source);
  const page = 3 + (style % 40);
  const forms = [
    `As ${author} put it, “${q}” (${author}, ${year}).`,
    `${author} (${year}) observed that “${q}”`,
    `One account states: “${q}” [${1 + (style % 9)}].`,
    `“${q}” (${author} ${year}, p. ${page}).`,
    `According to ${author} (${year}), “${q}”`,
    `It was once said that “${q}”²`,
    `The report is plain: "${q}" (p. ${page}).`,
    `Historians agree that “${q}” (${author} et al., ${year}).`,
  ];
  return { source: excerpt.source, text: forms[style % CITATION_STYLES]! };
}
