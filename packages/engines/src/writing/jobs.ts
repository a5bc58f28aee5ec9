import type { ImproveWritingResponse } from '@studybot/contract';

/** What the writing worker threads are asked. */
export type WritingJob = { op: 'improve'; text: string };
export type WritingOutcome = ImproveWritingResponse;
