import { RESUME_MAX_FILE_BYTES, RESUME_MESSAGES } from '@studybot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resumeKeys } from '../../lib/query-keys';
import { callsTo, deferred, type MockResponse } from '../../test/utils';
import { FILE_TYPE_NOT_ACCEPTED } from './messages';
import {
  analyzeAnswer,
  FREE_RESTRICTION,
  highlightedLines,
  JOB_DESCRIPTION,
  jobBox,
  makeAnalysis,
  makeFreeAnalysis,
  RESUME_TEXT,
  renderResume,
  resumeBox,
  uploadAnswer,
} from './testing';

const analyzeButton = () => screen.getByRole('button', { name: 'Analyze Resume' });
const statusTexts = () => screen.getAllByRole('status').map((status) => status.textContent);
const sentJson = (fetchMock: ReturnType<typeof renderResume>['fetchMock'], key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0]?.[1]?.body));

/** Pastes the fixture resume (typing 300 characters one by one is slow) and analyzes it. */
async function analyze(user: ReturnType<typeof userEvent.setup>, job?: string) {
  const box = await screen.findByRole('textbox', { name: /^Resume text/ });
  await user.click(box);
  await user.paste(RESUME_TEXT);
  if (job) {
    await user.click(jobBox());
    await user.paste(job);
  }
  await user.click(analyzeButton());
  await screen.findByRole('heading', { name: 'Scorecard' });
}

