import { PROJECT_DELETED } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { PROJECT_NOT_FOUND } from './service.ts';

/** Moves a project's creation time `minutes` into the past. */
async function ageProject(t: TestApp, id: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await t.services.db.updateTable('projects').set({ created_at: at }).where('id', '=', id).execute();
}

describe('projects', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    stranger = await signUp(t);
    const create = t.services.projects.create.bind(t.services.projects);
    ids.quiz = (
      await create(owner.user.id, {
        type: 'quiz',
        title: 'Cell biology quiz',
        output_data: {
          questions: [
            { question: 'What makes ATP?', options: ['Mitochondria', 'Ribosome'], correct_answer: 0 },
          ],
        },
        metadata: { prompt: 'cell biology' },
      })
    ).id;
    ids.paper = (
      await create(owner.user.id, {
        type: 'writing_assistant',
        title: 'Essay on tides',
        status: 'processing',
        metadata: { writing_type: 'essay', word_count: 1000 },
      })
    ).id;
    ids.foreign = (
      await create(stranger.user.id, { type: 'image', title: 'Not yours', output_url: '/files/x.png' })
    ).id;
    // Distinct creation times, so "newest first" does not rest on the id tie-break.
    await ageProject(t, ids.quiz, 2);
    await ageProject(t, ids.paper, 1);
  });

  it('lists only the caller’s projects, newest first, with parsed JSON fields', async () => {
    const res = await t.app.inject({ url: '/api/projects', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([ids.paper, ids.quiz]);
    expect(list[1]).toMatchObject({
      type: 'quiz',
      title: 'Cell biology quiz',
      status: 'completed',
      description: null,
      output_url: null,
      metadata: { prompt: 'cell biology' },
      output_data: {
        questions: [
          { question: 'What makes ATP?', options: ['Mitochondria', 'Ribosome'], correct_answer: 0 },
        ],
      },
    });
    expect(list[0]).toMatchObject({
      status: 'processing',
      output_data: null,
      metadata: { word_count: 1000 },
    });
  });

  it('filters by type and paginates', async () => {
    const drafts = await t.app.inject({
      url: '/api/projects?type=writing_assistant',
      headers: owner.headers,
    });
    expect(drafts.json().map((p: { id: string }) => p.id)).toEqual([ids.paper]);
    const page = await t.app.inject({ url: '/api/projects?limit=1&offset=1', headers: owner.headers });
    expect(page.json().map((p: { id: string }) => p.id)).toEqual([ids.quiz]);
  });

  it('finds projects by words in the title or description, ignoring case, with % and _ taken literally', async () => {
    const { user, headers } = await signUp(t);
    const basics = await t.services.projects.create(user.id, { type: 'quiz', title: 'Mitosis basics' });
    await ageProject(t, basics.id, 1);
    await t.services.projects.create(user.id, {
      type: 'other',
      title: 'Notes',
      description: 'stages of MITOSIS',
    });
    await t.services.projects.create(user.id, { type: 'other', title: 'Grade: 100% on cells' });
    await t.services.projects.create(user.id, { type: 'other', title: 'Grade: 1000 on cells' });
    const titles = async (q: string) =>
      (await t.app.inject({ url: `/api/projects?q=${encodeURIComponent(q)}`, headers }))
        .json()
        .map((p: { title: string }) => p.title);
    expect(await titles('mitosis')).toEqual(['Notes', 'Mitosis basics']);
    expect(await titles('100%')).toEqual(['Grade: 100% on cells']);
    expect(await titles('1_0')).toEqual([]);
    expect(await titles('photosynthesis')).toEqual([]);
    await t.services.projects.create(user.id, { type: 'other', title: 'Ökologie und Évolution' });
    expect(await titles('ökologie')).toEqual(['Ökologie und Évolution']);
    expect(await titles('ÉVOLUTION')).toEqual(['Ökologie und Évolution']);
  });

  it('rejects an unknown type and bad paging with 400', async () => {
    const badType = await t.app.inject({ url: '/api/projects?type=spaceship', headers: owner.headers });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().detail).toContain("Invalid querystring field 'type'");
    for (const query of ['limit=0', 'limit=101', 'offset=-1', `q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ url: `/api/projects?${query}`, headers: owner.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows one project to its owner and 404 to anyone else', async () => {
    const mine = await t.app.inject({ url: `/api/projects/${ids.quiz}`, headers: owner.headers });
    expect(mine.json().title).toBe('Cell biology quiz');
    const theirs = await t.app.inject({ url: `/api/projects/${ids.foreign}`, headers: owner.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: PROJECT_NOT_FOUND });
  });

  it('never deletes another user’s project', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${ids.foreign}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: PROJECT_NOT_FOUND });
    const still = await t.app.inject({ url: '/api/projects', headers: stranger.headers });
    expect(still.json().map((p: { id: string }) => p.id)).toEqual([ids.foreign]);
  });

  it('deletes the owner’s project once', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${ids.paper}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROJECT_DELETED });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${ids.paper}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/projects', headers: owner.headers });
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([ids.quiz]);
  });

  it('removes a user’s projects with the user', async () => {
    const leaver = await signUp(t);
    await t.services.projects.create(leaver.user.id, { type: 'other', title: 'temp' });
    await t.services.db.deleteFrom('users').where('id', '=', leaver.user.id).execute();
    const left = await t.services.db
      .selectFrom('projects')
      .select('id')
      .where('user_id', '=', leaver.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
