import {
  CODE_REQUIRED,
  type LessonContent,
  NO_CODE_TO_EXECUTE,
  type PracticeExercise,
  type RunResult,
  type TestResults,
  type User,
} from '@studybot/contract';
import { outputDifference, PythonBusyError, type PythonRunnerPool } from '@studybot/engines/python';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/db/codec.ts';
import type { Database } from '../../platform/db/schema.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { BootcampService } from '../bootcamp/service.ts';

export interface CodeServiceOptions {
  db: Kysely<Database>;
  bootcamp: BootcampService;
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
    return this.#withRunner((runner) => runner.run({ code, inputs, owner: user.id }));
  }

  /** POST /api/code/execute: the generic editor. */
  async execute(user: User, code: string, inputs: string[]): Promise<RunResult> {
    if (!code.trim()) throw badRequest(NO_CODE_TO_EXECUTE);
    return this.#withRunner((runner) => runner.run({ code, inputs, owner: user.id }));
  }

  async test(user: User, code: string, lessonId: string): Promise<TestResults> {
    if (!code.trim()) throw badRequest(CODE_REQUIRED);
    const lesson = await this.options.bootcamp.lessonContent(user, lessonId);
    const results = await this.#withRunner((runner) =>
      runner.test({ code, tests: lesson.tests, owner: user.id }),
    );
    await this.#recordEvidence(user.id, lesson, results.passed);
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

  async #withRunner<T>(work: (runner: PythonRunnerPool) => Promise<T>): Promise<T> {
    try {
      return await work(this.options.runner);
    } catch (error) {
      if (error instanceof PythonBusyError)
        throw new HttpError(503, 'The code runner is busy. Try again in a moment.', { 'retry-after': '10' });
      throw error;
    }
  }

  async #recordEvidence(userId: string, lesson: LessonContent, passed: boolean): Promise<void> {
    const now = nowIso();
    await this.options.db
      .insertInto('learning_evidence')
      .values(
        lesson.objectives.map((objective) => ({
          id: crypto.randomUUID(),
          user_id: userId,
          topic: objective,
          kind: 'lesson_test',
          is_correct: passed,
          ref: lesson.id,
          created_at: now,
        })),
      )
      .execute();
  }
}
