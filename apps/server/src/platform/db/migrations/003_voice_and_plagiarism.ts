import type { Kysely } from 'kysely';
import { serialColumnType } from './types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Spoken clips, shared by everyone who asks for the same text, voice and speed.
  await db.schema
    .createTable('speech_clips')
    .addColumn('cache_key', 'text', (c) => c.primaryKey())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Every audio request: what a user may play back or save, and today's minutes.
  await db.schema
    .createTable('speech_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('voice_id', 'text', (c) => c.notNull())
    .addColumn('speed', 'double precision', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('feature_source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('speech_requests_user_file')
    .on('speech_requests')
    .columns(['user_id', 'file_key'])
    .execute();
  await db.schema
    .createIndex('speech_requests_user_created')
    .on('speech_requests')
    .columns(['user_id', 'created_at'])
    .execute();

  // Texts on the platform that new submissions are checked against.
  await db.schema
    .createTable('plagiarism_documents')
    .addColumn('id', serialColumnType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plagiarism_documents_project')
    .on('plagiarism_documents')
    .column('project_id')
    .execute();
  await db.schema
    .createIndex('plagiarism_documents_user')
    .on('plagiarism_documents')
    .column('user_id')
    .execute();

  // The winnowed fingerprints of each document: hash → documents that contain it.
  await db.schema
    .createTable('plagiarism_fingerprints')
    .addColumn('hash', 'integer', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('plagiarism_documents.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('plagiarism_fingerprints_pk', ['hash', 'document_id'])
    .execute();
  await db.schema
    .createIndex('plagiarism_fingerprints_document')
    .on('plagiarism_fingerprints')
    .column('document_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plagiarism_fingerprints').execute();
  await db.schema.dropTable('plagiarism_documents').execute();
  await db.schema.dropTable('speech_requests').execute();
  await db.schema.dropTable('speech_clips').execute();
}
