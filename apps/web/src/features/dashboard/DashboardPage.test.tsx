import type { StudyPlan } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeProject,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';

const STATS = {
  total_projects: 12,
  recent_projects: 4,
  completion_rate: 66.7,
  project_types: { quiz: 5, flashcards: 4, image: 3 },
};

const PLAN_ROUTE = 'GET /api/analytics/study_plan/u1';

const PLAN: StudyPlan = {
  exam_date: '2026-03-16',
  objectives: [{ id: 'pack:biology-photosynthesis', title: 'Photosynthesis', mastery_score: 42 }],
  days: [
    {
      date: '2026-03-02',
      items: [
        { kind: 'review', title: 'Review 4 flashcards', href: '/review', cards: 4 },
        {
          kind: 'drill',
          title: 'Drill: Photosynthesis',
          href: '/practice?lo=pack%3Abiology-photosynthesis&n=5',
          objective_id: 'pack:biology-photosynthesis',
        },
      ],
    },
    { date: '2026-03-03', items: [] },
  ],
};

async function focusSection() {
  const heading = await screen.findByRole('heading', { name: "Today's Focus" });
  return within(heading.closest('section') as HTMLElement);
}

function statValue(label: string) {
  const card = screen.getByText(label).closest('li');
  if (!card) throw new Error(`no stat card ${label}`);
  return card.querySelector('p:last-child')?.textContent;
}

function renderDashboard(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/dashboard', {
    user: makeUser({ username: 'maria' }),
    routes: {
      'GET /api/dashboard/stats': { body: STATS },
      [PLAN_ROUTE]: { body: { plan: null } },
      ...routes,
    },
  });
}

