import { z } from 'zod';
import { EXERCISE_DIFFICULTIES, MAX_CODE_CHARS, PracticeExercise, TestResults } from './code.ts';

/** The bootcamp runs 12 weeks (spec part 2 §9); week 1 is open to everyone (DESIGN.md §6). */
export const BOOTCAMP_WEEKS = 12;
/** How long a lesson is shown to take (spec part 2 §9). */
export const LESSON_DURATION_LABEL = '~15 min';
/** Every week ends with a quiz of this many questions and minutes. */
export const BOOTCAMP_QUIZ_QUESTIONS = 15;
export const BOOTCAMP_QUIZ_MINUTES = 20;
export const LESSON_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

/**
 * One test of a lesson, run on the server against the student's code:
 * - `output`: run the program with these input lines; its printed output must equal `expected_output`
 *   (compared line by line with trailing spaces and trailing blank lines ignored);
 * - `expression`: run the program (with `inputs`, if any), then evaluate `expression` in the same
 *   namespace; `repr()` of the value must equal `expected` (e.g. `add(2, 3)` → `5`, `greet('Ada')` →
 *   `'Hello, Ada!'`).
 */
export const LessonTestCase = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('output'),
    name: z.string().min(1),
    inputs: z.array(z.string()).default([]),
    expected_output: z.string(),
  }),
  z.object({
    kind: z.literal('expression'),
    name: z.string().min(1),
    inputs: z.array(z.string()).default([]),
    expression: z.string().min(1),
    expected: z.string().min(1),
  }),
]);
export type LessonTestCase = z.infer<typeof LessonTestCase>;

/** A lesson as authored in `content/bootcamp/week-NN/*.json`. */
export const LessonContent = z.object({
  /** "w01-l01": week and position, stable forever (progress is stored against it). */
  id: z.string().regex(/^w(0[1-9]|1[0-2])-l0[1-9]$/),
  week: z.number().int().min(1).max(BOOTCAMP_WEEKS),
  order: z.number().int().min(1),
  title: z.string().min(1),
  difficulty: z.enum(LESSON_DIFFICULTIES),
  tags: z.array(z.string().min(1)).min(1),
  /** What the student will be able to do; test results are recorded as evidence against these. */
  objectives: z.array(z.string().min(1)).min(1),
  /** The lesson plan, as markdown (a short list of what the lesson covers). */
  plan: z.string().min(1),
  explanation_md: z.string().min(1),
  /** The finished program with a comment on the lines that matter. */
  annotated_code: z.string().min(1),
  final_code: z.string().min(1),
  starter_template: z.string(),
  tests: z.array(LessonTestCase).min(2),
  exercises: z.array(PracticeExercise).min(2),
});
export type LessonContent = z.infer<typeof LessonContent>;

export const QuizQuestionContent = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).length(4),
  /** Index into options. */
  correct_answer: z.number().int().min(0).max(3),
  explanation: z.string().min(1),
  topic: z.string().min(1),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
});

/** A week's quiz as authored in `content/bootcamp/week-NN/quiz.json`: 15 questions, 20 minutes. */
export const WeekQuizContent = z.object({
  week: z.number().int().min(1).max(BOOTCAMP_WEEKS),
  title: z.string().min(1),
  time_limit: z.literal(BOOTCAMP_QUIZ_MINUTES),
  questions: z.array(QuizQuestionContent).length(BOOTCAMP_QUIZ_QUESTIONS),
});
export type WeekQuizContent = z.infer<typeof WeekQuizContent>;

// ---------------------------------------------------------------- lessons and progress

