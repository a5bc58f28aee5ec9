import {
  type CreditKind,
  QUOTA_KEYS,
  QUOTA_LABELS,
  QUOTA_PERIODS,
  type QuotaKey,
  type User,
} from '@studybot/contract';
import { sql } from 'kysely';
import { nowIso } from '../db/codec.ts';
import type { Db } from '../db/database.ts';
import { HttpError, tooManyRequests } from '../errors.ts';
import { quotaLimit, upgradeFor } from './entitlements.ts';

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

/** Usage counters kept in the database, exact across restarts and servers. */
export class QuotaService {
  constructor(private readonly db: Db) {}

  async usage(user: QuotaHolder, quota: QuotaKey, at = new Date()): Promise<QuotaUsage> {
    const { key, resetsAt } = currentPeriod(QUOTA_PERIODS[quota], at);
    const row = await this.db
      .selectFrom('usage_counters')
      .select('used')
      .where('user_id', '=', user.id)
      .where('quota', '=', quota)
      .where('period', '=', key)
      .executeTakeFirst();
    return this.#describe(user, quota, row?.used ?? 0, key, resetsAt);
  }

  /** This period's use of every quota, read in one query (subscription management shows them all). */
  async usageOfAll(user: QuotaHolder, at = new Date()): Promise<QuotaUsage[]> {
    const periods = { day: currentPeriod('day', at), month: currentPeriod('month', at) };
    const rows = await this.db
      .selectFrom('usage_counters')
      .select(['quota', 'period', 'used'])
      .where('user_id', '=', user.id)
      .where('period', 'in', [periods.day.key, periods.month.key])
      .execute();
    return QUOTA_KEYS.map((quota) => {
      const { key, resetsAt } = periods[QUOTA_PERIODS[quota]];
      const used = rows.find((r) => r.quota === quota && r.period === key)?.used ?? 0;
      return this.#describe(user, quota, used, key, resetsAt);
    });
  }

  /**
   * Counts one use, atomically, or throws 429 when the limit is reached (nothing is
   * counted then). Call it before doing the work; call refund() if the work then fails.
   */
  async consume(user: QuotaHolder, quota: QuotaKey, at = new Date()): Promise<QuotaUsage> {
    const { key, resetsAt } = currentPeriod(QUOTA_PERIODS[quota], at);
    const limit = quotaLimit(user, quota);
    const row = await this.db
      .insertInto('usage_counters')
      .values({ user_id: user.id, quota, period: key, used: 1, updated_at: nowIso() })
      .onConflict((oc) => {
        const update = oc
          .columns(['user_id', 'quota', 'period'])
          .doUpdateSet({ used: sql`usage_counters.used + 1`, updated_at: nowIso() });
        return limit === null ? update : update.where('usage_counters.used', '<', limit);
      })
      .returning('used')
      .executeTakeFirst();
    if (!row || (limit !== null && row.used > limit)) {
      const label = QUOTA_LABELS[quota];
      const when = QUOTA_PERIODS[quota] === 'day' ? 'today' : 'this month';
      const upgrade = upgradeFor(user, quota);
      throw tooManyRequests(
        `You have used all ${limit} ${label} ${when}. The limit resets at ${resetsAt.toUTCString().replace('GMT', 'UTC')}.${upgrade ? ' Upgrade for more.' : ''}`,
        (resetsAt.getTime() - at.getTime()) / 1000,
        upgrade ? { upgrade_plan: upgrade } : {},
      );
    }
    return this.#describe(user, quota, row.used, key, resetsAt);
  }

  /**
   * Gives back one use counted by consume() when the work it paid for failed, in the period
   * it was counted in (work can run past midnight).
   */
  async refund(user: QuotaHolder, quota: QuotaKey, periodKey: string): Promise<void> {
    const key = periodKey;
    await this.db
      .updateTable('usage_counters')
      .set({ used: sql`used - 1`, updated_at: nowIso() })
      .where('user_id', '=', user.id)
      .where('quota', '=', quota)
      .where('period', '=', key)
      .where('used', '>', 0)
      .execute();
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
        throw refused && limitReached ? limitReached(error as HttpError) : error;
      }
    }
    try {
      return await work(usage);
    } catch (error) {
      await refund();
      throw error;
    }
  }

  #describe(user: QuotaHolder, quota: QuotaKey, used: number, key: string, resetsAt: Date): QuotaUsage {
    const limit = quotaLimit(user, quota);
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
