// The DejaVu faces every PDF StudyBot writes embeds (papers, interview reports): read once from the
// dejavu-fonts-ttf package and kept, with the characters each can draw.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export const FONT_FILES = {
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
} as const;
export type Face = keyof typeof FONT_FILES;

export interface LoadedFont {
  data: Buffer;
  /** The code points the font has a glyph for. */
  covers: Set<number>;
}

let fontsPromise: Promise<Record<Face, LoadedFont>> | undefined;

/** The DejaVu faces from the dejavu-fonts-ttf package, read once and kept. */
export function loadFonts(): Promise<Record<Face, LoadedFont>> {
  fontsPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as Face[]).map(async (face) => {
        const data = await readFile(require.resolve(`dejavu-fonts-ttf/ttf/${FONT_FILES[face]}`));
        return [face, { data, covers: cmapCoverage(data) }] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Face, LoadedFont>;
  })();
  fontsPromise.catch(() => {
    fontsPromise = undefined;
  });
  return fontsPromise;
}

/**
 * The code points a TrueType font maps to a real glyph, from its cmap table (format 12 when the
 * font has one, else format 4). Empty if the table cannot be read.
 */
export function cmapCoverage(font: Buffer): Set<number> {
  const covers = new Set<number>();
  try {
    const numTables = font.readUInt16BE(4);
    let cmap = -1;
    for (let i = 0; i < numTables; i++) {
      const record = 12 + i * 16;
      if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
    }
    if (cmap < 0) return covers;
    const subtables = font.readUInt16BE(cmap + 2);
    let format4 = -1;
    let format12 = -1;
    for (let i = 0; i < subtables; i++) {
      const record = cmap + 4 + i * 8;
      const platform = font.readUInt16BE(record);
      const encoding = font.readUInt16BE(record + 2);
      const offset = cmap + font.readUInt32BE(record + 4);
      const format = font.readUInt16BE(offset);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (!unicode) continue;
      if (format === 12 && format12 < 0) format12 = offset;
      if (format === 4 && format4 < 0) format4 = offset;
    }
    if (format12 >= 0) {
      const groups = font.readUInt32BE(format12 + 12);
      for (let g = 0; g < groups; g++) {
        const group = format12 + 16 + g * 12;
        const start = font.readUInt32BE(group);
        const end = Math.min(font.readUInt32BE(group + 4), 0x10ffff);
        const glyph = font.readUInt32BE(group + 8);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) covers.add(c);
      }
    } else if (format4 >= 0) {
      const segments = font.readUInt16BE(format4 + 6) / 2;
      const ends = format4 + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = font.readUInt16BE(starts + s * 2);
        const end = font.readUInt16BE(ends + s * 2);
        const delta = font.readInt16BE(deltas + s * 2);
        const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const index = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            glyph = index === 0 ? 0 : (index + delta) & 0xffff;
          }
          if (glyph !== 0) covers.add(c);
        }
      }
    }
  } catch {
    // A damaged table: report what was read so far.
  }
  return covers;
}

/**
 * The face for a piece of text: the serif one, unless the text has characters only DejaVu Sans can
 * draw (Hebrew, Arabic, some symbols and emoji), in which case the whole block is set in Sans.
 * Characters neither face has are drawn as the font's "missing glyph" box rather than failing.
 */
export function faceFor(text: string, fonts: Record<Face, LoadedFont>, bold: boolean): Face {
  const serif = bold ? 'serifBold' : 'serif';
  const sans = bold ? 'sansBold' : 'sans';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (!fonts[serif].covers.has(code) && fonts[sans].covers.has(code) && !/\s/.test(char)) return sans;
  }
  return serif;
}
