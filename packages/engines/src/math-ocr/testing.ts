// Test helper (imported only by *.test.ts): renders problem text to a PNG "photo" with DejaVu Sans,
// or to a JPEG phone photo of a notebook or a page on a desk.
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

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

function rasterize(svg: string): Uint8Array {
  fontFile ??= createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  const resvg = new Resvg(svg, {
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return new Uint8Array(resvg.render().asPng());
}

/** Each line is SVG text content, so it may hold <tspan> markup (e.g. a raised exponent). */
export function renderProblemPng(lines: string[], style: PhotoStyle = {}): Uint8Array {
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
  return rasterize(svg);
}

export interface SceneStyle {
  /** Degrees the writing is turned by. */
  rotate?: number;
  /** Pale blue rules and a red margin line, as in an exercise book. */
  notebook?: boolean;
  /** A smaller page on a dark desk, turned 2° more than the writing. */
  desk?: boolean;
  /** A shadow over the left half, darkest at the edge. */
  shadow?: boolean;
  /** Gaussian blur in pixels (out of focus). */
  blur?: number;
  /** JPEG quality; the photo is a JPEG as phones send them. */
  quality?: number;
}

/** A phone photo of one problem, 1400 × 1000, as a JPEG. */
export async function renderPhoto(lines: string[], style: SceneStyle = {}): Promise<Uint8Array> {
  const [W, H] = [1400, 1000];
  const turn = style.rotate ?? 0;
  const paper = '#f3efe6';
  const rules = style.notebook
    ? `${Array.from({ length: 15 }, (_, i) => `<line x1="0" x2="${W}" y1="${80 + i * 64}" y2="${80 + i * 64}" stroke="#9dbfe3" stroke-width="3"/>`).join('')}<line x1="170" x2="170" y1="0" y2="${H}" stroke="#e07a7a" stroke-width="3"/>`
    : '';
  const page = style.desk
    ? `<rect width="${W}" height="${H}" fill="#5a4636"/><rect x="130" y="100" width="${W - 260}" height="${H - 200}" fill="${paper}" transform="rotate(${turn + 2} ${W / 2} ${H / 2})"/>`
    : `<rect width="${W}" height="${H}" fill="${paper}"/>`;
  const shadow = style.shadow
    ? `<defs><linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : '';
  // Writing sits on the rules (baselines at 80 + 64k) from the fifth rule down.
  const text = lines
    .map((l, i) => `<text x="260" y="${336 + i * 128}" font-size="60" fill="#222">${l}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="focus"><feGaussianBlur stdDeviation="${style.blur ?? 0}"/></filter></defs>` +
    `${page}<g transform="rotate(${turn} ${W / 2} ${H / 2})" filter="url(#focus)" font-family="DejaVu Sans">${rules}${text}</g>${shadow}</svg>`;
  const jpeg = await sharp(rasterize(svg))
    .jpeg({ quality: style.quality ?? 60 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** A stacked fraction between inline text, e.g. stackedPng('', 'x + 1', '2', ' = 5'): 900 × 300 PNG. */
export function stackedPng(
  before: string,
  numerator: string,
  denominator: string,
  after: string,
): Uint8Array {
  const size = 44;
  const em = 0.6 * size;
  // Markup (a raised exponent) takes no room of its own.
  const x = 60 + before.replace(/<[^>]+>/g, '').length * em;
  const width = Math.max(numerator.length, denominator.length) * em + 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300" font-family="DejaVu Sans" font-size="${size}">` +
    `<rect width="100%" height="100%" fill="#fff"/><text x="60" y="165">${before}</text>` +
    `<text x="${x + width / 2}" y="130" text-anchor="middle">${numerator}</text>` +
    `<rect x="${x}" y="148" width="${width}" height="3"/>` +
    `<text x="${x + width / 2}" y="200" text-anchor="middle">${denominator}</text>` +
    `<text x="${x + width + 8}" y="165">${after}</text></svg>`;
  return rasterize(svg);
}

/**
 * Two stacked fractions with a sign far between them, as handwriting spaces them, e.g.
 * fractionsPng(['7', '8'], '−', ['1', '3']): the sign is short and a fraction's width from each.
 */
export function fractionsPng(left: [string, string], sign: string, right: [string, string]): Uint8Array {
  const size = 64;
  const fraction = ([numerator, denominator]: [string, string], x: number) =>
    `<text x="${x + 30}" y="110" text-anchor="middle">${numerator}</text>` +
    `<rect x="${x}" y="130" width="60" height="5"/>` +
    `<text x="${x + 30}" y="200" text-anchor="middle">${denominator}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="300" font-family="DejaVu Sans" font-size="${size}">` +
    `<rect width="100%" height="100%" fill="#fff"/>${fraction(left, 100)}` +
    `<text x="235" y="150" text-anchor="middle" font-size="40">${sign}</text>${fraction(right, 330)}</svg>`;
  return rasterize(svg);
}

/** A raised, smaller exponent as handwriting and textbooks set it. */
export const sup = (exp: string) => `<tspan dy="-14" font-size="24">${exp}</tspan><tspan dy="14">`;
