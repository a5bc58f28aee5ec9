import {
  BadgesResponse,
  ErrorBody,
  INTERVIEW_MESSAGES,
  InterviewAnswerRequest,
  InterviewConfig,
  InterviewFeatures,
  InterviewFeedback,
  InterviewFinishRequest,
  InterviewNextRequest,
  InterviewReport,
  InterviewSession,
  InterviewSessionParams,
  TranscriptionResponse,
} from '@studybot/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { readFileField } from '../../platform/multipart.ts';
import type { InterviewService } from './service.ts';

/** The interview simulator (spec part 2 §7 Interview). */
export const interviewRoutes: FastifyPluginAsyncZod<{
  interview: InterviewService;
  guards: Guards;
  /** Counts each upload against the student (platform/rate-limits.ts). */
  meterUploads: preHandlerAsyncHookHandler;
}> = async (app, { interview, guards, meterUploads }) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['interview'];

  app.get(
    '/api/interview/features',
    { schema: { tags, response: { 200: InterviewFeatures, ...errors } } },
    (request) => interview.features(currentUser(request)),
  );

  app.get(
    '/api/interview/badges',
    { schema: { tags, response: { 200: BadgesResponse, ...errors } } },
    (request) => interview.badges(currentUser(request)),
  );

  app.post(
    '/api/interview/start',
    { schema: { tags, body: InterviewConfig, response: { 200: InterviewSession, ...errors } } },
    (request) => interview.start(currentUser(request), request.body),
  );

  app.post(
    '/api/interview/answer',
    { schema: { tags, body: InterviewAnswerRequest, response: { 200: InterviewFeedback, ...errors } } },
    (request) => interview.answer(currentUser(request), request.body, request.log),
  );

  app.post(
    '/api/interview/next',
    { schema: { tags, body: InterviewNextRequest, response: { 200: InterviewSession, ...errors } } },
    (request) => interview.next(currentUser(request), request.body.session_id),
  );

  app.post(
    '/api/interview/finish',
    { schema: { tags, body: InterviewFinishRequest, response: { 200: InterviewReport, ...errors } } },
    (request) => interview.finish(currentUser(request), request.body.session_id),
  );

  app.post(
    '/api/interview/transcribe',
    {
      preHandler: meterUploads,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: TranscriptionResponse, 502: ErrorBody, ...errors },
      },
    },
    async (request) =>
      interview.transcribe(
        currentUser(request),
        await readFileField(request, 'audio', {
          notMultipart: INTERVIEW_MESSAGES.notMultipart,
          missing: INTERVIEW_MESSAGES.audioRequired,
        }),
        request.log,
      ),
  );

  app.get(
    '/api/interview/:sessionId',
    { schema: { tags, params: InterviewSessionParams, response: { 200: InterviewSession, ...errors } } },
    (request) => interview.session(currentUser(request), request.params.sessionId),
  );

  app.get(
    '/api/interview/:sessionId/report',
    { schema: { tags, params: InterviewSessionParams, response: { 200: InterviewReport, ...errors } } },
    (request) => interview.report(currentUser(request), request.params.sessionId),
  );

  app.get(
    '/api/interview/:sessionId/report.pdf',
    { schema: { tags, params: InterviewSessionParams } },
    async (request, reply) => {
      const { bytes, filename } = await interview.reportPdf(currentUser(request), request.params.sessionId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(bytes);
    },
  );
};
