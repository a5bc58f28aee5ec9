import {
  CODE_REQUIRED,
  LESSON_LOCKED,
  NO_CODE_TO_EXECUTE,
  type RunResult,
  type TestResults,
} from '@studybot/contract';
import { PythonRunnerPool } from '@studybot/engines/python';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../platform/errors.ts';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { writeCurriculum } from '../bootcamp/testing.ts';
import { CodeService } from './service.ts';

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
    expect(pass.cases.map((c) => c.status)).toEqual(['passed', 'passed']);
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
      { topic: 'py:w01-l01', kind: 'lesson_test', is_correct: true, ref: 'w01-l01' },
      { topic: 'py:w01-l01', kind: 'lesson_test', is_correct: false, ref: 'w01-l01' },
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

  it('refuses a student who used the plan’s code-running time for the minute: 429 saying when it resets', async () => {
    const student = await signUp(t);
    const ledger = t.services.python.cpuLedger;
    const setPlan = (values: { plan_tier?: string; is_admin?: boolean }) =>
      t.services.db.updateTable('users').set(values).where('id', '=', student.user.id).execute();
    ledger.charge(student.user.id, 15_000); // the free plan's 15 s
    const refused = await post('/api/code/execute', { code: 'print(1)' }, student);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const detail = refused.json().detail as string;
    expect(detail).toMatch(
      /^You have used your 15 seconds of code-running time for this minute\. It resets at \d\d:\d\d:\d\d UTC \(in \d+ s\)\. Upgrade for more\.$/,
    );
    const [, hh, mm, ss, inSeconds] = /at (\d\d):(\d\d):(\d\d) UTC \(in (\d+) s\)/.exec(detail)!.map(Number);
    expect(inSeconds).toBe(retryAfter);
    // The clock time named is the Retry-After from now (give or take the rounding to whole seconds).
    const named = (hh! * 3600 + mm! * 60 + ss!) * 1000;
    const expected = (Date.now() + retryAfter * 1000) % 86_400_000;
    expect(Math.abs(((named - expected + 43_200_000) % 86_400_000) - 43_200_000)).toBeLessThan(3_000);
    const test = await post('/api/code/test', { code: "print('hi')", lesson_id: 'w01-l01' }, student);
    expect(test.statusCode).toBe(429);
    expect(
      await t.services.db
        .selectFrom('learning_evidence')
        .selectAll()
        .where('user_id', '=', student.user.id)
        .execute(),
    ).toEqual([]);

    // Paid plans have more (plus: 30 s); admins are not limited.
    await setPlan({ plan_tier: 'plus' });
    expect((await post('/api/code/execute', { code: 'print(2)' }, student)).json().output).toBe('2\n');
    ledger.charge(student.user.id, 15_000);
    expect((await post('/api/code/execute', { code: 'print(3)' }, student)).json().detail).toContain(
      'your 30 seconds',
    );
    await setPlan({ is_admin: true });
    expect((await post('/api/code/execute', { code: 'print(4)' }, student)).json().output).toBe('4\n');
  }, 60_000);

  it('refuses a student with too many programs waiting: 429, while other students are still served', async () => {
    const pool = new PythonRunnerPool({ maxRunners: 1, spares: 0, timeoutMs: 300, queueTimeoutMs: 300_000 });
    const code = new CodeService({
      bootcamp: t.services.bootcamp,
      practice: t.services.practice,
      runner: pool,
    });
    try {
      const [flooder, other] = [(await signUp(t)).user, (await signUp(t)).user];
      const loops = Array.from({ length: 4 }, () => code.execute(flooder, 'while True:\n    pass', []));
      const refused = (await code.execute(flooder, 'print(1)', []).catch((e) => e)) as HttpError;
      expect(refused.statusCode).toBe(429);
      expect(refused.detail).toBe(
        'You already have 4 programs running or waiting to run. Run again once they finish (in about 1 s).',
      );
      expect(refused.headers['retry-after']).toBe('1');
      expect((await code.execute(other, 'print(6*7)', [])).output).toBe('42\n');
      expect((await Promise.all(loops)).map((r) => r.success)).toEqual([false, false, false, false]);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
