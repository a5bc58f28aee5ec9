// Process-level defences for a runner thread. Pyodide gives Python code a way back into JavaScript
// (`import js`, any proxy's `constructor.constructor` is Function), so once user code runs it can reach
// this thread's globals, `process` and `import('node:…')`. Built-in modules are instantiated per thread,
// so patching them here changes what such code gets. Node's permission model (flags set by the parent)
// already stops file writes, reads outside the runner and pyodide folders, child processes and addons;
// what it does not cover, the network and signals to other processes, is closed here.
import fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);

function refuse(what) {
  return function refused() {
    throw new Error(`${what} is not available to programs run here`);
  };
}

function refuseAll(target, names, what) {
  if (!target) return;
  for (const name of names) {
    if (name in target) {
      Object.defineProperty(target, name, {
        value: refuse(what),
        writable: false,
        configurable: false,
        enumerable: true,
      });
    }
  }
}

function refuseFunctions(target, what) {
  if (!target) return;
  for (const name of Object.keys(target)) {
    if (typeof target[name] === 'function' && !/^[A-Z]/.test(name)) refuseAll(target, [name], what);
  }
}

/** Pyodide's NODEFS reads `process.binding('constants')` at start-up; nothing else may use it. */
export function shimProcessBinding() {
  const constants = { fs: fs.constants, os: os.constants };
  Object.defineProperty(process, 'binding', {
    value: (name) => {
      if (name === 'constants') return constants;
      throw new Error('process.binding is not available');
    },
    writable: false,
    configurable: false,
  });
}

function closeNetwork() {
  for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'BroadcastChannel']) {
    Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false });
  }
  const what = 'The network';
  // Load every module before patching any: some build on others at load time (https on http's Agent).
  const [net, tls, dgram, dns, http, https, http2, inspector] = [
    'node:net',
    'node:tls',
    'node:dgram',
    'node:dns',
    'node:http',
    'node:https',
    'node:http2',
    'node:inspector',
  ].map((id) => require(id));
  refuseAll(net.Socket.prototype, ['connect'], what);
  // `_listen2` and `_createServerHandle` are legacy internals that reach a listening handle without listen().
  refuseAll(net.Server.prototype, ['listen', '_listen2'], what);
  refuseAll(net, ['connect', 'createConnection', 'createServer', '_createServerHandle'], what);
  refuseAll(tls, ['connect', 'createServer', 'createSecureContext'], what);
  refuseAll(dgram, ['createSocket'], what);
  refuseAll(dgram.Socket.prototype, ['bind', 'connect', 'send', 'sendto'], what);
  refuseFunctions(dns, what);
  refuseFunctions(dns.promises, what);
  for (const resolver of [dns.Resolver, dns.promises.Resolver]) {
    for (const name of Object.getOwnPropertyNames(resolver.prototype)) {
      if (name !== 'constructor') refuseAll(resolver.prototype, [name], what);
    }
  }
  for (const module of [http, https]) {
    refuseAll(module, ['request', 'get', 'createServer'], what);
    refuseAll(module.Agent.prototype, ['createConnection'], what);
  }
  refuseAll(http2, ['connect', 'createServer', 'createSecureServer'], what);
  refuseAll(inspector, ['open'], 'The inspector');
}

function closeProcessEscapes() {
  refuseFunctions(require('node:child_process'), 'Starting programs');
  refuseAll(require('node:cluster'), ['fork', 'setupPrimary', 'setupMaster'], 'Starting programs');
  refuseAll(require('node:os'), ['setPriority'], 'Changing other processes');
  refuseAll(require('node:module'), ['register'], 'Module hooks');
  // Process-wide switches a session could flip for the sessions after it in the same process.
  refuseAll(require('node:v8'), ['setFlagsFromString'], 'Changing the runtime');
  const wasi = require('node:wasi');
  refuseAll(wasi, ['WASI'], 'WASI');
  refuseAll(
    process,
    [
      'kill',
      '_kill',
      'dlopen',
      '_linkedBinding',
      'chdir',
      'setuid',
      'setgid',
      'seteuid',
      'setegid',
      'setgroups',
      'initgroups',
      'send',
      'disconnect',
      '_debugProcess',
      '_startProfilerIdleNotifier',
      'loadEnvFile',
    ],
    'Process control',
  );
  Object.defineProperty(process, 'report', { value: undefined, writable: false, configurable: false });
  for (const key of Object.keys(process.env)) delete process.env[key];
}

/**
 * Shuts this thread's ways out before any user code runs. `keepWorkers` is for the runner's main thread,
 * which starts the Python thread; the Python thread itself may not start threads.
 */
export function hardenThread({ keepWorkers = false } = {}) {
  closeNetwork();
  closeProcessEscapes();
  if (!keepWorkers) {
    const threads = require('node:worker_threads');
    refuseAll(threads, ['Worker'], 'Starting threads');
    // Named channels reach every thread of the process.
    refuseAll(threads, ['BroadcastChannel'], 'Talking to other threads');
  }
  // `import('node:net')` hands out the ESM namespace, which only follows the CJS object when told to.
  syncBuiltinESMExports();
}

/**
 * Caps the WebAssembly heap: a refused grow makes emscripten's malloc fail, which Python reports as a
 * MemoryError instead of the process swelling until the parent has to kill it.
 */
export function capWasmMemory(maxBytes) {
  const grow = WebAssembly.Memory.prototype.grow;
  Object.defineProperty(WebAssembly.Memory.prototype, 'grow', {
    value: function cappedGrow(pages) {
      if (this.buffer.byteLength + pages * 65536 > maxBytes) throw new RangeError('memory cap reached');
      return grow.call(this, pages);
    },
    writable: false,
    configurable: false,
  });
}
