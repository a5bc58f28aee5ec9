import { baseForms } from '../writing/inflect.ts';

/**
 * Words and sentences of an answer with their character spans in the original text, so every piece of
 * feedback can quote exactly what the student said.
 */

export interface Word {
  /** As written. */
  text: string;
  /** Lower-cased; a big-O expression is one word with spaces removed ("o(nlogn)"). */
  lower: string;
  start: number;
  end: number;
  /** Index of the sentence it belongs to. */
  sentence: number;
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
  /** Index range into the answer's words. */
  firstWord: number;
  endWord: number;
  /** True for a clause cut out of a long run before a connective: the sentence goes on after it. */
  cut: boolean;
}

export interface Span {
  start: number;
  end: number;
}

// Big-O first so "O(n log n)" stays one word; then words with inner apostrophes ("don't", "it’s").
const WORD = /[Oo]\s?\(\s?[^()]{1,20}\)|[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function normaliseBigO(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '').replace(/²/g, '^2').replace(/\*/g, '');
}

/** Every word of `text` with its span (hyphenated words are split: "trade-off" → trade, off). */
export function wordsOf(text: string): Omit<Word, 'sentence'>[] {
  const out: Omit<Word, 'sentence'>[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const lower = /^o\s?\(/i.test(raw) ? normaliseBigO(raw) : raw.toLowerCase().replace(/’/g, "'");
    out.push({ text: raw, lower, start: m.index, end: m.index + raw.length });
  }
  return out;
}

const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s|$)/g;
/** A run longer than this with no full stop (a typical speech transcript) is cut at clause starts. */
const MAX_RUN_WORDS = 45;
const CLAUSE_START =
  /\s(?=(?:and then|and so|so|then|but|because|after that|finally|as a result|in the end)\b)/gi;

/**
 * Sentences of `text` as trimmed spans. Full stops, question and exclamation marks and line breaks end a
 * sentence; "0.4" and "bit.ly" do not. Very long runs are cut before connectives so a transcript still
 * has parts to reorder.
 */
export function sentenceSpans(text: string): (Span & { cut: boolean })[] {
  const rough: (Span & { cut: boolean })[] = [];
  const push = (start: number, end: number) => {
    const slice = text.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    const trail = slice.length - slice.trimEnd().length;
    if (end - trail > start + lead) rough.push({ start: start + lead, end: end - trail, cut: false });
  };
  for (const line of lineSpans(text)) {
    let from = line.start;
    const body = text.slice(line.start, line.end);
    for (const m of body.matchAll(SENTENCE_END)) {
      const end = line.start + m.index + m[0].length;
      push(from, end);
      from = end;
    }
    push(from, line.end);
  }
  return rough.flatMap((s) => splitLongRun(text, s));
}

function lineSpans(text: string): Span[] {
  const out: Span[] = [];
  let from = 0;
  for (const m of text.matchAll(/\n+/g)) {
    out.push({ start: from, end: m.index });
    from = m.index + m[0].length;
  }
  out.push({ start: from, end: text.length });
  return out;
}

function splitLongRun(text: string, s: Span & { cut: boolean }): (Span & { cut: boolean })[] {
  const body = text.slice(s.start, s.end);
  if (body.split(/\s+/).length <= MAX_RUN_WORDS) return [s];
  const cuts = [...body.matchAll(CLAUSE_START)].map((m) => m.index);
  const out: (Span & { cut: boolean })[] = [];
  let from = 0;
  for (const cut of cuts) {
    // Keep clauses at least 8 words long so they read as statements, not fragments.
    if (body.slice(from, cut).split(/\s+/).filter(Boolean).length < 8) continue;
    out.push({ start: s.start + from, end: s.start + cut, cut: true });
    from = cut + 1;
  }
  out.push({ start: s.start + from, end: s.end, cut: false });
  return out;
}

export interface Tokenised {
  text: string;
  words: Word[];
  sentences: Sentence[];
}

export function tokenise(text: string): Tokenised {
  const spans = sentenceSpans(text);
  const words: Word[] = [];
  const sentences: Sentence[] = [];
  spans.forEach((span, i) => {
    const firstWord = words.length;
    for (const w of wordsOf(text.slice(span.start, span.end)))
      words.push({ ...w, start: w.start + span.start, end: w.end + span.start, sentence: i });
    sentences.push({
      text: text.slice(span.start, span.end),
      start: span.start,
      end: span.end,
      firstWord,
      endWord: words.length,
      cut: span.cut,
    });
  });
  return { text, words, sentences };
}

const foldCache = new Map<string, readonly string[]>();

/**
 * The forms a word may stand for, for matching "caching" with "cache" or "queues" with "queue": the
 * word plus its possible noun and verb base forms. Two words match when their folds share a form.
 * Forms shorter than 3 letters are dropped so "uses" does not reach "us".
 */
export function fold(lower: string): readonly string[] {
  let forms = foldCache.get(lower);
  if (!forms) {
    if (!/^[a-z]+$/.test(lower)) forms = [lower];
    else {
      const set = new Set([lower]);
      for (const f of [...baseForms(lower, 'n'), ...baseForms(lower, 'v')]) if (f.length >= 3) set.add(f);
      forms = [...set];
    }
    foldCache.set(lower, forms);
  }
  return forms;
}

export function foldsMatch(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.includes(x));
}
