import { describe, expect, it } from 'vitest';
import { compare } from './compare.ts';
import { matchedSourceText } from './passages.ts';
import type { SourceDocument } from './types.ts';
import { countWords } from './words.ts';

const source = (id: string, text: string): SourceDocument => ({
  id,
  title: `Source ${id}`,
  url: null,
  kind: 'reference',
  text,
});

const RAILWAY = source(
  'railway',
  'The railway reached the valley in the spring of that year. Merchants who had hauled grain over the mountain ' +
    'passes by mule now shipped it to the coast in a single day, and the price of bread in the port towns fell ' +
    'by almost a third. Farmers planted wheat on slopes that had been left to sheep for generations.',
);
const MILLS = source(
  'mills',
  'Within a decade the valley had three mills, a bank and a newspaper, and the old drovers’ road was overgrown ' +
    'with bracken. The mills ground wheat from four counties and sent flour down the line every evening.',
);
const UNRELATED = source(
  'unrelated',
  'Volcanoes form where molten rock from deep below the crust finds a path upward.',
);

const COPY_1 =
  'Merchants who had hauled grain over the mountain passes by mule now shipped it to the coast in a single day';
const COPY_2 =
  'Within a decade the valley had three mills, a bank and a newspaper, and the old drovers’ road was overgrown with bracken';
const OWN =
  'I chose this topic because my grandparents grew up near the old station and told many stories about it.';

describe('compare', () => {
  it('reports each matching source with its passages, sorted by matched words', () => {
    const text = `${OWN} ${COPY_2}. ${COPY_1}. That is all I found.`;
    const report = compare(text, [MILLS, UNRELATED, RAILWAY]);
    const total = countWords(text);
    expect(report.totalWords).toBe(total);
    // COPY_2 has 22 words, COPY_1 21.
    expect(report.matches.map((m) => m.source.id)).toEqual(['mills', 'railway']);
    const [mills, railway] = report.matches;
    expect(railway!.matchedWords).toBe(countWords(COPY_1));
    expect(mills!.matchedWords).toBe(countWords(COPY_2));
    expect(railway!.similarity).toBe(Math.round((1000 * countWords(COPY_1)) / total) / 10);
    expect(report.similarityScore).toBe(Math.round((1000 * countWords(`${COPY_1} ${COPY_2}`)) / total) / 10);
    expect(text.slice(railway!.passages[0]!.start, railway!.passages[0]!.end)).toBe(COPY_1);
    expect(report.quotedMatches).toEqual([]);
  });

  it('moves quoted and cited passages to quotedMatches, where they do not count', () => {
    const text = `${OWN} As Smith wrote, “${COPY_1}” (Smith, 2003). ${COPY_2}.`;
    const report = compare(text, [RAILWAY, MILLS]);
    expect(report.matches.map((m) => m.source.id)).toEqual(['mills']);
    expect(report.quotedMatches.map((m) => m.source.id)).toEqual(['railway']);
    expect(report.similarityScore).toBe(report.matches[0]!.similarity);
  });

  it('still counts a quotation that has no citation', () => {
    const text = `${OWN} As people say, “${COPY_1}”, and it was true.`;
    const report = compare(text, [RAILWAY]);
    expect(report.matches.map((m) => m.source.id)).toEqual(['railway']);
    expect(report.quotedMatches).toEqual([]);
  });

  it('counts words matched by two sources once in the overall score', () => {
    const copyOfRailway = source('copy', RAILWAY.text);
    const text = `${OWN} ${COPY_1}.`;
    const report = compare(text, [RAILWAY, copyOfRailway]);
    expect(report.matches).toHaveLength(2);
    expect(report.similarityScore).toBe(report.matches[0]!.similarity);
    expect(report.similarityScore).toBeCloseTo((100 * countWords(COPY_1)) / countWords(text), 1);
  });

  it('omits sources without passages and handles empty input', () => {
    expect(compare(OWN, [RAILWAY, UNRELATED])).toEqual({
      similarityScore: 0,
      totalWords: countWords(OWN),
      matches: [],
      quotedMatches: [],
      truncated: false,
    });
    expect(compare('', [RAILWAY])).toEqual({
      similarityScore: 0,
      totalWords: 0,
      matches: [],
      quotedMatches: [],
      truncated: false,
    });
    expect(compare(OWN, []).matches).toEqual([]);
  });

  it('compares a candidate listed twice only once', () => {
    const report = compare(`${OWN} ${COPY_1}.`, [RAILWAY, RAILWAY]);
    expect(report.matches).toHaveLength(1);
  });

  it('gives every passage its matched source ranges', () => {
    const report = compare(`${OWN} ${COPY_1}.`, [RAILWAY]);
    const [p] = report.matches[0]!.passages;
    expect(p!.sourceRanges).toEqual([[p!.sourceStart, p!.sourceEnd]]);
    expect(matchedSourceText(RAILWAY.text, p!)).toBe(COPY_1);
  });

  it('is not truncated when the work fits the budget', () => {
    const report = compare(`${OWN} ${COPY_2}. ${COPY_1}.`, [MILLS, RAILWAY, UNRELATED]);
    expect(report.truncated).toBe(false);
    expect(report.matches).toHaveLength(2);
  });

  it('stops comparing once its work budget is spent, keeping what it found', () => {
    const text = `${OWN} ${COPY_2}. ${COPY_1}.`;
    const full = compare(text, [MILLS, RAILWAY]);
    // The least work that compares the first candidate in full, and so none left for the second.
    let maxWork = 1;
    while (compare(text, [MILLS], { maxWork }).truncated) maxWork++;
    const report = compare(text, [MILLS, RAILWAY], { maxWork });
    expect(report.truncated).toBe(true);
    expect(report.matches.map((m) => m.source.id)).toEqual(['mills']);
    expect(report.matches[0]).toEqual(full.matches.find((m) => m.source.id === 'mills'));
    expect(compare(text, [MILLS, RAILWAY], { maxWork: 1 })).toMatchObject({ matches: [], truncated: true });
  });

  it('stops at its deadline', () => {
    const report = compare(`${OWN} ${COPY_1}.`, [RAILWAY], { deadline: Date.now() - 1 });
    expect(report.truncated).toBe(true);
    expect(report.matches).toEqual([]);
    expect(compare(`${OWN} ${COPY_1}.`, [RAILWAY], { deadline: Date.now() + 60_000 }).truncated).toBe(false);
  });
});
