import { DRILL_MESSAGES, type DrillAnswerRequest } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';
import { drillSize } from './PracticePage';
import { makeDrill, makeResult, OBJECTIVE_ID } from './testing';

const PATH = `/practice?lo=${encodeURIComponent(OBJECTIVE_ID)}&n=2`;

function renderPractice(path = PATH, routes: Record<string, RouteHandler | MockResponse> = {}) {
  const answers: DrillAnswerRequest[] = [];
  const view = renderApp(path, {
    user: makeUser(),
    routes: {
      'POST /api/practice/drills': { body: makeDrill() },
      'POST /api/practice/drills/drill-1/answers': ({ body }) => {
        const request = body as DrillAnswerRequest;
        answers.push(request);
        return request.question_id === 'q1'
          ? { body: makeResult({ correct: request.answer === 1 }) }
          : {
              body: makeResult({
                question_id: 'q2',
                correct: request.answer === 'x = 5',
                expected: 'x = 5',
                explanation: 'Add 5 to both sides, then divide by 5.',
                mastery_score: 52,
              }),
            };
      },
      ...routes,
    },
  });
  return { ...view, answers };
}

describe('practice drill', () => {
  it('starts a drill for the objective and size in the address', async () => {
    const { fetchMock } = renderPractice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Linear equations' })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/practice/drills')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ objective_id: OBJECTIVE_ID, n: 2 });
    expect(callsTo(fetchMock, 'POST /api/practice/drills')).toHaveLength(1);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Solve 2x + 3 = 11' })).toBeInTheDocument();
    expect(sessionStorage.getItem(`studybot.drill.${OBJECTIVE_ID}`)).toBe('drill-1');
  });

  it('answers a choice question with the keyboard, then a typed one, then sums up', async () => {
    const { answers } = renderPractice();
    await screen.findByText('Question 1 of 2');
    const user = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Check answer' })).toBeDisabled();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'x = 4' })).toBeChecked();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Subtract 3 from both sides, then divide by 2.')).toBeInTheDocument();
    const feedback = screen.getByText('Correct!').parentElement as HTMLElement;
    expect(feedback).toHaveTextContent('Answer: x = 4');
    expect(screen.getByText('from 40% to 46%')).toBeInTheDocument();
    expect(answers).toEqual([{ question_id: 'q1', answer: 1 }]);
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByText(DRILL_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(answers).toHaveLength(1);
    await user.type(input, 'x = 6{Enter}');

    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    expect(screen.getByText('x = 6')).toBeInTheDocument();
    expect(screen.getByText('from 46% to 52%')).toBeInTheDocument();
    expect(answers[1]).toEqual({ question_id: 'q2', answer: 'x = 6' });
    // The drill is finished: a reload starts a new one.
    expect(sessionStorage.getItem(`studybot.drill.${OBJECTIVE_ID}`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See results' }));

    expect(await screen.findByRole('heading', { name: 'Drill complete' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByText('50% right')).toBeInTheDocument();
    expect(screen.getByText('Mastery now').parentElement).toHaveTextContent('Mastery now52%40% → 52% (+12)');
    expect(screen.getByText('from 40% to 52%')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(list[0]).toHaveTextContent('Right: 1. Solve 2x + 3 = 11');
    expect(list[1]).toHaveTextContent('Wrong: 2. Solve the equation');
    expect(list[1]).toHaveTextContent('Answer: x = 5');
    const summary = within(
      screen.getByRole('heading', { name: 'Drill complete' }).parentElement as HTMLElement,
    );
    expect(summary.getByRole('link', { name: 'Back to analytics' })).toHaveAttribute('href', '/analytics');
    expect(summary.getByRole('button', { name: 'Drill again' })).toBeInTheDocument();
  });

  it('starts another drill with Drill again', async () => {
    const finished = makeDrill({
      results: {
        q1: makeResult(),
        q2: makeResult({ question_id: 'q2', expected: 'x = 5', mastery_score: 52 }),
      },
    });
    sessionStorage.setItem(`studybot.drill.${OBJECTIVE_ID}`, 'drill-1');
    const { fetchMock } = renderPractice(PATH, {
      'GET /api/practice/drills/drill-1': { body: finished },
      'POST /api/practice/drills': { body: makeDrill({ id: 'drill-2' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Drill complete' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/practice/drills')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Drill again' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/practice/drills')).toHaveLength(1);
    expect(sessionStorage.getItem(`studybot.drill.${OBJECTIVE_ID}`)).toBe('drill-2');
  });

  it('resumes an unfinished drill after a reload', async () => {
    sessionStorage.setItem(`studybot.drill.${OBJECTIVE_ID}`, 'drill-1');
    const { fetchMock } = renderPractice(PATH, {
      'GET /api/practice/drills/drill-1': { body: makeDrill({ results: { q1: makeResult() } }) },
    });
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('46%')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/practice/drills')).toHaveLength(0);
  });

  it('starts a new drill when the stored one is gone', async () => {
    sessionStorage.setItem(`studybot.drill.${OBJECTIVE_ID}`, 'old-drill');
    const { fetchMock } = renderPractice(PATH, {
      'GET /api/practice/drills/old-drill': { status: 404, body: { detail: DRILL_MESSAGES.drillNotFound } },
    });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/practice/drills')).toHaveLength(1);
    expect(sessionStorage.getItem(`studybot.drill.${OBJECTIVE_ID}`)).toBe('drill-1');
  });

  it('shows a message with a way back when no topic is given', async () => {
    const { fetchMock } = renderPractice('/practice');
    expect(await screen.findByRole('heading', { name: 'No topic chosen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to analytics' })).toHaveAttribute('href', '/analytics');
    expect(callsTo(fetchMock, 'POST /api/practice/drills')).toHaveLength(0);
  });

  it('says when the topic does not exist', async () => {
    renderPractice('/practice?lo=pack%3Anope&n=5', {
      'POST /api/practice/drills': { status: 404, body: { detail: DRILL_MESSAGES.unknownObjective } },
    });
    expect(await screen.findByRole('heading', { name: 'Topic not found' })).toBeInTheDocument();
    expect(screen.getByText(DRILL_MESSAGES.unknownObjective)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('says when there is nothing to practise yet', async () => {
    renderPractice(PATH, {
      'POST /api/practice/drills': { status: 422, body: { detail: DRILL_MESSAGES.noMaterial } },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to practise yet' })).toBeInTheDocument();
    expect(screen.getByText(DRILL_MESSAGES.noMaterial)).toBeInTheDocument();
  });

  it('toasts when an answer cannot be checked and lets the student try again', async () => {
    let fail = true;
    renderPractice(PATH, {
      'POST /api/practice/drills/drill-1/answers': () =>
        fail ? { status: 500, body: null } : { body: makeResult() },
    });
    await screen.findByText('Question 1 of 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'x = 4' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Failed to check your answer. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
  });

  it.each([
    [null, 5],
    ['3', 3],
    ['0', 5],
    ['abc', 5],
    ['99', 20],
  ])('reads n=%s as %i questions', (raw, n) => {
    expect(drillSize(raw)).toBe(n);
  });
});
