import { ErrorBody, MATH_INPUT_REQUIRED, MATH_MODES, MathSolveResponse } from '@studybot/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/errors.ts';
import { readingUpload } from '../../platform/multipart.ts';
import type { MathProblem, MathService } from './service.ts';

/** Longest typed problem accepted, in characters. */
const MAX_PROBLEM_CHARS = 2000;

/** The multipart form the math page sends: `user_input` or an `image`, and `mode`. */
async function readProblemForm(request: FastifyRequest): Promise<MathProblem> {
  if (!request.isMultipart()) throw badRequest('Send the problem as multipart/form-data');
  let text = '';
  let mode = 'solve';
  let hasImage = false;
  await readingUpload(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The photo itself is not read yet; drain it so the request completes.
        await part.toBuffer();
        if (part.fieldname === 'image') hasImage = true;
      } else if (part.fieldname === 'user_input') {
        text = String(part.value ?? '');
      } else if (part.fieldname === 'mode') {
        mode = String(part.value ?? '');
      }
    }
  });
  text = text.trim();
  if (!(MATH_MODES as readonly string[]).includes(mode))
    throw badRequest(`mode must be one of: ${MATH_MODES.join(', ')}`);
  if (!text && !hasImage) throw badRequest(MATH_INPUT_REQUIRED);
  if (text.length > MAX_PROBLEM_CHARS)
    throw badRequest(`A problem may have at most ${MAX_PROBLEM_CHARS} characters`);
  return { text, mode: mode as MathProblem['mode'], hasImage };
}

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
          200: MathSolveResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => math.solve(currentUser(request), await readProblemForm(request)),
  );
};
