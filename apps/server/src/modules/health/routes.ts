import { Health } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The server only listens once migrations ran, so answering at all means ready. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: Health } } }, () => ({
    status: 'ok' as const,
  }));
};
