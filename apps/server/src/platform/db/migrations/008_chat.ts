import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

/** The study chat (issue 15): sessions and their messages, per user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The page makes a session id; it names a session only together with its user.
  await db.schema
    .createTable('chat_sessions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_sessions_pk', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_sessions_recent')
    .on('chat_sessions')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // agent_actions, next_questions and citations of an assistant message.
    .addColumn('details', jsonColumnType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_session')
    .on('chat_messages')
    .columns(['user_id', 'session_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
}
