import type { ExtractedText, ExtractOptions } from './extract.ts';

/** What a documents worker is asked to do: read a file's text, or load its readers ahead of the first file. */
export type DocumentJob = { op: 'read'; bytes: Uint8Array; options: ExtractOptions } | { op: 'warm' };

export type DocumentOutcome = ExtractedText | { warmed: true };
