import { OTHER_STUDENT_SOURCE } from '@studybot/contract';
import { type Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/app.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

const passage = (source_text: string) => ({
  start: 0,
  end: 20,
  text: 'the submitted words',
  source_text,
  words: 8,
});

describe('migration 006: reports saved earlier lose other students’ text', () => {
  it('withholds the passages, title and link of student sources and keeps reference ones', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const migrator = new Migrator({
      db: t.services.db as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('005_sessions')).error).toBeUndefined();

    const saved = {
      text: 'the submitted words and more',
      results: {
        similarity_score: 60,
        matches: [
          {
            kind: 'submission',
            title: 'Essay by someone',
            url: null,
            passages: [passage('their exact wording')],
          },
          {
            kind: 'reference',
            title: 'Moby-Dick',
            url: 'https://example.org',
            passages: [passage('Call me Ishmael')],
          },
        ],
        quoted_matches: [
          { kind: 'library', title: 'My notes', url: '/x', passages: [passage('quoted wording')] },
        ],
      },
    };
    const now = new Date().toISOString();
    await t.services.db
      .insertInto('projects')
      .values({
        id: 'old-report',
        user_id: me.user.id,
        type: 'plagiarism',
        title: 'Old report',
        description: null,
        status: 'completed',
        output_data: JSON.stringify(saved),
        output_url: null,
        metadata: JSON.stringify({}),
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(t.services.db);
    const res = await t.app.inject({ url: '/api/projects/old-report', headers: me.headers });
    const { matches, quoted_matches } = res.json().output_data.results;
    expect(matches[0]).toMatchObject({
      title: OTHER_STUDENT_SOURCE,
      url: null,
      passages: [{ source_text: null }],
    });
    expect(matches[1]).toEqual(saved.results.matches[1]);
    expect(quoted_matches[0]).toMatchObject({
      title: OTHER_STUDENT_SOURCE,
      url: null,
      passages: [{ source_text: null }],
    });
    expect(res.body).not.toContain('their exact wording');
    expect(res.body).not.toContain('Essay by someone');
  });
});
