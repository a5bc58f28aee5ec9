import { sql } from 'kysely';
import { countAll } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { NewProject, ProjectRow } from '../../platform/db/schema.ts';

export interface ProjectCounts {
  total: number;
  completed: number;
  since: number;
  byType: Record<string, number>;
}

export class ProjectsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string, opts: { type?: string; limit: number; offset: number }): Promise<ProjectRow[]> {
    let query = this.db.selectFrom('projects').selectAll().where('user_id', '=', userId);
    if (opts.type) query = query.where('type', '=', opts.type);
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
    await this.db.insertInto('projects').values(project).execute();
    return (await this.find(project.user_id, project.id))!;
  }

  /** True when a row of this user was deleted. */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('projects')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Totals for one user; `since` counts projects created at or after the given moment. */
  async counts(userId: string, since: string): Promise<ProjectCounts> {
    const byType = await this.db
      .selectFrom('projects')
      .select(['type', countAll().as('n')])
      .where('user_id', '=', userId)
      .groupBy('type')
      .execute();
    const totals = await this.db
      .selectFrom('projects')
      .select([
        sql<number>`cast(coalesce(sum(case when status = 'completed' then 1 else 0 end), 0) as integer)`.as(
          'completed',
        ),
        sql<number>`cast(coalesce(sum(case when created_at >= ${since} then 1 else 0 end), 0) as integer)`.as(
          'since',
        ),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      total: byType.reduce((sum, row) => sum + row.n, 0),
      completed: totals.completed,
      since: totals.since,
      byType: Object.fromEntries(byType.map((row) => [row.type, row.n])),
    };
  }
}
