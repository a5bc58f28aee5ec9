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
  /** Stopped because the server was too busy to run it in time (after one retry); not the program's fault. */
  server_busy?: boolean;
}

/** A lesson test as authored (`inputs` may be left out). */
export type LessonTest = z.input<typeof LessonTestCase>;

/** `busy`: the case could not be run to the end because the server was too busy; neither passed nor failed. */
export type TestCaseStatus = 'passed' | 'failed' | 'busy';

export interface TestCaseResult {
  name: string;
  passed: boolean;
  status: TestCaseStatus;
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
  /** Some case was cut short by a busy server (status `busy`): run the tests again. */
  server_busy?: boolean;
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
  /**
   * Stopped by the wall-clock limit before using its program time: the machine was too busy to give it
   * the CPU, which says nothing about the program.
   */
  busy: boolean;
  /** Killed for using too much memory. */
  memory: boolean;
  /** Pyodide failed (e.g. its stack overflowed); `message` says how. */
  fatal: boolean;
  message?: string;
  /** Seconds measured inside the runner; when it was cut off, the pool's wall time of the attempt. */
  seconds: number | null;
  /** CPU milliseconds the runner process used for the run, or null when it was cut off. */
  cpuMs: number | null;
  /** CPU plus time.sleep milliseconds: what the time limit counts. Null when cut off. */
  programMs: number | null;
  /** The runner cannot be used again. */
  dead: boolean;
}
