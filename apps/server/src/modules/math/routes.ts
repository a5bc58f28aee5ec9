import {
  ErrorBody,
  MATH_CHECK_INPUT_REQUIRED,
  MATH_CHECK_MAX_LINE_CHARS,
  MATH_CHECK_MAX_LINES,
  MATH_INPUT_REQUIRED,
  MATH_MODES,
  MathTutorResponse,
} from '@studybot/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/errors.ts';
import { readingUpload } from '../../platform/multipart.ts';
import type { MathProblem, MathService } from './service.ts';

/** Longest typed problem accepted, in characters. */
const MAX_PROBLEM_CHARS = 2000;

/** Check mode: the problem, then one step per line; blank lines do not count. */
function workingLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length < 2) throw badRequest(MATH_CHECK_INPUT_REQUIRED);
  if (lines.length > MATH_CHECK_MAX_LINES)
    throw badRequest(`Check at most ${MATH_CHECK_MAX_LINES} lines at a time (the problem and your steps)`);
  if (lines.some((line) => line.length > MATH_CHECK_MAX_LINE_CHARS))
    throw badRequest(`Each line may have at most ${MATH_CHECK_MAX_LINE_CHARS} characters`);
  return lines;
}

/** The multipart form the math page sends: `user_input` or an `image`, and `mode`. */
async function readProblemForm(request: FastifyRequest): Promise<MathProblem> {
  if (!request.isMultipart()) throw badRequest('Send the problem as multipart/form-data');
  let text = '';
  let mode = 'solve';
  let image: Uint8Array | undefined;
  await readingUpload(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file is read to the end so the request completes; only `image` is kept.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) image = new Uint8Array(bytes);
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
  if (mode === 'check') {
    if (image) throw badRequest('Check mode reads typed working only: type the problem and your steps');
    return { text, mode, lines: workingLines(text) };
  }
  if (!text && !image) throw badRequest(MATH_INPUT_REQUIRED);
  if (text.length > MAX_PROBLEM_CHARS)
    throw badRequest(`A problem may have at most ${MAX_PROBLEM_CHARS} characters`);
  return image ? { text, mode: 'solve', image } : { text, mode: 'solve' };
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
    async (request) => {
      const problem = await readProblemForm(request);
      const user = currentUser(request);
      return problem.mode === 'check' ? math.check(user, problem) : math.solve(user, problem);
    },
  );
};
