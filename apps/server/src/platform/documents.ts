import {
  DocumentsBusyError,
  DocumentTooComplexError,
  DocumentTooLargeError,
  type DocumentWorkers,
  type ExtractedText,
  NoTextError,
  UnsupportedFileError,
} from '@studybot/engines';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Reads an uploaded file's text in the documents workers (never on this thread), turning each way
 * that can fail into a status and a message for the student: 415 for a file that is not a readable
 * PDF, DOCX or text, 422 for one without text (`noText` words that message), one that unpacks past
 * its budget or one stopped for time or memory, 503 when too many files wait.
 */
export async function readUploadedDocument(
  documents: DocumentWorkers,
  log: FastifyBaseLogger,
  file: { name: string; bytes: Uint8Array; maxChars?: number; keepLines?: boolean },
  noText?: (pdf: boolean) => string,
): Promise<ExtractedText> {
  try {
    return await documents.read(
      { name: file.name, bytes: file.bytes },
      { maxChars: file.maxChars, keepLines: file.keepLines },
    );
  } catch (error) {
    if (error instanceof NoTextError) {
      throw new HttpError(422, noText?.(error.pdf) ?? `Could not read ${file.name}: ${error.message}`);
    }
    if (error instanceof DocumentTooLargeError || error instanceof DocumentTooComplexError) {
      if (error instanceof DocumentTooComplexError) {
        log.warn({ file: file.name, limit: error.limit }, 'document reading stopped past its limit');
      }
      throw new HttpError(422, `Could not read ${file.name}: ${error.message}`);
    }
    if (error instanceof UnsupportedFileError) {
      throw new HttpError(415, `Could not read ${file.name}: ${error.message}`);
    }
    if (error instanceof DocumentsBusyError) throw new HttpError(503, error.message, { 'retry-after': '30' });
    log.warn({ err: error, file: file.name }, 'could not extract text from a document');
    throw new HttpError(415, `Could not read ${file.name}: upload a PDF, DOCX or TXT file`);
  }
}
