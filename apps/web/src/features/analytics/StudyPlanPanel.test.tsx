import { ANALYTICS_MESSAGES, type StudyPlanRequest } from '@studybot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { analyticsRoutes, makePlan, makeStat, PLAN_TODAY, STATS, USER_ID } from './testing';

const PLAN_PATH = `/api/analytics/study_plan/${USER_ID}`;

function renderAnalytics(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/analytics', { user: makeUser({ id: USER_ID }), routes: analyticsRoutes(routes) });
}

async function planCard() {
  const heading = await screen.findByRole('heading', { name: 'Study Plan' });
  return within(heading.closest('section') as HTMLElement);
}

const examDate = () => screen.getByLabelText('Exam date') as HTMLInputElement;
const checkbox = (title: string) =>
  screen.getByRole('checkbox', { name: (name) => name.startsWith(`${title} `) });
const checkedTitles = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.querySelector('span')?.textContent);

beforeEach(() => {
  // Only Date is faked: "today" is fixed, while the timers React and user-event use stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${PLAN_TODAY}T09:00:00Z`) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('study plan', () => {
  it('offers a form with the weakest 5 topics chosen, sends it, and shows the plan', async () => {
    const saved = deferred<MockResponse>();
    const bodies: StudyPlanRequest[] = [];
    const { fetchMock } = renderAnalytics({
      [`PUT ${PLAN_PATH}`]: ({ body }) => {
        bodies.push(body as StudyPlanRequest);
        return saved.promise;
      },
    });
    const card = await planCard();
    expect(await card.findByText(/Tell StudyBot when your exam is/)).toBeInTheDocument();
    expect(examDate()).toHaveAttribute('min', '2026-03-03');
    expect(examDate()).toHaveAttribute('max', '2026-06-30');
    expect(examDate()).toHaveValue('');
    expect(card.getAllByRole('checkbox')).toHaveLength(STATS.length);
    expect(checkedTitles()).toEqual([
      'Linear equations',
      'Photosynthesis',
      'Python: Variables',
      'Atoms',
      'Thesis statements',
    ]);

    const user = userEvent.setup();
    await user.click(checkbox('Thesis statements'));
    await user.click(checkbox('Forces'));
    fireEvent.change(examDate(), { target: { value: '2026-03-16' } });
    await user.click(card.getByRole('button', { name: 'Create plan' }));

    expect(card.getByRole('button', { name: 'Create plan' })).toBeDisabled();
    expect(bodies).toEqual([
      {
        exam_date: '2026-03-16',
        objective_ids: [
          'math:linear_equation',
          'pack:biology-photosynthesis',
          'py:w1-variables',
          'pack:chemistry-atoms',
          'pack:physics-forces',
        ],
      },
    ]);
    saved.resolve({ body: { plan: makePlan() } });

    expect(await card.findByText(/Exam on/)).toHaveTextContent('Exam on Mon, Mar 16, 2026 · 14 days to go');
    expect(card.queryByLabelText('Exam date')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Study Plan' })).toHaveFocus());
    expect(
      within(card.getByRole('list', { name: 'Topics in your plan' }))
        .getAllByRole('listitem')
        .map((topic) => topic.textContent),
    ).toEqual(['Linear equations 20%', 'Photosynthesis 42%', 'Python: Variables 55%']);

    expect(card.getByRole('heading', { name: 'Today Mon, Mar 2' })).toBeInTheDocument();
    const today = within(card.getByRole('list', { name: "Today's plan" })).getAllByRole('link');
    expect(today.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Review 3 flashcards', '/review'],
      ['Drill: Linear equations', '/practice?lo=math%3Alinear_equation&n=5'],
      ['Drill: Photosynthesis', '/practice?lo=pack%3Abiology-photosynthesis&n=5'],
    ]);

    const comingUp = () =>
      within(card.getByRole('list', { name: 'Coming up' }))
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL');
    expect(comingUp()).toHaveLength(6);
    expect(comingUp()[0]).toHaveTextContent('Tue, Mar 3Drill: Python: Variables');
    expect(comingUp()[1]).toHaveTextContent('Wed, Mar 4Rest day');
    const toggle = card.getByRole('button', { name: 'Show whole plan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(comingUp()).toHaveLength(13);
    expect(comingUp()[12]).toHaveTextContent('Sun, Mar 15');
    expect(card.getByRole('button', { name: 'Show fewer days' })).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo(fetchMock, `GET ${PLAN_PATH}`)).toHaveLength(1);
  });

  it('checks the date and topics before sending', async () => {
    const { fetchMock } = renderAnalytics();
    const card = await planCard();
    const user = userEvent.setup();
    const create = await card.findByRole('button', { name: 'Create plan' });

    await user.click(create);
    expect(await card.findByRole('alert')).toHaveTextContent('Choose the date of your exam');

    fireEvent.change(examDate(), { target: { value: '2026-07-01' } });
    await user.click(create);
    expect(card.getByRole('alert')).toHaveTextContent(ANALYTICS_MESSAGES.examTooFar);

    fireEvent.change(examDate(), { target: { value: PLAN_TODAY } });
    await user.click(create);
    expect(card.getByRole('alert')).toHaveTextContent(ANALYTICS_MESSAGES.examInPast);

    fireEvent.change(examDate(), { target: { value: '2026-06-30' } });
    for (const title of [
      'Linear equations',
      'Photosynthesis',
      'Python: Variables',
      'Atoms',
      'Thesis statements',
    ]) {
      await user.click(checkbox(title));
    }
    await user.click(create);
    expect(card.getByRole('alert')).toHaveTextContent('Choose at least one topic');
    expect(callsTo(fetchMock, `PUT ${PLAN_PATH}`)).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the plan", async () => {
    renderAnalytics({
      [`PUT ${PLAN_PATH}`]: { status: 400, body: { detail: ANALYTICS_MESSAGES.unknownObjective } },
    });
    const card = await planCard();
    const user = userEvent.setup();
    fireEvent.change(await card.findByLabelText('Exam date'), { target: { value: '2026-04-01' } });
    await user.click(card.getByRole('button', { name: 'Create plan' }));
    expect(await card.findByRole('alert')).toHaveTextContent(ANALYTICS_MESSAGES.unknownObjective);
    expect(examDate()).toHaveValue('2026-04-01');
    expect(card.getByRole('button', { name: 'Create plan' })).toBeEnabled();
  });

  it('lets at most 12 topics be chosen', async () => {
    const stats = Array.from({ length: 14 }, (_, index) =>
      makeStat({
        learning_objective_id: `topic:t${index}`,
        title: `Topic ${index + 1}`,
        mastery_score: index * 5,
      }),
    );
    renderAnalytics({ [`GET /api/analytics/mastery/${USER_ID}`]: { body: { stats } } });
    const card = await planCard();
    const user = userEvent.setup();
    await card.findByText('Choose up to 12: 5 chosen.');
    for (let index = 6; index <= 12; index += 1) await user.click(checkbox(`Topic ${index}`));
    expect(card.getByText('Choose up to 12: 12 chosen.')).toBeInTheDocument();
    expect(checkbox('Topic 13')).toBeDisabled();
    expect(checkbox('Topic 14')).toBeDisabled();
    await user.click(checkbox('Topic 1'));
    expect(checkbox('Topic 13')).toBeEnabled();
  });

  it('changes the plan from a form filled with it', async () => {
    const bodies: StudyPlanRequest[] = [];
    renderAnalytics({
      [`GET ${PLAN_PATH}`]: { body: { plan: makePlan() } },
      [`PUT ${PLAN_PATH}`]: ({ body }) => {
        bodies.push(body as StudyPlanRequest);
        return { body: { plan: makePlan({ exam_date: '2026-03-20' }) } };
      },
    });
    const card = await planCard();
    const user = userEvent.setup();

    await user.click(await card.findByRole('button', { name: 'Change plan' }));
    expect(examDate()).toHaveValue('2026-03-16');
    expect(examDate()).toHaveFocus();
    expect(checkedTitles()).toEqual(['Linear equations', 'Photosynthesis', 'Python: Variables']);
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByText(/Exam on/)).toHaveTextContent('Mon, Mar 16, 2026');

    await user.click(card.getByRole('button', { name: 'Change plan' }));
    fireEvent.change(examDate(), { target: { value: '2026-03-20' } });
    await user.click(checkbox('Atoms'));
    await user.click(card.getByRole('button', { name: 'Save plan' }));
    expect(await card.findByText(/Exam on/)).toHaveTextContent('Exam on Fri, Mar 20, 2026');
    expect(bodies).toEqual([
      {
        exam_date: '2026-03-20',
        objective_ids: [
          'math:linear_equation',
          'pack:biology-photosynthesis',
          'py:w1-variables',
          'pack:chemistry-atoms',
        ],
      },
    ]);
  });

  it('removes the plan after asking', async () => {
    const { fetchMock } = renderAnalytics({
      [`GET ${PLAN_PATH}`]: { body: { plan: makePlan() } },
      [`DELETE ${PLAN_PATH}`]: { body: { plan: null } },
    });
    const card = await planCard();
    const user = userEvent.setup();

    await user.click(await card.findByRole('button', { name: 'Remove plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove your study plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE ${PLAN_PATH}`)).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Remove plan' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove your study plan?' })).getByRole('button', {
        name: 'Remove plan',
      }),
    );
    expect(await screen.findByText('Study plan removed')).toBeInTheDocument();
    expect(await card.findByLabelText('Exam date')).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Study Plan' })).toHaveFocus());
    expect(callsTo(fetchMock, `DELETE ${PLAN_PATH}`)).toHaveLength(1);
  });

  it('toasts when the plan cannot be removed and keeps it', async () => {
    renderAnalytics({
      [`GET ${PLAN_PATH}`]: { body: { plan: makePlan() } },
      [`DELETE ${PLAN_PATH}`]: { status: 500, body: { detail: 'boom' } },
    });
    const card = await planCard();
    const user = userEvent.setup();
    await user.click(await card.findByRole('button', { name: 'Remove plan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove plan' }));
    expect(
      await screen.findByText('Your study plan could not be removed. Please try again.'),
    ).toBeInTheDocument();
    expect(card.getByText(/Exam on/)).toBeInTheDocument();
  });

  it('says when the exam day has come and offers a new plan', async () => {
    renderAnalytics({
      [`GET ${PLAN_PATH}`]: { body: { plan: makePlan({ exam_date: PLAN_TODAY, days: [] }) } },
    });
    const card = await planCard();
    expect(await card.findByText(/Your exam day has come \(Mon, Mar 2, 2026\)/)).toBeInTheDocument();
    expect(card.queryByText(/days to go/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Plan next exam' }));
    expect(examDate()).toHaveValue('');
    expect(checkedTitles()).toEqual(['Linear equations', 'Photosynthesis', 'Python: Variables']);
    expect(card.getByRole('button', { name: 'Create plan' })).toBeInTheDocument();
  });

  it('says a rest day when today has nothing planned', async () => {
    const plan = makePlan();
    renderAnalytics({
      [`GET ${PLAN_PATH}`]: { body: { plan: { ...plan, days: [{ date: PLAN_TODAY, items: [] }] } } },
    });
    const card = await planCard();
    expect(await card.findByText('Rest day: nothing planned for today.')).toBeInTheDocument();
    expect(card.getByText(/Exam on/)).toHaveTextContent('1 day to go');
    expect(card.queryByRole('heading', { name: 'Coming up' })).not.toBeInTheDocument();
  });

  it('tells a new student that topics appear once they have practised', async () => {
    renderAnalytics({ [`GET /api/analytics/mastery/${USER_ID}`]: { body: { stats: [] } } });
    const card = await planCard();
    expect(await card.findByText(/Topics appear here once you have practised them/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Start with a quiz' })).toHaveAttribute('href', '/create?tab=quiz');
    expect(card.queryByLabelText('Exam date')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Create plan' })).not.toBeInTheDocument();
  });

  it('says when the plan cannot be loaded and tries again', async () => {
    let fail = true;
    renderAnalytics({
      [`GET ${PLAN_PATH}`]: () =>
        fail ? { status: 500, body: { detail: 'boom' } } : { body: { plan: makePlan() } },
    });
    const card = await planCard();
    expect(await card.findByText('Your study plan could not be loaded.')).toBeInTheDocument();
    fail = false;
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText(/14 days to go/)).toBeInTheDocument();
  });
});
