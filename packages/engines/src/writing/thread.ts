// Runs in a worker thread: the grammar checker's WASM and the style checks never block the server.
import { parentPort } from 'node:worker_threads';
import { GrammarChecker } from './grammar.ts';
import { improveText } from './improve.ts';
import type { WritingJob } from './jobs.ts';

const grammar = new GrammarChecker();
await grammar.setup();

parentPort!.on('message', async (job: WritingJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, result: await improveText(job.text, grammar) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// The checker is loaded: from now on a job's time limit is the job's own.
parentPort!.postMessage({ ready: true });
