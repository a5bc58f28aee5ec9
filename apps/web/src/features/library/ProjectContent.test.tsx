import type { DeckResponse, FlashcardSchedule, Project, QuizAttempt } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDeck, makeQuiz } from '../../components/study/testing';
import {
  callsTo,
  type MockResponse,
  makeProject,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { DECK_NOT_STORED } from './ProjectContent';

type User = ReturnType<typeof userEvent.setup>;

/** A quiz as the server saves it: output_data {questions, source}, in progress until taken. */
function savedQuizProject(overrides: Partial<Project> = {}): Project {
  const { questions, source } = makeQuiz();
  return makeProject({
    id: 'quiz-7',
    type: 'quiz',
    title: 'Photosynthesis quiz',
    status: 'in_progress',
    output_data: { questions, source },
    ...overrides,
  });
}

/** A deck as the server saves it; the cards' ids for reviews come from GET /api/flashcards. */
function savedDeckProject(overrides: Partial<Project> = {}): Project {
  const { cards, source } = makeDeck();
  return makeProject({
    id: 'deck-7',
    type: 'flashcards',
    title: 'French verbs',
    status: 'in_progress',
    output_data: { cards: cards.map(({ front, back, category }) => ({ front, back, category })), source },
    ...overrides,
  });
}

function deckResponse(projectId: string): DeckResponse {
  return {
    project_id: projectId,
    cards: [
      {
        id: 'card-a',
        front: 'être',
        back: 'to be',
        category: 'Irregular verbs',
        due: '2026-01-10T10:00:00.000Z',
      },
      { id: 'card-b', front: 'avoir', back: 'to have', due: '2026-01-10T10:00:00.000Z' },
    ],
  };
}

function schedule(cardId: string): FlashcardSchedule {
  return {
    card_id: cardId,
    due: new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString(),
    state: 'review',
    stability: 3,
    difficulty: 5,
    reps: 1,
    lapses: 0,
  };
}

/** The library holding one project, whose status the test can change as the server would. */
function renderItem(project: Project, routes: Record<string, RouteHandler | MockResponse> = {}) {
  const store = { project };
  const view = renderApp('/library', {
    user: makeUser(),
    routes: { 'GET /api/projects': () => ({ body: [store.project] }), ...routes },
  });
  return { ...view, store };
}

async function open(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: `View ${title}` }));
  return screen.findByRole('heading', { level: 1, name: title });
}

const details = () => screen.getByRole('heading', { level: 1 }).closest('div') as HTMLElement;
const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

async function answer(user: User, choice: string, next: 'Next Question' | 'Finish Quiz') {
  await user.click(option(choice));
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
  await user.click(screen.getByRole('button', { name: next }));
}

