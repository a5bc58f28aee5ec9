// Small SVG helpers shared by the diagram renderers: escaping, text measuring and wrapping.

/** The logical canvas every diagram is laid out on; the SVG's viewBox scales it to the requested width. */
export const CANVAS_WIDTH = 1200;
export const CANVAS_HEIGHT = 900;

export const FONT_STACK = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans', Arial, Helvetica, sans-serif";

export const COLORS = {
  text: '#1f2933',
  muted: '#52606d',
  grid: '#e4e7eb',
  axis: '#323f4b',
  frame: '#9aa5b1',
  background: '#ffffff',
} as const;

/** Fill and border colours for boxes told apart by colour (concept-map groups, cycle stages). */
export const BOX_PALETTE = [
  { fill: '#eff6ff', stroke: '#2563eb' },
  { fill: '#ecfdf5', stroke: '#059669' },
  { fill: '#fef3c7', stroke: '#b45309' },
  { fill: '#f5f3ff', stroke: '#7c3aed' },
  { fill: '#fff1f2', stroke: '#e11d48' },
  { fill: '#f0fdfa', stroke: '#0f766e' },
] as const;

/** Characters XML 1.0 does not allow at all (C0 controls except tab/newline/CR, lone surrogates, U+FFFE/FFFF). */
const INVALID_XML_CHARS = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

/** The text with its first letter in capitals ("water cycle" → "Water cycle"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Makes any string safe as XML text or as a double- or single-quoted attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Formats a coordinate compactly (two decimals at most). */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const NARROW = new Set([...'iljtfrI.,:;!|\'"()[]{}` ']);
const WIDE = new Set([...'mwMW@%']);

/**
 * Estimated advance width of `text` at `fontSize`. Deliberately generous (tuned on DejaVu Sans,
 * the widest of the fonts we expect), so boxes sized from it never clip real text.
 */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.33;
    else if (NARROW.has(ch)) em += 0.36;
    else if (WIDE.has(ch)) em += 0.95;
    else if (/[A-Z]/.test(ch)) em += 0.72;
    else if (/[0-9]/.test(ch)) em += 0.64;
    else em += 0.62;
  }
  return em * fontSize * (bold ? 1.1 : 1);
}

/** Breaks text into at most `maxLines` lines no wider than `maxWidth`; overflow ends in an ellipsis. */
export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number,
  maxLines = 3,
  bold = false,
): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const fits = (s: string) => textWidth(s, fontSize, bold) <= maxWidth;
  for (let word of words) {
    // A single word wider than the box is broken: after one of its own hyphens if one fits
    // ("bicycle-built-|for-two"), else where it must, with a hyphen added.
    while (!fits(word) && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(`${word.slice(0, cut)}-`)) cut--;
      const ownHyphen = word.lastIndexOf('-', cut) + 1;
      const head = ownHyphen > 1 ? word.slice(0, ownHyphen) : `${word.slice(0, cut)}-`;
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(head);
      word = word.slice(ownHyphen > 1 ? ownHyphen : cut);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) current = candidate;
    else {
      if (current) lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.length > 0 ? lines : [''];
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (!fits(last) && last.length > 1) last = `${last.slice(0, -2).trimEnd()}…`;
  kept[maxLines - 1] = last;
  return kept;
}

export interface TextOptions {
  size: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  fill?: string;
  /** Draw a white outline behind the glyphs so the text stays readable over lines. */
  halo?: boolean;
}

/** A <text> element; multiple lines are stacked with `lineHeight`, the first baseline at `y`. */
export function svgText(
  x: number,
  y: number,
  lines: string | string[],
  opts: TextOptions,
  lineHeight = 1.25,
): string {
  const all = typeof lines === 'string' ? [lines] : lines;
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-size="${n(opts.size)}"`,
    `text-anchor="${opts.anchor ?? 'start'}"`,
    `fill="${opts.fill ?? COLORS.text}"`,
  ];
  if (opts.weight === 'bold') attrs.push('font-weight="bold"');
  if (opts.halo) attrs.push('stroke="#ffffff" stroke-width="5" stroke-linejoin="round" paint-order="stroke"');
  if (all.length === 1) return `<text ${attrs.join(' ')}>${escapeXml(all[0] ?? '')}</text>`;
  const spans = all
    .map(
      (line, i) =>
        `<tspan x="${n(x)}" dy="${i === 0 ? 0 : n(opts.size * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text ${attrs.join(' ')}>${spans}</text>`;
}

/** Wraps body elements into a complete, self-contained SVG document with a white background and a title. */
export function svgDocument(opts: {
  width: number;
  height: number;
  title: string;
  desc: string;
  body: string;
}): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${opts.width}" height="${opts.height}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}" role="img" font-family="${escapeXml(FONT_STACK)}">`,
    `<title>${escapeXml(opts.title)}</title>`,
    `<desc>${escapeXml(opts.desc)}</desc>`,
    `<rect x="0" y="0" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="${COLORS.background}"/>`,
    opts.body,
    '</svg>',
  ].join('\n');
}

/** The title line at the top of every diagram, shrunk to fit the width. Returns the SVG and the y below it. */
export function svgTitle(title: string, maxSize = 44): { svg: string; bottom: number } {
  let size = maxSize;
  const maxWidth = CANVAS_WIDTH - 60;
  while (size > 24 && textWidth(title, size, true) > maxWidth) size -= 2;
  const lines = wrapText(title, maxWidth, size, 2, true);
  const y = 20 + size;
  return {
    svg: svgText(CANVAS_WIDTH / 2, y, lines, { size, anchor: 'middle', weight: 'bold' }),
    bottom: y + (lines.length - 1) * size * 1.25 + size * 0.45,
  };
}
