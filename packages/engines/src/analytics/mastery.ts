import { DAY_MS, type MasteryLevel, masteryLevel } from '@studybot/contract';

/**
 * Mastery per learning objective (decision 0015).
 *
 * 1. Ability: an Elo-style logistic rating. Before each answer the chance of a right answer is
 *    p = σ(θ − b), b the item's difficulty (−1 easy, 0 medium, +1 hard); afterwards
 *    θ += K·(y − p) with K = 1.2 / (1 + 0.15·n), so early answers move it a lot and later ones
 *    refine it. Item difficulty is what plain accuracy ignores: a right answer to a hard question
 *    says more than one to an easy question.
 * 2. Forgetting: what was known fades with time since the last evidence along FSRS's power curve
 *    R(t) = (1 + t / (9·S))⁻¹, where the memory's stability S (days) grows with the number of
 *    distinct days on which the student mostly answered right: S = 2·(1 + d)^1.6, at most 365.
 *    Spaced practice therefore decays slower than one cramming session.
 * 3. Reviewed flashcards: when the objective has cards, their mean FSRS retrievability (how likely
 *    each is recalled now) is averaged in, weighted by how many cards there are (up to 10).
 *
 * mastery_score = 100 · σ(θ) · R(t), blended with the cards' retrievability.
 */

export interface EvidenceItem {
  objective: string;
  correct: boolean;
  /** Epoch milliseconds. */
  at: number;
  /** −1 easy … +1 hard; 0 when unknown. */
  difficulty?: number;
}

export interface ObjectiveMastery {
  objective: string;
  score: number;
  level: MasteryLevel;
  responses: number;
  correct: number;
  /** The logistic ability θ, before forgetting. */
  ability: number;
  /** Stability of the memory, in days. */
  stability: number;
  lastAt: number;
  daysSince: number;
  confidence: number;
}

export interface CardRecall {
  objective: string;
  /** FSRS retrievability now, 0–1. */
  retrievability: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const K0 = 1.2;
const K_DECAY = 0.15;
const MAX_STABILITY_DAYS = 365;

/** FSRS-6's forgetting curve shape: recall 90% after S days. */
export const retention = (days: number, stability: number) => 1 / (1 + Math.max(0, days) / (9 * stability));
export const stabilityFor = (goodDays: number) => Math.min(MAX_STABILITY_DAYS, 2 * (1 + goodDays) ** 1.6);

/** Running state for one objective; evidence must be added oldest first. */
export class MasteryTracker {
  ability = 0;
  responses = 0;
  correct = 0;
  lastAt = 0;
  #dayTally = new Map<number, number>();
  /** |y − p| of the last 10 answers: how far answers disagreed with the estimate. */
  #surprises: number[] = [];

  constructor(readonly objective: string) {}

  add(item: EvidenceItem): void {
    const p = sigmoid(this.ability - (item.difficulty ?? 0));
    const y = item.correct ? 1 : 0;
    const k = K0 / (1 + K_DECAY * this.responses);
    this.ability += k * (y - p);
    this.responses += 1;
    if (item.correct) this.correct += 1;
    this.lastAt = Math.max(this.lastAt, item.at);
    const day = Math.floor(item.at / DAY_MS);
    this.#dayTally.set(day, (this.#dayTally.get(day) ?? 0) + (item.correct ? 1 : -1));
    this.#surprises.push(Math.abs(y - p));
    if (this.#surprises.length > 10) this.#surprises.shift();
  }

  get stability(): number {
    let goodDays = 0;
    for (const tally of this.#dayTally.values()) if (tally > 0) goodDays += 1;
    return stabilityFor(goodDays);
  }

  /** The objective's mastery at `now`, with flashcard recall blended in when there are cards. */
  result(now: number, cards: readonly number[] = []): ObjectiveMastery {
    const daysSince = this.responses === 0 ? 0 : Math.max(0, Math.floor((now - this.lastAt) / DAY_MS));
    const stability = this.stability;
    const days = this.responses === 0 ? 0 : (now - this.lastAt) / DAY_MS;
    let p = this.responses === 0 ? 0 : sigmoid(this.ability) * retention(days, stability);
    if (cards.length > 0) {
      const recall = cards.reduce((sum, r) => sum + r, 0) / cards.length;
      const cardWeight = Math.min(cards.length, 10);
      const answerWeight = Math.min(this.responses, 10);
      p = (p * answerWeight + recall * cardWeight) / (answerWeight + cardWeight);
    }
    const score = Math.round(100 * p);
    return {
      objective: this.objective,
      score,
      level: masteryLevel(score),
      responses: this.responses,
      correct: this.correct,
      ability: this.ability,
      stability,
      lastAt: this.lastAt,
      daysSince,
      confidence: this.#confidence(daysSince),
    };
  }

  /**
   * 1–5: more evidence, more confidence (1–2 answers 1, 3–5 2, 6–11 3, 12–24 4, 25+ 5); one less
   * when recent answers keep contradicting the estimate (mean surprise over 0.45) or the last
   * evidence is over 60 days old.
   */
  #confidence(daysSince: number): number {
    const n = this.responses;
    let c = n >= 25 ? 5 : n >= 12 ? 4 : n >= 6 ? 3 : n >= 3 ? 2 : 1;
    const s = this.#surprises;
    if (s.length >= 3 && s.reduce((a, b) => a + b, 0) / s.length > 0.45) c -= 1;
    if (daysSince > 60) c -= 1;
    return Math.max(1, c);
  }
}

/**
 * Mastery of every objective with evidence (or cards), strongest evidence order irrelevant: items
 * are sorted by time here. Objectives are returned weakest first.
 */
export function computeMastery(
  evidence: readonly EvidenceItem[],
  now: number,
  cards: readonly CardRecall[] = [],
): ObjectiveMastery[] {
  const sorted = [...evidence].sort((a, b) => a.at - b.at);
  const trackers = new Map<string, MasteryTracker>();
  const tracker = (id: string) => {
    const t = trackers.get(id) ?? new MasteryTracker(id);
    trackers.set(id, t);
    return t;
  };
  for (const item of sorted) tracker(item.objective).add(item);
  const recalls = new Map<string, number[]>();
  for (const card of cards) {
    const list = recalls.get(card.objective) ?? [];
    list.push(card.retrievability);
    recalls.set(card.objective, list);
    tracker(card.objective);
  }
  return [...trackers.values()]
    .map((t) => t.result(now, recalls.get(t.objective)))
    .sort((a, b) => a.score - b.score || a.objective.localeCompare(b.objective));
}

/** Difficulty labels as the model's item difficulty. */
export function difficultyOf(label: string | undefined | null): number {
  if (label === 'easy') return -1;
  if (label === 'hard') return 1;
  return 0;
}
