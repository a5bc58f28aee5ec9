import {
  AdminActivity,
  AdminActivityQuery,
  AdminStats,
  AdminUser,
  AdminUserChange,
  AdminUsersQuery,
  AdminUsersResponse,
  ErrorBody,
  PlatformSettings,
  SystemStatus,
  UserIdParams,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { AdminService } from './service.ts';

/** The admin panel's data (spec part 2 §7 Admin data); every route is admin only. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; guards: Guards }> = async (
  app,
  { admin, guards },
) => {
  app.addHook('onRequest', guards.requireAdmin);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tags = ['admin'];

  app.get('/api/admin/stats', { schema: { tags, response: { 200: AdminStats, ...errors } } }, () =>
    admin.stats(),
  );

  app.get('/api/admin/system-status', { schema: { tags, response: { 200: SystemStatus, ...errors } } }, () =>
    admin.systemStatus(),
  );

  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: AdminUsersQuery, response: { 200: AdminUsersResponse, ...errors } } },
    (request) => admin.users(request.query),
  );

  app.patch(
    '/api/admin/users/:user_id',
    {
      schema: { tags, params: UserIdParams, body: AdminUserChange, response: { 200: AdminUser, ...errors } },
    },
    (request) => admin.change(currentUser(request), request.params.user_id, request.body),
  );

  app.get(
    '/api/admin/activity',
    { schema: { tags, querystring: AdminActivityQuery, response: { 200: AdminActivity, ...errors } } },
    (request) => admin.activity(request.query),
  );

  app.get('/api/admin/settings', { schema: { tags, response: { 200: PlatformSettings, ...errors } } }, () =>
    admin.settings(),
  );

  app.put(
    '/api/admin/settings',
    { schema: { tags, body: PlatformSettings, response: { 200: PlatformSettings, ...errors } } },
    (request) => admin.saveSettings(currentUser(request), request.body as PlatformSettings),
  );
};
