import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, renderApp } from '../test/utils';
import { PASSWORD_CHANGED } from './ChangePasswordDialog';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Account/ }));
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return within(screen.getByRole('dialog', { name: 'Change password' }));
}

async function fill(
  dialog: Awaited<ReturnType<typeof openDialog>>,
  user: ReturnType<typeof userEvent.setup>,
  [current, next, confirm]: [string, string, string],
) {
  await user.type(dialog.getByLabelText('Current password'), current);
  await user.type(dialog.getByLabelText('New password'), next);
  await user.type(dialog.getByLabelText('Confirm new password'), confirm);
  await user.click(dialog.getByRole('button', { name: 'Change Password' }));
}

describe('change password dialog', () => {
  it('sends both passwords, keeps the user signed in with the new token and says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard', {
      user: makeUser(),
      routes: {
        'POST /api/auth/password': {
          body: { access_token: 'fresh-token', token_type: 'bearer', user: makeUser() },
        },
      },
    });
    const dialog = await openDialog(user);
    expect(
      dialog.getByText('Other devices signed in to your account will be signed out.'),
    ).toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(dialog.getByLabelText(label)).toHaveAttribute('type', 'password');
    await fill(dialog, user, ['old-password-1', 'new-password-2', 'new-password-2']);

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/auth/password');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      current_password: 'old-password-1',
      new_password: 'new-password-2',
    });
    expect(new Headers(call![1]!.headers).get('authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('auth_token')).toBe('fresh-token');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows the server’s message and lets the student try again', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', {
      user: makeUser(),
      routes: {
        'POST /api/auth/password': { status: 400, body: { detail: 'Current password is incorrect' } },
      },
    });
    const dialog = await openDialog(user);
    await fill(dialog, user, ['wrong-password', 'new-password-2', 'new-password-2']);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    expect(dialog.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(localStorage.getItem('auth_token')).toBe('test-token');
  });

  it('catches a mistyped confirmation before asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/dashboard', { user: makeUser() });
    const dialog = await openDialog(user);
    await fill(dialog, user, ['old-password-1', 'new-password-2', 'new-password-3']);
    expect(dialog.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(callsTo(fetchMock, 'POST /api/auth/password')).toHaveLength(0);
  });

  it('forgets what was typed when closed', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: makeUser() });
    let dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('Current password'), 'half-typed');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(dialog.getByLabelText('Current password')).toHaveValue('');
  });
});
