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
