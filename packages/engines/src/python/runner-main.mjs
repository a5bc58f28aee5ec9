// Entry of a runner process (started by runner-process.ts under Node's permission model). Its main thread
// never runs Python: it hosts one Python thread at a time (a session: one owner's fresh interpreter),
// relays jobs from the parent to it, keeps each run's time limit and stops a run by writing SIGINT into
// Pyodide's interrupt buffer, or by terminating the thread if that is not enough. On 'reset' it ends the
// session's thread and starts a new one restored from the pristine snapshot, so the next owner gets a new
// isolate, WebAssembly memory and shared buffers while the process keeps its compiled WebAssembly, which
// is what makes a new session several times cheaper than a new process. After a terminated run, a fatal
// Pyodide error or anything off-protocol it exits; the parent starts a new process.
//
// The channel to the parent is stdin (commands) and stdout (replies), one JSON object per line. A session's
// JavaScript can reach these file descriptors too (the permission model does not guard open descriptors),
// so every reply carries a token the parent sent as its first line, before any session existed: a line
// without it is dropped by the parent. Everything a session's thread posts here is untrusted as well.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { hardenThread } from './harden.mjs';
import { OutputBuffer } from './output-buffer.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const { pyodideDir, maxOutputBytes, wasmMaxBytes, threadHeapMb, threadStackMb, graceMs } = config;
/** Longest repr of a test expression's value, or error message, passed on. */
const MAX_VALUE_CHARS = 10_000;
/** Exit code that tells the parent the snapshot file could not be read. */
const SNAPSHOT_UNREADABLE = 3;
/** How often a run's program time and wall time are checked against its limits. */
const CHECK_MS = 20;

let makeSnapshot = config.makeSnapshot === true;
/** The bytes the maker session sent, kept for this process's later sessions (it may not read the file). */
let madeSnapshot;

/** A private copy of Pyodide's start-up memory for one session, or undefined to load in full. */
function snapshotCopy() {
  if (typeof config.snapshotFile !== 'string') return madeSnapshot?.slice();
  try {
    return readFileSync(config.snapshotFile);
  } catch (error) {
    // Gone or unreadable (a tmp cleaner); anything else (say, out of memory) is this process's problem.
    process.exit(error?.code === 'ENOENT' || error?.code === 'EACCES' ? SNAPSHOT_UNREADABLE : 1);
  }
}

/** Compiled once per process and shared by every session's thread (V8 shares the machine code). */
const wasm = readFileSync(`${pyodideDir}/pyodide.asm.wasm`);
const wasmModule = await WebAssembly.compile(wasm);
const wasmBytes = wasm.byteLength;

hardenThread({ keepWorkers: true });

let token;
function reply(message) {
  // The leading newline ends whatever partial line a session may have left on stdout.
  process.stdout.write(`\n${JSON.stringify({ ...message, token })}\n`);
}

/** The live session: { thread, interrupt, output, number } */
let session;
/** The run in progress: { id, timer, graceTimer, timedOut, busy, cpu } */
let current;

function startSession(number) {
  const interruptBuffer = new SharedArrayBuffer(4);
  const sleepBuffer = new SharedArrayBuffer(16);
  const outputBuffer = OutputBuffer.allocate(maxOutputBytes);
  const maker = makeSnapshot;
  makeSnapshot = false;
  const snapshot = maker ? undefined : snapshotCopy();
  const start = maker ? 'snapshot-maker' : snapshot ? 'restored' : 'full';
  const thread = new Worker(new URL('./python-thread.mjs', import.meta.url), {
    // The session's thread gets its own copy of the snapshot (moved, not cloned): nothing it does can
    // reach the bytes the next session restores from.
    workerData: {
      pyodideDir,
      interruptBuffer,
      sleepBuffer,
      outputBuffer,
      wasmMaxBytes,
      wasmModule,
      wasmBytes,
      makeSnapshot: maker,
      snapshot,
    },
    transferList: snapshot ? [snapshot.buffer] : [],
    resourceLimits: { maxOldGenerationSizeMb: threadHeapMb, stackSizeMb: threadStackMb },
    env: {},
    stdout: true,
    stderr: true,
  });
  const own = {
    thread,
    number,
    interrupt: new Int32Array(interruptBuffer),
    sleep: new Float64Array(sleepBuffer),
    output: new OutputBuffer(outputBuffer),
    ready: false,
  };
  session = own;
  // Whatever student code manages to write to the thread's own console (and Pyodide's fatal-error dumps)
  // is dropped rather than reaching the server's logs.
  thread.stdout.resume();
  thread.stderr.resume();
  thread.on('message', (message) => {
    if (session !== own) return; // a message that raced the end of its session
    if (message?.type === 'ready' && !own.ready) {
      own.ready = true;
      reply({ type: 'ready', session: number, start });
    } else if (message?.type === 'snapshot' && maker && !own.ready && madeSnapshot === undefined) {
      // Only before 'ready', so only from Pyodide's own start-up: no program has run in the thread yet.
      const bytes =
        message.bytes instanceof Uint8Array && message.bytes.length > 0 ? message.bytes : undefined;
      madeSnapshot = bytes ?? null;
      // A header line, then the bytes as they are (the parent expects them only from a maker, once).
      reply({ type: 'snapshot', length: bytes?.length ?? 0 });
      if (bytes) process.stdout.write(bytes);
    } else if (message?.type === 'done' && own.ready) finish(message);
  });
  thread.on('error', (error) => session === own && die(String(error?.stack ?? error)));
  thread.on('exit', () => session === own && die('python thread exited'));
}

