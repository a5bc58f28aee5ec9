// The pool of Python runner processes. A runner's session serves one owner (an opaque string, e.g. a user
// id) for a few runs and never anyone else; then the process goes on with a fresh session (a new Python
// thread restored from the pristine snapshot) for the next owner, and after `sessionsPerProcess` sessions it
// is replaced. Idle un-owned spares are kept loaded so nobody waits for Pyodide to start.
//
// Runs are shared out fairly: each owner has at most one run in progress and a few waiting, runners are
// handed out round-robin across owners (fair-queue.ts), and each owner has a budget of runner CPU per
// minute (cpu-ledger.ts). So one student flooding the runner waits behind their own runs, not everyone's.
import { cleanInputs, outputDifference, sameRepr } from './compare.ts';
import { CpuLedger } from './cpu-ledger.ts';
import { PythonBusyError, PythonCpuBudgetError, PythonOwnerQueueError } from './errors.ts';
import { FairQueue } from './fair-queue.ts';
import { formatError, replyError, toRunResult } from './result.ts';
import { type RunnerJob, type RunnerLimits, RunnerProcess, type SessionStart } from './runner-process.ts';
import { useSnapshots } from './snapshot.ts';
import type { LessonTest, RunnerReply, RunResult, TestCaseResult, TestResults } from './types.ts';

export { PythonBusyError } from './errors.ts';

/** Runners that die while loading are replaced this many times for one run before it gives up. */
const MAX_START_ATTEMPTS = 3;
const BUSY_MESSAGE = 'Too many programs are running right now; try again in a moment';

export interface PythonRunnerPoolOptions {
  /** Runner processes at most, starting ones included. */
  maxRunners?: number;
  /** Idle un-owned runners kept loaded. */
  spares?: number;
  /** Runs allowed to wait for a runner, all owners together; beyond that run() rejects with PythonBusyError. */
  maxQueue?: number;
  /** Runs one owner may have waiting (besides the one running); beyond that PythonOwnerQueueError. */
  maxQueuedPerOwner?: number;
  /**
   * Default budget of runner CPU per owner per minute, in seconds (null: none); a run asked for once the
   * owner has used it is refused with PythonCpuBudgetError. run() and test() can pass the owner's own.
   */
  cpuSecondsPerMinute?: number | null;
  /** How long a run may wait for a runner before PythonBusyError. */
  queueTimeoutMs?: number;
  /** Default time limit of a run, counted in program time: CPU plus time.sleep, not time spent waiting
   * for a CPU on a busy machine. */
  timeoutMs?: number;
  /**
   * A run may take this many times its time limit in wall-clock time; stopped there, it is reported as
   * cut short by a busy server (and retried once), not as the program's timeout.
   */
  busyWallFactor?: number;
  /** A session serves its owner for at most this many runs… */
  maxRunsPerRunner?: number;
  /** …and this long after it was first given to the owner. */
  maxOwnedMs?: number;
  /** An owned runner left idle this long loses its owner (and a spare left idle this long beyond
   * `spares` is closed). */
  idleOwnedMs?: number;
  /**
   * When the pool is full and short of spares, an owned runner idle at least this long is given a fresh
   * session early, so the next new owner finds a loaded runner instead of waiting for one (~0.2 s).
   * Owners in the middle of an edit-and-run burst keep theirs.
   */
  evictForSpareAfterMs?: number;
  /**
   * Sessions (owners, one after another) a runner process hosts before it is replaced; 1 gives every
   * owner a new process, at ~3× the CPU per new owner.
   */
  sessionsPerProcess?: number;
  /** Program time of a whole test() call, all cases included. */
  testDeadlineMs?: number;
  maxOutputBytes?: number;
  /** Resident memory of a runner process beyond which it is killed. */
  maxRssMb?: number;
  /** WebAssembly heap of a runner's Python; beyond it Python raises MemoryError. */
  wasmMemoryMb?: number;
  graceMs?: number;
}

export type PoolEvent =
  | { type: 'start'; owner: string }
  | { type: 'end'; owner: string; cpuMs: number; busy: boolean }
  | { type: 'busy-retry'; owner: string };

export interface PoolHooks {
  /** Where the CPU each owner used is kept; given for tests (a fake clock) and to read it. */
  cpuLedger?: CpuLedger;
  /** Called as runs start and end; for tests and monitoring. */
  onEvent?: (event: PoolEvent) => void;
}

