import type {
  AnalyticsHistory,
  DueFlashcardsResponse,
  FocusArea,
  Insights,
  MasteryStat,
  StudyPlan,
  StudyPlanItem,
  UserProfile,
} from '@studybot/contract';
import { masteryLevel } from '@studybot/contract';
import type { MockResponse, RouteHandler } from '../../test/utils';

export const USER_ID = 'u1';

export function makeStat(overrides: Partial<MasteryStat> = {}): MasteryStat {
  const score = overrides.mastery_score ?? 42;
  return {
    learning_objective_id: 'pack:biology-photosynthesis',
    title: 'Photosynthesis',
    area: 'study',
    mastery_score: score,
    mastery_level: masteryLevel(score),
    total_responses: 8,
    correct_responses: 3,
    days_since_activity: 2,
    confidence: 3,
    last_activity: '2026-01-08T10:00:00.000Z',
    ...overrides,
  };
}

/** Seven objectives, weakest first: 2 weak, 3 developing, 2 strong. */
export const STATS: MasteryStat[] = [
  makeStat({
    learning_objective_id: 'math:linear_equation',
    title: 'Linear equations',
    area: 'math',
    mastery_score: 20,
  }),
  makeStat({
    learning_objective_id: 'pack:biology-photosynthesis',
    title: 'Photosynthesis',
    mastery_score: 42,
  }),
  makeStat({
    learning_objective_id: 'py:w1-variables',
    title: 'Python: Variables',
    area: 'bootcamp',
    mastery_score: 55,
  }),
  makeStat({ learning_objective_id: 'pack:chemistry-atoms', title: 'Atoms', mastery_score: 61 }),
  makeStat({
    learning_objective_id: 'writing:thesis',
    title: 'Thesis statements',
    area: 'writing',
    mastery_score: 70,
  }),
  makeStat({ learning_objective_id: 'pack:physics-forces', title: 'Forces', mastery_score: 85 }),
  makeStat({
    learning_objective_id: 'topic:french-verbs',
    title: 'French verbs',
    area: 'custom',
    mastery_score: 92,
  }),
];

export function makeFocus(overrides: Partial<FocusArea> = {}): FocusArea {
  return {
    learning_objective_id: 'math:linear_equation',
    title: 'Linear equations',
    mastery_score: 20,
    confidence: 3,
    days_since_activity: 4,
    recommended_activities: [
      { kind: 'drill', label: 'Start a drill', href: '/practice?lo=math%3Alinear_equation&n=5' },
      { kind: 'tool', label: 'Check your working', href: '/math-tutor' },
    ],
    evidence: '1 of 5 answers right; last practised 4 days ago',
    ...overrides,
  };
}

export function makeInsights(overrides: Partial<Insights> = {}): Insights {
  return {
    streak_days: 3,
    streak_nudge: 'You have a 3-day streak. Practise today to make it 4.',
    focus: [
      makeFocus(),
      makeFocus({
        learning_objective_id: 'pack:biology-photosynthesis',
        title: 'Photosynthesis',
        mastery_score: 42,
        recommended_activities: [
          { kind: 'drill', label: 'Start a drill', href: '/practice?lo=pack%3Abiology-photosynthesis&n=5' },
          { kind: 'tool', label: 'Make flashcards', href: '/create?tab=flashcards&topic=Photosynthesis' },
        ],
        evidence: '3 of 8 answers right; last practised 2 days ago',
      }),
      makeFocus({
        learning_objective_id: 'writing:thesis',
        title: 'Thesis statements',
        mastery_score: 70,
        recommended_activities: [
          { kind: 'tool', label: 'Write with the writing assistant', href: '/writing-assistant' },
        ],
        evidence: '5 of 7 answers right; practised today',
      }),
    ],
    ...overrides,
  };
}

export function makeDue(total = 5): DueFlashcardsResponse {
  return {
    due_flashcards: ['What is ATP?', 'Define osmosis', 'What is a vector?']
      .slice(0, Math.min(total, 3))
      .map((front, index) => ({
        id: `card-${index + 1}`,
        project_id: 'deck-1',
        front_text: front,
        due_date: '2026-01-09T10:00:00.000Z',
      })),
    total_due: total,
  };
}

export function makeHistory(): AnalyticsHistory {
  return {
    days: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-01-${String(index + 1).padStart(2, '0')}`,
      activity: index % 3 === 0 ? 4 : 0,
      average_mastery: index < 2 ? null : 40 + index,
    })),
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { id: USER_ID, username: 'alice', insights_enabled: true, ...overrides };
}

/** The calls the analytics page makes, answered for a student with some activity. */
export function analyticsRoutes(
  overrides: Record<string, RouteHandler | MockResponse> = {},
): Record<string, RouteHandler | MockResponse> {
  return {
    [`GET /api/analytics/mastery/${USER_ID}`]: { body: { stats: STATS } },
    [`GET /api/analytics/due_flashcards/${USER_ID}`]: { body: makeDue() },
    [`GET /api/users/${USER_ID}`]: { body: makeProfile() },
    [`GET /api/insights/${USER_ID}`]: { body: { insights: makeInsights() } },
    [`GET /api/analytics/history/${USER_ID}`]: { body: makeHistory() },
    [`GET /api/analytics/study_plan/${USER_ID}`]: { body: { plan: null } },
    ...overrides,
  };
}

/** "Today" in the study plan tests (a UTC day, as the server counts them). */
export const PLAN_TODAY = '2026-03-02';

export const drillItem = (id: string, title: string): StudyPlanItem => ({
  kind: 'drill',
  title: `Drill: ${title}`,
  href: `/practice?lo=${encodeURIComponent(id)}&n=5`,
  objective_id: id,
});

export const reviewItem = (cards: number): StudyPlanItem => ({
  kind: 'review',
  title: `Review ${cards} flashcard${cards === 1 ? '' : 's'}`,
  href: '/review',
  cards,
});

/**
 * A plan made on PLAN_TODAY for an exam 14 days later: today has a review and two drills, tomorrow
 * one drill, the day after is a rest day, then a drill every other day.
 */
export function makePlan(overrides: Partial<StudyPlan> = {}): StudyPlan {
  const days = Array.from({ length: 14 }, (_, index) => ({
    date: `2026-03-${String(index + 2).padStart(2, '0')}`,
    items:
      index === 0
        ? [
            reviewItem(3),
            drillItem('math:linear_equation', 'Linear equations'),
            drillItem('pack:biology-photosynthesis', 'Photosynthesis'),
          ]
        : index === 1
          ? [drillItem('py:w1-variables', 'Python: Variables')]
          : index % 2 === 1
            ? [drillItem('math:linear_equation', 'Linear equations')]
            : [],
  }));
  return {
    exam_date: '2026-03-16',
    objectives: [
      { id: 'math:linear_equation', title: 'Linear equations', mastery_score: 20 },
      { id: 'pack:biology-photosynthesis', title: 'Photosynthesis', mastery_score: 42 },
      { id: 'py:w1-variables', title: 'Python: Variables', mastery_score: 55 },
    ],
    days,
    ...overrides,
  };
}
