import type { DueFlashcard, ReviewFlashcardRequest } from '@studybot/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';
import { makeDueCard, makeSchedule } from './testing';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const CARDS = [
  makeDueCard(),
  makeDueCard({ id: 'card-2', front_text: 'Define osmosis', back_text: 'Water moving across a membrane' }),
];

function renderReview({
  due = () => ({ body: CARDS }),
  routes = {},
}: {
  due?: RouteHandler;
  routes?: Record<string, RouteHandler | MockResponse>;
} = {}) {
  const ratings: Array<{ url: string; body: ReviewFlashcardRequest }> = [];
  const view = renderApp('/review', {
    user: makeUser(),
    routes: {
      'GET /api/flashcards/due': due,
      'POST /api/flashcards/card-1/review': ({ url, body }) => {
        ratings.push({ url, body: body as ReviewFlashcardRequest });
        return { body: makeSchedule('card-1', 3 * DAY) };
      },
      'POST /api/flashcards/card-2/review': ({ url, body }) => {
        ratings.push({ url, body: body as ReviewFlashcardRequest });
        return { body: makeSchedule('card-2', 10 * MINUTE, { state: 'learning' }) };
      },
      ...routes,
    },
  });
  return { ...view, ratings };
}

describe('review page', () => {
  it('asks for every due card and shows the first, front only', async () => {
    const { fetchMock } = renderReview();
    expect(await screen.findByText('What is ATP?')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/flashcards/due?limit=200')).toHaveLength(1);
    expect(screen.getByText('2 cards left')).toBeInTheDocument();
    expect(screen.queryByText('The energy currency of the cell')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Good/ })).not.toBeInTheDocument();
  });

  it('shows the answer with Space, rates with 1–4, and says when the card is next due', async () => {
    const { ratings } = renderReview();
    await screen.findByText('What is ATP?');
    const user = userEvent.setup();
    await user.keyboard(' ');
    expect(screen.getByText('The energy currency of the cell')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveFocus();
    await user.keyboard('3');

    expect(await screen.findByText('“What is ATP?”: Next review in 3 days.')).toBeInTheDocument();
    expect(ratings).toEqual([{ url: '/api/flashcards/card-1/review', body: { rating: 'good' } }]);
    expect(screen.getByText('Define osmosis')).toBeInTheDocument();
    expect(screen.queryByText('What is ATP?', { selector: 'section p' })).not.toBeInTheDocument();
    expect(screen.getByText('1 card left')).toBeInTheDocument();
    expect(screen.getByText('1 reviewed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show answer' })).toHaveFocus();
  });

  it('rates with the buttons and ends with "All caught up" and the next due time', async () => {
    const { ratings } = renderReview();
    await screen.findByText('What is ATP?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /^Easy/ }));
    await screen.findByText('Define osmosis');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /^Again/ }));

    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByText('“Define osmosis”: Next review in 10 minutes.')).toBeInTheDocument();
    expect(
      screen.getByText('You reviewed 2 cards. Your next card is due in 10 minutes.'),
    ).toBeInTheDocument();
    expect(ratings.map((rating) => rating.body.rating)).toEqual(['easy', 'again']);
    for (const link of screen.getAllByRole('link', { name: 'Back to analytics' })) {
      expect(link).toHaveAttribute('href', '/analytics');
    }
  });

  it('says all caught up when nothing is due', async () => {
    renderReview({ due: () => ({ body: [] }) });
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByText('No flashcards are due right now.')).toBeInTheDocument();
  });

  it('keeps a rated card out until a fresh list has it due again', async () => {
    let answer: DueFlashcard[] = [CARDS[1]!];
    const schedule = makeSchedule('card-2', -MINUTE, { state: 'learning' });
    const { fetchMock } = renderReview({
      due: () => ({ body: answer }),
      routes: { 'POST /api/flashcards/card-2/review': { body: schedule } },
    });
    await screen.findByText('Define osmosis');
    const user = userEvent.setup();
    await user.keyboard(' 1');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All caught up' })).toHaveFocus());

    // A list read before the rating was saved still has the old due date: the card stays out.
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/flashcards/due')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'All caught up' })).toBeInTheDocument();

    // Its learning step has come round: the server lists it as due with the new schedule.
    answer = [{ ...CARDS[1]!, due_date: schedule.due }];
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Define osmosis')).toBeInTheDocument();
  });

  it('toasts when a rating cannot be saved and keeps the card', async () => {
    renderReview({
      routes: { 'POST /api/flashcards/card-1/review': { status: 500, body: null } },
    });
    await screen.findByText('What is ATP?');
    const user = userEvent.setup();
    await user.keyboard(' 2');
    expect(await screen.findByText('Failed to save review')).toBeInTheDocument();
    expect(screen.getByText('What is ATP?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Hard/ })).toBeEnabled();
  });
});
