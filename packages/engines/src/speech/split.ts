const DEFAULT_MAX_CHARS = 500;

// A sentence ends at . ! ? or … (plus any closing quotes or brackets) followed by a space, unless the next
// word starts in lower case, as after "e.g." or "approx.".
const SENTENCE_END = /(?<=[.!?…]+["'”’)\]]*)\s+(?!\p{Ll})/u;
const CLAUSE_MARKS = ',;:';

/**
 * Splits text for speech into chunks of at most `maxChars` characters, at sentence boundaries where it can.
 * Whitespace runs and control characters become single spaces, invisible format characters are dropped,
 * and a paragraph that ends without punctuation (a heading) gets a full stop so the voice pauses after it.
 * Every word is kept, in order; there are no empty chunks.
 */
export function splitForSpeech(text: string, maxChars = DEFAULT_MAX_CHARS): string[] {
  const max = checkedMax(maxChars);
  return pack(sentencePieces(text, max), max);
}

/**
 * Splits like splitForSpeech, into no more than `parts` chunks (unless chunks of `maxChars` need more),
 * as even in length as the sentences allow: packs them with the smallest chunk size that needs at most
 * `parts` chunks, found by bisection. Sentences are not cut any further than `maxChars` requires.
 */
export function splitEvenly(text: string, parts: number, maxChars = DEFAULT_MAX_CHARS): string[] {
  const max = checkedMax(maxChars);
  const pieces = sentencePieces(text, max);
  let best = pack(pieces, max);
  if (best.length > parts) return best;
  // Invariant: packing at `high` needs at most `parts` chunks; at `low` it needs more, or cuts a piece.
  let low = Math.max(0, ...pieces.map((piece) => piece.length)) - 1;
  let high = max;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const chunks = pack(pieces, mid);
    if (chunks.length <= parts) {
      best = chunks;
      high = mid;
    } else {
      low = mid;
    }
  }
  return best;
}

function checkedMax(maxChars: number): number {
  if (!(maxChars >= 1)) throw new RangeError(`maxChars must be at least 1, got ${maxChars}`);
  return Math.floor(maxChars);
}

/** Greedily joins pieces, in order, into chunks of at most `max` characters. */
function pack(pieces: string[], max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= max) current += ` ${piece}`;
    else {
      chunks.push(current);
      current = piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The normalised text's sentences, each cut into pieces of at most `max` characters. */
function sentencePieces(text: string, max: number): string[] {
  return paragraphs(text)
    .flatMap((paragraph) => paragraph.split(SENTENCE_END))
    .flatMap((sentence) => splitLongSentence(sentence, max));
}

function paragraphs(text: string): string[] {
  const found = text
    .split(/\r?\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/\p{Cf}/gu, '')
        .replace(/[\s\p{Cc}]+/gu, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '');
  return found.map((paragraph, i) =>
    i < found.length - 1 && /[\p{L}\p{N}]$/u.test(paragraph) ? `${paragraph}.` : paragraph,
  );
}

function splitLongSentence(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const cut = breakPoint(rest, max);
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Where to cut so the first piece is at most `max` long: after a comma-like mark, else at a space, else mid-word. */
function breakPoint(text: string, max: number): number {
  for (let i = max - 1; i > max / 2; i--) {
    if (CLAUSE_MARKS.includes(text[i]!) && text[i + 1] === ' ') return i + 1;
  }
  const space = text.lastIndexOf(' ', max);
  if (space > 0) return space;
  // Not between the two halves of a surrogate pair.
  const lowSurrogate = /[\uDC00-\uDFFF]/.test(text[max]!);
  return lowSurrogate && max > 1 ? max - 1 : max;
}
