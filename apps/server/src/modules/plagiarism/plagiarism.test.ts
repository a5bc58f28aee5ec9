import { OTHER_STUDENT_SOURCE, PLAGIARISM_TOO_SHORT, type PlagiarismResponse } from '@studybot/contract';
import { referenceCorpus } from '@studybot/engines/plagiarism';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const OWN_WORDS =
  'For my history class I wrote about how sailors lived in the nineteenth century. My grandmother kept a diary of her trip across the ocean, and reading it made me curious about long voyages.';
const INDEPENDENT =
  'Volcanoes form where molten rock rises through weak spots in the crust. When pressure builds, gas and ash burst out, and lava flows can reshape the land for miles around. Scientists watch for small earthquakes that warn of an eruption.';

const check = (t: TestApp, me: Session, text: string, title?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate/plagiarism',
    headers: me.headers,
    payload: { text, title },
  });

const MIGRATION_ESSAY = [
  'Every autumn the arctic tern leaves its nesting grounds near the North Pole and flies south along the coasts of Europe and Africa.',
  'By the time it reaches the pack ice of Antarctica it has covered more than thirty thousand kilometres, feeding on small fish it snatches from the surface of the sea.',
  'Because the bird follows the summer from one end of the planet to the other, it sees more daylight in a year than any other animal on Earth.',
  'Researchers who fitted tiny geolocators to a few dozen terns discovered that the birds do not fly in a straight line but trace a great S across the Atlantic, riding the prevailing winds instead of fighting them.',
  'A single tern may live for thirty years, which means that over its lifetime it travels a distance roughly equal to three return trips to the Moon.',
].join(' ');

/** The essay as a copier hands it in: a word swapped here and there, the rest left alone. */
const LIGHTLY_EDITED = MIGRATION_ESSAY.replace('Every autumn', 'Each autumn')
  .replace('flies south', 'travels south')
  .replace('small fish', 'little fish')
  .replace('more daylight', 'more sunlight')
  .replace('Researchers who', 'Scientists who')
  .replace('great S', 'huge S')
  .replace('A single tern', 'One tern')
  .replace('roughly equal', 'about equal');

/** Every run of eight words in `text`, lower-cased and without punctuation. */
function eightWordRuns(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const runs = new Set<string>();
  for (let i = 0; i + 8 <= words.length; i++) runs.add(words.slice(i, i + 8).join(' '));
  return runs;
}

/** Every string anywhere in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The first `n` words of a reference document, as a student would paste them. */
function referenceWords(idPrefix: string, n: number) {
  const doc = referenceCorpus().find((d) => d.id.startsWith(idPrefix))!;
  return { doc, words: doc.text.split(/\s+/).filter(Boolean).slice(0, n).join(' ') };
}

