/**
 * Citation signals next to a quotation: a parenthetical or numeric reference right after it, or
 * an "Author (year)" signal phrase earlier in the same sentence.
 */

// A capitalized name, not a capitalized function word: "(In 1998, …)" is no citation.
const NAME = String.raw`(?:(?:van|von|de|der|den|da|du|di|le|la)\s+)*(?!(?:In|On|At|By|For|From|Since|Until|Before|After|During|About|Around|The|And|Or|Of)\b)\p{Lu}[\p{L}'’\-]+`;
// Up to four capitalized words: "Smith", "O’Brien", "World Health Organization".
const AUTHOR = String.raw`${NAME}(?:\s+${NAME}){0,3}`;
// Up to six authors joined by commas, "and" or "&"; bounded, as an unbounded list backtracks badly.
const AUTHORS = String.raw`${AUTHOR}(?:(?:\s*,\s*|,?\s+(?:and|&)\s+)${AUTHOR}){0,5}(?:\s+et\s+al\.?)?`;
const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)[a-z]?|n\.\s?d\.`;
const PAGE = String.raw`(?:pp?|paras?|ch|chap|sec|§)\.?\s*\d+(?:\s*[-–—]\s*\d+)?`;
const LOCATOR = String.raw`(?:\s*[,:]\s*(?:${PAGE}|\d+(?:\s*[-–—]\s*\d+)?))?`;
const AUTHOR_YEAR = String.raw`(?:(?:see|cf\.)\s+)?${AUTHORS}(?:['’]s)?,?\s+(?:${YEAR})${LOCATOR}`;

const AFTER = [
  // (Author, 2003) (Author 2003, p. 5) (Author et al., 2019; Other, 2020)
  String.raw`\(\s*${AUTHOR_YEAR}(?:\s*;\s*${AUTHOR_YEAR})*\s*\)`,
  // (Author 45): MLA author-page
  String.raw`\(\s*${AUTHORS},?\s+\d{1,4}(?:\s*[-–—]\s*\d+)?\s*\)`,
  // (p. 12)
  String.raw`\(\s*${PAGE}\s*\)`,
  // [3] [3, 7] [2–4]
  String.raw`\[\s*\d{1,3}(?:\s*[,–\-]\s*\d{1,3})*(?:\s*,\s*${PAGE})?\s*\]`,
  // superscript footnote marks
  '[¹²³⁰⁴⁵⁶⁷⁸⁹]+',
  // …”, writes Smith (2003)
  String.raw`${AUTHORS}(?:['’]s)?\s*\(\s*(?:${YEAR})${LOCATOR}\s*\)`,
].join('|');

const CITATION_AFTER = new RegExp(AFTER, 'u');
// A plain footnote number set straight against the closing mark: …end.”12 or …end”.12
const FOOTNOTE_NUMBER = /^[.,;:!?]?\d{1,3}(?![\p{L}\p{N}])/u;
const SIGNAL_BEFORE = new RegExp(String.raw`${AUTHORS}(?:['’]s)?\s*\(\s*(?:${YEAR})${LOCATOR}\s*\)`, 'u');
// A sentence ends: terminal punctuation, perhaps a closing mark, whitespace, then a new word.
// "et al." and a few abbreviations end with a full stop but not a sentence.
const SENTENCE_BREAK =
  /(?<!\b(?:et al|[A-Z]|Mr|Mrs|Ms|Dr|St|Prof|vs|pp?|cf|e\.g|i\.e))[.!?]["”’)\]]*\s+["“‘(]?[\p{L}\p{N}]|\n\s*\n/u;

// Cheap tests that rule out most quotations before the full patterns run.
const MAY_CITE_AFTER = /[([¹²³⁰⁴⁵⁶⁷⁸⁹]/;
const MAY_CITE_BEFORE = new RegExp(String.raw`\(\s*(?:${YEAR})`, 'u');

/** How far after the closing mark a citation may start. */
export const CITATION_WINDOW_CHARS = 60;
const SIGNAL_WINDOW_CHARS = 200;

/** Is the quotation closing at `close` followed, in the same sentence, by a citation? */
export function citedAfter(text: string, close: number): boolean {
  const after = text.slice(close + 1, close + 1 + CITATION_WINDOW_CHARS + 120);
  if (FOOTNOTE_NUMBER.test(after)) return true;
  if (!MAY_CITE_AFTER.test(after)) return false;
  const m = CITATION_AFTER.exec(after);
  if (!m || m.index > CITATION_WINDOW_CHARS) return false;
  return !SENTENCE_BREAK.test(after.slice(0, m.index));
}

/** Is the quotation opening at `open` preceded, in the same sentence, by an "Author (2003)" signal? */
export function citedBefore(text: string, open: number): boolean {
  // Up to the quotation's first letter, so a sentence ending just before the mark is seen as one.
  let before = text.slice(Math.max(0, open - SIGNAL_WINDOW_CHARS), open + 2);
  for (let m = SENTENCE_BREAK.exec(before); m; m = SENTENCE_BREAK.exec(before)) {
    before = before.slice(m.index + m[0].length - 1);
  }
  return MAY_CITE_BEFORE.test(before) && SIGNAL_BEFORE.test(before);
}
