import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, renderApp } from '../test/utils';
import { SIGNED_OUT_EVERYWHERE } from './AccountMenu';

const accountButton = () => screen.findByRole('button', { name: /Account/ });

describe('account menu', () => {
  it('opens a list of account actions and closes on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: makeUser({ username: 'bella', plan_tier: 'max' }) });
    const button = await accountButton();
    expect(button).toHaveAccessibleName('Account: bella, Max Plan');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('list', { name: 'Account' }));
    expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Change password',
      'Sign out everywhere',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Account' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Logout ends the session on the server with the token, then forgets it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard', {
      user: makeUser(),
      routes: { 'POST /api/auth/logout': { status: 204 } },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [call] = callsTo(fetchMock, 'POST /api/auth/logout');
    expect(new Headers(call![1]!.headers).get('authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('signs out everywhere after asking, and says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard', {
      user: makeUser(),
      routes: { 'POST /api/auth/logout-all': { status: 204 } },
    });
    await user.click(await accountButton());
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Sign out everywhere?' }));
    expect(
      confirm.getByText('This signs you out on every device and browser, including this one.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/auth/logout-all');
    expect(new Headers(call![1]!.headers).get('authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('stays signed in and shows the problem when the server cannot sign out everywhere', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', {
      user: makeUser(),
      routes: { 'POST /api/auth/logout-all': { status: 500, body: { detail: 'Internal server error' } } },
    });
    await user.click(await accountButton());
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem('auth_token')).toBe('test-token');
  });

  it('offers the same actions in the small-screen menu', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
