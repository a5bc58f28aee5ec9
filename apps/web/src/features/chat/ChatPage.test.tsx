import { CHAT_MESSAGES, type ChatStreamEvent } from '@studybot/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeUser } from '../../test/utils';
import { QUICK_PROMPTS, STOPPED } from './messages';
import {
  type ChatCall,
  diagramTurn,
  jsonResponse,
  liveStream,
  makeAction,
  makeChatResponse,
  makeSession,
  makeSessionSummary,
  renderChat,
  SESSION_ID,
  streamOf,
} from './testing';

const messages = () => within(screen.getByRole('log', { name: 'Messages' }));
/** The page once its lazy chunk has loaded. */
const loaded = () => screen.findByRole('log', { name: 'Messages' });
const panel = () => within(screen.getByRole('region', { name: 'What the Agent Did' }));
const messageBox = () => screen.findByRole('textbox', { name: 'Message' });
const location = () => screen.getByTestId('location');

/** A chat whose answers the test streams itself: `turns[i]` is the i-th turn's stream. */
function liveChat() {
  const turns: Array<ReturnType<typeof liveStream> & { call: ChatCall }> = [];
  const chat = (call: ChatCall) => {
    const stream = liveStream(call.signal);
    turns.push({ ...stream, call });
    return stream.response;
  };
  return { chat, turns };
}

