// One runner: a separate Node process under the permission model, hosting one Python session at a time
// (see runner-main.mjs). The parent side keeps the hard limits that hold even if everything inside the
// runner is compromised: a wall-clock deadline and a resident-memory cap, both enforced with SIGKILL, and a
// channel on which only replies carrying this runner's secret token count.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demandSince, threadDemandMs } from './cpu-demand.ts';
import { type Reply, ReplyReader } from './reply-reader.ts';
import {
  type SnapshotRole,
  snapshotFailed,
  snapshotNotMade,
  snapshotRestored,
  snapshotRole,
  storeSnapshot,
} from './snapshot.ts';
import type { ProgramOutcome, RunnerReply } from './types.ts';

export interface RunnerLimits {
  maxOutputBytes: number;
  /** WebAssembly heap cap inside the runner (Python sees MemoryError beyond it). */
  wasmMaxBytes: number;
  /** Resident memory of the whole runner process; above it the runner is killed. */
  maxRssBytes: number;
  /** How long a run may go on after Ctrl+C before its Python thread is terminated. */
  graceMs: number;
  /** Start-up (loading Pyodide) must finish within this. */
  startTimeoutMs: number;
  processHeapMb: number;
  threadHeapMb: number;
  threadStackMb: number;
}

export interface RunnerJob {
  code: string;
  inputs: string[];
  expression?: string;
  /** Program time (CPU plus sleep) the run may use. */
  timeoutMs: number;
  /** Wall-clock time the run may take however busy the machine is; reaching it is reported as `busy`. */
  wallLimitMs: number;
}

/** Restored from the snapshot, made the snapshot, or loaded in full. */
export type SessionStart = 'restored' | 'snapshot-maker' | 'full';

const RUNNER_DIR = dirname(fileURLToPath(import.meta.url));
const ENTRY = fileURLToPath(new URL('./runner-main.mjs', import.meta.url));
const PYODIDE_DIR = dirname(createRequire(import.meta.url).resolve('pyodide'));
/** Added to the runner's own deadline before the parent stops waiting and kills it. */
const PARENT_SLACK_MS = 1500;
/** How often the parent samples a runner's resident memory and CPU time, for the runner's whole life. */
const SAMPLE_MS = 100;
/**
 * An idle runner (between runs) wanting more CPU than this over the last second runs code it should not.
 * Wanted, not used: on a busy machine a spinning thread gets a fraction of a core but still wants it all.
 */
const IDLE_CPU_MS_PER_SECOND = 600;
/** The runner's own diagnostics are a few KB at most; more on stderr is a session flooding it. */
const MAX_STDERR_BYTES = 64 * 1024;
/** A runner must acknowledge a reset this fast (a session may have read the command off its stdin). */
const RESET_ACK_MS = 2000;
/** A new session in a running process must be ready within this (normally ~0.3 s). */
const SESSION_START_MS = 10_000;
const CLOCK_TICK_MS = 10;
const STDERR_KEEP = 4000;
/** A 'done' reply holds at most the output cap, JSON-escaped (up to 6 bytes a byte), plus a little. */
const MAX_REPLY_LINE = (limits: RunnerLimits) => limits.maxOutputBytes * 6 + 64 * 1024;
/** runner-main.mjs exits with this when it cannot read the snapshot file. */
const SNAPSHOT_UNREADABLE = 3;

let lastId = 0;

interface Pending {
  id: number;
  resolve(reply: RunnerReply): void;
  deadline: NodeJS.Timeout;
}