describe('resume analyzer: the form', () => {
  it('shows the page with its three tabs and the file limits', async () => {
    renderResume();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Analyzer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Resume Analyzer · StudyBot'));
    const tabs = screen.getByRole('tablist', { name: 'Resume tools' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Resume Analyzer', 'Cover Letter Generator', 'History']);
    expect(screen.getByRole('tab', { name: 'Resume Analyzer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'PDF, DOCX or TXT, up to 5 MB',
    );
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('accept', '.pdf,.docx,.txt');
    expect(screen.getByText('0 / 30,000 characters')).toBeInTheDocument();
    expect(screen.getByText('At least 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('No analysis yet')).toBeInTheDocument();
  });

  it('uploads a file, fills the resume text and says how many words were read', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderResume({ routes: { 'POST /api/resume/upload': () => answer.promise } });
    const file = new File(['%PDF-1.7'], 'alex-resume.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Resume file'), file);

    expect(statusTexts()).toContain('Reading alex-resume.pdf...');
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    answer.resolve({ body: uploadAnswer() });

    expect(await screen.findByText('Read 42 words from alex-resume.pdf')).toBeInTheDocument();
    expect(resumeBox()).toHaveValue(RESUME_TEXT);
    expect(screen.getByText(`${RESUME_TEXT.length} / 30,000 characters`)).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/resume/upload')[0]!;
    const sent = (init!.body as FormData).get('file') as File;
    expect(sent.name).toBe('alex-resume.pdf');
  });

  it('takes a file dropped on the drop zone', async () => {
    renderResume();
    const zone = await screen.findByTestId('resume-drop-zone');
    const file = new File(['plain text resume'], 'resume.txt', { type: 'text/plain' });
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(zone).toHaveAttribute('data-over', 'true');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(await screen.findByText('Read 42 words from resume.txt')).toBeInTheDocument();
    expect(zone).toHaveAttribute('data-over', 'false');
  });

  it('refuses a file over 5 MB without uploading it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderResume();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: RESUME_MAX_FILE_BYTES + 1 });
    await user.upload(await screen.findByLabelText('Resume file'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(RESUME_MESSAGES.fileTooLarge);
    expect(callsTo(fetchMock, 'POST /api/resume/upload')).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, DOCX or TXT by its name', async () => {
    const { fetchMock } = renderResume();
    const zone = await screen.findByTestId('resume-drop-zone');
    const photo = new File(['png'], 'resume.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [photo] } });
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_TYPE_NOT_ACCEPTED);
    expect(callsTo(fetchMock, 'POST /api/resume/upload')).toHaveLength(0);
  });

  it.each([
    [{ status: 422, body: { detail: RESUME_MESSAGES.imageOnlyPdf } }, RESUME_MESSAGES.imageOnlyPdf],
    [{ status: 500, body: 'Internal Server Error' }, RESUME_MESSAGES.uploadFailed],
  ] as const)('shows why an upload failed: %j', async (response, message) => {
    const user = userEvent.setup();
    renderResume({ routes: { 'POST /api/resume/upload': response } });
    await user.upload(
      await screen.findByLabelText('Resume file'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(resumeBox()).toHaveValue('');
  });

  it('says to try again when the upload never reached the server', async () => {
    const user = userEvent.setup();
    renderResume({
      routes: {
        'POST /api/resume/upload': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.upload(
      await screen.findByLabelText('Resume file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(RESUME_MESSAGES.uploadNetwork);
  });

  it('asks for 50 characters before analyzing, without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderResume();
    await user.type(await screen.findByRole('textbox', { name: /^Resume text/ }), '   short resume   ');
    await user.click(analyzeButton());
    expect(screen.getByText(RESUME_MESSAGES.tooShort)).toBeInTheDocument();
    expect(resumeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/resume/analyze')).toHaveLength(0);
    // Typing clears the message.
    await user.type(resumeBox(), 'x');
    expect(screen.queryByText(RESUME_MESSAGES.tooShort)).not.toBeInTheDocument();
  });
});

describe('resume analyzer: results', () => {
  it('sends the text and job description, then shows the scorecard, stats, feedback and suggestions', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderResume({
      plan: 'max',
      routes: { 'POST /api/resume/analyze': () => answer.promise },
    });
    const box = await screen.findByRole('textbox', { name: /^Resume text/ });
    await user.click(box);
    await user.paste(RESUME_TEXT);
    await user.click(jobBox());
    await user.paste(JOB_DESCRIPTION);
    await user.click(analyzeButton());

    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(statusTexts()).toContain('Analyzing your resume...');
    answer.resolve({ body: analyzeAnswer() });
    await screen.findByRole('heading', { name: 'Scorecard' });

    expect(sentJson(fetchMock, 'POST /api/resume/analyze')).toEqual({
      resume_text: RESUME_TEXT,
      job_description: JOB_DESCRIPTION,
      analysis_type: 'resume',
    });
    expect(screen.getByRole('img', { name: 'Overall: 61 out of 100 (Good)' })).toBeInTheDocument();
    expect(screen.getByTestId('score-Clarity')).toHaveTextContent('82/100Strong');
    expect(screen.getByTestId('score-Clarity')).toHaveAttribute('data-band', 'green');
    expect(screen.getByTestId('score-ATS Optimization')).toHaveTextContent('64/100Good');
    expect(screen.getByTestId('score-Professional Impact')).toHaveTextContent('38/100Weak');
    expect(screen.getByTestId('score-Professional Impact')).toHaveAttribute('data-band', 'red');

    expect(screen.getByTestId('stat-Words')).toHaveTextContent('42');
    expect(screen.getByTestId('stat-Bullet points')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-Quantified bullets')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Sections found')).toHaveTextContent('3');
    expect(
      within(screen.getByRole('list', { name: 'Sections found' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Experience', 'Education', 'Skills']);

    const strengths = within(screen.getByRole('list', { name: 'Strengths' })).getAllByRole('listitem');
    const issues = within(screen.getByRole('list', { name: 'To improve' })).getAllByRole('listitem');
    expect(strengths).toHaveLength(2);
    expect(issues).toHaveLength(2);
    expect(strengths[0]).toHaveAttribute('data-kind', 'strength');
    expect(strengths[0]).toHaveTextContent(
      'Strength: ImpactYour robot project gives a number and a result.Line 6',
    );
    expect(issues[0]).toHaveTextContent('Issue: Language"Helped with" hides what you did yourself.Line 5');
    expect(issues[1]).toHaveTextContent('StructureThere is no summary at the top.Whole resume');
    expect(strengths[1]).toHaveTextContent('Lines 1–2');

    const suggestions = within(screen.getByRole('list', { name: 'Improvement suggestions' })).getAllByRole(
      'listitem',
    );
    expect(suggestions.map((item) => item.textContent)).toEqual([
      '1Start each bullet with a strong verb such as Built or Designed.Lines 5–6',
      '2Add a two-line summary naming the job you want.Whole resume',
    ]);
    expect(screen.getByRole('button', { name: 'Listen to the suggestions' })).toBeEnabled();
    expect(screen.queryByRole('note', { name: 'Upgrade notice' })).not.toBeInTheDocument();

    // The job match.
    const match = screen.getByRole('region', { name: 'Job match' });
    expect(match).toHaveTextContent('Match rate50%');
    expect(match).toHaveTextContent('Your resume does not name the job title “Junior Web Developer”.');
    expect(within(match).getByRole('list', { name: 'Matched skills' })).toHaveTextContent(
      'JavaScriptteamwork',
    );
    expect(within(match).getByRole('list', { name: 'Missing skills' })).toHaveTextContent(
      'React · hard skillSQL · hard skill',
    );
    expect(within(match).getByRole('list', { name: 'Recommendations' })).toHaveTextContent(
      'Add React and SQL if you have used them.',
    );
  });

  it('leaves out an empty job description', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderResume();
    await analyze(user);
    expect(sentJson(fetchMock, 'POST /api/resume/analyze')).toEqual({
      resume_text: RESUME_TEXT,
      analysis_type: 'resume',
    });
  });

  it('shows a free plan what was withheld, with locked read-aloud and rewrites', async () => {
    const user = userEvent.setup();
    renderResume({ routes: { 'POST /api/resume/analyze': { body: analyzeAnswer(makeFreeAnalysis()) } } });
    await analyze(user, JOB_DESCRIPTION);

    const notice = screen.getByRole('note', { name: 'Upgrade notice' });
    expect(notice).toHaveTextContent(FREE_RESTRICTION);
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro+' })).toHaveAttribute(
      'href',
      '/billing?plan=plus',
    );
    expect(screen.getByRole('button', { name: 'Read aloud (Pro+)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Listen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sample rewrites (Max+)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Max+' })).toHaveAttribute('href', '/billing?plan=max');
    expect(screen.queryByRole('button', { name: /Show sample rewrites/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Job match' })).not.toBeInTheDocument();
    expect(screen.getByText(/The job match and ATS recommendations need Max\+/)).toBeInTheDocument();
  });

  it('lets a Pro+ plan read aloud but keeps rewrites locked', async () => {
    const user = userEvent.setup();
    renderResume({
      plan: 'plus',
      routes: {
        'POST /api/resume/analyze': {
          body: analyzeAnswer(
            makeAnalysis({ sample_rewrites: [], job_match: null, tier_restriction: 'Rewrites need Max+.' }),
          ),
        },
      },
    });
    await analyze(user);
    expect(screen.getByRole('button', { name: 'Listen to the suggestions' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sample rewrites (Max+)' })).toBeDisabled();
    expect(
      within(screen.getByRole('note', { name: 'Upgrade notice' })).getByRole('link', {
        name: 'Upgrade to Max+',
      }),
    ).toHaveAttribute('href', '/billing?plan=max');
  });

  it('lets a Max plan show and hide the sample rewrites, with placeholders marked', async () => {
    const user = userEvent.setup();
    renderResume({ plan: 'max' });
    await analyze(user);

    const toggle = screen.getByRole('button', { name: 'Show sample rewrites (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Sample rewrites' })).not.toBeInTheDocument();
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide sample rewrites');
    const rewrite = within(screen.getByRole('list', { name: 'Sample rewrites' })).getByRole('listitem');
    expect(rewrite).toHaveTextContent('Before- Helped with the school website');
    expect(rewrite).toHaveTextContent(
      'After- Built the school website used by [add number] students each week',
    );
    expect(rewrite).toHaveTextContent('WhyA strong verb and a number show your own impact.');
    const placeholder = within(rewrite).getByText('[add number]');
    expect(placeholder.tagName).toBe('MARK');

    // Its line button highlights the line it rewrites.
    await user.click(within(rewrite).getByRole('button', { name: 'Line 5' }));
    expect(highlightedLines()).toEqual([5]);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show sample rewrites (1)');
    expect(screen.queryByRole('list', { name: 'Sample rewrites' })).not.toBeInTheDocument();
  });

  it('gives an admin every feature whatever the plan', async () => {
    const user = userEvent.setup();
    renderResume({ plan: 'free', admin: true });
    await analyze(user);
    expect(screen.getByRole('button', { name: 'Listen to the suggestions' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Show sample rewrites (1)' })).toBeEnabled();
  });

  it('highlights the lines of the feedback point or suggestion the student selects', async () => {
    const user = userEvent.setup();
    renderResume({ plan: 'max' });
    await analyze(user);

    const lines = within(screen.getByRole('list', { name: 'Your resume, line by line' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(12);
    expect(lines[4]).toHaveTextContent('Line 5: - Helped with the school website');
    expect(highlightedLines()).toEqual([]);

    const issue = screen.getByRole('button', { name: /hides what you did yourself/ });
    expect(issue).toHaveAttribute('aria-pressed', 'false');
    await user.click(issue);
    expect(issue).toHaveAttribute('aria-pressed', 'true');
    expect(highlightedLines()).toEqual([5]);
    expect(lines[4]).toHaveTextContent('Line 5 (highlighted): - Helped with the school website');
    expect(screen.getByText('Highlighted in your resume: Line 5')).toBeInTheDocument();

    // By keyboard: a suggestion about two lines.
    const suggestion = screen.getByRole('button', { name: /Start each bullet with a strong verb/ });
    suggestion.focus();
    await user.keyboard('{Enter}');
    expect(highlightedLines()).toEqual([5, 6]);
    expect(issue).toHaveAttribute('aria-pressed', 'false');

    // Selecting it again clears the highlight.
    await user.keyboard(' ');
    expect(highlightedLines()).toEqual([]);

    // A point about the whole resume is not a button.
    expect(screen.queryByRole('button', { name: /There is no summary/ })).not.toBeInTheDocument();
  });

  it('keeps the analyzed text beside the results while the student edits the form', async () => {
    const user = userEvent.setup();
    renderResume({ plan: 'max' });
    await analyze(user);
    await user.clear(resumeBox());
    await user.type(resumeBox(), 'New text');
    expect(
      within(screen.getByRole('list', { name: 'Your resume, line by line' })).getAllByRole('listitem'),
    ).toHaveLength(12);
  });

  it.each<[string, MockResponse | (() => never), string]>([
    [
      'the server detail',
      { status: 400, body: { detail: RESUME_MESSAGES.tooShort } },
      RESUME_MESSAGES.tooShort,
    ],
    ['the fallback', { status: 502, body: 'Bad Gateway' }, RESUME_MESSAGES.analyzeFailed],
    [
      'the network message',
      () => {
        throw new TypeError('Failed to fetch');
      },
      RESUME_MESSAGES.analyzeNetwork,
    ],
  ])('shows %s when the analysis fails', async (_what, response, message) => {
    const user = userEvent.setup();
    renderResume({ routes: { 'POST /api/resume/analyze': response } });
    const box = await screen.findByRole('textbox', { name: /^Resume text/ });
    await user.click(box);
    await user.paste(RESUME_TEXT);
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(analyzeButton()).toBeEnabled();
    expect(screen.queryByRole('link', { name: /^Upgrade/ })).not.toBeInTheDocument();
  });

  it('links to the plan named by a used-up monthly quota (429)', async () => {
    const user = userEvent.setup();
    const detail = 'You have used your 3 free resume analyses this month.';
    renderResume({
      routes: { 'POST /api/resume/analyze': { status: 429, body: { detail, upgrade_plan: 'plus' } } },
    });
    const box = await screen.findByRole('textbox', { name: /^Resume text/ });
    await user.click(box);
    await user.paste(RESUME_TEXT);
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro+' })).toHaveAttribute(
      'href',
      '/billing?plan=plus',
    );
  });

  it('marks the history out of date after a new analysis', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderResume();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    await screen.findByText('No analyses yet');
    await user.click(screen.getByRole('tab', { name: 'Resume Analyzer' }));
    expect(queryClient.getQueryState(resumeKeys.history)?.isInvalidated).toBe(false);
    await analyze(user);
    expect(queryClient.getQueryState(resumeKeys.history)?.isInvalidated).toBe(true);
  });
});
