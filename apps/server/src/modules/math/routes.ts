import { ErrorBody, MathTutorResponse } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { readMathForm } from './form.ts';
import type { MathService } from './service.ts';

export const mathRoutes: FastifyPluginAsyncZod<{ math: MathService; guards: Guards }> = async (
  app,
  { math, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  app.post(
    '/api/generate/math-tutor',
    {
      schema: {
        tags: ['math'],
        response: {
          200: MathTutorResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          422: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => math.answer(currentUser(request), await readMathForm(request)),
  );
};
