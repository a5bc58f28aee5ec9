// Reading a photo whose problem is written in two dimensions: each stacked fraction's numerator
// and denominator are read on their own and written inline as "(a)/(b)", and the rest of each line
// is read with the fractions blanked out, so the pieces go back together by position.

import type { Component } from './image/components.ts';
import { encodeBinaryPng } from './image/decode.ts';
import { type Box, findFractions, type StackedFraction, union } from './image/fractions.ts';
import { crop, enlarge, type Gray } from './image/gray.ts';
import { findOperators } from './image/operators.ts';
import type { PreparedPhoto } from './image/prepare.ts';
import { lineWords, type OcrPage, pageLines, pageText } from './layout.ts';

/** One recognition of a black-on-white PNG (see OcrWorker.recognize). */
export type Recognize = (png: Buffer) => Promise<OcrPage>;

interface Piece {
  text: string;
  x0: number;
}

const MARGIN = 6;

function region(ink: Gray, box: { x0: number; y0: number; x1: number; y1: number }): Gray {
  return crop(
    ink,
    Math.max(0, box.x0 - MARGIN),
    Math.max(0, box.y0 - MARGIN),
    Math.min(ink.width, box.x1 + MARGIN),
    Math.min(ink.height, box.y1 + MARGIN),
  );
}

/** The words in an image, left to right, with positions shifted by `dx` into page coordinates. */
async function readPieces(
  image: Gray,
  dx: number,
  recognize: Recognize,
  confidences: number[],
): Promise<Piece[]> {
  // Tesseract reads best with capitals about 30–40 pixels tall; small pieces are enlarged.
  const k = image.height < 50 ? 2 : 1;
  const page = await recognize(await encodeBinaryPng(enlarge(image, k)));
  if (page.text.trim()) confidences.push(pageText(page).confidence);
  // encodeBinaryPng adds a border; positions come back including it.
  const border = 24;
  return pageLines(page)
    .flatMap(lineWords)
    .filter((w) => w.text.trim())
    .map((w) => ({ text: w.text, x0: (w.x0 - border) / k + dx }));
}

const joined = (pieces: Piece[]) =>
  pieces
    .sort((a, b) => a.x0 - b.x0)
    .map((p) => p.text)
    .join(' ')
    .trim();

interface Context {
  ink: Gray;
  glyphHeight: number;
  recognize: Recognize;
  /** Each recognition's confidence, for the reading's overall one. */
  confidences: number[];
}

/**
 * One row of marks: operators by shape, the rest by recognition, with everything else inside the
 * row's box (fractions, operators) blanked so nothing is read twice.
 */
async function readRow(ctx: Context, marks: Component[], blanks: Box[]): Promise<Piece[]> {
  const operators = findOperators(ctx.ink, marks, ctx.glyphHeight);
  const operatorMarks = new Set(operators.flatMap((o) => o.marks));
  const pieces: Piece[] = operators.map((o) => ({ text: o.text, x0: o.x0 }));
  // Between operators, each run of marks is read on its own: a gap where an operator was blanked
  // out makes tesseract invent letters.
  const cuts = operators.map((o) => o.x0).sort((a, b) => a - b);
  const runs = new Map<number, Component[]>();
  for (const m of marks) {
    if (operatorMarks.has(m)) continue;
    const run = cuts.filter((x) => x <= m.x0).length;
    runs.set(run, [...(runs.get(run) ?? []), m]);
  }
  for (const run of runs.values()) {
    const box = union(run);
    const image = region(ctx.ink, box);
    const ox = Math.max(0, box.x0 - MARGIN);
    const oy = Math.max(0, box.y0 - MARGIN);
    const inRun = new Set(run);
    const others = [...blanks, ...marks.filter((m) => !inRun.has(m))];
    for (const b of others) {
      const x0 = Math.max(0, b.x0 - ox);
      const x1 = Math.min(image.width, b.x1 - ox);
      if (x1 <= x0) continue;
      for (let y = Math.max(0, b.y0 - oy); y < Math.min(image.height, b.y1 - oy); y++)
        image.data.fill(0, y * image.width + x0, y * image.width + x1);
    }
    pieces.push(...(await readPieces(image, ox, ctx.recognize, ctx.confidences)));
  }
  return pieces;
}

async function readFraction(ctx: Context, f: StackedFraction): Promise<string> {
  const part = async (marks: Component[]) => joined(await readRow(ctx, marks, [])).replace(/\s+/g, '');
  const numerator = await part(f.numerator);
  const denominator = await part(f.denominator);
  // A stacked d/dx is the derivative operator, not a fraction.
  if (/^d$/i.test(numerator) && /^d[a-z]$/i.test(denominator)) return `d/${denominator.toLowerCase()}`;
  const wrap = (s: string) => (/^[A-Za-z0-9.]+$/.test(s) ? s : `(${s})`);
  return `${wrap(numerator)}/${wrap(denominator)}`;
}

/**
 * The problem as text lines with the recognition confidence, or null when the page holds no
 * stacked fraction (the whole-image reading then serves). Lines are the fractions and the marks
 * beside them, top to bottom.
 */
export async function readStacked(
  prepared: PreparedPhoto,
  recognize: Recognize,
): Promise<{ text: string; confidence: number } | null> {
  const { ink, marks } = prepared;
  const heights = marks.map((m) => m.y1 - m.y0).sort((a, b) => a - b);
  const glyphHeight = heights[heights.length >> 1] ?? 0;
  const fractions = findFractions(marks, glyphHeight);
  if (fractions.length === 0) return null;
  const ctx: Context = { ink, glyphHeight, recognize, confidences: [] };
  const inFraction = new Set(fractions.flatMap((f) => [f.bar, ...f.numerator, ...f.denominator]));
  // Lines: fractions and other marks whose middles share a band, top to bottom.
  type Item = { box: Box; mark?: Component; fraction?: StackedFraction };
  const items: Item[] = [
    ...fractions.map((f) => ({
      box: { ...f.box, y0: f.bar.y0 - glyphHeight / 2, y1: f.bar.y1 + glyphHeight / 2 },
      fraction: f,
    })),
    ...marks.filter((m) => !inFraction.has(m)).map((m) => ({ box: m, mark: m })),
  ].sort((a, b) => a.box.y0 - b.box.y0);
  const lines: Item[][] = [];
  for (const item of items) {
    const mid = (item.box.y0 + item.box.y1) / 2;
    const line = lines.find((l) => {
      const band = union(l.map((i) => i.box));
      return mid >= band.y0 && mid <= band.y1;
    });
    if (line) line.push(item);
    else lines.push([item]);
  }
  const texts: string[] = [];
  for (const line of lines) {
    const pieces: Piece[] = [];
    const lineFractions = line.flatMap((i) => (i.fraction ? [i.fraction] : []));
    for (const f of lineFractions) pieces.push({ text: await readFraction(ctx, f), x0: f.box.x0 });
    const rest = line.flatMap((i) => (i.mark ? [i.mark] : []));
    if (rest.length)
      pieces.push(
        ...(await readRow(
          ctx,
          rest,
          lineFractions.map((f) => f.box),
        )),
      );
    const text = joined(pieces);
    if (text) texts.push(text);
  }
  // Weighed as pageText weighs symbols: mostly the mean, with a pull towards the least sure piece.
  const { confidences } = ctx;
  if (!confidences.length) return { text: texts.join('\n'), confidence: 0 };
  const mean = confidences.reduce((a, b) => a + b, 0) / confidences.length;
  return { text: texts.join('\n'), confidence: 0.75 * mean + 0.25 * Math.min(...confidences) };
}
