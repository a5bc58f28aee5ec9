// The writing engine behind worker threads (issue 14): grammar, spelling and style suggestions.
import type { ImproveWritingResponse, RewriteResponse, RewriteType } from '@studybot/contract';
import { WorkerPool } from '../workers/worker-pool.ts';
import type { ExportablePaper } from './export.ts';
import type { WritingJob, WritingOutcome } from './jobs.ts';

export { type CslItem, formatCitations } from './cite.ts';
export {
  type EvidenceSource,
  fromCatalogue,
  fromPack,
  promptTerms,
  type RetrievedPassage,
  retrieveEvidence,
} from './evidence.ts';
export type { ExportablePaper } from './export.ts';
export { meaningProblems } from './meaning.ts';
export { CITE_MARK, citeMark, type Draft, draftPaper, topicOf } from './paper.ts';
export {
  type OwnSourceMeta,
  ownSourceEntry,
  passagesOf,
  type ShelfEntry,
  SourceShelf,
  STUDY_PACKS_PUBLISHER,
} from './shelf.ts';
export { type CatalogueSource, loadSources } from './sources.ts';

// DOCX and PDF writers (docx, pdfkit and its fonts) load on the first export, not with the server.
export async function paperToDocx(paper: ExportablePaper): Promise<Buffer> {
  return (await import('./export.ts')).paperToDocx(paper);
}

export async function paperToPdf(paper: ExportablePaper): Promise<Buffer> {
  return (await import('./export.ts')).paperToPdf(paper);
}

export class WritingBusyError extends Error {
  override name = 'WritingBusyError';
}

/** No rewrite of the text keeps its meaning; the message says so in a student's words. */
export class RewriteRefusedError extends Error {
  override name = 'RewriteRefusedError';
}

export interface WritingWorkersOptions {
  size?: number;
  /** A job running longer than this is stopped, its worker replaced. */
  timeoutMs?: number;
  /** How long a new worker may take to load the grammar checker before its first job's own time starts. */
  startupTimeoutMs?: number;
  /** Jobs allowed to wait for a worker; more are refused with WritingBusyError. */
  maxWaiting?: number;
}

export class WritingWorkers {
  readonly #pool: WorkerPool<WritingJob, WritingOutcome>;
  readonly #maxWaiting: number;

  constructor({
    size = 1,
    timeoutMs = 15_000,
    startupTimeoutMs = 120_000,
    maxWaiting = 20,
  }: WritingWorkersOptions = {}) {
    this.#pool = new WorkerPool(new URL('./thread.mjs', import.meta.url), size, timeoutMs, {
      startupTimeoutMs,
    });
    this.#maxWaiting = maxWaiting;
  }

  /** Suggestions for the text and the text with its safe fixes applied. */
  improve(text: string): Promise<ImproveWritingResponse> {
    return this.#run({ op: 'improve', text }) as Promise<ImproveWritingResponse>;
  }

  /** The text paraphrased or made formal; RewriteRefusedError when no rewrite keeps its meaning. */
  async rewrite(text: string, type: RewriteType): Promise<RewriteResponse> {
    const outcome = await this.#run({ op: 'rewrite', text, type });
    if ('refused' in outcome) throw new RewriteRefusedError(outcome.refused);
    return outcome as RewriteResponse;
  }

  #run(job: WritingJob): Promise<WritingOutcome> {
    if (this.#pool.waiting >= this.#maxWaiting) {
      return Promise.reject(new WritingBusyError('The writing assistant is busy'));
    }
    return this.#pool.run(job);
  }

  /** Starts every worker and loads the grammar checker in it, so the first students do not wait. */
  warm(options: { attempts?: number } = {}): Promise<void> {
    return this.#pool.warm({ op: 'improve', text: 'Ready.' }, options);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
