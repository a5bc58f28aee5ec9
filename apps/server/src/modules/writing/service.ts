import type { ImproveWritingRequest, ImproveWritingResponse } from '@studybot/contract';
import { WritingBusyError, type WritingWorkers } from '@studybot/engines/writing';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../platform/errors.ts';

export const WRITING_MESSAGES = {
  busy: 'The writing assistant is busy. Try again in a minute.',
  failed: 'Your text could not be checked. Please try again.',
} as const;

/** The writing assistant (issue 14). So far: Improve (grammar, spelling and style suggestions). */
export class WritingService {
  constructor(private readonly deps: { workers: WritingWorkers; log: FastifyBaseLogger }) {}

  /** Starts the grammar checker's workers, so the first student does not wait for it to load. */
  warm(): Promise<void> {
    return this.deps.workers.warm();
  }

  async improve(input: ImproveWritingRequest): Promise<ImproveWritingResponse> {
    try {
      return await this.deps.workers.improve(input.text);
    } catch (error) {
      if (error instanceof WritingBusyError)
        throw new HttpError(503, WRITING_MESSAGES.busy, { 'retry-after': '30' });
      this.deps.log.warn({ err: error }, 'writing worker failed');
      throw new HttpError(503, WRITING_MESSAGES.failed, { 'retry-after': '5' });
    }
  }
}
