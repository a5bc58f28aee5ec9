import { z } from 'zod';
import { IsoDateTime, queryInt } from './common.ts';

/** Mastery bands (spec part 2 §9): weak under 50, developing 50–79, strong 80 or more. */
export const MASTERY_LEVELS = ['weak', 'developing', 'strong'] as const;
export const MasteryLevel = z.enum(MASTERY_LEVELS);
export type MasteryLevel = z.infer<typeof MasteryLevel>;
export const DEVELOPING_FROM = 50;
export const STRONG_FROM = 80;

export function masteryLevel(score: number): MasteryLevel {
  if (score >= STRONG_FROM) return 'strong';
  return score >= DEVELOPING_FROM ? 'developing' : 'weak';
}

/** What the analytics screen shows at a glance (spec part 2 §9). */
export const SHOWN_OBJECTIVES = 5;
export const SHOWN_DUE_CARDS = 3;
export const FOCUS_AREAS = 3;
export const DRILL_SIZE = 5;

/** Where a learning objective comes from: a bootcamp lesson, a study pack, a math task type, a writing skill, or a topic the student chose. */
export const OBJECTIVE_AREAS = ['bootcamp', 'study', 'math', 'writing', 'custom'] as const;
export const ObjectiveArea = z.enum(OBJECTIVE_AREAS);
export type ObjectiveArea = z.infer<typeof ObjectiveArea>;

/** One thing that practises an objective, with where to do it in the app. */
export const RecommendedActivity = z.object({
  kind: z.enum(['drill', 'review', 'lesson', 'tool']),
  label: z.string(),
  /** An app path, e.g. /practice?lo=pack%3Abiology-photosynthesis&n=5. */
  href: z.string(),
});
export type RecommendedActivity = z.infer<typeof RecommendedActivity>;

/** Mastery of one learning objective (spec part 2 §3 "Mastery stat", plus title, area and confidence). */
export const MasteryStat = z.object({
  learning_objective_id: z.string(),
  title: z.string(),
  area: ObjectiveArea,
  mastery_score: z.number().int().min(0).max(100),
  mastery_level: MasteryLevel,
  total_responses: z.number().int(),
  correct_responses: z.number().int(),
  days_since_activity: z.number().int(),
  /** 1–5, from how much evidence there is and how well it agrees. */
  confidence: z.number().int().min(1).max(5),
  last_activity: IsoDateTime,
});
export type MasteryStat = z.infer<typeof MasteryStat>;

/** GET /api/analytics/mastery/{userId} and POST /api/analytics/recalculate_mastery/{userId}. */
export const MasteryResponse = z.object({ stats: z.array(MasteryStat) });
export type MasteryResponse = z.infer<typeof MasteryResponse>;

/** A card due for review now, as the analytics screen lists it (FSRS schedule). */
export const AnalyticsDueCard = z.object({
  id: z.string(),
  project_id: z.string(),
  front_text: z.string(),
  due_date: IsoDateTime,
});
export type AnalyticsDueCard = z.infer<typeof AnalyticsDueCard>;

/** GET /api/analytics/due_flashcards/{userId}: the first due cards in FSRS order, and how many are due in all. */
export const DueFlashcardsResponse = z.object({
  due_flashcards: z.array(AnalyticsDueCard),
  total_due: z.number().int(),
});
export type DueFlashcardsResponse = z.infer<typeof DueFlashcardsResponse>;

/** One of the weakest objectives, with what to do about it and the evidence it rests on. */
export const FocusArea = z.object({
  learning_objective_id: z.string(),
  title: z.string(),
  mastery_score: z.number().int(),
  confidence: z.number().int().min(1).max(5),
  days_since_activity: z.number().int(),
  recommended_activities: z.array(RecommendedActivity),
  /** e.g. "3 of 8 answers right; last practised 12 days ago". */
  evidence: z.string(),
});
export type FocusArea = z.infer<typeof FocusArea>;

/** Spec part 2 §3 "Insights": a streak nudge and the focus list. */
export const Insights = z.object({
  streak_days: z.number().int(),
  streak_nudge: z.string(),
  focus: z.array(FocusArea),
});
export type Insights = z.infer<typeof Insights>;

