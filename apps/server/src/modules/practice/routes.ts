import {
  CardIdParams,
  DeckQuery,
  DeckResponse,
  Drill,
  DrillAnswerRequest,
  DrillAnswerResult,
  DrillIdParams,
  DueFlashcard,
  DueFlashcardsQuery,
  ErrorBody,
  FlashcardSchedule,
  QuizAttempt,
  ReviewFlashcardRequest,
  SaveQuizAttemptRequest,
  StartDrillRequest,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { DrillService } from './drill.ts';
import type { PracticeService } from './service.ts';

export const practiceRoutes: FastifyPluginAsyncZod<{
  practice: PracticeService;
  drills: DrillService;
  guards: Guards;
}> = async (app, { practice, drills, guards }) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

  app.post(
    '/api/flashcards/:card_id/review',
    {
      schema: {
        tags: ['practice'],
        params: CardIdParams,
        body: ReviewFlashcardRequest,
        response: { 200: FlashcardSchedule, ...errors },
      },
    },
    (request) => practice.review(currentUser(request).id, request.params.card_id, request.body.rating),
  );

  app.get(
    '/api/flashcards/due',
    {
      schema: {
        tags: ['practice'],
        querystring: DueFlashcardsQuery,
        response: { 200: z.array(DueFlashcard), ...errors },
      },
    },
    (request) => practice.due(currentUser(request).id, request.query.limit),
  );

  app.get(
    '/api/flashcards',
    { schema: { tags: ['practice'], querystring: DeckQuery, response: { 200: DeckResponse, ...errors } } },
    (request) => practice.deck(currentUser(request).id, request.query.project_id),
  );

  app.post(
    '/api/quizzes/attempts',
    {
      schema: { tags: ['practice'], body: SaveQuizAttemptRequest, response: { 200: QuizAttempt, ...errors } },
    },
    (request) => practice.saveAttempt(currentUser(request).id, request.body.project_id, request.body.answers),
  );

  app.post(
    '/api/practice/drills',
    { schema: { tags: ['practice'], body: StartDrillRequest, response: { 200: Drill, ...errors } } },
    (request) => drills.start(currentUser(request).id, request.body.objective_id, request.body.n),
  );

  app.get(
    '/api/practice/drills/:drill_id',
    { schema: { tags: ['practice'], params: DrillIdParams, response: { 200: Drill, ...errors } } },
    (request) => drills.get(currentUser(request).id, request.params.drill_id),
  );

  app.post(
    '/api/practice/drills/:drill_id/answers',
    {
      schema: {
        tags: ['practice'],
        params: DrillIdParams,
        body: DrillAnswerRequest,
        response: { 200: DrillAnswerResult, ...errors },
      },
    },
    (request) =>
      drills.answer(
        currentUser(request).id,
        request.params.drill_id,
        request.body.question_id,
        request.body.answer,
      ),
  );
};
