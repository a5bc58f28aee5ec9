import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';
import { STOPWORDS } from './stopwords.ts';
import { normalizeWord, tokenize } from './tokenize.ts';
import { countWords, wordSpans } from './words.ts';

const terms = (text: string) => tokenize(text).map((t) => t.term);

describe('tokenize', () => {
  it('keeps content words, lower-cased and stemmed, and drops stopwords', () => {
    expect(terms('The Students were studying the Rivers of Europe.')).toEqual([
      'student',
      'study',
      'river',
      'europ',
    ]);
    expect(terms('It is what it is, and that is all.')).toEqual([]);
  });

  it('gives each token the span of its word in the original text (apostrophes only inside words)', () => {
    const text = '  Café owners’ profits—in 1862—rose by 3,000,000 dollars!';
    const tokens = tokenize(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual([
      'Café',
      'owners',
      'profits',
      '1862',
      'rose',
      '3,000,000',
      'dollars',
    ]);
    expect(tokens.map((t) => t.term)).toEqual([
      'caf',
      'owner',
      'profit',
      '1862',
      'ros',
      '3,000,000',
      'dollar',
    ]);
  });

  it('folds diacritics, possessives and apostrophes', () => {
    expect(normalizeWord('Naïve')).toBe(normalizeWord('naive'));
    expect(normalizeWord('DÉJÀ')).toBe('deja');
    expect(normalizeWord('Straße')).toBe('strass');
    expect(normalizeWord('Nation’s')).toBe('nation');
    expect(normalizeWord("nation's")).toBe('nation');
    expect(normalizeWord('Don’t')).toBe('');
    expect(normalizeWord('o’clock')).toBe('oclock');
  });

  it('maps inflected forms of a word to one term', () => {
    const same = (...words: string[]) => expect(new Set(words.map(normalizeWord)).size).toBe(1);
    same('study', 'studies', 'studied', 'studying');
    same('hope', 'hoped', 'hoping', 'hopes');
    same('run', 'runs', 'running');
    same('box', 'boxes');
    same('church', 'churches');
    same('quick', 'quickly');
    same('nation', 'nations', 'Nation’s');
  });

  it('leaves words it cannot safely strip alone', () => {
    expect(stem('analysis')).toBe('analysis');
    expect(stem('business')).toBe('business');
    expect(stem('status')).toBe('status');
    expect(stem('bus')).toBe('bus');
    expect(stem('sing')).toBe('sing');
    expect(stem('1862')).toBe('1862');
  });

  it('has the common function words as stopwords, contractions without apostrophes', () => {
    for (const w of ['the', 'of', 'and', 'which', 'would', 'dont', 'its', 'however'])
      expect(STOPWORDS.has(w)).toBe(true);
    for (const w of ['government', 'whale', 'river']) expect(STOPWORDS.has(w)).toBe(false);
  });
});

describe('countWords', () => {
  it('counts every word, stopwords included; hyphens and dashes separate words', () => {
    expect(countWords('The cat’s in the hat.')).toBe(5);
    expect(countWords('A well-known fact—really.')).toBe(5);
    expect(countWords('Pay $3,000,000 by 1.5 days')).toBe(5);
    expect(countWords('  ... ?! ')).toBe(0);
  });

  it('matches the spans of wordSpans', () => {
    const text = 'Fellow-Citizens of the Senate: I meet you again.';
    expect(wordSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Fellow',
      'Citizens',
      'of',
      'the',
      'Senate',
      'I',
      'meet',
      'you',
      'again',
    ]);
    expect(countWords(text)).toBe(9);
  });
});
