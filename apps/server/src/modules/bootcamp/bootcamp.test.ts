import fs from 'node:fs';
import path from 'node:path';
import {
  BOOTCAMP_WEEKS,
  type BootcampAccess,
  LESSON_LOCKED,
  type LessonSummary,
  type WeekQuizContent,
} from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { BILLING_MESSAGES } from '../billing/service.ts';
import { payLocalCheckout } from '../billing/testing.ts';
import { CurriculumError, loadCurriculum } from './curriculum.ts';
import { lesson, writeCurriculum } from './testing.ts';

describe('curriculum files', () => {
  it('reads lessons in order and quizzes by week', () => {
    const { lessons, quizzes } = loadCurriculum(writeCurriculum());
    expect(lessons.map((l) => l.id)).toEqual(['w01-l01', 'w01-l02', 'w02-l01', 'w02-l02']);
    expect([...quizzes.keys()]).toEqual([1, 2]);
  });

  it('names the file when one is wrong', () => {
    const dir = writeCurriculum();
    fs.writeFileSync(
      path.join(dir, 'week-02', 'lesson-02.json'),
      JSON.stringify({ ...lesson(2, 2), id: 'w02-l03' }),
    );
    expect(() => loadCurriculum(dir)).toThrow(CurriculumError);
    expect(() => loadCurriculum(dir)).toThrow(/lesson-02\.json/);
    fs.writeFileSync(path.join(dir, 'week-01', 'quiz.json'), '{ not json');
    expect(() => loadCurriculum(dir)).toThrow(/quiz\.json is not valid JSON/);
  });

  it('the shipped curriculum has 12 weeks of at least 4 lessons, each with a 15-question quiz', () => {
    const { lessons, quizzes } = loadCurriculum(loadConfig({}).bootcampDir);
    for (let week = 1; week <= BOOTCAMP_WEEKS; week++) {
      expect(lessons.filter((l) => l.week === week).length, `week ${week}`).toBeGreaterThanOrEqual(4);
      expect(quizzes.get(week)?.questions.length, `week ${week} quiz`).toBe(15);
    }
    expect(new Set(lessons.map((l) => l.id)).size).toBe(lessons.length);
  });

  it('is empty when the folder does not exist', () => {
    expect(loadCurriculum('/nonexistent/bootcamp').lessons).toEqual([]);
  });
});

