import type { CreditKind } from '@studybot/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { isUniqueViolation } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type {
  BillingLedgerTable,
  BootcampPassesTable,
  CheckoutSessionsTable,
  SubscriptionsTable,
} from '../../platform/db/schema.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;
export type LedgerRow = Selectable<BillingLedgerTable>;

/** Owns subscriptions, checkout_sessions, billing_credits, billing_ledger, billing_webhook_events, bootcamp_passes. */
export class BillingRepo {
  constructor(private readonly db: Db) {}

  subscription(userId: string): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  subscriptionByProviderRef(ref: string): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('provider_ref', '=', ref).executeTakeFirst();
  }

  /** Users whose period has ended (to renew or to end), oldest first. */
  async periodsEndedBy(at: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('current_period_end', '<=', at)
      .orderBy('current_period_end')
      .limit(limit)
      .execute();
    return rows.map((r) => r.user_id);
  }

  async saveSubscription(row: Insertable<SubscriptionsTable>): Promise<void> {
    const { user_id: _, ...changes } = row;
    await this.db
      .insertInto('subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  }

  /** Changes the row only while it still ends at `periodEnd`, so two servers never apply one change twice. */
  async updateSubscription(
    userId: string,
    periodEnd: string,
    changes: Updateable<SubscriptionsTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('subscriptions')
      .set(changes)
      .where('user_id', '=', userId)
      .where('current_period_end', '=', periodEnd)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes the row only while it still ends at `periodEnd`; false when another server got there first. */
  async deleteSubscription(userId: string, periodEnd: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('subscriptions')
      .where('user_id', '=', userId)
      .where('current_period_end', '=', periodEnd)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async addCheckout(row: Insertable<CheckoutSessionsTable>): Promise<void> {
    await this.db.insertInto('checkout_sessions').values(row).execute();
  }

  checkout(id: string): Promise<CheckoutSessionRow | undefined> {
    return this.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setCheckoutRef(id: string, ref: string): Promise<void> {
    await this.db.updateTable('checkout_sessions').set({ provider_ref: ref }).where('id', '=', id).execute();
  }

  /** Closes an open session; false when it was already paid or cancelled (so it is acted on once). */
  async closeCheckout(id: string, status: 'paid' | 'cancelled', at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('checkout_sessions')
      .set({ status, completed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Opens a session again whose activation failed, so paying (or the provider's retry) can finish it. */
  async reopenCheckout(id: string): Promise<void> {
    await this.db
      .updateTable('checkout_sessions')
      .set({ status: 'open', completed_at: null })
      .where('id', '=', id)
      .execute();
  }

  async credits(userId: string): Promise<Record<CreditKind, number>> {
    const rows = await this.db
      .selectFrom('billing_credits')
      .select(['kind', 'remaining'])
      .where('user_id', '=', userId)
      .execute();
    const credits: Record<CreditKind, number> = { plagiarism: 0, essay: 0 };
    for (const row of rows) credits[row.kind as CreditKind] = row.remaining;
    return credits;
  }

  async addCredits(userId: string, kind: CreditKind, count: number): Promise<void> {
    await this.db
      .insertInto('billing_credits')
      .values({ user_id: userId, kind, remaining: count })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind']).doUpdateSet({ remaining: sql`billing_credits.remaining + ${count}` }),
      )
      .execute();
  }

  /** Takes one credit atomically; false when none is left. */
  async spendCredit(userId: string, kind: CreditKind): Promise<boolean> {
    const result = await this.db
      .updateTable('billing_credits')
      .set({ remaining: sql`remaining - 1` })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('remaining', '>', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async addLedger(row: Insertable<BillingLedgerTable>): Promise<void> {
    await this.db.insertInto('billing_ledger').values(row).execute();
  }

  recentLedger(limit: number, kinds: readonly string[]): Promise<LedgerRow[]> {
    return this.db
      .selectFrom('billing_ledger')
      .selectAll()
      .where('kind', 'in', [...kinds])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  ledger(userId: string, limit: number, offset: number): Promise<LedgerRow[]> {
    return this.db
      .selectFrom('billing_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Records a provider's event id; false when it was recorded before (the event was handled). */
  async recordEvent(id: string, type: string, at: string): Promise<boolean> {
    try {
      await this.db.insertInto('billing_webhook_events').values({ id, type, received_at: at }).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async forgetEvent(id: string): Promise<void> {
    await this.db.deleteFrom('billing_webhook_events').where('id', '=', id).execute();
  }

  /** Passes that have not run out at `at`: lifetime ones (no expiry) and weekly ones still running. */
  activePasses(userId: string, at: string): Promise<{ plan: string; expires_at: string | null }[]> {
    return this.db
      .selectFrom('bootcamp_passes')
      .select(['plan', 'expires_at'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
      .execute();
  }

  async addPass(pass: Insertable<BootcampPassesTable>): Promise<void> {
    await this.db.insertInto('bootcamp_passes').values(pass).execute();
  }
}
