// The writing engine behind worker threads (issue 14): grammar, spelling and style suggestions.
import type { ImproveWritingResponse } from '@studybot/contract';
import { WorkerPool, WorkerStoppedError } from '../workers/worker-pool.ts';
import type { WritingJob, WritingOutcome } from './jobs.ts';

export { GrammarChecker } from './grammar.ts';
export { applySafeFixes, improveText } from './improve.ts';

export class WritingBusyError extends Error {
  override name = 'WritingBusyError';
}

export interface WritingWorkersOptions {
  size?: number;
  /** A job running longer than this is stopped, its worker replaced. */
  timeoutMs?: number;
  /** How long a new worker may take to load the grammar checker before its first job's own time starts. */
  startupTimeoutMs?: number;
  /** Jobs allowed to wait for a worker; more are refused with WritingBusyError. */
  maxWaiting?: number;
}

export class WritingWorkers {
  readonly #pool: WorkerPool<WritingJob, WritingOutcome>;
  readonly #maxWaiting: number;

  constructor({
    size = 1,
    timeoutMs = 15_000,
    startupTimeoutMs = 120_000,
    maxWaiting = 20,
  }: WritingWorkersOptions = {}) {
    this.#pool = new WorkerPool(new URL('./thread.mjs', import.meta.url), size, timeoutMs, {
      startupTimeoutMs,
    });
    this.#maxWaiting = maxWaiting;
  }

  /** Suggestions for the text and the text with its safe fixes applied. */
  improve(text: string): Promise<ImproveWritingResponse> {
    if (this.#pool.waiting >= this.#maxWaiting) {
      return Promise.reject(new WritingBusyError('The writing assistant is busy'));
    }
    return this.#pool.run({ op: 'improve', text });
  }

  /** Starts the workers and loads the checker in each, retrying a worker that fails to start. */
  async warm({ attempts = 3 } = {}): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await Promise.all(Array.from({ length: this.#pool.size }, () => this.improve('Ready.')));
        return;
      } catch (error) {
        if (attempt >= attempts || !(error instanceof WorkerStoppedError)) throw error;
      }
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
