import { lexicalRelation } from './quality/lexicon.ts';
import type { Random } from './random.ts';
import { shuffle } from './random.ts';
import { norm, padWords } from './text.ts';
import type { SourceRef } from './validate.ts';

export type Difficulty = 'easy' | 'medium' | 'hard';

/**
 * A question before its options are drawn. `distractors` is a list of groups in order of preference
 * (e.g. same category first); options are drawn from the first groups, shuffled within each group.
 * `keys` name the things it asks about, so one quiz never asks about the same thing twice.
 */
export interface QuestionCandidate {
  kind: string;
  tier: Difficulty;
  keys: string[];
  question: string;
  answer: string;
  distractors: string[][];
  explanation: string;
  source: SourceRef;
}

export interface CardCandidate {
  kind: string;
  tier: Difficulty;
  keys: string[];
  front: string;
  back: string;
  category?: string;
  source: SourceRef;
}

const formCache = new Map<string, [string, string]>();

/** norm() and padWords() of a distractor, memoised: the same phrases are checked again and again. */
function forms(text: string): [string, string] {
  let f = formCache.get(text);
  if (!f) {
    f = [norm(text), padWords(text)];
    if (formCache.size >= 20_000) formCache.clear();
    formCache.set(text, f);
  }
  return f;
}

/**
 * Keep only distractors that can stand beside `answer` in `question`: not the answer, not containing
 * it or contained in it, not already visible in the question, and not repeated. Returns the groups
 * with empty ones removed, or undefined when fewer than three remain. Stops after `limit` distractors
 * (earlier groups first), which bounds the work on long notes.
 */
export function cleanDistractors(
  answer: string,
  question: string,
  groups: string[][],
  limit = 40,
): string[][] | undefined {
  const answerKey = norm(answer);
  const seen = new Set([answerKey]);
  const questionWords = padWords(question);
  const out: string[][] = [];
  let total = 0;
  for (const group of groups) {
    if (total >= limit) break;
    const kept: string[] = [];
    for (const raw of group) {
      if (total + kept.length >= limit) break;
      const d = raw.trim();
      const [key, words] = forms(d);
      if (!d || seen.has(key)) continue;
      if (key.includes(answerKey) || answerKey.includes(key)) continue;
      if (questionWords.includes(words)) continue;
      seen.add(key);
      kept.push(d);
    }
    if (kept.length) out.push(kept);
    total += kept.length;
  }
  return total >= 3 ? out : undefined;
}

/**
 * Drop the distractors WordNet relates to the answer (a synonym, a broader or a narrower term, such
 * as "rock" beside "limestone"): they are not definitely wrong. Undefined when fewer than three remain.
 */
export function definitelyWrong(answer: string, groups: string[][] | undefined): string[][] | undefined {
  if (!groups) return undefined;
  const kept = groups.map((g) => g.filter((d) => !lexicalRelation(answer, d))).filter((g) => g.length);
  return kept.reduce((n, g) => n + g.length, 0) >= 3 ? kept : undefined;
}

/** One of `options`, the same one for the same key: varied wording that stays reproducible. */
export function variant<T>(key: string, options: readonly T[]): T {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return options[Math.abs(hash) % options.length]!;
}

/** Draw three distractors, preferring earlier groups, in a seeded random order within a group. */
export function drawDistractors(groups: string[][], random: Random): string[] {
  const picked: string[] = [];
  for (const group of groups) {
    for (const d of shuffle(group, random)) {
      if (picked.length === 3) return picked;
      picked.push(d);
    }
  }
  return picked;
}
