import type {
  AnalyticsHistory,
  AnalyticsProgress,
  Drill,
  DrillAnswerResult,
  InsightsResponse,
  MasteryResponse,
} from '@studybot/contract';
import { ANALYTICS_MESSAGES, DRILL_MESSAGES } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { NOT_YOUR_ANALYTICS } from './service.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('learning analytics', () => {
  let t: TestApp;
  let me: Session;
  let other: Session;
  let admin: Session;

  const get = (url: string, who: Session = me) => t.app.inject({ url, headers: who.headers });
  const post = (url: string, payload: unknown, who: Session = me) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
    other = await signUp(t);
    await t.services.auth.ensureAdmin({
      username: 'analytics-admin',
      password: 'admin-pass-123',
      email: 'a@example.com',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'analytics-admin', password: 'admin-pass-123' },
    });
    const token = login.json().access_token as string;
    admin = { ...login.json(), headers: { authorization: `Bearer ${token}` } };
  });

  it('gives a new student zeros and an honest "not enough activity yet"', async () => {
    const mastery = (await get(`/api/analytics/mastery/${me.user.id}`)).json() as MasteryResponse;
    expect(mastery.stats).toEqual([]);
    const progress = (await get('/api/analytics/progress')).json() as AnalyticsProgress;
    expect(progress.ai_insights.overall_assessment).toBe(ANALYTICS_MESSAGES.notEnoughActivity);
    expect(progress.analytics_data).toEqual({
      quiz_performance: { total_quizzes: 0 },
      writing_quality: { total_papers: 0 },
      math_performance: { total_problems: 0 },
    });
    const insights = (await get(`/api/insights/${me.user.id}`)).json() as InsightsResponse;
    expect(insights.insights).toMatchObject({ streak_days: 0, focus: [] });
  });

  it('lets only the owner or an admin read or change a student’s analytics', async () => {
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown][] = [
      ['GET', `/api/analytics/mastery/${me.user.id}`],
      ['GET', `/api/analytics/due_flashcards/${me.user.id}`],
      ['GET', `/api/analytics/history/${me.user.id}`],
      ['GET', `/api/users/${me.user.id}`],
      ['GET', `/api/insights/${me.user.id}`],
      ['POST', `/api/users/${me.user.id}/insights_settings`, { enabled: true }],
      ['POST', `/api/analytics/recalculate_mastery/${me.user.id}`, {}],
      ['GET', `/api/analytics/study_plan/${me.user.id}`],
      ['DELETE', `/api/analytics/study_plan/${me.user.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const as = (who: Session) =>
        t.app.inject({
          method,
          url,
          headers: who.headers,
          ...(payload ? { payload: payload as object } : {}),
        });
      expect((await as(me)).statusCode, `${method} ${url} as owner`).toBe(200);
      expect((await as(admin)).statusCode, `${method} ${url} as admin`).toBe(200);
      const refused = await as(other);
      expect(refused.statusCode, `${method} ${url} as another student`).toBe(403);
      expect(refused.json()).toEqual({ detail: NOT_YOUR_ANALYTICS });
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await get('/api/analytics/mastery/nobody', admin)).statusCode).toBe(404);
  });

  it('turns insights off and on', async () => {
    const off = await post(`/api/users/${me.user.id}/insights_settings`, { enabled: false });
    expect(off.json()).toMatchObject({ insights_enabled: false });
    expect((await get(`/api/users/${me.user.id}`)).json()).toMatchObject({ insights_enabled: false });
    expect(((await get(`/api/insights/${me.user.id}`)).json() as InsightsResponse).insights).toBeNull();
    expect((await post(`/api/users/${me.user.id}/insights_settings`, { enabled: 'yes' })).statusCode).toBe(
      400,
    );
    await post(`/api/users/${me.user.id}/insights_settings`, { enabled: true });
    expect(((await get(`/api/insights/${me.user.id}`)).json() as InsightsResponse).insights).not.toBeNull();
  });

  it('moves a study pack objective with quiz answers, then a drill raises it', async () => {
    const student = await signUp(t);
    const quiz = await t.services.projects.create(student.user.id, {
      type: 'quiz',
      title: 'Photosynthesis quiz',
      output_data: {
        questions: [0, 1, 2, 3].map((i) => ({
          question: `Photosynthesis question ${i}`,
          options: ['a', 'b', 'c', 'd'],
          correct_answer: 0,
          explanation: 'because',
        })),
      },
      metadata: { prompt: 'photosynthesis', difficulty: 'medium' },
    });
    // Every answer wrong.
    const attempt = await post(
      '/api/quizzes/attempts',
      { project_id: quiz.id, answers: [1, 1, 1, 1] },
      student,
    );
    expect(attempt.statusCode).toBe(200);
    const weak = ((await get(`/api/analytics/mastery/${student.user.id}`, student)).json() as MasteryResponse)
      .stats;
    expect(weak).toHaveLength(1);
    expect(weak[0]).toMatchObject({
      learning_objective_id: 'pack:biology-photosynthesis',
      title: 'Photosynthesis',
      mastery_level: 'weak',
      total_responses: 4,
      correct_responses: 0,
    });
    const insights = ((await get(`/api/insights/${student.user.id}`, student)).json() as InsightsResponse)
      .insights;
    expect(insights?.focus[0]).toMatchObject({ learning_objective_id: 'pack:biology-photosynthesis' });
    expect(insights?.focus[0]?.recommended_activities[0]?.href).toBe(
      '/practice?lo=pack%3Abiology-photosynthesis&n=5',
    );
    expect(insights?.streak_days).toBe(1);

    const start = await post(
      '/api/practice/drills',
      { objective_id: 'pack:biology-photosynthesis', n: 5 },
      student,
    );
    expect(start.statusCode).toBe(200);
    const drill = start.json() as Drill;
    expect(drill.questions).toHaveLength(5);
    expect(JSON.stringify(drill.questions)).not.toMatch(/"answer"|expected/);
    expect(drill.objective.mastery_score).toBe(weak[0]?.mastery_score);
    // Answer right: the stored drill knows which option that is.
    const stored = await t.services.db
      .selectFrom('practice_drills')
      .select('questions')
      .where('id', '=', drill.id)
      .executeTakeFirstOrThrow();
    let last: DrillAnswerResult | undefined;
    for (const q of stored.questions) {
      const res = await post(
        `/api/practice/drills/${drill.id}/answers`,
        { question_id: q.question.id, answer: q.answer },
        student,
      );
      expect(res.statusCode).toBe(200);
      last = res.json() as DrillAnswerResult;
      expect(last.correct).toBe(true);
    }
    expect(last?.mastery_score).toBeGreaterThan(weak[0]?.mastery_score ?? 100);
    const again = await post(
      `/api/practice/drills/${drill.id}/answers`,
      { question_id: 'q1', answer: 0 },
      student,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DRILL_MESSAGES.alreadyAnswered });
    const resumed = (await get(`/api/practice/drills/${drill.id}`, student)).json() as Drill;
    expect(Object.keys(resumed.results)).toHaveLength(5);
    // A resumed drill shows where it started and where each answer left the mastery.
    expect(resumed.objective.mastery_score).toBe(weak[0]?.mastery_score);
    expect(resumed.results.q5?.mastery_score).toBe(last?.mastery_score);
    // Someone else's drill is not found.
    expect((await get(`/api/practice/drills/${drill.id}`, other)).statusCode).toBe(404);

    const history = (
      await get(`/api/analytics/history/${student.user.id}?days=7`, student)
    ).json() as AnalyticsHistory;
    expect(history.days).toHaveLength(7);
    expect(history.days.at(-1)?.activity).toBe(9);
    const progress = (await get('/api/analytics/progress', student)).json() as AnalyticsProgress;
    expect(progress.analytics_data.quiz_performance.total_quizzes).toBe(1);
    expect(progress.ai_insights.overall_assessment).toMatch(/1 topic/);
  });

  it('refuses drills it cannot make, and bad answers, changing nothing', async () => {
    const unknown = await post('/api/practice/drills', { objective_id: 'pack:no-such-pack', n: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: DRILL_MESSAGES.unknownObjective });
    const empty = await post('/api/practice/drills', { objective_id: 'topic:knitting', n: 5 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: DRILL_MESSAGES.noMaterial });
    expect(
      (await post('/api/practice/drills', { objective_id: 'pack:biology-photosynthesis', n: 99 })).statusCode,
    ).toBe(400);
    const drill = (await post('/api/practice/drills', { objective_id: 'py:w01-l01', n: 3 })).json() as Drill;
    expect(drill.questions.length).toBeGreaterThan(0);
    const typed = await post(`/api/practice/drills/${drill.id}/answers`, {
      question_id: 'q1',
      answer: 'print',
    });
    expect(typed.statusCode).toBe(400);
    const noSuchOption = await post(`/api/practice/drills/${drill.id}/answers`, {
      question_id: 'q1',
      answer: 7,
    });
    expect(noSuchOption.statusCode).toBe(400);
    const missing = await post(`/api/practice/drills/${drill.id}/answers`, { question_id: 'q99', answer: 0 });
    expect(missing.statusCode).toBe(404);
    const evidence = await t.services.practice.evidence(me.user.id, 'py:w01-l01');
    expect(evidence).toEqual([]);
  });

  it('grades a typed math answer with the CAS, not by its spelling', async () => {
    const drill = (
      await post('/api/practice/drills', { objective_id: 'math:linear_equation', n: 2 })
    ).json() as Drill;
    expect(drill.questions[0]).toMatchObject({ kind: 'typed' });
    const stored = await t.services.db
      .selectFrom('practice_drills')
      .select('questions')
      .where('id', '=', drill.id)
      .executeTakeFirstOrThrow();
    const [first, second] = stored.questions;
    // The same root, written differently.
    const root = String(first?.answer).replace(/^x\s*=\s*/, '');
    const right = await post(`/api/practice/drills/${drill.id}/answers`, {
      question_id: first?.question.id,
      answer: `${root} = x`,
    });
    expect((right.json() as DrillAnswerResult).correct).toBe(true);
    const wrong = await post(`/api/practice/drills/${drill.id}/answers`, {
      question_id: second?.question.id,
      answer: 'x = 12345',
    });
    expect((wrong.json() as DrillAnswerResult).correct).toBe(false);
    const stats = ((await get(`/api/analytics/mastery/${me.user.id}`)).json() as MasteryResponse).stats;
    expect(stats.find((s) => s.learning_objective_id === 'math:linear_equation')).toMatchObject({
      total_responses: 2,
      correct_responses: 1,
    });
  }, 120_000);

  it('plans study up to an exam from mastery and due cards, and refuses a bad plan changing nothing', async () => {
    const student = await signUp(t);
    const put = (payload: object, who: Session = student) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/analytics/study_plan/${student.user.id}`,
        headers: who.headers,
        payload,
      });
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/api/analytics/study_plan/${student.user.id}`, student)).json()).toEqual({
      plan: null,
    });
    const made = await put({
      exam_date: inDays(10),
      objective_ids: ['pack:biology-photosynthesis', 'math:fractions'],
    });
    expect(made.statusCode).toBe(200);
    const plan = made.json().plan;
    expect(plan.days).toHaveLength(10);
    expect(plan.objectives).toEqual([
      { id: 'pack:biology-photosynthesis', title: 'Photosynthesis', mastery_score: 0 },
      { id: 'math:fractions', title: 'Fractions', mastery_score: 0 },
    ]);
    const drills = plan.days.flatMap((d: { items: { objective_id?: string }[] }) => d.items);
    // Nothing known yet: the most sessions each.
    expect(drills.filter((i: { objective_id?: string }) => i.objective_id === 'math:fractions').length).toBe(
      6,
    );

    expect((await put({ exam_date: inDays(0), objective_ids: ['math:fractions'] })).json()).toEqual({
      detail: ANALYTICS_MESSAGES.examInPast,
    });
    expect((await put({ exam_date: inDays(400), objective_ids: ['math:fractions'] })).json()).toEqual({
      detail: ANALYTICS_MESSAGES.examTooFar,
    });
    expect((await put({ exam_date: inDays(5), objective_ids: ['topic:never-studied'] })).json()).toEqual({
      detail: ANALYTICS_MESSAGES.unknownObjective,
    });
    expect((await put({ exam_date: 'next week', objective_ids: ['math:fractions'] })).statusCode).toBe(400);
    expect((await put({ exam_date: inDays(5), objective_ids: [] })).statusCode).toBe(400);
    expect((await put({ exam_date: inDays(5), objective_ids: ['math:fractions'] }, other)).statusCode).toBe(
      403,
    );
    const kept = (await get(`/api/analytics/study_plan/${student.user.id}`, student)).json().plan;
    expect(kept.exam_date).toBe(inDays(10));
    expect(kept.objectives).toHaveLength(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/analytics/study_plan/${student.user.id}`,
      headers: student.headers,
    });
    expect(removed.json()).toEqual({ plan: null });
    expect((await get(`/api/analytics/study_plan/${student.user.id}`, student)).json()).toEqual({
      plan: null,
    });
  });
});

