/** Quotation marks in running text: where each quotation opens and closes. */

export interface Quotation {
  /** Index of the opening mark. */
  open: number;
  /** Index of the closing mark. */
  close: number;
}

const CLOSING = new Map([
  ['“', '”'],
  ['"', '"'],
  ['‘', '’'],
  ["'", "'"],
]);
const SINGLE = new Set(['‘', "'"]);
const MAX_QUOTATION_CHARS = 3000;
const MIN_SINGLE_QUOTED_WORDS = 3;

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** An opening mark starts a text or follows a space or opening punctuation, and is followed by text. */
function opensAt(text: string, i: number): boolean {
  const before = text[i - 1];
  const after = text[i + 1];
  if (after === undefined || isSpace(after)) return false;
  return before === undefined || isSpace(before) || /[([{\-–—/“‘]/.test(before);
}

/**
 * A closing mark follows text and is not followed by a letter, so the apostrophe in "don’t" never
 * closes; a digit may follow, as a footnote number (…end.”12 or …end”²).
 */
function closesAt(text: string, i: number): boolean {
  return !isSpace(text[i - 1]) && !isLetter(text[i + 1]);
}

function findClose(text: string, open: number): number {
  const mark = text[open]!;
  const closing = CLOSING.get(mark);
  const limit = Math.min(text.length, open + MAX_QUOTATION_CHARS);
  for (let j = open + 1; j < limit; j++) {
    const c = text[j]!;
    if (c === '\n' && /^\n\s*\n/.test(text.slice(j, j + 8))) return -1; // no quotation spans paragraphs
    // Another opening mark of the same kind first: this one is never closed.
    if (c === mark && (mark === '“' || opensAt(text, j)) && !closesAt(text, j)) return -1;
    if (c === closing && closesAt(text, j)) return j;
  }
  return -1;
}

/**
 * Quotations in “curly” or "straight" double marks, and in single marks (‘…’ or '…') only when
 * they hold at least three words and the marks sit outside words, since single marks are mostly
 * apostrophes. Nested quotations are part of the outer one.
 */
export function quotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!CLOSING.has(text[i]!) || !opensAt(text, i)) continue;
    const close = findClose(text, i);
    if (close < 0) continue;
    if (SINGLE.has(text[i]!)) {
      const words = text.slice(i + 1, close).match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
      if (words < MIN_SINGLE_QUOTED_WORDS) continue;
    }
    found.push({ open: i, close });
    i = close;
  }
  return found;
}
