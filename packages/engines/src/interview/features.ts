import { clamp01 } from './delivery.ts';
import { CONNECTIVES, NUMBER_WORDS, OUTCOME_WORDS, REASONING, TECH_TERMS, VAGUE_WORDS } from './lexicon.ts';
import { compileAll, findEach, type Hit, isContentWord } from './match.ts';
import { fold, type Tokenised } from './tokens.ts';

/** Specificity and structure of an answer, each 0–1; the weights are in score.ts's header. */

import type { InterviewDifficulty, InterviewFocusArea } from '@studybot/contract';

export type FocusArea = InterviewFocusArea;
export type Difficulty = InterviewDifficulty;

const TECH = compileAll(TECH_TERMS);
const OUTCOMES = compileAll(OUTCOME_WORDS);
const VAGUE = compileAll(VAGUE_WORDS);
const CONNECTIVE_PHRASES = compileAll(CONNECTIVES);
const REASONING_PHRASES = compileAll(REASONING);

/** `x / k`, capped at 1: "k of these is plenty". */
export const saturate = (x: number, k: number): number => Math.min(1, x / k);

export interface Specificity {
  score: number;
  figures: Hit[];
  named: Hit[];
  outcomes: Hit[];
  vague: Hit[];
  /** Distinct content words per word. */
  density: number;
}

const ACRONYM = /^[A-Z][A-Z0-9]{1,7}s?$/;
const NOT_NAMES = new Set(['I', 'OK', 'A']);

/**
 * specificity = 0.30·sat(figures, 3) + 0.30·sat(named things, 4) + 0.20·sat(outcome words, 2)
 *             + 0.20·densityFit − 0.05·vague words, clamped to 0–1.
 * Figures are numbers and number words; named things are known tools and techniques, big-O bounds,
 * acronyms and capitalised names mid-sentence; densityFit is 0 at ≤20 % distinct content words and 1 at ≥50 %.
 */
export function specificity(t: Tokenised): Specificity {
  const { words } = t;
  const figures: Hit[] = [];
  const named: Hit[] = findEach(words, TECH, true);
  const namedSeen = new Set(named.map((h) => words[h.first]!.lower));
  const figureSeen = new Set<string>();
  words.forEach((w, i) => {
    if ((/\d/.test(w.lower) && !w.lower.startsWith('o(')) || NUMBER_WORDS.has(w.lower)) {
      if (!figureSeen.has(w.lower)) figures.push({ first: i, last: i });
      figureSeen.add(w.lower);
      return;
    }
    const midSentence = words[i - 1]?.sentence === w.sentence;
    const isName =
      w.lower.startsWith('o(') || ACRONYM.test(w.text) || (midSentence && /^\p{Lu}\p{Ll}/u.test(w.text));
    if (
      isName &&
      !NOT_NAMES.has(w.text) &&
      !namedSeen.has(w.lower) &&
      !named.some((h) => h.first <= i && i <= h.last)
    ) {
      named.push({ first: i, last: i });
      namedSeen.add(w.lower);
    }
  });
  const outcomes = findEach(words, OUTCOMES, true);
  const vague = findEach(words, VAGUE);
  const distinct = new Set(words.filter((w) => isContentWord(w.lower)).map((w) => fold(w.lower)[0]!));
  const density = words.length ? distinct.size / words.length : 0;
  const densityFit = clamp01((density - 0.2) / 0.3);
  const score = clamp01(
    0.3 * saturate(figures.length, 3) +
      0.3 * saturate(named.length, 4) +
      0.2 * saturate(outcomes.length, 2) +
      0.2 * densityFit -
      0.05 * vague.length,
  );
  return { score, figures, named: named.sort((a, b) => a.first - b.first), outcomes, vague, density };
}

