import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCitations, type Paper, STUDENT_TODO_PREFIX, WRITING_MESSAGES } from '@studybot/contract';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { closedPort } from '../../test/net.ts';
import { buy } from '../billing/testing.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const PROMPT = 'Explain how photosynthesis works in plants';

const generate = (t: TestApp, me: Session, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/generate/writing-assistant', headers: me.headers, payload });

const sectionsText = (p: Pick<Paper, 'introduction' | 'body_paragraphs' | 'conclusion'>) =>
  [p.introduction, ...p.body_paragraphs.map((b) => b.content), p.conclusion].join('\n');

async function paperOf(t: TestApp, me: Session, payload: object = { prompt: PROMPT }): Promise<Paper> {
  const res = await generate(t, me, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paper;
}

describe('writing assistant: papers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('writes a cited draft from real sources and saves it as a draft', async () => {
    const me = await signUp(t);
    const paper = await paperOf(t, me, {
      prompt: PROMPT,
      writing_type: 'essay',
      citation_style: 'apa',
      word_count: 1000,
    });
    expect(paper.title).toBe('How Photosynthesis Works in Plants');
    expect(paper.body_paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paper.citations.length).toBeGreaterThan(0);
    expect(paper.generated_by).toBe('local');
    const text = sectionsText(paper);
    // Every reference is cited in the text, and every citation in the text has a reference.
    expect(checkCitations(text, paper.citations)).toEqual([]);
    for (const c of paper.citations) {
      expect(c.source_id).toMatch(/^(cat|pack):/);
      expect(c.passages.length).toBeGreaterThan(0);
      expect(c.full_reference.length).toBeGreaterThan(10);
    }
    expect(text).not.toContain('[[cite:');
    expect(paper.word_count).toBe(text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length);

    const drafts = await t.app.inject({ url: '/api/projects?type=writing_assistant', headers: me.headers });
    expect(drafts.json()).toEqual([
      expect.objectContaining({
        id: paper.project_id,
        type: 'writing_assistant',
        title: paper.title,
        metadata: expect.objectContaining({
          prompt: PROMPT,
          writing_type: 'essay',
          citation_style: 'apa',
          word_count: 1000,
        }),
      }),
    ]);
  });

  it('formats citations in the style asked for, and leaves them out when references are off', async () => {
    const me = await signUp(t);
    await t.services.db.updateTable('users').set({ plan_tier: 'max' }).where('id', '=', me.user.id).execute();
    const mla = await paperOf(t, me, { prompt: PROMPT, citation_style: 'mla' });
    const apa = await paperOf(t, me, { prompt: PROMPT, citation_style: 'apa' });
    expect(mla.citations.map((c) => c.source_id)).toEqual(apa.citations.map((c) => c.source_id));
    expect(mla.citations[0]!.in_text).not.toBe(apa.citations[0]!.in_text);
    const none = await paperOf(t, me, { prompt: PROMPT, include_references: false });
    expect(none.citations).toEqual([]);
    for (const c of apa.citations) expect(sectionsText(none)).not.toContain(c.in_text);
    expect(none.suggestions.join(' ')).toMatch(/References are off/);
  });

  it('says what to write, instead of inventing, when no source matches', async () => {
    const me = await signUp(t);
    const paper = await paperOf(t, me, { prompt: 'My favourite zorblax memories', writing_type: 'report' });
    expect(paper.citations).toEqual([]);
    expect(paper.suggestions[0]).toMatch(/No sources matched/);
    expect(paper.body_paragraphs.every((b) => b.content.includes('[Your argument:'))).toBe(true);
  });

  it('refuses bad requests with a 400 that says why, and counts nothing', async () => {
    const me = await signUp(t);
    for (const [payload, detail] of [
      [{ prompt: '  ' }, WRITING_MESSAGES.promptRequired],
      [{ prompt: PROMPT, writing_type: 'poem' }, /writing_type/],
      [{ prompt: PROMPT, citation_style: 'harvard' }, /citation_style/],
      [{ prompt: PROMPT, word_count: 700 }, /500, 1000, 1500, 2000, 3000/],
      [{ prompt: 'x'.repeat(2001) }, /at most 2000/],
    ] as const) {
      const res = await generate(t, me, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    const usage = await t.app.inject({ url: '/api/writing-assistant/usage', headers: me.headers });
    expect(usage.json()).toMatchObject({
      current_usage: 0,
      monthly_limit: 2,
      remaining: 2,
      plan_tier: 'free',
    });
  });

  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/generate/writing-assistant'],
      ['GET', '/api/writing-assistant/usage'],
      ['POST', '/api/writing-assistant/citations'],
      ['POST', '/api/writing-assistant/rewrite'],
      ['GET', '/api/writing-assistant/export/x?format=pdf'],
      ['PUT', '/api/writing-assistant/papers/x'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});

describe('writing assistant: quota and essay credits', () => {
  it('gives free students 2 papers a month, then spends bought essay credits', async () => {
    const t = await createTestApp({ PAYMENTS_PROVIDER: 'local' });
    const me = await signUp(t);
    await paperOf(t, me);
    await paperOf(t, me);
    const refused = await generate(t, me, { prompt: PROMPT });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ upgrade_plan: 'plus' });

    await buy(t, me, 'ai_essay_1');
    const before = await t.app.inject({ url: '/api/writing-assistant/usage', headers: me.headers });
    expect(before.json()).toEqual({
      current_usage: 2,
      monthly_limit: 2,
      remaining: 1,
      plan_tier: 'free',
      essay_credits: 1,
    });
    await paperOf(t, me);
    const after = await t.app.inject({ url: '/api/writing-assistant/usage', headers: me.headers });
    expect(after.json()).toMatchObject({ remaining: 0, essay_credits: 0 });
    expect((await generate(t, me, { prompt: PROMPT })).statusCode).toBe(429);
    await t.close();
  }, 60_000);

  it('shows unlimited papers as -1', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    await t.services.db.updateTable('users').set({ plan_tier: 'max' }).where('id', '=', me.user.id).execute();
    const usage = await t.app.inject({ url: '/api/writing-assistant/usage', headers: me.headers });
    expect(usage.json()).toMatchObject({ monthly_limit: -1, remaining: -1, plan_tier: 'max' });
    await t.close();
  });
});

