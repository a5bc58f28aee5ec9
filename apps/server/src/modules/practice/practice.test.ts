import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { CARD_NOT_FOUND, DECK_NOT_FOUND, QUIZ_NOT_FOUND } from './service.ts';

const questions = [0, 1, 2].map((i) => ({
  question: `Question ${i}`,
  options: ['a', 'b', 'c', 'd'],
  correct_answer: i,
  explanation: `Because ${i}`,
}));

describe('flashcard reviews', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  let cardIds: string[];
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
    const project = await t.services.projects.create(me.user.id, { type: 'flashcards', title: 'Cells' });
    const cards = await t.services.practice.addCards(me.user.id, project.id, 'cell organelles', [
      { front: 'Mitochondrion', back: 'Makes ATP', category: 'organelles' },
      { front: 'Ribosome', back: 'Builds proteins' },
    ]);
    cardIds = cards.map((c) => c.id);
    projectId = project.id;
  });

  it('gives back a saved deck with its card ids, to the owner only', async () => {
    const deck = await t.app.inject({ url: `/api/flashcards?project_id=${projectId}`, headers: me.headers });
    expect(deck.statusCode).toBe(200);
    expect(deck.json().cards.map((c: { id: string; front: string }) => [c.id, c.front])).toEqual([
      [cardIds[0], 'Mitochondrion'],
      [cardIds[1], 'Ribosome'],
    ]);
    const other = await signUp(t);
    const theirs = await t.app.inject({
      url: `/api/flashcards?project_id=${projectId}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: DECK_NOT_FOUND });
  });

  it('lists new cards as due now', async () => {
    const res = await t.app.inject({ url: '/api/flashcards/due', headers: me.headers });
    expect(
      res
        .json()
        .map((c: { front_text: string }) => c.front_text)
        .sort(),
    ).toEqual(['Mitochondrion', 'Ribosome']);
  });

  it('schedules a reviewed card into the future and takes it off the due list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/${cardIds[0]}/review`,
      headers: me.headers,
      payload: { rating: 'good' },
    });
    expect(res.statusCode).toBe(200);
    const schedule = res.json();
    expect(schedule).toMatchObject({ card_id: cardIds[0], reps: 1, lapses: 0 });
    expect(Date.parse(schedule.due)).toBeGreaterThan(Date.now());
    const due = await t.app.inject({ url: '/api/flashcards/due', headers: me.headers });
    expect(due.json().map((c: { id: string }) => c.id)).toEqual([cardIds[1]]);
    const evidence = await t.services.db
      .selectFrom('learning_evidence')
      .selectAll()
      .where('user_id', '=', me.user.id)
      .execute();
    expect(evidence).toEqual([
      expect.objectContaining({ kind: 'flashcard', topic: 'pack:biology-cell-structure', is_correct: true }),
    ]);
  });

  it('never loses a review when several arrive at once: each is stored or refused with 409', async () => {
    const set = await t.services.projects.create(me.user.id, { type: 'flashcards', title: 'Race' });
    const [racing] = await t.services.practice.addCards(me.user.id, set.id, 'cell organelles', [
      { front: 'Golgi apparatus', back: 'Packages proteins' },
    ]);
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/flashcards/${racing!.id}/review`,
        headers: me.headers,
        payload: { rating: 'hard' },
      });
    const statuses = (await Promise.all([review(), review(), review()])).map((r) => r.statusCode);
    const after = await t.services.db
      .selectFrom('flashcards')
      .select('reps')
      .where('id', '=', racing!.id)
      .executeTakeFirst();
    const evidence = await t.services.db
      .selectFrom('learning_evidence')
      .select('id')
      .where('ref', '=', set.id)
      .execute();
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const stored = statuses.filter((s) => s === 200).length;
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(after!.reps).toBe(stored);
    expect(evidence).toHaveLength(stored);
  });

  it('rejects an unknown rating and another user’s card', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/${cardIds[1]}/review`,
      headers: me.headers,
      payload: { rating: 'perfect' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain("'rating'");
    const other = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/${cardIds[1]}/review`,
      headers: other.headers,
      payload: { rating: 'easy' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: CARD_NOT_FOUND });
    const unchanged = await t.services.db
      .selectFrom('flashcards')
      .select('reps')
      .where('id', '=', cardIds[1]!)
      .executeTakeFirst();
    expect(unchanged?.reps).toBe(0);
  });
});

describe('quiz attempts', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
    quizId = (
      await t.services.projects.create(me.user.id, {
        type: 'quiz',
        title: 'Quiz: cells',
        output_data: { questions },
        metadata: { prompt: 'cells' },
      })
    ).id;
  });

  it('scores on the server, counts a timed-out answer as wrong, and records evidence', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/attempts',
      headers: me.headers,
      payload: { project_id: quizId, answers: [0, 3, null] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ project_id: quizId, correct: 1, total: 3, percent: 33 });
    const evidence = await t.services.db
      .selectFrom('learning_evidence')
      .select(['topic', 'is_correct', 'ref'])
      .where('user_id', '=', me.user.id)
      .orderBy('ref')
      .execute();
    expect(evidence).toEqual([
      { topic: 'pack:biology-cell-structure', is_correct: true, ref: `${quizId}#0` },
      { topic: 'pack:biology-cell-structure', is_correct: false, ref: `${quizId}#1` },
      { topic: 'pack:biology-cell-structure', is_correct: false, ref: `${quizId}#2` },
    ]);
  });

  it('refuses a wrong number of answers, another user’s quiz and a project that is not a quiz', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/attempts',
      headers: me.headers,
      payload: { project_id: quizId, answers: [0] },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: 'Expected 3 answers, one per question; got 1' });

    const other = await signUp(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/attempts',
      headers: other.headers,
      payload: { project_id: quizId, answers: [0, 1, 2] },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: QUIZ_NOT_FOUND });

    const image = await t.services.projects.create(me.user.id, { type: 'image', title: 'Not a quiz' });
    const notQuiz = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/attempts',
      headers: me.headers,
      payload: { project_id: image.id, answers: [0, 1, 2] },
    });
    expect(notQuiz.statusCode).toBe(404);
    const attempts = await t.services.db
      .selectFrom('quiz_attempts')
      .select('id')
      .where('user_id', '=', other.user.id)
      .execute();
    expect(attempts).toEqual([]);
  });
});