export interface PoolStats {
  runners: {
    id: number;
    pid: number | undefined;
    owner: string | undefined;
    busy: boolean;
    ready: boolean;
    runs: number;
    /** How the current session got its Pyodide. */
    start: SessionStart;
    /** Which of the process's sessions this is, from 1. */
    session: number;
  }[];
  queued: number;
  /** Owners with a run in progress or waiting. */
  owners: { owner: string; running: number; waiting: number }[];
  started: number;
  /** Runs retried because a busy server cut them short. */
  busyRetries: number;
}

interface Waiter {
  owner: string;
  /** The owner's CPU budget, checked again when the run is about to start; null: not checked. */
  cpuLimitMs: number | null;
  resolve(runner: RunnerProcess): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A run asked for by a student is checked against the owner's limits (runs waiting, CPU budget); the next
 * case of a test, a retry, or a replacement for a runner that died loading is part of a run already let in.
 */
interface Admission {
  checkLimits: boolean;
  cpuLimitMs: number | null;
}
const CONTINUE: Admission = { checkLimits: false, cpuLimitMs: null };

interface RunRequest {
  code: string;
  inputs?: readonly string[];
  owner: string;
  timeoutMs?: number;
  /** The owner's budget of runner CPU per minute, in seconds; null: none; left out: the pool's default. */
  cpuSecondsPerMinute?: number | null;
}

type Job = Omit<RunnerJob, 'wallLimitMs'>;

export class PythonRunnerPool {
  readonly #options: Required<PythonRunnerPoolOptions>;
  readonly #limits: RunnerLimits;
  readonly #runners = new Set<RunnerProcess>();
  readonly #queue = new FairQueue<Waiter>(1);
  readonly #ledger: CpuLedger;
  readonly #onEvent: (event: PoolEvent) => void;
  #started = 0;
  #busyRetries = 0;
  #closed = false;
  readonly #sweeper: NodeJS.Timeout;
  readonly #releaseSnapshots = useSnapshots();

