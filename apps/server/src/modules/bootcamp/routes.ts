import {
  BootcampAccess,
  BootcampProgress,
  BootcampQuiz,
  BootcampQuizResult,
  ErrorBody,
  Lesson,
  LessonList,
  LessonParams,
  LessonProgress,
  LockedLessonBody,
  PurchasePlanParams,
  PurchaseResponse,
  SaveProgressRequest,
  SubmitBootcampQuizRequest,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { BootcampService } from './service.ts';

export const bootcampRoutes: FastifyPluginAsyncZod<{ bootcamp: BootcampService; guards: Guards }> = async (
  app,
  { bootcamp, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  const tags = ['bootcamp'];

  app.get(
    '/api/lessons',
    { schema: { tags, response: { 200: LessonList, ...errors } } },
    async (request) => ({ lessons: await bootcamp.lessons(currentUser(request)) }),
  );

  app.get(
    '/api/lessons/:lessonId',
    { schema: { tags, params: LessonParams, response: { 200: Lesson, 403: LockedLessonBody, ...errors } } },
    (request) => bootcamp.lesson(currentUser(request), request.params.lessonId),
  );

  app.post(
    '/api/lessons/:lessonId/progress',
    {
      schema: {
        tags,
        params: LessonParams,
        body: SaveProgressRequest,
        response: { 200: LessonProgress, 403: LockedLessonBody, ...errors },
      },
    },
    (request) => bootcamp.saveProgress(currentUser(request), request.params.lessonId, request.body),
  );

  app.get(
    '/api/bootcamp/access',
    { schema: { tags, response: { 200: BootcampAccess, ...errors } } },
    (request) => bootcamp.access(currentUser(request)),
  );

  app.get(
    '/api/bootcamp/progress',
    { schema: { tags, response: { 200: BootcampProgress, ...errors } } },
    (request) => bootcamp.progress(currentUser(request)),
  );

  app.post(
    '/api/bootcamp/purchase/:plan',
    {
      schema: {
        tags,
        params: PurchasePlanParams,
        response: { 200: PurchaseResponse, ...errors },
      },
    },
    (request) => bootcamp.purchase(currentUser(request), request.params.plan),
  );

  app.get(
    '/api/bootcamp/quiz/:lessonId',
    {
      schema: {
        tags,
        params: LessonParams,
        response: { 200: BootcampQuiz, 403: LockedLessonBody, ...errors },
      },
    },
    (request) => bootcamp.quiz(currentUser(request), request.params.lessonId),
  );

  app.post(
    '/api/bootcamp/quiz/:lessonId/attempts',
    {
      schema: {
        tags,
        params: LessonParams,
        body: SubmitBootcampQuizRequest,
        response: { 200: BootcampQuizResult, 403: LockedLessonBody, ...errors },
      },
    },
    (request) => bootcamp.gradeQuiz(currentUser(request), request.params.lessonId, request.body.answers),
  );
};
