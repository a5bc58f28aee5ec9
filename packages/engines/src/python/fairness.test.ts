// One student flooding the runner must not lock the others out: runs are shared out per owner, and an
// owner over their limits is refused with errors of their own (the server answers 429), not the 503
// that means the server as a whole is overloaded. Asserted with the pool's events, not with timings.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CpuLedger,
  type PoolEvent,
  PythonCpuBudgetError,
  PythonOwnerQueueError,
  PythonRunnerPool,
  type PythonRunnerPoolOptions,
  type RunResult,
} from './index.ts';

const LOOP = 'while True:\n    pass';
const SLOW = 120_000;

const pools: PythonRunnerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function makePool(options: PythonRunnerPoolOptions, ledger?: CpuLedger) {
  const events: PoolEvent[] = [];
  const pool = new PythonRunnerPool(
    // A generous wall-clock limit, so that on a loaded machine the loops still end as plain timeouts
    // (300 ms of CPU) rather than as cut short by a busy server.
    { spares: 0, timeoutMs: 300, busyWallFactor: 30, queueTimeoutMs: 300_000, ...options },
    { onEvent: (e) => events.push(e), cpuLedger: ledger },
  );
  pools.push(pool);
  const starts = () => events.filter((e) => e.type === 'start').map((e) => e.owner);
  return { pool, events, starts };
}

describe('fair sharing of the runners', () => {
  it(
    'gives a second student the next turn, ahead of the flooder’s queued runs (one runner)',
    async () => {
      const { pool, starts } = makePool({ maxRunners: 1 });
      const flood = Array.from({ length: 4 }, () => pool.run({ code: LOOP, owner: 'flooder' }));
      const refused = pool.run({ code: LOOP, owner: 'flooder' });
      await expect(refused).rejects.toBeInstanceOf(PythonOwnerQueueError);
      await expect(refused).rejects.toMatchObject({ queued: 3 });
      const answer = pool.run({ code: 'print(6*7)', owner: 'student' });
      expect(pool.stats().owners).toEqual([
        { owner: 'flooder', running: 1, waiting: 3 },
        { owner: 'student', running: 0, waiting: 1 },
      ]);
      const [result, ...looped] = await Promise.all([answer, ...flood]);
      expect(result).toMatchObject({ success: true, output: '42\n' });
      expect(looped.map((r) => r.timed_out)).toEqual([true, true, true, true]);
      // Without fair turns the student would have waited behind all four loops.
      expect(starts()).toEqual(['flooder', 'student', 'flooder', 'flooder', 'flooder']);
    },
    SLOW,
  );

  it(
    'keeps serving another student while one floods with 24 parallel infinite loops (two runners)',
    async () => {
      const { pool, events } = makePool({ maxRunners: 2 });
      // The student has been working already (their runner is loaded), then the flood starts.
      expect((await pool.run({ code: 'print(6*7)', owner: 'student' })).output).toBe('42\n');
      const burst = Promise.all(
        Array.from({ length: 24 }, () =>
          pool.run({ code: LOOP, owner: 'flooder' }).then(
            () => 'ran',
            (e) => (e instanceof PythonOwnerQueueError ? 'refused' : String(e)),
          ),
        ),
      );
      // Once the burst is through, four loops stay in flight (one running, three waiting) until the
      // student is done.
      let done = false;
      const flooding = Array.from({ length: 4 }, async () => {
        await burst;
        while (!done) await pool.run({ code: LOOP, owner: 'flooder' });
      });
      const results: RunResult[] = [];
      const floodEndsWhileWaiting: number[] = [];
      for (let i = 0; i < 5; i++) {
        const before = events.filter((e) => e.type === 'end' && e.owner === 'flooder').length;
        results.push(await pool.run({ code: 'print(6*7)', owner: 'student' }));
        const after = events.filter((e) => e.type === 'end' && e.owner === 'flooder').length;
        floodEndsWhileWaiting.push(after - before);
      }
      done = true;
      await Promise.all(flooding);
      const outcomes = await burst;
      // One running and three waiting were let in; the other 20 were the flooder's own refusals (429).
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'refused')).toHaveLength(20);
      expect(results.map((r) => r.output)).toEqual(['42\n', '42\n', '42\n', '42\n', '42\n']);
      // The student never waits for the flood: at most the one loop already running ends meanwhile.
      expect(Math.max(...floodEndsWhileWaiting)).toBeLessThanOrEqual(1);
    },
    SLOW,
  );
});

describe('per-owner CPU budget', () => {
  it(
    'charges the CPU a run used and refuses the owner once the minute’s budget is spent, until it frees',
    async () => {
      let now = 5_000_000;
      const ledger = new CpuLedger(60_000, () => now);
      const { pool } = makePool({ maxRunners: 1, cpuSecondsPerMinute: 1 }, ledger);
      const spin =
        'import time\nend = time.process_time() + 0.15\nwhile time.process_time() < end:\n    pass\nprint("spun")';
      expect((await pool.run({ code: spin, owner: 'ann' })).output).toBe('spun\n');
      expect(ledger.used('ann')).toBeGreaterThan(0);
      // The run's own CPU, measured by its runner: more than nothing, far less than the budget.
      expect(ledger.used('ann')).toBeLessThan(1000);

      ledger.charge('ann', 1000);
      const refused = pool.run({ code: 'print(1)', owner: 'ann' });
      await expect(refused).rejects.toBeInstanceOf(PythonCpuBudgetError);
      const error = (await refused.catch((e) => e)) as PythonCpuBudgetError;
      expect(error.limitSeconds).toBe(1);
      expect(error.resetsAt.getTime()).toBe(5_000_000 + 60_000);
      expect(error.retryAfterMs).toBe(60_000);
      // Tests are refused before their first case too; other owners and bigger budgets are not.
      await expect(
        pool.test({
          code: 'print(1)',
          owner: 'ann',
          tests: [{ kind: 'output', name: 'one', expected_output: '1' }],
        }),
      ).rejects.toBeInstanceOf(PythonCpuBudgetError);
      expect((await pool.run({ code: 'print(2)', owner: 'bob' })).output).toBe('2\n');
      expect((await pool.run({ code: 'print(3)', owner: 'ann', cpuSecondsPerMinute: null })).output).toBe(
        '3\n',
      );
      now += 60_001;
      expect((await pool.run({ code: 'print(4)', owner: 'ann' })).output).toBe('4\n');
    },
    SLOW,
  );

  it(
    'refuses a queued run when the owner’s earlier runs spent the budget while it waited',
    async () => {
      const { pool, starts } = makePool({ maxRunners: 1, cpuSecondsPerMinute: 0.25 });
      const first = pool.run({ code: LOOP, owner: 'ann' });
      const queued = pool.run({ code: 'print(1)', owner: 'ann' });
      expect((await first).timed_out).toBe(true);
      await expect(queued).rejects.toBeInstanceOf(PythonCpuBudgetError);
      expect(starts()).toEqual(['ann']);
    },
    SLOW,
  );
});
