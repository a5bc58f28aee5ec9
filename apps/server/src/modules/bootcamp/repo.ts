import type { LessonProgress } from '@studybot/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { BootcampQuizAttemptsTable, LessonProgressTable } from '../../platform/db/schema.ts';

type ProgressColumns = Omit<Insertable<LessonProgressTable>, 'user_id' | 'lesson_id'>;

/** Owns lesson_progress and bootcamp_quiz_attempts (billing owns bootcamp_passes). */
export class BootcampRepo {
  constructor(private readonly db: Db) {}

  findProgress(userId: string, lessonId: string): Promise<LessonProgress | undefined> {
    return this.db
      .selectFrom('lesson_progress')
      .select([
        'last_code',
        'last_run_output',
        'last_test_results',
        'completed',
        'completed_at',
        'updated_at',
      ])
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .executeTakeFirst();
  }

  async saveProgress(userId: string, lessonId: string, row: ProgressColumns): Promise<void> {
    await this.db
      .insertInto('lesson_progress')
      .values({ user_id: userId, lesson_id: lessonId, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doUpdateSet(row))
      .execute();
  }

  async completedLessonIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('user_id', '=', userId)
      .where('completed', '=', true)
      .execute();
    return rows.map((r) => r.lesson_id);
  }

  async addQuizAttempt(attempt: Insertable<BootcampQuizAttemptsTable>): Promise<void> {
    await this.db.insertInto('bootcamp_quiz_attempts').values(attempt).execute();
  }
}
