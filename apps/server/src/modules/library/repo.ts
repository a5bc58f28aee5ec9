import { sql, type Transaction } from 'kysely';
import { countAll } from '../../platform/db/codec.ts';
import { countByDay, countRows } from '../../platform/db/counting.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Database, NewProject, ProjectRow, ProjectUpdate } from '../../platform/db/schema.ts';

export interface ProjectCounts {
  total: number;
  completed: number;
  since: number;
  byType: Record<string, number>;
}

/** Every write keeps project_counts in step, in the same transaction. */
export class LibraryRepo {
  constructor(private readonly db: Db) {}

  list(
    userId: string,
    opts: { type?: string; q?: string; limit: number; offset: number },
  ): Promise<ProjectRow[]> {
    let query = this.db.selectFrom('projects').selectAll().where('user_id', '=', userId);
    if (opts.type) query = query.where('type', '=', opts.type);
    if (opts.q) {
      const pattern = `%${opts.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(coalesce(description, ''))`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
  }

  find(userId: string, id: string): Promise<ProjectRow | undefined> {
    return this.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async insert(project: NewProject): Promise<ProjectRow> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('projects').values(project).execute();
      await bumpCount(trx, project.user_id, project.type, project.status, 1);
    });
    return (await this.find(project.user_id, project.id))!;
  }

  /** Changes a project's text and outputs (never its type or status, which the counts follow). */
  async update(
    userId: string,
    id: string,
    changes: Pick<ProjectUpdate, 'title' | 'description' | 'output_data' | 'metadata' | 'updated_at'>,
  ): Promise<ProjectRow | undefined> {
    await this.db
      .updateTable('projects')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return this.find(userId, id);
  }

  /**
   * Marks a project completed (and its count with it). False when it already was, or is not this
   * user's: the first completion is the one that counts.
   */
  complete(userId: string, id: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('projects')
        .select(['type', 'status'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row || row.status === 'completed') return false;
      const updated = await trx
        .updateTable('projects')
        .set({ status: 'completed', updated_at: now })
        .where('id', '=', id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await bumpCount(trx, userId, row.type, row.status, -1);
      await bumpCount(trx, userId, row.type, 'completed', 1);
      return true;
    });
  }

  /** The deleted row's outputs, or undefined when this user has no such project. */
  delete(userId: string, id: string): Promise<Pick<ProjectRow, 'output_url' | 'output_data'> | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('projects')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['type', 'status', 'output_url', 'output_data'])
        .executeTakeFirst();
      if (row) await bumpCount(trx, userId, row.type, row.status, -1);
      return row;
    });
  }

  /** Every student's projects: how many, or made at or after `since`. */
  countAll(since?: string): Promise<number> {
    return countRows(this.db, 'projects', { since });
  }

  byDay(since: string): Promise<Map<string, number>> {
    return countByDay(this.db, 'projects', since);
  }

  async byType(): Promise<{ type: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('project_counts')
      .select(['type', (eb) => eb.fn.sum<number>('n').as('n')])
      .groupBy('type')
      .execute();
    return rows.map((r) => ({ type: r.type, count: Number(r.n) })).filter((r) => r.count > 0);
  }

  /** The latest projects of every student (the admin's activity log). */
  recent(limit: number) {
    return this.db
      .selectFrom('projects')
      .select(['user_id', 'type', 'title', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Totals for one user; `since` counts projects created at or after the given moment. */
  async counts(userId: string, since: string): Promise<ProjectCounts> {
    const groups = await this.db
      .selectFrom('project_counts')
      .select(['type', 'status', 'n'])
      .where('user_id', '=', userId)
      .where('n', '>', 0)
      .execute();
    const recent = await this.db
      .selectFrom('projects')
      .select(countAll().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    const byType: Record<string, number> = {};
    let total = 0;
    let completed = 0;
    for (const { type, status, n } of groups) {
      byType[type] = (byType[type] ?? 0) + n;
      total += n;
      if (status === 'completed') completed += n;
    }
    return { total, completed, since: recent.n, byType };
  }
}

function bumpCount(trx: Transaction<Database>, userId: string, type: string, status: string, by: 1 | -1) {
  return trx
    .insertInto('project_counts')
    .values({ user_id: userId, type, status, n: by })
    .onConflict((oc) =>
      oc.columns(['user_id', 'type', 'status']).doUpdateSet({ n: sql`project_counts.n + ${by}` }),
    )
    .execute();
}
