import type { Random } from '../studygen/random.ts';
import type { SourceDocument } from './types.ts';

/**
 * Adversarial inputs for compare(): texts written in a tiny "language" of 50 content words, in which
 * every word is followed by one of only `successors` words. Any two such texts share k-grams almost
 * everywhere, at many places, along short diagonals that break and restart constantly: the most work
 * per character a submission and its candidates can force on the matcher. With `successors` = 50 the
 * words are simply drawn at random from the vocabulary.
 */

// Fifty content words (none a stopword, no two with the same stem).
export const ADVERSARIAL_VOCABULARY = `history war king people land army trade city river empire church law
power state year time great first government century world rule north south east west battle treaty
peace farm grain gold market town road ship sea coast mountain valley forest iron coal steel bread wheat
horse cattle salt wool`
  .split(/\s+/)
  .filter(Boolean);

export interface AdversarialCase {
  text: string;
  candidates: SourceDocument[];
}

export interface AdversarialOptions {
  sources?: number;
  sourceChars?: number;
  textChars?: number;
  /** How many different words may follow each word (1–50). */
  successors?: number;
}

/**
 * A submission of `textChars` characters and `sources` candidate sources of `sourceChars`
 * characters each (by default the 25 × 25,000 against 60,000 of the reported denial of service),
 * all in the same 50-word language.
 */
export function adversarialCase(random: Random, options: AdversarialOptions = {}): AdversarialCase {
  const { sources = 25, sourceChars = 25_000, textChars = 60_000, successors = 50 } = options;
  const n = ADVERSARIAL_VOCABULARY.length;
  const next = ADVERSARIAL_VOCABULARY.map(() =>
    Array.from({ length: successors }, () => Math.floor(random() * n)),
  );
  const write = (chars: number) => {
    const words: string[] = [];
    let length = -1;
    let w = Math.floor(random() * n);
    while (length < chars) {
      w = next[w]![Math.floor(random() * successors)]!;
      const word = ADVERSARIAL_VOCABULARY[w]!;
      words.push(word);
      length += word.length + 1;
    }
    return words.join(' ');
  };
  const candidates = Array.from(
    { length: sources },
    (_, i): SourceDocument => ({
      id: `adversarial-${i}`,
      title: `Planted source ${i}`,
      url: null,
      kind: 'submission',
      text: write(sourceChars),
    }),
  );
  return { text: write(textChars), candidates };
}
