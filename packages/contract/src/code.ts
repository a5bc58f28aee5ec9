import { z } from 'zod';

/** Running a student's Python (`/api/code/*`, spec part 2 §3 and §7); the bootcamp's lessons use these results. */

export const EXERCISE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export const PracticeExercise = z.object({
  title: z.string().min(1),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
  description: z.string().min(1),
  starter_code: z.string(),
});
export type PracticeExercise = z.infer<typeof PracticeExercise>;

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

// ---------------------------------------------------------------- calls (spec part 2 §7)

export const NO_CODE_TO_EXECUTE = 'No code to execute.';
const Code = z.string().max(MAX_CODE_CHARS);
const Inputs = z.array(z.string().max(1000)).max(MAX_INPUT_LINES).default([]);
/** Long enough that an unknown id is a 404 'Lesson not found', not a 400. */
export const LessonId = z.string().max(200);
/** Path parameters of the lesson, quiz and code routes. */
export const LessonParams = z.object({ lessonId: LessonId });

export const RunCodeRequest = z.object({ code: Code, lesson_id: LessonId.optional(), inputs: Inputs });
export type RunCodeRequest = z.input<typeof RunCodeRequest>;
export const ExecuteCodeRequest = z.object({
  code: Code,
  language: z.literal('python').default('python'),
  inputs: Inputs,
});
export type ExecuteCodeRequest = z.input<typeof ExecuteCodeRequest>;
export const TestCodeRequest = z.object({ code: Code, lesson_id: LessonId });
export type TestCodeRequest = z.input<typeof TestCodeRequest>;
export const ValidateCodeRequest = z.object({
  code: Code,
  lesson_id: LessonId,
  expected_output: z.string().max(100_000),
});
export const ValidateCodeResponse = z.object({ valid: z.boolean() });
export const CodeExamples = z.object({ examples: z.array(PracticeExercise) });
export type CodeExamples = z.infer<typeof CodeExamples>;
