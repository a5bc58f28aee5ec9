import { ADMIN_MESSAGES, DEFAULT_SETTINGS, MAX_UPLOAD_MB, SETTINGS_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, type MockResponse } from '../../test/utils';
import { makeActivity, makeStats, renderAdmin } from './testing';

vi.mock('../../components/blog/BlogManager', () => ({
  BlogManager: () => <h2>Blog Management (test double)</h2>,
}));

const statValue = (label: string) => screen.getByTestId(`stat-${label}`).textContent;
const trendOf = (label: string) => screen.getByTestId(`trend-${label}`).textContent;
const section = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('section') as HTMLElement);

describe('admin panel: overview', () => {
  it('shows the heading, the five tabs and a spinner while the stats load', async () => {
    const stats = deferred<MockResponse>();
    renderAdmin({ routes: { 'GET /api/admin/stats': () => stats.promise } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Activity',
      'Blog',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Loading admin data...')).toBeInTheDocument();
    stats.resolve({ body: makeStats() });
    await waitFor(() => expect(statValue('Total Users')).toBe('1,240'));
    expect(screen.queryByText('Loading admin data...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin Panel · StudyBot'));
  });

  it('shows the four totals, each with its real trend', async () => {
    renderAdmin();
    await waitFor(() => expect(statValue('Total Users')).toBe('1,240'));
    expect(statValue('Total Projects')).toBe('356');
    expect(statValue('Chat Messages')).toBe('9,870');
    expect(statValue('Active Today')).toBe('17');
    expect(trendOf('Total Users')).toBe('+12 this week (last week +8)');
    expect(trendOf('Total Projects')).toBe('+20 this week (last week +31)');
    expect(trendOf('Chat Messages')).toBe('+70 this week (last week +70)');
    expect(trendOf('Active Today')).toBe('3 yesterday');
  });

  it('draws User Growth and Content Generation from the daily counts, with their summaries', async () => {
    renderAdmin();
    // 20 days of 1 sign-up and 10 days of 2; 15 days of 3 projects; 10 chat messages a day.
    await screen.findByRole('heading', { name: 'User Growth' });
    expect(
      section('User Growth').getByText('Last 30 days: 40 sign-ups; 1,240 users in total, up from 1,200.'),
    ).toBeInTheDocument();
    expect(
      section('Content Generation').getByText('Last 30 days: 45 projects and 300 chat messages.'),
    ).toBeInTheDocument();

    const growth = await screen.findByTestId('chart-user-growth');
    expect(within(growth).getByText('Sign-ups')).toBeInTheDocument();
    expect(within(growth).getByText('Total users')).toBeInTheDocument();
    await waitFor(() => expect(growth.querySelectorAll('.recharts-line-curve')).toHaveLength(1));
    expect(growth.querySelector('svg.recharts-surface[role="application"] > title')?.textContent).toBe(
      'User Growth',
    );

    const content = await screen.findByTestId('chart-content');
    expect(within(content).getByText('Projects')).toBeInTheDocument();
    expect(within(content).getByText('Chat messages')).toBeInTheDocument();
    await waitFor(() => expect(content.querySelectorAll('.recharts-line-curve')).toHaveLength(2));
  });

  it('lists projects by type, largest first, leaving out empty types', async () => {
    renderAdmin();
    const list = await screen.findByRole('list', { name: 'Projects by type' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quiz200 projects', 'Flashcards100 projects', 'Writing Assistant56 projects']);
  });

  it('says when nothing was made in the last 30 days', async () => {
    renderAdmin({
      routes: {
        'GET /api/admin/stats': {
          body: makeStats({
            total_users: 1,
            daily: makeStats().daily.map((day) => ({ ...day, sign_ups: 0, projects: 0, chat_messages: 0 })),
            projects_by_type: [],
          }),
        },
      },
    });
    expect(await screen.findByText('Last 30 days: no sign-ups; 1 user in total.')).toBeInTheDocument();
    expect(screen.getByText('Last 30 days: 0 projects and 0 chat messages.')).toBeInTheDocument();
    expect(section('Projects by Type').getByText('No projects yet.')).toBeInTheDocument();
  });

  it('lists each system check with its state in words and its detail', async () => {
    renderAdmin();
    const checks = await screen.findByRole('list', { name: 'System checks' });
    const items = within(checks).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'DatabaseOperationalSQLite, answered in 2 ms',
      'AI providerWarningLocal engines only (AI_PROVIDER=local)',
      'Payments providerDownStripe did not answer',
    ]);
    expect(within(items[2]!).getByText('Down')).toHaveAttribute('data-state', 'down');
    expect(section('System Status').getByText('1 down, 1 warning')).toBeInTheDocument();
  });

  it('says all systems are operational when every check is ok', async () => {
    renderAdmin({
      routes: {
        'GET /api/admin/system-status': {
          body: { checks: [{ key: 'database', label: 'Database', state: 'ok', detail: 'SQLite' }] },
        },
      },
    });
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it('shows the load error with the server reason, and tries again', async () => {
    let fail = true;
    const { fetchMock } = renderAdmin({
      routes: {
        'GET /api/admin/stats': () =>
          fail ? { status: 500, body: { detail: 'Database is locked' } } : { body: makeStats() },
      },
    });
    expect(await screen.findByRole('heading', { name: ADMIN_MESSAGES.loadFailed })).toBeInTheDocument();
    expect(screen.getByText('Database is locked')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(statValue('Total Users')).toBe('1,240'));
    expect(screen.queryByText(ADMIN_MESSAGES.loadFailed)).not.toBeInTheDocument();
    // One try, one retry by the query client for the 500, one by the button.
    expect(callsTo(fetchMock, 'GET /api/admin/stats').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the system status apart when only it fails, with its own retry', async () => {
    let fail = true;
    renderAdmin({
      routes: {
        'GET /api/admin/system-status': () =>
          fail ? { status: 403, body: { detail: 'Admin access required' } } : { body: { checks: [] } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('System status could not be checked. Admin access required');
    await waitFor(() => expect(statValue('Total Users')).toBe('1,240'));
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The server reported no checks.')).toBeInTheDocument();
  });
});

describe('admin panel: tabs', () => {
  it('moves between tabs with the keyboard and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    renderAdmin();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    await user.click(overview);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=users'));
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });

  it('opens the tab named in ?tab=', async () => {
    renderAdmin({ path: '/admin?tab=settings' });
    expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Blog: shows the blog manager', async () => {
    renderAdmin({ path: '/admin?tab=blog' });
    expect(await screen.findByRole('heading', { name: 'Blog Management (test double)' })).toBeInTheDocument();
  });

  it('Settings: API status from the checks and the export link', async () => {
    renderAdmin({ path: '/admin?tab=settings' });
    const checks = await screen.findByRole('list', { name: 'API configuration' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(3);
    expect(within(checks).getByText('Warning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export Subscribers' })).toHaveAttribute(
      'href',
      '/mailerlite-export',
    );
  });
});

describe('admin panel: settings', () => {
  it('shows the saved settings and saves every change together, saying so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: '/admin?tab=settings',
      routes: {
        'GET /api/admin/settings': { body: { ...DEFAULT_SETTINGS, plan_limits: { free: { quizzes: 8 } } } },
        'PUT /api/admin/settings': ({ body }) => ({ body: body as object }),
      },
    });
    const daily = await screen.findByLabelText('Daily API calls per student');
    expect(daily).toHaveValue('1000');
    expect(screen.getByLabelText('Max file size (MB)')).toHaveValue(String(MAX_UPLOAD_MB));
    expect(screen.getByLabelText(/Registration open/)).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Quizzes a day/ })).toHaveValue('8');

    await user.clear(daily);
    await user.type(daily, '250');
    await user.click(screen.getByLabelText(/Registration open/));
    await user.clear(screen.getByRole('textbox', { name: /^Quizzes a day/ }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'plus');
    await user.type(screen.getByRole('textbox', { name: /^Images a month/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: 'Chat messages a day: unlimited' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PUT /api/admin/settings')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      daily_api_calls_limit: 250,
      max_upload_mb: MAX_UPLOAD_MB,
      registration_open: false,
      plan_limits: { plus: { images: 12, chat_messages: null } },
    });
  });

  it('names what is wrong and sends nothing when a value is out of bounds', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({ path: '/admin?tab=settings' });
    const upload = await screen.findByLabelText('Max file size (MB)');
    await user.clear(upload);
    await user.type(upload, String(MAX_UPLOAD_MB + 5));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Max file size must be a whole number of MB from 1 to ${MAX_UPLOAD_MB}.`,
    );
    await user.clear(upload);
    await user.type(upload, '4');
    await user.type(screen.getByRole('textbox', { name: /^Quizzes a day/ }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Free plan, quizzes: enter a whole number/);
    expect(callsTo(fetchMock, 'PUT /api/admin/settings')).toHaveLength(0);
  });

  it("shows the server's refusal when the save fails", async () => {
    const user = userEvent.setup();
    renderAdmin({
      path: '/admin?tab=settings',
      routes: { 'PUT /api/admin/settings': { status: 400, body: { detail: 'max_upload_mb: too big' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${SETTINGS_MESSAGES.saveFailed}: max_upload_mb: too big`,
    );
  });
});

describe('admin panel: activity', () => {
  it('lists the latest activity with who, what, kind and when', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin?tab=activity',
      routes: {
        'GET /api/admin/activity': {
          body: {
            items: [
              makeActivity({ kind: 'project', username: 'alice', summary: 'made a quiz: Photosynthesis' }),
              makeActivity({
                kind: 'admin',
                username: 'root',
                summary: "changed alice's plan from free to max",
              }),
            ],
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('alice made a quiz: Photosynthesis');
    expect(within(items[0]!).getByText('Content')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Jan 30, 2026');
    expect(items[1]).toHaveTextContent("root changed alice's plan from free to max");
    expect(within(items[1]!).getByText('Admin')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/activity?limit=50')).toHaveLength(1);
  });

  it('filters by kind on the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: '/admin?tab=activity',
      routes: { 'GET /api/admin/activity?kind=purchase&limit=50': { body: { items: [] } } },
    });
    await screen.findByRole('list', { name: 'Recent activity' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show activity' }), 'Purchases');
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/activity?kind=purchase&limit=50')).toHaveLength(1);
  });

  it('shows an honest empty state, with no sample entries', async () => {
    renderAdmin({
      path: '/admin?tab=activity',
      routes: { 'GET /api/admin/activity': { body: { items: [] } } },
    });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(
      screen.getByText('Sign-ups, new content, purchases and admin changes appear here as they happen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent activity' })).not.toBeInTheDocument();
  });

  it('shows more entries on request while a full page came back', async () => {
    const user = userEvent.setup();
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => makeActivity({ username: `user${index}` }));
    const { fetchMock } = renderAdmin({
      path: '/admin?tab=activity',
      routes: {
        'GET /api/admin/activity?limit=50': { body: { items: many(50) } },
        'GET /api/admin/activity?limit=100': { body: { items: many(61) } },
      },
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem'),
      ).toHaveLength(61),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/activity?limit=100')).toHaveLength(1);
  });
});
