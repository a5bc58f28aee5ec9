import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, type MockResponse, makeUser, renderApp } from '../test/utils';

const location = () => screen.getByTestId('location');

describe('route guards', () => {
  it.each([
    '/dashboard',
    '/create',
    '/writing-assistant',
    '/math-tutor',
    '/chat',
    '/library',
    '/billing',
    '/bootcamp',
    '/interview',
    '/resume-analyzer',
    '/analytics',
    '/subscription',
    '/practice?lo=abc&n=5',
    '/admin',
  ])('sends a logged-out visitor from %s to /', async (path) => {
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it.each(['/admin/blog', '/mailerlite-export'])(
    'sends a logged-out visitor from %s to / via /dashboard',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    },
  );

  it('sends a signed-in user from / to /dashboard', async () => {
    renderApp('/', { user: makeUser() });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, alice!' })).toBeInTheDocument();
  });

  it('sends a non-admin from /admin to /', async () => {
    renderApp('/admin', { user: makeUser() });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    // "/" itself forwards the signed-in user on to the dashboard; the /admin screen is never shown.
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each(['/admin/blog', '/mailerlite-export'])('sends a non-admin from %s to /dashboard', async (path) => {
    renderApp(path, { user: makeUser() });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it.each([
    ['/admin', 'Admin Panel'],
    ['/admin/blog', 'Blog Admin'],
    ['/mailerlite-export', 'Subscriber Export'],
  ])('lets an admin open %s', async (path, heading) => {
    renderApp(path, { user: makeUser({ is_admin: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });

  it('shows a spinner, not a redirect, while the user loads', async () => {
    const pending = deferred<MockResponse>();
    renderApp('/library', { user: makeUser(), routes: { 'GET /api/auth/me': () => pending.promise } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/library');
    pending.resolve({ body: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Study Library' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/library');
  });

  it('clears the stored token and logs out when /auth/me fails', async () => {
    const { fetchMock } = renderApp('/dashboard', {
      user: makeUser(),
      routes: { 'GET /api/auth/me': { status: 401, body: { detail: 'Invalid or expired token' } } },
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('auth_token')).toBeNull();
    const [, init] = callsTo(fetchMock, 'GET /api/auth/me')[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('does not call /auth/me without a stored token', async () => {
    const { fetchMock } = renderApp('/about');
    await waitFor(() => expect(location()).toHaveTextContent('/about'));
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(0);
  });

  it('shows a signed-in student the resume analyzer', async () => {
    renderApp('/resume-analyzer', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Analyzer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resume Analyzer' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toHaveTextContent('/resume-analyzer');
  });

  it('keeps /blog public', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/blog');
  });

  it('shows a 404 page with a link home for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
