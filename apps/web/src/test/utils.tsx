import type { Project, User } from '@studybot/contract';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { createQueryClient } from '../app/providers';

export interface MockResponse {
  status?: number;
  /** JSON body; a string is sent as-is (e.g. a non-JSON error page). */
  body?: unknown;
}

export type RouteHandler = (request: {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}) => MockResponse | Promise<MockResponse>;

/**
 * Replaces global fetch. Keys are "METHOD /api/path" (query string included when present in the key,
 * else ignored). Unmatched calls answer 404 {detail: 'Not Found'}.
 */
export function mockFetch(routes: Record<string, RouteHandler | MockResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const answer: MockResponse = !handler
      ? { status: 404, body: { detail: 'Not Found' } }
      : typeof handler === 'function'
        ? await handler({ url: path, method, body, headers: new Headers(init.headers) })
        : handler;
    const status = answer.status ?? 200;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': typeof answer.body === 'string' ? 'text/html' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /api/path` (query ignored unless given). */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  const [method, path] = key.split(' ') as [string, string];
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = String(input);
    const matchesPath = path.includes('?') ? url === path : url.split('?')[0] === path;
    return (init?.method ?? 'GET').toUpperCase() === method && matchesPath;
  });
}

/** A promise you resolve from the test, for observing in-flight states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.com',
    plan_tier: 'free',
    plan_status: 'active',
    renewal_date: null,
    is_admin: false,
    credits_remaining: 0,
    insights_enabled: true,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

let projectCounter = 0;
export function makeProject(overrides: Partial<Project> = {}): Project {
  projectCounter += 1;
  return {
    id: `p${projectCounter}`,
    type: 'quiz',
    title: `Project ${projectCounter}`,
    description: null,
    status: 'completed',
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    output_data: null,
    output_url: null,
    metadata: {},
    ...overrides,
  };
}

/** Shows the router's current location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders the whole app at `path`. With `user`, a token is stored and GET /api/auth/me answers that
 * user (unless `routes` overrides it).
 */
export function renderApp(
  path: string,
  { user, routes = {} }: { user?: User; routes?: Record<string, RouteHandler | MockResponse> } = {},
) {
  if (user) localStorage.setItem('auth_token', 'test-token');
  const fetchMock = mockFetch({
    ...(user ? { 'GET /api/auth/me': { body: user } } : {}),
    'GET /api/dashboard/stats': {
      body: { total_projects: 0, recent_projects: 0, completion_rate: 0, project_types: {} },
    },
    'GET /api/projects': { body: [] },
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, fetchMock, queryClient };
}
