/**
 * Scores one interview answer (typed, or a speech transcript) against its question. Deterministic and
 * rule-based: every number below can be traced to words in the answer.
 *
 * Features (each 0–1 unless noted):
 *   C  coverage      = 0.75·(expected topics covered / expected) + 0.25·(outline points touched / outline)
 *                      (topics only when there is no outline). A topic is covered by its name or any synonym,
 *                      matched on word forms ("caching" ~ "cache", "trade-offs" ~ "tradeoff"), articles ignored.
 *   S  specificity   = see features.ts: figures, named tools/techniques, outcome words, lexical density,
 *                      minus vague words.
 *   St structure     = see features.ts: length for the focus area and difficulty, distinct connectives,
 *                      non-repetition, sentence length.
 *   P  parts         = share of STAR parts present (behavioral) or of approach/details/trade-offs/result
 *                      (algorithms, system design), from cue phrases per sentence (parts.ts).
 *   T  reasoning     = sat(distinct reasoning cues — because, trade-off, instead, otherwise… — , 4)
 *   H  hedging       = 1 − (hedges per 100 words) / 6          (per 100 of max(words, 50))
 *   F  fillers       = 1 − (fillers per 100 words) / 10        (per 100 of max(words, 50))
 *   O  ownership     = behavioral: sat("I" statements, 4), ×0.7 when "we" outnumbers "I" more than 2:1;
 *                      technical: 0.6 + 0.4·sat("I" statements, 2) (a plain technical statement is confident too)
 *   Pc pacing        = 1 at 120–160 wpm, linear to 0 at 60 and 240; −0.1 per long pause after the first
 *   G  relevance gate = 0.15 when off-topic (no topic covered and no content word shared with the
 *                      question), else 0.4 + 0.6·min(1, 2.5·topic share + 1.5·question-word overlap);
 *                      question words match by word form or a shared 6-letter start ("shorter" ~ "shortener")
 *
 * Scores (0–10, one decimal):
 *   technical_knowledge = 10·G·(0.65·C + 0.35·S)
 *   problem_solving     = 10·G·(0.45·P + 0.30·T + 0.25·C)
 *   communication       = 10·(0.70·St + 0.30·F)                 without timing
 *                       = 10·(0.55·St + 0.25·F + 0.20·Pc)       with timing
 *   confidence          = 10·G·(0.45·H + 0.25·F + 0.30·O) − min(1.5, 0.3·(long pauses − 1))
 *   overall             = 0.20·communication + 0.30·technical_knowledge + 0.30·problem_solving + 0.20·confidence
 *                         (of the rounded dimension scores, so the shown numbers add up)
 * Communication is not gated: a clear answer to the wrong question is still clearly spoken.
 */

import type { Analysis } from './analysis.ts';
import { outlineCoverage, questionOverlap, topicCoverage } from './coverage.ts';
import { clamp01, fillerHits, hedgeHits, ownership, pacingScore } from './delivery.ts';
import { reasoningHits, saturate, specificity, structure } from './features.ts';
import { buildFeedback } from './feedback.ts';
import { phaseParts, starParts } from './parts.ts';
import { suggestRewrite } from './rewrite.ts';
import { tokenise } from './tokens.ts';
import type { AnswerScore, AnswerTiming, DimensionScores, ScoreQuestion } from './types.ts';

export type { Difficulty, FocusArea } from './features.ts';
export type { Quote } from './quote.ts';
export type { AnswerScore, AnswerTiming, DimensionScores, FeedbackPoint, ScoreQuestion } from './types.ts';

export const WEIGHTS = {
  coverage: { topics: 0.75, outline: 0.25 },
  technical: { coverage: 0.65, specificity: 0.35 },
  problemSolving: { parts: 0.45, reasoning: 0.3, coverage: 0.25 },
  communication: { structure: 0.7, fillers: 0.3 },
  communicationTimed: { structure: 0.55, fillers: 0.25, pacing: 0.2 },
  confidence: { hedges: 0.45, fillers: 0.25, ownership: 0.3 },
  overall: { communication: 0.2, technical_knowledge: 0.3, problem_solving: 0.3, confidence: 0.2 },
  /** Hedges / fillers per 100 words at which that feature reaches 0. */
  hedgesPer100AtZero: 6,
  fillersPer100AtZero: 10,
  /** Answers shorter than this are rated per this many words, so one "maybe" in 12 words is not a disaster. */
  rateFloorWords: 50,
  gate: { offTopic: 0.15, base: 0.4, relevance: 0.6, topicShare: 2.5, questionOverlap: 1.5 },
} as const;

const round1 = (x: number): number => Math.round(Math.min(10, Math.max(0, x)) * 10) / 10;

