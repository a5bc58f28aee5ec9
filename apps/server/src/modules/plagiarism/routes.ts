import { ErrorBody, PlagiarismRequest, PlagiarismResponse } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { PlagiarismService } from './service.ts';

export const plagiarismRoutes: FastifyPluginAsyncZod<{
  plagiarism: PlagiarismService;
  guards: Guards;
}> = async (app, { plagiarism, guards }) => {
  app.addHook('onRequest', guards.requireUser);
  app.post(
    '/api/generate/plagiarism',
    {
      schema: {
        tags: ['create'],
        body: PlagiarismRequest,
        response: { 200: PlagiarismResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => plagiarism.check(currentUser(request), request.body),
  );
};
