import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { components } from './image/components.ts';
import { createGray } from './image/gray.ts';
import { preparePhoto } from './image/prepare.ts';
import type { OcrPage, OcrSymbol } from './layout.ts';
import { type Recognize, readStacked } from './stacked.ts';
import { renderProblemPng } from './testing.ts';

/**
 * A stand-in for tesseract that finds the marks in the PNG it is given and reads them as `says`
 * tells it: one string per mark, left to right, or one string for a group of marks joined by "+"
 * in `groups` (e.g. [2] reads the first two marks as one character).
 */
function fakeTesseract(says: string[], groups: number[] = []): Recognize {
  return async (png) => {
    const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const ink = createGray(info.width, info.height);
    for (let i = 0; i < ink.data.length; i++) ink.data[i] = data[i]! < 128 ? 1 : 0;
    const marks = components(ink).list.sort((a, b) => a.x0 - b.x0);
    const symbols: OcrSymbol[] = [];
    let at = 0;
    for (const [i, text] of says.entries()) {
      const group = marks.slice(at, at + (groups[i] ?? 1));
      at += group.length;
      const bbox = {
        x0: Math.min(...group.map((m) => m.x0)),
        y0: Math.min(...group.map((m) => m.y0)),
        x1: Math.max(...group.map((m) => m.x1)),
        y1: Math.max(...group.map((m) => m.y1)),
      };
      symbols.push({ text, confidence: 95, bbox });
    }
    const bottom = Math.max(...symbols.map((s) => s.bbox.y1));
    return {
      text: says.join(''),
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                {
                  words: [{ text: says.join(''), symbols }],
                  baseline: { x0: 0, y0: bottom, x1: info.width, y1: bottom },
                },
              ],
            },
          ],
        },
      ],
    } satisfies OcrPage;
  };
}

describe('the glyph classifier as a second reader', () => {
  it('lets a reading stand when it agrees with every character', async () => {
    const prepared = await preparePhoto(renderProblemPng(['38']));
    const read = await readStacked(prepared, fakeTesseract(['3', '8']));
    expect(read.text).toBe('38');
    expect(read.unsure).toBe(false);
  });

  it('leaves the reading unsure when it is sure a character is something else (a 3 read as 8)', async () => {
    const prepared = await preparePhoto(renderProblemPng(['38']));
    const read = await readStacked(prepared, fakeTesseract(['8', '8']));
    // The text stays tesseract's (it wins or loses on its own); the student confirms it.
    expect(read.text).toBe('88');
    expect(read.unsure).toBe(true);
  });

  it('reads each letter of a character that covers two side by side, and leaves it to confirm', async () => {
    const prepared = await preparePhoto(renderProblemPng(['38']));
    const read = await readStacked(prepared, fakeTesseract(['8'], [2]));
    expect(read.text).toBe('38');
    expect(read.unsure).toBe(true);
  });

  it('leaves the reading unsure when tesseract reads a character no math problem holds', async () => {
    const prepared = await preparePhoto(renderProblemPng(['38']));
    expect((await readStacked(prepared, fakeTesseract(['°', '8']))).unsure).toBe(true);
  });
});