describe('/chat', () => {
  it('greets the student by name and offers quick prompts, the capabilities and an empty actions panel', async () => {
    renderChat('/chat', { user: makeUser({ username: 'maya' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Chat' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('AI Chat · StudyBot'));
    expect(messages().getByText(/^Hi maya!/)).toBeInTheDocument();
    for (const prompt of QUICK_PROMPTS)
      expect(screen.getByRole('button', { name: prompt })).toBeInTheDocument();
    const capabilities = within(screen.getByRole('region', { name: 'What I Can Do' }));
    expect(capabilities.getByText('Solve math problems step by step')).toBeInTheDocument();
    expect(panel().getByText(/^Nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /New Chat/ })).not.toBeInTheDocument();
  });

  it('sends with Enter (streamed, with the token and a session id) and starts a new line with Shift+Enter', async () => {
    const user = userEvent.setup();
    const { chatCalls } = renderChat();
    const box = await messageBox();
    await user.type(box, 'Draw a diagram{Shift>}{Enter}{/Shift}of the water cycle');
    expect(box).toHaveValue('Draw a diagram\nof the water cycle');
    expect(chatCalls).toHaveLength(0);

    await user.type(box, '{Enter}');
    expect(await messages().findByText('Water Cycle Diagram')).toBeInTheDocument();
    expect(chatCalls).toHaveLength(1);
    const [{ body, headers }] = chatCalls as [ChatCall];
    expect(body.message).toBe('Draw a diagram\nof the water cycle');
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Authorization')).toBe('Bearer test-token');
    expect(box).toHaveValue('');
    expect(messages().getByText('Draw a diagram of the water cycle', { exact: false })).toBeInTheDocument();
    // The chat's id is kept in the URL, so a reload reopens it.
    expect(location()).toHaveTextContent(`/chat?session=${body.session_id}`);
  });

  it('sends nothing while the box is empty or blank', async () => {
    const user = userEvent.setup();
    const { chatCalls } = renderChat();
    const box = await messageBox();
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(chatCalls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('streams the answer: deltas appear as they come, actions reach the panel, and `done` replaces the text', async () => {
    const user = userEvent.setup();
    const { chat, turns } = liveChat();
    renderChat('/chat', { chat });
    await user.type(await messageBox(), 'Draw a diagram of the water cycle{Enter}');
    await waitFor(() => expect(turns).toHaveLength(1));
    const turn = turns[0]!;
    expect(messages().getByRole('status')).toHaveTextContent('Thinking...');

    act(() => turn.send({ event: 'action', data: makeAction() }));
    expect(await panel().findByRole('link', { name: 'Drew Water Cycle Diagram' })).toHaveAttribute(
      'href',
      '/library/img-1',
    );
    act(() => turn.send({ event: 'delta', data: { text: 'Drawing your ' } }));
    expect(await messages().findByText('Drawing your')).toBeInTheDocument();
    act(() => turn.send({ event: 'delta', data: { text: 'diagram now.' } }));
    expect(await messages().findByText('Drawing your diagram now.')).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');

    act(() => {
      turn.send({
        event: 'done',
        data: makeChatResponse({
          response: 'Here it is: **Water Cycle Diagram**.\n\n![Water Cycle Diagram](/api/files/img-1.svg)',
        }),
      });
      turn.close();
    });
    expect(await messages().findByText('Water Cycle Diagram')).toBeInTheDocument();
    expect(messages().queryByText('Drawing your diagram now.')).not.toBeInTheDocument();
    expect(messages().getByRole('img', { name: 'Water Cycle Diagram' })).toHaveAttribute(
      'src',
      '/api/files/img-1.svg',
    );
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    // The action once in the panel (the `done` copy replaces the streamed one), with its time.
    expect(panel().getAllByRole('listitem')).toHaveLength(1);
    expect(panel().getByText('Drew a diagram')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Drew Water Cycle Diagram' })).toBeInTheDocument();
  });

  it('sends one message at a time: Enter, quick prompts and follow-ups wait for the answer in flight', async () => {
    const user = userEvent.setup();
    const { chat, turns } = liveChat();
    renderChat('/chat', { chat });
    const box = await messageBox();
    await user.type(box, 'Define osmosis{Enter}');
    await waitFor(() => expect(turns).toHaveLength(1));
    await user.type(box, 'Quiz me on osmosis{Enter}');
    expect(box).toHaveValue('Quiz me on osmosis');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: QUICK_PROMPTS[0] })).not.toBeInTheDocument();
    expect(turns).toHaveLength(1);

    act(() => {
      turn0Done(turns[0]!);
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(turns).toHaveLength(2));
    expect(turns[1]!.call.body.message).toBe('Quiz me on osmosis');
    // Both turns belong to the same chat.
    expect(turns[1]!.call.body.session_id).toBe(turns[0]!.call.body.session_id);
  });

  it('sends a suggested follow-up when it is pressed', async () => {
    const user = userEvent.setup();
    const { chatCalls } = renderChat('/chat', {
      chat: () => streamOf(diagramTurn()),
    });
    await user.click(await screen.findByRole('button', { name: 'Draw a diagram of the water cycle' }));
    const followUps = within(await screen.findByRole('list', { name: 'Suggested follow-ups' }));
    await user.click(followUps.getByRole('button', { name: 'What drives evaporation?' }));
    await waitFor(() => expect(chatCalls).toHaveLength(2));
    expect(chatCalls.map((call) => call.body.message)).toEqual([
      'Draw a diagram of the water cycle',
      'What drives evaporation?',
    ]);
    expect(await messageBox()).toHaveFocus();
  });

  it('shows the quota notice with an upgrade link when the day’s messages are used up (429)', async () => {
    const user = userEvent.setup();
    const detail = 'You have used all 30 chat messages today. Upgrade to Plus for unlimited chat.';
    renderChat('/chat', { chat: () => jsonResponse(429, { detail, upgrade_plan: 'plus' }) });
    await user.type(await messageBox(), 'Define osmosis{Enter}');
    const alert = within(await messages().findByRole('alert'));
    expect(alert.getByText(detail)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'See Plus plan' })).toHaveAttribute('href', '/billing?plan=plus');
    // The student can send again (e.g. after upgrading).
    expect(await messageBox()).toHaveValue('');
  });

  it('shows the server’s reason for a refused message (400)', async () => {
    const user = userEvent.setup();
    renderChat('/chat', { chat: () => jsonResponse(400, { detail: 'Message is required' }) });
    await user.type(await messageBox(), 'Hello{Enter}');
    expect(await messages().findByRole('alert')).toHaveTextContent('Message is required');
  });

  it.each<[string, () => Response]>([
    [
      'an error event',
      () =>
        streamOf([
          { event: 'delta', data: { text: 'Let me' } },
          { event: 'error', data: { detail: CHAT_MESSAGES.error } },
        ]),
    ],
    ['a server fault (500)', () => jsonResponse(500, { detail: 'Internal Server Error' })],
    ['a stream that ends without an answer', () => streamOf([{ event: 'delta', data: { text: 'Let me' } }])],
  ])('apologises for %s', async (_, answer) => {
    const user = userEvent.setup();
    renderChat('/chat', { chat: answer });
    await user.type(await messageBox(), 'Explain photosynthesis{Enter}');
    expect(await messages().findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.error);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('stops the answer in flight: the request is aborted and the partial text kept', async () => {
    const user = userEvent.setup();
    const { chat, turns } = liveChat();
    renderChat('/chat', { chat });
    await user.type(await messageBox(), 'Explain photosynthesis{Enter}');
    await waitFor(() => expect(turns).toHaveLength(1));
    act(() => turns[0]!.send({ event: 'delta', data: { text: 'Plants make sugar' } }));
    expect(await messages().findByText('Plants make sugar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(turns[0]!.call.signal?.aborted).toBe(true);
    expect(await messages().findByText(STOPPED)).toBeInTheDocument();
    expect(messages().getByText('Plants make sugar')).toBeInTheDocument();
    expect(messages().queryByRole('alert')).not.toBeInTheDocument();
    expect(await messageBox()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('reopens the chat in the URL after a reload, with its answers, sources and actions', async () => {
    const user = userEvent.setup();
    const { chatCalls, fetchMock } = renderChat(`/chat?session=${SESSION_ID}`, {
      routes: { [`GET /api/chat/sessions/${SESSION_ID}`]: { body: makeSession() } },
    });
    await loaded();
    expect(await messages().findByText('Water Cycle Diagram')).toBeInTheDocument();
    expect(messages().getByText('What is osmosis?', { exact: false })).toBeInTheDocument();
    const sources = within(messages().getByRole('list', { name: 'Sources' }));
    expect(sources.getByRole('link', { name: 'Osmosis (study pack)' })).toHaveAttribute(
      'href',
      '/library/notes-1',
    );
    expect(sources.getByText('Osmosis is the movement of water across a membrane.')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Drew Water Cycle Diagram' })).toBeInTheDocument();
    // The last answer's follow-ups; the quick prompts are for an empty chat.
    expect(screen.getByRole('button', { name: 'Define diffusion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: QUICK_PROMPTS[0] })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /api/chat/sessions/${SESSION_ID}`)).toHaveLength(1);

    await user.type(await messageBox(), 'Quiz me on osmosis{Enter}');
    await waitFor(() => expect(chatCalls).toHaveLength(1));
    expect(chatCalls[0]!.body.session_id).toBe(SESSION_ID);
    expect(location()).toHaveTextContent(`/chat?session=${SESSION_ID}`);
  });

  it('starts empty when the chat in the URL was never stored (404)', async () => {
    renderChat(`/chat?session=${SESSION_ID}`);
    expect(await screen.findByRole('button', { name: QUICK_PROMPTS[0] })).toBeInTheDocument();
    expect(messages().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a chat could not be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderChat(`/chat?session=${SESSION_ID}`, {
      routes: {
        [`GET /api/chat/sessions/${SESSION_ID}`]: () =>
          fail ? { status: 503, body: { detail: 'Unavailable' } } : { body: makeSession() },
      },
    });
    await loaded();
    const alert = await messages().findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('We couldn’t load this chat.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await messages().findByText('Water Cycle Diagram')).toBeInTheDocument();
  });

  it('lists recent chats to reopen, and New Chat starts a fresh one', async () => {
    const user = userEvent.setup();
    const other = 'a1b2c3d4-0000-4000-8000-000000000001';
    renderChat(`/chat?session=${SESSION_ID}`, {
      routes: {
        'GET /api/chat/sessions': {
          body: {
            sessions: [
              makeSessionSummary(),
              makeSessionSummary({ id: other, title: 'Solve 2x + 3 = 11', message_count: 2 }),
            ],
          },
        },
        [`GET /api/chat/sessions/${SESSION_ID}`]: { body: makeSession() },
        [`GET /api/chat/sessions/${other}`]: {
          body: makeSession({
            id: other,
            messages: [
              makeSession().messages[0]!,
              { ...makeSession().messages[1]!, content: 'The answer is $x = 4$.' },
            ],
          }),
        },
      },
    });
    const recent = within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
    expect(recent.getByRole('link', { name: /Draw a diagram of the water cycle/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(recent.getByRole('link', { name: /Solve 2x \+ 3 = 11/ }));
    expect(location()).toHaveTextContent(`/chat?session=${other}`);
    expect(await messages().findByText(/The answer is/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New Chat' }));
    expect(location()).toHaveTextContent(/^\/chat$/);
    expect(await screen.findByRole('button', { name: QUICK_PROMPTS[0] })).toBeInTheDocument();
    expect(messages().queryByText(/The answer is/)).not.toBeInTheDocument();
  });

  it('renders answers as Markdown: KaTeX math, highlighted code, and app links that open in the app', async () => {
    const user = userEvent.setup();
    const response = makeChatResponse({
      response: [
        '**Answer:** $x = 4$',
        '',
        '$$',
        '2x + 3 = 11',
        '$$',
        '',
        '```python',
        'print(2 * 4 + 3)',
        '```',
        '',
        'I made a quiz. [Open the quiz](/library/quiz-1).',
      ].join('\n'),
      agent_actions: [],
      next_questions: [],
    });
    renderChat('/chat', { chat: () => streamOf([{ event: 'done', data: response }]) });
    await user.type(await messageBox(), 'Solve 2x + 3 = 11{Enter}');
    const link = await messages().findByRole('link', { name: 'Open the quiz' });
    const log = screen.getByRole('log');
    expect(log.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(log.querySelector('.katex-display')).not.toBeNull();
    expect(log.querySelector('code.hljs.language-python')).not.toBeNull();
    expect(messages().queryByText('$x = 4$', { exact: false })).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(location()).toHaveTextContent('/library/quiz-1'));
  });

  it('plays read-aloud audio from the actions with the token, not as a plain link', async () => {
    const user = userEvent.setup();
    const audioUrl = '/api/tts/audio/clip-1.mp3';
    const response = makeChatResponse({
      response: 'Here is the text read aloud (4 seconds).',
      agent_actions: [makeAction({ type: 'read_aloud', description: 'Read aloud (4 s)', link: audioUrl })],
    });
    const { fetchMock } = renderChat('/chat', {
      chat: () => streamOf(diagramTurn(response)),
      routes: { 'GET /api/tts/usage': { body: { can_download: false } } },
    });
    const play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:clip', revokeObjectURL: () => {} }),
    );
    await user.type(await messageBox(), 'Read aloud: plants make sugar{Enter}');
    const button = await panel().findByRole('button', { name: /Read aloud \(4 s\)/ });
    expect(panel().queryByRole('link')).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(callsTo(fetchMock, `GET ${audioUrl}`).length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, `GET ${audioUrl}`)[0]![1]?.headers).toMatchObject({
      Authorization: 'Bearer test-token',
    });
  });

  describe('on a phone', () => {
    it('opens What the Agent Did as a drawer', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const user = userEvent.setup();
      renderChat(`/chat?session=${SESSION_ID}`, {
        routes: { [`GET /api/chat/sessions/${SESSION_ID}`]: { body: makeSession() } },
      });
      await loaded();
      await messages().findByText('Water Cycle Diagram');
      expect(screen.queryByRole('region', { name: 'What the Agent Did' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /What the Agent Did/ }));
      const drawer = within(await screen.findByRole('dialog', { name: 'What the Agent Did' }));
      await user.click(drawer.getByRole('link', { name: 'Drew Water Cycle Diagram' }));
      await waitFor(() => expect(location()).toHaveTextContent('/library/img-1'));
    });
  });
});

/** Finishes the first turn of `liveChat` with a short answer. */
function turn0Done(turn: ReturnType<typeof liveStream>) {
  const events: ChatStreamEvent[] = [
    {
      event: 'done',
      data: makeChatResponse({ response: 'Osmosis is the movement of water.', agent_actions: [] }),
    },
  ];
  for (const event of events) turn.send(event);
  turn.close();
}
