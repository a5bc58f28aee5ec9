import type { FocusArea, Insights } from '@studybot/contract';
import { ANALYTICS_MESSAGES, DAY_MS, FOCUS_AREAS } from '@studybot/contract';
import { type EvidenceItem, MasteryTracker, type ObjectiveMastery } from './mastery.ts';
import type { LearningObjective } from './objectives.ts';

const dayOf = (at: number) => Math.floor(at / DAY_MS);

/**
 * Days in a row, ending today or yesterday, with at least one piece of evidence. A streak that
 * ended yesterday still counts (today is not over); one that ended before that is 0.
 */
export function activityStreak(times: Iterable<number>, now: number): number {
  const days = new Set<number>();
  for (const at of times) days.add(dayOf(at));
  const today = dayOf(now);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

export function streakNudge(streak: number, practisedToday: boolean): string {
  if (streak === 0) return 'Start a streak today: one short drill is enough.';
  if (!practisedToday) return `You have a ${streak}-day streak. Practise today to make it ${streak + 1}.`;
  if (streak === 1) return 'You practised today. Come back tomorrow to start a streak.';
  return `${streak} days in a row. Keep it going tomorrow.`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a mastery figure rests on, in words. */
export function evidenceSummary(m: ObjectiveMastery): string {
  const parts = [`${m.correct} of ${plural(m.responses, 'answer')} right`];
  parts.push(m.daysSince === 0 ? 'practised today' : `last practised ${plural(m.daysSince, 'day')} ago`);
  return parts.join('; ');
}

/** The weakest objectives with evidence, each with what to do about it. */
export function focusAreas(
  mastery: readonly ObjectiveMastery[],
  objective: (id: string) => LearningObjective,
  count = FOCUS_AREAS,
): FocusArea[] {
  return [...mastery]
    .filter((m) => m.responses > 0)
    .sort((a, b) => a.score - b.score || b.daysSince - a.daysSince || a.objective.localeCompare(b.objective))
    .slice(0, count)
    .map((m) => {
      const o = objective(m.objective);
      return {
        learning_objective_id: m.objective,
        title: o.title,
        mastery_score: m.score,
        confidence: m.confidence,
        days_since_activity: m.daysSince,
        recommended_activities: o.activities,
        evidence: evidenceSummary(m),
      };
    });
}

export function buildInsights(
  evidence: readonly EvidenceItem[],
  mastery: readonly ObjectiveMastery[],
  objective: (id: string) => LearningObjective,
  now: number,
): Insights {
  const streak = activityStreak(
    evidence.map((e) => e.at),
    now,
  );
  const today = dayOf(now);
  return {
    streak_days: streak,
    streak_nudge: streakNudge(
      streak,
      evidence.some((e) => dayOf(e.at) === today),
    ),
    focus: focusAreas(mastery, objective),
  };
}

export interface HistoryDay {
  date: string;
  activity: number;
  average_mastery: number | null;
}

/**
 * Per UTC day over the last `days` days: answers recorded, and the average mastery of every
 * objective practised so far as of the end of the day (forgetting included).
 */
export function masteryHistory(evidence: readonly EvidenceItem[], now: number, days: number): HistoryDay[] {
  const sorted = [...evidence].sort((a, b) => a.at - b.at);
  const trackers = new Map<string, MasteryTracker>();
  const firstDay = dayOf(now) - days + 1;
  const out: HistoryDay[] = [];
  let i = 0;
  for (let day = firstDay; day <= dayOf(now); day += 1) {
    const end = Math.min((day + 1) * DAY_MS - 1, now);
    let activity = 0;
    while (i < sorted.length && sorted[i]!.at <= end) {
      const item = sorted[i]!;
      const t = trackers.get(item.objective) ?? new MasteryTracker(item.objective);
      trackers.set(item.objective, t);
      t.add(item);
      if (dayOf(item.at) === day) activity += 1;
      i += 1;
    }
    let total = 0;
    for (const t of trackers.values()) total += t.result(end).score;
    out.push({
      date: new Date(day * DAY_MS).toISOString().slice(0, 10),
      activity,
      average_mastery: trackers.size === 0 ? null : Math.round(total / trackers.size),
    });
  }
  return out;
}

export interface ProgressFacts {
  mastery: readonly ObjectiveMastery[];
  objective: (id: string) => LearningObjective;
  dueCards: number;
  streak: number;
}

/**
 * The dashboard's AI insights, computed from the facts (never invented): an assessment, the
 * strongest and weakest objectives with what they rest on, and what to do next.
 */
export function progressInsights({ mastery, objective, dueCards, streak }: ProgressFacts) {
  const practised = mastery.filter((m) => m.responses > 0);
  if (practised.length === 0) {
    return {
      overall_assessment: ANALYTICS_MESSAGES.notEnoughActivity,
      strengths: [],
      areas_for_improvement: [],
      recommendations:
        dueCards > 0
          ? [{ category: 'Flashcards', action: `Review your ${plural(dueCards, 'due card')}.` }]
          : [],
    };
  }
  const average = Math.round(practised.reduce((s, m) => s + m.score, 0) / practised.length);
  const strong = practised.filter((m) => m.level === 'strong').sort((a, b) => b.score - a.score);
  const weak = practised.filter((m) => m.level === 'weak').sort((a, b) => a.score - b.score);
  const line = (m: ObjectiveMastery) =>
    `${objective(m.objective).title}: ${m.score}% (${evidenceSummary(m)})`;
  const assessment = [
    `You have practised ${plural(practised.length, 'topic')} with an average mastery of ${average}%.`,
    strong.length > 0
      ? `${plural(strong.length, 'topic')} ${strong.length === 1 ? 'is' : 'are'} strong.`
      : '',
    weak.length > 0 ? `${plural(weak.length, 'topic')} need${weak.length === 1 ? 's' : ''} work.` : '',
    streak > 1 ? `You are on a ${streak}-day streak.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const recommendations = [...practised]
    .sort((a, b) => a.score - b.score)
    .slice(0, FOCUS_AREAS)
    .filter((m) => m.level !== 'strong')
    .map((m) => {
      const o = objective(m.objective);
      const first = o.activities[0];
      return { category: o.title, action: `${first ? first.label : 'Practise'} (mastery ${m.score}%).` };
    });
  if (dueCards > 0)
    recommendations.unshift({
      category: 'Flashcards',
      action: `Review your ${plural(dueCards, 'due card')}.`,
    });
  return {
    overall_assessment: assessment,
    strengths: strong.slice(0, 5).map(line),
    areas_for_improvement: weak.slice(0, 5).map(line),
    recommendations,
  };
}
