import { FileKeyParams } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.ts';
import { type FileStore, isPublicFile } from '../../platform/storage.ts';

/**
 * Public on purpose, for pictures only: <img> cannot send a bearer token. File keys are random
 * UUIDs handed only to the owner. Files are never run as pages, even an SVG opened directly.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.get(
    '/api/files/:key',
    { schema: { tags: ['files'], params: FileKeyParams } },
    async (request, reply) => {
      // Audio and exports are private: they are served by routes that check who is asking.
      const file = isPublicFile(request.params.key) ? await files.read(request.params.key) : null;
      if (!file) throw notFound('File not found');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.bytes);
    },
  );
};