describe('writing assistant: edits and export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const put = (me: Session, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/writing-assistant/papers/${id}`, headers: me.headers, payload });
  const exportAs = (me: Session, id: string, format: string) =>
    t.app.inject({ url: `/api/writing-assistant/export/${id}?format=${format}`, headers: me.headers });

  it('saves edits, so re-opening and both exports show them', async () => {
    const me = await signUp(t);
    const paper = await paperOf(t, me);
    const edit = {
      title: 'Light into Sugar',
      introduction: 'Plants make their own food. My thesis is that light drives everything else.',
      body_paragraphs: [
        { topic: 'Chlorophyll', content: `Chlorophyll absorbs light ${paper.citations[0]!.in_text}.` },
      ],
      conclusion: 'So light matters most.',
      source_ids: [paper.citations[0]!.source_id],
    };
    const saved = await put(me, paper.project_id, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    const savedPaper = saved.json() as Paper;
    expect(savedPaper).toMatchObject({ title: 'Light into Sugar', word_count: 24 });
    expect(savedPaper.citations.map((c) => c.source_id)).toEqual([paper.citations[0]!.source_id]);
    // The text's in-text citation follows its reference if the new set of sources changes it.
    expect(checkCitations(sectionsText(savedPaper), savedPaper.citations)).toEqual([]);
    const reopened = await t.app.inject({
      url: `/api/writing-assistant/papers/${paper.project_id}`,
      headers: me.headers,
    });
    expect(reopened.json()).toEqual(savedPaper);
    expect((await t.services.projects.get(me.user.id, paper.project_id)).status).toBe('in_progress');

    const docx = await exportAs(me, paper.project_id, 'docx');
    expect(docx.statusCode).toBe(200);
    // Exported: done, and evidence of citing well and of an argument with no note left to fill.
    expect((await t.services.projects.get(me.user.id, paper.project_id)).status).toBe('completed');
    const evidence = await t.services.practice.evidence(me.user.id);
    expect(evidence).toHaveLength(2);
    expect(evidence).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objective: 'writing:citations', correct: true }),
        expect.objectContaining({ objective: 'writing:development', correct: true }),
      ]),
    );
    expect(docx.headers['content-disposition']).toBe('attachment; filename="Light-into-Sugar.docx"');
    const xml = await (await JSZip.loadAsync(docx.rawPayload)).file('word/document.xml')!.async('string');
    const docText = xml.replace(/<[^>]+>/g, ' ');
    for (const words of [
      'Light into Sugar',
      'light drives everything else',
      'Chlorophyll absorbs light',
      'References',
    ])
      expect(docText).toContain(words);
    expect(docText).toContain(paper.citations[0]!.full_reference.slice(0, 20));

    const pdf = await exportAs(me, paper.project_id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain('My thesis is that light drives everything else.');
  }, 60_000);

  it('marks a paper done once: a draft with notes left to fill is evidence the argument needs work', async () => {
    const me = await signUp(t);
    const paper = await paperOf(t, me);
    const edit = {
      title: paper.title,
      introduction: paper.introduction,
      body_paragraphs: paper.body_paragraphs,
      conclusion: `${paper.conclusion} ${STUDENT_TODO_PREFIX} say what you conclude]`,
      source_ids: paper.citations.map((c) => c.source_id),
      done: true,
    };
    expect((await put(me, paper.project_id, edit)).statusCode).toBe(200);
    expect((await put(me, paper.project_id, edit)).statusCode).toBe(200);
    expect((await t.services.projects.get(me.user.id, paper.project_id)).status).toBe('completed');
    const evidence = await t.services.practice.evidence(me.user.id);
    expect(evidence).toHaveLength(2);
    expect(evidence).toContainEqual(
      expect.objectContaining({ objective: 'writing:development', correct: false }),
    );
  });

  it('refuses an unknown source or a bad edit and changes nothing', async () => {
    const me = await signUp(t);
    const paper = await paperOf(t, me);
    const base = { title: 'T', introduction: 'i', body_paragraphs: [], conclusion: 'c' };
    const unknown = await put(me, paper.project_id, { ...base, source_ids: ['cat:no-such-book'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Unknown source: cat:no-such-book');
    const noTitle = await put(me, paper.project_id, { ...base, title: ' ', source_ids: [] });
    expect(noTitle.statusCode).toBe(400);
    const reopened = await t.app.inject({
      url: `/api/writing-assistant/papers/${paper.project_id}`,
      headers: me.headers,
    });
    expect(reopened.json()).toEqual(paper);
  });

  it("keeps papers private: another student's paper is not found", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const paper = await paperOf(t, owner);
    expect((await exportAs(other, paper.project_id, 'pdf')).statusCode).toBe(404);
    const edit = { title: 'Mine', introduction: '', body_paragraphs: [], conclusion: '', source_ids: [] };
    expect((await put(other, paper.project_id, edit)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/writing-assistant/papers/${paper.project_id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers 'No content to export' for an empty paper and 400 for an unknown format", async () => {
    const me = await signUp(t);
    const paper = await paperOf(t, me);
    await put(me, paper.project_id, {
      title: 'Empty',
      introduction: ' ',
      body_paragraphs: [],
      conclusion: '',
      source_ids: [],
    });
    const empty = await exportAs(me, paper.project_id, 'docx');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: WRITING_MESSAGES.noContent });
    expect((await exportAs(me, paper.project_id, 'rtf')).statusCode).toBe(400);
  });
});

describe('writing assistant: citations', () => {
  it('finds real works on a topic, formatted in the style asked for', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const find = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/writing-assistant/citations', headers: me.headers, payload });
    const res = await find({
      topic: 'evolution by natural selection',
      citation_style: 'apa',
      num_sources: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { citations } = res.json() as { citations: Paper['citations'] };
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.length).toBeLessThanOrEqual(5);
    expect(citations.some((c) => c.full_reference.startsWith('Darwin, C.'))).toBe(true);
    expect((await find({ topic: ' ' })).statusCode).toBe(400);
    expect((await find({ topic: 'cells', num_sources: 50 })).statusCode).toBe(400);
    await t.close();
  });
});

describe('writing assistant: papers with an AI model', () => {
  it('keeps only citations of passages it was given, and falls back when a section cites nothing', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const me = await signUp(t);
    await t.services.db.updateTable('users').set({ plan_tier: 'max' }).where('id', '=', me.user.id).execute();
    fake.answer({
      kind: 'json',
      body: {
        title: 'Photosynthesis',
        introduction: 'Plants make food from light.',
        body_paragraphs: [
          {
            topic: 'Light',
            content: 'Light energy is absorbed by chlorophyll [S1]. Aliens invented it [S99].',
          },
        ],
        conclusion: 'Light matters.',
      },
    });
    const paper = await paperOf(t, me);
    expect(paper.generated_by).toBe('llm:fake-model');
    expect(paper.citations).toHaveLength(1);
    expect(paper.body_paragraphs[0]!.content).toBe(
      `Light energy is absorbed by chlorophyll ${paper.citations[0]!.in_text}. Aliens invented it.`,
    );
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    expect(prompt).toContain(paper.citations[0]!.passages[0]!.slice(0, 30));

    fake.answer({
      kind: 'json',
      body: {
        title: 'T',
        introduction: 'I.',
        body_paragraphs: [{ topic: 'A', content: 'No citation here.' }],
        conclusion: 'C.',
      },
    });
    expect((await paperOf(t, me)).generated_by).toBe('local');
    await t.close();
  }, 60_000);
});

