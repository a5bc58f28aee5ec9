import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { components } from './image/components.ts';
import { createGray } from './image/gray.ts';
import { preparePhoto } from './image/prepare.ts';
import type { OcrPage, OcrSymbol } from './layout.ts';
import { limitApproach, type Recognize, readStacked, sinksBelow } from './stacked.ts';
import { renderProblemPng } from './testing.ts';

/**
 * A stand-in for tesseract that finds the marks in the PNG it is given and reads them as `says`
 * tells it: one string per mark, left to right; `groups` says how many marks each string covers
 * ([2] reads the first two marks as one character; a 0 splits the previous mark between two); an
 * empty string leaves its mark unread.
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
      if (text === '') {
        at++;
        continue;
      }
      if (groups[i] === 0) {
        // Two characters over one mark: each gets a half of it.
        const previous = symbols.at(-1)!.bbox;
        const middle = Math.round((previous.x0 + previous.x1) / 2);
        symbols.push({ text, confidence: 95, bbox: { ...previous, x0: middle } });
        previous.x1 = middle;
        continue;
      }
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

  it.each([
    ['a digit it is sure of (a printed 8 read as 3)', '38', ['3', '3'], '38'],
    ['a digit tesseract read as a letter that names no unknown (a lone 5 as "o")', '5', ['o'], '5'],
    ['a printed 6 read as "b", the 6 it is near certain of', '6x', ['b', 'x'], '6x'],
    ['a digit read over a zero, as 0 ("0" read as "9")', '10', ['1', '9'], '10'],
  ])('takes its reading of %s, and leaves it to confirm', async (_case, written, says, expected) => {
    const prepared = await preparePhoto(renderProblemPng([written]));
    const read = await readStacked(prepared, fakeTesseract(says));
    expect(read.text).toBe(expected);
    expect(read.unsure).toBe(true);
  });

  it.each([
    // A hand's 4 is read "t" by tesseract, its 2 "t" or "1", its 3 "o".
    ['a letter it rules out for a digit', '5', ['t'], '5'],
    ['a letter beside a variable', 'x7', ['x', 'y'], 'x7'],
    ['a 2 before the letter it multiplies', '2y', ['t', 'y'], '2y'],
  ])(
    'reads the run glyph by glyph where it rules out tesseract: %s, and leaves it to confirm',
    async (_case, written, says, expected) => {
      const prepared = await preparePhoto(renderProblemPng([written]));
      const read = await readStacked(prepared, fakeTesseract(says));
      expect(read.text).toBe(expected);
      expect(read.unsure).toBe(true);
    },
  );

  it("keeps tesseract's reading of a line of prose, however the classifier reads its short words", async () => {
    // Glyph by glyph, "to do so" (read "lo do so") is "t0 d0 50"; a line of many marks and no
    // operator is no formula.
    const prepared = await preparePhoto(renderProblemPng(['to do so']));
    const read = await readStacked(prepared, fakeTesseract(['l', 'o', 'd', 'o', 's', 'o']));
    expect(read.text).toBe('lodoso');
  });

  it('reads each letter of a character that covers two side by side, and leaves it to confirm', async () => {
    const prepared = await preparePhoto(renderProblemPng(['38']));
    const read = await readStacked(prepared, fakeTesseract(['8'], [2]));
    expect(read.text).toBe('38');
    expect(read.unsure).toBe(true);
  });

  it('reads a digit over two marks alike as that digit written twice ("11" read as "1")', async () => {
    const prepared = await preparePhoto(renderProblemPng(['11']));
    const read = await readStacked(prepared, fakeTesseract(['1'], [2]));
    expect(read.text).toBe('11');
    expect(read.unsure).toBe(true);
  });

  it('leaves the reading unsure when tesseract reads a character no math problem holds', async () => {
    const prepared = await preparePhoto(renderProblemPng(['38']));
    expect((await readStacked(prepared, fakeTesseract(['°', '8']))).unsure).toBe(true);
  });

  it('reads one glyph read as two (a 7 as "14") as the digit it is sure of, and leaves it to confirm', async () => {
    const prepared = await preparePhoto(renderProblemPng(['7']));
    const read = await readStacked(prepared, fakeTesseract(['1', '4'], [1, 0]));
    expect(read.text).toBe('7');
    expect(read.unsure).toBe(true);
  });

  it('reads a glyph read as a digit and a bracket ("5" as "9)") as the digit it is sure of', async () => {
    const prepared = await preparePhoto(renderProblemPng(['5']));
    const read = await readStacked(prepared, fakeTesseract(['9', ')'], [1, 0]));
    expect(read.text).toBe('5');
    expect(read.unsure).toBe(true);
  });

  it('reads a letter read twice ("x" as "xX") once, small', async () => {
    const prepared = await preparePhoto(renderProblemPng(['(x']));
    const read = await readStacked(prepared, fakeTesseract(['(', 'x', 'X'], [1, 1, 0]));
    expect(read.text).toBe('(x');
    expect(read.unsure).toBe(true);
  });

  it.each([
    ['z', 'V', '4'],
    ['x', ':', '4'],
  ])(
    'reads a letter read as two characters, one no problem writes there (%s as "%s%s"), as that letter',
    async (letter, a, b) => {
      // After a digit, which says how tall the writing's digits stand: a lone z shape might be a 2.
      const prepared = await preparePhoto(renderProblemPng([`4${letter}`]));
      const read = await readStacked(prepared, fakeTesseract(['4', a, b], [1, 1, 0]));
      expect(read.text).toBe(`4${letter}`);
      expect(read.unsure).toBe(true);
    },
  );

  it('leaves two small letters read over one mark as read: they may be touching glyphs ("2x")', async () => {
    // A wide mark: an "m" read "rn" could as well be an r and an n run together.
    const prepared = await preparePhoto(renderProblemPng(['4m']));
    const read = await readStacked(prepared, fakeTesseract(['4', 'r', 'n'], [1, 1, 0]));
    expect(read.text).toBe('4rn');
  });

  it('leaves a comma boxed over the letter after it as read ("3, x")', async () => {
    const prepared = await preparePhoto(renderProblemPng(['3x']));
    const read = await readStacked(prepared, fakeTesseract(['3', ',', 'X'], [1, 1, 0]));
    expect(read.text).toBe('3,X');
  });

  it('leaves a mark wider than one glyph read as two as it is ("1x" touching, read "1X")', async () => {
    // The classifier takes the pair for a "u".
    const prepared = await preparePhoto(renderProblemPng(['<tspan letter-spacing="-5">1x</tspan>']));
    expect(prepared.marks).toHaveLength(1);
    const read = await readStacked(prepared, fakeTesseract(['1', 'X'], [1, 0]));
    expect(read.text).toBe('1X');
  });

  it('leaves one glyph read as two as it is, but unsure, when two touching could make it', async () => {
    // Two glyphs may touch into a w or an m ("vv", "rn"), which the classifier may be sure of.
    const prepared = await preparePhoto(renderProblemPng(['w']));
    const read = await readStacked(prepared, fakeTesseract(['1', '4'], [1, 0]));
    expect(read.text).toBe('14');
    expect(read.unsure).toBe(true);
  });

  it('puts back a decimal point tesseract left out between two digits, and leaves it to confirm', async () => {
    const prepared = await preparePhoto(renderProblemPng(['1.6']));
    const read = await readStacked(prepared, fakeTesseract(['1', '', '6']));
    expect(read.text).toBe('1.6');
    expect(read.unsure).toBe(true);
  });
});

describe('numbers read twice', () => {
  it('takes nothing read the second time, restricted to digits, as no second opinion', async () => {
    const prepared = await preparePhoto(renderProblemPng(['x = 10']));
    // x, then 10, then 10 again as digits: nothing.
    const read = await readStacked(
      prepared,
      inTurn([fakeTesseract(['x']), fakeTesseract(['1', '0'])], fakeTesseract([''])),
    );
    expect(read.text).toBe('x = 10');
    expect(read.confidence).toBeGreaterThan(0.9);
  });

  it('doubts a number read differently the second time', async () => {
    const prepared = await preparePhoto(renderProblemPng(['x = 10']));
    const read = await readStacked(
      prepared,
      inTurn([fakeTesseract(['x']), fakeTesseract(['1', '0'])], fakeTesseract(['7', '0'])),
    );
    expect(read.confidence).toBeLessThan(0.8);
  });
});

/** Each recognition by the next of `runs`, then by `rest`. */
function inTurn(runs: Recognize[], rest: Recognize): Recognize {
  let call = 0;
  return (png, whitelist) => (runs[call++] ?? rest)(png, whitelist);
}

