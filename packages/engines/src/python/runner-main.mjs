// Entry of a runner process (started by runner-process.ts under Node's permission model). Its main thread
// never runs Python: it relays jobs from the parent to the Python thread, keeps each run's time limit and
// stops a run by writing SIGINT into Pyodide's interrupt buffer, or by terminating the thread if that is
// not enough. After a terminated thread or a fatal Pyodide error it exits; the parent starts a new runner.
import { Worker } from 'node:worker_threads';
import { hardenThread } from './harden.mjs';
import { OutputBuffer } from './output-buffer.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const { pyodideDir, maxOutputBytes, wasmMaxBytes, threadHeapMb, threadStackMb, graceMs } = config;
const { makeSnapshot, snapshotFile } = config;

const interruptBuffer = new SharedArrayBuffer(4);
const interrupt = new Int32Array(interruptBuffer);
const outputShared = OutputBuffer.allocate(maxOutputBytes);
const output = new OutputBuffer(outputShared);
const reply = process.send.bind(process);

hardenThread({ keepWorkers: true });

const thread = new Worker(new URL('./python-thread.mjs', import.meta.url), {
  workerData: {
    pyodideDir,
    interruptBuffer,
    outputBuffer: outputShared,
    wasmMaxBytes,
    makeSnapshot: makeSnapshot === true,
    snapshotFile: typeof snapshotFile === 'string' ? snapshotFile : undefined,
  },
  resourceLimits: { maxOldGenerationSizeMb: threadHeapMb, stackSizeMb: threadStackMb },
  env: {},
  stdout: true,
  stderr: true,
});
// Whatever student code manages to write to the thread's own console (and Pyodide's fatal-error dumps)
// is dropped rather than reaching the server's logs.
thread.stdout.resume();
thread.stderr.resume();

/** The run in progress: { id, timer, graceTimer, timedOut } */
let current;

function finish(message) {
  if (!current || message.id !== current.id) return;
  clearTimeout(current.timer);
  clearTimeout(current.graceTimer);
  const { text, truncated } = output.read();
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

thread.on('message', (message) => {
  if (message?.type === 'ready') reply({ type: 'ready' });
  // Sent once, before 'ready'; the parent ignores it from runners it did not ask, or after 'ready'.
  else if (message?.type === 'snapshot' && makeSnapshot) reply({ type: 'snapshot', bytes: message.bytes });
  else if (message?.type === 'done') finish(message);
});
thread.on('error', (error) => die(String(error?.stack ?? error)));
thread.on('exit', () => die('python thread exited'));

process.on('message', (job) => {
  if (job?.type !== 'run' || current) return;
  current = { id: job.id, timedOut: false };
  const run = current;
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
      thread.removeAllListeners('exit');
      void thread.terminate().finally(() => process.exit(0));
    }, graceMs);
  }, job.timeoutMs);
  thread.postMessage({
    id: job.id,
    code: String(job.code),
    inputs: Array.isArray(job.inputs) ? job.inputs.map(String) : [],
    expression: typeof job.expression === 'string' ? job.expression : null,
  });
});
process.on('disconnect', () => process.exit(0));
