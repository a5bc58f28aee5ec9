// Training glyphs for the classifier: every class character drawn in a font on a sheet, each in its
// own cell, turned, slanted and stretched a little at random; the sheet blurred, given noise and
// thresholded to ink the way a photo's writing is, and each cell's ink cut out as one glyph.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { escapeXml } from '../../imaging/svg.ts';
import { createRandom, type Random } from '../../studygen/random.ts';
import { components, marksImage } from '../image/components.ts';
import { createGray, crop, type Gray } from '../image/gray.ts';
import { readFontMetrics } from '../photo-set/font-metrics.ts';
import { glyphFeatures } from './features.ts';
import type { GlyphSample } from './train.ts';

const COLUMNS = 12;
const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);

/**
 * Other characters drawn as a class: a hand writes its 3 with a flat top as often as round, and few
 * fonts do, but the letter ezh (Ʒ, ʒ) has just that shape.
 */
const ALSO_DRAWN_AS: Record<string, string> = { '3': 'Ʒʒ' };
/** A hand's 1 may lean back, its top left of its foot, as no font's does: it is also drawn so. */
const LEANS_BACK = '1';

/** The classes a font has a glyph for (a missing one would be drawn as an empty box). */
export function coveredClasses(fontPath: string, classes: string): string[] {
  const metrics = readFontMetrics(fontPath);
  return [...classes].filter((c) => metrics.advance(c) !== undefined);
}

/** What is drawn for each class the font covers: the class's own character and any of its other shapes. */
function drawnShapes(
  fontPath: string,
  classes: string,
  otherShapes: boolean,
): { char: string; label: number }[] {
  return coveredClasses(fontPath, classes).flatMap((c) => [
    { char: c, label: classes.indexOf(c) },
    ...coveredClasses(fontPath, otherShapes ? (ALSO_DRAWN_AS[c] ?? '') : '').map((char) => ({
      char,
      label: classes.indexOf(c),
    })),
  ]);
}

/** The ink of a glyph cut out of a cell: marks much smaller than the glyph's largest are noise. */
function cellGlyph(ink: Gray): Gray | null {
  const { list, labels } = components(ink);
  const largest = Math.max(0, ...list.map((c) => c.area));
  const kept = list.filter((c) => c.area >= Math.max(3, 0.015 * largest));
  return kept.length ? marksImage({ labels, ink }, kept).image : null;
}

/** Bilinear blend of a grid's four values around cell `at` (row-major, `stride` wide) at fractions fx, fy. */
function blend(grid: Float32Array, stride: number, at: number, fx: number, fy: number): number {
  const top = (1 - fx) * grid[at]! + fx * grid[at + 1]!;
  const bottom = (1 - fx) * grid[at + stride]! + fx * grid[at + stride + 1]!;
  return (1 - fy) * top + fy * bottom;
}

/**
 * A hand never draws a stroke the same way twice: the sheet bent by a smooth random field (offsets
 * drawn on a grid half a letter apart and blended between), so each glyph's strokes wander a little.
 */
function wobble(grey: Buffer, width: number, height: number, size: number, random: Random): Buffer {
  const step = size / 2;
  const reach = between(random, 0, 0.1) * size;
  const columns = Math.ceil(width / step) + 2;
  const rows = Math.ceil(height / step) + 2;
  const offsets = () => Float32Array.from({ length: columns * rows }, () => (2 * random() - 1) * reach);
  const [dx, dy] = [offsets(), offsets()];
  const paper = Float32Array.from(grey);
  const out = Buffer.alloc(grey.length, 255);
  for (let y = 0; y < height; y++) {
    const j = Math.floor(y / step);
    const fy = y / step - j;
    for (let x = 0; x < width; x++) {
      const i = Math.floor(x / step);
      const fx = x / step - i;
      const sx = x + blend(dx, columns, j * columns + i, fx, fy);
      const sy = y + blend(dy, columns, j * columns + i, fx, fy);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      // Drawn from beyond the sheet's edge: blank paper.
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      out[y * width + x] = Math.round(blend(paper, width, y0 * width + x0, sx - x0, sy - y0));
    }
  }
  return out;
}

/** One sheet: each of `chars` once, in random order of distortions, at one size; `byHand`, bent as by hand. */
async function sheet(
  fontPath: string,
  chars: string[],
  random: Random,
  byHand: boolean,
): Promise<(Gray | null)[]> {
  const family = readFontMetrics(fontPath).family;
  // Letters 16–44 px tall, as the photo reader's working images have them.
  const size = between(random, 24, 62);
  const cell = Math.ceil(size * 2.2);
  const rows = Math.ceil(chars.length / COLUMNS);
  const texts = chars.map((c, i) => {
    const cx = (i % COLUMNS) * cell + cell / 2;
    const cy = Math.floor(i / COLUMNS) * cell + cell / 2;
    const transform = `translate(${cx} ${cy}) rotate(${between(random, -7, 7).toFixed(2)}) skewX(${between(random, -12, LEANS_BACK.includes(c) ? 30 : 12).toFixed(2)}) scale(${between(random, 0.8, 1.2).toFixed(3)} ${between(random, 0.9, 1.1).toFixed(3)})`;
    return `<text transform="${transform}" x="0" y="${(0.35 * size).toFixed(1)}" text-anchor="middle">${escapeXml(c)}</text>`;
  });
  const width = COLUMNS * cell;
  const height = rows * cell;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="${family}" font-size="${size.toFixed(1)}" fill="#000">${texts.join('')}</g></svg>`;
  const rgba = new Resvg(svg, {
    font: { fontFiles: [fontPath], loadSystemFonts: false, defaultFontFamily: family },
  }).render().pixels;
  let grey: Buffer = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[4 * i]!;
  if (byHand) grey = wobble(grey, width, height, size, random);
  const blur = between(random, 0.3, 0.4 + size / 40);
  const blurred = await sharp(grey, { raw: { width, height, channels: 1 } })
    .blur(blur)
    .extractChannel(0)
    .raw()
    .toBuffer();
  // A lower threshold thins the strokes, a higher one thickens them, as pens and lighting do.
  const threshold = between(random, 90, 190);
  const noise = between(random, 0, 30);
  const ink = createGray(width, height);
  for (let i = 0; i < ink.data.length; i++) {
    const value = blurred[i]! + noise * (random() + random() + random() - 1.5);
    ink.data[i] = value < threshold ? 1 : 0;
  }
  return chars.map((_, i) => {
    const x = (i % COLUMNS) * cell;
    const y = Math.floor(i / COLUMNS) * cell;
    return cellGlyph(crop(ink, x, y, x + cell, y + cell));
  });
}

/**
 * `rounds` distorted copies of every class the font covers, as samples. `forTraining` also draws the
 * other characters drawn as a class and bends the strokes as a hand does; a measure leaves both out.
 */
export async function renderGlyphSamples(
  fontPath: string,
  classes: string,
  rounds: number,
  seed: number,
  forTraining = false,
): Promise<GlyphSample[]> {
  const random = createRandom(seed);
  const shapes = drawnShapes(fontPath, classes, forTraining);
  const samples: GlyphSample[] = [];
  for (let r = 0; r < rounds; r++) {
    const glyphs = await sheet(
      fontPath,
      shapes.map((s) => s.char),
      random,
      forTraining,
    );
    glyphs.forEach((g, i) => {
      if (g) samples.push({ features: glyphFeatures(g), label: shapes[i]!.label });
    });
  }
  return samples;
}