export const LessonProgress = z.object({
  last_code: z.string().nullable(),
  last_run_output: z.string().nullable(),
  last_test_results: TestResults.nullable(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof LessonProgress>;

/** GET /api/lessons: every lesson, with whether this student may open it. */
export const LessonSummary = z.object({
  id: z.string(),
  title: z.string(),
  week: z.number().int(),
  order: z.number().int(),
  difficulty: z.enum(LESSON_DIFFICULTIES),
  tags: z.array(z.string()),
  /** The lesson's week is not open on this student's plan. */
  locked: z.boolean(),
  accessible: z.boolean(),
  completed: z.boolean(),
});
export type LessonSummary = z.infer<typeof LessonSummary>;
export const LessonList = z.object({ lessons: z.array(LessonSummary) });
export type LessonList = z.infer<typeof LessonList>;

/** GET /api/lessons/{id} for an open lesson. */
export const Lesson = LessonSummary.extend({
  objectives: z.array(z.string()),
  plan: z.string(),
  explanation_md: z.string(),
  annotated_code: z.string(),
  final_code: z.string(),
  starter_template: z.string(),
  exercises: z.array(PracticeExercise),
  progress: LessonProgress,
});
export type Lesson = z.infer<typeof Lesson>;

export const LESSON_LOCKED = 'Access denied. Please upgrade to access this lesson.';

/** The 403 for a locked lesson: what anyone may read of it (spec: plan and explanation). */
export const LockedLessonBody = z.object({
  detail: z.string(),
  lesson: LessonSummary.extend({ plan: z.string(), explanation_md: z.string() }),
});
/** What anyone may read of a locked lesson. */
export type LockedLesson = z.infer<typeof LockedLessonBody>['lesson'];

export const SaveProgressRequest = z.object({
  last_code: z.string().max(MAX_CODE_CHARS).optional(),
  last_run_output: z.string().max(100_000).optional(),
  /** null before the first test run (the page sends what it has). */
  last_test_results: TestResults.nullable().optional(),
  completed: z.boolean().optional(),
});
export type SaveProgressRequest = z.input<typeof SaveProgressRequest>;

// ---------------------------------------------------------------- access, purchase, quiz

export const BOOTCAMP_PURCHASE_PLANS = ['max', 'lifetime', 'weekly'] as const;
export type BootcampPurchasePlan = (typeof BOOTCAMP_PURCHASE_PLANS)[number];

export const BootcampAccess = z.object({
  has_access: z.boolean(),
  current_week: z.number().int(),
  weeks_unlocked: z.number().int(),
  /** When bought access ends (a weekly pass); null when it does not. */
  expires_at: z.string().nullable(),
});
export type BootcampAccess = z.infer<typeof BootcampAccess>;

export const BootcampProgress = z.object({
  progress: z.object({
    progress_percentage: z.number().int(),
    completed_count: z.number().int(),
    total_lessons: z.number().int(),
    completed_lessons: z.array(z.string()),
  }),
});
export type BootcampProgress = z.infer<typeof BootcampProgress>;

/**
 * POST /api/bootcamp/purchase/{plan}: a door into billing's checkout (decision 0012). The student
 * pays there and comes back to /bootcamp.
 */
export const PurchaseResponse = z.object({ checkout_url: z.string() });
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

export const BootcampQuiz = WeekQuizContent;
export type BootcampQuiz = WeekQuizContent;

export const SubmitBootcampQuizRequest = z.object({
  answers: z.array(z.number().int().min(0).max(3).nullable()).max(BOOTCAMP_QUIZ_QUESTIONS),
});
export type SubmitBootcampQuizRequest = z.input<typeof SubmitBootcampQuizRequest>;
export const BOOTCAMP_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export const BootcampQuizResult = z.object({
  attempt_id: z.string(),
  week: z.number().int(),
  score: z.number().int(),
  correct_count: z.number().int(),
  total: z.number().int(),
  grade: z.enum(BOOTCAMP_GRADES),
});
export type BootcampQuizResult = z.infer<typeof BootcampQuizResult>;

/** Spec part 2 §9: A at 90 or more, B 80, C 70, D 60, otherwise F. */
export function bootcampGrade(score: number): (typeof BOOTCAMP_GRADES)[number] {
  return score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';
}

/** POST /api/bootcamp/purchase/{plan}. */
export const PurchasePlanParams = z.object({ plan: z.enum(BOOTCAMP_PURCHASE_PLANS) });
