import { sql } from 'kysely';
import { nowIso } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';

export interface NewIndexedDocument {
  userId: string;
  projectId: string | null;
  kind: 'submission' | 'paper' | 'library';
  title: string;
  content: string;
  wordCount: number;
  hashes: readonly number[];
}

export interface IndexedDocument {
  id: number;
  user_id: string | null;
  kind: string;
  title: string;
  url: string | null;
  content: string;
}

/** Rows per insert: well under both databases' limits on bound parameters. */
const BATCH = 1000;

/** The platform's documents and their winnowed fingerprints, in the database. */
export class PlagiarismRepo {
  constructor(private readonly db: Db) {}

  /** Indexes a document, unless the same user's identical text is indexed already. */
  async add(doc: NewIndexedDocument): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const same = await trx
        .selectFrom('plagiarism_documents')
        .select('id')
        .where('user_id', '=', doc.userId)
        .where('content', '=', doc.content)
        .executeTakeFirst();
      if (same) return;
      const { id } = await trx
        .insertInto('plagiarism_documents')
        .values({
          user_id: doc.userId,
          project_id: doc.projectId,
          kind: doc.kind,
          title: doc.title,
          url: null,
          content: doc.content,
          word_count: doc.wordCount,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hashes = [...new Set(doc.hashes)];
      for (let i = 0; i < hashes.length; i += BATCH) {
        await trx
          .insertInto('plagiarism_fingerprints')
          .values(hashes.slice(i, i + BATCH).map((hash) => ({ hash, document_id: id })))
          .execute();
      }
    });
  }

  /** Other users' documents sharing the most fingerprints with these hashes. */
  async candidates(
    hashes: readonly number[],
    excludeUserId: string,
    limit: number,
  ): Promise<Array<{ id: number; shared: number }>> {
    if (hashes.length === 0) return [];
    // Counted on the fingerprints alone (the join to documents per row cost more than the
    // count); the user's own documents are left out by id.
    const rows = await this.db
      .selectFrom('plagiarism_fingerprints')
      .select(['document_id as id', sql<number | string>`count(*)`.as('shared')])
      .where('hash', 'in', [...new Set(hashes)])
      .where('document_id', 'not in', (qb) =>
        qb.selectFrom('plagiarism_documents').select('id').where('user_id', '=', excludeUserId),
      )
      .groupBy('document_id')
      .orderBy('shared', 'desc')
      .orderBy('document_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), shared: Number(r.shared) }));
  }

  async documents(ids: readonly number[]): Promise<IndexedDocument[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('plagiarism_documents')
      .select(['id', 'user_id', 'kind', 'title', 'url', 'content'])
      .where('id', 'in', [...ids])
      .execute();
  }

  /** How many platform documents a user's text is compared against (all but their own). */
  async countOthers(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('plagiarism_documents')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('user_id', '<>', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
