import { ANALYTICS_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { analyticsRoutes, makeDue, makeInsights, makeProfile, STATS, USER_ID } from './testing';

function renderAnalytics(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/analytics', { user: makeUser({ id: USER_ID }), routes: analyticsRoutes(routes) });
}

function statValue(label: string) {
  const card = screen.getByText(label, { selector: 'p' }).closest('li');
  if (!card) throw new Error(`no stat card ${label}`);
  return card.querySelector('p:last-child')?.textContent;
}

const section = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('section') as HTMLElement);

describe('analytics page', () => {
  it('shows the four stats from mastery and due cards', async () => {
    renderAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Topics')).toBe('7'));
    // (20 + 42 + 55 + 61 + 70 + 85 + 92) / 7 = 60.7
    expect(statValue('Average Mastery')).toBe('61%');
    await waitFor(() => expect(statValue('Due Today')).toBe('5'));
    expect(statValue('Strong Topics')).toBe('2');
  });

  it('shows the bands with counts and the first 5 objectives, then all on request', async () => {
    renderAnalytics();
    const overview = within(
      (await screen.findByRole('heading', { name: 'Mastery Overview' })).closest('section') as HTMLElement,
    );
    const bands = within(overview.getByRole('list', { name: 'Mastery bands' })).getAllByRole('listitem');
    expect(bands.map((band) => band.textContent)).toEqual([
      'Weak0-49%2 topics',
      'Developing50-79%3 topics',
      'Strong80-100%2 topics',
    ]);

    const topics = () =>
      within(overview.getByRole('list', { name: 'Topics by mastery' })).getAllByRole('listitem');
    expect(topics()).toHaveLength(5);
    expect(topics()[0]).toHaveTextContent('Linear equations');
    expect(topics()[0]).toHaveTextContent('20%');
    expect(within(topics()[0]!).getByText('Weak')).toHaveAttribute('data-tone', 'red');
    expect(within(topics()[2]!).getByText('Developing')).toHaveAttribute('data-tone', 'blue');
    expect(topics()[1]).toHaveTextContent('3 of 8 right · last practised 2 days ago');

    const user = userEvent.setup();
    const toggle = overview.getByRole('button', { name: 'Show all 7' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(topics()).toHaveLength(7);
    expect(within(topics()[6]!).getByText('Strong')).toHaveAttribute('data-tone', 'green');
    expect(overview.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the streak nudge and the top 3 focus areas with their evidence and activities', async () => {
    const { fetchMock } = renderAnalytics();
    const insights = within(
      (await screen.findByRole('heading', { name: 'AI Insights' })).closest('section') as HTMLElement,
    );
    expect(
      await insights.findByText('You have a 3-day streak. Practise today to make it 4.'),
    ).toBeInTheDocument();
    expect(insights.getByRole('heading', { name: 'Top 3 Focus Areas' })).toBeInTheDocument();
    const areas = insights.getAllByRole('listitem');
    expect(areas).toHaveLength(3);
    expect(areas[0]).toHaveTextContent('Linear equations');
    expect(areas[0]).toHaveTextContent('1 of 5 answers right; last practised 4 days ago');
    expect(areas[0]).toHaveTextContent('Confidence 3/5');
    expect(within(areas[0]!).getByRole('link', { name: 'Check your working' })).toHaveAttribute(
      'href',
      '/math-tutor',
    );
    // A writing skill has no drill: its activity is offered instead.
    expect(within(areas[2]!).queryByRole('button', { name: /Start Drill/ })).not.toBeInTheDocument();
    expect(
      within(areas[2]!).getByRole('link', { name: 'Write with the writing assistant' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /api/users/${USER_ID}`)).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(within(areas[1]!).getByRole('button', { name: 'Start Drill: Photosynthesis' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/practice?lo=pack%3Abiology-photosynthesis&n=5',
      ),
    );
  });

  it('lists the first 3 due cards with +N more and Review Now', async () => {
    renderAnalytics({ [`GET /api/analytics/due_flashcards/${USER_ID}`]: { body: makeDue(12) } });
    await screen.findByText('What is ATP?');
    const due = section('Due Today');
    expect(within(due.getByRole('list', { name: 'Cards due' })).getAllByRole('listitem')).toHaveLength(3);
    expect(due.getByText('+9 more')).toBeInTheDocument();
    expect(due.getByRole('link', { name: 'Review Now' })).toHaveAttribute('href', '/review');
  });

  it('asks for 3 due cards', async () => {
    const { fetchMock } = renderAnalytics();
    await screen.findByText('What is ATP?');
    expect(callsTo(fetchMock, `GET /api/analytics/due_flashcards/${USER_ID}?limit=3`)).toHaveLength(1);
  });

  it('has quick actions that go somewhere', async () => {
    renderAnalytics();
    await screen.findByText('You have a 3-day streak. Practise today to make it 4.');
    const links = section('Quick Actions').getAllByRole('link');
    expect(
      links.map((link) => [link.textContent?.split(/(?=[A-Z0-9])/)[0], link.getAttribute('href')]),
    ).toEqual([
      ['Review due cards', '/review'],
      ['Drill weakest topic', '/practice?lo=math%3Alinear_equation&n=5'],
      ['Take a quiz', '/create?tab=quiz'],
      ['Check math working', '/math-tutor'],
    ]);
  });

  it('says the analytics are private', async () => {
    renderAnalytics();
    expect(
      await screen.findByText(/come only from your own activity in StudyBot.*Nothing is shared/),
    ).toBeInTheDocument();
  });

  it('welcomes a new student instead of showing zeros', async () => {
    renderAnalytics({
      [`GET /api/analytics/mastery/${USER_ID}`]: { body: { stats: [] } },
      [`GET /api/analytics/due_flashcards/${USER_ID}`]: { body: makeDue(0) },
    });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS_MESSAGES.notEnoughActivity)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a quiz' })).toHaveAttribute('href', '/create?tab=quiz');
    expect(screen.getByRole('link', { name: 'Make flashcards' })).toHaveAttribute(
      'href',
      '/create?tab=flashcards',
    );
    expect(screen.queryByText('Total Topics')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mastery Overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Due Today' })).not.toBeInTheDocument();
  });

  it('still shows due cards to a student with no mastery yet', async () => {
    renderAnalytics({
      [`GET /api/analytics/mastery/${USER_ID}`]: { body: { stats: [] } },
      [`GET /api/analytics/due_flashcards/${USER_ID}`]: { body: makeDue(2) },
    });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Review Now' })).toHaveAttribute('href', '/review');
  });

  it('clears the insights when turned off and reloads them when turned on', async () => {
    const settings: boolean[] = [];
    const { fetchMock } = renderAnalytics({
      [`POST /api/users/${USER_ID}/insights_settings`]: ({ body }) => {
        const { enabled } = body as { enabled: boolean };
        settings.push(enabled);
        return { body: makeProfile({ insights_enabled: enabled }) };
      },
    });
    const nudge = 'You have a 3-day streak. Practise today to make it 4.';
    expect(await screen.findByText(nudge)).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'AI Insights' });
    expect(toggle).toBeChecked();

    const user = userEvent.setup();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByText(nudge)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top 3 Focus Areas' })).not.toBeInTheDocument();
    expect(screen.getByText(/Insights are turned off/)).toBeInTheDocument();
    expect(settings).toEqual([false]);
    expect(callsTo(fetchMock, `GET /api/insights/${USER_ID}`)).toHaveLength(1);

    await user.click(toggle);
    expect(await screen.findByText(nudge)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(settings).toEqual([false, true]);
    expect(callsTo(fetchMock, `GET /api/insights/${USER_ID}`)).toHaveLength(2);
  });

  it('shows insights as off when the student turned them off', async () => {
    renderAnalytics({
      [`GET /api/users/${USER_ID}`]: { body: makeProfile({ insights_enabled: false }) },
      [`GET /api/insights/${USER_ID}`]: { body: { insights: null } },
    });
    expect(await screen.findByText(/Insights are turned off/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'AI Insights' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Top 3 Focus Areas' })).not.toBeInTheDocument();
  });

  it('toasts when the insights setting cannot be saved, and keeps it as it was', async () => {
    renderAnalytics({
      [`POST /api/users/${USER_ID}/insights_settings`]: { status: 500, body: { detail: 'boom' } },
    });
    await screen.findByText('You have a 3-day streak. Practise today to make it 4.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'AI Insights' }));
    expect(await screen.findByText(ANALYTICS_MESSAGES.insightsToggleFailed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'AI Insights' })).toBeChecked();
    expect(screen.getByText('You have a 3-day streak. Practise today to make it 4.')).toBeInTheDocument();
  });

  it('refreshes mastery with the recalculated data', async () => {
    const pending = deferred<MockResponse>();
    renderAnalytics({ [`POST /api/analytics/recalculate_mastery/${USER_ID}`]: () => pending.promise });
    await waitFor(() => expect(statValue('Total Topics')).toBe('7'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    pending.resolve({ body: { stats: STATS.slice(0, 2) } });
    await waitFor(() => expect(statValue('Total Topics')).toBe('2'));
    expect(statValue('Average Mastery')).toBe('31%');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('toasts "Failed to refresh mastery data" when Refresh fails', async () => {
    renderAnalytics({
      [`POST /api/analytics/recalculate_mastery/${USER_ID}`]: { status: 500, body: { detail: 'boom' } },
    });
    await waitFor(() => expect(statValue('Total Topics')).toBe('7'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(ANALYTICS_MESSAGES.refreshFailed)).toBeInTheDocument();
    expect(statValue('Total Topics')).toBe('7');
  });

  it('says when mastery cannot be loaded and tries again', async () => {
    let fail = true;
    renderAnalytics({
      [`GET /api/analytics/mastery/${USER_ID}`]: () =>
        fail ? { status: 500, body: { detail: 'boom' } } : { body: { stats: STATS } },
    });
    expect(await screen.findByText('Your mastery data could not be loaded.')).toBeInTheDocument();
    fail = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(statValue('Total Topics')).toBe('7'));
  });

  it('summarises the last 30 days above the charts', async () => {
    renderAnalytics();
    expect(
      await screen.findByText('Last 30 days: 40 answers on 10 days; average mastery from 42% to 69%.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mastery over time')).toBeInTheDocument();
    expect(screen.getByText('Activity per day')).toBeInTheDocument();
  });

  it('shows focus areas only from insights', async () => {
    renderAnalytics({
      [`GET /api/insights/${USER_ID}`]: { body: { insights: makeInsights({ focus: [] }) } },
    });
    expect(
      await screen.findByText('Answer a few more questions and the topics to work on next will show here.'),
    ).toBeInTheDocument();
    // Without a focus area, "Drill weakest topic" drills the weakest objective that has drills.
    expect(screen.getByRole('link', { name: /Drill weakest topic/ })).toHaveAttribute(
      'href',
      '/practice?lo=math%3Alinear_equation&n=5',
    );
  });
});
