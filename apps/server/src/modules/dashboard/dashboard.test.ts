import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/app.ts';

describe('GET /api/dashboard/stats', () => {
  it('counts totals, this week, completion rate and types for the caller only', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const other = await signUp(t);
    const seed: Array<[string, string, number]> = [
      // type, status, age in days
      ['quiz', 'completed', 0],
      ['quiz', 'completed', 2],
      ['flashcards', 'completed', 6.9],
      ['writing_assistant', 'failed', 8],
      ['math_tutor', 'processing', 30],
      ['quiz', 'completed', 400],
    ];
    for (const [type, status, ageDays] of seed) {
      const project = await t.services.projects.create(me.user.id, {
        type: type as 'quiz',
        title: `${type} ${ageDays}`,
        status: status as 'completed',
      });
      const createdAt = new Date(Date.now() - ageDays * 86_400_000).toISOString();
      await t.services.db
        .updateTable('projects')
        .set({ created_at: createdAt })
        .where('id', '=', project.id)
        .execute();
    }
    await t.services.projects.create(other.user.id, { type: 'image', title: 'someone else' });

    const res = await t.app.inject({ url: '/api/dashboard/stats', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_projects: 6,
      recent_projects: 3,
      completion_rate: 66.7,
      project_types: { quiz: 3, flashcards: 1, writing_assistant: 1, math_tutor: 1 },
    });
  });

  it('answers zeros for a new user', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const res = await t.app.inject({ url: '/api/dashboard/stats', headers: me.headers });
    expect(res.json()).toEqual({
      total_projects: 0,
      recent_projects: 0,
      completion_rate: 0,
      project_types: {},
    });
  });
});
