import {
  CoverLetterRequest,
  CoverLetterResponse,
  ErrorBody,
  RESUME_MESSAGES,
  ResumeAnalysisParams,
  ResumeAnalysisRecord,
  ResumeAnalyzeRequest,
  ResumeAnalyzeResponse,
  ResumeHistoryQuery,
  ResumeHistoryResponse,
  ResumeUploadResponse,
} from '@studybot/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { readFileField } from '../../platform/multipart.ts';
import type { ResumeService } from './service.ts';

/** The resume and cover letter analyzer (spec part 2 §7 Resume and cover letter). */
export const resumeRoutes: FastifyPluginAsyncZod<{
  resume: ResumeService;
  guards: Guards;
  /** Counts each upload against the student (platform/rate-limits.ts). */
  meterUploads: preHandlerAsyncHookHandler;
}> = async (app, { resume, guards, meterUploads }) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
  const tags = ['resume'];

  app.post(
    '/api/resume/upload',
    {
      preHandler: meterUploads,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: {
          200: ResumeUploadResponse,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          503: ErrorBody,
          ...errors,
        },
      },
    },
    async (request) =>
      resume.upload(
        await readFileField(request, 'file', {
          notMultipart: RESUME_MESSAGES.notMultipart,
          missing: RESUME_MESSAGES.fileRequired,
        }),
        request.log,
      ),
  );

  app.post(
    '/api/resume/analyze',
    { schema: { tags, body: ResumeAnalyzeRequest, response: { 200: ResumeAnalyzeResponse, ...errors } } },
    (request) => resume.analyze(currentUser(request), request.body, request.log),
  );

  app.post(
    '/api/cover-letter/generate',
    { schema: { tags, body: CoverLetterRequest, response: { 200: CoverLetterResponse, ...errors } } },
    (request) => resume.coverLetter(currentUser(request), request.body, request.log),
  );

  app.get(
    '/api/resume/history',
    {
      schema: { tags, querystring: ResumeHistoryQuery, response: { 200: ResumeHistoryResponse, ...errors } },
    },
    (request) => resume.history(currentUser(request), request.query),
  );

  app.get(
    '/api/resume/history/:id',
    { schema: { tags, params: ResumeAnalysisParams, response: { 200: ResumeAnalysisRecord, ...errors } } },
    (request) => resume.record(currentUser(request), request.params.id),
  );
};
