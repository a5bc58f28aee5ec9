import {
  CodeExamples,
  ErrorBody,
  ExecuteCodeRequest,
  LessonParams,
  LockedLessonBody,
  RunCodeRequest,
  RunResult,
  TestCodeRequest,
  TestResults,
  ValidateCodeRequest,
  ValidateCodeResponse,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { CodeService } from './service.ts';

export const codeRoutes: FastifyPluginAsyncZod<{ code: CodeService; guards: Guards }> = async (
  app,
  { code, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = {
    400: ErrorBody,
    401: ErrorBody,
    403: LockedLessonBody,
    404: ErrorBody,
    429: ErrorBody,
    503: ErrorBody,
  };
  const tags = ['code'];

  app.post(
    '/api/code/run',
    { schema: { tags, body: RunCodeRequest, response: { 200: RunResult, ...errors } } },
    (request) =>
      code.run(currentUser(request), request.body.code, request.body.inputs, request.body.lesson_id),
  );

  app.post(
    '/api/code/execute',
    { schema: { tags, body: ExecuteCodeRequest, response: { 200: RunResult, ...errors } } },
    (request) => code.execute(currentUser(request), request.body.code, request.body.inputs),
  );

  app.post(
    '/api/code/test',
    { schema: { tags, body: TestCodeRequest, response: { 200: TestResults, ...errors } } },
    (request) => code.test(currentUser(request), request.body.code, request.body.lesson_id),
  );

  app.post(
    '/api/code/validate',
    { schema: { tags, body: ValidateCodeRequest, response: { 200: ValidateCodeResponse, ...errors } } },
    (request) =>
      code.validate(
        currentUser(request),
        request.body.code,
        request.body.lesson_id,
        request.body.expected_output,
      ),
  );

  app.get(
    '/api/code/examples/:lessonId',
    {
      schema: {
        tags,
        params: LessonParams,
        response: { 200: CodeExamples, ...errors },
      },
    },
    (request) => code.examples(currentUser(request), request.params.lessonId),
  );
};
