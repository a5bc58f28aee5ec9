import {
  type ExportHistoryItem,
  type ExportResponse,
  MAILERLITE_MESSAGES,
  PREMIUM_GROUP,
  type SubscriberStats,
} from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/AuthProvider';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  mockFetch,
  type RouteHandler,
  renderApp,
  renderWithProviders,
} from '../../test/utils';
import { MailerliteExportPage } from './MailerliteExportPage';
import { CONSENT_NOTE } from './messages';
import { csvFileName } from './save-file';

/** The sign-in dialog is not part of this screen (and features do not import app/). */
const NoDialog = () => null;

const STATS = 'GET /api/mailerlite/subscriber-stats';
const HISTORY = 'GET /api/mailerlite/export-history';
const EXPORT = 'POST /api/mailerlite/export-subscribers';

const admin = makeUser({ username: 'root', is_admin: true });

function makeStats(overrides: Partial<SubscriberStats> = {}): SubscriberStats {
  return {
    total_subscribers: 42,
    recent_signups: 7,
    by_plan_tier: { free: 30, plus: 5, max: 3, pro: 1, ultimate: 2, bootcamp: 1 },
    ...overrides,
  };
}

function makeExport(overrides: Partial<ExportHistoryItem> = {}): ExportHistoryItem {
  return {
    id: 'exp-1',
    export_date: '2026-01-05T15:04:00.000Z',
    total_subscribers: 12,
    successful_exports: 12,
    failed_exports: 0,
    status: 'completed',
    destination: 'mailerlite',
    admin_name: 'root',
    ...overrides,
  };
}

function exportAnswer(overrides: Partial<ExportResponse> = {}): MockResponse {
  return {
    body: {
      status: 'success',
      message: '5 of 5 subscribers exported to MailerLite.',
      export: makeExport({ id: 'exp-new', total_subscribers: 5, successful_exports: 5 }),
      ...overrides,
    } satisfies ExportResponse,
  };
}

function renderPage(routes: Record<string, RouteHandler | MockResponse> = {}) {
  const user = userEvent.setup();
  const view = renderApp('/mailerlite-export', {
    user: admin,
    routes: {
      [STATS]: { body: makeStats() },
      [HISTORY]: {
        body: {
          exports: [
            makeExport(),
            makeExport({
              id: 'exp-0',
              admin_name: 'ops',
              destination: 'csv',
              total_subscribers: 9,
              successful_exports: 6,
              failed_exports: 3,
              status: 'partial',
            }),
          ],
        },
      },
      ...routes,
    },
  });
  return { user, ...view };
}

const exportButton = () => screen.getByRole('button', { name: 'Export Subscribers' });
const resultAlert = async () => screen.findByRole('alert');

async function pageReady() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Subscriber Export' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('stat-Total Subscribers')).toHaveTextContent('42'));
}

