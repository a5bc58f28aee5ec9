import type {
  AgentAction,
  ChatCitation,
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ChatSessionDetail,
  ChatSessionSummary,
  ChatStreamEvent,
  User,
} from '@studybot/contract';
import { vi } from 'vitest';
import { type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';

export const SESSION_ID = '4f9c2a9e-1b7d-4c55-9a1e-3f2b7c8d9e10';
export const STAMP = '2026-01-10T10:00:00.000Z';

export function makeAction(overrides: Partial<AgentAction> = {}): AgentAction {
  return {
    type: 'draw_diagram',
    description: 'Drew Water Cycle Diagram',
    link: '/library/img-1',
    timestamp: STAMP,
    ...overrides,
  };
}

export function makeCitation(overrides: Partial<ChatCitation> = {}): ChatCitation {
  return {
    n: 1,
    title: 'Osmosis (study pack)',
    quote: 'Osmosis is the movement of water across a membrane.',
    link: '/library/notes-1',
    ...overrides,
  };
}

export function makeChatResponse(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    response: 'Here it is: **Water Cycle Diagram**.',
    agent_actions: [makeAction()],
    next_questions: ['What drives evaporation?', 'Quiz me on the water cycle'],
    citations: [],
    source: 'local',
    message_id: 'm-2',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    role: 'user',
    content: 'Draw a diagram of the water cycle',
    agent_actions: [],
    next_questions: [],
    citations: [],
    created_at: STAMP,
    ...overrides,
  };
}

export function makeSessionSummary(overrides: Partial<ChatSessionSummary> = {}): ChatSessionSummary {
  return {
    id: SESSION_ID,
    title: 'Draw a diagram of the water cycle',
    message_count: 2,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A stored chat: a diagram turn, then a cited answer. */
export function makeSession(overrides: Partial<ChatSessionDetail> = {}): ChatSessionDetail {
  return {
    ...makeSessionSummary({ message_count: 4 }),
    messages: [
      makeMessage({ id: 'm-1' }),
      makeMessage({
        id: 'm-2',
        role: 'assistant',
        content: 'Here it is: **Water Cycle Diagram**.\n\n![Water Cycle Diagram](/api/files/img-1.svg)',
        agent_actions: [makeAction()],
        next_questions: ['What drives evaporation?'],
      }),
      makeMessage({ id: 'm-3', content: 'What is osmosis?' }),
      makeMessage({
        id: 'm-4',
        role: 'assistant',
        content: 'Osmosis is the movement of water across a membrane [1].',
        citations: [makeCitation()],
        next_questions: ['Define diffusion', 'Quiz me on osmosis'],
      }),
    ],
    ...overrides,
  };
}

/** One SSE frame as the server writes it. */
export const sseFrame = ({ event, data }: ChatStreamEvent) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const encoder = new TextEncoder();
const SSE_HEADERS = { 'Content-Type': 'text/event-stream; charset=utf-8' };

/**
 * A whole streamed turn, cut into small chunks that split frames (and a multi-byte character)
 * anywhere, as a network may.
 */
export function streamOf(events: readonly ChatStreamEvent[], chunkBytes = 7): Response {
  const bytes = encoder.encode(events.map(sseFrame).join(''));
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunkBytes)
          controller.enqueue(bytes.slice(at, at + chunkBytes));
        controller.close();
      },
    }),
    { headers: SSE_HEADERS },
  );
}

/** The events of a turn that draws a diagram: the action, the text in pieces, then `done`. */
export function diagramTurn(response: ChatResponse = makeChatResponse()): ChatStreamEvent[] {
  return [
    ...response.agent_actions.map((action): ChatStreamEvent => ({ event: 'action', data: action })),
    { event: 'delta', data: { text: 'Here it is: ' } },
    { event: 'delta', data: { text: '**Water Cycle Diagram**.' } },
    { event: 'done', data: response },
  ];
}

/**
 * A streamed answer the test writes event by event. Stopping the request (its signal) fails the
 * body with an AbortError, as fetch does.
 */
export function liveStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  );
  return {
    response: new Response(body, { headers: SSE_HEADERS }),
    send: (event: ChatStreamEvent) => controller.enqueue(encoder.encode(sseFrame(event))),
    close: () => controller.close(),
  };
}

/** A plain JSON answer: what the server sends for a turn refused before it starts (400, 429). */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface ChatCall {
  body: ChatRequest;
  headers: Headers;
  signal: AbortSignal | null | undefined;
}

export type ChatHandler = (call: ChatCall) => Response | Promise<Response>;

/**
 * The chat page at `path` for a signed-in student. `chat` answers POST /api/chat (a stream or a
 * JSON refusal); `routes` the other calls, as `renderApp` takes them. `chatCalls` records each turn sent.
 */
export function renderChat(
  path = '/chat',
  {
    user = makeUser(),
    routes = {},
    chat = () => streamOf(diagramTurn()),
  }: { user?: User; routes?: Record<string, RouteHandler | MockResponse>; chat?: ChatHandler } = {},
) {
  const view = renderApp(path, {
    user,
    routes: { 'GET /api/chat/sessions': { body: { sessions: [] } }, ...routes },
  });
  const chatCalls: ChatCall[] = [];
  const others = view.fetchMock;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/chat' && init.method === 'POST') {
        const call = {
          body: JSON.parse(String(init.body)) as ChatRequest,
          headers: new Headers(init.headers),
          signal: init.signal,
        };
        chatCalls.push(call);
        return chat(call);
      }
      return others(input, init);
    }),
  );
  return { ...view, chatCalls };
}
