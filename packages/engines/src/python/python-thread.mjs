// The thread that runs Python, inside a runner process. It is hardened before Pyodide loads and before any
// student code runs; the runner's main thread keeps the timer and can interrupt it through a shared buffer.
import { readFileSync } from 'node:fs';
import threads from 'node:worker_threads';
import { capWasmMemory, hardenThread, shimProcessBinding } from './harden.mjs';
import { OutputBuffer } from './output-buffer.mjs';

const port = threads.parentPort;
const {
  pyodideDir,
  interruptBuffer,
  sleepBuffer,
  outputBuffer,
  wasmMaxBytes,
  makeSnapshot,
  wasmModule,
  wasmBytes,
} = threads.workerData;
const interrupt = new Int32Array(interruptBuffer);
/** [0] ms slept in ended sleeps, [1] start of the current sleep (epoch ms) or 0; read by the main thread. */
const slept = new Float64Array(sleepBuffer);
// Taken before any student code, which may replace Date.now in this thread.
const clock = Date.now;
const output = new OutputBuffer(outputBuffer);

shimProcessBinding();
hardenThread();
capWasmMemory(wasmMaxBytes);
// Student code could otherwise post forged replies to the runner's main thread.
threads.parentPort = null;
(await import('node:module')).syncBuiltinESMExports();

// A program that reaches JavaScript can leave rejected promises behind; they must not kill the thread.
process.on('unhandledRejection', () => {});

/** Appends to the shared output; once it is full the run is stopped like a Ctrl+C. */
function emit(text) {
  if (!output.append(text)) Atomics.store(interrupt, 0, 2);
}

const { loadPyodide } = await import(new URL('pyodide.mjs', `file://${pyodideDir}/`).href);

/**
 * While Pyodide loads, its WebAssembly is instantiated from the module the runner process compiled once,
 * instead of compiling the bytes it reads again: a new session then costs a quarter of a new process.
 */
async function withCompiledPyodide(load) {
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async (source, imports) =>
    source?.byteLength === wasmBytes
      ? { instance: await instantiate.call(WebAssembly, wasmModule, imports), module: wasmModule }
      : instantiate.call(WebAssembly, source, imports);
  try {
    return await load();
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}

// `import js` sees only this object. Anything reachable from it still leads to Function, which is why the
// process-level patches above come first.
const jsglobals = Object.create(null);
const pyodide = await withCompiledPyodide(() =>
  loadPyodide({
    indexURL: `${pyodideDir}/`,
    jsglobals,
    env: { HOME: '/home/pyodide' },
    stdout: emit,
    stderr: emit,
    checkAPIVersion: true,
    // See snapshot.ts. Restoring skips CPython's initialisation; Pyodide checks the snapshot's build id.
    // With _makeSnapshot Pyodide wraps jsglobals in a proxy (so it can record paths); it stays empty.
    ...(makeSnapshot ? { _makeSnapshot: true } : {}),
    ...(threads.workerData.snapshot ? { _loadSnapshot: threads.workerData.snapshot } : {}),
  }),
);
// Pyodide keeps its options; without this the ~30 MB of snapshot bytes would stay alive for good.
if (pyodide._api?.config) pyodide._api.config._loadSnapshot = undefined;
threads.workerData.snapshot = undefined;
if (makeSnapshot) {
  // Taken before anything below (streams, interrupt buffer, runner.py) and before 'ready', so before
  // any program: it holds Pyodide's own start-up state only, and every restored session redoes the rest.
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } catch {
    bytes = undefined;
  }
  port.postMessage({ type: 'snapshot', bytes }, bytes ? [bytes.buffer] : []);
  // From here on this runner behaves like a restored one: `js` is the plain empty object again, not
  // the recording proxy (which e.g. breaks dir(js)).
  pyodide.registerJsModule('js', jsglobals);
}
const encoder = new TextDecoder();
const fdWriter = {
  write(buffer) {
    emit(encoder.decode(buffer));
    return buffer.length;
  },
};
pyodide.setStdout(fdWriter);
pyodide.setStderr(fdWriter);
pyodide.setStdin({ error: true });
pyodide.setInterruptBuffer(interrupt);
for (const name of ['pyodide_js']) {
  try {
    pyodide.unregisterJsModule(name);
  } catch {
    // not registered in this version
  }
}

/**
 * time.sleep: returns early when the main thread interrupts the run (it notifies after writing). Sleeping
 * counts towards the run's time limit, like CPU time, so it is recorded where the main thread can see it.
 */
function wait(ms) {
  const since = clock();
  slept[1] = since;
  try {
    Atomics.wait(interrupt, 0, 0, Math.min(ms, 2 ** 31));
  } finally {
    slept[0] += clock() - since;
    slept[1] = 0;
  }
}

const privateNamespace = pyodide.toPy({ _wait: wait });
// Plain compile + exec rather than runPython: runPython parses and rewrites the source with Python's ast
// module first, which in a runner restored from the snapshot (still running baseline-compiled
// WebAssembly) costs ~70 ms more.
const pyBuiltins = pyodide.pyimport('builtins');
const runnerCode = pyBuiltins.compile(
  readFileSync(new URL('./runner.py', import.meta.url), 'utf8'),
  'runner.py',
  'exec',
);
pyBuiltins.exec(runnerCode, privateNamespace);
runnerCode.destroy();
pyBuiltins.destroy();
const runProgram = privateNamespace.get('run');

function runJob({ code, inputs, expression }) {
  output.reset();
  const started = performance.now();
  let result;
  try {
    const proxy = runProgram(code, inputs, expression ?? undefined, emit);
    result = proxy.toJs({ dict_converter: Object.fromEntries });
    proxy.destroy();
  } catch (error) {
    // A KeyboardInterrupt that lands outside the student's code surfaces here as a PythonError.
    const text = String(error?.message ?? error);
    if (/KeyboardInterrupt/.test(text)) result = { ok: false, interrupted: true };
    else return { fatal: true, message: text.slice(-2000), seconds: (performance.now() - started) / 1000 };
  }
  return { result, seconds: (performance.now() - started) / 1000 };
}

port.on('message', (job) => {
  Atomics.store(interrupt, 0, 0);
  const reply = runJob(job);
  port.postMessage({ type: 'done', id: job.id, ...reply });
});
port.postMessage({ type: 'ready' });
