import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

/**
 * Learning analytics (issue 16): evidence now names its learning objective in `topic` and may say
 * how hard the item was; practice drills keep their questions (with answers) on the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_evidence').addColumn('difficulty', 'double precision').execute();
  await db.schema.alterTable('flashcards').addColumn('objective_id', 'text').execute();
  await db.schema
    .createIndex('learning_evidence_user_time')
    .on('learning_evidence')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('practice_drills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('objective_id', 'text', (c) => c.notNull())
    // The objective's mastery when the drill began, for "before → after".
    .addColumn('start_mastery', 'integer', (c) => c.notNull())
    // The questions with their answers, and the results so far by question id.
    .addColumn('questions', jsonColumnType(db), (c) => c.notNull())
    .addColumn('results', jsonColumnType(db), (c) => c.notNull())
    // How many questions are answered: an answer is stored only if no other arrived meanwhile.
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('practice_drills_user')
    .on('practice_drills')
    .columns(['user_id', 'created_at'])
    .execute();

  // One plan per student, re-planned from current mastery each time it is read.
  await db.schema
    .createTable('study_plans')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('exam_date', 'text', (c) => c.notNull())
    .addColumn('objective_ids', jsonColumnType(db), (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('study_plans').execute();
  await db.schema.dropTable('practice_drills').execute();
  await db.schema.dropIndex('learning_evidence_user_time').execute();
  await db.schema.alterTable('learning_evidence').dropColumn('difficulty').execute();
  await db.schema.alterTable('flashcards').dropColumn('objective_id').execute();
}
