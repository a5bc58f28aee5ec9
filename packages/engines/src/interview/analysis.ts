import type { TopicCoverage } from './coverage.ts';
import type { Ownership } from './delivery.ts';
import type { Specificity, Structure } from './features.ts';
import type { Phase, StarPart } from './lexicon.ts';
import type { Hit } from './match.ts';
import type { PartsAnalysis } from './parts.ts';
import type { Tokenised } from './tokens.ts';
import type { DimensionScores, ScoreQuestion } from './types.ts';

/** Everything measured about one answer; the feedback, rewrite and follow-ups are built from it. */
export interface Analysis {
  q: ScoreQuestion;
  t: Tokenised;
  coverage: TopicCoverage;
  /** Per outline point: touched or not. */
  outline: boolean[];
  /** Share of the question's content words used in the answer. */
  overlap: number;
  offTopic: boolean;
  /** Combined coverage feature C. */
  c: number;
  spec: Specificity;
  struct: Structure;
  fillers: Hit[];
  hedges: Hit[];
  own: Ownership;
  star?: PartsAnalysis<StarPart>;
  phases?: PartsAnalysis<Phase>;
  reasoning: (Hit & { source: string })[];
  wpm?: number;
  longPauses: number;
  scores: DimensionScores;
}