export class RunnerProcess {
  readonly id = ++lastId;
  readonly startedAt = Date.now();
  isReady = false;
  owner: string | undefined;
  busy = false;
  /** Runs in the current session. */
  runs = 0;
  /** Sessions this process has hosted, the current one included (see reset()). */
  sessions = 1;
  claimedAt = 0;
  lastUsedAt = Date.now();
  /** How the current session got its Pyodide (see snapshot.ts). */
  start: SessionStart;
  #ready: Promise<void>;
  #starting: { resolve(): void; reject(error: Error): void } | undefined;
  #role: SnapshotRole;
  #stored = Promise.resolve();
  #child: ChildProcessWithoutNullStreams;
  #replies: ReplyReader;
  #alive = true;
  #pending: Pending | undefined;
  #lastJob = 0;
  #stderr = '';
  #onExit: (runner: RunnerProcess) => void;
  #killed = false;
  #stderrBytes = 0;
  #monitor: NodeJS.Timeout;
  #resetAck: NodeJS.Timeout | undefined;
  /** CPU the runner wanted in each recent sample while idle (see #watch). */
  #idleCpu: number[] = [];
  #lastCpuMs = 0;
  #lastDemand = new Map<string, number>();
  /** The next sample's interval overlaps a run or a session start: it says nothing about idleness. */
  #skipSample = false;

