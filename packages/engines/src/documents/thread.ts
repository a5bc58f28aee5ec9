// Runs in a worker thread with capped memory: one file per message, so reading a hostile file never
// blocks the server, and a file that runs past the limits takes only this thread down.
import { parentPort } from 'node:worker_threads';
import { readText } from './extract.ts';
import type { DocumentJob, DocumentOutcome } from './jobs.ts';

// Loaded before the worker says it is ready, so that loading does not count against a file's time.
await Promise.all([import('unpdf'), import('mammoth')]);

async function run(job: DocumentJob): Promise<DocumentOutcome> {
  if (job.op === 'warm') return { warmed: true };
  return readText({ bytes: job.bytes }, job.options);
}

parentPort!.on('message', async (job: DocumentJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, result: await run(job) });
  } catch (error) {
    const { message, name } = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id: job.id, error: message, kind: name });
  }
});

parentPort!.postMessage({ ready: true });
