import {
  type CreditKind,
  DEFAULT_SETTINGS,
  type PlatformSettings,
  QUOTA_KEYS,
  QUOTA_LABELS,
  QUOTA_PERIODS,
  type QuotaKey,
  SETTINGS_MESSAGES,
  type User,
} from '@studybot/contract';
import { sql } from 'kysely';
import { nowIso } from '../db/codec.ts';
import type { Db } from '../db/database.ts';
import { HttpError, tooManyRequests } from '../errors.ts';
import { type PlanLimitOverrides, quotaLimit, upgradeFor } from './entitlements.ts';

export interface QuotaUsage {
  quota: QuotaKey;
  used: number;
  /** null: unlimited. */
  limit: number | null;
  /** null: unlimited. */
  remaining: number | null;
  period: 'day' | 'month';
  /** The counter counted against, e.g. '2026-11-21': give it to refund(). */
  period_key: string;
  resets_at: string;
}

/** "Mon, 30 Nov 2026 00:00:00 UTC" */
const utcText = (at: Date) => at.toUTCString().replace('GMT', 'UTC');

/** The UTC period a moment falls in ('2026-11-21' or '2026-11') and when it ends. */
export function currentPeriod(kind: 'day' | 'month', at = new Date()): { key: string; resetsAt: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  if (kind === 'day') {
    return { key: at.toISOString().slice(0, 10), resetsAt: new Date(Date.UTC(y, m, at.getUTCDate() + 1)) };
  }
  return { key: at.toISOString().slice(0, 7), resetsAt: new Date(Date.UTC(y, m + 1, 1)) };
}

type QuotaHolder = Pick<User, 'id' | 'plan_tier' | 'is_admin'>;

/** Add-on credits that pay for a use past the plan's limit (billing owns them). */
export interface Credits {
  /** Takes one credit; false when none is left. */
  spend(): Promise<boolean>;
  refund(): Promise<void>;
}

/** Billing's add-on credits, as far as the metered tools need them. */
export interface CreditWallet {
  spendCredit(userId: string, kind: CreditKind): Promise<boolean>;
  refundCredit(userId: string, kind: CreditKind): Promise<void>;
  credits(userId: string): Promise<Record<CreditKind, number>>;
}

/** One user's credits of one kind, in the shape metered() takes; none without a wallet. */
export function creditsOf(
  wallet: CreditWallet | undefined,
  userId: string,
  kind: CreditKind,
): Credits | undefined {
  return wallet
    ? { spend: () => wallet.spendCredit(userId, kind), refund: () => wallet.refundCredit(userId, kind) }
    : undefined;
}

/** What the admin panel's settings change about quotas. */
export type QuotaSettings = Pick<PlatformSettings, 'daily_api_calls_limit' | 'plan_limits'>;

/**
 * The counter of every metered use a student makes in a day, over all tools: the admin panel's
 * daily API call limit. Kept beside the quotas' counters; it is not a plan quota.
 */
const DAILY_CALLS = 'api_calls';

/** Usage counters kept in the database, exact across restarts and servers. */
export class QuotaService {
  constructor(
    private readonly db: Db,
    private readonly settings: () => Promise<QuotaSettings> = async () => DEFAULT_SETTINGS,
  ) {}

  async usage(user: QuotaHolder, quota: QuotaKey, at = new Date()): Promise<QuotaUsage> {
    const { key, resetsAt } = currentPeriod(QUOTA_PERIODS[quota], at);
    const [row, { plan_limits }] = await Promise.all([
      this.db
        .selectFrom('usage_counters')
        .select('used')
        .where('user_id', '=', user.id)
        .where('quota', '=', quota)
        .where('period', '=', key)
        .executeTakeFirst(),
      this.settings(),
    ]);
    return this.#describe(user, quota, row?.used ?? 0, key, resetsAt, plan_limits);
  }

  /** This period's use of every quota, read in one query (subscription management shows them all). */
  async usageOfAll(user: QuotaHolder, at = new Date()): Promise<QuotaUsage[]> {
    const periods = { day: currentPeriod('day', at), month: currentPeriod('month', at) };
    const [rows, { plan_limits }] = await Promise.all([
      this.db
        .selectFrom('usage_counters')
        .select(['quota', 'period', 'used'])
        .where('user_id', '=', user.id)
        .where('period', 'in', [periods.day.key, periods.month.key])
        .execute(),
      this.settings(),
    ]);
    return QUOTA_KEYS.map((quota) => {
      const { key, resetsAt } = periods[QUOTA_PERIODS[quota]];
      const used = rows.find((r) => r.quota === quota && r.period === key)?.used ?? 0;
      return this.#describe(user, quota, used, key, resetsAt, plan_limits);
    });
  }

