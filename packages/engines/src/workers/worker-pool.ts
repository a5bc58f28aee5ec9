import { type ResourceLimits, Worker } from 'node:worker_threads';

/** A job the worker itself reported as failed. `kind` is the name of the worker's error, if it sent one. */
export class WorkerJobError extends Error {
  override readonly name = 'WorkerJobError';
  constructor(
    message: string,
    readonly kind?: string,
  ) {
    super(message);
  }
}

/**
 * A job whose worker was stopped: it ran past the time limit (`timeout`), ran out of the memory its
 * resource limits allow (`out-of-memory`), crashed or exited.
 */
export class WorkerStoppedError extends Error {
  override readonly name = 'WorkerStoppedError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'out-of-memory' | 'crash' | 'exit',
  ) {
    super(message);
  }
}

export interface WorkerPoolOptions {
  /** Heap and stack limits for each worker; a worker past them is stopped, failing its job. */
  resourceLimits?: ResourceLimits;
  /**
   * Set for a worker that posts `{ ready: true }` once loaded: a job's time limit then starts when
   * its worker is ready, and loading may take up to this long, so a slow start on a busy machine
   * does not eat into a job's budget.
   */
  startupTimeoutMs?: number;
}

/** The jobs of one runBatch() call. */
interface Batch<In, Out> {
  inputs: readonly In[];
  /** Index of the next input to start; `inputs.length` once none is left waiting. */
  next: number;
  results: Out[];
  /** Jobs started or waiting whose results have not come back. */
  unfinished: number;
  /** Resolved or rejected; replies for it that come later are dropped. */
  settled: boolean;
  resolve(results: Out[]): void;
  reject(error: Error): void;
  /** Stops listening to the batch's abort signal. */
  release(): void;
}

interface Slot<In, Out> {
  worker: Worker;
  batch?: Batch<In, Out>;
  /** Which of the batch's inputs the worker is running. */
  index?: number;
  jobId?: number;
  timer?: NodeJS.Timeout;
  /** Set once the worker is taken out of the pool. */
  terminated?: Promise<unknown>;
  /** False until a worker that announces itself has done so. */
  ready: boolean;
}

/**
 * What the worker posts back: `{ id, result }` or `{ id, error, kind? }`, `id` being the one it was sent
 * and `kind` the name of its error.
 */
type Reply<Out> =
  | { id: number; result: Out }
  | { id: number; error: string; kind?: string }
  | { ready: true; id?: undefined };

/**
 * Runs jobs on at most `size` worker threads, started on demand, one job per thread at a time. The worker
 * gets `{ id, ...input }`. A job that runs longer than `timeoutMs`, or whose worker crashes, is rejected and
 * its worker terminated; the queue carries on with a new worker. Cancelling a running job works the same way.
 *
 * Jobs come in batches (runBatch; run is a batch of one), and batches take turns: a free worker goes to the
 * oldest batch none of whose jobs has started yet, else to the next batch in round-robin order. So a batch
 * of one job queued behind a batch of a hundred waits for one job to finish, not for the hundred.
 */
export class WorkerPool<In extends object, Out> {
  readonly #slots = new Set<Slot<In, Out>>();
  /** Batches none of whose jobs has started, oldest first. */
  readonly #fresh: Batch<In, Out>[] = [];
  /** Batches with jobs started and jobs still waiting, in the order they get their next turn. */
  readonly #turns: Batch<In, Out>[] = [];
  #waiting = 0;
  #lastJobId = 0;
  #closed = false;

  constructor(
    readonly entry: URL,
    readonly size: number,
    readonly timeoutMs: number,
    readonly options: WorkerPoolOptions = {},
  ) {}

  /** Jobs queued and not yet started, over all batches. */
  get waiting(): number {
    return this.#waiting;
  }

