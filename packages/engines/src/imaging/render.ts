// SVG → PNG with resvg, using a bundled or injected TrueType font so text renders on machines without fonts.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** Where a sans-serif TTF is looked for, in order, when no font file is injected. */
const SYSTEM_FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/noto/NotoSans-Regular.ttf',
  '/Library/Fonts/Arial.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];

/** npm packages that ship a TTF, tried (if installed) before system fonts. */
const PACKAGE_FONT_CANDIDATES = ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf'];

let cachedDefault: string | null | undefined;

/**
 * The font file used when none is injected: STUDYBOT_FONT_FILE, then an installed font package,
 * then common system locations. Null when nothing is found (PNG text then relies on system fonts).
 */
export function findDefaultFontFile(): string | null {
  if (cachedDefault !== undefined) return cachedDefault;
  const fromEnv = process.env.STUDYBOT_FONT_FILE;
  if (fromEnv && existsSync(fromEnv)) {
    cachedDefault = fromEnv;
    return fromEnv;
  }
  const require = createRequire(import.meta.url);
  for (const spec of PACKAGE_FONT_CANDIDATES) {
    try {
      const path = require.resolve(spec);
      if (existsSync(path)) {
        cachedDefault = path;
        return path;
      }
    } catch {
      // not installed
    }
  }
  cachedDefault = SYSTEM_FONT_CANDIDATES.find((path) => existsSync(path)) ?? null;
  return cachedDefault;
}

/** A bold face beside the regular one (DejaVuSans.ttf → DejaVuSans-Bold.ttf), if there is one. */
function boldSibling(fontFile: string): string | null {
  const dir = dirname(fontFile);
  const base = fontFile.slice(dir.length + 1);
  const stem = base.replace(/(-Regular)?\.(ttf|otf)$/i, '');
  const ext = /\.otf$/i.test(base) ? 'otf' : 'ttf';
  for (const candidate of [`${stem}-Bold.${ext}`]) {
    const path = join(dir, candidate);
    if (path !== fontFile && existsSync(path)) return path;
  }
  return null;
}

/** Reads the family name (name ID 1) from a TrueType/OpenType file; null if it cannot be read. */
export function fontFamilyName(fontFile: string): string | null {
  try {
    const buf = readFileSync(fontFile);
    const numTables = buf.readUInt16BE(4);
    for (let i = 0; i < numTables; i++) {
      const rec = 12 + i * 16;
      if (buf.toString('latin1', rec, rec + 4) !== 'name') continue;
      const table = buf.readUInt32BE(rec + 8);
      const count = buf.readUInt16BE(table + 2);
      const strings = table + buf.readUInt16BE(table + 4);
      let fallback: string | null = null;
      for (let j = 0; j < count; j++) {
        const r = table + 6 + j * 12;
        const platform = buf.readUInt16BE(r);
        const nameId = buf.readUInt16BE(r + 6);
        if (nameId !== 1) continue;
        const length = buf.readUInt16BE(r + 8);
        const offset = strings + buf.readUInt16BE(r + 10);
        if (platform === 3 || platform === 0) {
          const be = buf.subarray(offset, offset + length);
          let s = '';
          for (let k = 0; k + 1 < be.length; k += 2) s += String.fromCharCode(be.readUInt16BE(k));
          return s;
        }
        if (platform === 1) fallback = buf.toString('latin1', offset, offset + length);
      }
      return fallback;
    }
  } catch {
    // unreadable font: the caller falls back to a generic family
  }
  return null;
}

/** Renders an SVG document to PNG bytes at the SVG's own width/height. Throws if the SVG is not well-formed. */
export function renderPng(svg: string, fontFile?: string | null): Uint8Array {
  const font = fontFile ?? findDefaultFontFile();
  const fontFiles = font ? [font, ...[boldSibling(font)].filter((f): f is string => f !== null)] : [];
  const family = (font && fontFamilyName(font)) || 'DejaVu Sans';
  const resvg = new Resvg(svg, {
    font: {
      fontFiles,
      loadSystemFonts: fontFiles.length === 0,
      defaultFontFamily: family,
      sansSerifFamily: family,
    },
    shapeRendering: 2,
    textRendering: 1,
  });
  return new Uint8Array(resvg.render().asPng());
}
