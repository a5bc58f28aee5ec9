import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, type ChatResponse, type ChatSessionDetail, PLAN_RULES } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const newSession = () => `s_${randomUUID()}`;

function say(t: TestApp, me: Session, message: string, session_id = newSession(), accept?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { ...me.headers, ...(accept ? { accept } : {}) },
    payload: { message, session_id },
  });
}

async function answer(t: TestApp, me: Session, message: string, session_id?: string): Promise<ChatResponse> {
  const res = await say(t, me, message, session_id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatResponse;
}

/** The events of a text/event-stream body, in order. */
function events(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim())
    .map((frame) => {
      const [eventLine, dataLine] = frame.split('\n');
      expect(eventLine).toMatch(/^event: (action|delta|done|error)$/);
      expect(dataLine).toMatch(/^data: /);
      return { event: eventLine!.slice(7), data: JSON.parse(dataLine!.slice(6)) };
    });
}

describe('chat: the local agent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('uses the tools a message asks for, and every action links to something the student owns', async () => {
    const me = await signUp(t);
    await t.services.db.updateTable('users').set({ plan_tier: 'max' }).where('id', '=', me.user.id).execute();
    const session = newSession();
    const diagram = await answer(t, me, 'Draw a diagram of the water cycle', session);
    const quiz = await answer(t, me, 'Quiz me on photosynthesis', session);
    const math = await answer(t, me, 'Solve 2x + 3 = 11', session);
    expect(diagram.agent_actions.map((a) => a.type)).toEqual(['draw_diagram']);
    expect(quiz.agent_actions.map((a) => a.type)).toEqual(['make_quiz']);
    expect(math.agent_actions.map((a) => a.type)).toEqual(['solve_math']);
    expect(math.response).toContain('x = 4');
    for (const { agent_actions } of [diagram, quiz, math]) {
      const link = agent_actions[0]!.link!;
      expect(link).toMatch(/^\/library\/[\w-]+$/);
      const id = link.split('/').at(-1);
      const owned = await t.app.inject({ url: `/api/projects/${id}`, headers: me.headers });
      expect(owned.statusCode).toBe(200);
    }
    for (const r of [diagram, quiz, math]) {
      expect(r.next_questions.length).toBeGreaterThanOrEqual(2);
      expect(r.next_questions.length).toBeLessThanOrEqual(4);
      expect(r.source).toBe('local');
    }
  }, 120_000);

  it('tutors: a student asking for help gets a hint first, and the full solution when they ask', async () => {
    const me = await signUp(t);
    const session = newSession();
    const hint = await answer(t, me, 'Help me solve 2x + 3 = 11', session);
    expect(hint.response).toMatch(/^\*\*Hint:\*\*/);
    expect(hint.response).not.toContain('x = 4');
    expect(hint.response).toContain('show me the full solution');
    const full = await answer(t, me, 'Show me the full solution', session);
    expect(full.response).toContain('x = 4');
    expect(full.agent_actions[0]).toMatchObject({ type: 'solve_math', link: hint.agent_actions[0]!.link });
    // In a new session there is nothing to show yet.
    const fresh = await answer(t, me, 'Show me the full solution');
    expect(fresh.agent_actions).toEqual([]);
  });

  it('answers from the study packs with quoted citations', async () => {
    const me = await signUp(t);
    const r = await answer(t, me, 'What does chlorophyll absorb in photosynthesis?');
    expect(r.agent_actions).toEqual([]);
    expect(r.citations.length).toBeGreaterThan(0);
    for (const c of r.citations) {
      expect(r.response).toContain(`[${c.n}]`);
      expect(c.quote.length).toBeGreaterThan(10);
    }
    expect(r.citations.some((c) => /chlorophyll/i.test(c.quote))).toBe(true);
  });

  it('says it does not know, and offers what it can do, when nothing supports an answer', async () => {
    const me = await signUp(t);
    const r = await answer(t, me, 'Who won the 1966 football world cup?');
    expect(r.citations).toEqual([]);
    expect(r.agent_actions).toEqual([]);
    expect(r.response).toMatch(/don.t know|do not know|could not find|couldn.t find/i);
    expect(r.next_questions.length).toBeGreaterThan(0);
  });

  it('answers a tool it cannot use in words, not as an error', async () => {
    const me = await signUp(t);
    const r = await answer(t, me, 'Define zorblaxification');
    expect(r.response).toMatch(/zorblaxification/);
    expect(r.agent_actions).toEqual([]);
  });

  it('keeps sessions per student and restores them', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const session = newSession();
    await answer(t, me, 'What is osmosis?', session);
    await answer(t, me, 'Quiz me on cells', session);
    const list = await t.app.inject({ url: '/api/chat/sessions', headers: me.headers });
    expect(list.json().sessions).toEqual([
      expect.objectContaining({ id: session, title: 'What is osmosis?', message_count: 4 }),
    ]);
    const detail = (
      await t.app.inject({ url: `/api/chat/sessions/${session}`, headers: me.headers })
    ).json() as ChatSessionDetail;
    expect(detail.messages.map((m) => [m.role, m.content.slice(0, 16)])).toEqual([
      ['user', 'What is osmosis?'],
      ['assistant', expect.any(String)],
      ['user', 'Quiz me on cells'],
      ['assistant', expect.any(String)],
    ]);
    expect(detail.messages[3]!.agent_actions[0]!.type).toBe('make_quiz');
    // The same session id is another student's own, separate session.
    expect(
      (await t.app.inject({ url: `/api/chat/sessions/${session}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/chat/sessions', headers: other.headers })).json()).toEqual({
      sessions: [],
    });
  });

  it('refuses empty messages and bad session ids with a 400, storing nothing', async () => {
    const me = await signUp(t);
    const empty = await say(t, me, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain(CHAT_MESSAGES.required);
    expect((await say(t, me, 'hi', 'bad id!')).statusCode).toBe(400);
    expect((await say(t, me, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/chat/sessions', headers: me.headers })).json()).toEqual({
      sessions: [],
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { message: 'hi', session_id: newSession() },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('streams actions and text as Server-Sent Events, ending with the whole response', async () => {
    const me = await signUp(t);
    const res = await say(t, me, 'Make flashcards for the solar system', newSession(), 'text/event-stream');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const stream = events(res.body);
    expect(stream.at(-1)!.event).toBe('done');
    expect(stream[0]!.event).toBe('action');
    const done = stream.at(-1)!.data as ChatResponse;
    const text = stream
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text).toBe(done.response);
    expect(done.agent_actions[0]).toEqual(stream[0]!.data);
  });
});

describe('chat: quota', () => {
  it(`gives free students ${PLAN_RULES.free.quotas.chat_messages} messages a day, then a 429 with the plan to upgrade to`, async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const limit = PLAN_RULES.free.quotas.chat_messages!;
    const session = newSession();
    for (let i = 0; i < limit; i++)
      expect((await say(t, me, `Hello number ${i}`, session)).statusCode).toBe(200);
    const refused = await say(t, me, 'One more', session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ upgrade_plan: 'plus' });
    // A refused streamed turn is a plain JSON error too.
    const streamed = await say(t, me, 'One more', session, 'text/event-stream');
    expect(streamed.statusCode).toBe(429);
    expect(streamed.headers['content-type']).toMatch(/json/);
    const detail = (await t.app.inject({ url: `/api/chat/sessions/${session}`, headers: me.headers })).json();
    expect(detail.message_count).toBe(limit * 2);
    await t.close();
  }, 120_000);
});

describe('chat: with an AI model', () => {
  it('lets the model call a tool, streams its text, and keeps only citations of passages it was given', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const me = await signUp(t);
    fake.answerInTurn(
      { kind: 'tool_call', name: 'make_quiz', arguments: { argument: 'photosynthesis', count: 5 } },
      // The quiz tool asks the model too; it fails, so the quiz comes from the local engine.
      { kind: 'status', status: 500 },
      {
        kind: 'text',
        content: 'I made you a quiz. Chlorophyll absorbs light [1] and aliens say otherwise [9].',
      },
    );
    const res = await say(
      t,
      me,
      'Can you test me on how chlorophyll absorbs light in photosynthesis?',
      newSession(),
      'text/event-stream',
    );
    expect(res.statusCode, res.body).toBe(200);
    const stream = events(res.body);
    const done = stream.at(-1)!.data as ChatResponse;
    expect(done.source).toBe('llm:fake-model');
    expect(done.agent_actions.map((a) => a.type)).toEqual(['make_quiz']);
    expect(stream.some((e) => e.event === 'delta')).toBe(true);
    expect(done.response).toBe('I made you a quiz. Chlorophyll absorbs light [1] and aliens say otherwise.');
    expect(done.citations.map((c) => c.n)).toEqual([1]);
    const toolRequest = JSON.stringify(fake.requests.at(-1)!.body);
    expect(toolRequest).toContain('photosynthesis');

    // A model that fails is answered by the local agent, with a note.
    fake.answer({ kind: 'status', status: 500 });
    const fallback = await answer(t, me, 'Quiz me on cells');
    expect(fallback.source).toBe('local');
    expect(fallback.response).toMatch(/built-in agent answered/);
    expect(fallback.agent_actions.map((a) => a.type)).toEqual(['make_quiz']);
    await t.close();
  }, 120_000);
});