  /**
   * Starts every worker by giving each `input`, so the first real jobs do not wait for loading. A
   * worker that fails to start (too slow, or crashed) is tried again, up to `attempts` times in all.
   */
  async warm(input: In, { attempts = 3 } = {}): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await Promise.all(Array.from({ length: this.size }, () => this.run(input)));
        return;
      } catch (error) {
        if (attempt >= attempts || !(error instanceof WorkerStoppedError)) throw error;
      }
    }
  }

  run(input: In): Promise<Out> {
    return this.runBatch([input]).then((results) => results[0] as Out);
  }

  /**
   * Runs the jobs, in turn with other batches, and resolves with their results in input order. The first
   * job to fail rejects the batch, or `signal` does when it aborts, with its reason. Either way the batch's
   * jobs still waiting are dropped and those running are cancelled, so its workers go to other batches.
   */
  runBatch(inputs: readonly In[], signal?: AbortSignal): Promise<Out[]> {
    if (this.#closed) return Promise.reject(new Error('The worker pool is closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (inputs.length === 0) return Promise.resolve([]);
    return new Promise<Out[]>((resolve, reject) => {
      const onAbort = () => this.#settle(batch, abortReason(signal!));
      const batch: Batch<In, Out> = {
        inputs,
        next: 0,
        results: new Array<Out>(inputs.length),
        unfinished: inputs.length,
        settled: false,
        resolve,
        reject,
        release: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#fresh.push(batch);
      this.#waiting += inputs.length;
      this.#dispatch();
    });
  }

  /** Rejects queued and running jobs and terminates every worker. */
  async close(): Promise<void> {
    this.#closed = true;
    const error = new Error('The worker pool was closed');
    const slots = [...this.#slots];
    for (const batch of [...this.#fresh, ...this.#turns]) this.#settle(batch, error);
    await Promise.all(slots.map((slot) => this.#retire(slot, error)));
  }

  #dispatch(): void {
    while (!this.#closed) {
      const queue = this.#fresh.length > 0 ? this.#fresh : this.#turns;
      const batch = queue[0];
      if (!batch) return;
      const slot =
        [...this.#slots].find((s) => !s.batch) ?? (this.#slots.size < this.size ? this.#spawn() : undefined);
      if (!slot) return;
      queue.shift();
      const index = batch.next++;
      this.#waiting--;
      if (batch.next < batch.inputs.length) this.#turns.push(batch);
      this.#start(slot, batch, index);
    }
  }

  #spawn(): Slot<In, Out> {
    const slot: Slot<In, Out> = {
      worker: new Worker(this.entry, { resourceLimits: this.options.resourceLimits }),
      ready: this.options.startupTimeoutMs === undefined,
    };
    slot.worker.on('message', (reply: Reply<Out>) => this.#finish(slot, reply));
    slot.worker.on('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crash';
      void this.#retire(slot, new WorkerStoppedError(`Worker crashed: ${error.message}`, reason));
    });
    slot.worker.on(
      'exit',
      (code) => void this.#retire(slot, new WorkerStoppedError(`Worker exited with code ${code}`, 'exit')),
    );
    this.#slots.add(slot);
    return slot;
  }

  #start(slot: Slot<In, Out>, batch: Batch<In, Out>, index: number): void {
    const id = ++this.#lastJobId;
    slot.batch = batch;
    slot.index = index;
    slot.jobId = id;
    this.#startTimer(slot);
    slot.worker.ref();
    slot.worker.postMessage({ ...batch.inputs[index], id });
  }

  #startTimer(slot: Slot<In, Out>): void {
    clearTimeout(slot.timer);
    const ms = slot.ready ? this.timeoutMs : this.options.startupTimeoutMs!;
    const message = slot.ready ? `Job timed out after ${ms} ms` : `Worker did not start within ${ms} ms`;
    slot.timer = setTimeout(() => void this.#retire(slot, new WorkerStoppedError(message, 'timeout')), ms);
  }

  #finish(slot: Slot<In, Out>, reply: Reply<Out>): void {
    if ('ready' in reply) {
      slot.ready = true;
      if (slot.batch) this.#startTimer(slot);
      return;
    }
    const batch = slot.batch;
    const index = slot.index;
    if (!batch || index === undefined || reply.id !== slot.jobId || !this.#slots.has(slot)) return;
    clearTimeout(slot.timer);
    slot.batch = undefined;
    slot.index = undefined;
    // An idle worker does not keep the process alive; a busy one does, until its job settles.
    slot.worker.unref();
    if ('error' in reply) {
      this.#settle(batch, new WorkerJobError(reply.error, reply.kind));
    } else if (!batch.settled) {
      batch.results[index] = reply.result;
      if (--batch.unfinished === 0) this.#settle(batch);
    }
    this.#dispatch();
  }

  /**
   * Resolves a batch with its results, or rejects it with `error`, dropping its jobs still waiting and
   * terminating the workers running its other jobs.
   */
  #settle(batch: Batch<In, Out>, error?: Error): void {
    if (batch.settled) return;
    batch.settled = true;
    batch.release();
    this.#waiting -= batch.inputs.length - batch.next;
    batch.next = batch.inputs.length;
    for (const queue of [this.#fresh, this.#turns]) {
      const at = queue.indexOf(batch);
      if (at >= 0) queue.splice(at, 1);
    }
    if (!error) {
      batch.resolve(batch.results);
      return;
    }
    batch.reject(error);
    for (const slot of [...this.#slots]) {
      if (slot.batch === batch) void this.#retire(slot, error);
    }
  }

  /**
   * Takes a worker out of the pool for good, failing its job's batch with `error`. Resolves once the
   * worker has exited.
   */
  #retire(slot: Slot<In, Out>, error: Error): Promise<unknown> {
    if (this.#slots.delete(slot)) {
      clearTimeout(slot.timer);
      slot.terminated = slot.worker.terminate();
      const batch = slot.batch;
      slot.batch = undefined;
      slot.index = undefined;
      if (batch) this.#settle(batch, error);
      this.#dispatch();
    }
    return slot.terminated ?? Promise.resolve();
  }
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('The jobs were aborted', { cause: reason });
}
