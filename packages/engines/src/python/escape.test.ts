// Programs that try to get out of the runner. Every one must fail, report a clean result within the
// limits, and leave the pool able to run the next program.
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PythonRunnerPool, type RunResult } from './index.ts';

const TIMEOUT_MS = 2000;
const WALL_FACTOR = 10;
const pool = new PythonRunnerPool({
  maxRunners: 2,
  spares: 1,
  timeoutMs: TIMEOUT_MS,
  busyWallFactor: WALL_FACTOR,
});
const REPO_PACKAGE_JSON = resolve(import.meta.dirname, '../../../../package.json');
const marker = join(tmpdir(), `studybot-escape-${process.pid}-${Date.now()}`);

let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as { port: number }).port;
  await pool.warm();
}, 60_000);

afterAll(async () => {
  await pool.close();
  server.close();
  rmSync(marker, { force: true });
});

/** The JavaScript Function constructor, reached from Python the way an attacker would. */
const FUNCTION = 'from pyodide.ffi import to_js\nF = to_js([]).constructor.constructor\n';

async function attempt(code: string, owner = 'mallory'): Promise<RunResult> {
  const started = Date.now();
  const result = await pool.run({ code, owner });
  // The limit counts program time; a run starved of CPU on a busy machine may take up to its wall-clock
  // limit plus the grace period (and the parent's slack), and is retried once. Wall time may include a
  // cold start.
  const wallLimit = WALL_FACTOR * TIMEOUT_MS + 1000 + 1500;
  expect(result.execution_time).toBeLessThan(wallLimit / 1000);
  expect(Date.now() - started).toBeLessThan(2 * wallLimit + 15_000);
  const next = await pool.run({ code: 'print(1+1)', owner: 'bystander' });
  expect(next).toMatchObject({ success: true, output: '2\n' });
  return result;
}

const SLOW = 60_000;

