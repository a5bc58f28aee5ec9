import { MAX_IMPROVE_CHARS } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';

describe('writing assistant: improve', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const improve = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/writing-assistant/improve',
      headers,
      payload: payload as object,
    });

  it('answers suggestions with spans and the text with its safe fixes', async () => {
    const student = await signUp(t);
    const text = 'We visited the libary. The ball was thrown by the boy.';
    const res = await improve(student.headers, { text });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.improved_text).toBe('We visited the library. The ball was thrown by the boy.');
    expect(body.suggestions).toContainEqual({
      type: 'spelling',
      message: 'Check the spelling of “libary”.',
      start: 15,
      end: 21,
      replacement: 'library',
    });
    expect(body.suggestions).toContainEqual(expect.objectContaining({ type: 'style', replacement: null }));
  }, 120_000);

  it('refuses empty, too long or wrongly typed text with a 400 that says why', async () => {
    const student = await signUp(t);
    for (const [payload, detail] of [
      [{ text: '   ' }, /Text is required/],
      [{ text: 'a'.repeat(MAX_IMPROVE_CHARS + 1) }, /at most 20000 characters/],
      [{ text: 42 }, /text/],
      [{}, /text/],
    ] as const) {
      const res = await improve(student.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await improve({}, { text: 'Hello there.' })).statusCode).toBe(401);
  });
});

describe('writing assistant: rewrite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const rewrite = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/writing-assistant/rewrite',
      headers,
      payload: payload as object,
    });

  it('makes text formal and says what changed', async () => {
    const student = await signUp(t);
    const res = await rewrite(student.headers, {
      text: "We don't have a lot of time, so kids should find out fast.",
      type: 'formal',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rewritten_text).toContain('do not');
    expect(body.rewritten_text).not.toMatch(/kids|don't/);
    expect(body.changes).toContain('"don\'t" → "do not"');
  }, 120_000);

  it('paraphrases, keeping numbers, names and citations', async () => {
    const student = await signUp(t);
    const text = 'They built a huge wall because the river often flooded (Smith, 2019).';
    const res = await rewrite(student.headers, { text, type: 'paraphrase' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rewritten_text).not.toBe(text);
    expect(res.json().rewritten_text).toContain('(Smith, 2019)');
  }, 120_000);

  it('refuses with a 422 that says why when no rewrite keeps the meaning, and 400 for bad input', async () => {
    const student = await signUp(t);
    const formal = await rewrite(student.headers, {
      text: 'The committee approved the budget.',
      type: 'formal',
    });
    expect(formal.statusCode).toBe(422);
    expect(formal.json().detail).toBe('This text is already formal.');
    expect((await rewrite(student.headers, { text: ' ', type: 'formal' })).statusCode).toBe(400);
    expect((await rewrite(student.headers, { text: 'Hello.', type: 'shorter' })).statusCode).toBe(400);
  }, 120_000);
});

describe('writing assistant: rewrite with an AI model', () => {
  it("uses the model's rewrite when it keeps the facts, and the rules when it does not", async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const student = await signUp(t);
    const text = 'In 1789 the people of Paris stormed the Bastille (Smith, 2019).';
    const rewrite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/writing-assistant/rewrite',
        headers: student.headers,
        payload: { text, type: 'paraphrase' },
      });
    fake.answer({
      kind: 'json',
      body: { rewritten_text: 'In 1789, the people of Paris attacked the Bastille (Smith, 2019).' },
    });
    const good = await rewrite();
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({
      rewritten_text: 'In 1789, the people of Paris attacked the Bastille (Smith, 2019).',
      changes: ['Rewritten by fake-model'],
    });
    // A changed year is caught; the rules answer instead (here: nothing they can change safely).
    fake.answer({
      kind: 'json',
      body: { rewritten_text: 'In 1790, the people of Paris attacked the Bastille (Smith, 2019).' },
    });
    const bad = await rewrite();
    expect(bad.json().rewritten_text ?? bad.json().detail).not.toContain('1790');
    await t.close();
  }, 120_000);
});
