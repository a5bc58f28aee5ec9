import { MAX_UPLOAD_MB } from '@studybot/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error the client caused or may see; becomes `{detail}` (plus `extra`, if any) with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** More fields for the body, e.g. what a locked lesson still shows. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
/** "in 1 second", "in 45 seconds", "in 3 minutes": how long a 429 asks the client to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const tooManyRequests = (
  detail: string,
  retryAfterSeconds: number,
  extra: Record<string, unknown> = {},
) => new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, extra);

/** How long a client is told to wait when the shared rate-limit store (Redis) cannot be reached. */
export const LIMIT_STORE_RETRY_SECONDS = 30;
export const LIMIT_STORE_DOWN =
  'Temporarily unavailable: request limits cannot be checked right now. Try again in 30 seconds.';
/** 503 instead of a 500 when the rate-limit store is down: the request may simply be retried. */
export const limitStoreUnavailable = () =>
  new HttpError(503, LIMIT_STORE_DOWN, { 'retry-after': String(LIMIT_STORE_RETRY_SECONDS) });

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

function validationDetail(error: FastifyError & { validation: ValidationIssue[] }): string {
  const first = error.validation[0];
  const path =
    first?.params?.issue?.path?.join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
  return path
    ? `Invalid ${where}field '${path}': ${first?.message}`
    : `Invalid ${where}request: ${first?.message}`;
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_REQ_FILE_TOO_LARGE: [413, `File is too large; the limit is ${MAX_UPLOAD_MB} MB`],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Send the file as multipart/form-data'],
};

/**
 * Fastify's `frameworkErrors` option: errors raised while routing (a malformed address, a path
 * parameter over the router's length limit), before any handler runs, get the same `{detail}` shape.
 */
export function routingErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address is not valid';
  void reply.status(error.statusCode ?? 400).send({ detail });
}

/** One error shape for the whole API: `{detail}`. Unknown errors are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ detail: validationDetail(error as never) });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ detail: known[1] });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ detail: 'Request body is not valid JSON' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}
