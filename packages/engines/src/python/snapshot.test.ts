// The first runner of a process makes a Pyodide memory snapshot; later sessions restore from it, in the
// maker's process (from the bytes it kept) or in other processes (from the file). The snapshot must hold
// nothing of the programs the maker ran afterwards, and restored sessions must be hardened exactly like
// fully loaded ones. (A test file of its own: the snapshot is per server process.)
import { afterAll, describe, expect, it } from 'vitest';
import { PythonRunnerPool } from './index.ts';

const pool = new PythonRunnerPool({ maxRunners: 1, spares: 0 });
afterAll(() => pool.close());

const FUNCTION = 'from pyodide.ffi import to_js\nF = to_js([]).constructor.constructor\n';

function runnerOf(owner: string, of = pool) {
  return of.stats().runners.find((r) => r.owner === owner);
}
const startOf = (owner: string) => runnerOf(owner)?.start;

describe('Pyodide snapshot', () => {
  it('is made by the first session and restored by the next, without the first one’s programs', async () => {
    const first = await pool.run({
      owner: 'maker',
      code: 'import sys, builtins, calendar, os\nsys.marker = 1\nbuiltins.leak = 2\nos.environ["LEAK"] = "3"\nopen("/tmp/left", "w").write("x")\nprint("ok")',
    });
    expect(first.output).toBe('ok\n');
    expect(startOf('maker')).toBe('snapshot-maker');
    const makerPid = runnerOf('maker')?.pid;

    const second = await pool.run({
      owner: 'restored',
      code: 'import sys, builtins, os\nprint(hasattr(sys, "marker"), hasattr(builtins, "leak"), "LEAK" in os.environ, os.path.exists("/tmp/left"), "calendar" in sys.modules, os.getcwd())',
    });
    expect(startOf('restored')).toBe('restored');
    expect(runnerOf('restored')?.pid).toBe(makerPid);
    expect(second.output).toBe('False False False False False /home/pyodide/work\n');
  }, 60_000);

  it('restored runners are hardened before user code', async () => {
    const owner = 'restored-2';
    const checks = await pool.run({
      owner,
      code: `${FUNCTION}import js\nprint(hasattr(js, "process"), F('return typeof fetch')(), F('return Object.keys(process.env).length')())\ntry:\n    import pyodide_js\nexcept ModuleNotFoundError:\n    print("no pyodide_js")\ntry:\n    F('return process.kill')()(1, 0)\nexcept Exception as e:\n    print("kill:", "not available" in str(e))`,
    });
    expect(startOf(owner)).toBe('restored');
    expect(checks.output).toBe('False undefined 0\nno pyodide_js\nkill: True\n');
    const sleep = await pool.run({ owner, code: 'import time\ntime.sleep(30)', timeoutMs: 1000 });
    expect(sleep).toMatchObject({ success: false, timed_out: true });
    const memory = await pool.run({ owner, code: 'a = [0] * 10**9' });
    expect(memory.error).toMatch(/MemoryError/);
  }, 60_000);

  it('cannot be replaced by a program forging messages in the maker’s process', async () => {
    const makerPid = pool.stats().runners[0]?.pid;
    // Every message the Python thread posts from now on is preceded by a forged snapshot and 'ready'.
    const forger = await pool.run({
      owner: 'forger',
      code: `${FUNCTION}F('const post = MessagePort.prototype.postMessage; MessagePort.prototype.postMessage = function (m, t) { post.call(this, { type: "snapshot", bytes: new Uint8Array(64) }); post.call(this, { type: "ready" }); return post.call(this, m, t) }')()\nimport sys\nsys.marker = 1\nprint("hooked")`,
    });
    expect(forger.output).toBe('hooked\n');
    expect(runnerOf('forger')?.pid).toBe(makerPid);
    const after = await pool.run({
      owner: 'after-forger',
      code: 'import sys\nprint(hasattr(sys, "marker"), sum(range(10)))',
    });
    expect(after.output).toBe('False 45\n');
    expect(runnerOf('after-forger')).toMatchObject({ pid: makerPid, start: 'restored' });
  }, 60_000);

  it('is restored from its file by other processes', async () => {
    const other = new PythonRunnerPool({ maxRunners: 1, spares: 0, sessionsPerProcess: 1 });
    try {
      const code = 'import sys\nprint(hasattr(sys, "marker"))\nsys.marker = 1';
      expect((await other.run({ owner: 'x', code })).output).toBe('False\n');
      const x = runnerOf('x', other);
      expect((await other.run({ owner: 'y', code })).output).toBe('False\n');
      const y = runnerOf('y', other);
      expect([x?.start, y?.start]).toEqual(['restored', 'restored']);
      expect(y?.pid).not.toBe(x?.pid);
    } finally {
      await other.close();
    }
  }, 60_000);
});
