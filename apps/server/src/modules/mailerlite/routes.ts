import { ErrorBody, ExportHistory, ExportRequest, ExportResponse, SubscriberStats } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { MailerliteService } from './service.ts';

/** The subscriber export (spec part 2 §7 Subscriber export); admin only. */
export const mailerliteRoutes: FastifyPluginAsyncZod<{
  mailerlite: MailerliteService;
  guards: Guards;
}> = async (app, { mailerlite, guards }) => {
  app.addHook('onRequest', guards.requireAdmin);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  const tags = ['mailerlite'];

  app.get(
    '/api/mailerlite/subscriber-stats',
    { schema: { tags, response: { 200: SubscriberStats, ...errors } } },
    () => mailerlite.stats(),
  );

  app.get(
    '/api/mailerlite/export-history',
    { schema: { tags, response: { 200: ExportHistory, ...errors } } },
    () => mailerlite.history(),
  );

  app.post(
    '/api/mailerlite/export-subscribers',
    { schema: { tags, body: ExportRequest, response: { 200: ExportResponse, ...errors } } },
    (request) => mailerlite.export(currentUser(request), request.body),
  );
};