describe('study again from the library', () => {
  it('opens a saved quiz in the player, saves the attempt and shows the quiz completed', async () => {
    const user = userEvent.setup();
    const attempt: QuizAttempt = {
      id: 'att-1',
      project_id: 'quiz-7',
      correct: 2,
      total: 3,
      percent: 67,
      created_at: '2026-01-12T10:00:00.000Z',
    };
    const { fetchMock, store } = renderItem(savedQuizProject(), {
      'POST /api/quizzes/attempts': () => {
        store.project = { ...store.project, status: 'completed' };
        return { body: attempt };
      },
    });
    await open(user, 'Photosynthesis quiz');
    expect(within(details()).getByText('In progress')).toHaveAttribute('data-tone', 'grey');
    // The read-only content is there until the quiz is taken.
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take Quiz' }));
    expect(screen.queryByRole('heading', { name: 'Content' })).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: /Which gas do plants take in/ });
    await waitFor(() => expect(first.querySelector('legend')).toHaveFocus());
    expect(screen.getByText('Made from: Built-in study pack · saved to your library')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    await answer(user, 'Carbon dioxide', 'Next Question');
    await answer(user, 'Chloroplast', 'Next Question');
    await answer(user, 'Methane', 'Finish Quiz');
    expect(screen.getByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save My Score' }));
    expect(await screen.findByText('Your score is saved with the quiz in your library')).toBeInTheDocument();
    const posted = callsTo(fetchMock, 'POST /api/quizzes/attempts');
    expect(posted).toHaveLength(1);
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toEqual({ project_id: 'quiz-7', answers: [1, 2, 1] });
    // The library is asked again, so the badge follows the server.
    expect(await within(details()).findByText('Completed')).toHaveAttribute('data-tone', 'green');

    // A retake is a fresh attempt with its own Save My Score.
    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to details' }));
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retake Quiz' })).toHaveFocus());
  });

  it('offers no player for a saved quiz whose questions cannot be played', async () => {
    const user = userEvent.setup();
    renderItem(
      savedQuizProject({
        output_data: { questions: [{ question: 'Half saved?', options: ['Yes', 'No'], correct_answer: 0 }] },
      }),
    );
    await open(user, 'Photosynthesis quiz');
    expect(screen.getByText(/Half saved\?/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take Quiz|Retake Quiz/ })).not.toBeInTheDocument();
  });

  it('loads a saved deck with its card ids, posts reviews and shows the set completed', async () => {
    const user = userEvent.setup();
    const { fetchMock, store } = renderItem(savedDeckProject(), {
      'GET /api/flashcards?project_id=deck-7': { body: deckResponse('deck-7') },
      'POST /api/flashcards/card-a/review': { body: schedule('card-a') },
      'POST /api/flashcards/card-b/review': () => {
        store.project = { ...store.project, status: 'completed' };
        return { body: schedule('card-b') };
      },
    });
    await open(user, 'French verbs');
    expect(callsTo(fetchMock, 'GET /api/flashcards')).toHaveLength(0);
    expect(screen.getByText('to have')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Study Cards' }));
    const deck = await screen.findByRole('region', { name: 'Flashcard deck' });
    // Focus moves once the deck is shown: on a busy machine that is a moment after the region appears.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to details' })).toHaveFocus());
    expect(within(deck).getByText('Card 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Made from: Built-in study pack')).toBeInTheDocument();
    // Already in the library: no "Saved to Library" link back here.
    expect(screen.queryByRole('link', { name: 'View in Library' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /être/ }));
    await user.click(screen.getByRole('button', { name: /^Good/ }));
    expect(await within(deck).findByText('Card 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /avoir/ }));
    await user.click(screen.getByRole('button', { name: /^Easy/ }));
    expect(await screen.findByText(/You have reviewed every card in this deck/)).toBeInTheDocument();

    expect(callsTo(fetchMock, 'POST /api/flashcards/card-a/review').map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ rating: 'good' }),
    ]);
    expect(callsTo(fetchMock, 'POST /api/flashcards/card-b/review').map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ rating: 'easy' }),
    ]);
    expect(await within(details()).findByText('Completed')).toHaveAttribute('data-tone', 'green');

    await user.click(screen.getByRole('button', { name: 'Back to details' }));
    expect(screen.getByText('to have')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Study Cards' })).toHaveFocus());
  });

  it('keeps a deck saved before its cards were stored read-only, and says why', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderItem(savedDeckProject({ id: 'deck-old', status: 'completed' }), {
      'GET /api/flashcards?project_id=deck-old': { status: 404, body: { detail: 'Flashcard set not found' } },
    });
    await open(user, 'French verbs');
    await user.click(screen.getByRole('button', { name: 'Study Cards' }));

    const note = await screen.findByText(DECK_NOT_STORED);
    await waitFor(() => expect(note).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Study Cards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Flashcard deck' })).not.toBeInTheDocument();
    expect(screen.getByText('être')).toBeInTheDocument();
    expect(screen.getByText('to have')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/flashcards?project_id=deck-old')).toHaveLength(1);
  });

  it('says when the cards could not be loaded, and Study Cards tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderItem(savedDeckProject(), {
      'GET /api/flashcards?project_id=deck-7': () =>
        failing ? { status: 500, body: 'oops' } : { body: deckResponse('deck-7') },
    });
    await open(user, 'French verbs');
    await user.click(screen.getByRole('button', { name: 'Study Cards' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the cards");
    expect(alert).toHaveTextContent('Press Study Cards to try again.');
    expect(screen.getByText('to have')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Study Cards' }));
    expect(await screen.findByRole('region', { name: 'Flashcard deck' })).toBeInTheDocument();
  });
});
