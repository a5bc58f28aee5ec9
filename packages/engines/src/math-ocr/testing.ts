// Test helper (imported only by *.test.ts): renders problem text to a PNG "photo" with DejaVu Sans.
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

export interface PhotoStyle {
  /** Degrees, about the image centre. */
  rotate?: number;
  ink?: string;
  paper?: string;
  /** Number of random specks (deterministic). */
  specks?: number;
  fontSize?: number;
}

let fontFile: string | undefined;

/** Each line is SVG text content, so it may hold <tspan> markup (e.g. a raised exponent). */
export function renderProblemPng(lines: string[], style: PhotoStyle = {}): Uint8Array {
  fontFile ??= createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  const size = style.fontSize ?? 40;
  const width = 900;
  const height = Math.round(120 + lines.length * size * 1.6);
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const specks = Array.from(
    { length: style.specks ?? 0 },
    () =>
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${(0.6 + random() * 1.4).toFixed(1)}" fill="#555"/>`,
  ).join('');
  const text = lines
    .map(
      (l, i) => `<text x="60" y="${Math.round(60 + size + i * size * 1.6)}" font-size="${size}">${l}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${style.paper ?? '#fff'}"/>${specks}` +
    `<g fill="${style.ink ?? '#000'}" font-family="DejaVu Sans" transform="rotate(${style.rotate ?? 0} ${width / 2} ${height / 2})">${text}</g></svg>`;
  const resvg = new Resvg(svg, {
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return new Uint8Array(resvg.render().asPng());
}

/** A raised, smaller exponent as handwriting and textbooks set it. */
export const sup = (exp: string) => `<tspan dy="-14" font-size="24">${exp}</tspan><tspan dy="14">`;
