import { z } from 'zod';

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