describe('learning analytics: with an AI model', () => {
  it('lets the model phrase the assessment from the computed facts, and drops a phrasing that adds numbers', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const me = await signUp(t);
    const progress = async () =>
      (
        await t.app.inject({ url: '/api/analytics/progress', headers: me.headers })
      ).json() as AnalyticsProgress;
    // No activity: nothing to phrase, and the model is not asked.
    expect((await progress()).source).toBe('local:mastery');
    expect(fake.requests).toHaveLength(0);

    await t.services.practice.recordEvidence(me.user.id, [
      { topic: 'math:fractions', kind: 'drill', is_correct: true, ref: 'a' },
      { topic: 'math:fractions', kind: 'drill', is_correct: false, ref: 'b' },
    ]);
    const local = await progress();
    fake.answer({
      kind: 'json',
      body: { overall_assessment: 'Nice work on 1 topic so far. Keep practising fractions!' },
    });
    const phrased = await progress();
    expect(phrased.source).toBe('llm:fake-model');
    expect(phrased.ai_insights.overall_assessment).toBe(
      'Nice work on 1 topic so far. Keep practising fractions!',
    );
    expect(phrased.ai_insights.areas_for_improvement).toEqual(local.ai_insights.areas_for_improvement);

    fake.answer({ kind: 'json', body: { overall_assessment: 'You are in the top 5% of students!' } });
    const checked = await progress();
    expect(checked.source).toBe('local:mastery');
    expect(checked.ai_insights.overall_assessment).toBe(local.ai_insights.overall_assessment);
    await t.close();
  });
});
