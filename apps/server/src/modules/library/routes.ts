import {
  DeleteResult,
  ErrorBody,
  PROJECT_DELETED,
  Project,
  ProjectIdParams,
  ProjectListQuery,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { LibraryService } from './service.ts';

export const libraryRoutes: FastifyPluginAsyncZod<{ projects: LibraryService; guards: Guards }> = async (
  app,
  { projects, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  app.get(
    '/api/projects',
    {
      schema: {
        tags: ['projects'],
        querystring: ProjectListQuery,
        response: { 200: z.array(Project), ...errors },
      },
    },
    (request) => projects.list(currentUser(request).id, request.query),
  );

  app.get(
    '/api/projects/:id',
    { schema: { tags: ['projects'], params: ProjectIdParams, response: { 200: Project, ...errors } } },
    (request) => projects.get(currentUser(request).id, request.params.id),
  );

  app.delete(
    '/api/projects/:id',
    { schema: { tags: ['projects'], params: ProjectIdParams, response: { 200: DeleteResult, ...errors } } },
    async (request) => {
      await projects.delete(currentUser(request).id, request.params.id);
      return { message: PROJECT_DELETED };
    },
  );
};