  constructor(options: PythonRunnerPoolOptions = {}, hooks: PoolHooks = {}) {
    this.#ledger = hooks.cpuLedger ?? new CpuLedger();
    this.#onEvent = hooks.onEvent ?? (() => {});
    this.#options = {
      maxRunners: 3,
      spares: 1,
      maxQueue: 20,
      maxQueuedPerOwner: 3,
      cpuSecondsPerMinute: null,
      queueTimeoutMs: 20_000,
      timeoutMs: 5_000,
      busyWallFactor: 3,
      maxRunsPerRunner: 20,
      maxOwnedMs: 120_000,
      idleOwnedMs: 30_000,
      evictForSpareAfterMs: 2_000,
      sessionsPerProcess: 50,
      testDeadlineMs: 30_000,
      maxOutputBytes: 64 * 1024,
      maxRssMb: 512,
      wasmMemoryMb: 192,
      graceMs: 1_000,
      ...options,
    };
    const o = this.#options;
    this.#limits = {
      maxOutputBytes: o.maxOutputBytes,
      wasmMaxBytes: o.wasmMemoryMb * 2 ** 20,
      maxRssBytes: o.maxRssMb * 2 ** 20,
      graceMs: o.graceMs,
      startTimeoutMs: 30_000,
      processHeapMb: 64,
      threadHeapMb: 256,
      threadStackMb: 64,
    };
    this.#sweeper = setInterval(() => this.#sweep(), Math.min(5_000, o.idleOwnedMs));
    this.#sweeper.unref();
  }

  /** CPU each owner used within the last minute. */
  get cpuLedger(): CpuLedger {
    return this.#ledger;
  }

  /**
   * Runs a program with simulated input lines. Rejects only with PythonBusyError (the server is overloaded,
   * or closing) or a PythonOwnerLimitError (this owner has too many runs waiting, or used its CPU budget).
   */
  async run({ code, inputs, owner, timeoutMs, cpuSecondsPerMinute }: RunRequest): Promise<RunResult> {
    const limit = timeoutMs ?? this.#options.timeoutMs;
    const started = performance.now();
    const reply = await this.#runOnce(
      owner,
      { code, inputs: cleanInputs(inputs), timeoutMs: limit },
      this.#admission(cpuSecondsPerMinute),
    );
    return toRunResult(reply, {
      code,
      timeoutMs: limit,
      maxOutputBytes: this.#options.maxOutputBytes,
      wallSeconds: (performance.now() - started) / 1000,
    });
  }

  /**
   * Runs a lesson's tests, each in a fresh namespace, within one overall budget of program time (so a
   * busy machine does not eat it). The owner's limits are checked once, before the first case.
   */
  async test({
    code,
    tests,
    owner,
    cpuSecondsPerMinute,
  }: {
    code: string;
    tests: readonly LessonTest[];
    owner: string;
    cpuSecondsPerMinute?: number | null;
  }): Promise<TestResults> {
    let admission = this.#admission(cpuSecondsPerMinute);
    let used = 0;
    const cases: TestCaseResult[] = [];
    for (const test of tests) {
      const left = this.#options.testDeadlineMs - used;
      const expected = test.kind === 'output' ? test.expected_output : test.expected;
      if (left < 250) {
        cases.push({
          name: test.name,
          passed: false,
          status: 'failed',
          message: 'Not run: the tests ran out of time.',
          expected,
          actual: '',
        });
        continue;
      }
      const timeoutMs = Math.min(this.#options.timeoutMs, left);
      const reply = await this.#runOnce(
        owner,
        {
          code,
          inputs: cleanInputs(test.inputs),
          timeoutMs,
          expression: test.kind === 'expression' ? test.expression : undefined,
        },
        admission,
      );
      admission = CONTINUE;
      used += reply.programMs ?? (reply.busy ? 0 : timeoutMs);
      cases.push(this.#judge(test, reply, code, timeoutMs));
    }
    const passedTests = cases.filter((c) => c.passed).length;
    const results: TestResults = {
      passed: passedTests === cases.length,
      passed_tests: passedTests,
      total_tests: cases.length,
      score: cases.length === 0 ? 0 : Math.round((passedTests / cases.length) * 100),
      cases,
    };
    if (cases.some((c) => c.status === 'busy')) results.server_busy = true;
    return results;
  }

  #admission(cpuSecondsPerMinute: number | null | undefined): Admission {
    const seconds =
      cpuSecondsPerMinute === undefined ? this.#options.cpuSecondsPerMinute : cpuSecondsPerMinute;
    return { checkLimits: true, cpuLimitMs: seconds === null ? null : seconds * 1000 };
  }

  #judge(test: LessonTest, reply: RunnerReply, code: string, timeoutMs: number): TestCaseResult {
    const error = replyError(reply, { code, timeoutMs, maxOutputBytes: this.#options.maxOutputBytes });
    const expected = test.kind === 'output' ? test.expected_output : test.expected;
    if (reply.busy && error) {
      return {
        name: test.name,
        passed: false,
        status: 'busy',
        message: formatError(error),
        expected,
        actual: '',
      };
    }
    if (test.kind === 'output') {
      const actual = reply.output;
      const difference = outputDifference(test.expected_output, actual);
      if (error) {
        return {
          name: test.name,
          passed: false,
          status: 'failed',
          message: formatError(error),
          expected: test.expected_output,
          actual,
        };
      }
      return {
        name: test.name,
        passed: difference === null,
        status: difference === null ? 'passed' : 'failed',
        message: difference ?? 'Passed.',
        expected: test.expected_output,
        actual,
      };
    }
    const value = reply.outcome?.ok ? (reply.outcome.value ?? '') : '';
    if (error)
      return {
        name: test.name,
        passed: false,
        status: 'failed',
        message: formatError(error),
        expected: test.expected,
        actual: '',
      };
    const passed = sameRepr(test.expected, value);
    return {
      name: test.name,
      passed,
      status: passed ? 'passed' : 'failed',
      message: passed ? 'Passed.' : `\`${test.expression}\` should give ${test.expected} but gave ${value}.`,
      expected: test.expected,
      actual: value,
    };
  }

  /** One run, retried once if a busy server cut it short. */
  async #runOnce(owner: string, job: Job, admission: Admission): Promise<RunnerReply> {
    const full: RunnerJob = { ...job, wallLimitMs: job.timeoutMs * this.#options.busyWallFactor };
    const reply = await this.#attempt(owner, full, admission);
    if (!reply.busy || this.#closed) return reply;
    this.#busyRetries++;
    this.#onEvent({ type: 'busy-retry', owner });
    return this.#attempt(owner, full, CONTINUE);
  }

  async #attempt(owner: string, job: RunnerJob, admission: Admission): Promise<RunnerReply> {
    const runner = await this.#acquire(owner, admission);
    const started = performance.now();
    let reply: RunnerReply;
    try {
      reply = await runner.run(job);
    } finally {
      runner.busy = false;
      runner.lastUsedAt = Date.now();
      this.#queue.finished(owner);
    }
    // A runner that had to be killed could not report; the attempt's wall time stands in (an upper bound).
    const wallMs = performance.now() - started;
    if (reply.seconds === null) reply = { ...reply, seconds: wallMs / 1000 };
    const cpuMs = reply.cpuMs ?? wallMs;
    this.#ledger.charge(owner, cpuMs);
    this.#onEvent({ type: 'end', owner, cpuMs, busy: reply.busy });
    if (reply.dead) this.#retire(runner);
    else if (this.#isSpent(runner)) this.#release(runner);
    this.#pump();
    return reply;
  }

  /** Starts the spares now; resolves once they are loaded. */
  async warm(): Promise<void> {
    this.#replenish();
    await Promise.allSettled([...this.#runners].map((r) => r.ready));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    this.#releaseSnapshots();
    for (const waiter of this.#queue.drain()) {
      clearTimeout(waiter.timer);
      waiter.reject(new PythonBusyError('The Python runner is shutting down'));
    }
    for (const runner of this.#runners) runner.kill();
    this.#runners.clear();
  }

  stats(): PoolStats {
    return {
      runners: [...this.#runners].map((r) => ({
        id: r.id,
        pid: r.pid,
        owner: r.owner,
        busy: r.busy,
        ready: r.isReady,
        runs: r.runs,
        start: r.start,
        session: r.sessions,
      })),
      queued: this.#queue.size,
      owners: this.#queue.owners(),
      started: this.#started,
      busyRetries: this.#busyRetries,
    };
  }

  /**
   * A loaded runner claimed for `owner`, once it is the owner's turn (see fair-queue.ts); `attempt` counts
   * runners that died loading for this run.
   */
  #acquire(owner: string, admission: Admission, attempt = 1): Promise<RunnerProcess> {
    if (this.#closed) return Promise.reject(new PythonBusyError('The Python runner is shutting down'));
    if (admission.checkLimits) {
      const overBudget = this.#overBudget(owner, admission.cpuLimitMs);
      if (overBudget) return Promise.reject(overBudget);
      const waiting = this.#queue.waitingFor(owner);
      if (waiting >= this.#options.maxQueuedPerOwner) {
        return Promise.reject(new PythonOwnerQueueError(waiting, this.#options.timeoutMs, Date.now()));
      }
    }
    return new Promise<RunnerProcess>((resolve, reject) => {
      const waiter: Waiter = {
        owner,
        cpuLimitMs: admission.cpuLimitMs,
        resolve: (r) => void this.#whenReady(r, owner, attempt).then(resolve, reject),
        reject,
        timer: setTimeout(() => {
          if (this.#queue.remove(owner, waiter)) reject(new PythonBusyError(BUSY_MESSAGE));
        }, this.#options.queueTimeoutMs),
      };
      this.#queue.push(owner, waiter);
      this.#pump();
      // Still waiting, with the shared queue over its size: the server as a whole is overloaded.
      if (this.#queue.size > this.#options.maxQueue && this.#queue.remove(owner, waiter)) {
        clearTimeout(waiter.timer);
        reject(new PythonBusyError(BUSY_MESSAGE));
      }
    });
  }

  /** The refusal for an owner who used `limitMs` of CPU within the minute, or null. */
  #overBudget(owner: string, limitMs: number | null): PythonCpuBudgetError | null {
    if (limitMs === null) return null;
    const resetsAt = this.#ledger.exhausted(owner, limitMs);
    return resetsAt === null ? null : new PythonCpuBudgetError(limitMs / 1000, resetsAt, this.#ledger.now());
  }

  /** Waits for a claimed runner to load; if it fails to, tries again with another, up to a point. */
  async #whenReady(runner: RunnerProcess, owner: string, attempt: number): Promise<RunnerProcess> {
    try {
      await runner.ready;
      // Killed while idle (left-behind code caught by its watchdog): not this run's runner any more.
      if (!runner.alive) throw new Error('the runner was stopped');
      return runner;
    } catch (error) {
      runner.busy = false;
      this.#queue.finished(owner);
      this.#retire(runner);
      this.#pump();
      if (attempt >= MAX_START_ATTEMPTS) {
        throw new PythonBusyError(`The Python runner failed to start: ${(error as Error).message}`);
      }
      return this.#acquire(owner, CONTINUE, attempt + 1);
    }
  }

  /** A runner for `owner` if one can be had without waiting (a starting one counts), claimed busy. */
  #take(owner: string): RunnerProcess | undefined {
    const idle = [...this.#runners].filter((r) => !r.busy && r.alive);
    for (const r of idle) if (r.owner !== undefined && this.#isSpent(r)) this.#release(r);
    const free = idle.filter((r) => this.#runners.has(r));
    const runner =
      free.find((r) => r.owner === owner && r.isReady) ??
      free.find((r) => r.owner === undefined && r.isReady) ??
      free.find((r) => r.owner === undefined) ??
      this.#spareIfRoom(0);
    if (!runner) return undefined;
    runner.busy = true;
    if (runner.owner === undefined) {
      runner.owner = owner;
      runner.claimedAt = Date.now();
    }
    this.#replenish();
    return runner;
  }

  /**
   * An un-owned runner, if the pool has room for a new process or, failing that, by releasing the least
   * recently used owned runner that has been idle at least `evictIdleMs`.
   */
  #spareIfRoom(evictIdleMs: number): RunnerProcess | undefined {
    if (this.#closed) return undefined;
    if (this.#runners.size >= this.#options.maxRunners) {
      const now = Date.now();
      const victim = [...this.#runners]
        .filter((r) => r.alive && !r.busy && r.owner !== undefined && now - r.lastUsedAt >= evictIdleMs)
        .sort((a, b) => a.lastUsedAt - b.lastUsedAt)[0];
      if (!victim) return undefined;
      this.#release(victim);
      if (this.#runners.has(victim)) return victim;
    }
    let runner: RunnerProcess;
    try {
      runner = new RunnerProcess(this.#limits, (r) => {
        if (this.#runners.delete(r)) this.#pump();
      });
    } catch {
      return undefined; // could not start a process now (the host is out of processes or memory)
    }
    this.#started++;
    this.#runners.add(runner);
    return runner;
  }

  #spareCount(): number {
    return [...this.#runners].filter((r) => r.owner === undefined && !r.busy).length;
  }

  /** Makes spares up to the target, in free room or from owned runners idle for evictForSpareAfterMs. */
  #replenish(): void {
    while (!this.#closed && this.#spareCount() < this.#options.spares) {
      if (!this.#spareIfRoom(this.#options.evictForSpareAfterMs)) break;
    }
  }

  /** Owners idle too long (or spent) lose their runners; spares beyond the target idle that long close. */
  #sweep(): void {
    const now = Date.now();
    for (const runner of this.#runners) {
      if (runner.busy) continue;
      const idle = now - runner.lastUsedAt > this.#options.idleOwnedMs;
      if (runner.owner !== undefined) {
        if (!idle && !this.#isSpent(runner)) continue;
        // With spares enough, an idle runner is closed rather than given a session nobody may need.
        if (idle && this.#spareCount() >= this.#options.spares) this.#retire(runner);
        else this.#release(runner);
      } else if (idle && runner.isReady && this.#spareCount() > this.#options.spares) this.#retire(runner);
    }
    this.#ledger.prune();
    this.#pump();
  }

  /** Hands free runners to waiting runs, one owner's turn at a time. */
  #pump(): void {
    for (let next = this.#queue.next(); next; next = this.#queue.next()) {
      const { owner, item: waiter } = next;
      // Runs queued behind the owner's others are checked again: those may have used up the budget.
      const overBudget = this.#overBudget(owner, waiter.cpuLimitMs);
      if (overBudget) {
        this.#queue.remove(owner, waiter);
        clearTimeout(waiter.timer);
        waiter.reject(overBudget);
        continue;
      }
      const runner = this.#take(owner);
      if (!runner) break;
      this.#queue.start(owner);
      clearTimeout(waiter.timer);
      this.#onEvent({ type: 'start', owner });
      waiter.resolve(runner);
    }
    this.#replenish();
  }

  #isSpent(runner: RunnerProcess): boolean {
    return (
      !runner.alive ||
      runner.runs >= this.#options.maxRunsPerRunner ||
      (runner.owner !== undefined && Date.now() - runner.claimedAt > this.#options.maxOwnedMs)
    );
  }

  /**
   * Takes a runner from its owner: its process goes on with a fresh session for the next owner, unless it
   * is dead or has hosted its share of sessions, in which case it is closed.
   */
  #release(runner: RunnerProcess): void {
    // A process that had to load Pyodide in full (no snapshot yet) would load in full again: replace it.
    const reusable =
      runner.alive &&
      runner.isReady &&
      !runner.busy &&
      runner.start !== 'full' &&
      runner.sessions < this.#options.sessionsPerProcess;
    if (reusable) runner.reset();
    else this.#retire(runner);
  }

  #retire(runner: RunnerProcess): void {
    this.#runners.delete(runner);
    runner.kill();
  }
}
