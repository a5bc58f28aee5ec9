import {
  CODE_REQUIRED,
  type LessonContent,
  NO_CODE_TO_EXECUTE,
  type PracticeExercise,
  type RunResult,
  type TestResults,
  type User,
} from '@studybot/contract';
import {
  outputDifference,
  PythonBusyError,
  PythonCpuBudgetError,
  PythonOwnerQueueError,
  type PythonRunnerPool,
} from '@studybot/engines/python';
import { badRequest, HttpError, tooManyRequests } from '../../platform/errors.ts';
import { entitlements } from '../../platform/plans/entitlements.ts';
import type { BootcampService } from '../bootcamp/service.ts';
import type { PracticeService } from '../practice/service.ts';

export interface CodeServiceOptions {
  bootcamp: BootcampService;
  /** Keeps the learning evidence that lesson tests leave. */
  practice: Pick<PracticeService, 'recordEvidence'>;
  /** Starts runner processes on demand (and spares once warmed). */
  runner: PythonRunnerPool;
}

/**
 * Students' Python, run on the server in isolated runner sessions (one student per session), and lesson
 * tests graded here. Test results are recorded as learning evidence for the lesson's objectives.
 */
export class CodeService {
  constructor(private readonly options: CodeServiceOptions) {}

  /** POST /api/code/run: the lesson editor's Run. */
  async run(user: User, code: string, inputs: string[], lessonId?: string): Promise<RunResult> {
    if (!code.trim()) throw badRequest(CODE_REQUIRED);
    if (lessonId) await this.options.bootcamp.lessonContent(user, lessonId);
    return this.#withRunner((runner) => runner.run({ code, inputs, ...this.#owner(user) }));
  }

  /** POST /api/code/execute: the generic editor. */
  async execute(user: User, code: string, inputs: string[]): Promise<RunResult> {
    if (!code.trim()) throw badRequest(NO_CODE_TO_EXECUTE);
    return this.#withRunner((runner) => runner.run({ code, inputs, ...this.#owner(user) }));
  }

  async test(user: User, code: string, lessonId: string): Promise<TestResults> {
    if (!code.trim()) throw badRequest(CODE_REQUIRED);
    const lesson = await this.options.bootcamp.lessonContent(user, lessonId);
    const results = await this.#withRunner((runner) =>
      runner.test({ code, tests: lesson.tests, ...this.#owner(user) }),
    );
    // Cut short by a busy server, the results say nothing about what the student knows.
    if (!results.server_busy) await this.#recordEvidence(user.id, lesson, results.passed);
    return results;
  }

  /** Whether the program, run without input, prints `expected` (compared as the lesson tests compare). */
  async validate(user: User, code: string, lessonId: string, expected: string): Promise<{ valid: boolean }> {
    const result = await this.run(user, code, [], lessonId);
    return { valid: result.success && outputDifference(expected, result.output) === null };
  }

  async examples(user: User, lessonId: string): Promise<{ examples: PracticeExercise[] }> {
    const lesson = await this.options.bootcamp.lessonContent(user, lessonId);
    return { examples: lesson.exercises };
  }

  /** Who the runner shares its time out by, and that student's CPU budget from the plan table. */
  #owner(user: User): { owner: string; cpuSecondsPerMinute: number | null } {
    return { owner: user.id, cpuSecondsPerMinute: entitlements(user).codeCpuSecondsPerMinute };
  }

  async #withRunner<T>(work: (runner: PythonRunnerPool) => Promise<T>): Promise<T> {
    try {
      return await work(this.options.runner);
    } catch (error) {
      if (error instanceof PythonCpuBudgetError) {
        const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
        const at = error.resetsAt.toISOString().slice(11, 19);
        throw tooManyRequests(
          `You have used your ${error.limitSeconds} seconds of code-running time for this minute. It resets at ${at} UTC (in ${seconds} s). Upgrade for more.`,
          seconds,
        );
      }
      if (error instanceof PythonOwnerQueueError) {
        const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
        throw tooManyRequests(
          `You already have ${error.queued + 1} programs running or waiting to run. Run again once they finish (in about ${seconds} s).`,
          seconds,
        );
      }
      // The server as a whole is overloaded, not this student's doing.
      if (error instanceof PythonBusyError)
        throw new HttpError(503, 'The code runner is busy. Try again in a moment.', { 'retry-after': '10' });
      throw error;
    }
  }

  async #recordEvidence(userId: string, lesson: LessonContent, passed: boolean): Promise<void> {
    await this.options.practice.recordEvidence(userId, [
      { topic: `py:${lesson.id}`, kind: 'lesson_test', is_correct: passed, ref: lesson.id },
    ]);
  }
}
