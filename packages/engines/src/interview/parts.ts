import { baseForms } from '../writing/inflect.ts';
import { PHASE_CUES, PHASES, type Phase, STAR_CUES, STAR_PARTS, type StarPart } from './lexicon.ts';
import { compilePhrase, findPhrase, type Phrase } from './match.ts';
import type { Tokenised, Word } from './tokens.ts';

/**
 * Which part of a well-built answer each sentence plays: Situation/Task/Action/Result for behavioral
 * answers, approach/details/trade-offs/result for technical ones. Each sentence scores every part by the
 * cue phrases it contains; the best part wins, ties going to the part that keeps the story in order.
 */

export interface SentenceRole<P extends string> {
  /** The part this sentence plays, inferred from cues; undefined when it has none. */
  cued?: P;
  /** The part used for reordering: the cued part, or the previous sentence's when there was no cue. */
  part: P;
}

export interface PartsAnalysis<P extends string> {
  roles: SentenceRole<P>[];
  /** Per sentence, the cue score of each part. */
  scores: Record<P, number>[];
  /** Parts that some sentence is mainly about, or gives a strong cue for (score ≥ STRONG_CUE). */
  present: Record<P, boolean>;
  /** Share of the parts present, 0–1. */
  share: number;
}

/** A sentence can serve two parts ("…which is O(n) time, the trade-off against…"); a cue this strong counts. */
export const STRONG_CUE = 2;

type Cues<P extends string> = Readonly<Record<P, readonly [string, number][]>>;
type Compiled<P extends string> = [P, Phrase, number][];

const compile = <P extends string>(parts: readonly P[], cues: Cues<P>): Compiled<P> =>
  parts.flatMap((p) => cues[p].map(([src, w]) => [p, compilePhrase(src), w] as [P, Phrase, number]));

const STAR = compile(STAR_PARTS, STAR_CUES);
const PHASE = compile(PHASES, PHASE_CUES);

const PAST_AUX = new Set(['was', 'were', 'had', 'did']);
const SUBJECTS = new Set([
  'i',
  'we',
  'he',
  'she',
  'they',
  'it',
  'team',
  'manager',
  'teammate',
  'company',
  'client',
]);
const NOT_ACTION = new Set([
  'was',
  'were',
  'had',
  'did',
  'thought',
  'felt',
  'guessed',
  'wanted',
  'needed',
  'used',
]);

/** A past-tense verb, as far as spelling tells ("built", "talked"; not "needs" or "building"). */
export function isPast(lower: string): boolean {
  let past = pastCache.get(lower);
  if (past === undefined) {
    if (PAST_AUX.has(lower)) past = true;
    else if (!/^[a-z]+$/.test(lower) || /(s|ing)$/.test(lower)) past = false;
    else past = (lower.endsWith('ed') && lower.length > 4) || baseForms(lower, 'v').length > 1;
    pastCache.set(lower, past);
  }
  return past;
}
const pastCache = new Map<string, boolean>();

function cueScores<P extends string>(
  t: Tokenised,
  compiled: Compiled<P>,
  parts: readonly P[],
): Record<P, number>[] {
  const scores = t.sentences.map(() => Object.fromEntries(parts.map((p) => [p, 0])) as Record<P, number>);
  for (const [part, phrase, weight] of compiled) {
    const seen = new Set<number>();
    for (const hit of findPhrase(t.words, phrase, true)) {
      const s = t.words[hit.first]!.sentence;
      if (seen.has(s)) continue;
      seen.add(s);
      scores[s]![part] += weight;
    }
  }
  return scores;
}

function assign<P extends string>(scores: Record<P, number>[], parts: readonly P[]): PartsAnalysis<P> {
  const roles: SentenceRole<P>[] = [];
  let previous: P = parts[0]!;
  for (const row of scores) {
    const best = Math.max(...parts.map((p) => row[p]));
    let cued: P | undefined;
    if (best > 0) {
      const tied = parts.filter((p) => row[p] === best);
      cued = tied.find((p) => parts.indexOf(p) >= parts.indexOf(previous)) ?? tied[0]!;
    }
    const part = cued ?? previous;
    roles.push(cued ? { cued, part } : { part });
    previous = part;
  }
  const present = Object.fromEntries(
    parts.map((p) => [p, roles.some((r) => r.cued === p) || scores.some((row) => row[p] >= STRONG_CUE)]),
  ) as Record<P, boolean>;
  const share = parts.filter((p) => present[p]).length / parts.length;
  return { roles, scores, present, share };
}

const sentenceWords = (t: Tokenised, s: number): Word[] =>
  t.words.slice(t.sentences[s]!.firstWord, t.sentences[s]!.endWord);

const hasFigure = (words: readonly Word[]): boolean => words.some((w) => /\d/.test(w.lower));

export function starParts(t: Tokenised): PartsAnalysis<StarPart> {
  const scores = cueScores(t, STAR, STAR_PARTS);
  t.sentences.forEach((_, s) => {
    const words = sentenceWords(t, s);
    const row = scores[s]!;
    // "I" + a past-tense verb is the typical action sentence; "we" + past verb is weaker evidence.
    words.forEach((w, k) => {
      const next = words[k + 1];
      if (!next || !isPast(next.lower) || NOT_ACTION.has(next.lower)) return;
      if (w.lower === 'i') row.action += 1;
      else if (w.lower === 'we') row.action += 0.5;
    });
    if (hasFigure(words) && row.result > 0) row.result += 1;
    // An opening narrative sentence ("we were…", "my team had…", "they moved…") with no other cue sets the scene.
    const narrative = words.some(
      (w, k) => PAST_AUX.has(w.lower) || (k > 0 && SUBJECTS.has(words[k - 1]!.lower) && isPast(w.lower)),
    );
    if (s === 0 && Math.max(row.task, row.action, row.result) === 0 && narrative) row.situation += 0.5;
  });
  return assign(scores, STAR_PARTS);
}

export function phaseParts(t: Tokenised): PartsAnalysis<Phase> {
  const scores = cueScores(t, PHASE, PHASES);
  t.sentences.forEach((_, s) => {
    const words = sentenceWords(t, s);
    // A complexity bound or a measured figure is the result of a technical answer.
    if (words.some((w) => w.lower.startsWith('o('))) scores[s]!.result += 2;
  });
  // Answers usually open with the approach: in a first sentence that has cues, it gets a nudge.
  const first = scores[0];
  if (first && PHASES.some((p) => first[p] > 0)) first.approach += 1;
  return assign(scores, PHASES);
}
