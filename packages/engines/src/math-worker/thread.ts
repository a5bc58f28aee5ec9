// Runs in a worker thread: reads and solves one problem per message, so a slow solve never blocks the server.
import { parentPort } from 'node:worker_threads';
import { CannotSolveError, readProblem, solveProblem } from '../math/index.ts';
import type { MathJob, SolveOutcome } from './jobs.ts';

function solve(text: string): SolveOutcome {
  const reading = readProblem(text);
  if (!reading) return { kind: 'not_read' };
  try {
    return { kind: 'solved', reading, solution: solveProblem(reading) };
  } catch (error) {
    if (error instanceof CannotSolveError) return { kind: 'cannot_solve', reading, reason: error.message };
    throw error;
  }
}

parentPort!.on('message', (job: MathJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, result: solve(job.text) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
