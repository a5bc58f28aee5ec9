import fs from 'node:fs';
import path from 'node:path';
import type { GenerateQuizResponse } from '@studybot/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp, uploadFile } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { WATER_NOTES } from '../../test/notes.ts';

const post = (t: TestApp, url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/generate/quiz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('makes a quiz from the student’s notes, citing them, and saves it to the library', async () => {
    const me = await signUp(t);
    const res = await post(t, '/api/generate/quiz', me.headers, {
      topic: 'the water cycle',
      difficulty: 'medium',
      num_questions: 5,
      source_text: WATER_NOTES,
    });
    expect(res.statusCode).toBe(200);
    const quiz = res.json() as GenerateQuizResponse;
    expect(quiz.source).toBe('local:notes');
    expect(quiz.title).toBe('Quiz: the water cycle');
    expect(quiz.questions).toHaveLength(5);
    for (const q of quiz.questions) {
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
      expect(WATER_NOTES).toContain(q.source!.sentence.replace(/\s+/g, ' ').trim().slice(0, 30));
      expect(q.source!.sentence.toLowerCase()).toContain(q.options[q.correct_answer]!.toLowerCase());
    }
    const library = await t.app.inject({ url: '/api/projects?type=quiz', headers: me.headers });
    expect(library.json()).toEqual([
      expect.objectContaining({ id: quiz.project_id, title: 'Quiz: the water cycle', status: 'in_progress' }),
    ]);
    const usage = await t.services.quotas.usage(me.user, 'quizzes');
    expect(usage.used).toBe(1);
  });

  it('says how many questions the material supports, and does not charge the quota', async () => {
    const me = await signUp(t);
    const res = await post(t, '/api/generate/quiz', me.headers, {
      topic: 'tiny notes',
      num_questions: 20,
      source_text: WATER_NOTES.split('. ').slice(0, 3).join('. '),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^There is only enough material for \d+ questions? on "tiny notes"/);
    expect((await t.services.quotas.usage(me.user, 'quizzes')).used).toBe(0);
    const library = await t.app.inject({ url: '/api/projects', headers: me.headers });
    expect(library.json()).toEqual([]);
  });

  it('rejects bad input with a readable 400', async () => {
    const me = await signUp(t);
    for (const [payload, detail] of [
      [{ num_questions: 5 }, "'topic'"],
      [{ topic: '   ' }, 'Topic is required (or attach notes)'],
      [{ topic: '', source_text: '   ' }, 'Topic is required (or attach notes)'],
      [{ topic: 'cells', num_questions: 50 }, "'num_questions'"],
      [{ topic: 'cells', difficulty: 'extreme' }, "'difficulty'"],
    ] as const) {
      const res = await post(t, '/api/generate/quiz', me.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
  });

  it('stops a free student after 5 quizzes a day with 429', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 5; i++) {
      const ok = await post(t, '/api/generate/quiz', me.headers, {
        topic: 'water',
        source_text: WATER_NOTES,
      });
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await post(t, '/api/generate/quiz', me.headers, {
      topic: 'water',
      source_text: WATER_NOTES,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/^You have used all 5 quizzes today\./);
  });
});

describe('with notes and no topic', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('names a quiz from the notes’ heading, or their key phrase when they have none', async () => {
    const me = await signUp(t);
    const headed = await post(t, '/api/generate/quiz', me.headers, {
      source_text: `The Water Cycle\n\n${WATER_NOTES}`,
    });
    expect(headed.statusCode).toBe(200);
    expect(headed.json()).toMatchObject({ title: 'Quiz: The Water Cycle', source: 'local:notes' });
    const plain = await post(t, '/api/generate/quiz', me.headers, { topic: '', source_text: WATER_NOTES });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().title).toBe('Quiz: Water');
    const library = await t.app.inject({ url: '/api/projects?type=quiz', headers: me.headers });
    expect(library.json().map((p: { description: string }) => p.description)).toEqual(
      expect.arrayContaining(['5 medium questions on The Water Cycle', '5 medium questions on Water']),
    );
  });

  it('names flashcards from a library item by its title', async () => {
    const me = await signUp(t);
    const item = await t.services.projects.create(me.user.id, {
      type: 'writing_assistant',
      title: 'My water cycle essay',
      output_data: { body: WATER_NOTES },
    });
    const res = await post(t, '/api/generate/flashcards', me.headers, { project_id: item.id, num_cards: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Flashcards: My water cycle essay');
  });
});

describe('POST /api/generate/flashcards', () => {
  it('makes cards with review ids that show up as due', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const res = await post(t, '/api/generate/flashcards', me.headers, {
      topic: 'water cycle',
      num_cards: 5,
      source_text: WATER_NOTES,
    });
    expect(res.statusCode).toBe(200);
    const set = res.json();
    expect(set.title).toBe('Flashcards: water cycle');
    expect(set.cards).toHaveLength(5);
    expect(new Set(set.cards.map((c: { front: string }) => c.front.toLowerCase())).size).toBe(5);
    const due = await t.app.inject({ url: '/api/flashcards/due', headers: me.headers });
    expect(
      due
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual(set.cards.map((c: { id: string }) => c.id).sort());
  });
});

describe('POST /api/generate/image', () => {
  it('draws a graph as PNG and SVG and saves it to the library', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const res = await post(t, '/api/generate/image', me.headers, { prompt: 'graph of y = x^2 - 4' });
    expect(res.statusCode).toBe(200);
    const image = res.json();
    expect(image).toMatchObject({ title: 'graph of y = x^2 - 4', source: 'local:plot' });
    const png = await t.app.inject({ url: image.output_url });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const svg = await t.app.inject({ url: image.svg_url });
    expect(svg.body).toContain('<svg');
    const project = await t.app.inject({ url: `/api/projects/${image.project_id}`, headers: me.headers });
    expect(project.json()).toMatchObject({ type: 'image', output_url: image.output_url });

    // Deleting the project deletes its files: their URLs stop working.
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${image.project_id}`, headers: me.headers });
    expect((await t.app.inject({ url: image.output_url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.svg_url })).statusCode).toBe(404);
  });

  it('draws a concept map from WordNet when no study pack covers the topic', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const res = await post(t, '/api/generate/image', me.headers, { prompt: 'diagram of a bicycle' });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('local:concept-map');
    const project = await t.app.inject({
      url: `/api/projects/${res.json().project_id}`,
      headers: me.headers,
    });
    expect(project.json().output_data.basis).toMatch(/wordnet/i);
  });

  it('draws cycles, ordered stages and process maps from the study packs', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    for (const [prompt, kind, pack] of [
      ['the water cycle', 'cycle', 'geography-rivers-and-the-water-cycle'],
      ['planets in order', 'sequence', 'physics-gravity-and-the-solar-system'],
      ['concept map of photosynthesis', 'relation-map', 'biology-photosynthesis'],
    ]) {
      const res = await post(t, '/api/generate/image', me.headers, { prompt });
      expect(res.statusCode, prompt).toBe(200);
      expect(res.json().source).toBe(`local:${kind}`);
      const project = await t.app.inject({
        url: `/api/projects/${res.json().project_id}`,
        headers: me.headers,
      });
      expect(project.json().output_data.basis).toContain(pack);
    }
    // Asked the other way round, the stages are drawn last to first.
    const ranks = await post(t, '/api/generate/image', me.headers, {
      prompt: 'taxonomic ranks from species to domain',
    });
    const svg = (await t.app.inject({ url: ranks.json().svg_url })).body;
    expect(svg.indexOf('Species')).toBeLessThan(svg.indexOf('Domain'));
  });

  it('says what it can draw instead of drawing something random, and does not charge', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const res = await post(t, '/api/generate/image', me.headers, { prompt: 'a cat wearing a tiny hat' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.length).toBeGreaterThan(20);
    expect((await t.services.quotas.usage(me.user, 'images')).used).toBe(0);
  });

  it('leaves no picture files behind when the library item cannot be saved, and does not charge', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const filesDir = path.join(t.config.dataDir, 'files');
    const stored = () =>
      fs.existsSync(filesDir)
        ? fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
        : 0;
    vi.spyOn(t.services.projects, 'create').mockRejectedValueOnce(new Error('disk full'));
    const res = await post(t, '/api/generate/image', me.headers, { prompt: 'graph of y = x^2 - 4' });
    expect(res.statusCode).toBe(500);
    expect(stored()).toBe(0);
    expect((await t.services.quotas.usage(me.user, 'images')).used).toBe(0);
    const again = await post(t, '/api/generate/image', me.headers, { prompt: 'graph of y = x^2 - 4' });
    expect(again.statusCode).toBe(200);
    expect(stored()).toBe(2);
  });

  it('uses the first 30 characters of the prompt as the default title', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const res = await post(t, '/api/generate/image', me.headers, {
      prompt: 'graph of y = x^3 - x from -2 to 2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('graph of y = x^3 - x from -2 t');
  });
});

describe('POST /api/notes/extract', () => {
  const upload = (t: TestApp, headers: Record<string, string>, name: string, bytes: Uint8Array) =>
    uploadFile(t, '/api/notes/extract', headers, name, bytes);

  it('reads a text file, refuses other content and oversized files', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const ok = await upload(t, me.headers, 'notes.txt', Buffer.from(WATER_NOTES));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ file_name: 'notes.txt', word_count: WATER_NOTES.split(/\s+/).length });

    const binary = await upload(
      t,
      me.headers,
      'notes.txt',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0, 0]),
    );
    expect(binary.statusCode).toBe(415);
    expect(binary.json().detail).toBe(
      'Could not read notes.txt: Unsupported file type. Upload a PDF, a Word document (.docx) or a plain-text file.',
    );

    const long = await upload(t, me.headers, 'book.txt', Buffer.from('word '.repeat(30_000)));
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(
      /^book\.txt has 149,999 characters of text; notes may have at most 100,000\./,
    );

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/notes/extract',
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'The upload is not valid multipart/form-data' });

    const huge = await upload(t, me.headers, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'File is too large; the limit is 10 MB' });

    const json = await post(t, '/api/notes/extract', me.headers, { text: 'hi' });
    expect(json.statusCode).toBe(400);
  });
});

describe('with an LLM configured', () => {
  it('uses its grounded answer, and falls back to local with a notice when it misbehaves', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const me = await signUp(t);
    const question = (i: number) => ({
      question: `Which process is described here (${i})?`,
      options: ['Evaporation', 'Condensation', 'Runoff', 'Infiltration'].map((o) =>
        i === 0 ? o : `${o} ${i}`,
      ),
      correct_answer: 0,
      explanation: 'From the notes.',
      source_sentence:
        'Evaporation turns liquid water into water vapour when the sun heats oceans and lakes.',
    });
    fake.answer({ kind: 'json', body: { questions: [0, 1, 2, 3, 4].map(question) } });
    const bad = await post(t, '/api/generate/quiz', me.headers, { topic: 'water', source_text: WATER_NOTES });
    // Options like "Evaporation 1" are not in the cited sentence: the checks refuse them.
    expect(bad.json().source).toBe('local:notes');
    expect(bad.json().notice).toMatch(/failed checks/);

    fake.answer({ kind: 'status', status: 503 });
    const down = await post(t, '/api/generate/quiz', me.headers, {
      topic: 'water',
      source_text: WATER_NOTES,
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().source).toBe('local:notes');
    expect(down.json().notice).toMatch(/could not answer/);
  });
});

describe('with an image model configured', () => {
  const ONE_PIXEL_PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('asks it for free-form pictures, keeps diagrams local, and falls back honestly', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_IMAGE_MODEL: 'fake-image',
    });
    const me = await signUp(t);

    fake.answer({ kind: 'raw', body: { created: 1, data: [{ b64_json: ONE_PIXEL_PNG }] } });
    const picture = await post(t, '/api/generate/image', me.headers, {
      prompt: 'a watercolour of a volcano erupting',
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.json()).toMatchObject({ source: 'llm:fake-image' });
    expect(picture.json().svg_url).toBeUndefined();
    expect(fake.requests.at(-1)!.url).toBe('/v1/images/generations');
    const png = await t.app.inject({ url: picture.json().output_url });
    expect(png.rawPayload.toString('base64')).toBe(ONE_PIXEL_PNG);

    const requestsBefore = fake.requests.length;
    const graph = await post(t, '/api/generate/image', me.headers, { prompt: 'graph of y = x^2 - 4' });
    expect(graph.json().source).toBe('local:plot');
    expect(fake.requests.length).toBe(requestsBefore);

    fake.answer({ kind: 'status', status: 500 });
    const down = await post(t, '/api/generate/image', me.headers, {
      prompt: 'a watercolour of a volcano erupting',
    });
    expect(down.statusCode).toBe(422);
    expect((await t.services.quotas.usage(me.user, 'images')).used).toBe(2);
  });
});
