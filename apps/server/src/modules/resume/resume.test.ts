import {
  type CoverLetterResponse,
  RESUME_MAX_FILE_BYTES,
  RESUME_MESSAGES,
  type ResumeAnalysisRecord,
  type ResumeAnalyzeResponse,
  type ResumeHistoryResponse,
} from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from '../../../../../packages/engines/src/documents/testing.ts';
import { resumeToDocx, resumeToPdf } from '../../../../../packages/engines/src/resume/testing.ts';
import { createTestApp, makeAdmin, signUp, type TestApp, uploadFile } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const RESUME = `Maya Okafor
maya.okafor@example.com | (555) 201-3344 | linkedin.com/in/mayaokafor | Columbus, OH

EDUCATION
B.S. Computer Science, Lakeview State University — May 2026

EXPERIENCE
Software Engineering Intern, Brightline Labs — Columbus, OH | Jun 2025 – Aug 2025
- Built a Python service that cut report generation time from 40 minutes to 6 minutes
- Responsible for the team's SQL reporting queries
- Wrote 35 unit tests with pytest, raising coverage from 52% to 81%

Library Assistant, Lakeview State University | Sep 2023 – May 2025
- Helped with checking out books and answering questions at the front desk
- Trained 4 new student workers on the catalogue system

SKILLS
Python, SQL, Git, pytest, JavaScript, React, Linux
`;

const POSTING = `Junior Data Analyst
Company: Harbor Analytics

About the role
You will build reports and dashboards for our clients.

Requirements
- Strong SQL and Python skills for data analysis
- Experience building dashboards in Tableau
- Clear written communication with clients
- Attention to detail when checking data quality

Nice to have
- Experience with Git
`;

