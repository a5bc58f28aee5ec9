import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

export interface RateLimits {
  /** Sign-ups per address: generous, so a classroom behind one address can all register. */
  register: preHandlerAsyncHookHandler;
  /** All login attempts from one address. */
  loginPerAddress: preHandlerAsyncHookHandler;
  /** Login attempts at one account from one address (runs after the body is parsed). */
  loginPerAccount: preHandlerAsyncHookHandler;
}

export const RATE_LIMITS = {
  register: { max: 100, timeWindow: 60 * 60 * 1000 },
  loginPerAddress: { max: 300, timeWindow: 15 * 60 * 1000 },
  loginPerAccount: { max: 10, timeWindow: 15 * 60 * 1000 },
} as const;

const accountOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 254);

/**
 * Registers @fastify/rate-limit (in memory, or in Redis when REDIS_URL is set so that
 * several servers share counts) and returns the limiters the auth routes use.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<RateLimits> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'studybot-rl:',
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Try again in ${context.after}.`, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  return {
    register: app.rateLimit({ ...RATE_LIMITS.register, keyGenerator: (r) => `register:${r.ip}` }),
    loginPerAddress: app.rateLimit({ ...RATE_LIMITS.loginPerAddress, keyGenerator: (r) => `login:${r.ip}` }),
    loginPerAccount: app.rateLimit({
      ...RATE_LIMITS.loginPerAccount,
      keyGenerator: (r) => `login-account:${r.ip}:${accountOf(r)}`,
    }),
  };
}
