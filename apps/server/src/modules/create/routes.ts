import {
  ErrorBody,
  ExtractNotesResponse,
  GenerateFlashcardsRequest,
  GenerateFlashcardsResponse,
  GenerateImageRequest,
  GenerateImageResponse,
  GenerateQuizRequest,
  GenerateQuizResponse,
} from '@studybot/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { readFileField } from '../../platform/multipart.ts';
import type { CreateService } from './service.ts';

const NOTES_FORM = {
  notMultipart: 'Send the notes as multipart/form-data with a "file" field',
  missing: 'Attach the notes in the "file" field',
};

export interface CreateRoutesOptions {
  create: CreateService;
  guards: Guards;
  /** Counts each upload against the student (platform/rate-limits.ts). */
  meterUploads: preHandlerAsyncHookHandler;
}

export const createRoutes: FastifyPluginAsyncZod<CreateRoutesOptions> = async (
  app,
  { create, guards, meterUploads },
) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

  app.post(
    '/api/generate/quiz',
    {
      schema: {
        tags: ['create'],
        body: GenerateQuizRequest,
        response: { 200: GenerateQuizResponse, ...errors },
      },
    },
    (request) => create.quiz(currentUser(request), request.body, request.log),
  );

  app.post(
    '/api/generate/flashcards',
    {
      schema: {
        tags: ['create'],
        body: GenerateFlashcardsRequest,
        response: { 200: GenerateFlashcardsResponse, ...errors },
      },
    },
    (request) => create.flashcards(currentUser(request), request.body, request.log),
  );

  app.post(
    '/api/generate/image',
    {
      schema: {
        tags: ['create'],
        body: GenerateImageRequest,
        response: { 200: GenerateImageResponse, ...errors },
      },
    },
    (request) => create.image(currentUser(request), request.body, request.log),
  );

  app.post(
    '/api/notes/extract',
    {
      preHandler: meterUploads,
      schema: {
        tags: ['create'],
        response: {
          200: ExtractNotesResponse,
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => create.extractNotes(await readFileField(request, 'file', NOTES_FORM), request.log),
  );
};
