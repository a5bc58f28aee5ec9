import type { ImproveWritingResponse, RewriteResponse, RewriteType } from '@studybot/contract';

/** What the writing worker threads are asked. */
export type WritingJob = { op: 'improve'; text: string } | { op: 'rewrite'; text: string; type: RewriteType };

/** A rewrite no change could make without changing the meaning comes back as `refused`. */
export type WritingOutcome = ImproveWritingResponse | RewriteResponse | { refused: string };
