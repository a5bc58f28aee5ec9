import { INTERVIEW_MESSAGES, type InterviewAnswerRequest } from '@studybot/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDownloadClicks, mockMedia } from '../../test/media';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';
import {
  ANSWER,
  answeredSession,
  BOOTCAMP_FEATURES,
  makeBadges,
  makeFeatures,
  makeFeedback,
  makeReport,
  makeSession,
  QUESTION_1,
  QUESTION_2,
  SESSION_ID,
} from './testing';

const STORAGE_KEY = 'studybot.interview.session';

function renderInterview(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/interview', {
    user: makeUser(),
    routes: {
      'GET /api/interview/features': { body: makeFeatures() },
      'GET /api/interview/badges': { body: makeBadges(['great_communicator']) },
      'POST /api/interview/start': { body: makeSession() },
      'POST /api/interview/answer': { body: makeFeedback() },
      'POST /api/interview/next': {
        body: makeSession({
          question: QUESTION_2,
          question_number: 2,
          previous: answeredSession().previous,
        }),
      },
      'POST /api/interview/finish': { body: makeReport() },
      ...routes,
    },
  });
}

const startButton = () => screen.getByRole('button', { name: 'Start Interview' });
const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
const sentBody = (fetchMock: ReturnType<typeof renderInterview>['fetchMock'], key: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, key)[index]?.[1]?.body));

/** Starts the default interview and waits for its first question. */
async function startInterview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Start Interview' }));
  await screen.findByRole('heading', { level: 2, name: QUESTION_1.question_text });
}

