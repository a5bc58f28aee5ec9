import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

/** Mock interviews (issue 17): sessions with their questions, answers with feedback, badges. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interview_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_type', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('focus_areas', jsonColumnType(db), (c) => c.notNull())
    .addColumn('time_limit_minutes', 'integer', (c) => c.notNull())
    // The questions chosen at the start, with what scores them.
    .addColumn('interview_questions', jsonColumnType(db), (c) => c.notNull())
    .addColumn('current_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    // The mean overall score once finished (Streak Master reads the last five).
    .addColumn('overall', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('interview_sessions_user')
    .on('interview_sessions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('interview_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('interview_sessions.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('answer_text', 'text', (c) => c.notNull())
    .addColumn('answer_type', 'text', (c) => c.notNull())
    .addColumn('feedback', jsonColumnType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('interview_answers_once', ['session_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('interview_badges')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge', 'text', (c) => c.notNull())
    .addColumn('earned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_badges_pk', ['user_id', 'badge'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interview_badges').execute();
  await db.schema.dropTable('interview_answers').execute();
  await db.schema.dropTable('interview_sessions').execute();
}