describe('dashboard', () => {
  it('welcomes the user and shows the four stats', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, maria!' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Projects')).toBe('12'));
    expect(statValue('This Week')).toBe('4');
    expect(statValue('Completion Rate')).toBe('66.7%');
    expect(statValue('Content Types')).toBe('3');
  });

  it('shows zeros and says recent projects failed when loading fails, without logging', async () => {
    renderDashboard({
      'GET /api/dashboard/stats': { status: 500, body: { detail: 'boom' } },
      'GET /api/projects': { status: 500, body: { detail: 'boom' } },
    });
    expect(await screen.findByText('Recent projects could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No projects yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First Project' })).not.toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Projects')).toBe('0'));
    expect(statValue('Completion Rate')).toBe('0%');
    expect(statValue('Content Types')).toBe('0');
  });

  it('has the six quick actions', async () => {
    renderDashboard();
    const section = within(
      (await screen.findByRole('heading', { name: 'Quick Actions' })).closest('section') as HTMLElement,
    );
    const links = section.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/math-tutor',
      '/writing-assistant',
      '/blog',
      '/create?tab=quiz',
      '/chat',
      '/analytics',
    ]);
    for (const name of ['Math Tutor', 'Writing Assistant', 'Blog', 'Create Quiz', 'AI Chat', 'Analytics']) {
      expect(section.getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
  });

  it('asks the server for the 6 newest projects and shows them with a View All link', async () => {
    const newestFirst = Array.from({ length: 6 }, (_, i) =>
      makeProject({
        title: `Deck ${8 - i}`,
        type: 'flashcards',
        status: i === 5 ? 'processing' : 'completed',
        created_at: `2026-01-${String(17 - i).padStart(2, '0')}T10:00:00.000Z`,
      }),
    );
    const { fetchMock } = renderDashboard({ 'GET /api/projects?limit=6': { body: newestFirst } });
    const list = await screen.findByRole('list', { name: 'Recent projects' });
    const items = within(list).getAllByRole('listitem');
    expect(callsTo(fetchMock, 'GET /api/projects?limit=6')).toHaveLength(1);
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Deck 8');
    expect(items[0]).toHaveTextContent('Flashcards');
    expect(items[5]).toHaveTextContent('Deck 3');
    expect(within(items[0]!).getByText('Completed')).toHaveAttribute('data-tone', 'green');
    expect(within(items[5]!).getByText('Processing')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/library');
    expect(screen.queryByText('No projects yet')).not.toBeInTheDocument();
  });

  it('offers to create a first project when there are none', async () => {
    renderDashboard();
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Project' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it.each([
    ['no study plan', { body: { plan: null } }],
    ['the study plan cannot be loaded', { status: 500, body: { detail: 'boom' } }],
    ['the exam day has come', { body: { plan: { ...PLAN, days: [] } } }],
  ])("shows the static Today's Focus list of three items when there is %s", async (_, answer) => {
    renderDashboard({ [PLAN_ROUTE]: answer });
    const focus = await focusSection();
    await waitFor(() =>
      expect(focus.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '1Review the flashcards you studied yesterday',
        '2Take a short quiz on a topic you find hard',
        '3Spend 20 focused minutes on your current assignment',
      ]),
    );
    expect(focus.getByText('Small steps every day add up.')).toBeInTheDocument();
    expect(focus.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows today's study plan items in Today's Focus", async () => {
    const { fetchMock } = renderDashboard({ [PLAN_ROUTE]: { body: { plan: PLAN } } });
    const focus = await focusSection();
    const items = await focus.findAllByRole('listitem');
    expect(
      items.map((item) => {
        const link = within(item).getByRole('link');
        return [link.textContent, link.getAttribute('href')];
      }),
    ).toEqual([
      ['Review 4 flashcards', '/review'],
      ['Drill: Photosynthesis', '/practice?lo=pack%3Abiology-photosynthesis&n=5'],
    ]);
    expect(focus.getByText('From your study plan for Mar 16, 2026')).toBeInTheDocument();
    expect(focus.getByRole('link', { name: 'View your study plan' })).toHaveAttribute('href', '/analytics');
    expect(focus.queryByText('Small steps every day add up.')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PLAN_ROUTE)).toHaveLength(1);
  });

  it("says a rest day when today's plan is empty", async () => {
    renderDashboard({
      [PLAN_ROUTE]: { body: { plan: { ...PLAN, days: [{ date: '2026-03-02', items: [] }] } } },
    });
    const focus = await focusSection();
    expect(await focus.findByText('Rest day: nothing planned for today.')).toBeInTheDocument();
    expect(focus.getByText('From your study plan for Mar 16, 2026')).toBeInTheDocument();
  });

  it('loads AI analytics on click', async () => {
    const pending = deferred<MockResponse>();
    renderDashboard({ 'GET /api/analytics/progress': () => pending.promise });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Analytics' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    pending.resolve({
      body: {
        ai_insights: {
          overall_assessment: 'Steady progress across subjects.',
          strengths: ['Consistent quiz practice'],
          areas_for_improvement: ['Essay structure'],
          recommendations: [{ category: 'Study Habits', action: 'Outline before drafting' }],
        },
        analytics_data: {
          quiz_performance: { total_quizzes: 7 },
          writing_quality: { total_papers: 2 },
          math_performance: { total_problems: 15 },
        },
      },
    });
    expect(await screen.findByText('Steady progress across subjects.')).toBeInTheDocument();
    expect(screen.getByText('Consistent quiz practice')).toBeInTheDocument();
    expect(screen.getByText('Essay structure')).toBeInTheDocument();
    expect(screen.getByText('Study Habits')).toBeInTheDocument();
    expect(screen.getByText('Outline before drafting')).toBeInTheDocument();
    const counts = screen.getByText('Quizzes').closest('dl') as HTMLElement;
    expect(within(counts).getByText('7')).toBeInTheDocument();
    expect(within(counts).getByText('2')).toBeInTheDocument();
    expect(within(counts).getByText('15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Analytics' })).toBeEnabled();
  });

  it.each([404, 500])('toasts "Failed to load analytics" when the server answers %i', async (status) => {
    renderDashboard({ 'GET /api/analytics/progress': { status, body: { detail: 'boom' } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Analytics' }));
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Analytics' })).toBeEnabled();
  });
});
