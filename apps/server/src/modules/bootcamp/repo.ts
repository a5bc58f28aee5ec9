import type { LessonProgress } from '@studybot/contract';
import type { Insertable } from 'kysely';
import { nowIso } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type {
  BootcampPassesTable,
  BootcampQuizAttemptsTable,
  LessonProgressTable,
} from '../../platform/db/schema.ts';

type ProgressColumns = Omit<Insertable<LessonProgressTable>, 'user_id' | 'lesson_id'>;

/** Owns lesson_progress, bootcamp_passes and bootcamp_quiz_attempts. */
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

  /** Passes that have not run out: lifetime ones (no expiry) and weekly ones still running. */
  activePasses(userId: string): Promise<{ plan: string; expires_at: string | null }[]> {
    return this.db
      .selectFrom('bootcamp_passes')
      .select(['plan', 'expires_at'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso())]))
      .execute();
  }

  async addPass(pass: Insertable<BootcampPassesTable>): Promise<void> {
    await this.db.insertInto('bootcamp_passes').values(pass).execute();
  }

  async addQuizAttempt(attempt: Insertable<BootcampQuizAttemptsTable>): Promise<void> {
    await this.db.insertInto('bootcamp_quiz_attempts').values(attempt).execute();
  }
}
