import type { ExtractNotesResponse } from '@studybot/contract';
import { extractText } from '@studybot/engines';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../platform/errors.ts';

/** Reads the `file` field of a multipart upload and returns its text (PDF, DOCX or TXT). */
export async function readNotesUpload(request: FastifyRequest): Promise<ExtractNotesResponse> {
  if (!request.isMultipart()) throw badRequest('Send the notes as multipart/form-data with a "file" field');
  const file = await request.file();
  if (file?.fieldname !== 'file') throw badRequest('Attach the notes in the "file" field');
  const bytes = await file.toBuffer();
  let text: string;
  try {
    text = await extractText({ name: file.filename, mime: file.mimetype, bytes: new Uint8Array(bytes) });
  } catch (error) {
    throw new HttpError(
      415,
      `Could not read ${file.filename}: upload a PDF, DOCX or TXT file (${(error as Error).message})`,
    );
  }
  const clean = text.trim();
  if (!clean) throw badRequest(`${file.filename} has no text to read`);
  return { file_name: file.filename, text: clean, word_count: clean.split(/\s+/).length };
}
