import type {
  AudioUsageInfo,
  AudioUsageResponse,
  PlagiarismResponse,
  Project,
  TtsGenerateResponse,
  User,
} from '@studybot/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { createQueryClient, Providers } from '../app/providers';

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

/**
 * Renders one component with the app's providers (query client, toasts) and a router. They wrap
 * the component, so `rerender(<Other props />)` keeps them.
 */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <Providers queryClient={queryClient}>{children}</Providers>
      </MemoryRouter>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

export function makeUsage(overrides: Partial<AudioUsageInfo> = {}): AudioUsageInfo {
  return {
    current_requests: 1,
    max_requests: 3,
    requests_remaining: 2,
    current_minutes: 0.2,
    max_minutes: 5,
    minutes_remaining: 4.8,
    resets_at: '2026-01-11T00:00:00.000Z',
    ...overrides,
  };
}

/** What GET /api/tts/usage answers: today's use and whether the plan may download audio. */
export function makeUsageResponse(overrides: Partial<AudioUsageResponse> = {}): AudioUsageResponse {
  return { ...makeUsage(), can_download: false, ...overrides };
}

export function makeSpeech(overrides: Partial<TtsGenerateResponse> = {}): TtsGenerateResponse {
  return {
    audio_url: '/api/tts/audio/clip-1.mp3',
    duration: 12,
    voice_id: 'victoria',
    speed: 1,
    can_download: false,
    usage_info: makeUsage(),
    cached: false,
    source: 'local:espeak-ng',
    ...overrides,
  };
}

/** The text checked by `makePlagiarism`, with one copied sentence and one quoted, cited one. */
export const CHECKED_TEXT =
  'Plants make food from light. The mitochondria is the powerhouse of the cell. ' +
  'As Darwin wrote, "endless forms most beautiful" (Darwin, 1859). My own closing words.';

export function makePlagiarism(overrides: Partial<PlagiarismResponse['results']> = {}): PlagiarismResponse {
  const copied = 'The mitochondria is the powerhouse of the cell.';
  const quoted = '"endless forms most beautiful"';
  const copiedAt = CHECKED_TEXT.indexOf(copied);
  const quotedAt = CHECKED_TEXT.indexOf(quoted);
  return {
    project_id: 'plag-1',
    title: 'Biology essay',
    results: {
      similarity_score: 34.5,
      total_words: 26,
      sources_found: 1,
      is_mock: false,
      documents_checked: 120,
      truncated: false,
      matches: [
        {
          title: 'Cell biology primer',
          url: 'https://example.org/cells',
          kind: 'reference',
          similarity: 34.5,
          matched_words: 8,
          passages: [
            {
              start: copiedAt,
              end: copiedAt + copied.length,
              text: copied,
              source_text: 'the mitochondria is the powerhouse of the cell',
              words: 8,
            },
          ],
        },
      ],
      quoted_matches: [
        {
          title: 'On the Origin of Species',
          url: null,
          kind: 'reference',
          similarity: 15.4,
          matched_words: 4,
          passages: [
            {
              start: quotedAt,
              end: quotedAt + quoted.length,
              text: quoted,
              source_text: 'endless forms most beautiful',
              words: 4,
            },
          ],
        },
      ],
      ...overrides,
    },
  };
}
