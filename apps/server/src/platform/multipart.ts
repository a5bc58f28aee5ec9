import { MAX_UPLOAD_BYTES, SETTINGS_MESSAGES } from '@studybot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The largest file this request may upload: the admin panel's setting when it arrived. */
    uploadLimitBytes: number;
  }
}

const MB = 1024 * 1024;

/** Every multipart request learns the upload limit in force (the admin panel's setting) before its handler reads. */
export function limitUploads(app: FastifyInstance, maxUploadMb: () => Promise<number>): void {
  app.decorateRequest('uploadLimitBytes', MAX_UPLOAD_BYTES);
  app.addHook('preHandler', async (request) => {
    if (request.isMultipart()) request.uploadLimitBytes = (await maxUploadMb()) * MB;
  });
}

/**
 * Runs a read of a multipart upload. The multipart parser's own errors carry no status: they
 * mean a malformed upload, so they become a 400; errors with a status (size limits) pass through,
 * a file over the limit with the limit in force named.
 */
export async function readingUpload<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, SETTINGS_MESSAGES.fileTooLarge(Math.floor(request.uploadLimitBytes / MB)));
    }
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
  return readingUpload(request, async () => {
    const file = await request.file({ limits: { fileSize: request.uploadLimitBytes } });
    if (file?.fieldname !== field) throw badRequest(messages.missing);
    const bytes = await file.toBuffer();
    return {
      name: file.filename,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    };
  });
}
