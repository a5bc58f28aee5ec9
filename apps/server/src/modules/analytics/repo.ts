import { toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';

/** Owns study_plans. */
export class AnalyticsRepo {
  constructor(private readonly db: Db) {}

  findPlan(userId: string) {
    return this.db.selectFrom('study_plans').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async savePlan(userId: string, examDate: string, objectiveIds: string[], now: string): Promise<void> {
    const row = { exam_date: examDate, objective_ids: toJson(objectiveIds), updated_at: now };
    await this.db
      .insertInto('study_plans')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }

  async deletePlan(userId: string): Promise<void> {
    await this.db.deleteFrom('study_plans').where('user_id', '=', userId).execute();
  }
}
