import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WorkerPool, WorkerStoppedError } from '../workers/worker-pool.ts';
import { MathBusyError, MathWorkers } from './index.ts';

const workers = new MathWorkers({ size: 1, timeoutMs: 20_000 });
afterAll(() => workers.close());

describe('MathWorkers', () => {
  it('reads, solves and verifies in a worker thread', async () => {
    const outcome = await workers.solve('2x+3=11');
    expect(outcome.kind).toBe('solved');
    if (outcome.kind !== 'solved') return;
    expect(outcome.reading.task_type).toBe('linear_equation');
    expect(outcome.solution.final_answer.text).toBe('x = 4');
    expect(outcome.solution.validation.ok).toBe(true);
  }, 30_000);

  it('says when the text is not a problem, and when it cannot solve one', async () => {
    expect(await workers.solve('hello there')).toEqual({ kind: 'not_read' });
    const outcome = await workers.solve('integrate e^(x^2) dx');
    expect(outcome.kind).toBe('cannot_solve');
  }, 30_000);

  it("checks a student's working and finds the first wrong line", async () => {
    const outcome = await workers.check(['2x+3=11', '2x=14', 'x=7']);
    expect(outcome.kind).toBe('checked');
    if (outcome.kind !== 'checked') return;
    expect(outcome.check.first_error).toBe(1);
    expect(outcome.check.lines[1]!.status).toBe('wrong');
    expect(await workers.check(['what is love', 'x=1'])).toEqual({ kind: 'not_read' });
  }, 30_000);

  it('stops a job that runs too long and carries on with a fresh worker', async () => {
    const impatient = new MathWorkers({ size: 1, timeoutMs: 1 });
    await expect(impatient.solve('x^2-5x+6=0')).rejects.toThrow(/timed out/);
    await impatient.close();
    expect((await workers.solve('3/4 + 1/6')).kind).toBe('solved');
  }, 30_000);

  it('refuses work beyond its queue', async () => {
    const small = new MathWorkers({ size: 1, timeoutMs: 20_000, maxWaiting: 1 });
    const running = small.solve('1+1');
    const waiting = small.solve('2+2');
    await expect(small.solve('3+3')).rejects.toBeInstanceOf(MathBusyError);
    expect((await running).kind).toBe('solved');
    expect((await waiting).kind).toBe('solved');
    await small.close();
  }, 30_000);

  it('says it is ready once the CAS is loaded, so loading does not count against the first job', async () => {
    const worker = new Worker(new URL('./thread.mjs', import.meta.url));
    try {
      const [first] = await once(worker, 'message');
      expect(first).toEqual({ ready: true });
    } finally {
      await worker.terminate();
    }
  }, 60_000);

  it('tries again when a worker does not start in time at warm-up, and gives up after three tries', async () => {
    const stalled = () =>
      Promise.reject(new WorkerStoppedError('Worker did not start within 120000 ms', 'timeout'));
    const run = vi.spyOn(WorkerPool.prototype, 'run');
    try {
      const fresh = new MathWorkers({ size: 1 });
      run.mockImplementationOnce(stalled).mockImplementationOnce(stalled);
      await fresh.warm();
      expect(run).toHaveBeenCalledTimes(3);
      await fresh.close();

      run.mockClear();
      const doomed = new MathWorkers({ size: 1 });
      run.mockImplementation(stalled);
      await expect(doomed.warm()).rejects.toBeInstanceOf(WorkerStoppedError);
      expect(run).toHaveBeenCalledTimes(3);
      await doomed.close();
    } finally {
      run.mockRestore();
    }
  }, 60_000);
});
