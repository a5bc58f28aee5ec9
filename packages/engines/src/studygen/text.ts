/** Small text helpers shared by the generators and the validators. */

/** Trimmed, lower-cased, single-spaced: the form used to compare options, questions and fronts. */
export function norm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Case-insensitive "does `haystack` contain `needle`" (whitespace-normalised). */
export function containsText(haystack: string, needle: string): boolean {
  const n = norm(needle);
  return n.length > 0 && norm(haystack).includes(n);
}

/** Lower-case words separated by single spaces, padded with a space at each end. */
export function padWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’-]+/gu, ' ')
    .trim()} `;
}

/** Whole-word (or whole-phrase), case-insensitive match. */
export function containsWord(haystack: string, needle: string): boolean {
  const n = padWords(needle);
  return n.trim().length > 0 && padWords(haystack).includes(n);
}

const WORD_CHAR = /[\p{L}\p{N}-]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);

/** Replace every whole-word occurrence of `phrase` with a blank (case-insensitive). */
export function blankOut(sentence: string, phrase: string): string {
  const needle = phrase.trim().toLowerCase();
  if (!needle) return sentence;
  const lower = sentence.toLowerCase();
  // toLowerCase can change length for a few characters; then fall back to no blanking.
  if (lower.length !== sentence.length) return sentence;
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
    if (at < from || isWordChar(sentence[at - 1]) || isWordChar(sentence[at + needle.length])) continue;
    out += `${sentence.slice(from, at)}___`;
    from = at + needle.length;
  }
  return out + sentence.slice(from);
}

const STOPWORDS = new Set(
  (
    'a an the of and or in on at to for from by with about into over under is are was were be been ' +
    'what which who how why when where do does did my your their its this that these those some any ' +
    'quiz test questions question flashcards flashcard cards card study notes topic intro introduction ' +
    'basics basic overview learn learning about'
  ).split(' '),
);

/** Naive English singular form, good enough for matching topics against keywords. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes|oes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Lower-case content words of a phrase in singular form. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [])
    .filter((w) => !STOPWORDS.has(w))
    .map(singular);
}

/** Every content word of `phrase` is somewhere in `text`: showing `text` gives `phrase` away. */
export function givesAway(text: string, phrase: string): boolean {
  const words = splitWords(phrase);
  if (!words.length) return false;
  const shown = new Set(splitWords(text));
  return words.every((w) => shown.has(w));
}

/** Content words, possessives and hyphens split off: "bird's foot" → bird, foot; "gas-fired" → gas, fired. */
const splitWords = (text: string) => contentWords(text.replace(/['’]s\b/g, '').replace(/[-‐]/g, ' '));

/**
 * Some content word of `phrase` (other than the words of `ignore`) is in `text`, whole or as part of
 * a compound: "A boat for carrying mail" hints at "mailboat", "a bird that twitters" at "twitterer".
 */
export function hintsAt(text: string, phrase: string, ignore = ''): boolean {
  const skip = new Set(splitWords(ignore));
  const words = splitWords(phrase).filter((w) => !skip.has(w) && w.length >= 3);
  const shown = splitWords(text).filter((w) => !skip.has(w) && w.length >= 3);
  return words.some((w) => shown.some((t) => w.includes(t) || t.includes(w)));
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Strip trailing punctuation and surrounding whitespace. */
export function stripEnd(text: string): string {
  return text.trim().replace(/[\s.;:,!?]+$/u, '');
}
