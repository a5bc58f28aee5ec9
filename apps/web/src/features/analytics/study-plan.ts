import {
  ANALYTICS_MESSAGES,
  DAY_MS,
  MAX_PLAN_DAYS,
  type MasteryStat,
  type StudyPlan,
  StudyPlanRequest,
} from '@studybot/contract';
import { formatUtcDay } from '../../lib/format';

import { CHOOSE_EXAM_DATE } from './messages';

/** How many of the weakest topics a new plan starts with. */
export const PRESELECTED_TOPICS = 5;

/** How many days after today the plan card lists before "Show whole plan". */
export const UPCOMING_DAYS = 6;

/** A topic the plan form offers: one of the student's mastery stats, or a topic already in the plan. */
export interface PlanTopic {
  id: string;
  title: string;
  mastery_score: number;
}

// Plan dates are UTC days because the server counts them that way; the picker's limits and the
// form's checks then agree with what the server accepts.
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The exam dates the server accepts: tomorrow up to MAX_PLAN_DAYS from today. */
export function examDateLimits(now: Date = new Date()): { min: string; max: string } {
  const today = utcToday(now);
  return { min: addDays(today, 1), max: addDays(today, MAX_PLAN_DAYS) };
}

/** "Mon, Mar 16, 2026". */
export const formatExamDate = (date: string) => formatUtcDay(date);

/** "Tue, Mar 3". */
export const formatPlanDay = (date: string) =>
  formatUtcDay(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** The form's topics: the student's stats, weakest first, then any planned topic they do not include. */
export function planTopics(stats: readonly MasteryStat[], plan: StudyPlan | null): PlanTopic[] {
  const topics: PlanTopic[] = [...stats]
    .sort((a, b) => a.mastery_score - b.mastery_score)
    .map((stat) => ({
      id: stat.learning_objective_id,
      title: stat.title,
      mastery_score: stat.mastery_score,
    }));
  const known = new Set(topics.map((topic) => topic.id));
  for (const objective of plan?.objectives ?? []) {
    if (!known.has(objective.id)) topics.push(objective);
  }
  return topics;
}

/** What is wrong with a plan request before it is sent, in the server's words where it has them. */
export function planRequestProblem(request: StudyPlanRequest, now: Date = new Date()): string | null {
  if (!request.exam_date) return CHOOSE_EXAM_DATE;
  const { min, max } = examDateLimits(now);
  if (request.exam_date < min) return ANALYTICS_MESSAGES.examInPast;
  if (request.exam_date > max) return ANALYTICS_MESSAGES.examTooFar;
  const parsed = StudyPlanRequest.safeParse(request);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? CHOOSE_EXAM_DATE);
}