  /**
   * Counts one use, atomically, or throws 429 when the limit is reached (nothing is
   * counted then). Call it before doing the work; call refund() if the work then fails.
   */
  async consume(user: QuotaHolder, quota: QuotaKey, at = new Date()): Promise<QuotaUsage> {
    const { key, resetsAt } = currentPeriod(QUOTA_PERIODS[quota], at);
    const { plan_limits } = await this.settings();
    const limit = quotaLimit(user, quota, plan_limits);
    const used = await this.#count(user.id, quota, key, limit);
    if (used === null) {
      const label = QUOTA_LABELS[quota];
      const when = QUOTA_PERIODS[quota] === 'day' ? 'today' : 'this month';
      const upgrade = upgradeFor(user, quota, plan_limits);
      throw tooManyRequests(
        `You have used all ${limit} ${label} ${when}. The limit resets at ${utcText(resetsAt)}.${upgrade ? ' Upgrade for more.' : ''}`,
        (resetsAt.getTime() - at.getTime()) / 1000,
        upgrade ? { upgrade_plan: upgrade } : {},
      );
    }
    return this.#describe(user, quota, used, key, resetsAt, plan_limits);
  }

  /**
   * Counts one metered use against the daily limit over all tools (admins have none), or throws
   * 429; returns how to give it back.
   */
  async #countCall(user: QuotaHolder, at: Date): Promise<() => Promise<void>> {
    if (user.is_admin) return async () => {};
    const { key, resetsAt } = currentPeriod('day', at);
    const { daily_api_calls_limit: limit } = await this.settings();
    if ((await this.#count(user.id, DAILY_CALLS, key, limit)) === null) {
      throw tooManyRequests(
        SETTINGS_MESSAGES.dailyApiCalls(limit, utcText(resetsAt)),
        (resetsAt.getTime() - at.getTime()) / 1000,
      );
    }
    return () => this.#uncount(user.id, DAILY_CALLS, key);
  }

  /** Adds one to a counter unless it has reached `limit` (null: none); the new count, or null when refused. */
  async #count(
    userId: string,
    counter: string,
    period: string,
    limit: number | null,
  ): Promise<number | null> {
    // A limit of 0 (a plan override that blocks a tool) refuses without writing a counter.
    if (limit !== null && limit <= 0) return null;
    const row = await this.db
      .insertInto('usage_counters')
      .values({ user_id: userId, quota: counter, period, used: 1, updated_at: nowIso() })
      .onConflict((oc) => {
        const update = oc
          .columns(['user_id', 'quota', 'period'])
          .doUpdateSet({ used: sql`usage_counters.used + 1`, updated_at: nowIso() });
        return limit === null ? update : update.where('usage_counters.used', '<', limit);
      })
      .returning('used')
      .executeTakeFirst();
    return !row || (limit !== null && row.used > limit) ? null : row.used;
  }

  async #uncount(userId: string, counter: string, period: string): Promise<void> {
    await this.db
      .updateTable('usage_counters')
      .set({ used: sql`used - 1`, updated_at: nowIso() })
      .where('user_id', '=', userId)
      .where('quota', '=', counter)
      .where('period', '=', period)
      .where('used', '>', 0)
      .execute();
  }

  /**
   * Gives back one use counted by consume() when the work it paid for failed, in the period
   * it was counted in (work can run past midnight).
   */
  async refund(user: QuotaHolder, quota: QuotaKey, periodKey: string): Promise<void> {
    await this.#uncount(user.id, quota, periodKey);
  }

  /**
   * Counts one use before `work` and gives it back if the work fails, so a student is never
   * charged for an error. When the limit is reached, one of `credits` (add-ons bought for this
   * quota) pays for the use instead, and is given back the same way. `limitReached` rewords the
   * 429 of a use nothing paid for.
   */
  async metered<T>(
    user: QuotaHolder,
    quota: QuotaKey,
    work: (usage: QuotaUsage) => Promise<T>,
    options: { limitReached?: (refusal: HttpError) => Error; credits?: Credits } = {},
  ): Promise<T> {
    const { limitReached, credits } = options;
    const refundCall = await this.#countCall(user, new Date());
    let usage: QuotaUsage;
    let refund: () => Promise<void>;
    try {
      usage = await this.consume(user, quota);
      refund = () => this.refund(user, quota, usage.period_key);
    } catch (error) {
      const refused = error instanceof HttpError && error.statusCode === 429;
      if (refused && credits && (await credits.spend())) {
        usage = await this.usage(user, quota);
        refund = () => credits.refund();
      } else {
        await refundCall();
        throw refused && limitReached ? limitReached(error as HttpError) : error;
      }
    }
    try {
      return await work(usage);
    } catch (error) {
      await refund();
      await refundCall();
      throw error;
    }
  }

  #describe(
    user: QuotaHolder,
    quota: QuotaKey,
    used: number,
    key: string,
    resetsAt: Date,
    overrides: PlanLimitOverrides,
  ): QuotaUsage {
    const limit = quotaLimit(user, quota, overrides);
    return {
      quota,
      used,
      limit,
      remaining: limit === null ? null : Math.max(0, limit - used),
      period: QUOTA_PERIODS[quota],
      period_key: key,
      resets_at: resetsAt.toISOString(),
    };
  }
}
