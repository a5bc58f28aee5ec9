import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, renderWithProviders } from '../../test/utils';
import { QuizPlayer } from './QuizPlayer';
import { makeQuiz } from './testing';

function setup() {
  const onRestart = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<QuizPlayer quiz={makeQuiz()} onRestart={onRestart} />);
  return { user, onRestart };
}

function seconds(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const timer = () => screen.getByRole('timer');
const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: 'Submit Answer' });

describe('quiz player', () => {
  beforeEach(() => {
    // The countdown runs on setInterval and Date; timeouts stay real for Testing Library's own waits.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one question at a time; Submit Answer is enabled only after a choice', async () => {
    const { user } = setup();
    expect(screen.getByRole('group', { name: /Which gas do plants take in/ })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByText(/Where in the cell/)).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(option('Nitrogen'));
    expect(option('Nitrogen')).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('chooses options with the keyboard as a radio group', async () => {
    const { user } = setup();
    await user.tab();
    expect(option('Oxygen')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('Carbon dioxide')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('marks the correct option and the wrong pick, shows the explanation and source, and locks the options', async () => {
    const { user } = setup();
    await user.click(option('Oxygen'));
    await user.click(submit());

    const right = option('Carbon dioxide').closest('label') as HTMLElement;
    const wrong = option('Oxygen').closest('label') as HTMLElement;
    expect(within(right).getByText('Correct answer')).toBeInTheDocument();
    expect(right).toHaveAttribute('data-correct', 'true');
    expect(within(wrong).getByText('Your answer')).toBeInTheDocument();
    expect(wrong).toHaveAttribute('data-wrong', 'true');
    expect(screen.getByText('Not quite. The answer is B.')).toBeInTheDocument();
    expect(screen.getByText('Plants take in carbon dioxide and release oxygen.')).toBeInTheDocument();
    expect(screen.getByText('“Leaves absorb carbon dioxide.”')).toBeInTheDocument();
    expect(screen.getByText('Source: built-in study pack')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Question' })).toHaveFocus();
  });

  it('goes through Next Question to Finish Quiz and scores 2/3 as 67%', async () => {
    const { user } = setup();
    await user.click(option('Carbon dioxide'));
    await user.click(submit());
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('30 seconds left')).toBeInTheDocument();
    await user.click(option('Nucleus'));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Next Question' }));

    await user.click(option('Oxygen'));
    await user.click(submit());
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));

    expect(screen.getByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    // The quiz was saved when it was made: the only thing left to save is the score.
    expect(screen.getByText('This quiz is already in your library.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save Quiz/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save My Score' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Take Another Quiz' })).toBeEnabled();
  });

  it('counts down from 30 and turns red at 10 seconds', () => {
    setup();
    expect(timer()).toHaveTextContent('30 seconds left');
    expect(screen.getByRole('progressbar', { name: 'Time left' })).toHaveAttribute('aria-valuenow', '30');
    seconds(19_000);
    expect(timer()).toHaveTextContent('11 seconds left');
    expect(timer()).toHaveAttribute('data-urgent', 'false');
    expect(timer()).not.toHaveClass('text-red-700');
    seconds(1_000);
    expect(timer()).toHaveTextContent('10 seconds left');
    expect(timer()).toHaveAttribute('data-urgent', 'true');
    expect(timer()).toHaveClass('text-red-700');
    expect(screen.getByRole('progressbar', { name: 'Time left' })).toHaveAttribute('aria-valuenow', '10');
  });

  it('submits automatically at 0; nothing chosen counts as wrong', () => {
    setup();
    seconds(29_000);
    expect(screen.getByText('1 second left')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    seconds(1_000);
    expect(timer()).toHaveTextContent('0 seconds left');
    expect(screen.getByText("Time's up! The answer is B.")).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(screen.queryByText('Your answer')).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeInTheDocument();
    // The clock stops once answered.
    seconds(5_000);
    expect(timer()).toHaveTextContent('0 seconds left');
  });

  it('submits a chosen but unsubmitted option when time runs out', async () => {
    const { user } = setup();
    await user.click(option('Carbon dioxide'));
    seconds(30_000);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('typesets formulas and exponents for display; the answer is still checked by its option', async () => {
    const user = userEvent.setup();
    const quiz = makeQuiz({
      questions: [
        {
          question: 'Which gas is CO2?',
          options: ['O2', 'CO2', 'H2O', 'x^2'],
          correct_answer: 1,
          explanation: 'CO2 is carbon dioxide; in code it stays `CO2`.',
        },
      ],
    });
    renderWithProviders(<QuizPlayer quiz={quiz} onRestart={vi.fn()} />);
    expect(screen.getByRole('group', { name: /Which gas is CO₂\?/ })).toBeInTheDocument();
    expect(option('O₂')).toBeInTheDocument();
    expect(option('x²')).toBeInTheDocument();
    await user.click(option('CO₂'));
    await user.click(submit());
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('CO₂ is carbon dioxide; in code it stays `CO2`.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    expect(screen.getByText('1/1')).toBeInTheDocument();
    expect(screen.getByText('1. Which gas is CO₂?')).toBeInTheDocument();
    expect(screen.getByText(/Answer: B\. CO₂/)).toBeInTheDocument();
  });

  it('stops the clock after a submission and restarts it for the next question', async () => {
    const { user } = setup();
    seconds(5_000);
    await user.click(option('Helium'));
    await user.click(submit());
    expect(timer()).toHaveTextContent('25 seconds left');
    seconds(10_000);
    expect(timer()).toHaveTextContent('25 seconds left');
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(timer()).toHaveTextContent('30 seconds left');
    // The new question takes focus.
    expect(screen.getByRole('group', { name: /Where in the cell/ }).querySelector('legend')).toHaveFocus();
  });

  it('saves the attempt with null for timeouts, then confirms and disables the button', async () => {
    const fetchMock = mockFetch({
      'POST /api/quizzes/attempts': {
        body: {
          id: 'a1',
          project_id: 'quiz-1',
          correct: 1,
          total: 3,
          percent: 33,
          created_at: '2026-01-10T10:00:00.000Z',
        },
      },
    });
    const { user } = setup();
    seconds(30_000); // question 1: time runs out
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(option('Chloroplast'));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(option('Argon'));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText(/No answer \(time ran out\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save My Score' }));
    expect(await screen.findByText('Your score is saved with the quiz in your library')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST /api/quizzes/attempts');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ project_id: 'quiz-1', answers: [null, 2, 2] });
    expect(screen.getByRole('button', { name: 'Score Saved' })).toBeDisabled();
  });

  it('reports a failed save with the detail, else "Failed to save quiz"', async () => {
    let detail: string | undefined = 'Quiz not found';
    mockFetch({
      'POST /api/quizzes/attempts': () => ({
        status: detail ? 404 : 500,
        body: detail ? { detail } : 'oops',
      }),
    });
    const { user, onRestart } = setup();
    for (const [choice, last] of [
      ['Oxygen', false],
      ['Nucleus', false],
      ['Oxygen', true],
    ] as const) {
      await user.click(option(choice));
      await user.click(submit());
      await user.click(screen.getByRole('button', { name: last ? 'Finish Quiz' : 'Next Question' }));
    }
    await user.click(screen.getByRole('button', { name: 'Save My Score' }));
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    detail = undefined;
    await user.click(screen.getByRole('button', { name: 'Save My Score' }));
    expect(await screen.findByText('Failed to save quiz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save My Score' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Take Another Quiz' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });
});