describe('a subscript', () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  it("sinks below the letters before it, as a log's base does", () => {
    // l, o and g (reaching down), then a small 2 whose top is under the o's middle.
    const log = [box(12, 12, 20, 72), box(28, 28, 66, 73), box(74, 28, 112, 88)];
    expect(sinksBelow(box(120, 55, 143, 92), log)).toBe(true);
    // A comma is too small; a bracket stands as high as the l.
    expect(sinksBelow(box(120, 66, 128, 84), log)).toBe(false);
    expect(sinksBelow(box(120, 12, 136, 82), log)).toBe(false);
  });

  it('is no letter reaching down: the y of "Simplify" stands as high as an x', () => {
    // S, the stem of an i and its dot, m, l, f: more tall tops than small ones.
    const word = [
      box(0, 10, 30, 70),
      box(36, 34, 42, 70),
      box(36, 12, 42, 20),
      box(48, 34, 90, 70),
      box(96, 8, 102, 70),
      box(108, 8, 128, 70),
    ];
    expect(sinksBelow(box(134, 34, 164, 92), word)).toBe(false);
  });
});

describe('a closing bracket opening a row', () => {
  it('is read as a 1 whose stem bows, and left to confirm', async () => {
    // A hand's 1 bowed like a ")" (here a ")" itself), the classifier agreeing with tesseract.
    const prepared = await preparePhoto(renderProblemPng([') − x = 3']));
    const runs = [fakeTesseract([')']), fakeTesseract(['x'])];
    const read = await readStacked(prepared, inTurn(runs, fakeTesseract(['3'])));
    expect(read.text).toBe('1 - x = 3');
    expect(read.unsure).toBe(true);
  });
});

