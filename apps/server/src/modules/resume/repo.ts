import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ResumeAnalysesTable } from '../../platform/db/schema.ts';

/** Owns resume_analyses. */
export class ResumeRepo {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<ResumeAnalysesTable>): Promise<void> {
    await this.db.insertInto('resume_analyses').values(row).execute();
  }

  find(userId: string, id: string) {
    return this.db
      .selectFrom('resume_analyses')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The student's latest analysis of exactly this text (by its hash), if any. */
  latestAnalysisOf(userId: string, resumeHash: string) {
    return this.db
      .selectFrom('resume_analyses')
      .select(['id', 'project_id'])
      .where('user_id', '=', userId)
      .where('resume_hash', '=', resumeHash)
      .where('analysis_type', '=', 'resume')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async setCoverLetter(id: string, coverLetter: string, now: string): Promise<void> {
    await this.db
      .updateTable('resume_analyses')
      .set({ cover_letter: coverLetter, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  list(userId: string, limit: number, offset: number) {
    return this.db
      .selectFrom('resume_analyses')
      .select(['id', 'analysis_type', 'created_at', 'overall', 'resume_text'])
      .select((eb) => eb('cover_letter', 'is not', null).as('has_cover_letter'))
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
