import { type Kysely, sql } from 'kysely';
import { jsonColumnType } from './types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const json = jsonColumnType(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plan_tier', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('plan_status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('renewal_date', 'text')
    .addColumn('credits_remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('insights_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_username_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').unique().column('email').execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('output_data', json)
    .addColumn('output_url', 'text')
    .addColumn('metadata', json, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Serves the library listing (newest first, id breaks ties) and "created since" counts.
  await db.schema
    .createIndex('projects_user_created')
    .on('projects')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('projects_user_type').on('projects').columns(['user_id', 'type']).execute();

  // Per-user counts by type and status, kept in step with projects by the projects repo
  // (same transaction), so dashboard stats cost the same at 10 projects or 10,000.
  await db.schema
    .createTable('project_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_counts_pk', ['user_id', 'type', 'status'])
    .execute();

  await db.schema
    .createTable('usage_counters')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quota', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'quota', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_counters').execute();
  await db.schema.dropTable('project_counts').execute();
  await db.schema.dropTable('projects').execute();
  await db.schema.dropTable('users').execute();
}
