import { AuthResponse, ErrorBody, LoginRequest, RegisterRequest, User } from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  guards: Guards;
  limits: RateLimits;
}> = async (app, { auth, guards, limits }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.post(
    '/api/auth/register',
    {
      onRequest: limits.register,
      schema: { tags: ['auth'], body: RegisterRequest, response: { 200: AuthResponse, ...errors } },
    },
    (request) => auth.register(request.body),
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: limits.loginPerAddress,
      preHandler: limits.loginPerAccount,
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    },
    (request) => auth.login(request.body),
  );

  app.post(
    '/api/auth/admin-login',
    {
      onRequest: limits.loginPerAddress,
      preHandler: limits.loginPerAccount,
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    },
    (request) => auth.login(request.body, { adminOnly: true }),
  );

  app.get(
    '/api/auth/me',
    { onRequest: guards.requireUser, schema: { tags: ['auth'], response: { 200: User, 401: ErrorBody } } },
    (request) => currentUser(request),
  );
};
