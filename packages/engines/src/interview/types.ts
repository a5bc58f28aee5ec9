import type { Difficulty, FocusArea } from './features.ts';
import type { Quote } from './quote.ts';

/** The scorer's input and output shapes (kept apart from score.ts so its helpers can share them). */

export interface AnswerTiming {
  durationSec: number;
  longPauses?: number;
}

export interface ScoreQuestion {
  question: string;
  focus_area: FocusArea;
  difficulty: Difficulty;
  expected_topics: readonly { topic: string; synonyms: readonly string[] }[];
  outline: readonly string[];
  star?: { situation: string; task: string; action: string; result: string };
}

export interface FeedbackPoint {
  message: string;
  quote: Quote;
}

export interface DimensionScores {
  overall: number;
  communication: number;
  technical_knowledge: number;
  problem_solving: number;
  confidence: number;
}

export interface AnswerScore {
  scores: DimensionScores;
  strengths: FeedbackPoint[];
  improvements: FeedbackPoint[];
  covered_topics: string[];
  missing_topics: string[];
  star?: { situation: boolean; task: boolean; action: boolean; result: boolean };
  features: {
    words: number;
    coverage: number;
    specificity: number;
    structure: number;
    hedges: number;
    fillers: number;
    wordsPerMinute?: number;
  };
  feedback_md: string;
  suggested_rewrite: string;
  followups: string[];
}
