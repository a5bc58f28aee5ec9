// Text labels that know their own bounding box, so layouts (and their tests) can check overlaps.
import type { Box } from './geometry.ts';
import { COLORS, svgText, textWidth, wrapText } from './svg.ts';

export interface Label {
  /** The lines shown, in order (never cut with "…"). */
  lines: string[];
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  bold: boolean;
  fill: string;
  halo: boolean;
  box: Box;
}

const LINE_HEIGHT = 1.2;

/** A label whose first baseline is at y; its box covers ascenders and descenders of every line. */
export function makeLabel(
  text: string | string[],
  x: number,
  y: number,
  size: number,
  opts: { anchor?: 'start' | 'middle' | 'end'; bold?: boolean; fill?: string; halo?: boolean } = {},
): Label {
  const lines = typeof text === 'string' ? [text] : text;
  const anchor = opts.anchor ?? 'middle';
  const bold = opts.bold ?? false;
  const width = Math.max(...lines.map((l) => textWidth(l, size, bold)));
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  const height = size * 1.15 + (lines.length - 1) * size * LINE_HEIGHT;
  return {
    lines,
    x,
    y,
    size,
    anchor,
    bold,
    fill: opts.fill ?? COLORS.text,
    halo: opts.halo ?? false,
    box: { x: left, y: y - size * 0.9, width, height },
  };
}

/** Moves a label by (dx, dy), box included. */
export function shiftLabel(label: Label, dx: number, dy: number): Label {
  return {
    ...label,
    x: label.x + dx,
    y: label.y + dy,
    box: { ...label.box, x: label.box.x + dx, y: label.box.y + dy },
  };
}

/**
 * Wraps text into at most maxLines lines of maxWidth, shrinking the font (down to minSize) rather
 * than cutting a word with "…". Null when even the smallest size would need an ellipsis.
 */
export function fitText(
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
  maxLines: number,
  bold = false,
): { lines: string[]; size: number } | null {
  for (let s = size; s >= minSize; s -= 1) {
    const lines = wrapText(text, maxWidth, s, maxLines, bold);
    const cut = lines.some((l) => l.endsWith('…')) && !text.trim().endsWith('…');
    const broken = lines.some((l) => l.endsWith('-')) && !/-/.test(text);
    if (!cut && !broken && lines.every((l) => textWidth(l, s, bold) <= maxWidth)) return { lines, size: s };
  }
  return null;
}

export function drawLabel(label: Label): string {
  return svgText(
    label.x,
    label.y,
    label.lines.length === 1 ? label.lines[0]! : label.lines,
    {
      size: label.size,
      anchor: label.anchor,
      weight: label.bold ? 'bold' : 'normal',
      fill: label.fill,
      halo: label.halo,
    },
    LINE_HEIGHT,
  );
}
