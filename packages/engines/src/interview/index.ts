// The interview simulator's engine: the question bank, and a deterministic scorer for one answer.
export * from './bank.ts';
export { type ClassifiedQuestion, classifyQuestion } from './classify.ts';
export { interviewReportPdf, type ReportDocument, reportInsights } from './report.ts';
export {
  type AnswerScore,
  type AnswerTiming,
  type Difficulty,
  type DimensionScores,
  type FeedbackPoint,
  type FocusArea,
  type Quote,
  type ScoreQuestion,
  scoreAnswer,
  WEIGHTS,
} from './score.ts';
