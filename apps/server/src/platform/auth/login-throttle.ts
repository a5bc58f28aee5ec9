import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError, limitStoreUnavailable, tooManyRequests, waitText } from '../errors.ts';

/**
 * Failed sign-ins only: successes never count, and a success clears the account's count.
 * After the free failures each further attempt waits twice as long as the one before, so a
 * guesser slows to a crawl while the owner, who knows the password, is held up for minutes at
 * most once the guessing stops.
 */
export const LOGIN_THROTTLE = {
  /** Failures at one account before attempts must wait. */
  freeFailuresPerAccount: 5,
  /** Failures from one address at any accounts: a classroom's typos fit. */
  freeFailuresPerAddress: 30,
  maxDelaySeconds: 15 * 60,
  /** A count is forgotten this long after its last failure. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export interface FailureRecord {
  count: number;
  /** When the last failure happened, in milliseconds since the epoch. */
  lastAt: number;
}

/** Where failure counts live: this process, or Redis so that every server sees the same count. */
export interface FailureStore {
  get(key: string): Promise<FailureRecord | null>;
  add(key: string, at: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Seconds an attempt must wait after `failures` failures, when `free` are allowed. */
export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free + 1), LOGIN_THROTTLE.maxDelaySeconds);
}

export const tooManyFailures = (seconds: number) =>
  tooManyRequests(`Too many failed sign-in attempts. Try again in ${waitText(seconds)}.`, seconds);

/**
 * Who is trying: `account` is the resolved user id when the typed name or email belongs to an
 * account (so every spelling shares one budget), else the normalised typed name, so probing
 * unknown names is limited the same way and answers the same.
 */
export interface Attempt {
  account: { userId: string } | { typedName: string };
  address: string;
}

const MAX_MEMORY_KEYS = 100_000;

export function memoryFailureStore(now: () => number = () => Date.now()): FailureStore {
  const records = new Map<string, FailureRecord>();
  const fresh = (record: FailureRecord | undefined) =>
    record && now() - record.lastAt < LOGIN_THROTTLE.forgetAfterSeconds * 1000 ? record : undefined;
  return {
    async get(key) {
      return fresh(records.get(key)) ?? null;
    },
    async add(key, at) {
      const count = (fresh(records.get(key))?.count ?? 0) + 1;
      records.delete(key);
      if (records.size >= MAX_MEMORY_KEYS) records.delete(records.keys().next().value!);
      records.set(key, { count, lastAt: at });
    },
    async clear(key) {
      records.delete(key);
    },
    async close() {},
  };
}

export function redisFailureStore(url: string, log: FastifyBaseLogger): FailureStore {
  // Fail fast when Redis is unreachable: the caller answers 503 rather than hanging.
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, commandTimeout: 2000 });
  // Without a listener ioredis reports a lost connection as an unhandled error event.
  redis.on('error', (error) => log.warn({ err: error }, 'login throttle store (Redis) unavailable'));
  const name = (key: string) => `studybot-login:${key}`;
  return {
    async get(key) {
      const [count, lastAt] = await redis.hmget(name(key), 'n', 'at');
      return count && lastAt ? { count: Number(count), lastAt: Number(lastAt) } : null;
    },
    async add(key, at) {
      const result = await redis
        .multi()
        .hincrby(name(key), 'n', 1)
        .hset(name(key), 'at', at)
        .expire(name(key), LOGIN_THROTTLE.forgetAfterSeconds)
        .exec();
      const failed = result?.find(([error]) => error);
      if (!result || failed) throw failed?.[0] ?? new Error('Redis transaction was aborted');
    },
    async clear(key) {
      await redis.del(name(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export class LoginThrottle {
  private readonly now: () => number;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(
    private readonly store: FailureStore,
    { now = () => Date.now(), log }: { now?: () => number; log?: FastifyBaseLogger } = {},
  ) {
    this.now = now;
    this.log = log;
  }

  /** Throws 429 (with Retry-After) while the account or the address must wait. */
  async check(attempt: Attempt): Promise<void> {
    const [account, address] = await this.#safely(() =>
      Promise.all([this.store.get(accountKey(attempt)), this.store.get(addressKey(attempt))]),
    );
    const wait = Math.max(
      this.#remaining(account, LOGIN_THROTTLE.freeFailuresPerAccount),
      this.#remaining(address, LOGIN_THROTTLE.freeFailuresPerAddress),
    );
    if (wait > 0) throw tooManyFailures(wait);
  }

  async failed(attempt: Attempt): Promise<void> {
    const at = this.now();
    await this.#safely(() =>
      Promise.all([this.store.add(accountKey(attempt), at), this.store.add(addressKey(attempt), at)]),
    );
  }

  /** A correct password clears the account's count (not the address's: anyone can sign in to their own account). */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.#safely(() => this.store.clear(accountKey(attempt)));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  #remaining(record: FailureRecord | null, free: number): number {
    if (!record) return 0;
    const until = record.lastAt + delaySeconds(record.count, free) * 1000;
    return Math.max(0, Math.ceil((until - this.now()) / 1000));
  }

  async #safely<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.log?.warn({ err: error }, 'login throttle store failed');
      throw limitStoreUnavailable();
    }
  }
}

const accountKey = ({ account }: Attempt) =>
  'userId' in account ? `user:${account.userId}` : `name:${account.typedName.trim().toLowerCase()}`;
const addressKey = ({ address }: Attempt) => `addr:${address}`;
