import { type ExtractNotesResponse, MAX_SOURCE_TEXT } from '@studybot/contract';
import type { DocumentWorkers } from '@studybot/engines';
import type { FastifyRequest } from 'fastify';
import { readUploadedDocument } from '../../platform/documents.ts';
import { badRequest } from '../../platform/errors.ts';
import { readingUpload } from '../../platform/multipart.ts';

/** Reads the `file` field of a multipart upload and returns its text (PDF, DOCX or TXT). */
export async function readNotesUpload(
  request: FastifyRequest,
  documents: DocumentWorkers,
): Promise<ExtractNotesResponse> {
  if (!request.isMultipart()) throw badRequest('Send the notes as multipart/form-data with a "file" field');
  const { file, bytes } = await readingUpload(async () => {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw badRequest('Attach the notes in the "file" field');
    return { file, bytes: await file.toBuffer() };
  });
  const { text, complete } = await readUploadedDocument(documents, request.log, {
    name: file.filename,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    maxChars: MAX_SOURCE_TEXT,
  });
  if (text.length > MAX_SOURCE_TEXT) {
    const count = complete
      ? `${text.length.toLocaleString('en-US')} characters`
      : `more than ${MAX_SOURCE_TEXT.toLocaleString('en-US')} characters`;
    throw badRequest(
      `${file.filename} has ${count} of text; notes may have at most ` +
        `${MAX_SOURCE_TEXT.toLocaleString('en-US')}. Upload a shorter part.`,
    );
  }
  return { file_name: file.filename, text, word_count: text.split(/\s+/).length };
}
