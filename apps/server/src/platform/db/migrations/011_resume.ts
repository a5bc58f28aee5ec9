import type { Kysely } from 'kysely';
import { jsonColumnType } from './types.ts';

/**
 * Resume analyses and cover letters (issue 18). The engine's whole analysis is kept; what a plan
 * withholds is withheld each time it is read, so an upgrade shows the rest of an old analysis.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Its library item; deleting that deletes this.
    .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('cascade'))
    // 'resume' | 'cover_letter' (a letter written without an analysis of the same text)
    .addColumn('analysis_type', 'text', (c) => c.notNull())
    .addColumn('resume_text', 'text', (c) => c.notNull())
    // sha256 of the resume text: a cover letter for the text of an analysis joins that analysis.
    .addColumn('resume_hash', 'text', (c) => c.notNull())
    .addColumn('job_description', 'text')
    .addColumn('resume_analysis', jsonColumnType(db))
    .addColumn('overall', 'integer')
    .addColumn('cover_letter', jsonColumnType(db))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resume_analyses_user')
    .on('resume_analyses')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_analyses').execute();
}
