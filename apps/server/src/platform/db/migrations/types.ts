import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Column types that differ by dialect, so each migration is written once and runs unchanged
 * on both. Timestamps are ISO-8601 UTC text everywhere (see docs/decisions/0002).
 */
export function jsonColumnType(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql`jsonb` : sql`text`;
}

/**
 * An integer primary key the database numbers itself: `serial` on PostgreSQL; on SQLite an
 * `integer primary key` is the rowid, which numbers itself. Compact keys for big link tables.
 */
export function serialColumnType(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;
}
