import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/app.ts';
import { firstMalformedString } from './well-formed-text.ts';

/** DESIGN.md §5: a wrong type is a 400 naming the field, never coerced, and nothing is stored. */
describe('strict input', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: me.headers, payload });
  const projectCount = async () =>
    (
      await t.services.db
        .selectFrom('projects')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it.each([
    ['a boolean', true],
    ['a numeric string', '1.5'],
    ['a one-number array', [1.5]],
  ])('refuses a voice speed given as %s', async (_, speed) => {
    const res = await post('/api/tts/generate', { text: 'Photosynthesis makes sugar from light.', speed });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Invalid field 'speed'/);
  });

  it('refuses a clip duration that is not a number, and saves nothing', async () => {
    const before = await projectCount();
    const res = await post('/api/tts/save-to-library', {
      title: 'Clip',
      text: 'Photosynthesis makes sugar from light.',
      audio_url: '/api/tts/audio/x.mp3',
      voice_id: 'victoria',
      speed: 1,
      duration: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Invalid field 'duration'/);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a question count given as text', async () => {
    const res = await post('/api/generate/quiz', { topic: 'Photosynthesis', num_questions: '5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Invalid field 'num_questions'/);
  });

  it('reads whole numbers in query strings, and nothing else', async () => {
    const list = (query: string) => t.app.inject({ url: `/api/projects?${query}`, headers: me.headers });
    expect((await list('limit=5&offset=0')).statusCode).toBe(200);
    for (const query of ['limit=1e1', 'limit=0x10', 'limit=', 'limit=2.5', 'limit=5&limit=6', 'offset=-1']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toMatch(/^Invalid querystring field '(limit|offset)'/);
    }
  });

  it('refuses text with an unpaired surrogate instead of storing it altered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ab\\ud800cd","email":"s@example.com","password":"correct-horse-1"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: "Invalid field 'username': the text contains an unpaired surrogate character",
    });
    const users = await t.services.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).not.toContain('s@example.com');
    // A paired surrogate (an emoji) is ordinary text.
    const emoji = await post('/api/tts/generate', { text: 'Plants 🌱 make sugar from light.', speed: 1 });
    expect(emoji.statusCode).not.toBe(400);
  });
});

describe('firstMalformedString', () => {
  it('names the path of the first bad string, at any depth, keys included', () => {
    expect(firstMalformedString({ a: ['ok', { b: 'x\udc00' }] })).toBe('a.1.b');
    expect(firstMalformedString({ '\ud800': 1 })).toBe('(a key)');
    expect(firstMalformedString('\ud83d')).toBe('');
    expect(firstMalformedString({ a: '🌱', b: [1, null, true] })).toBeUndefined();
    let deep: unknown = 'end\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstMalformedString(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});