/** GET /api/insights/{userId}: null while the student has insights turned off. */
export const InsightsResponse = z.object({ insights: Insights.nullable() });
export type InsightsResponse = z.infer<typeof InsightsResponse>;

/** GET /api/users/{userId} (the analytics screen reads insights_enabled from it). */
export const UserProfile = z.object({
  id: z.string(),
  username: z.string(),
  insights_enabled: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** POST /api/users/{userId}/insights_settings */
export const InsightsSettingsRequest = z.object({ enabled: z.boolean() });
export type InsightsSettingsRequest = z.infer<typeof InsightsSettingsRequest>;

/** GET /api/analytics/history/{userId}: the charts (beyond the spec). Days are UTC dates, oldest first. */
export const AnalyticsHistory = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      /** Answers recorded that day. */
      activity: z.number().int(),
      /** Average mastery over the objectives practised so far, as of the end of that day; null before any. */
      average_mastery: z.number().int().nullable(),
    }),
  ),
});
export type AnalyticsHistory = z.infer<typeof AnalyticsHistory>;
export const HistoryQuery = z.object({ days: queryInt(7, 365).default(30) });

/** The spec writes these paths with {userId}. */
export const AnalyticsUserParams = z.object({ userId: z.string().max(64) });

/** A study plan up to an exam (beyond the spec's "Coming Soon"): what to do each day. */
export const MAX_PLAN_OBJECTIVES = 12;
export const MAX_PLAN_DAYS = 120;
export const StudyPlanRequest = z.object({
  /** The exam day, YYYY-MM-DD (UTC). */
  exam_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the exam date as YYYY-MM-DD'),
  objective_ids: z
    .array(z.string().min(1).max(200))
    .min(1, 'Choose at least one topic')
    .max(MAX_PLAN_OBJECTIVES, `Choose at most ${MAX_PLAN_OBJECTIVES} topics`),
});
export type StudyPlanRequest = z.infer<typeof StudyPlanRequest>;

export const StudyPlanItem = z.object({
  kind: z.enum(['drill', 'review']),
  title: z.string(),
  href: z.string(),
  objective_id: z.string().optional(),
  cards: z.number().int().optional(),
});
export type StudyPlanItem = z.infer<typeof StudyPlanItem>;

export const StudyPlan = z.object({
  exam_date: z.string(),
  objectives: z.array(z.object({ id: z.string(), title: z.string(), mastery_score: z.number().int() })),
  /** From today to the day before the exam; empty once the exam day has come. */
  days: z.array(z.object({ date: z.string(), items: z.array(StudyPlanItem) })),
});
export type StudyPlan = z.infer<typeof StudyPlan>;

/** GET/PUT /api/analytics/study_plan/{userId}; null when the student has none. */
export const StudyPlanResponse = z.object({ plan: StudyPlan.nullable() });
export type StudyPlanResponse = z.infer<typeof StudyPlanResponse>;

export const ANALYTICS_MESSAGES = {
  examInPast: 'The exam date must be after today',
  examTooFar: `Plans cover at most ${MAX_PLAN_DAYS} days; choose a nearer exam date`,
  unknownObjective: 'Choose topics from your mastery list',
  insightsToggleFailed: 'Failed to update insights settings',
  refreshFailed: 'Failed to refresh mastery data',
  progressFailed: 'Failed to load analytics',
  notEnoughActivity:
    'Not enough activity yet: answer a quiz, review flashcards, run a lesson test or check your math working, and your progress will show here.',
} as const;

/** GET /api/analytics/progress (spec part 1 §3, "Analytics progress result"). */
export const AnalyticsProgress = z.object({
  ai_insights: z.object({
    overall_assessment: z.string(),
    strengths: z.array(z.string()),
    areas_for_improvement: z.array(z.string()),
    recommendations: z.array(z.object({ category: z.string(), action: z.string() })),
  }),
  analytics_data: z.object({
    quiz_performance: z.object({ total_quizzes: z.number().int() }),
    writing_quality: z.object({ total_papers: z.number().int() }),
    math_performance: z.object({ total_problems: z.number().int() }),
  }),
  /** What produced the insights, e.g. "local:mastery" or "llm:<model>" (DESIGN.md §1). */
  source: z.string(),
});
export type AnalyticsProgress = z.infer<typeof AnalyticsProgress>;
