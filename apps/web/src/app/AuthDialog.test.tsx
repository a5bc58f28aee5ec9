import { SETTINGS_MESSAGES } from '@studybot/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AuthMode, AuthProvider, useAuth } from '../lib/auth/AuthProvider';
import { callsTo, deferred, LocationProbe, type MockResponse, makeUser, mockFetch } from '../test/utils';
import { AuthDialog } from './AuthDialog';
import { Providers } from './providers';

function Opener() {
  const { openAuthDialog, user } = useAuth();
  return (
    <div>
      {(['login', 'register', 'admin'] as AuthMode[]).map((mode) => (
        <button key={mode} type="button" onClick={() => openAuthDialog(mode)}>
          open {mode}
        </button>
      ))}
      <p data-testid="user">{user?.username ?? 'nobody'}</p>
    </div>
  );
}

function setup(mode: AuthMode, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch(routes);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Providers>
        <AuthProvider dialog={AuthDialog}>
          <Opener />
          <LocationProbe />
        </AuthProvider>
      </Providers>
    </MemoryRouter>,
  );
  return { fetchMock, user, open: () => user.click(screen.getByRole('button', { name: `open ${mode}` })) };
}

const authAnswer = (overrides = {}) => ({
  body: { access_token: 'new-token', token_type: 'bearer', user: makeUser(overrides) },
});

describe('auth dialog', () => {
  it('shows the login texts and switches to register and back', async () => {
    const { user, open } = setup('login');
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByText('Sign in to continue your learning journey')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const register = screen.getByRole('dialog', { name: 'Create Account' });
    expect(
      within(register).getByText('Join thousands of students improving their studies'),
    ).toBeInTheDocument();
    expect(within(register).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(register).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(register).getByLabelText('Confirm Password')).toBeInTheDocument();

    await user.click(within(register).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows the admin texts', async () => {
    const { open } = setup('admin');
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Admin Sign In' });
    expect(within(dialog).getByText('Administrator access only')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In as Admin' })).toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    const { user, open } = setup('login');
    await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const { user, open } = setup('login');
    await open();
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says "Passwords do not match" without calling the server', async () => {
    const { user, open, fetchMock } = setup('register');
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-two');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('registers, stores the token, sets the user and goes to /dashboard', async () => {
    const { user, open, fetchMock } = setup('register', { 'POST /api/auth/register': authAnswer() });
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const [, init] = callsTo(fetchMock, 'POST /api/auth/register')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      password: 'secret-pass',
      email_consent: false,
    });
    expect(localStorage.getItem('auth_token')).toBe('new-token');
    expect(screen.getByTestId('user')).toHaveTextContent('alice');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers email consent unchecked by default and sends it when ticked', async () => {
    const { user, open, fetchMock } = setup('register', { 'POST /api/auth/register': authAnswer() });
    await open();
    const consent = screen.getByRole('checkbox', {
      name: 'Email me study tips and StudyBot news (optional)',
    });
    expect(consent).not.toBeChecked();
    expect(consent).not.toBeRequired();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(consent);
    expect(consent).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const [, init] = callsTo(fetchMock, 'POST /api/auth/register')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ username: 'alice', email_consent: true });
  });

  it('asks for email consent only when registering', async () => {
    const { open } = setup('login');
    await open();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says sign-up is closed, with no form, when an admin has closed it; sign-in stays a click away', async () => {
    const { user, open } = setup('register', { 'GET /api/auth/registration': { body: { open: false } } });
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.registrationClosed);
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('admin login sends the credentials and goes to /admin', async () => {
    const { user, open, fetchMock } = setup('admin', {
      'POST /api/auth/admin-login': authAnswer({ username: 'root', is_admin: true }),
    });
    await open();
    await user.type(screen.getByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password'), 'admin-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In as Admin' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    const [, init] = callsTo(fetchMock, 'POST /api/auth/admin-login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'root', password: 'admin-pass' });
    expect(localStorage.getItem('auth_token')).toBe('new-token');
  });

  it('disables the button with a busy label while signing in', async () => {
    const pending = deferred<MockResponse>();
    const { user, open } = setup('login', { 'POST /api/auth/login': () => pending.promise });
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    pending.resolve(authAnswer());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('shows the server detail when login fails', async () => {
    const { user, open } = setup('login', {
      'POST /api/auth/login': { status: 401, body: { detail: 'Invalid username or password' } },
    });
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAccessibleDescription(
      'Invalid username or password',
    );
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('trims the username and email before sending them', async () => {
    const { user, open, fetchMock } = setup('register', { 'POST /api/auth/register': authAnswer() });
    await open();
    await user.type(screen.getByLabelText('Username'), '  alice ');
    await user.type(screen.getByLabelText('Email'), ' alice@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const [call] = callsTo(fetchMock, 'POST /api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      password: 'secret-pass',
      email_consent: false,
    });
  });

  it.each([
    ['login', 'POST /api/auth/login', 'Sign In'],
    ['admin', 'POST /api/auth/admin-login', 'Sign In as Admin'],
    ['register', 'POST /api/auth/register', 'Create Account'],
  ] as const)(
    '%s: an all-spaces username says "Username is required" without asking the server',
    async (mode, route, submit) => {
      const { user, open, fetchMock } = setup(mode, { [route]: authAnswer() });
      await open();
      await user.type(screen.getByLabelText('Username'), '   ');
      if (mode === 'register') await user.type(screen.getByLabelText('Email'), 'alice@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret-pass');
      if (mode === 'register') await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(screen.getByRole('alert')).toHaveTextContent('Username is required');
      expect(screen.getByLabelText('Username')).toHaveFocus();
      expect(callsTo(fetchMock, route)).toHaveLength(0);
    },
  );

  it('signs in when the browser blocks storage', async () => {
    const { user, open } = setup('login', { 'POST /api/auth/login': authAnswer() });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(screen.getByTestId('user')).toHaveTextContent('alice');
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it.each([
    ['login', 'POST /api/auth/login', 'Sign In', 'Login failed'],
    ['register', 'POST /api/auth/register', 'Create Account', 'Registration failed'],
    ['admin', 'POST /api/auth/admin-login', 'Sign In as Admin', 'Admin login failed'],
  ] as const)('falls back to a %s message without a server detail', async (mode, route, submit, message) => {
    const { user, open } = setup(mode, { [route]: { status: 500, body: '<html>Bad gateway</html>' } });
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    if (mode === 'register') await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    if (mode === 'register') await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows a 409 detail on registration', async () => {
    const { user, open } = setup('register', {
      'POST /api/auth/register': { status: 409, body: { detail: 'Username already taken' } },
    });
    await open();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
  });
});
