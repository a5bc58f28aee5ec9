import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type {
  FlashcardRow,
  FlashcardsTable,
  LearningEvidenceTable,
  QuizAttemptsTable,
} from '../../platform/db/schema.ts';

/** Owns flashcards, quiz_attempts and learning_evidence. */
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
}
