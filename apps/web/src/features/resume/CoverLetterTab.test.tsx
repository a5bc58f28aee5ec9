import { RESUME_MESSAGES } from '@studybot/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, type MockResponse } from '../../test/utils';
import {
  JOB_DESCRIPTION,
  jobBox,
  LETTER,
  letterAnswer,
  RESUME_TEXT,
  renderResume,
  resumeBox,
  toasts,
} from './testing';

const generateButton = () => screen.getByRole('button', { name: 'Generate Cover Letter' });

async function openCoverLetterTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Cover Letter Generator' }));
  return screen.findByRole('heading', { name: 'Your cover letter' });
}

/** Pastes the resume and the job description into the cover letter tab. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(resumeBox());
  await user.paste(RESUME_TEXT);
  await user.click(jobBox());
  await user.paste(JOB_DESCRIPTION);
}

describe('resume analyzer: cover letter', () => {
  it('writes a letter, keeps its line breaks, lists its key points and copies it', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderResume({
      plan: 'plus',
      routes: { 'POST /api/cover-letter/generate': () => answer.promise },
    });
    await openCoverLetterTab(user);
    expect(screen.queryByRole('note', { name: 'Upgrade notice' })).not.toBeInTheDocument();
    expect(screen.getByText('No cover letter yet')).toBeInTheDocument();
    await fillIn(user);
    await user.click(generateButton());

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    answer.resolve({ body: letterAnswer() });
    const letter = await screen.findByTestId('cover-letter');
    // Whitespace is kept: the text node holds the letter's own line breaks.
    expect(letter.textContent).toBe(LETTER);
    expect(letter).toHaveClass('whitespace-pre-wrap');
    expect(
      within(screen.getByRole('list', { name: 'Key points' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['JavaScript: used in the school website', 'Teamwork: led a team of 4']);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/cover-letter/generate')[0]?.[1]?.body))).toEqual({
      resume_text: RESUME_TEXT,
      job_description: JOB_DESCRIPTION,
    });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(LETTER);
    expect(await toasts().findByText(RESUME_MESSAGES.copied)).toBeInTheDocument();
  });

  it('starts from the text typed in the analyzer tab until the student edits it', async () => {
    const user = userEvent.setup();
    renderResume({ plan: 'max' });
    const box = await screen.findByRole('textbox', { name: /^Resume text/ });
    await user.click(box);
    await user.paste(RESUME_TEXT);
    await user.click(jobBox());
    await user.paste(JOB_DESCRIPTION);
    await openCoverLetterTab(user);
    expect(resumeBox()).toHaveValue(RESUME_TEXT);
    expect(jobBox()).toHaveValue(JOB_DESCRIPTION);

    await user.clear(jobBox());
    await user.type(jobBox(), 'Barista');
    await user.click(screen.getByRole('tab', { name: 'Resume Analyzer' }));
    expect(jobBox()).toHaveValue(JOB_DESCRIPTION);
    await user.click(screen.getByRole('tab', { name: 'Cover Letter Generator' }));
    expect(jobBox()).toHaveValue('Barista');
  });

  it('needs both texts before asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderResume({ plan: 'plus' });
    await openCoverLetterTab(user);
    await user.type(resumeBox(), 'My resume');
    await user.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(RESUME_MESSAGES.coverLetterInputs);
    expect(callsTo(fetchMock, 'POST /api/cover-letter/generate')).toHaveLength(0);
  });

  it('shows a free plan the upgrade prompt and keeps Generate disabled', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderResume({ plan: 'free' });
    await openCoverLetterTab(user);
    const prompt = screen.getByRole('note', { name: 'Upgrade notice' });
    expect(prompt).toHaveTextContent(RESUME_MESSAGES.coverLetterPlan);
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Pro+' })).toHaveAttribute(
      'href',
      '/billing?plan=plus',
    );
    await fillIn(user);
    expect(generateButton()).toBeDisabled();
    await user.click(generateButton());
    expect(callsTo(fetchMock, 'POST /api/cover-letter/generate')).toHaveLength(0);
  });

  it("shows the server's detail and the plan link when it refuses (403)", async () => {
    const user = userEvent.setup();
    renderResume({
      plan: 'plus',
      routes: {
        'POST /api/cover-letter/generate': {
          status: 403,
          body: { detail: RESUME_MESSAGES.coverLetterPlan, upgrade_plan: 'plus' },
        },
      },
    });
    await openCoverLetterTab(user);
    await fillIn(user);
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(RESUME_MESSAGES.coverLetterPlan);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro+' })).toHaveAttribute(
      'href',
      '/billing?plan=plus',
    );
    expect(screen.queryByTestId('cover-letter')).not.toBeInTheDocument();
  });

  it.each<[string, MockResponse | (() => never), string]>([
    ['the fallback', { status: 500, body: 'oops' }, RESUME_MESSAGES.coverLetterFailed],
    [
      'the network message',
      () => {
        throw new TypeError('Failed to fetch');
      },
      RESUME_MESSAGES.coverLetterNetwork,
    ],
  ])('shows %s when writing fails', async (_what, response, message) => {
    const user = userEvent.setup();
    renderResume({ plan: 'plus', routes: { 'POST /api/cover-letter/generate': response } });
    await openCoverLetterTab(user);
    await fillIn(user);
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