describe('escape attempts', () => {
  it(
    'cannot start programs',
    async () => {
      for (const code of [
        `import os\nos.system("touch ${marker}")`,
        `import subprocess\nsubprocess.run(["touch", "${marker}"])`,
        'import os\nos.fork()',
        'import os\nos.kill(os.getppid(), 9)',
      ]) {
        expect((await attempt(code)).success).toBe(false);
      }
      expect(existsSync(marker)).toBe(false);
    },
    SLOW,
  );

  it(
    'cannot read host files',
    async () => {
      for (const path of ['/etc/passwd', REPO_PACKAGE_JSON]) {
        const result = await attempt(`print(open(${JSON.stringify(path)}).read())`);
        expect(result.success).toBe(false);
        expect(result.error).toMatch(/FileNotFoundError/);
        const viaJs = await attempt(
          `${FUNCTION}fs = F('return process.getBuiltinModule("fs")')()\nprint(fs.readFileSync(${JSON.stringify(path)}, 'utf8'))`,
        );
        expect(viaJs.success).toBe(false);
        expect(viaJs.output).not.toMatch(/root:|workspaces/);
      }
    },
    SLOW,
  );

  it(
    'cannot write host files',
    async () => {
      const result = await attempt(`open(${JSON.stringify(marker)}, "w").write("x")\nprint("wrote")`);
      expect(result.output).toBe('wrote\n'); // into its own in-memory folder
      expect(existsSync(marker)).toBe(false);
      const viaJs = await attempt(
        `${FUNCTION}F('return process.getBuiltinModule("fs")')().writeFileSync(${JSON.stringify(marker)}, "x")`,
      );
      expect(viaJs.success).toBe(false);
      expect(existsSync(marker)).toBe(false);
    },
    SLOW,
  );

  it(
    'cannot open a connection, from Python or from JavaScript',
    async () => {
      const attempts = [
        `import socket\ns = socket.socket()\ns.settimeout(1)\ns.connect(("127.0.0.1", ${port}))`,
        `import js\njs.fetch("http://127.0.0.1:${port}/")`,
        `${FUNCTION}print(F('return typeof fetch')())\nF('return fetch("http://127.0.0.1:${port}/")')()`,
        `${FUNCTION}net = F('return process.getBuiltinModule("net")')()\nnet.connect(${port}, "127.0.0.1")`,
        `${FUNCTION}F('return import("node:net").then(n => n.connect(${port}, "127.0.0.1"))')()\nprint("scheduled")`,
        `${FUNCTION}F('return import("node:http").then(h => h.get("http://127.0.0.1:${port}/"))')()`,
        `${FUNCTION}s = F('return new (process.getBuiltinModule("net").Socket)()')()\ns.connect(${port}, "127.0.0.1")`,
      ];
      for (const code of attempts) await attempt(code);
      const viaFetch = await attempt(`${FUNCTION}print(F('return typeof fetch')())`);
      expect(viaFetch.output).toBe('undefined\n');
      await new Promise((done) => setTimeout(done, 500));
      expect(connections).toBe(0);
    },
    SLOW,
  );

  it(
    'cannot listen for connections, through listen() or its legacy internals',
    async () => {
      const listen = `const net = process.getBuiltinModule('net');
        const tries = [
          () => new net.Server().listen(0, '127.0.0.1'),
          () => new net.Server()._listen2('127.0.0.1', 0, 4, 511),
          () => net._createServerHandle('127.0.0.1', 0, 4),
          () => new net.Server().listen('/tmp/studybot-runner.sock'),
        ];
        return tries.map((t) => { try { t(); return 'open'; } catch (e) { return /not available/.test(e.message) ? 'refused' : e.message; } }).join();`;
      const result = await attempt(`${FUNCTION}print(F(${JSON.stringify(listen)})())`);
      expect(result.output).toBe('refused,refused,refused,refused\n');
    },
    SLOW,
  );

  it(
    'cannot reach JavaScript through js, pyodide_js or run_js',
    async () => {
      const js = await attempt('import js\nprint(js.process.pid)');
      expect(js.error).toMatch(/AttributeError/);
      expect((await attempt('import js\nprint(js.require)')).success).toBe(false);
      expect((await attempt('import pyodide_js\nprint(pyodide_js)')).error).toMatch(/ModuleNotFoundError/);
      expect((await attempt('import pyodide.code\npyodide.code.run_js("process.exit(1)")')).success).toBe(
        false,
      );
      expect((await attempt('from pyodide.code import run_js\nrun_js("1")')).success).toBe(false);
    },
    SLOW,
  );

  it(
    'gets a process through Function, but one that cannot kill, import child_process or read the environment',
    async () => {
      const kill = await attempt(`${FUNCTION}p = F('return process')()\np.kill(p.ppid, 9)`);
      expect(kill.success).toBe(false);
      expect(kill.error).toMatch(/not available/);
      expect(process.pid).toBeGreaterThan(0); // still here
      const env = await attempt(`${FUNCTION}print(F('return Object.keys(process.env).length')())`);
      expect(env.output).toBe('0\n');
      const spawn = await attempt(
        `${FUNCTION}cp = F('return process.getBuiltinModule("child_process")')()\ncp.execSync("touch ${marker}")`,
      );
      expect(spawn.success).toBe(false);
      await attempt(
        `${FUNCTION}F('return import("node:child_process").then(c => c.exec("touch ${marker}"))')()\nprint("x")`,
      );
      const binding = await attempt(`${FUNCTION}F('return process.binding("spawn_sync")')()`);
      expect(binding.success).toBe(false);
      await new Promise((done) => setTimeout(done, 300));
      expect(existsSync(marker)).toBe(false);
    },
    SLOW,
  );

  it(
    'cannot start threads',
    async () => {
      const sync = await attempt(
        `${FUNCTION}W = F('return process.getBuiltinModule("worker_threads").Worker')()\nW("1", to_js({"eval": True}))`,
      );
      expect(sync.success).toBe(false);
      const viaImport = await attempt(
        `${FUNCTION}F('return import("node:worker_threads").then(w => { globalThis.made = String(typeof w.Worker === "function" && (() => { try { new w.Worker("1", { eval: true }); return "made"; } catch (e) { return e.message; } })()) })')()\nprint("x")`,
        'trent',
      );
      expect(viaImport.output).toBe('x\n');
      const seen = await pool.run({
        code: `${FUNCTION}print(F('return globalThis.made')())`,
        owner: 'trent',
      });
      expect(seen.output).toMatch(/not available/);
    },
    SLOW,
  );

  it('is stopped when it loops, sleeps, allocates, floods or recurses', async () => {
    const loop = await attempt('while True:\n    pass');
    expect(loop).toMatchObject({ success: false, timed_out: true });
    const stubborn = await attempt(
      'while True:\n    try:\n        while True: pass\n    except BaseException:\n        pass',
    );
    expect(stubborn).toMatchObject({ success: false, timed_out: true });
    expect(await attempt('import time\ntime.sleep(100)')).toMatchObject({ success: false, timed_out: true });
    for (const code of [
      "s = 'x' * 10**10",
      'a = [0] * 10**9',
      'b = bytearray()\nwhile True:\n    b += bytearray(10**7)',
    ]) {
      const result = await attempt(code);
      expect(result.success).toBe(false);
      expect(result.error).toMatch(/MemoryError|OverflowError|Memory limit/);
    }
    const flood = await attempt("while True:\n    print('x' * 1000)");
    expect(flood).toMatchObject({ success: false, truncated: true });
    const deep = await attempt('def f(n):\n    return f(n + 1)\n\nf(0)');
    expect(deep.error).toMatch(/^RecursionError/);
    const deeper = await attempt(
      'import sys, json\nsys.setrecursionlimit(10**6)\nx = []\nfor i in range(100000):\n    x = [x]\nprint(len(json.dumps(x)))',
    );
    expect(deeper.error ?? '').toMatch(/^$|^RecursionError/);
  }, 120_000);
});

