import type { Kysely } from 'kysely';

/** Billing (decision 0012): subscriptions, checkout sessions, credits, the ledger, webhook events. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per user with a bought plan; free users and admin-assigned tiers have none.
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_period_end')
    .on('subscriptions')
    .column('current_period_end')
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_ref')
    .on('subscriptions')
    .column('provider_ref')
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  await db.schema
    .createTable('billing_credits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('billing_credits_pk', ['user_id', 'kind'])
    .execute();

  // Append-only: rows are never updated or deleted (a refund is a new row).
  await db.schema
    .createTable('billing_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_ledger_user_created')
    .on('billing_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  // A webhook event is acted on once, however often the provider sends it.
  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'billing_webhook_events',
    'billing_ledger',
    'billing_credits',
    'checkout_sessions',
    'subscriptions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
