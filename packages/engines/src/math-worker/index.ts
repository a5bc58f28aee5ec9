// The math engine behind worker threads: the server's event loop never runs a solve, and a solve that takes
// too long is stopped by terminating its worker.
import { WorkerPool } from '../workers/worker-pool.ts';
import type { CheckOutcome, MathJob, MathOutcome, SolveOutcome } from './jobs.ts';

export type { CheckOutcome, SolveOutcome };

export class MathBusyError extends Error {
  override name = 'MathBusyError';
}

export interface MathWorkersOptions {
  /** Worker threads; each holds its own copy of the CAS. */
  size?: number;
  /** A job running longer than this is stopped, its worker replaced. */
  timeoutMs?: number;
  /**
   * How long a new worker may take to load the CAS before its first job's own time starts. Loading
   * takes a second or two on an idle machine and far longer on a busy one.
   */
  startupTimeoutMs?: number;
  /** Jobs allowed to wait for a worker; more are refused with MathBusyError. */
  maxWaiting?: number;
}

export class MathWorkers {
  readonly #pool: WorkerPool<MathJob, MathOutcome>;
  readonly #maxWaiting: number;

  constructor({
    size = 2,
    timeoutMs = 20_000,
    startupTimeoutMs = 120_000,
    maxWaiting = 50,
  }: MathWorkersOptions = {}) {
    this.#pool = new WorkerPool(new URL('./thread.mjs', import.meta.url), size, timeoutMs, {
      startupTimeoutMs,
    });
    this.#maxWaiting = maxWaiting;
  }

  /** Reads and solves a typed problem. Rejects when the solve times out or its worker fails. */
  solve(text: string): Promise<SolveOutcome> {
    return this.#run({ op: 'solve', text }) as Promise<SolveOutcome>;
  }

  /** Judges a student's working: the problem, then one step per line. */
  check(lines: string[]): Promise<CheckOutcome> {
    return this.#run({ op: 'check', lines }) as Promise<CheckOutcome>;
  }

  #run(job: MathJob): Promise<MathOutcome> {
    if (this.#pool.waiting >= this.#maxWaiting)
      return Promise.reject(new MathBusyError('The math tutor is busy'));
    return this.#pool.run(job);
  }

  /** Starts every worker and loads the CAS in it, so the first students do not wait for that. */
  warm(options: { attempts?: number } = {}): Promise<void> {
    return this.#pool.warm({ op: 'solve', text: '1+1' }, options);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