/** Types the answer and submits it, waiting for the feedback. */
async function answerInText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Type your answer' }), ANSWER);
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
  await screen.findByRole('heading', { name: 'Answer Submitted' });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('interview: config', () => {
  it('shows which features the plan includes and the badges, earned in colour', async () => {
    renderInterview({
      'GET /api/interview/features': { body: makeFeatures({ audio_enabled: true, pdf_download: true }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Simulator' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: "Your plan's interview features" }));
    const tile = (name: string) => tiles.getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(tile('Audio answers')).toHaveAttribute('data-enabled', 'true'));
    expect(tile('Audio answers')).toHaveTextContent('Included');
    expect(tile('PDF reports')).toHaveAttribute('data-enabled', 'true');
    expect(tile('Video analysis')).toHaveAttribute('data-enabled', 'false');
    expect(tile('Video analysis')).toHaveTextContent('Bootcamp only');
    expect(tile('Video analysis')).toHaveTextContent('Not on your plan');
    expect(tile('AI coaching')).toHaveAttribute('data-enabled', 'false');
    expect(tile('Unlimited questions')).toHaveAttribute('data-enabled', 'false');
    expect(screen.getByText('Up to 3 questions per interview on your plan.')).toBeInTheDocument();

    const badges = within(await screen.findByRole('region', { name: 'Your badges' }));
    expect(badges.getByText('1 of 6 earned')).toBeInTheDocument();
    const badge = (name: string) => badges.getByText(name).closest('li') as HTMLElement;
    expect(badge('Great Communicator')).toHaveAttribute('data-earned', 'true');
    expect(badge('Great Communicator')).toHaveTextContent('Earned Jan 5, 2026');
    expect(badge('Interview Champion')).toHaveAttribute('data-earned', 'false');
    expect(badge('Interview Champion')).toHaveTextContent('Not earned yet: Overall above 8.5 on an answer');
  });

  it('needs at least one focus area before starting', async () => {
    const user = userEvent.setup();
    renderInterview();
    const behavioral = await screen.findByRole('checkbox', { name: 'Behavioral' });
    expect(behavioral).toBeChecked();
    expect(startButton()).toBeEnabled();
    await user.click(behavioral);
    expect(startButton()).toBeDisabled();
    expect(screen.getByText(INTERVIEW_MESSAGES.focusRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'System Design' }));
    expect(startButton()).toBeEnabled();
  });

  it('sends the chosen settings and the student’s own questions, then asks the first question', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderInterview();
    await user.click(await screen.findByRole('radio', { name: 'Data Science' }));
    await user.click(screen.getByRole('radio', { name: 'Hard' }));
    await user.click(screen.getByRole('checkbox', { name: 'Algorithms' }));
    await user.click(screen.getByText('Practise your own questions'));
    await user.type(
      screen.getByRole('textbox', { name: /one per line/ }),
      'Why this company?\n\n  How do you handle deadlines?  ',
    );
    expect(screen.getByText('2 of 20 questions')).toBeInTheDocument();
    await user.click(startButton());

    expect(
      await screen.findByRole('heading', { level: 2, name: QUESTION_1.question_text }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/interview/start')).toEqual({
      session_type: 'data_science',
      difficulty: 'hard',
      focus_areas: ['behavioral', 'algorithms'],
      time_limit_minutes: 15,
      custom_questions: ['Why this company?', 'How do you handle deadlines?'],
    });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(SESSION_ID);
  });

  it('refuses more than 20 questions of your own', async () => {
    const user = userEvent.setup();
    renderInterview();
    await user.click(await screen.findByText('Practise your own questions'));
    const box = screen.getByRole('textbox', { name: /one per line/ });
    fireEvent.change(box, {
      target: { value: Array.from({ length: 21 }, (_, i) => `Question ${i}?`).join('\n') },
    });
    expect(screen.getByText('Up to 20 questions, one per line.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(startButton()).toBeDisabled();
  });

  it('disables Start while the interview starts', async () => {
    const user = userEvent.setup();
    let answer!: (value: MockResponse) => void;
    renderInterview({
      'POST /api/interview/start': () =>
        new Promise<MockResponse>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start Interview' }));
    expect(screen.getByRole('button', { name: 'Starting...' })).toBeDisabled();
    answer({ body: makeSession() });
    expect(await screen.findByRole('heading', { name: QUESTION_1.question_text })).toBeInTheDocument();
  });

  it.each([
    [500, { detail: 'Internal Server Error' }, INTERVIEW_MESSAGES.startFailed],
    [400, { detail: 'A question cannot be empty' }, 'A question cannot be empty'],
  ])('says why a start failed (%s)', async (status, body, message) => {
    const user = userEvent.setup();
    renderInterview({ 'POST /api/interview/start': { status, body } });
    await user.click(await screen.findByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(startButton()).toBeEnabled();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('links to the plans when the plan refuses the interview', async () => {
    const user = userEvent.setup();
    renderInterview({
      'POST /api/interview/start': {
        status: 403,
        body: { detail: 'Interviews need the Plus plan', upgrade_plan: 'plus' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Interviews need the Plus plan');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/billing?plan=plus');
  });
});

describe('interview: answering', () => {
  it('shows the session, the question and its topics, with text answers only off Bootcamp', async () => {
    const user = userEvent.setup();
    renderInterview();
    await startInterview(user);

    const panel = within(screen.getByRole('region', { name: 'This interview' }));
    expect(panel.getByText('Software Engineering')).toBeInTheDocument();
    expect(panel.getByText('Medium')).toBeInTheDocument();
    expect(panel.getByText('Question 1 / 3')).toBeInTheDocument();
    expect(panel.getByText('15 minutes')).toBeInTheDocument();
    expect(panel.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^1[45]:\d\d$/);
    expect(panel.getByText('None answered yet.')).toBeInTheDocument();

    expect(screen.getByText('Teamwork')).toBeInTheDocument();
    const topics = within(
      screen.getByRole('heading', { name: 'Topics to cover' }).parentElement as HTMLElement,
    );
    expect(topics.getAllByRole('listitem').map((li) => li.textContent)).toEqual(QUESTION_1.expected_topics);

    const modes = within(screen.getByRole('group', { name: 'Answer mode' }));
    expect(modes.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
    expect(modes.queryByRole('button', { name: 'Audio' })).not.toBeInTheDocument();
    const video = modes.getByRole('button', { name: 'Video (Bootcamp)' });
    expect(video).toBeDisabled();
    expect(video).toHaveAccessibleDescription(/Video recording requires Bootcamp plan/);
  });

  it('offers audio and video answers on Bootcamp', async () => {
    const user = userEvent.setup();
    renderInterview({ 'POST /api/interview/start': { body: makeSession({ features: BOOTCAMP_FEATURES }) } });
    await startInterview(user);
    const modes = within(screen.getByRole('group', { name: 'Answer mode' }));
    expect(modes.getByRole('button', { name: 'Audio' })).toBeEnabled();
    expect(modes.getByRole('button', { name: 'Video' })).toBeEnabled();
    expect(modes.queryByRole('button', { name: 'Video (Bootcamp)' })).not.toBeInTheDocument();
  });

  it('plays the question in Victoria’s voice at normal speed', async () => {
    const user = userEvent.setup();
    mockMedia();
    const { fetchMock } = renderInterview({
      'POST /api/tts/generate': {
        body: {
          audio_url: '/api/tts/audio/clip-1.mp3',
          duration: 3,
          voice_id: 'victoria',
          speed: 1,
          can_download: false,
          usage_info: {
            current_requests: 1,
            max_requests: 3,
            requests_remaining: 2,
            current_minutes: 0.1,
            max_minutes: 5,
            minutes_remaining: 4.9,
            resets_at: '2026-01-11T00:00:00.000Z',
          },
          cached: false,
          source: 'local:espeak-ng',
        },
      },
      'GET /api/tts/audio/clip-1.mp3': { body: 'audio' },
    });
    await startInterview(user);
    await user.click(screen.getByRole('button', { name: 'Play question' }));
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/tts/generate')).toEqual({
      text: QUESTION_1.question_text,
      voice_id: 'victoria',
      speed: 1,
      feature_source: 'interview',
    });
  });

  it('submits a typed answer and shows its scores, feedback and quotes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderInterview();
    await startInterview(user);
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type your answer' }), '   ');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Type your answer' }));
    await answerInText(user);

    expect(sentBody(fetchMock, 'POST /api/interview/answer')).toEqual({
      session_id: SESSION_ID,
      question_id: 'q1',
      answer_text: ANSWER,
      answer_type: 'text',
    } satisfies InterviewAnswerRequest);
    expect(screen.getByRole('heading', { name: 'Answer Submitted' })).toHaveFocus();

    const overall = screen.getByText('Overall score').parentElement as HTMLElement;
    expect(overall).toHaveTextContent('7.4/10');
    expect(overall.querySelector('[data-band]')).toHaveAttribute('data-band', 'blue');
    const breakdown = within(screen.getByRole('region', { name: 'Score breakdown' }));
    const row = (name: string) => breakdown.getByText(name).closest('li') as HTMLElement;
    expect(row('Communication')).toHaveAttribute('data-band', 'green');
    expect(row('Communication')).toHaveTextContent('8.6/10');
    expect(row('Technical Knowledge')).toHaveAttribute('data-band', 'yellow');
    expect(row('Problem Solving')).toHaveAttribute('data-band', 'red');
    expect(row('Confidence')).toHaveAttribute('data-band', 'blue');

    const feedback = within(screen.getByRole('region', { name: 'AI feedback' }));
    expect(feedback.getByRole('heading', { level: 4, name: 'Summary' })).toBeInTheDocument();
    expect(feedback.getByText('clear').tagName).toBe('STRONG');
    expect(feedback.getByRole('button', { name: 'Play feedback' })).toBeInTheDocument();

    const strengths = within(screen.getByRole('region', { name: 'Strengths' }));
    expect(strengths.getByRole('listitem')).toHaveTextContent(
      'You ended with a measurable result.From your answer: «we shipped on time»',
    );
    const improvements = within(screen.getByRole('region', { name: 'Areas for Improvement' }));
    expect(improvements.getByRole('listitem')).toHaveTextContent('«I listened first»');

    const rewrite = screen.getByRole('region', { name: 'Suggested improved answer' });
    const gaps = rewrite.querySelectorAll('mark');
    expect([...gaps].map((gap) => gap.textContent)).toEqual([
      'add: the situation: where and when this happened',
      'add: a number for the result',
    ]);
    expect(rewrite).toHaveTextContent('We argued about the API design.');

    // The free plan has no follow-up coaching.
    expect(screen.queryByRole('region', { name: 'Follow-up questions' })).not.toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'This interview' }));
    expect(panel.getByRole('listitem')).toHaveTextContent('Q1 Teamwork7.4/10');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finish & Get Report' })).toBeEnabled();
  });

  it('shows follow-up questions with AI coaching', async () => {
    const user = userEvent.setup();
    renderInterview({ 'POST /api/interview/start': { body: makeSession({ features: BOOTCAMP_FEATURES }) } });
    await startInterview(user);
    await answerInText(user);
    const followups = within(screen.getByRole('region', { name: 'Follow-up questions' }));
    expect(followups.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'What would you do differently?',
      'How did your teammate react?',
    ]);
  });

  it('announces new badges a second after the feedback', async () => {
    const user = userEvent.setup();
    renderInterview({
      'POST /api/interview/answer': {
        body: makeFeedback({
          badges_awarded: [
            { ...makeBadges().badges[0]!, earned_at: '2026-01-10T10:00:00.000Z' },
            { ...makeBadges().badges[4]!, earned_at: '2026-01-10T10:00:00.000Z' },
          ],
        }),
      },
    });
    await startInterview(user);
    await user.type(screen.getByRole('textbox', { name: 'Type your answer' }), ANSWER);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    // Lets the answer arrive without moving the clock (zero-delay timers only).
    for (let i = 0; i < 50 && !screen.queryByRole('heading', { name: 'Answer Submitted' }); i++) {
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        vi.advanceTimersByTime(0);
      });
    }
    expect(screen.getByRole('heading', { name: 'Answer Submitted' })).toBeInTheDocument();
    const message = 'New badges earned: Great Communicator, Interview Champion!';
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(toasts().getByText(message)).toBeInTheDocument();
  });

  it.each([
    [500, { detail: 'Internal Server Error' }, INTERVIEW_MESSAGES.submitFailed],
    [409, { detail: INTERVIEW_MESSAGES.alreadyAnswered }, INTERVIEW_MESSAGES.alreadyAnswered],
  ])('says why an answer was not taken (%s), keeping it', async (status, body, message) => {
    const user = userEvent.setup();
    renderInterview({ 'POST /api/interview/answer': { status, body } });
    await startInterview(user);
    await user.type(screen.getByRole('textbox', { name: 'Type your answer' }), ANSWER);
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Type your answer' })).toHaveValue(ANSWER);
  });
});

