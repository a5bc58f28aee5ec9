import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

/** The admin panel's settings: one row per server group, read by every server (issue 19). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('platform_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('settings', jsonColumnType(db), (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_settings').execute();
}
