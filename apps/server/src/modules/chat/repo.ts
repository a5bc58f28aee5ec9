import type { Selectable } from 'kysely';
import { toJson } from '../../platform/db/codec.ts';
import { countByDay, countRows } from '../../platform/db/counting.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ChatMessageDetails, ChatMessagesTable, ChatSessionsTable } from '../../platform/db/schema.ts';

export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

export interface NewChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  details: ChatMessageDetails;
  created_at: string;
}

/** Owns chat_sessions and chat_messages. A session is named by its user and the page's id. */
export class ChatRepo {
  constructor(private readonly db: Db) {}

  /** Messages students sent (every student's), or sent at or after `since`. */
  countSent(since?: string): Promise<number> {
    return countRows(this.db, 'chat_messages', { since, where: ['role', 'user'] });
  }

  sentByDay(since: string): Promise<Map<string, number>> {
    return countByDay(this.db, 'chat_messages', since, ['role', 'user']);
  }

  session(userId: string, id: string): Promise<ChatSessionRow | undefined> {
    return this.db
      .selectFrom('chat_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  sessions(userId: string, limit: number): Promise<ChatSessionRow[]> {
    return this.db
      .selectFrom('chat_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The session's messages, oldest first; `last` keeps only the newest ones. */
  async messages(userId: string, sessionId: string, last?: number): Promise<ChatMessageRow[]> {
    let query = this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    if (last !== undefined) query = query.limit(last);
    return (await query.execute()).reverse();
  }

  /** Adds messages to a session, creating it (titled by its first message) on first use. */
  async append(userId: string, sessionId: string, title: string, messages: NewChatMessage[]): Promise<void> {
    const at = messages.at(-1)?.created_at ?? new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('chat_sessions')
        .values({
          user_id: userId,
          id: sessionId,
          title,
          message_count: messages.length,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'id']).doUpdateSet((eb) => ({
            message_count: eb('chat_sessions.message_count', '+', messages.length),
            updated_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('chat_messages')
        .values(
          messages.map((m) => ({ ...m, user_id: userId, session_id: sessionId, details: toJson(m.details) })),
        )
        .execute();
    });
  }
}
