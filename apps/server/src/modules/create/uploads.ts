import { type ExtractNotesResponse, MAX_SOURCE_TEXT } from '@studybot/contract';
import type { DocumentWorkers } from '@studybot/engines';
import type { FastifyBaseLogger } from 'fastify';
import { readUploadedDocument } from '../../platform/documents.ts';
import { badRequest } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/multipart.ts';

/** The text of uploaded notes (PDF, DOCX or TXT), refused when longer than notes may be. */
export async function extractNotes(
  documents: DocumentWorkers,
  log: FastifyBaseLogger,
  file: UploadedFile,
): Promise<ExtractNotesResponse> {
  const { text, complete } = await readUploadedDocument(documents, log, {
    name: file.name,
    bytes: file.bytes,
    maxChars: MAX_SOURCE_TEXT,
  });
  if (text.length > MAX_SOURCE_TEXT) {
    const count = complete
      ? `${text.length.toLocaleString('en-US')} characters`
      : `more than ${MAX_SOURCE_TEXT.toLocaleString('en-US')} characters`;
    throw badRequest(
      `${file.name} has ${count} of text; notes may have at most ` +
        `${MAX_SOURCE_TEXT.toLocaleString('en-US')}. Upload a shorter part.`,
    );
  }
  return { file_name: file.name, text, word_count: text.split(/\s+/).length };
}