describe('POST /api/generate/plagiarism', () => {
  // Every check joins the platform index, so each test starts from an empty one. The
  // reference index is built once per process and shared.
  let t: TestApp;
  beforeAll(async () => {
    await (await createTestApp()).services.plagiarism.warm();
  }, 120_000);
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('finds a passage copied from the reference corpus, names its source, and saves the report', async () => {
    const me = await signUp(t);
    const { doc, words } = referenceWords('moby:', 60);
    const text = `${OWN_WORDS} ${words}`;
    const res = await check(t, me, text, 'Sea essay');
    expect(res.statusCode).toBe(200);
    const { project_id, title, results } = res.json() as PlagiarismResponse;
    expect(title).toBe('Sea essay');
    expect(results).toMatchObject({ is_mock: false, sources_found: 1, quoted_matches: [], truncated: false });
    expect(Math.abs(results.total_words - text.split(/\s+/).length)).toBeLessThanOrEqual(3);
    expect(results.documents_checked).toBeGreaterThan(1000);
    const [match] = results.matches;
    expect(match).toMatchObject({ title: doc.title, url: doc.url, kind: 'reference' });
    expect(match!.matched_words).toBeGreaterThanOrEqual(55);
    // About 60 of 96 words are copied.
    expect(results.similarity_score).toBeGreaterThan(55);
    expect(results.similarity_score).toBeLessThan(70);
    const passage = match!.passages[0]!;
    expect(text.slice(passage.start, passage.end)).toBe(passage.text);
    expect(words).toContain(passage.text.split(' ').slice(0, 8).join(' '));
    expect(doc.text).toContain(passage.source_text);

    const project = (await t.app.inject({ url: `/api/projects/${project_id}`, headers: me.headers })).json();
    expect(project).toMatchObject({ type: 'plagiarism', title: 'Sea essay', output_data: { results, text } });
    expect((await t.services.quotas.usage(me.user, 'plagiarism_checks')).used).toBe(1);
  });

  it('finds nothing in an independent text', async () => {
    const me = await signUp(t);
    const { results } = (await check(t, me, `${INDEPENDENT} ${OWN_WORDS}`)).json() as PlagiarismResponse;
    expect(results).toMatchObject({ similarity_score: 0, sources_found: 0, matches: [], quoted_matches: [] });
  });

  it('reports a quoted, cited passage separately and does not count it', async () => {
    const me = await signUp(t);
    const { words } = referenceWords('moby:', 50);
    const text = `${OWN_WORDS} As Melville writes, "${words}" (Melville, 1851, p. 1). ${INDEPENDENT}`;
    const { results } = (await check(t, me, text)).json() as PlagiarismResponse;
    expect(results.similarity_score).toBe(0);
    expect(results.matches).toEqual([]);
    expect(results.quoted_matches).toHaveLength(1);
    expect(results.quoted_matches[0]!.kind).toBe('reference');
  });

  it('matches another student’s earlier submission without revealing them or the rest of their text', async () => {
    const author = await signUp(t);
    const essay = `${INDEPENDENT} Magma chambers can sit quietly beneath a mountain for thousands of years before a single eruption empties them and the summit collapses into a wide caldera. Crater lakes often fill the hollow that remains.`;
    const first = (await check(t, author, essay)).json() as PlagiarismResponse;
    expect(first.results.sources_found).toBe(0);
    // Checking your own text again never matches yourself.
    const again = (await check(t, author, essay)).json() as PlagiarismResponse;
    expect(again.results.sources_found).toBe(0);

    const copier = await signUp(t);
    const copied = essay.split('. ').slice(3, 5).join('. ');
    const res = (await check(t, copier, `${OWN_WORDS} ${copied}.`)).json() as PlagiarismResponse;
    expect(res.results.matches).toHaveLength(1);
    const [match] = res.results.matches;
    expect(match).toMatchObject({ title: OTHER_STUDENT_SOURCE, url: null, kind: 'submission' });
    expect(match!.passages.map((p) => p.source_text)).toEqual(match!.passages.map(() => null));
    expect(JSON.stringify(res)).not.toContain(author.user.username);

    // Deleting the report takes the text out of the index.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${first.project_id}`,
      headers: author.headers,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${again.project_id}`,
      headers: author.headers,
    });
    const after = (await check(t, copier, `${OWN_WORDS} ${copied}.`)).json() as PlagiarismResponse;
    expect(after.results.sources_found).toBe(0);
  });

  it('never sends back wording of another student’s essay that the checker did not type', async () => {
    const author = await signUp(t);
    await check(t, author, MIGRATION_ESSAY, 'Arctic terns by a classmate');
    const checker = await signUp(t);
    const res = await check(t, checker, LIGHTLY_EDITED, 'My tern essay');
    expect(res.statusCode).toBe(200);
    const body = res.json() as PlagiarismResponse;
    // The copy is found and named as another student's, its passages in the checker's words.
    expect(body.results.similarity_score).toBeGreaterThan(50);
    const [match] = body.results.matches;
    expect(match).toMatchObject({ title: OTHER_STUDENT_SOURCE, url: null, kind: 'submission' });
    for (const p of match!.passages) expect(LIGHTLY_EDITED.slice(p.start, p.end)).toBe(p.text);

    const typed = eightWordRuns(LIGHTLY_EDITED);
    const notTyped = [...eightWordRuns(MIGRATION_ESSAY)].filter((run) => !typed.has(run));
    expect(notTyped.length).toBeGreaterThan(40);
    const sent = new Set(stringsIn(body).flatMap((s) => [...eightWordRuns(s)]));
    expect(notTyped.filter((run) => sent.has(run))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('Arctic terns by a classmate');
  });

  it('refuses text under 30 characters and charges nothing', async () => {
    const me = await signUp(t);
    const res = await check(t, me, '   too short to check   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: PLAGIARISM_TOO_SHORT });
    expect((await t.services.quotas.usage(me.user, 'plagiarism_checks')).used).toBe(0);
    expect((await check(t, me, 'x'.repeat(60_001))).statusCode).toBe(400);
  });

  it('free plan: three checks a month, then 429; plus has ten', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 3; i++)
      expect((await check(t, me, `${INDEPENDENT} Draft ${i}.`)).statusCode).toBe(200);
    const refused = await check(t, me, INDEPENDENT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/3 plagiarism checks this month/);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'plus' })
      .where('id', '=', me.user.id)
      .execute();
    expect((await check(t, me, INDEPENDENT)).statusCode).toBe(200);
    expect(
      (await t.services.quotas.usage({ ...me.user, plan_tier: 'plus' }, 'plagiarism_checks')).limit,
    ).toBe(10);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate/plagiarism',
      payload: { text: INDEPENDENT },
    });
    expect(res.statusCode).toBe(401);
  });
});
