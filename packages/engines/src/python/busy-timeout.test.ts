// Time limits count the program's own time (CPU plus time.sleep), not time spent waiting for a CPU. A run
// that gets no CPU until its wall-clock limit is reported as cut short by a busy server, distinctly from a
// timeout or a failed case, and retried once. "Getting no CPU" is staged here by a program that blocks its
// thread in Atomics.wait (reached through the JavaScript escape hatch Pyodide offers), which uses no CPU
// and is not a time.sleep: to the runner it looks exactly like a thread the machine did not schedule.
import { SERVER_BUSY_TIMEOUT } from '@studybot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PoolEvent, PythonRunnerPool } from './index.ts';

const SLOW = 120_000;

/** Python that blocks its thread for `ms` without using CPU or time.sleep. */
const block = (ms: number) =>
  `from pyodide.ffi import to_js\nto_js([]).constructor.constructor("Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms})")()\n`;

/** Blocks only on the first run in the owner's session (a session keeps changes to `sys`). */
const blockOnce = (ms: number) =>
  `import sys\nif not hasattr(sys, "blocked_once"):\n    sys.blocked_once = True\n${block(ms)
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n')}`;

const events: PoolEvent[] = [];
// Time limit 400 ms of program time; wall-clock limit 8 × 400 = 3.2 s. The grace after Ctrl+C is long
// enough for the 4 s blocks below to end on their own, so the runner survives them.
const pool = new PythonRunnerPool(
  { maxRunners: 1, spares: 1, timeoutMs: 400, busyWallFactor: 8, graceMs: 5_000 },
  { onEvent: (e) => events.push(e) },
);
beforeAll(() => pool.warm(), 60_000);
afterAll(() => pool.close());
const retries = () => events.filter((e) => e.type === 'busy-retry').length;

describe('time limits under load', () => {
  it(
    'does not count time the program spends without the CPU',
    async () => {
      const before = retries();
      // Blocked 0.8 s (twice the time limit), well under the wall-clock limit: not a timeout.
      const result = await pool.run({ code: `${block(800)}print("done")`, owner: 'ann' });
      expect(result).toMatchObject({ success: true, output: 'done\n', error: null });
      expect(result.timed_out).toBeUndefined();
      expect(retries()).toBe(before);
    },
    SLOW,
  );

  it(
    'still stops a program that sleeps its time away, as a plain time limit',
    async () => {
      // (Loops that use their CPU time are plain timeouts too: pool.test.ts and escape.test.ts.)
      const sleep = await pool.run({ code: 'import time\ntime.sleep(30)', owner: 'ann' });
      expect(sleep.error).toMatch(/^Time limit exceeded/);
      expect(sleep.server_busy).toBeUndefined();
    },
    SLOW,
  );

  it(
    'retries a run the busy server cut short once, and reports it distinctly if it happens again',
    async () => {
      const before = retries();
      const recovered = await pool.run({ code: `${blockOnce(4000)}print("second try")`, owner: 'bob' });
      expect(recovered).toMatchObject({ success: true, output: 'second try\n' });
      expect(retries()).toBe(before + 1);

      const busy = await pool.run({ code: `${block(4000)}print("never")`, owner: 'bob' });
      expect(retries()).toBe(before + 2);
      expect(busy).toMatchObject({ success: false, timed_out: true, server_busy: true });
      expect(busy.error).toBe(SERVER_BUSY_TIMEOUT);
      expect(busy.error_explanation).toContain('not mean anything is wrong with your code');
    },
    SLOW,
  );

  it(
    'marks a test case the busy server cut short as busy, not failed, after one retry',
    async () => {
      const before = retries();
      const code = `x = input()\nif x == "slow":\n${block(4000)
        .split('\n')
        .map((line) => (line ? `    ${line}` : line))
        .join('\n')}print(x)`;
      const results = await pool.test({
        code,
        owner: 'carol',
        tests: [
          // input() echoes the typed line, as in a terminal.
          { kind: 'output', name: 'quick', inputs: ['hi'], expected_output: 'hi\nhi' },
          { kind: 'output', name: 'stalled', inputs: ['slow'], expected_output: 'slow\nslow' },
          { kind: 'output', name: 'wrong', inputs: ['yo'], expected_output: 'yo\nhey' },
        ],
      });
      expect(retries()).toBe(before + 1);
      expect(results.cases.map((c) => [c.name, c.status, c.passed])).toEqual([
        ['quick', 'passed', true],
        ['stalled', 'busy', false],
        ['wrong', 'failed', false],
      ]);
      expect(results.cases[1]!.message).toBe(SERVER_BUSY_TIMEOUT);
      expect(results).toMatchObject({ passed: false, passed_tests: 1, total_tests: 3, server_busy: true });

      const recovered = await pool.test({
        code: `${blockOnce(4000)}print(input())`,
        owner: 'dave',
        tests: [{ kind: 'output', name: 'echo', inputs: ['ok'], expected_output: 'ok\nok' }],
      });
      expect(recovered).toMatchObject({ passed: true, score: 100 });
      expect(recovered.cases[0]!.status).toBe('passed');
      expect(recovered.server_busy).toBeUndefined();
    },
    SLOW,
  );
});
