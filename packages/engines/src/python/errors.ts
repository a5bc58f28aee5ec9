// What the pool rejects a run with. PythonBusyError is the server's own overload (every runner busy and the
// shared queue full or too slow); the owner limits are one student asking for more than a fair share.

export class PythonBusyError extends Error {
  override name = 'PythonBusyError';
}

/** One owner over a per-owner limit; the run can be asked for again after `retryAfterMs`. */
export class PythonOwnerLimitError extends Error {
  override name = 'PythonOwnerLimitError';
  constructor(
    message: string,
    readonly retryAfterMs: number,
    readonly resetsAt: Date,
  ) {
    super(message);
  }
}

/** The owner already has `queued` runs waiting (besides the one running). */
export class PythonOwnerQueueError extends PythonOwnerLimitError {
  override name = 'PythonOwnerQueueError';
  constructor(
    readonly queued: number,
    retryAfterMs: number,
    now: number,
  ) {
    super(`${queued} runs are already waiting for this owner`, retryAfterMs, new Date(now + retryAfterMs));
  }
}

/** The owner used `limitSeconds` of runner CPU within the last minute. */
export class PythonCpuBudgetError extends PythonOwnerLimitError {
  override name = 'PythonCpuBudgetError';
  constructor(
    readonly limitSeconds: number,
    resetsAt: number,
    now: number,
  ) {
    super(
      `the owner used its ${limitSeconds} s of runner CPU for this minute`,
      Math.max(0, resetsAt - now),
      new Date(resetsAt),
    );
  }
}
