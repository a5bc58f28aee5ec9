import {
  CODE_REQUIRED,
  LESSON_LOCKED,
  NO_CODE_TO_EXECUTE,
  type RunResult,
  type TestResults,
} from '@studybot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { writeCurriculum } from '../bootcamp/testing.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('code API', () => {
  let t: TestApp;
  let me: Session;
  beforeAll(async () => {
    t = await createTestApp({ BOOTCAMP_DIR: writeCurriculum() });
    me = await signUp(t);
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, session: Session | null = me) =>
    t.app.inject({ method: 'POST', url, headers: session?.headers ?? {}, payload });

  it('runs a program with input lines and explains an error', async () => {
    const ok = await post('/api/code/run', {
      code: "name = input('Name: ')\nprint('Hi', name)",
      inputs: ['Ada', ''],
      lesson_id: 'w01-l01',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, output: 'Name: Ada\nHi Ada\n', error: null });
    const broken = (await post('/api/code/run', { code: 'x = 1\nprint(y)' })).json() as RunResult;
    expect(broken.success).toBe(false);
    expect(broken.error).toMatch(/NameError.*line 2/);
    expect(broken.error_explanation).toBeTruthy();
  }, 60_000);

  it('refuses empty code, other languages, locked and unknown lessons', async () => {
    expect((await post('/api/code/run', { code: '   ' })).json()).toEqual({ detail: CODE_REQUIRED });
    expect((await post('/api/code/execute', { code: '' })).json()).toEqual({ detail: NO_CODE_TO_EXECUTE });
    expect((await post('/api/code/execute', { code: 'print(1)', language: 'js' })).statusCode).toBe(400);
    const locked = await post('/api/code/run', { code: 'print(1)', lesson_id: 'w02-l01' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe(LESSON_LOCKED);
    expect((await post('/api/code/test', { code: 'print(1)', lesson_id: 'w09-l09' })).statusCode).toBe(404);
    expect((await post('/api/code/run', { code: 'print(1)' }, null)).statusCode).toBe(401);
  });

  it('executes in the generic editor', async () => {
    const res = await post('/api/code/execute', { code: 'print(6 * 7)', language: 'python' });
    expect(res.json()).toMatchObject({ success: true, output: '42\n' });
    expect(res.json().execution_time).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it('grades a lesson on the server and records evidence for its objectives', async () => {
    const pass = (
      await post('/api/code/test', { code: "print('hi')", lesson_id: 'w01-l01' })
    ).json() as TestResults;
    expect(pass).toMatchObject({ passed: true, passed_tests: 2, total_tests: 2, score: 100 });
    const fail = (
      await post('/api/code/test', { code: "print('bye')", lesson_id: 'w01-l01' })
    ).json() as TestResults;
    expect(fail).toMatchObject({ passed: false, passed_tests: 1, total_tests: 2, score: 50 });
    expect(fail.cases[0]).toMatchObject({ name: 'prints hi', passed: false, expected: 'hi' });
    const evidence = await t.services.db
      .selectFrom('learning_evidence')
      .select(['topic', 'kind', 'is_correct', 'ref'])
      .where('user_id', '=', me.user.id)
      .orderBy('is_correct', 'desc')
      .execute();
    expect(evidence).toEqual([
      { topic: 'print a greeting', kind: 'lesson_test', is_correct: true, ref: 'w01-l01' },
      { topic: 'print a greeting', kind: 'lesson_test', is_correct: false, ref: 'w01-l01' },
    ]);
  }, 60_000);

  it('validates printed output against what the lesson expects, and lists practice exercises', async () => {
    const valid = await post('/api/code/validate', {
      code: "print('hi')  ",
      lesson_id: 'w01-l01',
      expected_output: 'hi\n\n',
    });
    expect(valid.json()).toEqual({ valid: true });
    const invalid = await post('/api/code/validate', {
      code: "print('ho')",
      lesson_id: 'w01-l01',
      expected_output: 'hi',
    });
    expect(invalid.json()).toEqual({ valid: false });
    const examples = await t.app.inject({ url: '/api/code/examples/w01-l01', headers: me.headers });
    expect(examples.json().examples.map((e: { title: string }) => e.title)).toEqual(['Say bye', 'Say both']);
  }, 60_000);
});
