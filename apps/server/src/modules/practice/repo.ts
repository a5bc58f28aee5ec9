import type { Insertable } from 'kysely';
import { countAll, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type {
  FlashcardRow,
  FlashcardsTable,
  LearningEvidenceTable,
  PracticeDrillRow,
  PracticeDrillsTable,
  QuizAttemptsTable,
  StoredDrillResult,
} from '../../platform/db/schema.ts';

/** Owns flashcards, quiz_attempts, learning_evidence and practice_drills. */
export class PracticeRepo {
  constructor(private readonly db: Db) {}

  async insertCards(cards: Insertable<FlashcardsTable>[]): Promise<void> {
    if (cards.length > 0) await this.db.insertInto('flashcards').values(cards).execute();
  }

  findCard(userId: string, id: string): Promise<FlashcardRow | undefined> {
    return this.db
      .selectFrom('flashcards')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Stores a review's new card state and its evidence together, provided nobody reviewed the
   * card since it was read (`reps` unchanged). False when someone did; nothing is written then.
   */
  recordReview(
    card: Pick<FlashcardRow, 'id' | 'reps'>,
    changes: Partial<FlashcardRow>,
    evidence: Insertable<LearningEvidenceTable>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('flashcards')
        .set(changes)
        .where('id', '=', card.id)
        .where('reps', '=', card.reps)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.insertInto('learning_evidence').values(evidence).execute();
      return true;
    });
  }

  dueCards(userId: string, now: string, limit: number): Promise<FlashcardRow[]> {
    return this.db
      .selectFrom('flashcards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('due', '<=', now)
      .orderBy('due')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async insertEvidence(evidence: Insertable<LearningEvidenceTable>[]): Promise<void> {
    if (evidence.length > 0) await this.db.insertInto('learning_evidence').values(evidence).execute();
  }

  async insertAttempt(attempt: Insertable<QuizAttemptsTable>, evidence: Insertable<LearningEvidenceTable>[]) {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('quiz_attempts').values(attempt).execute();
      if (evidence.length > 0) await trx.insertInto('learning_evidence').values(evidence).execute();
    });
  }

  /** Every piece of a student's evidence, oldest first: what mastery is computed from. */
  evidence(userId: string, objective?: string) {
    let query = this.db
      .selectFrom('learning_evidence')
      .select(['topic', 'kind', 'is_correct', 'difficulty', 'created_at'])
      .where('user_id', '=', userId);
    if (objective) query = query.where('topic', '=', objective);
    return query.orderBy('created_at').execute();
  }

  /** Cards reviewed at least once, with what their recall depends on. */
  reviewedCards(userId: string, objective?: string): Promise<FlashcardRow[]> {
    let query = this.db
      .selectFrom('flashcards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '!=', 'new');
    if (objective) query = query.where('objective_id', '=', objective);
    return query.execute();
  }

  deck(userId: string, projectId: string): Promise<FlashcardRow[]> {
    return this.db
      .selectFrom('flashcards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('project_id', '=', projectId)
      .orderBy('position')
      .execute();
  }

  cardsFor(userId: string, objective: string) {
    return this.db
      .selectFrom('flashcards')
      .select(['front', 'back'])
      .where('user_id', '=', userId)
      .where('objective_id', '=', objective)
      .limit(200)
      .execute();
  }

  /** When each of a student's cards is next due (the study plan schedules their reviews). */
  async dueDates(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('flashcards')
      .select('due')
      .where('user_id', '=', userId)
      .orderBy('due')
      .limit(5000)
      .execute();
    return rows.map((r) => r.due);
  }

  async countNew(userId: string, projectId: string): Promise<number> {
    const row = await this.db
      .selectFrom('flashcards')
      .select(countAll().as('n'))
      .where('user_id', '=', userId)
      .where('project_id', '=', projectId)
      .where('state', '=', 'new')
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  async countDue(userId: string, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('flashcards')
      .select(countAll().as('n'))
      .where('user_id', '=', userId)
      .where('due', '<=', now)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  async insertDrill(drill: Insertable<PracticeDrillsTable>): Promise<void> {
    await this.db.insertInto('practice_drills').values(drill).execute();
  }

  findDrill(userId: string, id: string): Promise<PracticeDrillRow | undefined> {
    return this.db
      .selectFrom('practice_drills')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Stores one answer's result and its evidence together, provided no other answer to the drill
   * arrived since it was read (`answered` unchanged). False when one did; nothing is written then.
   */
  recordDrillAnswer(
    drill: Pick<PracticeDrillRow, 'id' | 'answered'>,
    results: Record<string, StoredDrillResult>,
    evidence: Insertable<LearningEvidenceTable>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('practice_drills')
        .set({ results: toJson(results), answered: drill.answered + 1 })
        .where('id', '=', drill.id)
        .where('answered', '=', drill.answered)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.insertInto('learning_evidence').values(evidence).execute();
      return true;
    });
  }
}
