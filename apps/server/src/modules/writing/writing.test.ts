import { MAX_IMPROVE_CHARS } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';

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
