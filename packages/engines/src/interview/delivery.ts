import { FILLERS, HEDGES, NOT_OWNERSHIP, TYPE_DETERMINERS } from './lexicon.ts';
import { compileAll, findEach, type Hit } from './match.ts';
import type { Tokenised, Word } from './tokens.ts';

/** How the answer is delivered: fillers, hedges, "I" statements and pace. */

const FILLER_PHRASES = compileAll(FILLERS);
const HEDGE_PHRASES = compileAll(HEDGES);

/** Words right after "you know" that make it a real question or clause ("you know how to…"). */
const YOU_KNOW_CLAUSE = new Set([
  'how',
  'what',
  'that',
  'whether',
  'the',
  'a',
  'an',
  'when',
  'where',
  'why',
  'if',
]);
const BEFORE_YOU_KNOW = new Set(['do', 'did', 'if', 'what', 'whether', "don't", 'would', 'you']);

export function fillerHits(t: Tokenised): Hit[] {
  const hits: Hit[] = findEach(t.words, FILLER_PHRASES);
  const taken = new Set(hits.flatMap((h) => range(h)));
  const { words, text } = t;
  words.forEach((w, i) => {
    if (taken.has(i)) return;
    const prev = words[i - 1];
    const next = words[i + 1];
    const commaAfter = /^\s*,/.test(text.slice(w.end, w.end + 2));
    const commaBefore = prev ? /,\s*$/.test(text.slice(prev.end, w.start)) : false;
    const sentenceStart = !prev || prev.sentence !== w.sentence;
    if (w.lower === 'like') {
      const afterFiller = prev && (taken.has(i - 1) || ['so', 'and', 'but', 'just'].includes(prev.lower));
      if (commaAfter || commaBefore || sentenceStart || afterFiller) hits.push({ first: i, last: i });
    } else if (w.lower === 'you' && next?.lower === 'know' && next.sentence === w.sentence) {
      const clause = words[i + 2] && YOU_KNOW_CLAUSE.has(words[i + 2]!.lower);
      const commaAfterKnow = /^\s*[,?.]/.test(text.slice(next.end, next.end + 2)) || !words[i + 2];
      if (!(prev && BEFORE_YOU_KNOW.has(prev.lower)) && (commaAfterKnow || !clause)) {
        hits.push({ first: i, last: i + 1 });
        taken.add(i + 1);
      }
    } else if (
      w.lower === 'right' &&
      commaBefore &&
      (commaAfter || /^\s*\?/.test(text.slice(w.end, w.end + 2)))
    ) {
      hits.push({ first: i, last: i });
    }
  });
  return hits.sort((a, b) => a.first - b.first);
}

export function hedgeHits(t: Tokenised): Hit[] {
  return findEach(t.words, HEDGE_PHRASES).filter((h) => {
    const first = t.words[h.first]!.lower;
    if (first !== 'kind' && first !== 'sort') return true;
    const prev = t.words[h.first - 1];
    return !(prev && prev.sentence === t.words[h.first]!.sentence && TYPE_DETERMINERS.has(prev.lower));
  });
}

export interface Ownership {
  /** "I" statements that claim an action or decision ("I built", "I would use"). */
  i: number;
  /** "We" statements: fine in moderation, but the interviewer wants to hear what you did. */
  we: number;
  /** Word index of each "I" statement. */
  at: number[];
}

export function ownership(words: readonly Word[]): Ownership {
  const at: number[] = [];
  let we = 0;
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (
      /^i('d|'ll|'ve)?$/.test(w.lower) &&
      next &&
      next.sentence === w.sentence &&
      !NOT_OWNERSHIP.has(next.lower)
    )
      at.push(i);
    if (w.lower === 'we' || w.lower === "we'd" || w.lower === "we'll") we++;
  });
  return { i: at.length, we, at };
}

/** Ideal speaking pace for an interview answer, words per minute. */
export const IDEAL_WPM = { low: 120, high: 160 } as const;

/**
 * 1 inside the ideal band, falling linearly to 0 at 60 wpm (too slow) and 240 wpm (too fast); each long
 * pause after the first costs 0.1.
 */
export function pacingScore(wordsPerMinute: number, longPauses = 0): number {
  let fit = 1;
  if (wordsPerMinute < IDEAL_WPM.low) fit = (wordsPerMinute - 60) / (IDEAL_WPM.low - 60);
  else if (wordsPerMinute > IDEAL_WPM.high) fit = (240 - wordsPerMinute) / (240 - IDEAL_WPM.high);
  return clamp01(clamp01(fit) - 0.1 * Math.max(0, longPauses - 1));
}

export const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

function range(h: Hit): number[] {
  const out: number[] = [];
  for (let k = h.first; k <= h.last; k++) out.push(k);
  return out;
}
