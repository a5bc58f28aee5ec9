import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { InterviewAnswersTable, InterviewSessionsTable } from '../../platform/db/schema.ts';

/** Owns interview_sessions, interview_answers and interview_badges. */
export class InterviewRepo {
  constructor(private readonly db: Db) {}

  async insertSession(row: Insertable<InterviewSessionsTable>): Promise<void> {
    await this.db.insertInto('interview_sessions').values(row).execute();
  }

  findSession(userId: string, id: string) {
    return this.db
      .selectFrom('interview_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  answers(sessionId: string) {
    return this.db
      .selectFrom('interview_answers')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute();
  }

  /** The question ids this student was asked in their latest sessions (to ask new ones first). */
  async recentQuestionIds(userId: string, sessions: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('interview_sessions')
      .select('interview_questions')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(sessions)
      .execute();
    return new Set(rows.flatMap((r) => r.interview_questions.map((q) => q.question.id)));
  }

  /** Stores an answer; false when this question was already answered (nothing is written then). */
  async insertAnswer(row: Insertable<InterviewAnswersTable>): Promise<boolean> {
    const result = await this.db
      .insertInto('interview_answers')
      .values(row)
      .onConflict((oc) => oc.columns(['session_id', 'question_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Moves to the next question, provided the session is still at `from` and active. */
  async advance(id: string, from: number): Promise<boolean> {
    const result = await this.db
      .updateTable('interview_sessions')
      .set({ current_index: from + 1 })
      .where('id', '=', id)
      .where('current_index', '=', from)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async finish(id: string, overall: number | null, now: string): Promise<void> {
    await this.db
      .updateTable('interview_sessions')
      .set({ status: 'finished', overall, finished_at: now })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .execute();
  }

  /** Overall scores of the student's latest finished sessions, newest first. */
  async latestFinished(userId: string, count: number): Promise<(number | null)[]> {
    const rows = await this.db
      .selectFrom('interview_sessions')
      .select('overall')
      .where('user_id', '=', userId)
      .where('status', '=', 'finished')
      .orderBy('finished_at', 'desc')
      .limit(count)
      .execute();
    return rows.map((r) => r.overall);
  }

  badges(userId: string) {
    return this.db.selectFrom('interview_badges').selectAll().where('user_id', '=', userId).execute();
  }

  /** Awards the badges the student does not have yet; returns the ones newly awarded. */
  async award(userId: string, badges: readonly string[], now: string): Promise<string[]> {
    const awarded: string[] = [];
    for (const badge of badges) {
      const result = await this.db
        .insertInto('interview_badges')
        .values({ user_id: userId, badge, earned_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'badge']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) awarded.push(badge);
    }
    return awarded;
  }
}