describe('resume analyzer', () => {
  let t: TestApp;
  let me: Session;
  const post = (url: string, payload: object, who: Session = me) =>
    t.app.inject({ method: 'POST', url, payload, headers: who.headers });
  const get = (url: string, who: Session = me) => t.app.inject({ url, headers: who.headers });
  const setPlan = (who: Session, plan: string) =>
    t.services.db.updateTable('users').set({ plan_tier: plan }).where('id', '=', who.user.id).execute();
  const history = async (who: Session) =>
    ((await get('/api/resume/history', who)).json() as ResumeHistoryResponse).analyses;

  // The grammar checker loaded before any analysis: a spelling check that fails (as one may on a busy
  // machine while it loads) leaves the résumé scored without it, and two analyses would differ.
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.writing.warm();
    me = await signUp(t);
  }, 180_000);

  it('refuses too little text with the spec’s message and stores nothing', async () => {
    const short = await post('/api/resume/analyze', {
      resume_text: '   Maya Okafor, student   ',
      analysis_type: 'resume',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toContain(RESUME_MESSAGES.tooShort);
    const wrongType = await post('/api/resume/analyze', { resume_text: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toContain("Invalid field 'resume_text'");
    expect(await history(me)).toEqual([]);
    expect((await get('/api/resume/history')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/resume/history' })).statusCode).toBe(401);
  });

  // Four analyses and a sign-up: real work, given room on a busy 2-core machine.
  it('gives a free student the scorecard and the basics, says what was withheld, and counts 3 a month', {
    timeout: 120_000,
  }, async () => {
    const student = await signUp(t);
    const first = await post(
      '/api/resume/analyze',
      { resume_text: RESUME, job_description: POSTING, analysis_type: 'resume' },
      student,
    );
    expect(first.statusCode).toBe(200);
    const { id, analysis } = first.json() as ResumeAnalyzeResponse;
    expect(analysis.scorecard.overall).toBeGreaterThan(40);
    expect(analysis.feedback_points.length).toBeLessThanOrEqual(3);
    expect(analysis.improvement_suggestions.length).toBeLessThanOrEqual(2);
    expect(analysis.sample_rewrites).toEqual([]);
    expect(analysis.job_match).toBeNull();
    expect(analysis.tier_restriction).toMatch(/Plus plan/);
    expect(analysis.tier_restriction).toMatch(/Max plan/);

    const items = await history(student);
    expect(items).toEqual([
      expect.objectContaining({
        id,
        analysis_type: 'resume',
        scorecard: { overall: analysis.scorecard.overall },
        has_cover_letter: false,
      }),
    ]);
    expect(items[0]!.resume_preview).toMatch(/^Maya Okafor maya\.okafor@example\.com/);
    const projects = (await get('/api/projects', student)).json() as { type: string; title: string }[];
    expect(projects).toEqual([
      expect.objectContaining({ type: 'other', title: expect.stringContaining('Resume analysis') }),
    ]);

    for (let i = 0; i < 2; i++) {
      expect((await post('/api/resume/analyze', { resume_text: RESUME }, student)).statusCode).toBe(200);
    }
    const fourth = await post('/api/resume/analyze', { resume_text: RESUME }, student);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ upgrade_plan: 'plus' });
    expect(await history(student)).toHaveLength(3);
  });

  it('gives Plus detailed feedback, and Max the rewrites and the job match', async () => {
    const student = await signUp(t);
    await setPlan(student, 'plus');
    const plus = (
      (
        await post('/api/resume/analyze', { resume_text: RESUME, job_description: POSTING }, student)
      ).json() as ResumeAnalyzeResponse
    ).analysis;
    expect(plus.feedback_points.length).toBeGreaterThan(3);
    expect(plus.sample_rewrites).toEqual([]);
    expect(plus.job_match).toBeNull();
    expect(plus.tier_restriction).toMatch(/Max plan/);
    expect(plus.tier_restriction).not.toMatch(/Plus plan/);

    await setPlan(student, 'max');
    const max = (
      (
        await post('/api/resume/analyze', { resume_text: RESUME, job_description: POSTING }, student)
      ).json() as ResumeAnalyzeResponse
    ).analysis;
    expect(max.tier_restriction).toBeNull();
    expect(max.scorecard).toEqual(plus.scorecard);
    expect(max.job_match).toMatchObject({ matched_skills: expect.arrayContaining(['SQL', 'Python']) });
    expect(max.job_match!.missing_skills).toContainEqual({ skill: 'Tableau', kind: 'hard' });
    // The weak bullets are rewritten from the student's own words, with placeholders, no new figures.
    const rewrite = max.sample_rewrites.find((r) => r.original.startsWith('Responsible for'));
    expect(rewrite?.improved).toMatch(/^Managed the team's SQL reporting queries/);
    expect(rewrite?.improved).toContain('[add metric]');
    for (const r of max.sample_rewrites) {
      expect(r.improved.replace(/\[[^\]]*\]/g, '').match(/\d+/g) ?? []).toEqual(
        (r.improved.replace(/\[[^\]]*\]/g, '').match(/\d+/g) ?? []).filter((n) => r.original.includes(n)),
      );
    }
  });

  it('lets admins have everything on any plan', async () => {
    await makeAdmin(t, me.user.id);
    const admin = (
      (
        await post('/api/resume/analyze', { resume_text: RESUME, job_description: POSTING })
      ).json() as ResumeAnalyzeResponse
    ).analysis;
    expect(admin.tier_restriction).toBeNull();
    expect(admin.job_match).not.toBeNull();
    const letter = await post('/api/cover-letter/generate', {
      resume_text: RESUME,
      job_description: POSTING,
    });
    expect(letter.statusCode).toBe(200);
    await t.services.db.updateTable('users').set({ is_admin: false }).where('id', '=', me.user.id).execute();
  });

  it('writes cover letters from the resume for plans that have them', async () => {
    const student = await signUp(t);
    const missing = await post(
      '/api/cover-letter/generate',
      { resume_text: RESUME, job_description: '  ' },
      student,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(RESUME_MESSAGES.coverLetterInputs);
    expect(
      (await post('/api/cover-letter/generate', { job_description: POSTING }, student)).json().detail,
    ).toBe(RESUME_MESSAGES.coverLetterInputs);
    const free = await post(
      '/api/cover-letter/generate',
      { resume_text: RESUME, job_description: POSTING },
      student,
    );
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ detail: RESUME_MESSAGES.coverLetterPlan, upgrade_plan: 'plus' });

    await setPlan(student, 'plus');
    const analysed = (
      await post('/api/resume/analyze', { resume_text: RESUME }, student)
    ).json() as ResumeAnalyzeResponse;
    const generated = await post(
      '/api/cover-letter/generate',
      { resume_text: RESUME, job_description: POSTING },
      student,
    );
    expect(generated.statusCode).toBe(200);
    const { id, cover_letter_data } = generated.json() as CoverLetterResponse;
    expect(id).toBe(analysed.id);
    expect(cover_letter_data.cover_letter).toMatch(/^Dear Hiring Manager,/);
    expect(cover_letter_data.cover_letter).toContain('Junior Data Analyst');
    expect(cover_letter_data.cover_letter).toContain('Harbor Analytics');
    expect(cover_letter_data.cover_letter).toMatch(/Maya Okafor$/);
    expect(cover_letter_data.key_points.join('\n')).toContain('SQL');
    // Every number in the letter is the resume's or the posting's.
    for (const n of cover_letter_data.cover_letter.match(/\d+/g) ?? [])
      expect(`${RESUME}${POSTING}`).toContain(n);

    const items = await history(student);
    expect(items).toEqual([expect.objectContaining({ id, analysis_type: 'resume', has_cover_letter: true })]);
    // A letter for text never analysed is its own history entry.
    const other = (
      await post(
        '/api/cover-letter/generate',
        { resume_text: `${RESUME}\nVolunteer tutor, 2024`, job_description: POSTING },
        student,
      )
    ).json() as CoverLetterResponse;
    expect((await history(student))[0]).toMatchObject({
      id: other.id,
      analysis_type: 'cover_letter',
      scorecard: null,
      has_cover_letter: true,
    });
    const record = (await get(`/api/resume/history/${other.id}`, student)).json() as ResumeAnalysisRecord;
    expect(record).toMatchObject({
      analysis: null,
      job_description: POSTING,
      cover_letter_data: other.cover_letter_data,
    });
  });

  it('shows a student only their own analyses', async () => {
    const owner = await signUp(t);
    const { id } = (
      await post('/api/resume/analyze', { resume_text: RESUME }, owner)
    ).json() as ResumeAnalyzeResponse;
    const mine = (await get(`/api/resume/history/${id}`, owner)).json() as ResumeAnalysisRecord;
    expect(mine).toMatchObject({
      id,
      resume_text: RESUME,
      analysis: expect.objectContaining({ scorecard: expect.any(Object) }),
    });
    const stranger = await signUp(t);
    expect((await get(`/api/resume/history/${id}`, stranger)).statusCode).toBe(404);
    expect(await history(stranger)).toEqual([]);
    expect((await get('/api/resume/history?limit=0', owner)).statusCode).toBe(400);
  });

  describe('uploads', () => {
    const upload = (name: string, bytes: Uint8Array, field = 'file') =>
      uploadFile(t, '/api/resume/upload', me.headers, name, bytes, field);

    it('reads text, PDF and Word resumes with their lines', async () => {
      const text = await upload('resume.txt', new TextEncoder().encode(RESUME));
      expect(text.statusCode).toBe(200);
      expect(text.json()).toMatchObject({ extracted_text: RESUME.trim(), file_kind: 'text' });
      expect(text.json().word_count).toBe(RESUME.split(/\s+/).filter(Boolean).length);

      for (const [name, bytes] of [
        ['resume.pdf', await resumeToPdf(RESUME)],
        ['resume.docx', await resumeToDocx(RESUME)],
      ] as const) {
        const read = await upload(name, bytes);
        expect(read.statusCode, name).toBe(200);
        const lines = (read.json().extracted_text as string).split('\n');
        expect(lines, name).toContain('Maya Okafor');
        expect(lines, name).toContain('EXPERIENCE');
        expect(
          lines.some((l) => l.includes('Wrote 35 unit tests with pytest')),
          name,
        ).toBe(true);
      }
    });

    it('refuses big, wrong and empty files with a clear reason', async () => {
      const big = await upload('resume.txt', new Uint8Array(RESUME_MAX_FILE_BYTES + 1).fill(65));
      expect(big.statusCode).toBe(413);
      expect(big.json().detail).toBe(RESUME_MESSAGES.fileTooLarge);
      const image = await upload(
        'resume.pdf',
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      );
      expect(image.statusCode).toBe(415);
      const scanned = await upload('scan.pdf', makePdf(''));
      expect(scanned.statusCode).toBe(422);
      expect(scanned.json().detail).toBe(RESUME_MESSAGES.imageOnlyPdf);
      const blank = await upload('resume.txt', new TextEncoder().encode('  \n\n  '));
      expect(blank.statusCode).toBe(422);
      expect(blank.json().detail).toBe(RESUME_MESSAGES.noText);
      const wrongField = await upload('resume.txt', new TextEncoder().encode(RESUME), 'resume');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().detail).toBe(RESUME_MESSAGES.fileRequired);
      const notMultipart = await post('/api/resume/upload', { file: RESUME });
      expect(notMultipart.statusCode).toBe(400);
      // Read by content, not name; a Word document that unpacks past its budget is refused.
      const pdfNamedTxt = await upload('resume.txt', await resumeToPdf(RESUME));
      expect(pdfNamedTxt.json()).toMatchObject({ file_kind: 'pdf' });
      const bomb = makeDocx(
        Array.from({ length: 200_000 }, () => 'The same line again.'),
        {
          deflate: true,
          declaredSize: 1000,
        },
      );
      const refused = await upload('resume.docx', bomb);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toMatch(/expands to more than 8 MB/);
    });
  });
});

describe('resume analyzer: with an AI model', () => {
  it('lets the model phrase the cover letter, but not add numbers', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const student = await signUp(t);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'plus' })
      .where('id', '=', student.user.id)
      .execute();
    const generate = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cover-letter/generate',
          payload: { resume_text: RESUME, job_description: POSTING },
          headers: student.headers,
        })
      ).json() as CoverLetterResponse;
    const phrased = `Dear Hiring Manager,\n\nI would like to join Harbor Analytics as a Junior Data Analyst. At Brightline Labs I built a Python service that cut report generation from 40 minutes to 6, and I wrote 35 unit tests with pytest.\n\nSincerely,\nMaya Okafor`;
    fake.answer({ kind: 'json', body: { cover_letter: phrased } });
    expect((await generate()).cover_letter_data.cover_letter).toBe(phrased);

    fake.answer({
      kind: 'json',
      body: { cover_letter: `${phrased}\n\nI also raised sales by 300% at my last job.` },
    });
    const checked = (await generate()).cover_letter_data;
    expect(checked.cover_letter).not.toContain('300%');
    expect(checked.cover_letter).toMatch(/^Dear Hiring Manager,/);
    await t.close();
  });
});
