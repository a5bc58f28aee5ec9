import {
  CHAT_MESSAGES,
  ChatRequest,
  ChatResponse,
  ChatSessionDetail,
  ChatSessionParams,
  ChatSessionsResponse,
  type ChatStreamEvent,
  ErrorBody,
} from '@studybot/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import { HttpError } from '../../platform/errors.ts';
import type { ChatService } from './service.ts';

/** One Server-Sent Event: its name and its JSON data on one line each. */
export const sseFrame = ({ event, data }: ChatStreamEvent) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Opens the event stream on the first event, so a turn refused before it starts (a quota, a bad
 * session) still answers with a plain JSON error and status.
 */
function eventStream(reply: FastifyReply) {
  let open = false;
  return {
    get open() {
      return open;
    },
    send(event: ChatStreamEvent) {
      if (!open) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        open = true;
      }
      reply.raw.write(sseFrame(event));
    },
    end() {
      if (open) reply.raw.end();
    },
  };
}

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; guards: Guards }> = async (
  app,
  { chat, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/api/chat',
    {
      schema: {
        tags: ['chat'],
        description:
          'One chat turn. JSON by default; with `Accept: text/event-stream` the same turn streams `action`, `delta`, then `done` (the whole response) or `error` events. Counts against chat_messages.',
        body: ChatRequest,
        response: { 200: ChatResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(request.headers.accept ?? '').includes('text/event-stream'))
        return chat.turn(user, request.body, request.log);
      const stream = eventStream(reply);
      try {
        const response = await chat.turn(user, request.body, request.log, (event) => stream.send(event));
        stream.send({ event: 'done', data: response });
      } catch (error) {
        if (!stream.open) throw error;
        request.log.error({ err: error }, 'chat turn failed while streaming');
        const detail =
          error instanceof HttpError && error.statusCode < 500 ? error.message : CHAT_MESSAGES.error;
        stream.send({ event: 'error', data: { detail } });
      }
      stream.end();
      return reply;
    },
  );

  app.get(
    '/api/chat/sessions',
    { schema: { tags: ['chat'], response: { 200: ChatSessionsResponse, 401: ErrorBody } } },
    (request) => chat.sessions(currentUser(request)),
  );

  app.get(
    '/api/chat/sessions/:id',
    {
      schema: {
        tags: ['chat'],
        params: ChatSessionParams,
        response: { 200: ChatSessionDetail, 401: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => chat.session(currentUser(request), request.params.id),
  );
};
