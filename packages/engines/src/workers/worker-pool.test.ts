import { afterAll, describe, expect, it } from 'vitest';
import { WorkerJobError, WorkerPool, WorkerStoppedError } from './worker-pool.ts';

type Action = 'echo' | 'fail' | 'refuse' | 'hang' | 'crash' | 'exit' | 'grow' | 'sleep' | 'nth';
type Job = { action: Action; value: string };
const entry = new URL('./fixtures/pool-test-worker.mjs', import.meta.url);

describe('WorkerPool', { timeout: 15_000 }, () => {
  const pool = new WorkerPool<Job, string>(entry, 2, 1_000);
  afterAll(() => pool.close());
  const run = (action: Action, value: string = action) => pool.run({ action, value });

  it('runs queued jobs on at most `size` workers and returns each its own result', async () => {
    const values = Array.from({ length: 7 }, (_, i) => `job ${i}`);
    await expect(Promise.all(values.map((v) => run('echo', v)))).resolves.toEqual(values);
  });

  it('rejects a job the worker reports failed, and keeps going', async () => {
    const results = await Promise.allSettled([run('fail', 'do that'), run('echo', 'ok')]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { message: 'cannot do that' } });
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: 'ok' });
  });

  it('times out a hung job, terminates its worker and runs the other jobs', async () => {
    const started = Date.now();
    const results = await Promise.allSettled([
      run('hang'),
      run('echo', 'a'),
      run('echo', 'b'),
      run('echo', 'c'),
    ]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      reason: { message: 'Job timed out after 1000 ms' },
    });
    expect(results.slice(1).map((r) => r.status === 'fulfilled' && r.value)).toEqual(['a', 'b', 'c']);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(run('echo', 'after')).resolves.toBe('after');
  });

  it('rejects the job of a worker that crashes or exits, and replaces the worker', async () => {
    const results = await Promise.allSettled([run('crash'), run('exit'), run('echo', 'still here')]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { message: 'Worker crashed: boom' } });
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { message: 'Worker exited with code 3' },
    });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: 'still here' });
    await expect(Promise.all([run('echo', 'x'), run('echo', 'y')])).resolves.toEqual(['x', 'y']);
  });

  it('says why a job failed: the worker’s own error kind, a timeout, a crash', async () => {
    const refused = run('refuse', 'read that');
    await expect(refused).rejects.toBeInstanceOf(WorkerJobError);
    await expect(refused).rejects.toMatchObject({ message: 'cannot read that', kind: 'RefusalError' });
    await expect(run('hang')).rejects.toMatchObject({ name: 'WorkerStoppedError', reason: 'timeout' });
    await expect(run('crash')).rejects.toMatchObject({ reason: 'crash' });
    await expect(run('exit')).rejects.toMatchObject({ reason: 'exit' });
  });

  it('caps each worker’s heap with resourceLimits and replaces a worker that runs out', async () => {
    const capped = new WorkerPool<Job, string>(entry, 1, 60_000, {
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    const grown = capped.run({ action: 'grow', value: 'x'.repeat(100) });
    await expect(grown).rejects.toBeInstanceOf(WorkerStoppedError);
    await expect(grown).rejects.toMatchObject({ reason: 'out-of-memory' });
    await expect(capped.run({ action: 'echo', value: 'after' })).resolves.toBe('after');
    await capped.close();
  });

  it('starts a job’s time limit once a worker that announces itself is ready', async () => {
    const slowStart = new URL('./fixtures/slow-start-worker.mjs', import.meta.url);
    // Loading takes ~300 ms, longer than a job may take: the job is still served.
    const pool = new WorkerPool<Job, string>(slowStart, 1, 100, { startupTimeoutMs: 30_000 });
    await expect(pool.run({ action: 'echo', value: 'served' })).resolves.toBe('served');
    await pool.close();
  });

  it('close() rejects queued and later jobs', async () => {
    const small = new WorkerPool<Job, string>(entry, 1, 1_000);
    const settled = Promise.allSettled([
      small.run({ action: 'echo', value: 'running' }),
      small.run({ action: 'echo', value: 'queued' }),
    ]);
    await small.close();
    for (const result of await settled) expect(result).toMatchObject({ status: 'rejected' });
    await expect(small.run({ action: 'echo', value: 'late' })).rejects.toThrow(/closed/);
  });

  it('gives batches turns: one not yet started first, then round robin', async () => {
    const single = new WorkerPool<Job, string>(entry, 1, 1_000);
    const nth = (value: string): Job => ({ action: 'nth', value });
    const a = single.runBatch(['a1', 'a2', 'a3', 'a4'].map(nth));
    const b = single.runBatch(['b1', 'b2'].map(nth));
    const c = single.run(nth('c1'));
    // a1 started at once; b1 and c1 have not had a turn, so they go first; then a and b take turns.
    expect(single.waiting).toBe(6);
    await expect(Promise.all([a, b, c])).resolves.toEqual([
      ['a1#1', 'a2#4', 'a3#6', 'a4#7'],
      ['b1#2', 'b2#5'],
      'c1#3',
    ]);
    expect(single.waiting).toBe(0);
    await expect(single.runBatch([])).resolves.toEqual([]);
    await single.close();
  });

  it('a short batch behind a long one waits for one job, not the whole batch', async () => {
    const long = pool.runBatch(Array.from({ length: 12 }, () => ({ action: 'sleep' as const, value: '40' })));
    const finished: string[] = [];
    void long.then(() => finished.push('long'));
    await pool.run({ action: 'echo', value: 'short' }).then(() => finished.push('short'));
    expect(finished).toEqual(['short']);
    expect(pool.waiting).toBeGreaterThanOrEqual(8);
    await long;
    expect(finished).toEqual(['short', 'long']);
  });

  it('a failed job rejects its batch and drops its waiting jobs, not other batches', async () => {
    const single = new WorkerPool<Job, string>(entry, 1, 1_000);
    const failing = single.runBatch([
      { action: 'fail', value: 'start' },
      { action: 'echo', value: 'never' },
      { action: 'echo', value: 'never again' },
    ]);
    const other = single.runBatch([{ action: 'nth', value: 'other' }]);
    expect(single.waiting).toBe(3);
    await expect(failing).rejects.toThrow('cannot start');
    // The worker's second job is the other batch's: the failed batch's last two never ran.
    await expect(other).resolves.toEqual(['other#2']);
    expect(single.waiting).toBe(0);
    await single.close();
  });

  it('an aborted batch rejects with the reason, drops its waiting jobs and cancels its running one', async () => {
    const single = new WorkerPool<Job, string>(entry, 1, 1_000);
    const controller = new AbortController();
    const started = Date.now();
    const aborted = single.runBatch(
      [
        { action: 'sleep', value: '300' },
        { action: 'echo', value: 'x' },
        { action: 'echo', value: 'y' },
      ],
      controller.signal,
    );
    const other = single.run({ action: 'echo', value: 'other' });
    expect(single.waiting).toBe(3);
    setTimeout(() => controller.abort(new Error('too late')), 50);
    await expect(aborted).rejects.toThrow('too late');
    expect(Date.now() - started).toBeLessThan(250);
    // The sleeping job's worker was terminated; `other` runs on a new one without waiting for the sleep.
    await expect(other).resolves.toBe('other');
    expect(single.waiting).toBe(0);
    expect(Date.now() - started).toBeLessThan(250);

    await expect(single.runBatch([{ action: 'echo', value: 'z' }], controller.signal)).rejects.toThrow(
      'too late',
    );
    expect(single.waiting).toBe(0);
    await single.close();
  });
});
