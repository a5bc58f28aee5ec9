import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** Tables with an ISO `created_at`, which the admin panel counts. */
type Dated = {
  [T in keyof Database]: Database[T] extends { created_at: string } ? T : never;
}[keyof Database];

/**
 * Counts of a table's rows for the admin panel: all, since a moment, and per UTC day since a moment.
 * Each owning repo calls these for its own table (optionally narrowed by `where`, e.g. a role).
 */
export async function countRows(
  db: Db,
  table: Dated,
  options: { since?: string; where?: [column: string, value: string] } = {},
): Promise<number> {
  let q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (options.since) q = q.where(sql.ref('created_at'), '>=', options.since);
  if (options.where) q = q.where(sql.ref(options.where[0]), '=', options.where[1]);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

export async function countByDay(
  db: Db,
  table: Dated,
  since: string,
  where?: [column: string, value: string],
): Promise<Map<string, number>> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  let q = db
    .selectFrom(table)
    .select([day.as('day'), (eb) => eb.fn.countAll().as('n')])
    .where(sql.ref('created_at'), '>=', since);
  if (where) q = q.where(sql.ref(where[0]), '=', where[1]);
  const rows = await q.groupBy(day).execute();
  return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
}