describe('the next owner in the same process', () => {
  it(
    "finds nothing a program left behind, in Python, in JavaScript or in the process's switches",
    async () => {
      const shared = new PythonRunnerPool({ maxRunners: 1, spares: 0, timeoutMs: TIMEOUT_MS });
      try {
        const left = await shared.run({
          owner: 'mallory',
          code: [
            'import sys, builtins, os',
            'sys.marker = 1',
            'builtins.leak = 2',
            'os.environ["LEAK"] = "3"',
            'open("/tmp/left", "w").write("x")',
            FUNCTION,
            'print(F(\'try { process.getBuiltinModule("v8").setFlagsFromString("--allow-natives-syntax"); return "set" } catch (e) { return e.message }\')())',
            'print(F(\'try { new (process.getBuiltinModule("worker_threads").BroadcastChannel)("x"); return "open" } catch (e) { return e.message }\')())',
            "F('globalThis.leak = 4; Object.prototype.leak = 5; Date.now = () => 0')()",
          ].join('\n'),
        });
        expect(left.output).toMatch(
          /^Changing the runtime is not available.*\nTalking to other threads is not available/,
        );
        const first = shared.stats().runners[0]!;

        const next = await shared.run({
          owner: 'victim',
          code: [
            'import sys, builtins, os',
            'print(hasattr(sys, "marker"), hasattr(builtins, "leak"), "LEAK" in os.environ, os.path.exists("/tmp/left"))',
            FUNCTION,
            "print(F('return [typeof globalThis.leak, ({}).leak, Date.now() > 0].join()')())",
            'print(F(\'try { return String(new Function("return %GetOptimizationStatus(function () {})")()) } catch (e) { return e.name }\')())',
          ].join('\n'),
        });
        const second = shared.stats().runners[0]!;
        expect(second.pid).toBe(first.pid);
        expect(second.session).toBe(first.session + 1);
        expect(next.output).toBe('False False False False\nundefined,,true\nSyntaxError\n');
      } finally {
        await shared.close();
      }
    },
    SLOW,
  );

  it(
    "cannot forge the runner's replies or flood its channel to the server",
    async () => {
      const shared = new PythonRunnerPool({ maxRunners: 1, spares: 0, timeoutMs: TIMEOUT_MS });
      try {
        // Junk, replies without the token and a dangling partial line, written to every descriptor the
        // runner has: the first line without the token gets the runner killed.
        const forge = `const fs = process.getBuiltinModule('fs');
          const write = (s) => { for (let fd = 0; fd < 10; fd++) try { fs.writeSync(fd, s) } catch {} };
          write('not json\\n{"type":"done","id":1}\\n{"type":"ready","session":2,"start":"restored"}\\n{');`;
        const code = `import sys, time\nsys.marker = 1\n${FUNCTION}F(${JSON.stringify(forge)})()\ntime.sleep(0.5)\nprint("real")`;
        const first = await shared.run({ owner: 'mallory', code });
        expect(first.success).toBe(false);
        const next = await shared.run({ owner: 'victim', code: 'import sys\nprint(hasattr(sys, "marker"))' });
        expect(next.output).toBe('False\n');

        // A line too long for any reply, or a flood of stderr: the runner is killed, the server carries on.
        for (const fd of [1, 2]) {
          const flood = await shared.run({
            owner: 'mallory',
            code: `${FUNCTION}F('const fs = process.getBuiltinModule("fs"); const x = "x".repeat(65536); const end = Date.now() + 1500; while (Date.now() < end) { try { fs.writeSync(${fd}, x) } catch {} }')()\nprint("survived")`,
          });
          expect(flood.success).toBe(false);
          expect((await shared.run({ owner: 'victim', code: 'print(1+1)' })).output).toBe('2\n');
        }
      } finally {
        await shared.close();
      }
    },
    SLOW,
  );

  it(
    'cannot hold on to its runner: stealing the reset, or spinning and allocating after its run',
    async () => {
      const shared = new PythonRunnerPool({ maxRunners: 1, spares: 0, timeoutMs: TIMEOUT_MS, maxRssMb: 400 });
      const leave = (js: string) => `${FUNCTION}F(${JSON.stringify(js)})()\nprint("left")`;
      try {
        for (const [behind, killed] of [
          // Reads the runner's commands off its stdin, so the next 'reset' may never arrive (if the
          // runner's main thread reads it first, the reset simply happens).
          [
            'const fs = process.getBuiltinModule("fs"); const b = Buffer.alloc(65536); setInterval(() => { try { fs.readSync(0, b) } catch {} }, 1)',
            false,
          ],
          // Spins, or allocates, once the run is over.
          ['setTimeout(() => { for (;;) {} }, 50)', true],
          [
            'const keep = []; setInterval(() => { try { keep.push(new Uint8Array(2 ** 26).fill(1)) } catch {} }, 20)',
            true,
          ],
        ] as const) {
          const pid = await shared.run({ owner: 'mallory', code: leave(behind) }).then((r) => {
            expect(r.output).toBe('left\n');
            return shared.stats().runners[0]?.pid;
          });
          // Left spinning or allocating, the runner is killed while idle, however busy the machine is.
          if (killed) {
            await expect
              .poll(() => shared.stats().runners[0]?.pid, { timeout: 30_000, interval: 100 })
              .not.toBe(pid);
          }
          expect((await shared.run({ owner: 'victim', code: 'print(1+1)' })).output).toBe('2\n');
        }
      } finally {
        await shared.close();
      }
    },
    SLOW,
  );
});
