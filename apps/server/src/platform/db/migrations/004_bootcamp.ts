import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Where each student is in each lesson: saved code, last run and tests, completion.
  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('last_code', 'text')
    .addColumn('last_run_output', 'text')
    .addColumn('last_test_results', jsonColumnType(db))
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('completed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute();

  // Bootcamp passes bought outside a plan upgrade (lifetime, weekly), with when they end.
  await db.schema
    .createTable('bootcamp_passes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bootcamp_passes_user').on('bootcamp_passes').column('user_id').execute();

  // Weekly quiz attempts, graded on the server.
  await db.schema
    .createTable('bootcamp_quiz_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('answers', jsonColumnType(db), (c) => c.notNull())
    .addColumn('correct_count', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bootcamp_quiz_attempts_user_week')
    .on('bootcamp_quiz_attempts')
    .columns(['user_id', 'week'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bootcamp_quiz_attempts').execute();
  await db.schema.dropTable('bootcamp_passes').execute();
  await db.schema.dropTable('lesson_progress').execute();
}
