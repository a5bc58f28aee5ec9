// The thread that runs Python, inside a runner process. It is hardened before Pyodide loads and before any
// student code runs; the runner's main thread keeps the timer and can interrupt it through a shared buffer.
import { readFileSync } from 'node:fs';
import threads from 'node:worker_threads';
import { capWasmMemory, hardenThread, shimProcessBinding } from './harden.mjs';
import { OutputBuffer } from './output-buffer.mjs';

const port = threads.parentPort;
const { pyodideDir, interruptBuffer, outputBuffer, wasmMaxBytes } = threads.workerData;
const interrupt = new Int32Array(interruptBuffer);
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
// `import js` sees only this object. Anything reachable from it still leads to Function, which is why the
// process-level patches above come first.
const jsglobals = Object.create(null);
const pyodide = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  jsglobals,
  env: { HOME: '/home/pyodide' },
  stdout: emit,
  stderr: emit,
  checkAPIVersion: true,
});
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

/** time.sleep: returns early when the main thread interrupts the run (it notifies after writing). */
function wait(ms) {
  Atomics.wait(interrupt, 0, 0, Math.min(ms, 2 ** 31));
}

const privateNamespace = pyodide.toPy({ _wait: wait });
pyodide.runPython(readFileSync(new URL('./runner.py', import.meta.url), 'utf8'), {
  globals: privateNamespace,
});
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