export function scoreAnswer(q: ScoreQuestion, answer: string, timing?: AnswerTiming): AnswerScore {
  const a = analyse(q, answer, timing);
  const feedback = buildFeedback(a);
  return {
    scores: a.scores,
    strengths: feedback.strengths,
    improvements: feedback.improvements,
    covered_topics: a.coverage.covered.map((c) => c.topic),
    missing_topics: a.coverage.missing,
    ...(a.star ? { star: { ...a.star.present } } : {}),
    features: {
      words: a.t.words.length,
      coverage: round2(a.c),
      specificity: round2(a.spec.score),
      structure: round2(a.struct.score),
      hedges: a.hedges.length,
      fillers: a.fillers.length,
      ...(a.wpm !== undefined ? { wordsPerMinute: Math.round(a.wpm) } : {}),
    },
    feedback_md: feedback.markdown,
    suggested_rewrite: suggestRewrite(a),
    followups: feedback.followups,
  };
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function analyse(q: ScoreQuestion, answer: string, timing?: AnswerTiming): Analysis {
  const W = WEIGHTS;
  const t = tokenise(answer);
  const words = t.words.length;
  const coverage = topicCoverage(t, q.expected_topics);
  const outline = outlineCoverage(t, q.outline);
  const outlineShare = outline.length ? outline.filter(Boolean).length / outline.length : 0;
  const c = outline.length
    ? W.coverage.topics * coverage.share + W.coverage.outline * outlineShare
    : coverage.share;
  const overlap = questionOverlap(t, q.question);
  const offTopic = words > 0 && coverage.covered.length === 0 && overlap === 0;
  const relevance = Math.min(1, W.gate.topicShare * coverage.share + W.gate.questionOverlap * overlap);
  const gate = offTopic ? W.gate.offTopic : W.gate.base + W.gate.relevance * relevance;

  const spec = specificity(t);
  const struct = structure(t, q.focus_area, q.difficulty);
  const fillers = fillerHits(t);
  const hedges = hedgeHits(t);
  const own = ownership(t.words);
  const behavioral = q.focus_area === 'behavioral';
  const star = behavioral ? starParts(t) : undefined;
  const phases = behavioral ? undefined : phaseParts(t);
  const reasoning = reasoningHits(t);

  const per100 = (n: number) => (100 * n) / Math.max(words, W.rateFloorWords);
  const H = clamp01(1 - per100(hedges.length) / W.hedgesPer100AtZero);
  const F = clamp01(1 - per100(fillers.length) / W.fillersPer100AtZero);
  const O = behavioral ? saturate(own.i, 4) * (own.we > 2 * own.i ? 0.7 : 1) : 0.6 + 0.4 * saturate(own.i, 2);
  const P = (star ?? phases)!.share;
  const T = saturate(new Set(reasoning.map((r) => r.source)).size, 4);
  const wpm = timing && timing.durationSec > 0 ? words / (timing.durationSec / 60) : undefined;
  const longPauses = timing?.longPauses ?? 0;
  const Pc = wpm !== undefined ? pacingScore(wpm, longPauses) : undefined;

  const technical = 10 * gate * (W.technical.coverage * c + W.technical.specificity * spec.score);
  const problemSolving =
    10 * gate * (W.problemSolving.parts * P + W.problemSolving.reasoning * T + W.problemSolving.coverage * c);
  const communication =
    Pc === undefined
      ? 10 * (W.communication.structure * struct.score + W.communication.fillers * F)
      : 10 *
        (W.communicationTimed.structure * struct.score +
          W.communicationTimed.fillers * F +
          W.communicationTimed.pacing * Pc);
  const pausePenalty = Math.min(1.5, 0.3 * Math.max(0, longPauses - 1));
  const confidence =
    10 * gate * (W.confidence.hedges * H + W.confidence.fillers * F + W.confidence.ownership * O) -
    pausePenalty;

  const empty = words === 0;
  const dims = {
    communication: empty ? 0 : communication,
    technical_knowledge: empty ? 0 : technical,
    problem_solving: empty ? 0 : problemSolving,
    confidence: empty ? 0 : confidence,
  };
  const overall =
    W.overall.communication * round1(dims.communication) +
    W.overall.technical_knowledge * round1(dims.technical_knowledge) +
    W.overall.problem_solving * round1(dims.problem_solving) +
    W.overall.confidence * round1(dims.confidence);
  const scores: DimensionScores = {
    overall: round1(overall),
    communication: round1(dims.communication),
    technical_knowledge: round1(dims.technical_knowledge),
    problem_solving: round1(dims.problem_solving),
    confidence: round1(dims.confidence),
  };

  return {
    q,
    t,
    coverage,
    outline,
    overlap,
    offTopic,
    c,
    spec,
    struct,
    fillers,
    hedges,
    own,
    ...(star ? { star } : {}),
    ...(phases ? { phases } : {}),
    reasoning,
    ...(wpm !== undefined ? { wpm } : {}),
    longPauses,
    scores,
  };
}
