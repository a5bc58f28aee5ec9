// Entry of a runner process (started by runner-process.ts under Node's permission model). Its main thread
// never runs Python: it hosts one Python thread at a time (a session: one owner's fresh interpreter),
// relays jobs from the parent to it, keeps each run's time limit and stops a run by writing SIGINT into
// Pyodide's interrupt buffer, or by terminating the thread if that is not enough. On 'reset' it ends the
// session's thread and starts a new one restored from the pristine snapshot, so the next owner gets a new
// isolate, WebAssembly memory and shared buffers while the process keeps its compiled WebAssembly, which
// is what makes a new session several times cheaper than a new process. After a terminated run or a fatal
// Pyodide error it exits; the parent starts a new process.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { hardenThread } from './harden.mjs';
import { OutputBuffer } from './output-buffer.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const { pyodideDir, maxOutputBytes, wasmMaxBytes, threadHeapMb, threadStackMb, graceMs } = config;
const reply = process.send.bind(process);

let makeSnapshot = config.makeSnapshot === true;
/** The bytes the maker session sent, kept for this process's later sessions (it may not read the file). */
let madeSnapshot;

/** A private copy of Pyodide's start-up memory for one session, or undefined to load in full. */
function snapshotCopy() {
  if (typeof config.snapshotFile === 'string') return readFileSync(config.snapshotFile);
  return madeSnapshot?.slice();
}

/** Compiled once per process and shared by every session's thread (V8 shares the machine code). */
const wasm = readFileSync(`${pyodideDir}/pyodide.asm.wasm`);
const wasmModule = await WebAssembly.compile(wasm);
const wasmBytes = wasm.byteLength;

hardenThread({ keepWorkers: true });

/** The live session: { thread, interrupt, output } */
let session;
/** The run in progress: { id, timer, graceTimer, timedOut } */
let current;

function startSession() {
  const interruptBuffer = new SharedArrayBuffer(4);
  const outputBuffer = OutputBuffer.allocate(maxOutputBytes);
  const maker = makeSnapshot;
  makeSnapshot = false;
  const snapshot = maker ? undefined : snapshotCopy();
  const thread = new Worker(new URL('./python-thread.mjs', import.meta.url), {
    // The session's thread gets its own copy of the snapshot (moved, not cloned): nothing it does can
    // reach the bytes the next session restores from.
    workerData: {
      pyodideDir,
      interruptBuffer,
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
  const own = { thread, interrupt: new Int32Array(interruptBuffer), output: new OutputBuffer(outputBuffer) };
  session = own;
  // Whatever student code manages to write to the thread's own console (and Pyodide's fatal-error dumps)
  // is dropped rather than reaching the server's logs.
  thread.stdout.resume();
  thread.stderr.resume();
  thread.on('message', (message) => {
    if (session !== own) return; // a message that raced the end of its session
    if (message?.type === 'ready') {
      reply({ type: 'ready', start: maker ? 'snapshot-maker' : snapshot ? 'restored' : 'full' });
    }
    // Sent once, by the maker session, before 'ready'; the parent ignores it from runners it did not ask.
    else if (message?.type === 'snapshot' && maker) {
      if (message.bytes instanceof Uint8Array) madeSnapshot = message.bytes;
      reply({ type: 'snapshot', bytes: message.bytes });
    } else if (message?.type === 'done') finish(message);
  });
  thread.on('error', (error) => session === own && die(String(error?.stack ?? error)));
  thread.on('exit', () => session === own && die('python thread exited'));
}

async function resetSession() {
  if (current || !session) return; // the parent never resets during a run
  const old = session;
  session = undefined;
  await old.thread.terminate();
  startSession();
}

function finish(message) {
  if (!current || message.id !== current.id) return;
  clearTimeout(current.timer);
  clearTimeout(current.graceTimer);
  const { text, truncated } = session.output.read();
  reply({ ...message, output: text, truncated, timedOut: current.timedOut });
  current = undefined;
  // After a fatal error Pyodide is unusable: leave, so the parent starts a fresh runner.
  if (message.fatal) setImmediate(() => process.exit(1));
}

function die(reason) {
  process.stderr.write(`python runner stopped: ${reason.slice(0, 2000)}\n`);
  if (current) finish({ type: 'done', id: current.id, fatal: true, message: reason, seconds: null });
  process.exitCode = 1;
  setImmediate(() => process.exit(1));
}

function startRun(job) {
  current = { id: job.id, timedOut: false };
  const run = current;
  const { thread, interrupt } = session;
  run.timer = setTimeout(() => {
    run.timedOut = true;
    Atomics.store(interrupt, 0, 2);
    Atomics.notify(interrupt, 0);
    run.graceTimer = setTimeout(() => {
      // Ctrl+C did not stop it (a long C-level operation, or the program caught KeyboardInterrupt).
      finish({
        type: 'done',
        id: run.id,
        result: { ok: false, interrupted: true },
        seconds: null,
        dead: true,
      });
      session = undefined;
      void thread.terminate().finally(() => process.exit(0));
    }, graceMs);
  }, job.timeoutMs);
  thread.postMessage({
    id: job.id,
    code: String(job.code),
    inputs: Array.isArray(job.inputs) ? job.inputs.map(String) : [],
    expression: typeof job.expression === 'string' ? job.expression : null,
  });
}

process.on('message', (job) => {
  if (job?.type === 'reset') void resetSession();
  else if (job?.type === 'run' && !current && session) startRun(job);
});
process.on('disconnect', () => process.exit(0));
startSession();
