import { ErrorBody, ImproveWritingRequest, ImproveWritingResponse } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/auth/guard.ts';
import type { WritingService } from './service.ts';

export const writingRoutes: FastifyPluginAsyncZod<{ writing: WritingService; guards: Guards }> = async (
  app,
  { writing, guards },
) => {
  app.post(
    '/api/writing-assistant/improve',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['writing'],
        description:
          'Grammar, spelling and style suggestions with their spans, and the text with the safe fixes applied.',
        body: ImproveWritingRequest,
        response: { 200: ImproveWritingResponse, 400: ErrorBody, 401: ErrorBody, 503: ErrorBody },
      },
    },
    (request) => writing.improve(request.body),
  );
};
