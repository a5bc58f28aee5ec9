import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../studygen/random.ts';
import { GUARANTEE_TOKENS, K, W } from './constants.ts';
import { hashKgram, kgramHashes } from './kgram-hash.ts';
import { normalizeWord, tokenize } from './tokenize.ts';
import { fingerprint, winnow } from './winnow.ts';

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ter',
  'zan',
  'pru',
  'vel',
  'dob',
  'rin',
  'sha',
  'gom',
  'tix',
  'nor',
  'bel',
];
const FILLERS = ['the', 'of', 'and', 'to', 'in', 'which', 'was'];

function randomWord(random: Random): string {
  for (;;) {
    const n = 2 + Math.floor(random() * 2);
    let w = '';
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (normalizeWord(w) !== '') return w;
  }
}

/** `n` content words, with stopwords sprinkled between them and random capitals. */
function randomText(words: string[], random: Random): string {
  return words
    .map((w) => {
      const word = random() < 0.2 ? w[0]!.toUpperCase() + w.slice(1) : w;
      return random() < 0.4 ? `${FILLERS[Math.floor(random() * FILLERS.length)]} ${word}` : word;
    })
    .join(random() < 0.5 ? ' ' : ', ');
}

const randomWords = (n: number, random: Random) => Array.from({ length: n }, () => randomWord(random));

describe('k-gram hashes', () => {
  it('are signed 32-bit ints, one per k-gram', () => {
    const tokens = tokenize('Rivers carry sediment downstream toward deltas where currents slow');
    const hashes = kgramHashes(tokens);
    expect(hashes).toHaveLength(tokens.length - K + 1);
    for (const h of hashes) {
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBe(h | 0);
    }
    expect(kgramHashes(tokens.slice(0, K - 1))).toEqual([]);
  });

  it('depend on the normalized terms only, not on case, stopwords or inflection', () => {
    const a = tokenize('The rivers carried the sediment downstream');
    const b = tokenize('river: carries sediments, Downstream!');
    expect(hashKgram(a, 0)).toBe(hashKgram(b, 0));
    expect(hashKgram(a, 0)).not.toBe(hashKgram(tokenize('sediment rivers carry downstream'), 0));
  });
});

describe('winnow', () => {
  it('keeps the minimum of every window', () => {
    const random = createRandom(5);
    for (let trial = 0; trial < 200; trial++) {
      const hashes = Array.from(
        { length: 1 + Math.floor(random() * 60) },
        () => Math.floor(random() * 50) - 25,
      );
      const picked = new Set(winnow(hashes));
      for (let end = Math.min(W, hashes.length); end <= hashes.length; end++) {
        const window = hashes.slice(Math.max(0, end - W), end);
        expect(picked.has(Math.min(...window))).toBe(true);
      }
    }
  });

  it('takes the rightmost minimum and keeps it while it stays in the window (robust winnowing)', () => {
    // Leftmost choice would pick index 1, then index 3 again once index 1 left the window.
    expect(winnow([3, 1, 2, 1, 5, 6], 4)).toEqual([1]);
    // Equal hashes (a repeated phrase) are not reported over and over.
    expect(winnow([7, 7, 7, 7, 7, 7, 7, 7, 7, 7], 4)).toEqual([7, 7]);
    expect(winnow([], 4)).toEqual([]);
    expect(winnow([9, 4, 6], 4)).toEqual([4]);
  });
});

describe('fingerprint', () => {
  it('is the distinct winnowed hashes, about 2 / (W + 1) of the k-grams', () => {
    const random = createRandom(11);
    const tokens = tokenize(randomText(randomWords(2000, random), random));
    const fp = fingerprint(tokens);
    expect(new Set(fp).size).toBe(fp.length);
    const density = fp.length / (tokens.length - K + 1);
    expect(density).toBeGreaterThan(1.5 / (W + 1));
    expect(density).toBeLessThan(2.5 / (W + 1));
    expect(fingerprint(tokenize('too short'))).toEqual([]);
  });

  it(`guarantees a shared fingerprint for any shared run of ${GUARANTEE_TOKENS} or more tokens`, () => {
    const random = createRandom(42);
    for (let trial = 0; trial < 500; trial++) {
      const run = randomWords(GUARANTEE_TOKENS + Math.floor(random() * 4), random);
      const a = randomWords(Math.floor(random() * 120), random);
      const b = randomWords(Math.floor(random() * 120), random);
      const at = Math.floor(random() * (a.length + 1));
      const bt = Math.floor(random() * (b.length + 1));
      // The run is written differently in each text: other stopwords, capitals and separators.
      const textA = randomText([...a.slice(0, at), ...run, ...a.slice(at)], random);
      const textB = randomText([...b.slice(0, bt), ...run, ...b.slice(bt)], random);
      const fpA = new Set(fingerprint(tokenize(textA)));
      expect(fingerprint(tokenize(textB)).some((h) => fpA.has(h))).toBe(true);
    }
  });
});