describe('item numbers', () => {
  it('drops a worksheet item number whose 1 tesseract read as l ("Ql4.")', async () => {
    const prepared = await preparePhoto(renderProblemPng(['Q14.      x = 2']));
    // Each run of marks is read in turn: the item number, then x, then 2 (and 2 again as a number).
    const runs = [fakeTesseract(['Q', 'l', '4', '.']), fakeTesseract(['x'])];
    const read = await readStacked(prepared, inTurn(runs, fakeTesseract(['2'])));
    expect(read.text).toBe('Q14) x = 2');
  });

  it('drops a short run ending in a full stop before the problem, however it was read ("Q16." as "e)4")', async () => {
    const prepared = await preparePhoto(renderProblemPng(['Q16.      x = 2']));
    const runs = [fakeTesseract(['e', ')', '4', '']), fakeTesseract(['x'])];
    const read = await readStacked(prepared, inTurn(runs, fakeTesseract(['2'])));
    expect(read.text).toBe('x = 2');
    // The classifier's objections to "e" and "4" were about the item number, not the problem.
    expect(read.unsure).toBe(false);
  });

  it('finds the full stop of an item number written above the line of its problem', async () => {
    const prepared = await preparePhoto(
      renderProblemPng(['<tspan dy="-12">9.</tspan><tspan dy="12">   x = 2</tspan>']),
    );
    // The item number is read twice (again as digits), then x, then 2.
    const runs = [fakeTesseract(['9', '.']), fakeTesseract(['9', '.']), fakeTesseract(['x'])];
    const read = await readStacked(prepared, inTurn(runs, fakeTesseract(['2'])));
    expect(read.text).toBe('9) x = 2');
  });
});

describe('what a lim tends to', () => {
  it.each([
    ['x→0', 'x->0'],
    ['x-2', 'x->2'],
    ['X—-00', 'x->infinity'],
    ['x — -1', 'x->-1'],
    ['h-->oo', 'h->infinity'],
    // A hand's 0, read as a letter o.
    ['x—o', 'x->0'],
    // A small x read twice, and ∞ as a ring and a zero.
    ['Xx—3', 'x->3'],
    ['X—o0', 'x->infinity'],
    ['x = y', null],
  ])('%s → %s', (under, approach) => {
    expect(limitApproach(under)).toBe(approach);
  });
});
