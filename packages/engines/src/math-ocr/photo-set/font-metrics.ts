// Advance widths and character coverage read straight from a TrueType/OpenType file (cmap + hmtx), so
// the layout can place every glyph itself: resvg falls back to another font for a whole <text> as soon
// as one character is missing, so each glyph is drawn on its own and the layout must know its width.
import { readFileSync } from 'node:fs';

export interface FontMetrics {
  /** The family name a renderer matches font-family against. */
  family: string;
  unitsPerEm: number;
  /** Advance width in em, or undefined when the font has no glyph for the character. */
  advance(char: string): number | undefined;
}

function tables(data: Buffer): Map<string, number> {
  const out = new Map<string, number>();
  const count = data.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    out.set(data.toString('latin1', at, at + 4), data.readUInt32BE(at + 8));
  }
  return out;
}

/** Unicode code point → glyph id, from a format 4 (BMP) or format 12 (full range) Unicode subtable. */
function characterMap(data: Buffer, cmap: number): (code: number) => number {
  const count = data.readUInt16BE(cmap + 2);
  let best: { format: number; at: number } | undefined;
  for (let i = 0; i < count; i++) {
    const platform = data.readUInt16BE(cmap + 4 + i * 8);
    const encoding = data.readUInt16BE(cmap + 6 + i * 8);
    const at = cmap + data.readUInt32BE(cmap + 8 + i * 8);
    const format = data.readUInt16BE(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && best?.format !== 12))) best = { format, at };
  }
  if (!best) throw new Error('no Unicode character map');
  const { at } = best;
  if (best.format === 12) {
    const groups = data.readUInt32BE(at + 12);
    return (code) => {
      for (let g = 0; g < groups; g++) {
        const start = data.readUInt32BE(at + 16 + g * 12);
        const end = data.readUInt32BE(at + 20 + g * 12);
        if (code >= start && code <= end) return data.readUInt32BE(at + 24 + g * 12) + code - start;
      }
      return 0;
    };
  }
  const segments = data.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let s = 0; s < segments; s++) {
      if (code > data.readUInt16BE(ends + s * 2)) continue;
      const start = data.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = data.readUInt16BE(deltas + s * 2);
      const rangeOffset = data.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = data.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** The typographic family (name 16) if present, else the family (name 1). */
function familyName(data: Buffer, name: number): string {
  const count = data.readUInt16BE(name + 2);
  const strings = name + data.readUInt16BE(name + 4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const at = name + 6 + i * 12;
    const platform = data.readUInt16BE(at);
    const id = data.readUInt16BE(at + 6);
    if ((id !== 1 && id !== 16) || found.has(id) || (platform !== 3 && platform !== 1)) continue;
    const start = strings + data.readUInt16BE(at + 10);
    const bytes = data.subarray(start, start + data.readUInt16BE(at + 8));
    found.set(
      id,
      platform === 3 ? Buffer.from(bytes).swap16().toString('utf16le') : bytes.toString('latin1'),
    );
  }
  const family = found.get(16) ?? found.get(1);
  if (!family) throw new Error('no family name');
  return family;
}

export function readFontMetrics(file: string): FontMetrics {
  const data = readFileSync(file);
  const at = tables(data);
  const head = at.get('head');
  const hhea = at.get('hhea');
  const hmtx = at.get('hmtx');
  const cmap = at.get('cmap');
  const name = at.get('name');
  if (
    head === undefined ||
    hhea === undefined ||
    hmtx === undefined ||
    cmap === undefined ||
    name === undefined
  )
    throw new Error(`${file}: not a TrueType/OpenType font`);
  const unitsPerEm = data.readUInt16BE(head + 18);
  const longMetrics = data.readUInt16BE(hhea + 34);
  const glyphOf = characterMap(data, cmap);
  const cache = new Map<string, number | undefined>();
  return {
    family: familyName(data, name),
    unitsPerEm,
    advance(char) {
      if (cache.has(char)) return cache.get(char);
      const glyph = glyphOf(char.codePointAt(0)!);
      const width =
        glyph === 0 ? undefined : data.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4) / unitsPerEm;
      cache.set(char, width);
      return width;
    },
  };
}
