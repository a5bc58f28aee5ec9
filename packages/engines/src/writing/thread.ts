// Runs in a worker thread: the grammar checker's WASM, the style checks and the rewriter's
// WordNet lookups never block the server.
import { parentPort } from 'node:worker_threads';
import { GrammarChecker } from './grammar.ts';
import { improveText } from './improve.ts';
import type { WritingJob, WritingOutcome } from './jobs.ts';
import { RewriteRefused, rewriteText } from './rewrite.ts';

const grammar = new GrammarChecker();
await grammar.setup();

async function run(job: WritingJob): Promise<WritingOutcome> {
  if (job.op === 'improve') return improveText(job.text, grammar);
  try {
    return rewriteText(job.text, job.type);
  } catch (error) {
    if (error instanceof RewriteRefused) return { refused: error.message };
    throw error;
  }
}

parentPort!.on('message', async (job: WritingJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, result: await run(job) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// The checker is loaded: from now on a job's time limit is the job's own.
parentPort!.postMessage({ ready: true });
