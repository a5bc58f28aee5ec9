import { OUTLINE_META, QUESTION_FRAME } from './lexicon.ts';
import { compilePhrase, contentFolds, findTopic, type Hit, isContentWord } from './match.ts';
import { fold, foldsMatch, type Tokenised } from './tokens.ts';

/** What the answer talks about: expected topics, outline points, and words shared with the question. */

export interface ExpectedTopicInput {
  topic: string;
  synonyms: readonly string[];
}

export interface TopicCoverage {
  covered: { topic: string; hit: Hit }[];
  missing: string[];
  /** covered / expected, 0–1 (0 when there are no expected topics). */
  share: number;
}

export function topicCoverage(t: Tokenised, topics: readonly ExpectedTopicInput[]): TopicCoverage {
  const covered: { topic: string; hit: Hit }[] = [];
  const missing: string[] = [];
  for (const { topic, synonyms } of topics) {
    let hit: Hit | undefined;
    for (const form of withJoinedForms([topic, ...synonyms])) {
      const found = findTopic(t.words, compilePhrase(form));
      if (found && (!hit || found.first < hit.first)) hit = found;
    }
    if (hit) covered.push({ topic, hit });
    else missing.push(topic);
  }
  return { covered, missing, share: topics.length ? covered.length / topics.length : 0 };
}

/** "trade-off" and "hash map" are also written "tradeoff" and "hashmap". */
function withJoinedForms(forms: readonly string[]): string[] {
  const out = [...forms];
  for (const f of forms) {
    const parts = f.split(/[\s-]+/);
    if (parts.length === 2 && parts.every((p) => /^\p{L}+$/u.test(p))) out.push(parts.join(''));
  }
  return out;
}

function answerFolds(t: Tokenised): (readonly string[])[] {
  return t.words.filter((w) => isContentWord(w.lower) || /^\d/.test(w.lower)).map((w) => fold(w.lower));
}

/**
 * Outline points the answer touches: at least half of a point's content words (and at least two, for
 * points of four or more) appear somewhere in the answer. Words about how to answer ("explain", "scene")
 * are left out.
 */
export function outlineCoverage(t: Tokenised, outline: readonly string[]): boolean[] {
  const have = answerFolds(t);
  return outline.map((point) => {
    const need = dedupe(
      contentFolds(point).filter((f) => !OUTLINE_META.has(f[0]!) && !QUESTION_FRAME.has(f[0]!)),
    );
    if (need.length === 0) return false;
    const found = need.filter((f) => have.some((h) => foldsMatch(h, f))).length;
    return found / need.length >= 0.5 && found >= (need.length >= 4 ? 2 : 1);
  });
}

/**
 * Share of the question's own content words (not its frame: "tell me about a time…") the answer uses.
 * Looser than topic matching: words sharing their first six letters count as related, so "shorter link"
 * is on the subject of a "URL shortener" and "disagreement" of "disagreed".
 */
export function questionOverlap(t: Tokenised, question: string): number {
  const need = dedupe(contentFolds(question).filter((f) => !QUESTION_FRAME.has(f[0]!)));
  if (need.length === 0) return 0;
  const have = answerFolds(t);
  return (
    need.filter((f) => have.some((h) => foldsMatch(h, f) || samePrefix(h[0]!, f[0]!))).length / need.length
  );
}

const PREFIX = 6;
const samePrefix = (a: string, b: string): boolean =>
  a.length >= PREFIX && b.length >= PREFIX && a.slice(0, PREFIX) === b.slice(0, PREFIX);

function dedupe(folds: string[][]): string[][] {
  const out: string[][] = [];
  for (const f of folds) if (!out.some((o) => foldsMatch(o, f))) out.push(f);
  return out;
}