  constructor(
    readonly limits: RunnerLimits,
    onExit: (runner: RunnerProcess) => void,
  ) {
    this.#onExit = onExit;
    this.#role = snapshotRole();
    const role = this.#role;
    this.start = 'restore' in role ? 'restored' : 'make' in role ? 'snapshot-maker' : 'full';
    const config = {
      pyodideDir: PYODIDE_DIR,
      makeSnapshot: 'make' in role,
      snapshotFile: 'restore' in role ? role.restore : undefined,
      maxOutputBytes: limits.maxOutputBytes,
      wasmMaxBytes: limits.wasmMaxBytes,
      threadHeapMb: limits.threadHeapMb,
      threadStackMb: limits.threadStackMb,
      graceMs: limits.graceMs,
    };
    const execArgv = [
      '--experimental-permission',
      `--allow-fs-read=${PYODIDE_DIR}`,
      `--allow-fs-read=${RUNNER_DIR}`,
      // The snapshot file alone, not its folder.
      ...('restore' in role ? [`--allow-fs-read=${role.restore}`] : []),
      '--allow-worker',
      `--max-old-space-size=${limits.processHeapMb}`,
      '--no-warnings',
    ];
    this.#child = spawn(process.execPath, [...execArgv, ENTRY, JSON.stringify(config)], {
      // Nothing of the server's environment (database URLs, keys) goes to the runner. Two malloc arenas
      // keep the memory of ended sessions' threads from lingering (~40 MB less resident per runner).
      env: { MALLOC_ARENA_MAX: '2' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const token = randomBytes(24).toString('base64url');
    this.#replies = new ReplyReader({
      token,
      maxLineBytes: MAX_REPLY_LINE(limits),
      onReply: (reply, bytes) => this.#onReply(reply, bytes),
      onViolation: () => this.kill(),
    });
    this.#replies.expectRaw = 'make' in role;
    this.#child.stdout.on('data', (chunk: Buffer) => this.#replies.push(chunk));
    this.#child.stderr.setEncoding('utf8');
    this.#child.stderr.on('data', (chunk: string) => {
      this.#stderrBytes += chunk.length;
      if (this.#stderrBytes > MAX_STDERR_BYTES) this.kill();
      this.#stderr = (this.#stderr + chunk).slice(-STDERR_KEEP);
    });
    // A runner that exits while being written to gives EPIPE; its 'exit' handler does the rest.
    this.#child.stdin.on('error', () => {});
    // A process that could not be started (out of memory, too many processes) counts as one that exited.
    this.#child.on('error', () => this.#ended(null));
    this.#monitor = setInterval(() => void this.#watch(), SAMPLE_MS);
    this.#monitor.unref();
    this.#ready = this.#awaitSession(limits.startTimeoutMs);
    // The first line, before any session exists in the runner: no program ever sees the token.
    this.#send({ type: 'hello', token });
    this.#child.on('exit', (code) => this.#ended(code));
  }

  #ended(code: number | null): void {
    if (!this.#alive) return;
    clearInterval(this.#monitor);
    clearTimeout(this.#resetAck);
    if ('make' in this.#role) snapshotNotMade(false);
    if ('restore' in this.#role && !this.#killed) {
      if (code === SNAPSHOT_UNREADABLE || (!this.isReady && this.sessions === 1)) {
        snapshotFailed(this.#role.restore);
      }
    }
    this.#role = {};
    this.#starting?.reject(
      new Error(`The Python runner stopped while starting: ${this.#stderr.slice(-500)}`),
    );
    this.#exited();
  }

  #onReply(reply: Reply, bytes?: Buffer): void {
    if (reply.type === 'snapshot' && !this.isReady && 'make' in this.#role) {
      // Before the first 'ready' nothing but Pyodide's own start-up has run in the runner (see snapshot.ts).
      this.#role = {};
      if (bytes && bytes.length > 0) this.#stored = storeSnapshot(bytes);
      else snapshotNotMade(true);
    } else if (reply.type === 'ready' && this.#starting && reply.session === this.sessions) {
      if (isSessionStart(reply.start)) this.start = reply.start;
      this.#replies.expectRaw = false;
      // The maker reports ready once its snapshot is stored, so the runners started after it restore.
      const starting = this.#starting;
      void this.#stored.then(() => {
        if (!this.#alive || this.#starting !== starting) return;
        if (this.start === 'restored') snapshotRestored();
        starting.resolve();
      });
    } else if (reply.type === 'resetting' && reply.session === this.sessions) {
      clearTimeout(this.#resetAck);
    } else if (reply.type === 'done') this.#settle(reply);
  }

  #send(command: Record<string, unknown>): void {
    if (this.#alive) this.#child.stdin.write(`${JSON.stringify(command)}\n`);
  }

  /** Resolves once the current session's Python is loaded; rejects if the runner dies or takes too long. */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /**
   * Ends the session (its owner, its Python thread) and starts a fresh one in the same process, from the
   * pristine snapshot; the runner is un-owned and not ready until it has loaded.
   */
  reset(): void {
    if (!this.#alive || this.busy || !this.isReady) return;
    this.owner = undefined;
    this.runs = 0;
    this.claimedAt = 0;
    this.sessions++;
    this.lastUsedAt = Date.now();
    this.#stderr = '';
    this.#stderrBytes = 0;
    this.#ready = this.#awaitSession(SESSION_START_MS);
    this.#resetAck = setTimeout(() => this.kill(), RESET_ACK_MS);
    this.#send({ type: 'reset', session: this.sessions });
  }

  #awaitSession(timeoutMs: number): Promise<void> {
    this.isReady = false;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#starting?.reject(new Error('The Python runner took too long to start'));
        this.kill();
      }, timeoutMs);
      this.#starting = {
        resolve: () => {
          clearTimeout(timer);
          this.#starting = undefined;
          this.isReady = true;
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          this.#starting = undefined;
          reject(error);
        },
      };
    });
    ready.catch(() => {});
    return ready;
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** False from the moment it is killed, not only once it has exited: nothing new is sent to it. */
  get alive(): boolean {
    return this.#alive && !this.#killed;
  }

  /** Runs one program. Never rejects: a runner that fails or has to be killed yields a reply saying so. */
  run(job: RunnerJob): Promise<RunnerReply> {
    if (!this.alive || this.#pending) return Promise.resolve(deadReply('runner not available'));
    const id = ++this.#lastJob;
    this.runs++;
    return new Promise<RunnerReply>((resolve) => {
      const deadline = setTimeout(
        () => {
          this.kill();
          this.#finish({ ...deadReply('runner did not stop'), timedOut: true });
        },
        job.wallLimitMs + this.limits.graceMs + PARENT_SLACK_MS,
      );
      this.#idleCpu = [];
      this.#skipSample = true;
      this.#pending = { id, resolve, deadline };
      this.#send({ type: 'run', id, ...job });
    });
  }

  kill(): void {
    if (!this.#alive) return;
    this.#killed = true;
    this.#child.kill('SIGKILL');
  }

  /**
   * Samples the runner for its whole life, not only during runs: a program can leave JavaScript timers
   * behind that allocate or spin after its run has returned. Over the memory cap it is killed (a run in
   * progress reports the memory limit); idle and busy, it is killed too.
   */
  async #watch(): Promise<void> {
    const pid = this.#child.pid;
    if (!pid || !this.#alive) return;
    let status: string;
    let stat: string;
    try {
      [status, stat] = await Promise.all([
        readFile(`/proc/${pid}/status`, 'utf8'),
        readFile(`/proc/${pid}/stat`, 'utf8'),
      ]);
    } catch {
      return;
    }
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    if (kb * 1024 > this.limits.maxRssBytes) {
      this.kill();
      this.#finish({ ...deadReply('memory limit'), memory: true });
      return;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
    let used = Math.max(0, cpuMs - this.#lastCpuMs);
    this.#lastCpuMs = cpuMs;
    // Per-thread figures cost a file read per thread: read them when the runner ran at all, and to
    // take a fresh baseline at the start of idleness. A runner that did not run has no thread wanting a
    // CPU, or its waiting shows at the next reading.
    const demand = used > 0 || this.#skipSample ? await threadDemandMs(pid) : undefined;
    if (demand) {
      used = Math.max(used, demandSince(this.#lastDemand, demand));
      this.#lastDemand = demand;
    }
    if (this.#pending || !this.isReady || this.#starting) {
      this.#idleCpu = [];
      this.#skipSample = true;
      return;
    }
    if (this.#skipSample) {
      this.#skipSample = false;
      return;
    }
    this.#idleCpu.push(used);
    if (this.#idleCpu.length > 1000 / SAMPLE_MS) this.#idleCpu.shift();
    // Judged on a whole second of idleness only: the moments between a student's test cases are not
    // time enough for a spinning timer to show, and on a busy machine they carry queueing delay.
    if (this.#idleCpu.length < 1000 / SAMPLE_MS) return;
    if (this.#idleCpu.reduce((sum, ms) => sum + ms, 0) > IDLE_CPU_MS_PER_SECOND) this.kill();
  }

  #settle(message: Record<string, unknown>): void {
    if (!this.#pending || message.id !== this.#pending.id) return;
    const fatal = message.fatal === true;
    this.#finish({
      outcome: fatal ? undefined : toOutcome(message.result),
      output: typeof message.output === 'string' ? message.output.slice(0, this.limits.maxOutputBytes) : '',
      truncated: message.truncated === true,
      timedOut: message.timedOut === true,
      busy: message.timedOut === true && message.busy === true,
      memory: false,
      fatal,
      message: typeof message.message === 'string' ? message.message : undefined,
      seconds: typeof message.seconds === 'number' ? message.seconds : null,
      cpuMs: finiteOrNull(message.cpuMs),
      programMs: finiteOrNull(message.programMs),
      dead: fatal || message.dead === true,
    });
  }

  #finish(reply: RunnerReply): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = undefined;
    clearTimeout(pending.deadline);
    this.#idleCpu = [];
    this.#skipSample = true;
    pending.resolve(reply);
  }

  #exited(): void {
    if (!this.#alive) return;
    this.#alive = false;
    this.#finish(deadReply(`runner exited: ${this.#stderr.slice(-300)}`));
    this.#onExit(this);
  }
}

function deadReply(message: string): RunnerReply {
  return {
    output: '',
    truncated: false,
    timedOut: false,
    busy: false,
    memory: false,
    fatal: true,
    message,
    seconds: null,
    cpuMs: null,
    programMs: null,
    dead: true,
  };
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function isSessionStart(value: unknown): value is SessionStart {
  return value === 'restored' || value === 'snapshot-maker' || value === 'full';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toOutcome(value: unknown): ProgramOutcome {
  if (!isObject(value)) return { ok: false, type: 'RuntimeError', message: 'no result', line: null };
  if (value.ok === true)
    return typeof value.value === 'string' ? { ok: true, value: value.value } : { ok: true };
  if (value.interrupted === true) return { ok: false, interrupted: true };
  return {
    ok: false,
    type: typeof value.type === 'string' ? value.type : 'Error',
    message: typeof value.message === 'string' ? value.message : '',
    line: typeof value.line === 'number' ? value.line : null,
  };
}
