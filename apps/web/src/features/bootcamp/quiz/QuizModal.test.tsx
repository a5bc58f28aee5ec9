import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../../test/utils';
import { bootcampRoutes, makeQuizResult } from '../home/testing';

vi.mock('../lesson/LessonScreen', () => ({ LessonScreen: () => null }));

type User = ReturnType<typeof userEvent.setup>;

async function openQuiz(routes: Record<string, RouteHandler | MockResponse> = {}) {
  const user = userEvent.setup();
  const view = renderApp('/bootcamp', { user: makeUser(), routes: bootcampRoutes(routes) });
  await user.click(await screen.findByRole('button', { name: /Week 1 Quiz/ }));
  const dialog = await screen.findByRole('dialog', { name: /Week 1 Quiz/ });
  return { ...view, user, dialog: within(dialog) };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const question = (n: number) =>
  screen.findByRole('radiogroup', { name: new RegExp(`Question text ${n}\\?`) });
const radio = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${name.replace('.', '\\.')}$`) });
const button = (name: string) => screen.getByRole('button', { name });

/** Answers every question from the current one on: right unless `wrong` lists its number. */
async function answerAll(user: User, wrong: readonly number[] = []) {
  for (let n = 1; n <= 15; n += 1) {
    await question(n);
    await user.click(radio(wrong.includes(n) ? `Wrong ${n}.${(n % 4) === 0 ? 1 : 0}` : `Right ${n}`));
    if (n < 15) await user.click(button('Next'));
  }
}

describe('bootcamp quiz modal', () => {
  beforeEach(() => {
    // The countdown runs on setInterval and Date; timeouts stay real for Testing Library's waits.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads the week's quiz through its first lesson and shows one question at a time", async () => {
    const { user, dialog, fetchMock } = await openQuiz();
    expect(await screen.findByRole('dialog', { name: 'Week 1 Quiz: Python basics' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/bootcamp/quiz/w01-l01')).toHaveLength(1);
    await question(1);
    expect(dialog.getByText('Question 1 of 15')).toBeInTheDocument();
    expect(dialog.getAllByRole('radio')).toHaveLength(4);
    expect(
      dialog.getByText((_, el) => el?.tagName === 'CODE' && el.textContent === 'print(1)\n'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(button('Previous')).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(radio('Right 1'));
    await user.click(button('Next'));
    await question(2);
    expect(dialog.getByText('Question 2 of 15')).toBeInTheDocument();
    expect(dialog.getByText('1 of 15 answered')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '2');
    expect(radio('Right 2')).not.toBeChecked();

    await user.click(button('Previous'));
    await question(1);
    expect(radio('Right 1')).toBeChecked();
  });

  it('chooses options with the arrow keys as a radio group', async () => {
    const { user } = await openQuiz();
    await question(1);
    await user.click(radio('Right 1'));
    await user.keyboard('{ArrowDown}');
    expect(radio('Wrong 1.1')).toBeChecked();
    expect(radio('Wrong 1.1')).toHaveFocus();
  });

  it('offers Submit on the last question, enabled only when every question is answered', async () => {
    const { user, fetchMock } = await openQuiz();
    await question(1);
    for (let n = 1; n < 15; n += 1) await user.click(button('Next'));
    await question(15);
    expect(button('Submit')).toBeDisabled();
    expect(button('Submit')).toHaveAccessibleDescription('Answer every question to submit (15 left).');
    await user.click(radio('Right 15'));
    expect(button('Submit')).toBeDisabled();

    for (let n = 1; n < 15; n += 1) await user.click(button('Previous'));
    await answerAll(user);
    expect(button('Submit')).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /api/bootcamp/quiz/w01-l01/attempts')).toHaveLength(0);
  }, 30_000);

  it('counts down from 20:00, turns red and says so under 5 minutes, and submits itself at 0', async () => {
    const { user, fetchMock } = await openQuiz({
      'POST /api/bootcamp/quiz/w01-l01/attempts': {
        body: makeQuizResult({ score: 7, correct_count: 1, grade: 'F' }),
      },
    });
    await question(1);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('20:00');
    expect(timer).toHaveAttribute('data-urgent', 'false');
    await user.click(radio('Right 1'));

    advance(15 * 60_000);
    expect(timer).toHaveTextContent('05:00');
    expect(timer).toHaveAttribute('data-urgent', 'false');
    advance(1000);
    expect(timer).toHaveTextContent('04:59');
    expect(timer).toHaveAttribute('data-urgent', 'true');
    expect(timer).toHaveClass('text-red-700');
    expect(timer).toHaveTextContent('under 5 min');

    advance(5 * 60_000);
    expect(await screen.findByText('Quiz Complete')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST /api/bootcamp/quiz/w01-l01/attempts');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ answers: [0, ...Array(14).fill(null)] });
    expect(screen.getByTestId('quiz-grade')).toHaveTextContent('F');
  });

  it('grades on the server and reviews every answer; Retake starts over, Continue Learning closes', async () => {
    const { user, fetchMock } = await openQuiz({
      'POST /api/bootcamp/quiz/w01-l01/attempts': { body: makeQuizResult() },
    });
    await answerAll(user, [2]);
    await user.click(button('Submit'));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Quiz Complete' })).toHaveFocus());
    const body = JSON.parse(
      String(callsTo(fetchMock, 'POST /api/bootcamp/quiz/w01-l01/attempts')[0]?.[1]?.body),
    );
    expect(body.answers).toHaveLength(15);
    expect(body.answers[1]).toBe(0);
    expect(body.answers[2]).toBe(2);
    expect(screen.getByTestId('quiz-grade')).toHaveTextContent('A');
    expect(screen.getByText('93%')).toBeInTheDocument();
    expect(screen.getByText('14 of 15')).toBeInTheDocument();

    const review = within(
      screen.getByRole('heading', { name: 'Answer Review' }).nextElementSibling as HTMLElement,
    );
    const items = review.getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(items[0]).toHaveTextContent('Question 1: Correct');
    expect(items[1]).toHaveTextContent('Question 2: Incorrect');
    expect(items[1]).toHaveTextContent('Your answer: A. Wrong 2.0');
    expect(items[1]).toHaveTextContent('Correct answer: B. Right 2');
    expect(items[1]).toHaveTextContent('Explanation: Because 2.');

    advance(60_000);
    await user.click(button('Retake Quiz'));
    await question(1);
    expect(screen.getByText('Question 1 of 15')).toBeInTheDocument();
    expect(screen.getByText('0 of 15 answered')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    for (const option of screen.getAllByRole('radio')) expect(option).not.toBeChecked();

    await answerAll(user);
    await user.click(button('Submit'));
    await user.click(await screen.findByRole('button', { name: 'Continue Learning' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Your Progress' })).toBeInTheDocument();
  }, 30_000);

  it('says when the quiz cannot be loaded', async () => {
    await openQuiz({ 'GET /api/bootcamp/quiz/w01-l01': { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load quiz. Please try again.');
  });

  it('asks before Escape closes a quiz in progress; closes at once before any answer', async () => {
    const { user } = await openQuiz();
    await question(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Week 1 Quiz/ }));
    await question(1);
    await user.click(radio('Right 1'));
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave the quiz?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Going' }));
    expect(screen.getByRole('dialog', { name: /Week 1 Quiz/ })).toBeInTheDocument();
    expect(radio('Right 1')).toBeChecked();

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave Quiz' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