describe("writing assistant: the student's own sources", () => {
  const SOURCE_TEXT =
    'Zorblax crystals form only in caves where the air stays below four degrees. ' +
    'Miners in the northern valleys have collected zorblax crystals for three centuries. ' +
    'A zorblax crystal glows faintly green when it is warmed in the hand. ' +
    'The largest zorblax crystal on record weighed just over two kilograms.';

  it('adds a source that papers and the citation finder then use, for its owner only', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const other = await signUp(t);
    const add = (who: Session, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/writing-assistant/sources', headers: who.headers, payload });
    const res = await add(me, {
      type: 'book',
      title: 'Zorblax Crystals of the North',
      authors: ['Okafor, Ada', 'Lindqvist, Per'],
      year: 2019,
      publisher: 'Valley Press',
      text: SOURCE_TEXT,
    });
    expect(res.statusCode, res.body).toBe(200);
    const source = res.json();
    expect(source).toMatchObject({
      source_id: `lib:${source.project_id}`,
      passages: 4,
      reference: 'Okafor, A., & Lindqvist, P. (2019). Zorblax Crystals of the North. Valley Press.',
    });
    const listed = await t.app.inject({ url: '/api/writing-assistant/sources', headers: me.headers });
    expect(listed.json().sources).toEqual([source]);

    const paper = await paperOf(t, me, { prompt: 'How zorblax crystals form and glow' });
    expect(paper.citations.map((c) => c.source_id)).toEqual([source.source_id]);
    expect(sectionsText(paper)).toContain(
      `A zorblax crystal glows faintly green when it is warmed in the hand ${paper.citations[0]!.in_text}.`,
    );
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/writing-assistant/citations',
      headers: me.headers,
      payload: { topic: 'zorblax crystals' },
    });
    expect(found.json().citations[0].source_id).toBe(source.source_id);

    const theirs = await paperOf(t, other, { prompt: 'How zorblax crystals form and glow' });
    expect(theirs.citations).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/writing-assistant/sources', headers: other.headers })).json(),
    ).toEqual({ sources: [] });

    // Deleting the source in the library leaves papers that cite it able to save.
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${source.project_id}`, headers: me.headers });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/writing-assistant/papers/${paper.project_id}`,
      headers: me.headers,
      payload: { ...paper, source_ids: [source.source_id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().citations).toEqual(paper.citations);
    await t.close();
  });

  it('refuses a source without enough text, a bad link or no title', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/writing-assistant/sources', headers: me.headers, payload });
    expect((await add({ title: 'Short', text: 'Too short.' })).json().detail).toMatch(
      /at least 200 characters/,
    );
    expect(
      (await add({ title: 'Link', url: 'javascript:alert(1)', text: SOURCE_TEXT })).json().detail,
    ).toMatch(/http/);
    expect((await add({ title: ' ', text: SOURCE_TEXT })).statusCode).toBe(400);
    expect((await add({ title: 'No sentences', text: 'word '.repeat(100) })).json().detail).toMatch(
      /No whole sentences/,
    );
    expect(
      (await t.app.inject({ url: '/api/writing-assistant/sources', headers: me.headers })).json(),
    ).toEqual({ sources: [] });
    await t.close();
  });
});

