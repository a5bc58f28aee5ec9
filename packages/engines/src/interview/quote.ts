import type { Hit } from './match.ts';
import type { Tokenised } from './tokens.ts';

/** A span of the answer, quoted exactly: `answer.slice(start, end) === text`. */
export interface Quote {
  text: string;
  start: number;
  end: number;
}

export const MAX_QUOTE_CHARS = 160;

/**
 * The answer between `start` and `end`, trimmed; a span longer than MAX_QUOTE_CHARS is narrowed to
 * whole words around `focus` (or its start). Undefined when nothing but whitespace is left.
 */
export function quote(
  answer: string,
  start: number,
  end: number,
  focus?: { start: number; end: number },
): Quote | undefined {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(answer[s]!)) s++;
  while (e > s && /\s/.test(answer[e - 1]!)) e--;
  if (e - s > MAX_QUOTE_CHARS) {
    const f = focus ?? { start: s, end: s };
    const room = Math.max(0, MAX_QUOTE_CHARS - (f.end - f.start));
    let ws = Math.max(s, f.start - Math.floor(room / 3));
    let we = Math.min(e, ws + MAX_QUOTE_CHARS);
    // Snap both ends inward to word boundaries.
    if (ws > s) {
      const space = answer.indexOf(' ', ws);
      if (space >= 0 && space < f.start) ws = space + 1;
    }
    if (we < e) {
      const space = answer.lastIndexOf(' ', we);
      if (space > f.end) we = space;
    }
    s = ws;
    e = we;
    while (e > s && /[\s,;:]/.test(answer[e - 1]!)) e--;
  }
  if (e <= s) return undefined;
  return { text: answer.slice(s, e), start: s, end: e };
}

/** The sentence holding a word range, narrowed around the range when long. */
export function quoteSentenceOf(t: Tokenised, hit: Hit): Quote | undefined {
  const first = t.words[hit.first];
  const last = t.words[hit.last];
  if (!first || !last) return undefined;
  const sentence = t.sentences[first.sentence]!;
  return quote(t.text, sentence.start, Math.max(sentence.end, last.end), {
    start: first.start,
    end: last.end,
  });
}

/** Exactly the words of a range. */
export function quoteWords(t: Tokenised, hit: Hit): Quote | undefined {
  const first = t.words[hit.first];
  const last = t.words[hit.last];
  return first && last ? quote(t.text, first.start, last.end) : undefined;
}

export function quoteSentence(t: Tokenised, index: number): Quote | undefined {
  const s = t.sentences[index];
  return s ? quote(t.text, s.start, s.end) : undefined;
}
