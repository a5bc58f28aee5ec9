import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export type FakeBehaviour =
  /** Chat completion whose message content is this value as JSON. */
  | { kind: 'json'; body: unknown }
  /** This body as the whole response (e.g. an images API answer). */
  | { kind: 'raw'; body: unknown }
  | { kind: 'text'; content: string }
  /** These bytes with this content type (e.g. a speech API's MP3). */
  | { kind: 'bytes'; body: Uint8Array; contentType: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** A model asking for one tool call (streamed when the request asks for a stream). */
  | { kind: 'tool_call'; name: string; arguments: object };

/**
 * An OpenAI-compatible server (chat completions, images, speech) on loopback that answers with whatever the
 * test sets, so the gateway is tested over real HTTP. Closed after the test file.
 */
export async function startFakeLlm() {
  /** The answer to every request the queue does not cover. */
  let standing: FakeBehaviour = { kind: 'status', status: 500 };
  /** Answers used one per request, before `behaviour` (a multi-step tool conversation). */
  const queue: FakeBehaviour[] = [];
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      // Uploads (speech-to-text) arrive as multipart; the test only needs to see that they came.
      const body = raw && /json/.test(req.headers['content-type'] ?? '') ? JSON.parse(raw) : {};
      requests.push({ url: req.url ?? '', body });
      const behaviour = queue.shift() ?? standing;
      if (behaviour.kind === 'hang') return; // never answers; the client must time out
      if (body.stream === true && (behaviour.kind === 'text' || behaviour.kind === 'tool_call')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const chunk of streamChunks(behaviour)) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      if (behaviour.kind === 'status') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      if (behaviour.kind === 'bytes') {
        res.writeHead(200, { 'content-type': behaviour.contentType });
        res.end(behaviour.body);
        return;
      }
      if (behaviour.kind === 'raw') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(behaviour.body));
        return;
      }
      if (behaviour.kind === 'tool_call') throw new Error('tool calls are only faked as streams');
      const content = behaviour.kind === 'json' ? JSON.stringify(behaviour.body) : behaviour.content;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next: FakeBehaviour) {
      standing = next;
    },
    /** Answers for the next requests, one each, in order. */
    answerInTurn(...next: FakeBehaviour[]) {
      queue.push(...next);
    },
  };
}

/** A streamed chat completion as OpenAI-compatible servers send it: deltas, then a finish reason. */
function streamChunks(behaviour: Extract<FakeBehaviour, { kind: 'text' | 'tool_call' }>): object[] {
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'fake-model' };
  const choice = (delta: object, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  if (behaviour.kind === 'tool_call') {
    return [
      choice({
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: 'call_1',
            type: 'function',
            function: { name: behaviour.name, arguments: JSON.stringify(behaviour.arguments) },
          },
        ],
      }),
      choice({}, 'tool_calls'),
    ];
  }
  const words = behaviour.content.match(/\S+\s*/g) ?? [];
  return [
    choice({ role: 'assistant', content: '' }),
    ...words.map((w) => choice({ content: w })),
    choice({}, 'stop'),
  ];
}