describe('writing assistant: citation lookup in OpenAlex (off by default)', () => {
  async function startFakeOpenAlex() {
    const requests: string[] = [];
    const server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          results: [
            {
              title: 'Zorblax crystal growth in cold caves',
              publication_year: 2021,
              doi: 'https://doi.org/10.9999/zorblax.2021.7',
              type: 'article',
              authorships: [{ author: { display_name: 'Ada Okafor' } }],
              primary_location: { source: { display_name: 'Journal of Cave Minerals' } },
              biblio: { volume: '12', issue: '3', first_page: '45', last_page: '60' },
            },
            // No year: not cited half-known.
            { title: 'Undated zorblax notes', authorships: [{ author: { display_name: 'A. Nobody' } }] },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
  }

  it('fills the places the shelf leaves with works found there, which papers can then cite', async () => {
    const openAlex = await startFakeOpenAlex();
    const t = await createTestApp({ CITATION_LOOKUP: 'openalex', CITATION_LOOKUP_URL: openAlex.url });
    const me = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/writing-assistant/citations',
      headers: me.headers,
      payload: { topic: 'zorblax crystals', num_sources: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { citations: all } = res.json() as { citations: Paper['citations'] };
    // The shelf's own finds come first; the lookup fills the rest (one usable work here).
    const citations = all.filter((c) => c.source_id.startsWith('ext:'));
    expect(all.at(-1)).toEqual(citations[0]);
    expect(citations).toEqual([
      {
        source_id: expect.stringMatching(/^ext:[0-9a-f]{24}$/),
        full_reference:
          'Okafor, A. (2021). Zorblax crystal growth in cold caves. Journal of Cave Minerals, 12(3), 45–60. https://doi.org/10.9999/zorblax.2021.7',
        in_text: '(Okafor, 2021)',
        passages: [],
      },
    ]);
    expect(openAlex.requests[0]).toBe(`/works?search=zorblax%20crystals&per-page=${3 - (all.length - 1)}`);

    const paper = await paperOf(t, me);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/writing-assistant/papers/${paper.project_id}`,
      headers: me.headers,
      payload: {
        ...paper,
        source_ids: [...paper.citations.map((c) => c.source_id), citations[0]!.source_id],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().citations.map((c: { source_id: string }) => c.source_id)).toContain(
      citations[0]!.source_id,
    );
    await t.close();
  });

  it('answers from the shelf alone when the service cannot be reached', async () => {
    const t = await createTestApp({
      CITATION_LOOKUP: 'openalex',
      CITATION_LOOKUP_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    const me = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/writing-assistant/citations',
      headers: me.headers,
      payload: { topic: 'evolution by natural selection', num_sources: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().citations.every((c: { source_id: string }) => /^(cat|pack):/.test(c.source_id))).toBe(
      true,
    );
    await t.close();
  });
});
