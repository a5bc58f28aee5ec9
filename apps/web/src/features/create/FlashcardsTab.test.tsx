import type { FlashcardSchedule } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeUntil } from '../../components/create-hub/format';
import { resultPanel, toasts } from '../../components/create-hub/testing';
import { makeDeck } from '../../components/study/testing';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { TOPIC_FROM_NOTES } from './StudyForm';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function schedule(cardId: string, inMs: number): FlashcardSchedule {
  return {
    card_id: cardId,
    due: new Date(Date.now() + inMs).toISOString(),
    state: 'review',
    stability: 3,
    difficulty: 5,
    reps: 1,
    lapses: 0,
  };
}

function renderFlashcards(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/create?tab=flashcards', {
    user: makeUser(),
    routes: { 'POST /api/generate/flashcards': { body: makeDeck() }, ...routes },
  });
}

async function generate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Topic/ }), 'French verbs');
  await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
  return screen.findByRole('region', { name: 'Flashcard deck' });
}

/** The card itself: a button named by the face that is showing. */
function card(face: string) {
  return screen.getByRole('button', { name: new RegExp(face) });
}

describe('flashcards tab', () => {
  it('starts from the topic a link suggests (analytics: Make flashcards)', async () => {
    renderApp('/create?tab=flashcards&topic=Photosynthesis', { user: makeUser() });
    expect(await screen.findByRole('textbox', { name: /Topic/ })).toHaveValue('Photosynthesis');
  });

  it('sends topic, difficulty and card count (default 10)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderFlashcards();
    const count = await screen.findByRole('combobox', { name: 'Number of cards' });
    expect(count).toHaveValue('10');
    expect(Array.from((count as HTMLSelectElement).options, (o) => o.value)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
    ]);
    await user.selectOptions(count, '15');
    await generate(user);
    const [call] = callsTo(fetchMock, 'POST /api/generate/flashcards');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      topic: 'French verbs',
      difficulty: 'medium',
      num_cards: 15,
    });
  });

  it('requires a topic', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderFlashcards();
    await user.click(await screen.findByRole('button', { name: 'Generate Flashcards' }));
    expect(screen.getByText('Topic is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/generate/flashcards')).toHaveLength(0);
  });

  it('sends notes without a topic, the topic field saying it is optional', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderFlashcards();
    await user.click(await screen.findByRole('button', { name: /Use my notes/ }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Mitochondria release energy.');
    const topic = screen.getByRole('textbox', { name: /Topic/ });
    expect(topic).toHaveAccessibleName(/^Topic ?\(optional\)$/);
    expect(topic).toHaveAccessibleDescription(TOPIC_FROM_NOTES);
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    await screen.findByRole('region', { name: 'Flashcard deck' });
    const [call] = callsTo(fetchMock, 'POST /api/generate/flashcards');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      difficulty: 'medium',
      num_cards: 10,
      source_text: 'Mitochondria release energy.',
    });
  });

  it('shows one card at a time with its category, saved to the library', async () => {
    const user = userEvent.setup();
    renderFlashcards();
    const deck = await generate(user);
    expect(within(deck).getByText('Card 1 of 3')).toBeInTheDocument();
    expect(card('être')).toBeInTheDocument();
    expect(card('être')).toHaveTextContent('Irregular verbs');
    expect(screen.queryByRole('button', { name: /to be/ })).not.toBeInTheDocument();
    expect(screen.getByText('Saved to Library')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Library' })).toHaveAttribute('href', '/library');
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('flips with click, Space and Enter', async () => {
    const user = userEvent.setup();
    renderFlashcards();
    await generate(user);
    await user.click(card('être'));
    expect(card('to be')).toHaveTextContent('Back');
    expect(screen.getByRole('button', { name: /Good/ })).toBeInTheDocument();

    card('to be').focus();
    await user.keyboard(' ');
    expect(card('être')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Good/ })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(card('to be')).toHaveFocus();
  });

  it('moves between cards with the arrow keys and Previous/Next', async () => {
    const user = userEvent.setup();
    renderFlashcards();
    const deck = await generate(user);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    card('être').focus();
    await user.keyboard('{ArrowRight}');
    expect(within(deck).getByText('Card 2 of 3')).toBeInTheDocument();
    expect(card('avoir')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(deck).getByText('Card 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(within(deck).getByText('Card 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(deck).getByText('Card 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(deck).getByText('Card 2 of 3')).toBeInTheDocument();
  });

  it('posts a review rating, says when the card is due, then shows the next card', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderFlashcards({
      'POST /api/flashcards/c1/review': { body: schedule('c1', 3 * DAY) },
      'POST /api/flashcards/c2/review': { body: schedule('c2', 10 * MINUTE) },
    });
    const deck = await generate(user);
    expect(screen.queryByRole('button', { name: /Easy/ })).not.toBeInTheDocument();
    await user.click(card('être'));
    await user.click(screen.getByRole('button', { name: /Good/ }));

    expect(await within(deck).findByText('Card 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Next review in 3 days.');
    expect(card('avoir')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/flashcards/c1/review');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ rating: 'good' });

    await user.click(card('avoir'));
    await user.click(screen.getByRole('button', { name: /Again/ }));
    expect(await within(deck).findByText('Card 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Next review in 10 minutes.');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/flashcards/c2/review')[0]?.[1]?.body))).toEqual({
      rating: 'again',
    });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(deck).getByText('Reviewed · Next review in 10 minutes')).toBeInTheDocument();
  });

  it('keeps focus on the card after a rating', async () => {
    const user = userEvent.setup();
    renderFlashcards({ 'POST /api/flashcards/c1/review': { body: schedule('c1', 3 * DAY) } });
    const deck = await generate(user);
    await user.click(card('être'));
    await user.click(screen.getByRole('button', { name: /Good/ }));
    expect(await within(deck).findByText('Card 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(card('avoir')).toHaveFocus());
  });

  it('stays on the card the student moved to while a rating was saving', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    renderFlashcards({ 'POST /api/flashcards/c1/review': () => answer.promise });
    const deck = await generate(user);
    await user.click(card('être'));
    await user.click(screen.getByRole('button', { name: /Easy/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(card('parler'));
    expect(within(deck).getByText('Card 3 of 3')).toBeInTheDocument();

    answer.resolve({ body: schedule('c1', 3 * DAY) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Next review in 3 days.'));
    expect(within(deck).getByText('Card 3 of 3')).toBeInTheDocument();
    // The card shown was not flipped back either.
    expect(card('to speak')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(deck).getByText('Reviewed · Next review in 3 days')).toBeInTheDocument();
  });

  it('says when every card in the deck has been reviewed', async () => {
    const user = userEvent.setup();
    renderFlashcards({
      'POST /api/flashcards/c1/review': { body: schedule('c1', 3 * DAY) },
      'POST /api/flashcards/c2/review': { body: schedule('c2', 3 * DAY) },
      'POST /api/flashcards/c3/review': { body: schedule('c3', DAY) },
    });
    const deck = await generate(user);
    for (const [front, next] of [
      ['être', 'Card 2 of 3'],
      ['avoir', 'Card 3 of 3'],
    ] as const) {
      await user.click(card(front));
      await user.click(screen.getByRole('button', { name: /Good/ }));
      expect(await within(deck).findByText(next)).toBeInTheDocument();
    }
    expect(screen.getByRole('status')).toHaveTextContent(/^Next review in 3 days\.$/);
    await user.click(card('parler'));
    await user.click(screen.getByRole('button', { name: /Good/ }));
    expect(await screen.findByText('Reviewed · Next review in 1 day')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Next review in 1 day. You have reviewed every card in this deck.',
    );
  });

  it("shows the server's detail when a review fails", async () => {
    const user = userEvent.setup();
    renderFlashcards({
      'POST /api/flashcards/c1/review': { status: 404, body: { detail: 'Flashcard not found' } },
    });
    const deck = await generate(user);
    await user.click(card('être'));
    await user.click(screen.getByRole('button', { name: /Hard/ }));
    expect(await screen.findByText('Flashcard not found')).toBeInTheDocument();
    expect(within(deck).getByText('Card 1 of 3')).toBeInTheDocument();
  });

  it('shows the quota detail (429) from the server', async () => {
    const user = userEvent.setup();
    const detail = 'You have used all 5 flashcard sets today. Upgrade for more.';
    renderFlashcards({ 'POST /api/generate/flashcards': { status: 429, body: { detail } } });
    await user.type(await screen.findByRole('textbox', { name: /Topic/ }), 'French verbs');
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    expect(await toasts().findByText(detail)).toBeInTheDocument();
    expect(
      resultPanel().getByRole('heading', { name: 'We couldn’t make your flashcards' }),
    ).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Flashcards' })).toBeEnabled();
  });

  it('falls back to "Flashcard generation failed" without a detail', async () => {
    const user = userEvent.setup();
    renderFlashcards({ 'POST /api/generate/flashcards': { status: 500, body: 'oops' } });
    await user.type(await screen.findByRole('textbox', { name: /Topic/ }), 'French verbs');
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    expect(await toasts().findByText('Flashcard generation failed')).toBeInTheDocument();
    expect(resultPanel().getByText('Flashcard generation failed')).toBeInTheDocument();
  });
});

describe('timeUntil', () => {
  const now = Date.parse('2026-01-10T10:00:00.000Z');
  it.each([
    [30_000, 'in less than a minute'],
    [MINUTE, 'in 1 minute'],
    [10 * MINUTE, 'in 10 minutes'],
    [90 * MINUTE, 'in 2 hours'],
    [DAY, 'in 1 day'],
    [3 * DAY, 'in 3 days'],
    [45 * DAY, 'in 2 months'],
    [400 * DAY, 'in 1 year'],
  ])('%i ms → %s', (ms, text) => {
    expect(timeUntil(new Date(now + ms).toISOString(), now)).toBe(text);
  });
});
