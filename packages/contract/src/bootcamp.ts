import { z } from 'zod';

/** The bootcamp runs 12 weeks (spec part 2 §9); week 1 is open to everyone (DESIGN.md §6). */
export const BOOTCAMP_WEEKS = 12;
export const LESSON_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const EXERCISE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

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

export const PracticeExercise = z.object({
  title: z.string().min(1),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
  description: z.string().min(1),
  starter_code: z.string(),
});
export type PracticeExercise = z.infer<typeof PracticeExercise>;

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
  time_limit: z.literal(20),
  questions: z.array(QuizQuestionContent).length(15),
});
export type WeekQuizContent = z.infer<typeof WeekQuizContent>;

// ---------------------------------------------------------------- running code

export const MAX_CODE_CHARS = 20_000;
export const MAX_INPUT_LINES = 200;
export const CODE_REQUIRED = 'Please write some code first!';

/** Spec part 2 §3 "Run result". */
export const RunResult = z.object({
  success: z.boolean(),
  output: z.string(),
  error: z.string().nullable(),
  /** What went wrong and how to fix it, for a beginner; null when the run succeeded. */
  error_explanation: z.string().nullable(),
  /** Seconds. */
  execution_time: z.number(),
  /** The server was too busy to finish the run in time (retried once); not the program's fault. */
  server_busy: z.boolean().optional(),
});
export type RunResult = z.infer<typeof RunResult>;

/** Shown for a run or test case the server was too busy to finish in time, after one automatic retry. */
export const SERVER_BUSY_TIMEOUT = 'Timed out — the server is busy, run again.';

export const TestCaseResult = z.object({
  name: z.string(),
  passed: z.boolean(),
  message: z.string(),
  expected: z.string(),
  actual: z.string(),
  /** `busy`: cut short by a busy server (message SERVER_BUSY_TIMEOUT), neither passed nor failed. */
  status: z.enum(['passed', 'failed', 'busy']).optional(),
});

/** Spec part 2 §3 "Test results". */
export const TestResults = z.object({
  passed: z.boolean(),
  passed_tests: z.number().int(),
  total_tests: z.number().int(),
  /** Percent, 0–100. */
  score: z.number().int(),
  cases: z.array(TestCaseResult),
  /** Some case has status `busy`: the result says nothing about the code; run the tests again. */
  server_busy: z.boolean().optional(),
});
export type TestResults = z.infer<typeof TestResults>;

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

export const SaveProgressRequest = z.object({
  last_code: z.string().max(MAX_CODE_CHARS).optional(),
  last_run_output: z.string().max(100_000).optional(),
  /** null before the first test run (the page sends what it has). */
  last_test_results: TestResults.nullable().optional(),
  completed: z.boolean().optional(),
});

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

export const PurchaseResponse = z.object({ message: z.string(), access: BootcampAccess });

export const BootcampQuiz = WeekQuizContent;
export type BootcampQuiz = WeekQuizContent;

export const SubmitBootcampQuizRequest = z.object({
  answers: z.array(z.number().int().min(0).max(3).nullable()).max(15),
});
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

// ---------------------------------------------------------------- code calls (spec part 2 §7)

export const NO_CODE_TO_EXECUTE = 'No code to execute.';
const Code = z.string().max(MAX_CODE_CHARS);
const Inputs = z.array(z.string().max(1000)).max(MAX_INPUT_LINES).default([]);
/** Long enough that an unknown id is a 404 'Lesson not found', not a 400. */
const LessonId = z.string().max(200);
/** Path parameters of the lesson, quiz and code routes. */
export const LessonParams = z.object({ lessonId: LessonId });

export const RunCodeRequest = z.object({ code: Code, lesson_id: LessonId.optional(), inputs: Inputs });
export const ExecuteCodeRequest = z.object({
  code: Code,
  language: z.literal('python').default('python'),
  inputs: Inputs,
});
export const TestCodeRequest = z.object({ code: Code, lesson_id: LessonId });
export const ValidateCodeRequest = z.object({
  code: Code,
  lesson_id: LessonId,
  expected_output: z.string().max(100_000),
});
export const ValidateCodeResponse = z.object({ valid: z.boolean() });
export const CodeExamples = z.object({ examples: z.array(PracticeExercise) });
