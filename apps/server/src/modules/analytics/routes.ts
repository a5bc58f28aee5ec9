import {
  AnalyticsHistory,
  AnalyticsProgress,
  AnalyticsUserParams,
  DueFlashcardsResponse,
  ErrorBody,
  HistoryQuery,
  InsightsResponse,
  InsightsSettingsRequest,
  MasteryResponse,
  queryInt,
  SHOWN_DUE_CARDS,
  StudyPlanRequest,
  StudyPlanResponse,
  UserProfile,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { AnalyticsService } from './service.ts';

const DueQuery = z.object({ limit: queryInt(1, 200).default(SHOWN_DUE_CARDS) });

/** Learning analytics (spec part 2 §7 Analytics): the student's own, or anyone's for an admin. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService; guards: Guards }> = async (
  app,
  { analytics, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tags = ['analytics'];

  app.get(
    '/api/analytics/mastery/:userId',
    { schema: { tags, params: AnalyticsUserParams, response: { 200: MasteryResponse, ...errors } } },
    (request) => analytics.mastery(currentUser(request), request.params.userId),
  );

  app.post(
    '/api/analytics/recalculate_mastery/:userId',
    { schema: { tags, params: AnalyticsUserParams, response: { 200: MasteryResponse, ...errors } } },
    (request) => analytics.mastery(currentUser(request), request.params.userId),
  );

  app.get(
    '/api/analytics/due_flashcards/:userId',
    {
      schema: {
        tags,
        params: AnalyticsUserParams,
        querystring: DueQuery,
        response: { 200: DueFlashcardsResponse, ...errors },
      },
    },
    (request) => analytics.dueFlashcards(currentUser(request), request.params.userId, request.query.limit),
  );

  app.get(
    '/api/analytics/history/:userId',
    {
      schema: {
        tags,
        params: AnalyticsUserParams,
        querystring: HistoryQuery,
        response: { 200: AnalyticsHistory, ...errors },
      },
    },
    (request) => analytics.history(currentUser(request), request.params.userId, request.query.days),
  );

  app.get(
    '/api/analytics/progress',
    { schema: { tags, response: { 200: AnalyticsProgress, ...errors } } },
    (request) => analytics.progress(currentUser(request), request.log),
  );

  app.get(
    '/api/users/:userId',
    { schema: { tags, params: AnalyticsUserParams, response: { 200: UserProfile, ...errors } } },
    (request) => analytics.profile(currentUser(request), request.params.userId),
  );

  app.post(
    '/api/users/:userId/insights_settings',
    {
      schema: {
        tags,
        params: AnalyticsUserParams,
        body: InsightsSettingsRequest,
        response: { 200: UserProfile, ...errors },
      },
    },
    (request) => analytics.setInsights(currentUser(request), request.params.userId, request.body.enabled),
  );

  app.get(
    '/api/insights/:userId',
    { schema: { tags, params: AnalyticsUserParams, response: { 200: InsightsResponse, ...errors } } },
    (request) => analytics.insights(currentUser(request), request.params.userId),
  );

  app.get(
    '/api/analytics/study_plan/:userId',
    { schema: { tags, params: AnalyticsUserParams, response: { 200: StudyPlanResponse, ...errors } } },
    (request) => analytics.studyPlan(currentUser(request), request.params.userId),
  );

  app.put(
    '/api/analytics/study_plan/:userId',
    {
      schema: {
        tags,
        params: AnalyticsUserParams,
        body: StudyPlanRequest,
        response: { 200: StudyPlanResponse, ...errors },
      },
    },
    (request) => analytics.setStudyPlan(currentUser(request), request.params.userId, request.body),
  );

  app.delete(
    '/api/analytics/study_plan/:userId',
    { schema: { tags, params: AnalyticsUserParams, response: { 200: StudyPlanResponse, ...errors } } },
    (request) => analytics.deleteStudyPlan(currentUser(request), request.params.userId),
  );
};
