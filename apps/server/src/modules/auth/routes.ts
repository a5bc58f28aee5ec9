import {
  AuthResponse,
  ChangePasswordRequest,
  ErrorBody,
  LoginRequest,
  RegisterRequest,
  RegistrationStatus,
  User,
  UserIdParams,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  guards: Guards;
  limits: RateLimits;
}> = async (app, { auth, guards, limits }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };
  const ended = { 204: z.null(), 401: ErrorBody };

  app.post(
    '/api/auth/register',
    {
      onRequest: limits.register,
      schema: { tags: ['auth'], body: RegisterRequest, response: { 200: AuthResponse, ...errors } },
    },
    (request) => auth.register(request.body),
  );

  app.get(
    '/api/auth/registration',
    { schema: { tags: ['auth'], response: { 200: RegistrationStatus } } },
    async () => ({ open: await auth.registrationIsOpen() }),
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: limits.loginPerAddress,
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    },
    (request) => auth.login(request.body, { address: request.ip }),
  );

  app.post(
    '/api/auth/admin-login',
    {
      onRequest: limits.loginPerAddress,
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    },
    (request) => auth.login(request.body, { adminOnly: true, address: request.ip }),
  );

  app.get(
    '/api/auth/me',
    { onRequest: guards.requireUser, schema: { tags: ['auth'], response: { 200: User, 401: ErrorBody } } },
    (request) => currentUser(request),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['auth'], description: 'Ends the token that sends this request.', response: ended },
    },
    async (request, reply) => {
      await auth.logout(currentSession(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        description: 'Signs the user out everywhere: every token issued so far stops working.',
        response: ended,
      },
    },
    async (request, reply) => {
      await auth.revokeSessions(currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      onRequest: [guards.requireUser, limits.loginPerAddress],
      schema: {
        tags: ['auth'],
        description: 'Changes the password and ends every other session; returns a new token for this one.',
        body: ChangePasswordRequest,
        response: { 200: AuthResponse, ...errors },
      },
    },
    (request) => auth.changePassword(currentUser(request), request.body, { address: request.ip }),
  );

  app.post(
    '/api/admin/users/:user_id/revoke-sessions',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Ends every session of the user (their next request needs a new sign-in).',
        params: UserIdParams,
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await auth.revokeSessions(request.params.user_id);
      return reply.code(204).send(null);
    },
  );
};
