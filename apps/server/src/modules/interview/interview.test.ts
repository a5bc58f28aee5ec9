import { randomUUID } from 'node:crypto';
import {
  INTERVIEW_MESSAGES,
  type InterviewFeedback,
  type InterviewReport,
  type InterviewSession,
} from '@studybot/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../platform/db/codec.ts';
import { createTestApp, signUp, type TestApp, uploadFile } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const STRONG_BEHAVIORAL =
  'When I was captain of our school robotics team, two members disagreed about the drive design two weeks before the regional contest. ' +
  'My task was to get the team to one plan without losing either of them. ' +
  'I met each of them separately to understand their reasons, then I organised a short test where we built both prototypes and measured their speed. ' +
  'I listened to both sides, kept the discussion on the data, and we agreed to use the faster design with one idea from the other. ' +
  'As a result we finished the robot four days early and placed third out of 28 teams, and both teammates said the test made the decision feel fair.';

describe('interview simulator', () => {
  let t: TestApp;
  let me: Session;
  const post = (url: string, payload: object, who: Session = me) =>
    t.app.inject({ method: 'POST', url, payload, headers: who.headers });
  const get = (url: string, who: Session = me) => t.app.inject({ url, headers: who.headers });
  const setPlan = (who: Session, plan: string) =>
    t.services.db.updateTable('users').set({ plan_tier: plan }).where('id', '=', who.user.id).execute();

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
  });

  it('gives each plan its interview features (DESIGN.md §6)', async () => {
    const student = await signUp(t);
    const features = async () => (await get('/api/interview/features', student)).json();
    expect(await features()).toEqual({
      audio_enabled: false,
      video_enabled: false,
      pdf_download: false,
      followup_coaching: false,
      unlimited_questions: false,
      max_questions: 5,
      server_transcription: false,
    });
    await setPlan(student, 'ultimate');
    expect(await features()).toMatchObject({
      audio_enabled: true,
      pdf_download: true,
      video_enabled: false,
      max_questions: 8,
    });
    await setPlan(student, 'bootcamp');
    expect(await features()).toEqual({
      audio_enabled: true,
      video_enabled: true,
      pdf_download: true,
      followup_coaching: true,
      unlimited_questions: true,
      max_questions: 20,
      server_transcription: false,
    });
  });

  it('runs a whole interview: start, answer, next, finish, report; bad calls change nothing', async () => {
    const started = await post('/api/interview/start', {});
    expect(started.statusCode).toBe(200);
    const session = started.json() as InterviewSession;
    expect(session).toMatchObject({
      session_info: { type: 'software_engineering', difficulty: 'medium', focus_areas: ['behavioral'] },
      question_number: 1,
      max_questions: 5,
      time_limit_minutes: 15,
      status: 'active',
      previous: [],
    });
    const first = session.question!;
    expect(first).toMatchObject({ focus_area: 'behavioral', difficulty: 'medium' });
    expect(first.expected_topics.length).toBeGreaterThanOrEqual(3);

    expect((await post('/api/interview/start', { focus_areas: [] })).json()).toEqual({
      detail: `Invalid field 'focus_areas': ${INTERVIEW_MESSAGES.focusRequired}`,
    });
    const wrong = await post('/api/interview/answer', {
      session_id: session.session_id,
      question_id: 'se-beh-m-99',
      answer_text: 'hello',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: INTERVIEW_MESSAGES.questionNotCurrent });
    const blank = await post('/api/interview/answer', {
      session_id: session.session_id,
      question_id: first.id,
      answer_text: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const audio = await post('/api/interview/answer', {
      session_id: session.session_id,
      question_id: first.id,
      answer_text: 'An answer',
      answer_type: 'audio',
    });
    expect(audio.statusCode).toBe(403);
    expect(audio.json().upgrade_plan).toBeDefined();
    expect((await post('/api/interview/next', { session_id: session.session_id })).statusCode).toBe(400);

    const answered = await post('/api/interview/answer', {
      session_id: session.session_id,
      question_id: first.id,
      answer_text: STRONG_BEHAVIORAL,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const feedback = answered.json() as InterviewFeedback;
    expect(feedback.scores.overall).toBeGreaterThan(0);
    for (const point of [...feedback.strengths, ...feedback.improvements])
      expect(STRONG_BEHAVIORAL.slice(point.quote.start, point.quote.end)).toBe(point.quote.text);
    // Free plan: no follow-up coaching.
    expect(feedback.followup).toEqual([]);
    const again = await post('/api/interview/answer', {
      session_id: session.session_id,
      question_id: first.id,
      answer_text: 'Another try',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: INTERVIEW_MESSAGES.alreadyAnswered });

    const next = (
      await post('/api/interview/next', { session_id: session.session_id, followup_type: 'next' })
    ).json() as InterviewSession;
    expect(next.question_number).toBe(2);
    expect(next.question?.id).not.toBe(first.id);
    expect(next.previous).toHaveLength(1);
    expect(next.previous[0]?.feedback.scores).toEqual(feedback.scores);

    // Someone else's session is not found.
    const other = await signUp(t);
    expect((await get(`/api/interview/${session.session_id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/interview/${session.session_id}/report`, other)).statusCode).toBe(404);

    const report = (
      await post('/api/interview/finish', { session_id: session.session_id })
    ).json() as InterviewReport;
    expect(report).toMatchObject({ total_questions: 1, pdf_available: true, scores: feedback.scores });
    expect(report.report.overall_grade).toMatch(/^[A-F]$/);
    expect(report.report.key_insights.length).toBeGreaterThan(0);
    expect(
      (
        await post('/api/interview/answer', {
          session_id: session.session_id,
          question_id: next.question!.id,
          answer_text: 'Too late',
        })
      ).statusCode,
    ).toBe(409);

    // The PDF is for Ultimate and Bootcamp.
    const pdfUrl = `/api/interview/${session.session_id}/report.pdf`;
    expect((await get(pdfUrl)).statusCode).toBe(403);
    await setPlan(me, 'ultimate');
    const pdf = await get(pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="interview_report_${session.session_id}.pdf"`,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Overall grade');
    expect(text).toContain(first.question_text.slice(0, 30));
    expect(text).toContain('robotics team');
    await setPlan(me, 'free');
  }, 60_000);

  it('awards each badge once, and Streak Master for five interviews in a row above 7.0', async () => {
    const student = await signUp(t);
    await setPlan(student, 'bootcamp');
    const session = (await post('/api/interview/start', {}, student)).json() as InterviewSession;
    const feedback = (
      await post(
        '/api/interview/answer',
        { session_id: session.session_id, question_id: session.question!.id, answer_text: STRONG_BEHAVIORAL },
        student,
      )
    ).json() as InterviewFeedback;
    const expected = [
      feedback.scores.communication > 8 && 'great_communicator',
      feedback.scores.technical_knowledge > 8 && 'technical_expert',
      feedback.scores.problem_solving > 8 && 'problem_solver',
      feedback.scores.confidence > 8 && 'confident_speaker',
      feedback.scores.overall > 8.5 && 'interview_champion',
    ].filter(Boolean);
    expect(feedback.badges_awarded.map((b) => b.key)).toEqual(expected);

    // Four earlier interviews above 7.0, then this one finished above 7.0 too.
    for (let i = 0; i < 4; i++)
      await t.services.db
        .insertInto('interview_sessions')
        .values({
          id: randomUUID(),
          user_id: student.user.id,
          session_type: 'software_engineering',
          difficulty: 'medium',
          focus_areas: toJson(['behavioral']),
          time_limit_minutes: 15,
          interview_questions: toJson([]),
          status: 'finished',
          overall: 7.5,
          created_at: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
          finished_at: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
        })
        .execute();
    await t.services.db
      .updateTable('interview_answers')
      .set({ feedback: toJson({ ...feedback, scores: { ...feedback.scores, overall: 7.4 } }) })
      .where('session_id', '=', session.session_id)
      .execute();
    await post('/api/interview/finish', { session_id: session.session_id }, student);
    const badges = (await get('/api/interview/badges', student)).json().badges as {
      key: string;
      earned_at: string | null;
    }[];
    expect(badges.find((b) => b.key === 'streak_master')?.earned_at).not.toBeNull();
    expect(
      badges
        .filter((b) => b.earned_at)
        .map((b) => b.key)
        .sort(),
    ).toEqual([...expected, 'streak_master'].sort());
  });

  it('takes the student’s own questions and scores answers to them the same way', async () => {
    const started = await post('/api/interview/start', {
      custom_questions: [
        'Tell me about a time you had to learn a new tool quickly.',
        'How would you design a cache for a busy website?',
      ],
    });
    expect(started.statusCode).toBe(200);
    const session = started.json() as InterviewSession;
    expect(session.max_questions).toBe(2);
    expect(session.question).toMatchObject({ id: 'custom-1', focus_area: 'behavioral' });
    const answered = await post('/api/interview/answer', {
      session_id: session.session_id,
      question_id: 'custom-1',
      answer_text: STRONG_BEHAVIORAL,
    });
    expect(answered.statusCode).toBe(200);
    const next = (
      await post('/api/interview/next', { session_id: session.session_id })
    ).json() as InterviewSession;
    expect(next.question).toMatchObject({ id: 'custom-2', focus_area: 'system_design' });
  });
});

describe('interview simulator: speech-to-text', () => {
  it('transcribes a recorded answer with the configured model, for audio plans only', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TRANSCRIBE_MODEL: 'fake-whisper',
    });
    const me = await signUp(t);
    const recording = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
    const send = () =>
      uploadFile(t, '/api/interview/transcribe', me.headers, 'answer.webm', recording, 'audio');
    expect(
      (await t.app.inject({ url: '/api/interview/features', headers: me.headers })).json()
        .server_transcription,
    ).toBe(false);
    expect((await send()).statusCode).toBe(403);

    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'ultimate' })
      .where('id', '=', me.user.id)
      .execute();
    expect(
      (await t.app.inject({ url: '/api/interview/features', headers: me.headers })).json()
        .server_transcription,
    ).toBe(true);
    fake.answer({ kind: 'raw', body: { text: ' I met each teammate and listened. ' } });
    const heard = await send();
    expect(heard.statusCode, heard.body).toBe(200);
    expect(heard.json()).toEqual({ text: 'I met each teammate and listened.', source: 'llm:fake-whisper' });
    expect(fake.requests.at(-1)?.url).toMatch(/\/audio\/transcriptions$/);

    fake.answer({ kind: 'status', status: 500 });
    const failed = await send();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: INTERVIEW_MESSAGES.transcriptionFailed });
    await t.close();
  });

  it('says so when no speech-to-text model is configured', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    await t.services.db
      .updateTable('users')
      .set({ plan_tier: 'bootcamp' })
      .where('id', '=', me.user.id)
      .execute();
    const res = await uploadFile(
      t,
      '/api/interview/transcribe',
      me.headers,
      'answer.webm',
      new Uint8Array([1, 2, 3]),
      'audio',
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: INTERVIEW_MESSAGES.transcriptionOff });
    await t.close();
  });
});

describe('interview simulator: with an AI model', () => {
  it('lets the model phrase the feedback from the engine’s findings; the scores stay the engine’s', async () => {
    const fake = await startFakeLlm();
    const withModel = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const local = await createTestApp();
    const answerOnce = async (t: TestApp) => {
      const me = await signUp(t);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, headers: me.headers });
      const session = (
        await post('/api/interview/start', { custom_questions: ['Tell me about a time you led a team.'] })
      ).json() as InterviewSession;
      return (
        await post('/api/interview/answer', {
          session_id: session.session_id,
          question_id: session.question!.id,
          answer_text: STRONG_BEHAVIORAL,
        })
      ).json() as InterviewFeedback;
    };
    const engine = await answerOnce(local);
    fake.answer({
      kind: 'json',
      body: { feedback_md: 'You told a clear story and ended with a result: placing third out of 28 teams.' },
    });
    const phrased = await answerOnce(withModel);
    expect(phrased.source).toBe('llm:fake-model');
    expect(phrased.feedback_md).toBe(
      'You told a clear story and ended with a result: placing third out of 28 teams.',
    );
    expect(phrased.scores).toEqual(engine.scores);
    expect(phrased.strengths).toEqual(engine.strengths);

    // A number the answer and findings do not hold: the engine's own summary is shown instead.
    fake.answer({ kind: 'json', body: { feedback_md: 'You would score 95% in a real interview.' } });
    const checked = await answerOnce(withModel);
    expect(checked.source).toBe('local:interview');
    expect(checked.feedback_md).toBe(engine.feedback_md);
    await withModel.close();
    await local.close();
  });
});
