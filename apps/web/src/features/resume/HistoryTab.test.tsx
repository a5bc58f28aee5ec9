import { RESUME_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, type MockResponse } from '../../test/utils';
import { HISTORY_FAILED } from './messages';
import {
  highlightedLines,
  JOB_DESCRIPTION,
  jobBox,
  LETTER,
  letterAnswer,
  makeHistoryItem,
  makeRecord,
  RESUME_TEXT,
  renderResume,
  resumeBox,
} from './testing';

async function openHistoryTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'History' }));
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Past analyses and cover letters' })).getAllByRole(
    'listitem',
  );

describe('resume analyzer: history', () => {
  it('lists past analyses and cover letters with their scores and previews', async () => {
    const user = userEvent.setup();
    renderResume({
      routes: {
        'GET /api/resume/history': {
          body: {
            analyses: [
              makeHistoryItem({ id: 'rec-2', scorecard: { overall: 85 }, has_cover_letter: true }),
              makeHistoryItem({
                id: 'rec-1',
                analysis_type: 'cover_letter',
                scorecard: null,
                has_cover_letter: true,
                resume_preview: 'Sam Jones, barista',
              }),
            ],
          },
        },
      },
    });
    await openHistoryTab(user);
    const [first, second] = await rows();

    const open = within(first!).getByRole('button', { name: /^Open resume analysis of/ });
    expect(open).toHaveAccessibleName(expect.stringMatching(/overall 85 out of 100, with a cover letter$/));
    expect(open).toHaveAccessibleDescription('Alex Student alex@example.com | 555-0100 EXPERIENCE');
    expect(first).toHaveTextContent('Resume analysis');
    expect(first).toHaveTextContent('Overall score 85/100');
    expect(within(first!).getByText('Cover letter')).toBeInTheDocument();
    expect(first).toHaveTextContent('Jan 5, 2026');

    expect(second).toHaveTextContent('Cover letter');
    expect(second).not.toHaveTextContent('/100');
    expect(within(second!).getByRole('button')).toHaveAccessibleDescription('Sam Jones, barista');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then the empty state, whose button goes to the analyzer', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    renderResume({ routes: { 'GET /api/resume/history': () => answer.promise } });
    await openHistoryTab(user);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading your history...',
    );
    answer.resolve({ body: { analyses: [] } });
    expect(await screen.findByText('No analyses yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyze a resume' }));
    expect(screen.getByRole('tab', { name: 'Resume Analyzer' })).toHaveAttribute('aria-selected', 'true');
    expect(resumeBox()).toBeInTheDocument();
  });

  it('says when the history could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderResume({
      routes: {
        'GET /api/resume/history': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: 'oops' } : { body: { analyses: [makeHistoryItem()] } };
        },
      },
    });
    await openHistoryTab(user);
    expect(
      await screen.findByRole('heading', { name: 'Your history could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(HISTORY_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('loads 20 at a time with Load more', async () => {
    const user = userEvent.setup();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => makeHistoryItem({ id: `rec-${from + index}` }));
    const { fetchMock } = renderResume({
      routes: {
        'GET /api/resume/history?limit=20&offset=0': { body: { analyses: page(0, 20) } },
        'GET /api/resume/history?limit=20&offset=20': { body: { analyses: page(20, 3) } },
      },
    });
    await openHistoryTab(user);
    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/resume/history?limit=20&offset=20')).toHaveLength(1);
  });

  it('opens a past analysis on the analyzer tab with its text, results and cover letter', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderResume({
      plan: 'max',
      routes: {
        'GET /api/resume/history': { body: { analyses: [makeHistoryItem({ has_cover_letter: true })] } },
        'GET /api/resume/history/rec-1': {
          body: makeRecord({ cover_letter_data: letterAnswer().cover_letter_data }),
        },
      },
    });
    await openHistoryTab(user);
    const [row] = await rows();
    await user.click(within(row!).getByRole('button'));

    expect(await screen.findByRole('heading', { name: 'Scorecard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resume Analyzer' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByText(/From your history:/).closest('[tabindex="-1"]')).toHaveFocus(),
    );
    expect(screen.getByText(/Resume analysis of Jan 5, 2026/)).toBeInTheDocument();
    expect(resumeBox()).toHaveValue(RESUME_TEXT);
    expect(jobBox()).toHaveValue(JOB_DESCRIPTION);
    expect(screen.getByRole('img', { name: 'Overall: 61 out of 100 (Good)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /hides what you did yourself/ }));
    expect(highlightedLines()).toEqual([5]);
    expect(callsTo(fetchMock, 'GET /api/resume/history/rec-1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'View its cover letter' }));
    expect(screen.getByRole('tab', { name: 'Cover Letter Generator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('cover-letter').textContent).toBe(LETTER);
  });

  it('opens a cover letter on its own tab', async () => {
    const user = userEvent.setup();
    renderResume({
      plan: 'plus',
      routes: {
        'GET /api/resume/history': {
          body: { analyses: [makeHistoryItem({ analysis_type: 'cover_letter', scorecard: null })] },
        },
        'GET /api/resume/history/rec-1': {
          body: makeRecord({
            analysis_type: 'cover_letter',
            analysis: null,
            cover_letter_data: letterAnswer().cover_letter_data,
          }),
        },
      },
    });
    await openHistoryTab(user);
    const [row] = await rows();
    await user.click(within(row!).getByRole('button'));

    expect(await screen.findByTestId('cover-letter')).toHaveTextContent('Dear Hiring Manager');
    expect(screen.getByRole('tab', { name: 'Cover Letter Generator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText(/Cover letter of Jan 5, 2026/)).toBeInTheDocument();
    expect(resumeBox()).toHaveValue(RESUME_TEXT);
    expect(jobBox()).toHaveValue(JOB_DESCRIPTION);
  });

  it('says so when a past analysis cannot be opened', async () => {
    const user = userEvent.setup();
    renderResume({
      routes: {
        'GET /api/resume/history': { body: { analyses: [makeHistoryItem()] } },
        'GET /api/resume/history/rec-1': { status: 404, body: { detail: RESUME_MESSAGES.notFound } },
      },
    });
    await openHistoryTab(user);
    const [row] = await rows();
    await user.click(within(row!).getByRole('button'));
    expect(await within(row!).findByRole('alert')).toHaveTextContent(RESUME_MESSAGES.notFound);
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the analysis a library link names (?analysis=…), once', async () => {
    const { fetchMock } = renderResume({
      plan: 'max',
      path: '/resume-analyzer?analysis=rec-1',
      routes: { 'GET /api/resume/history/rec-1': { body: makeRecord() } },
    });
    expect(await screen.findByRole('heading', { name: 'Scorecard' })).toBeInTheDocument();
    expect(resumeBox()).toHaveValue(RESUME_TEXT);
    expect(callsTo(fetchMock, 'GET /api/resume/history/rec-1')).toHaveLength(1);
  });

  it('shows the history when a linked analysis cannot be opened', async () => {
    renderResume({
      path: '/resume-analyzer?analysis=gone',
      routes: {
        'GET /api/resume/history': { body: { analyses: [makeHistoryItem()] } },
        'GET /api/resume/history/gone': { status: 404, body: { detail: RESUME_MESSAGES.notFound } },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await rows()).toHaveLength(1);
  });
});
