import {
  AddSourceRequest,
  CitationsRequest,
  CitationsResponse,
  ErrorBody,
  ExportQuery,
  GeneratePaperRequest,
  ImproveWritingRequest,
  ImproveWritingResponse,
  OwnSource,
  OwnSourcesResponse,
  Paper,
  PaperParams,
  RewriteRequest,
  RewriteResponse,
  UpdatePaperRequest,
  WritingUsage,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { WritingService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export const writingRoutes: FastifyPluginAsyncZod<{ writing: WritingService; guards: Guards }> = async (
  app,
  { writing, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/api/generate/writing-assistant',
    {
      schema: {
        tags: ['writing'],
        description:
          'A paper written only from retrieved sources (the catalogue and study packs), every factual sentence cited; saved as a writing_assistant project. Counts against writing_papers, then essay credits.',
        body: GeneratePaperRequest,
        response: { 200: Paper, ...errors, 403: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => writing.generate(currentUser(request), request.body),
  );

  app.get(
    '/api/writing-assistant/papers/:project_id',
    { schema: { tags: ['writing'], params: PaperParams, response: { 200: Paper, ...errors } } },
    (request) => writing.paper(currentUser(request), request.params.project_id),
  );

  app.put(
    '/api/writing-assistant/papers/:project_id',
    {
      schema: {
        tags: ['writing'],
        description: "Saves the student's edits; the cited sources are formatted again in the paper's style.",
        params: PaperParams,
        body: UpdatePaperRequest,
        response: { 200: Paper, ...errors },
      },
    },
    (request) => writing.update(currentUser(request), request.params.project_id, request.body),
  );

  app.post(
    '/api/writing-assistant/improve',
    {
      schema: {
        tags: ['writing'],
        description:
          'Grammar, spelling and style suggestions with their spans, and the text with the safe fixes applied.',
        body: ImproveWritingRequest,
        response: { 200: ImproveWritingResponse, ...errors, 503: ErrorBody },
      },
    },
    (request) => writing.improve(request.body),
  );

  app.post(
    '/api/writing-assistant/rewrite',
    {
      schema: {
        tags: ['writing'],
        description:
          'Paraphrase or make formal. Refused (422) when no rewrite keeps the meaning: content words, numbers, names and citations.',
        body: RewriteRequest,
        response: { 200: RewriteResponse, ...errors, 422: ErrorBody, 503: ErrorBody },
      },
    },
    (request) => writing.rewrite(request.body),
  );

  app.post(
    '/api/writing-assistant/citations',
    {
      schema: {
        tags: ['writing'],
        description:
          "Real works on a topic from the bundled catalogue, the study packs and the student's own sources, formatted by a CSL processor.",
        body: CitationsRequest,
        response: { 200: CitationsResponse, ...errors },
      },
    },
    (request) => writing.citations(currentUser(request), request.body),
  );

  app.post(
    '/api/writing-assistant/sources',
    {
      schema: {
        tags: ['writing'],
        description:
          "Adds a source of the student's own: its text (papers may quote its sentences) and what to cite it as. Saved in the library; deleted there.",
        body: AddSourceRequest,
        response: { 200: OwnSource, ...errors },
      },
    },
    (request) => writing.addSource(currentUser(request), request.body),
  );

  app.get(
    '/api/writing-assistant/sources',
    { schema: { tags: ['writing'], response: { 200: OwnSourcesResponse, 401: ErrorBody } } },
    (request) => writing.sources(currentUser(request)),
  );

  app.get(
    '/api/writing-assistant/export/:project_id',
    { schema: { tags: ['writing'], params: PaperParams, querystring: ExportQuery } },
    async (request, reply) => {
      const file = await writing.export(
        currentUser(request),
        request.params.project_id,
        request.query.format,
      );
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );

  app.get(
    '/api/writing-assistant/usage',
    { schema: { tags: ['writing'], response: { 200: WritingUsage, 401: ErrorBody } } },
    (request) => writing.usage(currentUser(request)),
  );
};