describe('subscriber export page', () => {
  it('shows the subscriber counts, says who is counted, and lists past exports', async () => {
    renderPage();
    await pageReady();
    await waitFor(() => expect(document.title).toBe('Subscriber Export · StudyBot'));
    expect(screen.getByTestId('stat-Recent Signups (30 days)')).toHaveTextContent('7');
    const byPlan = within(screen.getByRole('list', { name: 'Subscribers by plan' }));
    expect(byPlan.getByTestId('stat-Free Plan')).toHaveTextContent('30');
    expect(byPlan.getByTestId('stat-Plus Plan')).toHaveTextContent('5');
    expect(byPlan.getByTestId('stat-Max Plan')).toHaveTextContent('3');
    expect(byPlan.getByTestId('stat-Ultimate Plan')).toHaveTextContent('2');
    expect(byPlan.getByTestId('stat-Bootcamp Plan')).toHaveTextContent('1');
    expect(screen.getByText(new RegExp(CONSENT_NOTE))).toHaveTextContent(PREMIUM_GROUP);

    const table = await screen.findByRole('table');
    const region = screen.getByRole('region', { name: 'Export history table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Admin', 'Destination', 'Total', 'Successful', 'Failed', 'Status']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Jan 5, 2026/);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([expect.stringMatching(/Jan 5, 2026/), 'root', 'MailerLite', '12', '12', '0', 'Completed']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .slice(1)
        .map((td) => td.textContent),
    ).toEqual(['ops', 'CSV', '9', '6', '3', 'Partial']);
    expect(within(first!).getByText('Completed')).toHaveAttribute('data-tone', 'green');
  });

  it('offers All and every plan tier in the plan filter', async () => {
    renderPage();
    await pageReady();
    const select = screen.getByRole('combobox', { name: 'Plan tier' });
    expect(select).toHaveValue('all');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Free', 'Plus', 'Max', 'Pro', 'Ultimate', 'Bootcamp']);
  });

  it('sends the chosen filters, shows progress, then the success alert and fresh stats and history', async () => {
    const pending = deferred<MockResponse>();
    const { user, fetchMock } = renderPage({ [EXPORT]: () => pending.promise });
    await pageReady();
    await screen.findByRole('table');
    const statsCalls = callsTo(fetchMock, STATS).length;
    const historyCalls = callsTo(fetchMock, HISTORY).length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan tier' }), 'plus');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(exportButton());

    const busy = screen.getByRole('button', { name: 'Exporting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [, init] = callsTo(fetchMock, EXPORT)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      filters: { plan_tier: 'plus', date_from: '2026-01-01', date_to: '2026-01-31' },
    });

    pending.resolve(exportAnswer());
    const alert = await resultAlert();
    expect(within(alert).getByText(MAILERLITE_MESSAGES.success)).toBeInTheDocument();
    expect(within(alert).getByText('5 of 5 subscribers exported to MailerLite.')).toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
    await waitFor(() => expect(callsTo(fetchMock, STATS).length).toBeGreaterThan(statsCalls));
    await waitFor(() => expect(callsTo(fetchMock, HISTORY).length).toBeGreaterThan(historyCalls));
  });

  it('sends plan "all" and no dates by default', async () => {
    const { user, fetchMock } = renderPage({ [EXPORT]: exportAnswer() });
    await pageReady();
    await user.click(exportButton());
    await resultAlert();
    const [, init] = callsTo(fetchMock, EXPORT)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ filters: { plan_tier: 'all' } });
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const { user, fetchMock } = renderPage({ [EXPORT]: exportAnswer() });
    await pageReady();
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(exportButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MAILERLITE_MESSAGES.badRange);
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(MAILERLITE_MESSAGES.badRange);
    expect(callsTo(fetchMock, EXPORT)).toHaveLength(0);
  });

  it('says how many failed when the export is partial', async () => {
    const { user } = renderPage({
      [EXPORT]: exportAnswer({
        status: 'partial',
        message: '3 of 5 subscribers exported to MailerLite; 2 refused.',
        export: makeExport({
          total_subscribers: 5,
          successful_exports: 3,
          failed_exports: 2,
          status: 'partial',
        }),
      }),
    });
    await pageReady();
    await user.click(exportButton());
    const alert = await resultAlert();
    expect(
      within(alert).getByText(
        `${MAILERLITE_MESSAGES.failedPrefix}3 of 5 subscribers exported to MailerLite; 2 refused.`,
      ),
    ).toBeInTheDocument();
    expect(within(alert).getByText('2 of 5 subscribers could not be exported.')).toBeInTheDocument();
    expect(within(alert).queryByText(MAILERLITE_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('shows "Export failed: {message}" when the export failed', async () => {
    const message = 'MailerLite did not accept the request. Check MAILERLITE_API_KEY and try again.';
    const { user } = renderPage({
      [EXPORT]: exportAnswer({
        status: 'failed',
        message,
        export: makeExport({
          total_subscribers: 5,
          successful_exports: 0,
          failed_exports: 5,
          status: 'failed',
        }),
      }),
    });
    await pageReady();
    await user.click(exportButton());
    expect(await resultAlert()).toHaveTextContent(`${MAILERLITE_MESSAGES.failedPrefix}${message}`);
  });

  it.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => ({ status: 500, body: '<html>Bad gateway</html>' })],
  ] as const)('shows the network message for %s', async (_, handler) => {
    const { user } = renderPage({ [EXPORT]: handler as RouteHandler });
    await pageReady();
    await user.click(exportButton());
    expect(await resultAlert()).toHaveTextContent(MAILERLITE_MESSAGES.network);
    expect(exportButton()).toBeEnabled();
  });

  it('downloads the CSV the server sends when MailerLite is not configured', async () => {
    const csv = 'email,name,plan,signed_up\nana@example.com,ana,free,2026-01-02';
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage({
      [EXPORT]: exportAnswer({
        message: '1 of 1 subscribers exported as CSV.',
        export: makeExport({ destination: 'csv', total_subscribers: 1, successful_exports: 1 }),
        csv,
      }),
    });
    await pageReady();
    await user.click(exportButton());
    const alert = await resultAlert();

    const fileName = csvFileName();
    expect(fileName).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.contexts[0]).toHaveProperty('download', fileName);
    expect(clicks.mock.contexts[0]).toHaveProperty('href', 'blob:csv-1');
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe(csv);
    expect(within(alert).getByText(MAILERLITE_MESSAGES.success)).toBeInTheDocument();
    expect(alert).toHaveTextContent(`downloaded as ${fileName}`);
  });

  it('downloads nothing when no subscriber matches', async () => {
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage({
      [EXPORT]: exportAnswer({
        message: MAILERLITE_MESSAGES.nothing,
        export: makeExport({ destination: 'csv', total_subscribers: 0, successful_exports: 0 }),
        csv: 'email,name,plan,signed_up',
      }),
    });
    await pageReady();
    await user.click(exportButton());
    expect(await resultAlert()).toHaveTextContent(MAILERLITE_MESSAGES.nothing);
    expect(clicks).not.toHaveBeenCalled();
  });

  it('shows an empty history', async () => {
    renderPage({ [HISTORY]: { body: { exports: [] } } });
    expect(await screen.findByText('No exports yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading states, then a history error with a retry', async () => {
    const stats = deferred<MockResponse>();
    let historyAnswer: MockResponse = { status: 500, body: { detail: 'Database unavailable' } };
    const { user } = renderPage({ [STATS]: () => stats.promise, [HISTORY]: () => historyAnswer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriber Export' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Subscriber totals' })).toHaveAttribute('aria-busy', 'true');
    const failed = await screen.findByText('Could not load the export history.', {}, { timeout: 8000 });
    stats.resolve({ body: makeStats() });
    historyAnswer = { body: { exports: [makeExport()] } };
    await user.click(within(failed.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Subscribers')).toHaveTextContent('42');
  });

  it('shows the admin-only message when the server refuses', async () => {
    renderPage({ [STATS]: { status: 403, body: { detail: 'Admin access required' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(MAILERLITE_MESSAGES.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Subscribers' })).not.toBeInTheDocument();
  });

  it('shows the admin-only message to a non-admin who reaches the page, without asking the server', async () => {
    localStorage.setItem('auth_token', 'test-token');
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: makeUser() } });
    renderWithProviders(
      <AuthProvider dialog={NoDialog}>
        <MailerliteExportPage />
      </AuthProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(MAILERLITE_MESSAGES.adminOnly)).toBeInTheDocument();
    expect(callsTo(fetchMock, STATS)).toHaveLength(0);
    expect(callsTo(fetchMock, HISTORY)).toHaveLength(0);
  });
});

describe('csvFileName', () => {
  it('names the file after the local date', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 30))).toBe('subscribers-2026-01-05.csv');
  });
});
