import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

/**
 * Runs a read of a multipart upload. The multipart parser's own errors carry no status: they
 * mean a malformed upload, so they become a 400; errors with a status (size limits) pass through.
 */
export async function readingUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The upload is not valid multipart/form-data');
  }
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The one file of a multipart upload, which must come in `field`; 400 with the message given otherwise. */
export async function readFileField(
  request: FastifyRequest,
  field: string,
  messages: { notMultipart: string; missing: string },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(messages.notMultipart);
  return readingUpload(async () => {
    const file = await request.file();
    if (file?.fieldname !== field) throw badRequest(messages.missing);
    const bytes = await file.toBuffer();
    return {
      name: file.filename,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    };
  });
}
