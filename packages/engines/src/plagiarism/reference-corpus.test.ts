import { describe, expect, it } from 'vitest';
import { referenceCorpus } from './reference-corpus.ts';
import { splitSections } from './sections.ts';
import { countWords } from './words.ts';

describe('splitSections', () => {
  const sentence = (i: number) => `Sentence number ${i} has exactly eight words here.`;

  it('cuts at sentence boundaries into sections of about 300–600 words', () => {
    const text = Array.from({ length: 250 }, (_, i) => sentence(i)).join(' '); // 2,000 words
    const sections = splitSections(text);
    expect(sections.join(' ')).toBe(text);
    for (const s of sections) {
      expect(countWords(s)).toBeGreaterThanOrEqual(300);
      expect(countWords(s)).toBeLessThanOrEqual(600);
      expect(s).toMatch(/^Sentence number \d+ .* here\.$/);
    }
  });

  it('prefers paragraph boundaries when there are paragraphs', () => {
    const paragraph = (p: number) => Array.from({ length: 10 }, (_, i) => sentence(p * 10 + i)).join(' ');
    const paragraphs = Array.from({ length: 12 }, (_, p) => paragraph(p)); // 80 words each
    const sections = splitSections(paragraphs.join('\n\n'));
    expect(sections.length).toBeGreaterThan(1);
    for (const s of sections) expect(paragraphs).toContain(s.split('\n\n')[0]);
  });

  it('keeps a short text whole', () => {
    expect(splitSections('Just a few words.')).toEqual(['Just a few words.']);
    expect(splitSections('')).toEqual([]);
  });
});

describe('referenceCorpus', () => {
  const corpus = referenceCorpus();
  const sotu = corpus.filter((d) => d.id.startsWith('sotu:'));
  const moby = corpus.filter((d) => d.id.startsWith('moby:'));

  it('is loaded once', () => {
    expect(referenceCorpus()).toBe(corpus);
    expect(new Set(corpus.map((d) => d.id)).size).toBe(corpus.length);
    expect(corpus.every((d) => d.kind === 'reference' && d.text.trim() === d.text && d.text.length > 0)).toBe(
      true,
    );
  });

  it('has every State of the Union address in sections of roughly 300–600 words', () => {
    const addresses = new Set(sotu.map((d) => d.id.split(':').slice(0, 3).join(':')));
    expect(addresses.size).toBe(233);
    const words = sotu.map((d) => countWords(d.text)).sort((a, b) => a - b);
    expect(words[Math.floor(words.length * 0.05)]).toBeGreaterThanOrEqual(300);
    expect(words[Math.floor(words.length * 0.95)]).toBeLessThanOrEqual(600);
    expect(words.reduce((n, w) => n + w, 0)).toBeGreaterThan(1_700_000);
    const lincoln = sotu.find((d) => d.id === 'sotu:1862:Abraham Lincoln:3');
    expect(lincoln).toMatchObject({
      title: 'State of the Union Address, Abraham Lincoln (1862), part 3',
      url: null,
    });
  });

  it('has the chapters of Moby-Dick without the table of contents', () => {
    expect(moby).toHaveLength(138);
    expect(moby.every((d) => d.url === 'https://www.gutenberg.org/ebooks/2701')).toBe(true);
    expect(moby.some((d) => d.text.startsWith('CONTENTS'))).toBe(false);
    expect(moby.find((d) => d.id === 'moby:1')).toMatchObject({
      title: 'Herman Melville, Moby-Dick, Chapter 1: Loomings',
    });
    expect(moby.find((d) => d.id === 'moby:1')!.text).toMatch(/^Call me Ishmael\./);
    expect(moby.find((d) => d.id === 'moby:epilogue')!.title).toBe('Herman Melville, Moby-Dick, Epilogue');
  });
});