/** Ideal answer length in words, by focus area and difficulty. */
export const IDEAL_WORDS: Readonly<Record<FocusArea, Readonly<Record<Difficulty, [number, number]>>>> = {
  behavioral: { easy: [80, 220], medium: [100, 260], hard: [120, 300] },
  algorithms: { easy: [50, 180], medium: [60, 200], hard: [80, 250] },
  system_design: { easy: [80, 250], medium: [100, 300], hard: [120, 350] },
};

/** 1 inside the ideal range; below it, words/min; above it, falling to 0.2 at twice the maximum. */
export function lengthFit(words: number, focus: FocusArea, difficulty: Difficulty): number {
  const [min, max] = IDEAL_WORDS[focus][difficulty];
  if (words < min) return words / min;
  if (words > max) return Math.max(0.2, 1 - (0.8 * (words - max)) / max);
  return 1;
}

export interface Structure {
  score: number;
  lengthFit: number;
  connectives: string[];
  /** Share of three-word sequences that repeat an earlier one (fillers left out), 0–1. */
  repetition: number;
  /** First word index of the first repeated sequence, for quoting. */
  repeatedAt?: Hit;
  /** Share of words in sentences of at most 40 words (0.5 when the text has no sentence punctuation). */
  sentenceShape: number;
  longestSentence: number;
}

const NOISE = new Set([
  'um',
  'umm',
  'uh',
  'er',
  'like',
  'basically',
  'you',
  'know',
  'yeah',
  'so',
  'kind',
  'of',
  'i',
  'guess',
  'and',
]);

/**
 * structure = 0.35·lengthFit + 0.30·sat(distinct connectives, 4) + 0.20·(1 − min(1, 3·repetition))
 *           + 0.15·sentenceShape
 */
export function structure(t: Tokenised, focus: FocusArea, difficulty: Difficulty): Structure {
  const fit = lengthFit(t.words.length, focus, difficulty);
  const connectives = [...new Set(findEach(t.words, CONNECTIVE_PHRASES).map((h) => h.phrase.source))];

  const stream = t.words.map((w, i) => ({ w: w.lower, i })).filter(({ w }) => !NOISE.has(w));
  const seen = new Set<string>();
  let repeats = 0;
  let repeatedAt: Hit | undefined;
  for (let k = 0; k + 2 < stream.length; k++) {
    const key = `${stream[k]!.w} ${stream[k + 1]!.w} ${stream[k + 2]!.w}`;
    if (seen.has(key)) {
      repeats++;
      repeatedAt ??= { first: stream[k]!.i, last: stream[k + 2]!.i };
    }
    seen.add(key);
  }
  const trigrams = Math.max(1, stream.length - 2);
  const repetition = repeats / trigrams;

  // Measured on full stops, not on the clauses a long unpunctuated run was cut into.
  const lengths: number[] = [];
  let run = 0;
  for (const s of t.sentences) {
    run += s.endWord - s.firstWord;
    if (!s.cut) {
      lengths.push(run);
      run = 0;
    }
  }
  if (run > 0) lengths.push(run);
  const punctuated = /[.!?]/.test(t.text);
  const total = lengths.reduce((a, b) => a + b, 0);
  const sentenceShape =
    !punctuated || total === 0 ? 0.5 : lengths.filter((n) => n <= 40).reduce((a, b) => a + b, 0) / total;

  const score =
    0.35 * fit +
    0.3 * saturate(connectives.length, 4) +
    0.2 * (1 - Math.min(1, 3 * repetition)) +
    0.15 * sentenceShape;
  return {
    score,
    lengthFit: fit,
    connectives,
    repetition,
    ...(repeatedAt ? { repeatedAt } : {}),
    sentenceShape,
    longestSentence: Math.max(0, ...lengths),
  };
}

/** Reasoning cues used (distinct): because, trade-off, instead, otherwise… */
export function reasoningHits(t: Tokenised): (Hit & { source: string })[] {
  const hits = findEach(t.words, REASONING_PHRASES);
  return hits.map((h) => ({ first: h.first, last: h.last, source: h.phrase.source }));
}