describe('bootcamp API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOOTCAMP_DIR: writeCurriculum() });
  });
  const get = (me: { headers: Record<string, string> }, url: string) =>
    t.app.inject({ url, headers: me.headers });
  const post = (me: { headers: Record<string, string> }, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: me.headers, payload: payload ?? {} });

  it('opens week 1 to everyone and locks the rest on the free plan', async () => {
    const me = await signUp(t);
    const { lessons } = (await get(me, '/api/lessons')).json() as { lessons: LessonSummary[] };
    expect(lessons.map((l) => [l.id, l.locked, l.accessible])).toEqual([
      ['w01-l01', false, true],
      ['w01-l02', false, true],
      ['w02-l01', true, false],
      ['w02-l02', true, false],
    ]);
    const open = await get(me, '/api/lessons/w01-l01');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      final_code: "print('hi')",
      progress: { completed: false, last_code: null },
    });
    const locked = await get(me, '/api/lessons/w02-l01');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      detail: LESSON_LOCKED,
      lesson: {
        id: 'w02-l01',
        plan: '- print things',
        explanation_md: expect.stringContaining('print()'),
        locked: true,
      },
    });
    expect(locked.json().lesson.final_code).toBeUndefined();
    expect((await get(me, '/api/lessons/w09-l09')).statusCode).toBe(404);
    expect((await get(me, '/api/bootcamp/access')).json()).toEqual({
      has_access: true,
      current_week: 1,
      weeks_unlocked: 1,
      expires_at: null,
    });
  });

  it('saves progress, keeps completion, and counts it', async () => {
    const me = await signUp(t);
    const saved = await post(me, '/api/lessons/w01-l01/progress', {
      last_code: "print('hi')",
      completed: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ last_code: "print('hi')", completed: true });
    const later = await post(me, '/api/lessons/w01-l01/progress', { last_code: "print('hey')" });
    expect(later.json()).toMatchObject({ last_code: "print('hey')", completed: true });
    expect((await get(me, '/api/lessons/w01-l01')).json().progress.last_code).toBe("print('hey')");
    expect((await get(me, '/api/bootcamp/progress')).json()).toEqual({
      progress: {
        progress_percentage: 25,
        completed_count: 1,
        total_lessons: 4,
        completed_lessons: ['w01-l01'],
      },
    });
    expect((await post(me, '/api/lessons/w02-l01/progress', { completed: true })).statusCode).toBe(403);
    expect((await post(me, '/api/lessons/w01-l01/progress', { completed: 'yes' })).statusCode).toBe(400);
    const other = await signUp(t);
    expect((await get(other, '/api/bootcamp/progress')).json().progress.completed_count).toBe(0);
  });

  it('takes last_test_results: null, as the page sends before the first test run', async () => {
    const me = await signUp(t);
    const res = await post(me, '/api/lessons/w01-l01/progress', {
      last_code: 'x = 1',
      last_test_results: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ last_code: 'x = 1', last_test_results: null });
  });

  it('an unknown lesson id of any sane length is a 404, on every lesson route', async () => {
    const me = await signUp(t);
    const id = 'w99-l99-this-lesson-does-not-exist';
    for (const url of [`/api/lessons/${id}`, `/api/bootcamp/quiz/${id}`, `/api/code/examples/${id}`]) {
      const res = await get(me, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Lesson not found' });
    }
    const saved = await post(me, `/api/lessons/${id}/progress`, { completed: true });
    expect(saved.json()).toEqual({ detail: 'Lesson not found' });
    const absurd = await get(me, `/api/lessons/${'x'.repeat(201)}`);
    expect(absurd.statusCode).toBe(414);
    expect(absurd.json()).toEqual({ detail: 'The address is too long' });
  });

  it('purchase answers a checkout; paid, a weekly pass opens every week for seven days, lifetime for good, max upgrades the plan', async () => {
    const weekly = await signUp(t);
    const res = await post(weekly, '/api/bootcamp/purchase/weekly');
    expect(res.statusCode).toBe(200);
    expect(res.json().checkout_url).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    // Not paid yet: nothing opens.
    expect((await get(weekly, '/api/bootcamp/access')).json().weeks_unlocked).toBe(1);
    await payLocalCheckout(t, weekly, res.json().checkout_url);
    const access = (await get(weekly, '/api/bootcamp/access')).json() as BootcampAccess;
    expect(access.weeks_unlocked).toBe(12);
    const days = (Date.parse(access.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await get(weekly, '/api/lessons/w02-l01')).statusCode).toBe(200);

    const lifetime = await signUp(t);
    await payLocalCheckout(
      t,
      lifetime,
      (await post(lifetime, '/api/bootcamp/purchase/lifetime')).json().checkout_url,
    );
    expect((await get(lifetime, '/api/bootcamp/access')).json()).toMatchObject({
      weeks_unlocked: 12,
      expires_at: null,
    });

    const max = await signUp(t);
    await payLocalCheckout(t, max, (await post(max, '/api/bootcamp/purchase/max')).json().checkout_url);
    expect((await get(max, '/api/bootcamp/access')).json().weeks_unlocked).toBe(12);
    expect((await get(max, '/api/auth/me')).json().plan_tier).toBe('max');
    expect((await post(max, '/api/bootcamp/purchase/forever')).statusCode).toBe(400);
  });

  it('a weekly pass that ran out locks the weeks again', async () => {
    const me = await signUp(t);
    await t.services.db
      .insertInto('bootcamp_passes')
      .values({
        id: crypto.randomUUID(),
        user_id: me.user.id,
        plan: 'weekly',
        expires_at: '2020-01-01T00:00:00.000Z',
        created_at: '2019-12-25T00:00:00.000Z',
      })
      .execute();
    expect((await get(me, '/api/bootcamp/access')).json().weeks_unlocked).toBe(1);
  });

  it('serves the week quiz and grades attempts on the server', async () => {
    const me = await signUp(t);
    const q = await get(me, '/api/bootcamp/quiz/w01-l02');
    expect(q.statusCode).toBe(200);
    expect(q.json()).toMatchObject({ week: 1, time_limit: 20 });
    const answers = (q.json() as WeekQuizContent).questions.map((question) => question.correct_answer);
    const perfect = await post(me, '/api/bootcamp/quiz/w01-l02/attempts', { answers });
    expect(perfect.json()).toMatchObject({ score: 100, correct_count: 15, total: 15, grade: 'A' });
    // Each question is evidence for the lesson of the week that teaches its topic.
    const evidence = await t.services.db
      .selectFrom('learning_evidence')
      .select(['topic', 'ref', 'is_correct'])
      .where('user_id', '=', me.user.id)
      .execute();
    expect(evidence).toHaveLength(15);
    expect(evidence.every((e) => e.is_correct)).toBe(true);
    const questions = (q.json() as WeekQuizContent).questions;
    const lessonOf = (topic: string) =>
      new Set(
        evidence
          .filter((e) => questions.find((question) => e.ref?.endsWith(`#${question.id}`))?.topic === topic)
          .map((e) => e.topic),
      );
    expect(lessonOf('basics')).toEqual(new Set(['py:w01-l01']));
    expect(lessonOf('loops')).toEqual(new Set(['py:w01-l02']));
    const someWrong = answers.map((a, i) => (i < 4 ? (a + 1) % 4 : a));
    expect(
      (await post(me, '/api/bootcamp/quiz/w01-l02/attempts', { answers: someWrong })).json(),
    ).toMatchObject({
      score: 73,
      grade: 'C',
    });
    const blank = await post(me, '/api/bootcamp/quiz/w01-l02/attempts', { answers: answers.map(() => null) });
    expect(blank.json()).toMatchObject({ score: 0, grade: 'F' });
    expect((await post(me, '/api/bootcamp/quiz/w01-l02/attempts', { answers: [0] })).statusCode).toBe(400);
    expect((await get(me, '/api/bootcamp/quiz/w02-l01')).statusCode).toBe(403);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/lessons' })).statusCode).toBe(401);
  });
});

describe('bootcamp purchases without self-service payments', () => {
  for (const [provider, detail] of [['none', BILLING_MESSAGES.noPurchases]] as const) {
    it(`PAYMENTS_PROVIDER=${provider}: 409, and the plan and passes stay as they were`, async () => {
      const t = await createTestApp({ BOOTCAMP_DIR: writeCurriculum(), PAYMENTS_PROVIDER: provider });
      const me = await signUp(t);
      for (const plan of ['max', 'lifetime', 'weekly']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/bootcamp/purchase/${plan}`,
          headers: me.headers,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ detail });
      }
      expect((await t.app.inject({ url: '/api/auth/me', headers: me.headers })).json().plan_tier).toBe(
        'free',
      );
      const access = await t.app.inject({ url: '/api/bootcamp/access', headers: me.headers });
      expect(access.json()).toMatchObject({ weeks_unlocked: 1, expires_at: null });
      const passes = await t.services.db.selectFrom('bootcamp_passes').selectAll().execute();
      expect(passes).toEqual([]);
    });
  }
});