async function resetSession(number) {
  const old = session;
  session = undefined;
  try {
    await old.thread.terminate();
    startSession(number);
  } catch (error) {
    die(String(error?.stack ?? error));
  }
}

function finish(message) {
  if (!current || message.id !== current.id) return;
  clearInterval(current.timer);
  clearTimeout(current.graceTimer);
  const { text, truncated } = session.output.read();
  const cpuMs = cpuSince(current.cpu);
  reply({
    type: 'done',
    id: current.id,
    result: boundedResult(message.result),
    fatal: message.fatal === true,
    dead: message.dead === true,
    message: typeof message.message === 'string' ? message.message.slice(-2000) : undefined,
    seconds: typeof message.seconds === 'number' ? message.seconds : null,
    output: text,
    truncated,
    timedOut: current.timedOut,
    busy: current.busy,
    cpuMs,
    programMs: cpuMs + sleptMs(),
  });
  current = undefined;
  // After a fatal error Pyodide is unusable: leave, so the parent starts a fresh runner.
  if (message.fatal || message.dead) setImmediate(() => process.exit(1));
}

/** The program's outcome with every text capped: a huge repr or message must not outgrow a reply line. */
function boundedResult(result) {
  if (typeof result !== 'object' || result === null) return undefined;
  const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : undefined);
  return {
    ok: result.ok === true,
    interrupted: result.interrupted === true ? true : undefined,
    value: text(result.value, MAX_VALUE_CHARS),
    type: text(result.type, 200),
    message: text(result.message, MAX_VALUE_CHARS),
    line: typeof result.line === 'number' ? result.line : null,
  };
}

function die(reason) {
  process.stderr.write(`python runner stopped: ${reason.slice(0, 2000)}\n`);
  if (current) finish({ id: current.id, fatal: true, message: reason, seconds: null });
  process.exitCode = 1;
  setImmediate(() => process.exit(1));
}

/** CPU milliseconds this process used since `start` (all its threads: Python's, GC, this one). */
function cpuSince(start) {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/**
 * Milliseconds the run's program spent in time.sleep, as python-thread.mjs records them: [0] the sleeps
 * that ended, [1] when the current one began (epoch ms) or 0. Student code can write this memory, so the
 * figure is only trusted to be at least zero; a program that lies to it gains nothing but the wall limit.
 */
function sleptMs() {
  const sleep = session?.sleep;
  if (!sleep) return 0;
  const since = sleep[1];
  const ongoing = since > 0 ? Math.max(0, Date.now() - since) : 0;
  return Math.max(0, sleep[0] || 0) + ongoing;
}

/**
 * A run is limited by its program time: the CPU it uses plus the time it sleeps. Time spent waiting for a
 * CPU while the machine is busy does not count, so load cannot turn a correct program into a timeout. A
 * wall-clock limit (a few times longer) still bounds a run that gets no CPU; hitting that one is reported
 * as `busy`, not as the program's fault.
 */
function startRun(job) {
  const timeoutMs = Number(job.timeoutMs);
  const wallLimitMs = Number(job.wallLimitMs) >= timeoutMs ? Number(job.wallLimitMs) : timeoutMs * 3;
  const { thread, interrupt, sleep } = session;
  sleep[0] = 0;
  sleep[1] = 0;
  current = { id: job.id, timedOut: false, busy: false, cpu: process.cpuUsage() };
  const run = current;
  const startedAt = performance.now();
  run.timer = setInterval(() => {
    const overTime = cpuSince(run.cpu) + sleptMs() >= timeoutMs;
    const overWall = performance.now() - startedAt >= wallLimitMs;
    if (!overTime && !overWall) return;
    clearInterval(run.timer);
    run.timedOut = true;
    run.busy = !overTime;
    Atomics.store(interrupt, 0, 2);
    Atomics.notify(interrupt, 0);
    run.graceTimer = setTimeout(() => {
      // Ctrl+C did not stop it (a long C-level operation, or the program caught KeyboardInterrupt).
      finish({ id: run.id, result: { ok: false, interrupted: true }, seconds: null, dead: true });
    }, graceMs);
  }, CHECK_MS);
  thread.postMessage({
    id: job.id,
    code: String(job.code),
    inputs: Array.isArray(job.inputs) ? job.inputs.map(String) : [],
    expression: typeof job.expression === 'string' ? job.expression : null,
  });
}

function onCommand(command) {
  if (token === undefined) {
    if (command?.type !== 'hello' || typeof command.token !== 'string') process.exit(1);
    token = command.token;
    startSession(1);
  } else if (command?.type === 'run' && session?.ready && !current) startRun(command);
  else if (command?.type === 'reset' && session?.ready && !current) {
    reply({ type: 'resetting', session: command.session });
    void resetSession(command.session);
  }
  // A command that does not fit the state (a session broke the protocol): leave rather than guess.
  else process.exit(1);
}

const commands = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
commands.on('line', (line) => {
  if (line === '') return;
  let command;
  try {
    command = JSON.parse(line);
  } catch {
    process.exit(1);
  }
  onCommand(command);
});
commands.on('close', () => process.exit(0));
