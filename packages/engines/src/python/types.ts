import type { LessonTestCase } from '@studybot/contract';
import type { z } from 'zod';

/** What a student sees after a run. */
export interface RunResult {
  success: boolean;
  /** Everything the program printed (stdout and stderr, in order), input echo included. */
  output: string;
  /** The last line of the traceback, shaped for beginners: `NameError: name 'x' is not defined (line 3)`. */
  error: string | null;
  /** What the error means, where, and the likely fix, in plain words. */
  error_explanation: string | null;
  /** Seconds. */
  execution_time: number;
  timed_out?: boolean;
  truncated?: boolean;
}

/** A lesson test as authored (`inputs` may be left out). */
export type LessonTest = z.input<typeof LessonTestCase>;

export interface TestCaseResult {
  name: string;
  passed: boolean;
  message: string;
  expected: string;
  actual: string;
}

export interface TestResults {
  passed: boolean;
  passed_tests: number;
  total_tests: number;
  /** Percent of tests passed, 0–100. */
  score: number;
  cases: TestCaseResult[];
}

/** An error as Python reported it, with the student's line. */
export interface PythonErrorInfo {
  type: string;
  message: string;
  line?: number | null;
}

/** What runner.py returns for one run. */
export type ProgramOutcome =
  | { ok: true; value?: string }
  | { ok: false; interrupted: true }
  | { ok: false; interrupted?: undefined; type: string; message: string; line: number | null };

/** One run as the runner process reports it (or as the parent makes it up when it had to kill the runner). */
export interface RunnerReply {
  outcome?: ProgramOutcome;
  output: string;
  truncated: boolean;
  timedOut: boolean;
  /** Killed for using too much memory. */
  memory: boolean;
  /** Pyodide failed (e.g. its stack overflowed); `message` says how. */
  fatal: boolean;
  message?: string;
  /** Seconds measured inside the runner, or null when the run was cut off. */
  seconds: number | null;
  /** The runner cannot be used again. */
  dead: boolean;
}
