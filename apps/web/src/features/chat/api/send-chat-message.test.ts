import { CHAT_MESSAGES } from '@studybot/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { jsonResponse, makeAction, makeChatResponse, streamOf } from '../testing';
import { ChatStreamError, readSseFrames, sendChatMessage } from './send-chat-message';

/** A body that arrives in exactly these pieces. */
function bodyOf(...chunks: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function framesOf(body: ReadableStream<Uint8Array>) {
  const frames = [];
  for await (const frame of readSseFrames(body)) frames.push(frame);
  return frames;
}

const REQUEST = { message: 'Draw a diagram of the water cycle', session_id: 'session-1' };

describe('readSseFrames', () => {
  it('reads events split anywhere across chunks, a multi-byte character included', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"It’s here"}\n\n');
    const cut = bytes.indexOf(0x80); // inside the three bytes of ’
    expect(
      await framesOf(
        bodyOf('', bytes.slice(0, 5), bytes.slice(5, cut), bytes.slice(cut), 'event: done\ndata: {}\n\n'),
      ),
    ).toEqual([
      { event: 'delta', data: '{"text":"It’s here"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins multi-line data, skips comments and empty events, and accepts CRLF line ends', async () => {
    expect(
      await framesOf(
        bodyOf(
          ': keep-alive\n\n',
          'event: a\r\ndata: one\r\ndata:two\r\n\r\n',
          'data: unnamed\n\n',
          'event: lost',
        ),
      ),
    ).toEqual([
      { event: 'a', data: 'one\ntwo' },
      { event: 'message', data: 'unnamed' },
    ]);
  });
});

describe('sendChatMessage', () => {
  it('asks for a stream, reports actions and text as they come, and gives the `done` response', async () => {
    const response = makeChatResponse();
    const fetchMock = vi.fn(async () =>
      streamOf([
        { event: 'action', data: makeAction() },
        { event: 'delta', data: { text: 'Here it is' } },
        { event: 'done', data: response },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    await expect(sendChatMessage(REQUEST, { onEvent })).resolves.toEqual(response);
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { event: 'action', data: makeAction() },
      { event: 'delta', data: { text: 'Here it is' } },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    expect(JSON.parse(String(init.body))).toEqual(REQUEST);
  });

  it('takes a JSON answer as the whole response', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, makeChatResponse()));
    await expect(sendChatMessage(REQUEST)).resolves.toEqual(makeChatResponse());
  });

  it('throws an ApiError with the body for a turn refused before it starts (429 + upgrade_plan)', async () => {
    const body = { detail: 'You have used all 30 chat messages today.', upgrade_plan: 'plus' };
    vi.stubGlobal('fetch', async () => jsonResponse(429, body));
    const error = await sendChatMessage(REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, detail: body.detail, body });
  });

  it('throws the `error` event’s detail, and the apology for a stream cut short or unreadable', async () => {
    vi.stubGlobal('fetch', async () => streamOf([{ event: 'error', data: { detail: 'No such tool.' } }]));
    await expect(sendChatMessage(REQUEST)).rejects.toEqual(new ChatStreamError('No such tool.'));

    vi.stubGlobal('fetch', async () => streamOf([{ event: 'delta', data: { text: 'Let me' } }]));
    await expect(sendChatMessage(REQUEST)).rejects.toEqual(new ChatStreamError(CHAT_MESSAGES.error));

    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(bodyOf('event: done\ndata: {oops\n\n'), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    );
    await expect(sendChatMessage(REQUEST)).rejects.toEqual(new ChatStreamError(CHAT_MESSAGES.error));
  });
});
