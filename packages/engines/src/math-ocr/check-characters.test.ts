import { describe, expect, it } from 'vitest';
import { checkCharacters } from './check-characters.ts';
import type { Box } from './image/fractions.ts';
import { preparePhoto } from './image/prepare.ts';
import type { OcrPage, OcrSymbol } from './layout.ts';
import { resolveFonts } from './photo-set/fonts.ts';
import { PHOTO_PROBLEMS } from './photo-set/problems.ts';
import { renderPhoto as photograph } from './photo-set/render.ts';
import { renderProblemPng } from './testing.ts';

const page = (symbols: OcrSymbol[]): OcrPage => ({
  text: symbols.map((s) => s.text).join(''),
  blocks: [
    {
      paragraphs: [{ lines: [{ words: [{ text: '', symbols }], baseline: { x0: 0, y0: 0, x1: 0, y1: 0 } }] }],
    },
  ],
});

describe('checkCharacters', () => {
  it('gives a mark to the narrower of two boxes over it: an "x" stretched over the ">" after it', async () => {
    const prepared = await preparePhoto(renderProblemPng(['4x > 0']));
    const marks = [...prepared.marks].sort((a, b) => a.x0 - b.x0);
    expect(marks).toHaveLength(4);
    const [four, x, more, zero] = marks as unknown as [Box, Box, Box, Box];
    const symbols: OcrSymbol[] = [
      { text: '4', confidence: 95, bbox: four },
      // Stretched so that its middle is the ">"'s middle: only which box is narrower decides.
      { text: 'x', confidence: 95, bbox: { ...x, x1: more.x0 + more.x1 - x.x0 } },
      { text: '>', confidence: 95, bbox: more },
      { text: '0', confidence: 95, bbox: zero },
    ];
    const check = checkCharacters(page(symbols), marks, (b) => b, prepared);
    expect(symbols.map((s) => s.text).join('')).toBe('4x>0');
    expect(check.repaired).toBe(false);
  });
});

describe('two characters read over one mark', () => {
  /** "plan8" with its 8 read as the two letters `pair` over it, the second owning no mark. */
  async function readOverEight(pair: string, before: string) {
    const prepared = await preparePhoto(renderProblemPng([`${before}8`]));
    const marks = [...prepared.marks].sort((a, b) => a.x0 - b.x0);
    const eight = marks.at(-1)!;
    const half = (eight.x0 + eight.x1) / 2;
    const symbols: OcrSymbol[] = [
      ...marks.slice(0, -1).map((m, i) => ({ text: before[i]!, confidence: 90, bbox: m })),
      { text: pair[0]!, confidence: 60, bbox: { ...eight, x1: half } },
      { text: pair[1]!, confidence: 60, bbox: { ...eight, x0: half } },
    ];
    checkCharacters(page(symbols), marks, (b) => b, prepared);
    return symbols.map((s) => s.text).join('');
  }

  it('makes them the digit the classifier is sure the mark is', async () => {
    expect(await readOverEight('5)', '2')).toBe('28');
  });

  it('leaves two letters of a word be: the word is what it spells', async () => {
    expect(await readOverEight('fy', 'plan')).toBe('planfy');
  });
});

describe('a question mark', () => {
  it('drops a digit read from nothing before a whole "?" ("240?" read "2407?")', async () => {
    const prepared = await preparePhoto(renderProblemPng(['240?']));
    const marks = [...prepared.marks].sort((a, b) => a.x0 - b.x0);
    expect(marks).toHaveLength(5);
    const [two, four, zero, hook, dot] = marks as unknown as [Box, Box, Box, Box, Box];
    const symbols: OcrSymbol[] = [
      { text: '2', confidence: 90, bbox: two },
      { text: '4', confidence: 90, bbox: four },
      { text: '0', confidence: 90, bbox: zero },
      // Over the 0's edge and the hook's, owning neither.
      { text: '7', confidence: 60, bbox: { ...zero, x0: zero.x1 - 4, x1: hook.x0 + 3 } },
      { text: '?', confidence: 90, bbox: { x0: hook.x0, y0: hook.y0, x1: hook.x1, y1: dot.y1 } },
    ];
    const check = checkCharacters(page(symbols), marks, (b) => b, prepared);
    expect(symbols.map((s) => s.text).join('')).toBe('240?');
    expect(check.repaired).toBe(true);
  });
});

describe('a printed times sign read as "%x"', () => {
  /** "3.2 × 1.5" printed in Liberation Sans, its × floating, read with a "%" over it or before it. */
  async function readCross(percentOverCross: boolean) {
    const font = resolveFonts().available.find((f) => f.name === 'Liberation Sans')!;
    const problem = PHOTO_PROBLEMS.find((p) => p.id === 'arithmetic-5')!;
    const photo = await photograph({ problem, font, background: 'paper', seed: 1828936651 });
    const prepared = await preparePhoto(photo.image);
    const marks = [...prepared.marks].sort((a, b) => a.x0 - b.x0);
    expect(marks).toHaveLength(7);
    const [three, point, two, cross, one, point2, five] = marks as unknown as Box[];
    const half = (cross!.x0 + cross!.x1) / 2;
    const symbols: OcrSymbol[] = [
      { text: '3', confidence: 90, bbox: three! },
      { text: '.', confidence: 90, bbox: point! },
      { text: '2', confidence: 90, bbox: two! },
      // Over the cross's left half, or over the gap before it, owning nothing.
      percentOverCross
        ? { text: '%', confidence: 60, bbox: { ...cross!, x1: half + 2 } }
        : { text: '%', confidence: 60, bbox: { ...cross!, x0: two!.x1 + 1, x1: cross!.x0 - 1 } },
      { text: 'x', confidence: 60, bbox: percentOverCross ? { ...cross!, x0: half + 4 } : cross! },
      { text: '1', confidence: 90, bbox: one! },
      { text: '.', confidence: 90, bbox: point2! },
      { text: '5', confidence: 90, bbox: five! },
    ];
    const check = checkCharacters(page(symbols), marks, (b) => b, prepared);
    expect(check.repaired).toBe(true);
    return symbols.map((s) => s.text).join('');
  }

  it('makes a "%" over the cross, which the classifier sees as an x, the times sign', async () => {
    expect(await readCross(true)).toBe('3.2×1.5');
  });

  it('drops a "%" over no mark of its own', async () => {
    expect(await readCross(false)).toBe('3.2x1.5');
  });
});