describe('honest completion', () => {
  it('completes a quiz when an attempt is submitted and a deck when every card is reviewed; the dashboard follows', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const rate = async () =>
      (await t.app.inject({ url: '/api/dashboard/stats', headers: me.headers })).json().completion_rate;
    const status = async (id: string) => (await t.services.projects.get(me.user.id, id)).status;
    const quiz = await t.services.projects.create(me.user.id, {
      type: 'quiz',
      status: 'in_progress',
      title: 'Cells',
      output_data: { questions },
    });
    const deck = await t.services.projects.create(me.user.id, {
      type: 'flashcards',
      status: 'in_progress',
      title: 'Cells',
    });
    const cards = await t.services.practice.addCards(me.user.id, deck.id, 'cells', [
      { front: 'Nucleus', back: 'Holds DNA' },
      { front: 'Ribosome', back: 'Builds proteins' },
    ]);
    expect(await rate()).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/attempts',
      headers: me.headers,
      payload: { project_id: quiz.id, answers: [0, 0, 0] },
    });
    expect(await status(quiz.id)).toBe('completed');
    expect(await rate()).toBe(50);
    const review = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/flashcards/${id}/review`,
        headers: me.headers,
        payload: { rating: 'good' },
      });
    await review(cards[0]!.id);
    expect(await status(deck.id)).toBe('in_progress');
    await review(cards[1]!.id);
    expect(await status(deck.id)).toBe('completed');
    expect(await rate()).toBe(100);
    // A second attempt keeps it completed and counted once.
    await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/attempts',
      headers: me.headers,
      payload: { project_id: quiz.id, answers: [0, 1, 2] },
    });
    expect((await t.app.inject({ url: '/api/dashboard/stats', headers: me.headers })).json()).toMatchObject({
      total_projects: 2,
      completion_rate: 100,
    });
  });
});
