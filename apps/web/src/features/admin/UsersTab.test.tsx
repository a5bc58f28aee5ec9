import { ADMIN_MESSAGES, type AdminUser } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type RouteHandler } from '../../test/utils';
import { ALICE, BOB, makeAdminUser, ROOT_ROW, renderAdmin, rowOf } from './testing';

const USERS = '/admin?tab=users';

/** PATCH answers the user with the change applied, as the server does. */
const patchAnswer =
  (user: AdminUser): RouteHandler =>
  ({ body }) => {
    const change = body as Partial<AdminUser>;
    const next = { ...user, ...change };
    return {
      body: {
        ...next,
        status: next.disabled ? 'disabled' : next.plan_status === 'cancelled' ? 'cancelled' : 'active',
      },
    };
  };

function bodyOf(fetchMock: ReturnType<typeof renderAdmin>['fetchMock'], key: string, index = 0) {
  const [, init] = callsTo(fetchMock, key)[index]!;
  return JSON.parse(String(init?.body));
}

describe('admin panel: users', () => {
  it('lists users with email, plan, joined date, status and admin badge, and the total', async () => {
    const { fetchMock } = renderAdmin({ path: USERS });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Email', 'Plan', 'Joined', 'Status', 'Email opt-in', 'Actions']);
    expect(screen.getByText('3 total users')).toBeInTheDocument();

    const alice = await rowOf('alice');
    expect(alice).toHaveTextContent('alice@example.com');
    expect(within(alice).getByRole('combobox', { name: 'Plan for alice' })).toHaveDisplayValue('Free');
    expect(alice).toHaveTextContent('Jan 5, 2026');
    expect(within(alice).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(within(alice).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(alice).getByText('A', { selector: 'span[aria-hidden="true"]' })).toBeInTheDocument();
    expect(alice).toHaveTextContent('Email opt-inNo');

    const bob = await rowOf('bob');
    expect(within(bob).getByRole('combobox', { name: 'Plan for bob' })).toHaveDisplayValue('Max');
    expect(within(bob).getByText('Cancelled')).toBeInTheDocument();

    const root = await rowOf('root');
    expect(within(root).getByText('Admin')).toHaveAttribute('data-tone', 'indigo');
    expect(root).toHaveTextContent('(you)');

    expect(callsTo(fetchMock, 'GET /api/admin/users?limit=25&offset=0')).toHaveLength(1);
  });

  it('searches on the server once typing settles', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: { 'GET /api/admin/users?search=ali&limit=25&offset=0': { body: { users: [ALICE], total: 1 } } },
    });
    await rowOf('bob');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ali');
    expect(await screen.findByText('1 matching user')).toBeInTheDocument();
    expect(screen.queryByText('bob')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/users?search=ali&limit=25&offset=0')).toHaveLength(1);
    // Not one request per key.
    expect(callsTo(fetchMock, 'GET /api/admin/users?search=a&limit=25&offset=0')).toHaveLength(0);
  });

  it('filters by plan, and clears search and filter from the empty state', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: { 'GET /api/admin/users?plan=bootcamp&limit=25&offset=0': { body: { users: [], total: 0 } } },
    });
    const filter = await screen.findByRole('combobox', { name: 'Filter by plan' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All plans', 'Free', 'Plus', 'Max', 'Pro', 'Ultimate', 'Bootcamp']);
    await user.selectOptions(filter, 'Bootcamp');
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/users?plan=bootcamp&limit=25&offset=0')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await rowOf('alice')).toBeInTheDocument();
    expect(filter).toHaveValue('');
  });

  it('pages 25 at a time with Previous and Next', async () => {
    const user = userEvent.setup();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => makeAdminUser({ username: `pupil${from + index}` }));
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: {
        'GET /api/admin/users?limit=25&offset=0': { body: { users: page(0, 25), total: 60 } },
        'GET /api/admin/users?limit=25&offset=25': { body: { users: page(25, 25), total: 60 } },
        'GET /api/admin/users?limit=25&offset=50': { body: { users: page(50, 10), total: 60 } },
      },
    });
    expect(await rowOf('pupil0')).toBeInTheDocument();
    expect(screen.getByText('60 total users')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await rowOf('pupil25')).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await rowOf('pupil59')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(11);

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await rowOf('pupil25')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/users?limit=25&offset=50')).toHaveLength(1);
  });

  it('starts again at the first page when the search changes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: {
        'GET /api/admin/users?limit=25&offset=0': {
          body: { users: [ALICE], total: 30 },
        },
        'GET /api/admin/users?limit=25&offset=25': { body: { users: [BOB], total: 30 } },
        'GET /api/admin/users?search=bo&limit=25&offset=0': { body: { users: [BOB], total: 1 } },
      },
    });
    await rowOf('alice');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await rowOf('bob');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bo');
    expect(await screen.findByText('1 matching user')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/users?search=bo&limit=25&offset=0')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'User pages' })).not.toBeInTheDocument();
  });

  it('changes a plan after confirming, updates the row and says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: { 'PATCH /api/admin/users/u-alice': patchAnswer(ALICE) },
    });
    const alice = await rowOf('alice');
    await user.selectOptions(within(alice).getByRole('combobox', { name: 'Plan for alice' }), 'Plus');
    const dialog = await screen.findByRole('alertdialog', { name: "Change alice's plan?" });
    expect(dialog).toHaveTextContent('alice moves from Free to Plus.');
    await user.click(within(dialog).getByRole('button', { name: 'Change to Plus' }));

    expect(await screen.findByText(ADMIN_MESSAGES.saved)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH /api/admin/users/u-alice')).toEqual({ plan_tier: 'plus' });
    expect(within(await rowOf('alice')).getByRole('combobox', { name: 'Plan for alice' })).toHaveDisplayValue(
      'Plus',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves the plan as it was when the change is cancelled', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({ path: USERS });
    const alice = await rowOf('alice');
    const select = within(alice).getByRole('combobox', { name: 'Plan for alice' });
    await user.selectOptions(select, 'Max');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(select).toHaveDisplayValue('Free');
    expect(callsTo(fetchMock, 'PATCH /api/admin/users/u-alice')).toHaveLength(0);
  });

  it('makes a user an admin and removes it again', async () => {
    const user = userEvent.setup();
    let current = ALICE;
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: {
        'PATCH /api/admin/users/u-alice': (request) => {
          const answer = patchAnswer(current)(request) as { body: AdminUser };
          current = answer.body;
          return answer;
        },
      },
    });
    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Make admin alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make alice an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(async () => expect(within(await rowOf('alice')).getByText('Admin')).toBeInTheDocument());
    expect(bodyOf(fetchMock, 'PATCH /api/admin/users/u-alice')).toEqual({ is_admin: true });

    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Remove admin alice' }));
    const remove = await screen.findByRole('alertdialog', { name: "Remove alice's admin rights?" });
    await user.click(within(remove).getByRole('button', { name: 'Remove admin' }));
    await waitFor(async () =>
      expect(within(await rowOf('alice')).queryByText('Admin')).not.toBeInTheDocument(),
    );
    expect(bodyOf(fetchMock, 'PATCH /api/admin/users/u-alice', 1)).toEqual({ is_admin: false });
  });

  it('disables an account after confirming, and enables it at once', async () => {
    const user = userEvent.setup();
    let current = ALICE;
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: {
        'PATCH /api/admin/users/u-alice': (request) => {
          const answer = patchAnswer(current)(request) as { body: AdminUser };
          current = answer.body;
          return answer;
        },
      },
    });
    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Disable alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Disable alice's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(async () => expect(within(await rowOf('alice')).getByText('Disabled')).toBeInTheDocument());
    expect(within(await rowOf('alice')).getByText('Disabled')).toHaveAttribute('data-tone', 'red');
    expect(bodyOf(fetchMock, 'PATCH /api/admin/users/u-alice')).toEqual({ disabled: true });

    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Enable alice' }));
    await waitFor(async () => expect(within(await rowOf('alice')).getByText('Active')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH /api/admin/users/u-alice', 1)).toEqual({ disabled: false });
  });

  it("shows the server's reason when a change is refused, and keeps the row", async () => {
    const user = userEvent.setup();
    renderAdmin({
      path: USERS,
      routes: {
        'PATCH /api/admin/users/u-bob': { status: 400, body: { detail: ADMIN_MESSAGES.notYourself } },
      },
    });
    await user.click(within(await rowOf('bob')).getByRole('button', { name: 'Disable bob' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable account' }),
    );
    expect(await screen.findByText(ADMIN_MESSAGES.notYourself)).toBeInTheDocument();
    expect(within(await rowOf('bob')).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("reads the signed-in admin again after changing the admin's own plan", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin({
      path: USERS,
      routes: { 'PATCH /api/admin/users/admin-1': patchAnswer(ROOT_ROW) },
    });
    await rowOf('bob');
    const before = callsTo(fetchMock, 'GET /api/auth/me').length;
    await user.selectOptions(
      within(await rowOf('root')).getByRole('combobox', { name: 'Plan for root' }),
      'Ultimate',
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change to Ultimate' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth/me').length).toBe(before + 1));
  });

  it("offers no remove-admin or disable on the admin's own row, but keeps the plan", async () => {
    renderAdmin({ path: USERS });
    const root = await rowOf('root');
    expect(within(root).queryByRole('button', { name: /Remove admin/ })).not.toBeInTheDocument();
    expect(within(root).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(within(root).getByText('Your account')).toBeInTheDocument();
    expect(within(root).getByRole('combobox', { name: `Plan for ${ROOT_ROW.username}` })).toBeEnabled();
    // Everyone else's row has both.
    expect(within(await rowOf('bob')).getByRole('button', { name: 'Make admin bob' })).toBeInTheDocument();
  });

  it('shows the load error with retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdmin({
      path: USERS,
      routes: {
        'GET /api/admin/users': () =>
          fail
            ? { status: 403, body: { detail: 'Admin access required' } }
            : { body: { users: [ALICE], total: 1 } },
      },
    });
    expect(await screen.findByRole('heading', { name: ADMIN_MESSAGES.loadFailed })).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('alice')).toBeInTheDocument();
    expect(screen.getByText('1 total user')).toBeInTheDocument();
  });
});