describe('interview: next and finish', () => {
  it('moves on to the second question', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderInterview();
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Next Question' }));

    const heading = await screen.findByRole('heading', { level: 2, name: QUESTION_2.question_text });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sentBody(fetchMock, 'POST /api/interview/next')).toEqual({
      session_id: SESSION_ID,
      followup_type: 'next',
    });
    const panel = within(screen.getByRole('region', { name: 'This interview' }));
    expect(panel.getByText('Question 2 / 3')).toBeInTheDocument();
    expect(panel.getByRole('listitem')).toHaveTextContent('Q1 Teamwork7.4/10');
    expect(screen.getByRole('textbox', { name: 'Type your answer' })).toHaveValue('');
  });

  it('finishes with the report: gauges, grade and insights, and the PDF when the plan allows', async () => {
    const user = userEvent.setup();
    mockMedia();
    const clicks = mockDownloadClicks();
    const { fetchMock } = renderInterview({
      'POST /api/interview/start': { body: makeSession({ features: BOOTCAMP_FEATURES }) },
      [`GET /api/interview/${SESSION_ID}/report.pdf`]: { body: '%PDF-1.4' },
    });
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Finish & Get Report' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Interview Complete' })).toHaveFocus());
    expect(sentBody(fetchMock, 'POST /api/interview/finish')).toEqual({ session_id: SESSION_ID });
    expect(screen.getByText(/You answered/)).toHaveTextContent('You answered 2 questions.');
    const gauges = screen.getAllByRole('img', { name: /out of 10/ });
    expect(gauges.map((gauge) => gauge.getAttribute('aria-label'))).toEqual([
      'Overall: 8.7 out of 10 (Excellent)',
      'Communication: 7.2 out of 10 (Good)',
      'Technical Knowledge: 5.5 out of 10 (Fair)',
      'Problem Solving: 3.9 out of 10 (Needs work)',
      'Confidence: 9.0 out of 10 (Excellent)',
    ]);
    expect(screen.getByTestId('overall-grade')).toHaveTextContent('B');
    expect(screen.getByText('You end answers with results.')).toBeInTheDocument();
    expect(screen.getByText('Say more about your own actions.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download PDF Report' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    const [, init] = callsTo(fetchMock, `GET /api/interview/${SESSION_ID}/report.pdf`)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
    expect((clicks.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `interview_report_${SESSION_ID}.pdf`,
    );
  });

  it.each([
    ['the plan has no PDF reports', makeFeatures(), makeReport()],
    ['the report has no PDF', BOOTCAMP_FEATURES, makeReport({ pdf_available: false })],
  ])('offers no PDF when %s', async (_, features, report) => {
    const user = userEvent.setup();
    renderInterview({
      'POST /api/interview/start': { body: makeSession({ features }) },
      'POST /api/interview/finish': { body: report },
    });
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Finish & Get Report' }));
    await screen.findByRole('heading', { name: 'Interview Complete' });
    expect(screen.queryByRole('button', { name: 'Download PDF Report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Interview' })).toBeInTheDocument();
  });

  it('says when the PDF could not be downloaded', async () => {
    const user = userEvent.setup();
    renderInterview({
      'POST /api/interview/start': { body: makeSession({ features: BOOTCAMP_FEATURES }) },
      [`GET /api/interview/${SESSION_ID}/report.pdf`]: { status: 500, body: { detail: 'boom' } },
    });
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Finish & Get Report' }));
    await user.click(await screen.findByRole('button', { name: 'Download PDF Report' }));
    expect(await toasts().findByText(INTERVIEW_MESSAGES.pdfFailed)).toBeInTheDocument();
  });

  it.each([
    ['returns no question', { body: answeredSession({ question_number: 3 }) }],
    ['fails', { status: 500, body: { detail: 'boom' } }],
  ])('gets the report when moving on %s', async (_, next) => {
    const user = userEvent.setup();
    const { fetchMock } = renderInterview({ 'POST /api/interview/next': next });
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByRole('heading', { name: 'Interview Complete' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/interview/finish')).toHaveLength(1);
  });

  it('says when the report could not be made, and lets the student try again', async () => {
    const user = userEvent.setup();
    renderInterview({ 'POST /api/interview/finish': { status: 500, body: { detail: 'boom' } } });
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Finish & Get Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTERVIEW_MESSAGES.reportFailed);
    expect(screen.getByRole('button', { name: 'Finish & Get Report' })).toBeEnabled();
  });

  it('starts over at the settings', async () => {
    const user = userEvent.setup();
    renderInterview();
    await startInterview(user);
    await answerInText(user);
    await user.click(screen.getByRole('button', { name: 'Finish & Get Report' }));
    await user.click(await screen.findByRole('button', { name: 'Start New Interview' }));
    expect(await screen.findByRole('button', { name: 'Start Interview' })).toBeEnabled();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('interview: resuming after a reload', () => {
  beforeEach(() => sessionStorage.setItem(STORAGE_KEY, SESSION_ID));

  it('asks the question the student was on', async () => {
    const { fetchMock } = renderInterview({
      [`GET /api/interview/${SESSION_ID}`]: {
        body: makeSession({ question: QUESTION_2, question_number: 2, previous: answeredSession().previous }),
      },
    });
    expect(await screen.findByRole('heading', { name: QUESTION_2.question_text })).toBeInTheDocument();
    expect(screen.getByText('Question 2 / 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/interview/start')).toHaveLength(0);
  });

  it('shows the feedback of an answer not moved on from', async () => {
    renderInterview({ [`GET /api/interview/${SESSION_ID}`]: { body: answeredSession() } });
    expect(await screen.findByRole('heading', { name: 'Answer Submitted' })).toBeInTheDocument();
    expect(screen.getByText(`Question 1: ${QUESTION_1.question_text}`)).toBeInTheDocument();
    expect(screen.getByText('Your answer').parentElement).toHaveTextContent(ANSWER);
  });

  it('shows the report of a finished interview', async () => {
    renderInterview({
      [`GET /api/interview/${SESSION_ID}`]: { body: answeredSession({ status: 'finished' }) },
      [`GET /api/interview/${SESSION_ID}/report`]: { body: makeReport() },
    });
    expect(await screen.findByRole('heading', { name: 'Interview Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('overall-grade')).toHaveTextContent('B');
  });

  it('starts at the settings when the interview is gone', async () => {
    renderInterview({
      [`GET /api/interview/${SESSION_ID}`]: {
        status: 404,
        body: { detail: INTERVIEW_MESSAGES.sessionNotFound },
      },
    });
    expect(await screen.findByRole('button', { name: 'Start Interview' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('offers another try when the interview could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderInterview({
      [`GET /api/interview/${SESSION_ID}`]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: makeSession() };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your interview could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: QUESTION_1.question_text })).toBeInTheDocument();
  });
});
