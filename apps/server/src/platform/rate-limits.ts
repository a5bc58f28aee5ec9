import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { currentUser } from './auth/guard.ts';
import { HttpError, limitStoreUnavailable, waitText } from './errors.ts';

export interface RateLimits {
  /** Sign-ups per address: generous, so a classroom behind one address can all register. */
  register: preHandlerAsyncHookHandler;
  /**
   * All login attempts from one address: a flood cap. Failed attempts per account and address
   * are throttled by the auth service (platform/auth/login-throttle.ts).
   */
  loginPerAddress: preHandlerAsyncHookHandler;
  /**
   * Files one student sends to be read (a preHandler behind requireUser), failed ones included. Each
   * file is at most 10 MB and one worker's time budget, so the count bounds the bytes and the work
   * one account causes; plan quotas, in the database, count per day or month instead.
   */
  uploadsPerUser: preHandlerAsyncHookHandler;
}

export const RATE_LIMITS = {
  register: { max: 100, timeWindow: 60 * 60 * 1000 },
  loginPerAddress: { max: 300, timeWindow: 15 * 60 * 1000 },
  uploadsPerUser: { max: 20, timeWindow: 10 * 60 * 1000 },
} as const;

type LimitResult = { ttl: number; ttlInSeconds: number };

const TOO_MANY: Record<keyof typeof RATE_LIMITS, (result: LimitResult) => string> = {
  register: (r) => `Too many attempts. Try again in ${waitText(r.ttlInSeconds)}.`,
  loginPerAddress: (r) => `Too many attempts. Try again in ${waitText(r.ttlInSeconds)}.`,
  uploadsPerUser: (r) => {
    const { max, timeWindow } = RATE_LIMITS.uploadsPerUser;
    const resets = new Date(Date.now() + r.ttl).toUTCString().replace('GMT', 'UTC');
    return (
      `You have uploaded ${max} files in the last ${timeWindow / 60_000} minutes. ` +
      `You can upload again in ${waitText(r.ttlInSeconds)} (at ${resets}).`
    );
  },
};

/**
 * Registers @fastify/rate-limit (in memory, or in Redis when REDIS_URL is set so that
 * several servers share counts) and returns the limiters the routes use. Each limiter
 * counts on its own, so one route can have several (the plugin's own hooks run only one).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<RateLimits> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, commandTimeout: 2000 })
    : undefined;
  if (redis) {
    // Without a listener ioredis reports a lost connection as an unhandled error event.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: 'studybot-rl:' });

  const limiter = (
    name: keyof typeof RATE_LIMITS,
    key: (request: FastifyRequest) => string,
  ): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ ...RATE_LIMITS[name], keyGenerator: (r) => `${name}:${key(r)}` });
    return async (request) => {
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(request);
      } catch (error) {
        // The store (Redis) is unreachable: a clear 503 the client may retry, not a 500.
        request.log.warn({ err: error }, 'rate-limit store failed');
        throw limitStoreUnavailable();
      }
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, TOO_MANY[name](result), { 'retry-after': String(result.ttlInSeconds) });
      }
    };
  };
  return {
    register: limiter('register', (r) => r.ip),
    loginPerAddress: limiter('loginPerAddress', (r) => r.ip),
    uploadsPerUser: limiter('uploadsPerUser', (r) => currentUser(r).id),
  };
}
