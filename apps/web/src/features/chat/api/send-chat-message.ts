import {
  type AgentAction,
  CHAT_MESSAGES,
  type ChatRequest,
  type ChatResponse,
  type ChatStreamEvent,
} from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiStream } from '../../../lib/api';
import { billingKeys, chatKeys, refreshSavedWork } from '../../../lib/query-keys';

/** What arrives while a turn streams, before its `done`: a tool the agent used, or more text. */
export type ChatProgress = Extract<ChatStreamEvent, { event: 'action' | 'delta' }>;

/**
 * A streamed turn that failed after it started (the server's `error` event, or a stream that ended
 * without an answer). Its message is for the student: the server's detail or the spec's apology.
 */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/** One Server-Sent Event as sent: its name (`message` when unnamed) and its data lines joined. */
export interface SseFrame {
  event: string;
  data: string;
}

/** The events of a `text/event-stream` body as they arrive (comments and empty events skipped). */
export async function* readSseFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<SseFrame> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      // The last piece has no newline yet: it waits for the next chunk (or is the end).
      buffer = done ? '' : (lines.pop() ?? '');
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
          if (data.length > 0) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (done) return;
    }
  } finally {
    // Stops the download when the reader gives up early; a stream that already failed stays failed.
    reader.cancel().catch(() => {});
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new ChatStreamError(CHAT_MESSAGES.error);
  }
}

/**
 * POST /api/chat with `Accept: text/event-stream`: one turn of the study chat, streamed. `onEvent`
 * hears each tool the agent used and each piece of text; the promise gives the whole response
 * (`done`), whose `response` replaces the streamed text. A turn the server refuses before it starts
 * (quota 429, bad request) throws an `ApiError`; one that fails later a `ChatStreamError`; a
 * stopped one (`signal`) an AbortError.
 */
export async function sendChatMessage(
  request: ChatRequest,
  { onEvent, signal }: { onEvent?: (event: ChatProgress) => void; signal?: AbortSignal } = {},
): Promise<ChatResponse> {
  const response = await apiStream('/chat', { method: 'POST', body: request, signal });
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    // Answered in one piece (the JSON form of the same turn).
    return (await response.json()) as ChatResponse;
  }
  for await (const frame of readSseFrames(response.body)) {
    switch (frame.event) {
      case 'action':
        onEvent?.({ event: 'action', data: parse(frame.data) as AgentAction });
        break;
      case 'delta':
        onEvent?.({ event: 'delta', data: parse(frame.data) as { text: string } });
        break;
      case 'done':
        return parse(frame.data) as ChatResponse;
      case 'error': {
        const { detail } = parse(frame.data) as { detail?: unknown };
        throw new ChatStreamError(typeof detail === 'string' && detail ? detail : CHAT_MESSAGES.error);
      }
    }
  }
  throw new ChatStreamError(CHAT_MESSAGES.error);
}

export interface SendChatVariables {
  request: ChatRequest;
  onEvent?: (event: ChatProgress) => void;
  signal?: AbortSignal;
}

/**
 * Sends a chat turn. What the agent saved (quizzes, diagrams, solutions) refreshes the library; every
 * turn refreshes the recent chats and the plan's usage (chat messages are counted).
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, onEvent, signal }: SendChatVariables) =>
      sendChatMessage(request, { onEvent, signal }),
    onSuccess: (response) => {
      if (response.agent_actions.some((action) => action.link?.startsWith('/library/')))
        refreshSavedWork(queryClient);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
    },
  });
}
