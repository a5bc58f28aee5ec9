import { type ExtractNotesResponse, MAX_SOURCE_TEXT } from '@studybot/contract';
import { extractText, UnsupportedFileError } from '@studybot/engines';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { readingUpload } from '../../platform/multipart.ts';

/** Reads the `file` field of a multipart upload and returns its text (PDF, DOCX or TXT). */
export async function readNotesUpload(request: FastifyRequest): Promise<ExtractNotesResponse> {
  if (!request.isMultipart()) throw badRequest('Send the notes as multipart/form-data with a "file" field');
  const { file, bytes } = await readingUpload(async () => {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw badRequest('Attach the notes in the "file" field');
    return { file, bytes: await file.toBuffer() };
  });
  let text: string;
  try {
    text = await extractText({ name: file.filename, mime: file.mimetype, bytes: new Uint8Array(bytes) });
  } catch (error) {
    if (!(error instanceof UnsupportedFileError)) {
      request.log.warn({ err: error, file: file.filename }, 'could not extract text from notes');
      throw new HttpError(415, `Could not read ${file.filename}: upload a PDF, DOCX or TXT file`);
    }
    throw new HttpError(415, `Could not read ${file.filename}: ${error.message}`);
  }
  if (text.length > MAX_SOURCE_TEXT) {
    throw badRequest(
      `${file.filename} has ${text.length.toLocaleString('en-US')} characters of text; notes may have at most ` +
        `${MAX_SOURCE_TEXT.toLocaleString('en-US')}. Upload a shorter part.`,
    );
  }
  return { file_name: file.filename, text, word_count: text.split(/\s+/).length };
}
