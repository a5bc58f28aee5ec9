import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

export interface RateLimits {
  /** Sign-ups per address: generous, so a classroom behind one address can all register. */
  register: preHandlerAsyncHookHandler;
  /** All login attempts from one address. */
  loginPerAddress: preHandlerAsyncHookHandler;
  /** Login attempts at one account: from one address, and from all addresses together (after the body is parsed). */
  loginPerAccount: preHandlerAsyncHookHandler;
}

export const RATE_LIMITS = {
  register: { max: 100, timeWindow: 60 * 60 * 1000 },
  loginPerAddress: { max: 300, timeWindow: 15 * 60 * 1000 },
  loginPerAccount: { max: 10, timeWindow: 15 * 60 * 1000 },
  /** Across all addresses, so spreading guesses over many addresses does not help. */
  loginPerAccountAnywhere: { max: 50, timeWindow: 15 * 60 * 1000 },
} as const;

const accountOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 254);

function both(a: preHandlerAsyncHookHandler, b: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return async function (this: unknown, request, reply) {
    await a.call(this as never, request, reply);
    await b.call(this as never, request, reply);
  };
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Registers @fastify/rate-limit (in memory, or in Redis when REDIS_URL is set so that
 * several servers share counts) and returns the limiters the auth routes use. Each limiter
 * counts on its own, so one route can have several (the plugin's own hooks run only one).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<RateLimits> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    // Without a listener ioredis reports a lost connection as an unhandled error event.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => void redis.quit());
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: 'studybot-rl:' });

  const limiter = (
    name: keyof typeof RATE_LIMITS,
    key: (request: FastifyRequest) => string,
  ): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ ...RATE_LIMITS[name], keyGenerator: (r) => `${name}:${key(r)}` });
    return async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, `Too many attempts. Try again in ${waitText(result.ttlInSeconds)}.`, {
          'retry-after': String(result.ttlInSeconds),
        });
      }
    };
  };
  return {
    register: limiter('register', (r) => r.ip),
    loginPerAddress: limiter('loginPerAddress', (r) => r.ip),
    loginPerAccount: both(
      limiter('loginPerAccount', (r) => `${r.ip}:${accountOf(r)}`),
      limiter('loginPerAccountAnywhere', accountOf),
    ),
  };
}
