import type { Kysely } from 'kysely';

/** The title every match with another student's text now carries (contract OTHER_STUDENT_SOURCE). */
const OTHER_STUDENT_SOURCE = 'Another student’s submission';

interface SavedMatch {
  kind?: string;
  title?: string;
  url?: string | null;
  passages?: Array<{ source_text?: string | null }>;
}

/**
 * Plagiarism reports saved before the fix held the matched passages, the title and the link of
 * other students' documents. New reports never do; this removes them from the saved ones, so a
 * report opened from the library reads no one else's words back either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const projects = db as Kysely<{ projects: { id: string; type: string; output_data: unknown } }>;
  const rows = await projects
    .selectFrom('projects')
    .select(['id', 'output_data'])
    .where('type', '=', 'plagiarism')
    .execute();
  for (const row of rows) {
    const data = typeof row.output_data === 'string' ? JSON.parse(row.output_data) : row.output_data;
    const results = data?.results as { matches?: SavedMatch[]; quoted_matches?: SavedMatch[] } | undefined;
    if (!results) continue;
    let changed = false;
    for (const match of [...(results.matches ?? []), ...(results.quoted_matches ?? [])]) {
      if (match.kind === 'reference') continue;
      match.title = OTHER_STUDENT_SOURCE;
      match.url = null;
      for (const passage of match.passages ?? []) passage.source_text = null;
      changed = true;
    }
    if (changed) {
      await projects
        .updateTable('projects')
        .set({ output_data: JSON.stringify(data) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/** What was withheld is gone; there is nothing to put back. */
export async function down(): Promise<void> {}
