/**
 * The one HTTP client of the web app: every call to the server goes through `api()`, and only
 * files in an `api/` folder call it (checked by `npm run lint:imports`).
 */
import { ApiError } from './api-error';
import { getToken } from './token';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

/** `/api` + `path`; a URL the server handed out (already under `/api/`) is used as it is. */
function apiUrl(path: string): string {
  if (path.startsWith('/api/')) return path;
  return `/api${path.startsWith('/') ? path : `/${path}`}`;
}

/** Sends the request with the stored token; a non-2xx answer throws an `ApiError`. */
async function send(path: string, { method = 'GET', body, signal }: ApiOptions, accept: string) {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(apiUrl(path), { method, headers, body: payload, signal });
  if (!response.ok) {
    const body = await readErrorBody(response);
    throw new ApiError(response.status, detailOf(body), body);
  }
  return response;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A file that needs the token (e.g. generated audio), which `<audio src>` or a plain link cannot
 * send. Show it through `URL.createObjectURL` and revoke that URL when done.
 */
export async function apiBlob(path: string, options: Pick<ApiOptions, 'signal'> = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}

/**
 * A response read as it arrives, such as Server-Sent Events (`Accept: text/event-stream`): read
 * `response.body` as it comes. A refused request (non-2xx) throws an `ApiError` like `api()`.
 */
export function apiStream(path: string, options: ApiOptions = {}): Promise<Response> {
  return send(path, options, 'text/event-stream');
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // Not JSON: no detail to show.
    return null;
  }
}

function detailOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'detail' in data) {
    const { detail } = data as { detail: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return null;
}
