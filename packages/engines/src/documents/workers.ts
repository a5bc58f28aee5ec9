// The documents engine behind worker threads: the server's event loop never parses a PDF or a DOCX.
// A file that takes too long, or more memory than a worker may have, is stopped by terminating its
// worker, which the pool then replaces.
import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { WorkerJobError, WorkerPool, WorkerStoppedError } from '../workers/worker-pool.ts';
import {
  DocumentsBusyError,
  DocumentTooComplexError,
  DocumentTooLargeError,
  NoTextError,
  UnsupportedFileError,
} from './errors.ts';
import type { ExtractedText, ExtractOptions, UploadedFile } from './extract.ts';
import type { DocumentJob, DocumentOutcome } from './jobs.ts';

export const DOCUMENT_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

export interface DocumentWorkersOptions {
  /** Worker threads; default one fewer than the cores, at least 1 and at most 2. */
  size?: number;
  /** A file still being read after this long is stopped (a worker's start-up is not counted). */
  timeoutMs?: number;
  /** Files allowed to wait for a worker; more are refused with DocumentsBusyError. */
  maxWaiting?: number;
  /** Each worker's heap limits. */
  resourceLimits?: ResourceLimits;
  /** Expansion budgets and the text length past which a PDF's pages are no longer read. */
  limits?: ExtractOptions;
  /**
   * Buffers (decoded streams) live outside the heap that resourceLimits caps, so the process's
   * resident memory is watched too while files are read: past `maxGrowthMb` over what it was when
   * reading began, the files being read are stopped.
   */
  memoryWatch?: { maxGrowthMb?: number; intervalMs?: number; rss?: () => number };
  /** The worker script; tests put a stand-in here. */
  entry?: URL;
}

/** A file being read or waiting, oldest first. */
interface Pending {
  abort: AbortController;
}

export class DocumentWorkers {
  readonly #pool: WorkerPool<DocumentJob, DocumentOutcome>;
  readonly #maxWaiting: number;
  readonly #limits: ExtractOptions;
  readonly #pending: Pending[] = [];
  readonly #watch: { maxGrowth: number; intervalMs: number; rss: () => number };
  #baseline = 0;
  #timer?: NodeJS.Timeout;

  constructor(options: DocumentWorkersOptions = {}) {
    const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    this.#pool = new WorkerPool(
      options.entry ?? new URL('./thread.mjs', import.meta.url),
      size,
      options.timeoutMs ?? 15_000,
      {
        resourceLimits: options.resourceLimits ?? DOCUMENT_RESOURCE_LIMITS,
        startupTimeoutMs: options.entry ? undefined : 60_000,
      },
    );
    this.#maxWaiting = options.maxWaiting ?? 8;
    this.#limits = options.limits ?? {};
    this.#watch = {
      maxGrowth: (options.memoryWatch?.maxGrowthMb ?? 1024 * size) * 1024 * 1024,
      intervalMs: options.memoryWatch?.intervalMs ?? 250,
      rss: options.memoryWatch?.rss ?? (() => process.memoryUsage.rss()),
    };
  }

  get size(): number {
    return this.#pool.size;
  }

  /**
   * Reads the text of a PDF, DOCX or plain-text file in a worker. Rejects with UnsupportedFileError
   * (unreadable), DocumentTooLargeError (past its expansion budget), DocumentTooComplexError (stopped for time or memory)
   * or DocumentsBusyError (too many files waiting); each has a message for the student.
   */
  async read(
    file: UploadedFile,
    options: Pick<ExtractOptions, 'maxChars' | 'keepLines'> = {},
  ): Promise<ExtractedText> {
    const job: DocumentJob = { op: 'read', bytes: file.bytes, options: { ...this.#limits, ...options } };
    return (await this.#run(job)) as ExtractedText;
  }

  /** Starts every worker and loads the PDF and DOCX readers in it. */
  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.#pool.size }, () => this.#run({ op: 'warm' })));
  }

  close(): Promise<void> {
    this.#stopWatching();
    return this.#pool.close();
  }

  async #run(job: DocumentJob): Promise<DocumentOutcome> {
    if (this.#pool.waiting >= this.#maxWaiting) throw new DocumentsBusyError();
    const pending: Pending = { abort: new AbortController() };
    if (this.#pending.length === 0) this.#startWatching();
    this.#pending.push(pending);
    try {
      const [outcome] = await this.#pool.runBatch([job], pending.abort.signal);
      return outcome!;
    } catch (error) {
      throw translate(error);
    } finally {
      this.#pending.splice(this.#pending.indexOf(pending), 1);
      if (this.#pending.length === 0) this.#stopWatching();
    }
  }

  #startWatching(): void {
    this.#baseline = this.#watch.rss();
    this.#timer = setInterval(() => {
      if (this.#watch.rss() - this.#baseline <= this.#watch.maxGrowth) return;
      // Files start in the order they were sent, so the oldest `size` are the ones being read.
      for (const pending of this.#pending.slice(0, this.#pool.size)) {
        pending.abort.abort(new DocumentTooComplexError('memory'));
      }
      this.#baseline = this.#watch.rss();
    }, this.#watch.intervalMs);
    this.#timer.unref();
  }

  #stopWatching(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

function translate(error: unknown): unknown {
  if (error instanceof WorkerJobError && error.kind === 'DocumentTooLargeError') {
    return new DocumentTooLargeError(error.message);
  }
  if (error instanceof WorkerJobError && error.kind === 'NoTextError') {
    return new NoTextError(error.message, error.message.includes('PDF'));
  }
  if (error instanceof WorkerJobError && error.kind === 'UnsupportedFileError') {
    return new UnsupportedFileError(error.message);
  }
  if (error instanceof WorkerStoppedError) {
    if (error.reason === 'timeout') return new DocumentTooComplexError('time');
    if (error.reason === 'out-of-memory') return new DocumentTooComplexError('memory');
  }
  return error;
}
