// Runs in a worker thread: one job per message, so a slow solve never blocks the server.
import { parentPort } from 'node:worker_threads';
import { CannotCheckError, CannotSolveError, checkWork, readProblem, solveProblem } from '../math/index.ts';
import type { CheckOutcome, MathJob, MathOutcome, SolveOutcome } from './jobs.ts';

function solve(text: string): SolveOutcome {
  let reading: ReturnType<typeof readProblem>;
  try {
    reading = readProblem(text);
  } catch {
    return { kind: 'not_read' };
  }
  if (!reading) return { kind: 'not_read' };
  try {
    return { kind: 'solved', reading, solution: solveProblem(reading) };
  } catch (error) {
    if (error instanceof CannotSolveError) return { kind: 'cannot_solve', reading, reason: error.message };
    throw error;
  }
}

function check(lines: string[]): CheckOutcome {
  try {
    return { kind: 'checked', check: checkWork(lines) };
  } catch (error) {
    if (!(error instanceof CannotCheckError)) throw error;
    return error.unreadable ? { kind: 'not_read' } : { kind: 'cannot_check', reason: error.message };
  }
}

const run = (job: MathJob): MathOutcome => (job.op === 'solve' ? solve(job.text) : check(job.lines));

parentPort!.on('message', (job: MathJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, result: run(job) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// The CAS is loaded (the imports above): from now on a job's time limit is the job's own.
parentPort!.postMessage({ ready: true });
