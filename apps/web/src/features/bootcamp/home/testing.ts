import type {
  BootcampAccess,
  BootcampProgress,
  BootcampQuiz,
  BootcampQuizResult,
  LessonSummary,
} from '@studybot/contract';
import { BOOTCAMP_WEEKS } from '@studybot/contract';
import type { MockResponse, RouteHandler } from '../../../test/utils';

const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

/** 12 weeks × 4 lessons ("Lesson 3.2" is week 3's second), open up to `weeksOpen`. */
export function makeLessons(weeksOpen = 1, completed: readonly string[] = []): LessonSummary[] {
  return Array.from({ length: BOOTCAMP_WEEKS * 4 }, (_, i) => {
    const week = Math.floor(i / 4) + 1;
    const order = (i % 4) + 1;
    const id = `w${String(week).padStart(2, '0')}-l0${order}`;
    const open = week <= weeksOpen;
    return {
      id,
      title: `Lesson ${week}.${order}`,
      week,
      order,
      difficulty: DIFFICULTIES[Math.min(2, Math.floor((week - 1) / 4))]!,
      tags: ['python'],
      locked: !open,
      accessible: open,
      completed: completed.includes(id),
    };
  });
}

export function makeAccess(overrides: Partial<BootcampAccess> = {}): BootcampAccess {
  return { has_access: true, current_week: 1, weeks_unlocked: 1, expires_at: null, ...overrides };
}

export function makeProgress(overrides: Partial<BootcampProgress['progress']> = {}): BootcampProgress {
  return {
    progress: {
      progress_percentage: 0,
      completed_count: 0,
      total_lessons: 48,
      completed_lessons: [],
      ...overrides,
    },
  };
}

/** A week-1 quiz of `count` questions; question n's right answer is option n % 4 ("Right n"). */
export function makeQuiz(count = 15): BootcampQuiz {
  return {
    week: 1,
    title: 'Week 1 Quiz: Python basics',
    time_limit: 20,
    questions: Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      const correct = i % 4;
      return {
        id: `w01-q${String(n).padStart(2, '0')}`,
        question: `Question text ${n}?\n\n\`\`\`python\nprint(${n})\n\`\`\``,
        options: [0, 1, 2, 3].map((o) => (o === correct ? `Right ${n}` : `Wrong ${n}.${o}`)),
        correct_answer: correct,
        explanation: `Because ${n}.`,
        topic: 'print',
        difficulty: 'easy' as const,
      };
    }) as BootcampQuiz['questions'],
  };
}

export function makeQuizResult(overrides: Partial<BootcampQuizResult> = {}): BootcampQuizResult {
  return { attempt_id: 'a1', week: 1, score: 93, correct_count: 14, total: 15, grade: 'A', ...overrides };
}

/** The calls the bootcamp home makes, answering a free student with week 1 open. */
export function bootcampRoutes(
  overrides: Record<string, RouteHandler | MockResponse> = {},
): Record<string, RouteHandler | MockResponse> {
  return {
    'GET /api/bootcamp/access': { body: makeAccess() },
    'GET /api/lessons': { body: { lessons: makeLessons(1) } },
    'GET /api/bootcamp/progress': { body: makeProgress() },
    'GET /api/bootcamp/quiz/w01-l01': { body: makeQuiz() },
    'POST /api/bootcamp/quiz/w01-l01/attempts': { body: makeQuizResult() },
    ...overrides,
  };
}
