import { firstSpanEndingAfter, type Span, wordSpans } from './words.ts';

interface Unit {
  start: number;
  end: number;
  words: number;
}

// Full stops after these do not end a sentence: "Mr. Lincoln", "the U. S. Army".
const SENTENCE_END =
  /(?<!\b(?:Mr|Mrs|Ms|Dr|St|Gen|Gov|Hon|Sen|Rep|No|[A-Z]))[.!?]["”’)]*(?=\s+["“‘(]?[A-Z0-9])/g;

/** Splits text[start, end) after each match of `boundary`, trimming whitespace and dropping empty pieces. */
function pieces(text: string, words: Span[], start: number, end: number, boundary: RegExp): Unit[] {
  const units: Unit[] = [];
  const add = (from: number, to: number) => {
    let [s, e] = [from, to];
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    const count = firstSpanEndingAfter(words, e) - firstSpanEndingAfter(words, s);
    if (s < e) units.push({ start: s, end: e, words: count });
  };
  let from = start;
  for (const m of text.slice(start, end).matchAll(boundary)) {
    const cut = start + m.index + m[0].length;
    add(from, cut);
    from = cut;
  }
  add(from, end);
  return units;
}

/** Paragraphs, with any paragraph longer than `maxWords` broken into its sentences. */
function units(text: string, maxWords: number): Unit[] {
  const words = wordSpans(text);
  return pieces(text, words, 0, text.length, /\n/g).flatMap((p) =>
    p.words > maxWords ? pieces(text, words, p.start, p.end, SENTENCE_END) : [p],
  );
}

/**
 * Splits a long text into consecutive sections of roughly minWords–maxWords words, cutting only at
 * paragraph boundaries, or at sentence boundaries inside paragraphs longer than a section (the
 * State of the Union texts have no paragraph breaks at all). Sections are as even as the cuts allow.
 */
export function splitSections(text: string, minWords = 300, maxWords = 600): string[] {
  const all = units(text, maxWords);
  const total = all.reduce((n, u) => n + u.words, 0);
  const parts = Math.max(1, Math.round(total / ((minWords + maxWords) / 2)), Math.ceil(total / maxWords));
  const per = total / parts;
  const sections: string[] = [];
  let first = 0;
  let cumulative = 0;
  all.forEach((unit, i) => {
    const before = cumulative;
    cumulative += unit.words;
    const target = (sections.length + 1) * per;
    if (sections.length + 1 >= parts || cumulative < target) return;
    const cutBefore = i > first && target - before < cumulative - target;
    const last = cutBefore ? i - 1 : i;
    sections.push(text.slice(all[first]!.start, all[last]!.end));
    first = last + 1;
  });
  if (first < all.length) sections.push(text.slice(all[first]!.start, all.at(-1)!.end));
  return sections;
}
