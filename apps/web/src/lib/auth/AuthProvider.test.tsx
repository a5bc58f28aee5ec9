import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, type MockResponse, makeUser, mockFetch } from '../../test/utils';
import { AuthProvider, useAuth } from './AuthProvider';

function Probe() {
  const { status, user } = useAuth();
  return <p data-testid="auth">{`${status} ${user?.username ?? 'nobody'}`}</p>;
}

/** A plain QueryClient: its default (three retries) shows whether the check tries only once. */
function renderProvider() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider dialog={() => null}>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('AuthProvider: checking a stored token', () => {
  it('is loading while the token is checked, then holds its user', async () => {
    localStorage.setItem('auth_token', 'stored');
    const pending = deferred<MockResponse>();
    mockFetch({ 'GET /api/auth/me': () => pending.promise });
    renderProvider();
    expect(screen.getByTestId('auth')).toHaveTextContent('loading nobody');
    pending.resolve({ body: makeUser({ username: 'bob' }) });
    await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('ready bob'));
    expect(localStorage.getItem('auth_token')).toBe('stored');
  });

  it('asks once and signs out when the check fails, even with a server error', async () => {
    localStorage.setItem('auth_token', 'stored');
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 500, body: { detail: 'Down' } } });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('ready nobody'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1);
  });

  it('is ready at once and asks nothing without a stored token', () => {
    const fetchMock = mockFetch({});
    renderProvider();
    expect(screen.getByTestId('auth')).toHaveTextContent('ready nobody');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
