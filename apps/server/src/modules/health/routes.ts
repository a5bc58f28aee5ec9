import { ErrorBody, Health, HealthReady } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  /** Liveness: the process answers. The server listens only once migrations ran. */
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: Health } } }, () => ({
    status: 'ok' as const,
  }));

  /** Readiness: the database answers too. */
  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: HealthReady, 503: ErrorBody } } },
    () => health.ready(),
  );
};
