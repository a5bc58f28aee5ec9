import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type {
  FlashcardRow,
  FlashcardsTable,
  LearningEvidenceTable,
  QuizAttemptsTable,
} from '../../platform/db/schema.ts';

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

  async updateCard(id: string, changes: Partial<FlashcardRow>): Promise<void> {
    await this.db.updateTable('flashcards').set(changes).where('id', '=', id).execute();
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

  async insertAttempt(attempt: Insertable<QuizAttemptsTable>, evidence: Insertable<LearningEvidenceTable>[]) {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('quiz_attempts').values(attempt).execute();
      if (evidence.length > 0) await trx.insertInto('learning_evidence').values(evidence).execute();
    });
  }

  async insertEvidence(evidence: Insertable<LearningEvidenceTable>): Promise<void> {
    await this.db.insertInto('learning_evidence').values(evidence).execute();
  }
}
