import { DashboardStats, ErrorBody } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService; guards: Guards }> = async (
  app,
  { dashboard, guards },
) => {
  app.get(
    '/api/dashboard/stats',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['dashboard'], response: { 200: DashboardStats, 401: ErrorBody } },
    },
    (request) => dashboard.stats(currentUser(request).id),
  );
};
