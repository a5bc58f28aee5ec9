/** What a failed server call throws, and the message a screen shows for it. */

/**
 * A non-2xx answer. `detail` is the server's readable message when it sent one; `body` is the whole
 * JSON answer (null when it was not JSON), for errors that carry more than a message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly body: unknown;

  constructor(status: number, detail: string | null, body: unknown = null) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

/** The server's message for a failed call, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}
