import {
  MATH_CHECK_INPUT_REQUIRED,
  MATH_CONFIRM_BELOW,
  MATH_CONFIRM_NOTE,
  MATH_INPUT_REQUIRED,
  MATH_NOT_READ,
  MathCheckResponse,
  type MathSolveResponse,
} from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderProblemPng } from '../../../../../packages/engines/src/math-ocr/testing.ts';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { WORD_PROBLEM_NEEDS_AI, WORD_PROBLEM_NOT_TRANSLATED } from './service.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

/** A multipart body as the math page sends it. */
function form(fields: Record<string, string>, image?: Buffer) {
  const boundary = '----studybot-test';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="problem.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const solve = (t: TestApp, me: Session, fields: Record<string, string>, image?: Buffer) => {
  const { payload, contentType } = form(fields, image);
  return t.app.inject({
    method: 'POST',
    url: '/api/generate/math-tutor',
    headers: { ...me.headers, 'content-type': contentType },
    payload,
  });
};

describe('POST /api/generate/math-tutor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('solves a typed quadratic step by step, verifies it, and saves it to the library', async () => {
    const me = await signUp(t);
    const res = await solve(t, me, { user_input: 'solve x^2-5x+6=0', mode: 'solve' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as MathSolveResponse;
    expect(body).toMatchObject({ task_type: 'quadratic_equation', validation: { ok: true }, confidence: 1 });
    expect(body.solution.final_answer.text).toMatch(/x = 3 or x = 2|x = 2 or x = 3/);
    expect(body.solution.steps.length).toBeGreaterThan(1);
    for (const step of body.solution.steps) expect(step.explanation.length).toBeGreaterThan(0);
    const project = (
      await t.app.inject({ url: `/api/projects/${body.project_id}`, headers: me.headers })
    ).json();
    expect(project).toMatchObject({
      type: 'math_tutor',
      output_data: {
        topic: 'quadratic equation',
        problem_text: 'solve x^2-5x+6=0',
        steps: body.solution.steps,
        final_answer: body.solution.final_answer,
      },
    });
  });

  it('reads LaTeX', async () => {
    const me = await signUp(t);
    const body = (
      await solve(t, me, { user_input: '\\frac{3}{4}+\\frac{1}{6}' })
    ).json() as MathSolveResponse;
    expect(body).toMatchObject({ task_type: 'fractions', solution: { final_answer: { text: '11/12' } } });
  });

  it('says when it read log as ln, with the base-10 problem to solve instead; none otherwise', async () => {
    const me = await signUp(t);
    const body = (await solve(t, me, { user_input: 'log(x) = 2' })).json() as MathSolveResponse;
    expect(body.assumptions).toEqual([
      expect.objectContaining({ choice: 'Read log as base 10', alternative: 'log_10(x) = 2' }),
    ]);
    const other = (await solve(t, me, { user_input: body.assumptions[0]!.alternative })).json();
    expect(other).toMatchObject({ assumptions: [], solution: { final_answer: { text: 'x = 100' } } });
  });

  it('says plainly what it cannot read or cannot solve yet, and saves nothing', async () => {
    const me = await signUp(t);
    const notMath = await solve(t, me, { user_input: 'what is the capital of France?' });
    expect(notMath.statusCode).toBe(422);
    expect(notMath.json()).toEqual({ detail: MATH_NOT_READ });
    const integral = await solve(t, me, { user_input: 'integrate e^(x^2) dx' });
    expect(integral.statusCode).toBe(422);
    expect(integral.json().detail).toMatch(/^I cannot solve this yet/);
    const library = await t.app.inject({ url: '/api/projects?type=math_tutor', headers: me.headers });
    expect(library.json()).toEqual([]);
  });

  it('rejects a blank problem, an unknown mode and a JSON body', async () => {
    const me = await signUp(t);
    expect((await solve(t, me, { user_input: '   ' })).json()).toEqual({ detail: MATH_INPUT_REQUIRED });
    expect((await solve(t, me, { user_input: '2x+3=11', mode: 'guess' })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/generate/math-tutor',
      headers: me.headers,
      payload: { user_input: '2x+3=11' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('photo input: free plan is refused with the plan it needs; paid plans get the photo read and solved', async () => {
    const me = await signUp(t);
    const photo = Buffer.from(renderProblemPng(['2x + 3 = 11']));
    const free = await solve(t, me, { mode: 'solve' }, photo);
    expect(free.statusCode).toBe(403);
    expect(free.json().detail).toMatch(/Plus plan/);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'plus' })
      .where('id', '=', me.user.id)
      .execute();
    const plus = await solve(t, me, { mode: 'solve' }, photo);
    expect(plus.statusCode).toBe(200);
    const body = plus.json() as MathSolveResponse;
    expect(body).toMatchObject({
      problem_text: '2x+3=11',
      task_type: 'linear_equation',
      validation: { ok: true },
    });
    expect(body.solution.final_answer.text).toBe('x = 4');
    expect(body.confidence).toBeGreaterThan(0.7);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect(body).toMatchObject({ read_from: 'photo', needs_confirmation: false });
    expect(body.validation.notes[0]).toBe('Checked for 2x+3=11 as read from your photo.');

    // A caret read as a quote mark ('2x"3') is a guess: the reading comes back to confirm, unsolved and unsaved.
    const saved = await t.services.db
      .selectFrom('projects')
      .select('id')
      .where('user_id', '=', me.user.id)
      .execute();
    const unsure = (
      await solve(t, me, { mode: 'solve' }, Buffer.from(renderProblemPng(['2x^3 - x = 1'])))
    ).json() as MathSolveResponse;
    expect(unsure.confidence).toBeLessThan(MATH_CONFIRM_BELOW);
    expect(unsure).toMatchObject({
      problem_text: '2x^3-x=1',
      needs_confirmation: true,
      project_id: '',
      validation: { ok: false, notes: [MATH_CONFIRM_NOTE] },
      solution: { steps: [], final_answer: { text: '' } },
    });
    expect(
      await t.services.db.selectFrom('projects').select('id').where('user_id', '=', me.user.id).execute(),
    ).toHaveLength(saved.length);
    // Confirmed, it is solved as typed text.
    const confirmed = (await solve(t, me, { user_input: unsure.problem_text })).json() as MathSolveResponse;
    expect(confirmed).toMatchObject({ read_from: 'typed', validation: { ok: true } });

    const junk = await solve(t, me, { mode: 'solve' }, Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(junk.statusCode).toBe(422);
    const blank = await solve(t, me, { mode: 'solve' }, Buffer.from(renderProblemPng([''])));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toMatch(/math/i);
  }, 60_000);

  it('a common word problem is translated by rules and solved without a model, the translation shown first', async () => {
    const me = await signUp(t);
    const res = await solve(t, me, {
      user_input: 'The sum of three consecutive integers is 72. Find the integers.',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as MathSolveResponse;
    expect(body).toMatchObject({
      read_from: 'words',
      needs_confirmation: false,
      problem_text: 'x + (x+1) + (x+2) = 72',
      validation: { ok: true },
      solution: { final_answer: { text: 'x = 23' } },
    });
    expect(body.solution.steps[0]).toEqual({
      hint: 'Translate the words into math',
      explanation:
        'Let x = the smallest of the three integers (the others are x+1 and x+2). The problem becomes x + (x+1) + (x+2) = 72.',
    });
    expect(body.solution.steps.length).toBeGreaterThan(1);
    expect(body.validation.notes[0]).toBe(
      'Checked for x + (x+1) + (x+2) = 72 as translated from your words.',
    );
    expect(body.source).toMatch(/^studybot-rules\+/);
    // Read by rules, not typed: never fully sure.
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.confidence).toBeLessThanOrEqual(0.9);
    const project = (
      await t.app.inject({ url: `/api/projects/${body.project_id}`, headers: me.headers })
    ).json();
    expect(project.output_data).toMatchObject({
      problem_text: 'x + (x+1) + (x+2) = 72',
      steps: body.solution.steps,
    });
  });

  it('a word problem the rules do not know gets a clear message without a model, and saves nothing', async () => {
    const me = await signUp(t);
    for (const story of [
      'A number doubled and increased by 3 gives 11. What is the number?',
      // A known template with a number its math would not use is not guessed at.
      'Tom has twice as many marbles as Jerry. Together they have 36 marbles. Tom gives 4 to Jerry.',
    ]) {
      const res = await solve(t, me, { user_input: story });
      expect(res.statusCode, story).toBe(422);
      expect(res.json()).toEqual({ detail: WORD_PROBLEM_NEEDS_AI });
    }
    expect(WORD_PROBLEM_NEEDS_AI).not.toMatch(/AI|model|configured|set up/);
    expect(WORD_PROBLEM_NEEDS_AI).toMatch(/consecutive numbers.*ages.*distance and speed/);
    expect(WORD_PROBLEM_NEEDS_AI).toMatch(/write it as an equation instead, like 3x \+ 12 = 45\.$/);
    const library = await t.app.inject({ url: '/api/projects?type=math_tutor', headers: me.headers });
    expect(library.json()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const { payload, contentType } = form({ user_input: '2x+3=11' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate/math-tutor',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/generate/math-tutor, mode=check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const check = async (me: Session, working: string) => {
    const res = await solve(t, me, { user_input: working, mode: 'check' });
    return { res, body: res.json() };
  };

  it('accepts correct working line by line, finishes at the answer, and saves nothing', async () => {
    const me = await signUp(t);
    const { res, body } = await check(me, '2x + 3 = 11\n\n2x = 8\nx = 4\n');
    expect(res.statusCode).toBe(200);
    const result = MathCheckResponse.parse(body);
    expect(result).toMatchObject({
      mode: 'check',
      task_type: 'linear_equation',
      first_error: null,
      finished: true,
      summary: 'All 2 steps are correct and x = 4 solves the problem.',
    });
    expect(result.lines.map((l) => [l.text, l.status])).toEqual([
      ['2x + 3 = 11', 'start'],
      ['2x = 8', 'correct'],
      ['x = 4', 'correct'],
    ]);
    const library = await t.app.inject({ url: '/api/projects?type=math_tutor', headers: me.headers });
    expect(library.json()).toEqual([]);
    // Finished, right working is evidence for its task type.
    expect(await t.services.practice.evidence(me.user.id)).toMatchObject([
      { objective: 'math:linear_equation', correct: true },
    ]);
  });

  it('flags a sign error at the right line and leaves the rest unchecked', async () => {
    const me = await signUp(t);
    const { res, body } = await check(me, '5x - 3 = 2x + 9\n3x - 3 = 9\n3x = 6\nx = 2');
    expect(res.statusCode).toBe(200);
    expect(body.first_error).toBe(2);
    expect(body.finished).toBe(false);
    expect(await t.services.practice.evidence(me.user.id)).toMatchObject([
      { objective: 'math:linear_equation', correct: false },
    ]);
    expect(body.lines.map((l: { status: string }) => l.status)).toEqual([
      'start',
      'correct',
      'wrong',
      'unchecked',
    ]);
    expect(body.lines[2]).toMatchObject({ mistake: 'sign_error' });
    expect(body.lines[2].hint.length).toBeGreaterThan(10);
    expect(body.summary).toBe('Step 2 has a sign error; the steps before it are correct.');
  });

  it('flags a dropped term', async () => {
    const me = await signUp(t);
    const { body } = await check(me, 'expand (x+1)(x+2)\nx^2 + 2x + x\nx^2 + 3x');
    expect(body.first_error).toBe(1);
    expect(body.lines[1]).toMatchObject({ status: 'wrong', mistake: 'dropped_term' });
  });

  it('reads LaTeX working', async () => {
    const me = await signUp(t);
    const { body } = await check(
      me,
      '\\frac{3}{4}+\\frac{1}{6}\n\\frac{9}{12}+\\frac{2}{12}\n\\frac{11}{12}',
    );
    expect(body).toMatchObject({ task_type: 'fractions', first_error: null, finished: true });
  });

  it('rejects too little, too much, too long and a photo with 400', async () => {
    const me = await signUp(t);
    for (const working of ['', '2x+3=11', '2x+3=11\n\n  \n']) {
      const { res, body } = await check(me, working);
      expect(res.statusCode, working).toBe(400);
      expect(body).toEqual({ detail: MATH_CHECK_INPUT_REQUIRED });
    }
    const tooMany = await check(me, ['2x+3=11', ...Array(30).fill('2x=8')].join('\n'));
    expect(tooMany.res.statusCode).toBe(400);
    const tooLong = await check(me, `2x+3=11\n${'x+'.repeat(160)}x=1`);
    expect(tooLong.res.statusCode).toBe(400);
    expect(tooLong.body.detail).toMatch(/300 characters/);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const photo = await solve(t, me, { user_input: '2x+3=11\n2x=8', mode: 'check' }, png);
    expect(photo.statusCode).toBe(400);
  });

  it('says 422 when the problem cannot be read or checked', async () => {
    const me = await signUp(t);
    const notMath = await check(me, 'what is the capital of France?\nParis');
    expect(notMath.res.statusCode).toBe(422);
    expect(notMath.body).toEqual({ detail: MATH_NOT_READ });
    const system = await check(me, 'x+y=5, x-y=1\nx = 3');
    expect(system.res.statusCode).toBe(422);
    expect(system.body.detail).toMatch(/not available for systems of equations/);
  });

  it('needs a signed-in user', async () => {
    const { payload, contentType } = form({ user_input: '2x+3=11\n2x=8', mode: 'check' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate/math-tutor',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('word problems with an AI model', () => {
  it('the model translates, the CAS solves and verifies, and the translation is shown as the first step', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const me = await signUp(t);
    fake.answer({
      kind: 'json',
      body: { math: '2*x+3=11', unknowns: [{ name: 'x', meaning: 'the number' }] },
    });
    const problem = 'A number doubled and increased by 3 gives 11. What is the number?';
    const res = await solve(t, me, { user_input: problem });
    expect(res.statusCode).toBe(200);
    const body = res.json() as MathSolveResponse;
    expect(body.solution.final_answer.text).toBe('x = 4');
    expect(body.solution.steps[0]).toMatchObject({ hint: 'Translate the words into math' });
    expect(body.solution.steps[0]!.explanation).toContain('x = the number');
    expect(body.source).toMatch(/^llm:fake-model\+/);
    expect(body.confidence).toBeLessThan(0.88);
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain(problem);

    fake.answer({ kind: 'json', body: { math: 'two x', unknowns: [{ name: 'number', meaning: '?' }] } });
    const bad = await solve(t, me, { user_input: problem });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: WORD_PROBLEM_NOT_TRANSLATED });

    // A story the rules know is translated by them: the model is not asked.
    const asked = fake.requests.length;
    const byRules = (
      await solve(t, me, { user_input: 'A car travels 180 miles in 3 hours. How fast is it going?' })
    ).json() as MathSolveResponse;
    expect(byRules).toMatchObject({ read_from: 'words', solution: { final_answer: { text: 'x = 60' } } });
    expect(byRules.source).toMatch(/^studybot-rules\+/);
    expect(byRules.solution.steps[0]!.explanation).toBe(
      'Let x = the speed in mph. The problem becomes 3x = 180.',
    );
    expect(fake.requests).toHaveLength(asked);
    await t.close();
  }, 60_000);
});

describe('photos with a vision model', () => {
  const agreeNote =
    'Checked for 2x+3=11 as read from your photo (read the same by the photo reader and the AI model fake-vision).';
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  let me: Session;
  const photo = Buffer.from(renderProblemPng(['2x + 3 = 11']));
  const saved = async () =>
    (await t.services.db.selectFrom('projects').select('id').where('user_id', '=', me.user.id).execute())
      .length;

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_VISION_MODEL: 'fake-vision',
      AI_TIMEOUT_MS: '1500',
    });
    me = await signUp(t);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'plus' })
      .where('id', '=', me.user.id)
      .execute();
  });

  it('a reading both readers agree on is solved, and the check says both read it', async () => {
    fake.answer({ kind: 'json', body: { math: '2*x + 3 = 11' } });
    const res = await solve(t, me, { mode: 'solve' }, photo);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MathSolveResponse;
    expect(body).toMatchObject({
      problem_text: '2x+3=11',
      read_from: 'photo',
      needs_confirmation: false,
      validation: { ok: true },
      solution: { final_answer: { text: 'x = 4' } },
    });
    expect(body.validation.notes[0]).toBe(agreeNote);
    expect(body.source).toMatch(/^llm:fake-vision\+/);
    expect(body.confidence).toBeGreaterThanOrEqual(0.9);
    // The vision model was shown the photo itself.
    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('fake-vision');
    const sent = JSON.stringify(request.body);
    expect(sent).toContain(`data:image/png;base64,${photo.toString('base64')}`);
    expect(sent).toMatch(/Do NOT solve it/);

    // A reading the photo reader alone is unsure of (it asks to confirm '2x^3-x=1') is solved once the model agrees.
    fake.answer({ kind: 'json', body: { math: '2*x^3 - x = 1' } });
    const unsure = (
      await solve(t, me, { mode: 'solve' }, Buffer.from(renderProblemPng(['2x^3 - x = 1'])))
    ).json() as MathSolveResponse;
    expect(unsure).toMatchObject({ problem_text: '2x^3-x=1', needs_confirmation: false });
    expect(unsure.validation.notes[0]).toMatch(
      /^Checked for 2x\^3-x=1 as read from your photo \(read the same/,
    );
  }, 60_000);

  it('readings that differ are never solved: the student chooses between them, and nothing is saved', async () => {
    const before = await saved();
    fake.answer({ kind: 'json', body: { math: '2*x + 3 = 17' } });
    const res = await solve(t, me, { mode: 'solve' }, photo);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MathSolveResponse;
    expect(body).toMatchObject({
      problem_text: '2x+3=11',
      needs_confirmation: true,
      project_id: '',
      source: 'photo',
      solution: { steps: [], final_answer: { text: '' } },
      validation: { ok: false, notes: [MATH_CONFIRM_NOTE] },
      assumptions: [
        {
          text: 'The AI model (fake-vision) read your photo as 2*x + 3 = 17.',
          choice: "Use the AI model's reading",
          alternative: '2*x + 3 = 17',
        },
      ],
    });
    expect(body.confidence).toBeLessThan(MATH_CONFIRM_BELOW);
    expect(await saved()).toBe(before);
    // Chosen, the model's reading is solved as typed text.
    const chosen = (await solve(t, me, { user_input: body.assumptions[0]!.alternative })).json();
    expect(chosen).toMatchObject({ read_from: 'typed', solution: { final_answer: { text: 'x = 7' } } });
  }, 60_000);

  it.each([
    ['fails', { kind: 'status', status: 500 }],
    ['does not answer in time', { kind: 'hang' }],
    ['reads nothing', { kind: 'json', body: { math: '' } }],
    ['answers at absurd length', { kind: 'json', body: { math: `${'x+'.repeat(200)}1=2` } }],
  ] as const)(
    'when the model %s, the photo reader reads alone as before',
    async (_, behaviour) => {
      fake.answer(behaviour);
      const res = await solve(t, me, { mode: 'solve' }, photo);
      expect(res.statusCode).toBe(200);
      const body = res.json() as MathSolveResponse;
      expect(body).toMatchObject({ problem_text: '2x+3=11', needs_confirmation: false, assumptions: [] });
      expect(body.validation.notes[0]).toBe('Checked for 2x+3=11 as read from your photo.');
      expect(body.source).not.toMatch(/llm:/);
    },
    60_000,
  );

  it("a photo the photo reader finds no math in comes back with the model's reading to confirm", async () => {
    const before = await saved();
    const blank = Buffer.from(renderProblemPng(['']));
    fake.answer({ kind: 'json', body: { math: 'x^2 - 4 = 0' } });
    const res = await solve(t, me, { mode: 'solve' }, blank);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      problem_text: 'x^2 - 4 = 0',
      read_from: 'photo',
      needs_confirmation: true,
      source: 'llm:fake-vision',
      confidence: 0.5,
      validation: { ok: false, notes: [MATH_CONFIRM_NOTE, 'Read by the AI model (fake-vision) alone.'] },
    });
    expect(await saved()).toBe(before);
    // Neither reads it: the photo reader's answer, as without a model.
    fake.answer({ kind: 'status', status: 500 });
    const neither = await solve(t, me, { mode: 'solve' }, blank);
    expect(neither.statusCode).toBe(422);
    expect(neither.json().detail).toMatch(/could not read a math problem/);
  }, 60_000);

  it("a photo reading that is not math, where the model read another, comes back with the model's to confirm", async () => {
    // What this photo says is not math, so however the photo reader reads it, the solver cannot read that.
    const garbled = Buffer.from(renderProblemPng(['x + = 3']));
    fake.answer({ kind: 'status', status: 500 });
    expect((await solve(t, me, { mode: 'solve' }, garbled)).statusCode).toBe(422);
    fake.answer({ kind: 'json', body: { math: 'x + 1 = 3' } });
    const res = await solve(t, me, { mode: 'solve' }, garbled);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      problem_text: 'x + 1 = 3',
      needs_confirmation: true,
      source: 'llm:fake-vision',
      assumptions: [],
    });
  }, 60_000);

  it('a file that is not an image is refused without asking the model', async () => {
    const asked = fake.requests.length;
    const junk = await solve(t, me, { mode: 'solve' }, Buffer.from('not a picture at all'));
    expect(junk.statusCode).toBe(422);
    expect(junk.json().detail).toMatch(/PNG, JPEG or WebP/);
    expect(fake.requests).toHaveLength(asked);
  });
});
