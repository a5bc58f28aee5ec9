import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { bootcampRoutes, makeAccess, makeLessons, makeProgress } from './home/testing';

vi.mock('./lesson/LessonScreen', () => ({
  LessonScreen: ({ lessonId, onBack }: { lessonId: string; onBack(): void }) => (
    <div>
      <h1>Lesson screen for {lessonId}</h1>
      <button type="button" onClick={onBack}>
        Back to Bootcamp
      </button>
    </div>
  ),
}));

function renderBootcamp(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/bootcamp', { user: makeUser(), routes: bootcampRoutes(routes) });
}

const week = (n: number) => screen.getByRole('region', { name: new RegExp(`^Week ${n}\\b`) });
const heading = () => screen.findByRole('heading', { level: 1, name: 'AI Coding Bootcamp' });

describe('bootcamp home: loading and errors', () => {
  it('shows a spinner while the bootcamp loads', async () => {
    const access = deferred<MockResponse>();
    renderBootcamp({ 'GET /api/bootcamp/access': () => access.promise });
    expect(await screen.findByText('Loading bootcamp...')).toBeInTheDocument();
    access.resolve({ body: makeAccess() });
    expect(await heading()).toBeInTheDocument();
    expect(screen.queryByText('Loading bootcamp...')).not.toBeInTheDocument();
  });

  it('asks the student to log in on a 401', async () => {
    renderBootcamp({ 'GET /api/bootcamp/access': { status: 401, body: { detail: 'Not authenticated' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to access the bootcamp');
  });

  it('says to refresh on any other load error', async () => {
    renderBootcamp({ 'GET /api/lessons': { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load bootcamp data. Please try refreshing the page.',
    );
  });
});

describe('bootcamp home: without access', () => {
  const noAccess = {
    'GET /api/bootcamp/access': { body: makeAccess({ has_access: false, weeks_unlocked: 0 }) },
  };

  it('shows the three plans and the curriculum by week, and does not ask for progress', async () => {
    const { fetchMock } = renderBootcamp({
      ...noAccess,
      'GET /api/lessons': { body: { lessons: makeLessons(0) } },
    });
    expect(await heading()).toBeInTheDocument();
    const plans = within(screen.getByRole('list', { name: 'Bootcamp plans' }));
    const max = plans.getByRole('listitem', { name: 'StudyBot Max' });
    expect(max).toHaveTextContent('$13.99 per month');
    expect(max).toHaveTextContent('Recommended');
    for (const feature of ['Full bootcamp', 'Certificate', 'All StudyBot features', 'Priority support']) {
      expect(max).toHaveTextContent(new RegExp(feature, 'i'));
    }
    expect(plans.getByRole('listitem', { name: 'Lifetime' })).toHaveTextContent('$29 once');
    expect(plans.getByRole('listitem', { name: 'Weekly Pass' })).toHaveTextContent('$4.99 per week');
    expect(plans.getByRole('listitem', { name: 'Weekly Pass' })).toHaveTextContent('1 week of access');
    expect(plans.getByRole('listitem', { name: 'Lifetime' })).not.toHaveTextContent('Recommended');

    const curriculum = within(screen.getByRole('region', { name: 'Course Curriculum' }));
    expect(curriculum.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(curriculum.getByRole('heading', { name: 'Week 12' })).toBeInTheDocument();
    expect(curriculum.getByText('Lesson 3.2')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/bootcamp/progress')).toHaveLength(0);
  });

  it('Buy goes to the checkout; paying there comes back into the open weeks', async () => {
    const user = userEvent.setup();
    let paid = false;
    const { fetchMock } = renderBootcamp({
      'GET /api/bootcamp/access': () => ({
        body: paid
          ? makeAccess({ weeks_unlocked: 12 })
          : makeAccess({ has_access: false, weeks_unlocked: 0 }),
      }),
      'GET /api/lessons': () => ({ body: { lessons: makeLessons(paid ? 12 : 0) } }),
      'POST /api/bootcamp/purchase/weekly': { body: { checkout_url: '/checkout/cs_9' } },
      'GET /api/billing/checkout/cs_9': {
        body: {
          id: 'cs_9',
          price_id: 'bootcamp_weekly',
          name: 'Bootcamp weekly pass (7 days)',
          amount: 4.99,
          period: null,
          status: 'open',
        },
      },
      'POST /api/billing/checkout/cs_9/pay': () => {
        paid = true;
        return { body: { redirect_url: '/bootcamp' } };
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Buy Weekly Pass' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\/cs_9$/));
    expect(callsTo(fetchMock, 'POST /api/bootcamp/purchase/weekly')).toHaveLength(1);
    expect(await screen.findByText('Bootcamp weekly pass (7 days)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/bootcamp$/));
    expect(await screen.findByRole('region', { name: 'Your Progress' })).toBeInTheDocument();
    expect(week(2)).not.toHaveTextContent('Locked');
    expect(within(week(2)).getByRole('button', { name: /Lesson 2\.1/ })).toBeInTheDocument();
  });

  it('loads a Stripe checkout in place of the app', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderBootcamp({
      ...noAccess,
      'POST /api/bootcamp/purchase/max': {
        body: { checkout_url: 'https://checkout.stripe.com/c/pay/cs_live_1' },
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Buy StudyBot Max' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bootcamp$/);
  });

  it("shows the server's reason when it refuses the purchase", async () => {
    const user = userEvent.setup();
    renderBootcamp({
      ...noAccess,
      'POST /api/bootcamp/purchase/lifetime': {
        status: 409,
        body: { detail: "Plans are assigned by your school's administrator." },
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Buy Lifetime' }));
    expect(await screen.findByText("Plans are assigned by your school's administrator.")).toBeInTheDocument();
  });

  it('says the purchase failed and keeps the plans', async () => {
    const user = userEvent.setup();
    renderBootcamp({
      ...noAccess,
      'POST /api/bootcamp/purchase/max': { status: 500, body: { detail: 'Payment provider down' } },
    });
    await heading();
    const buy = screen.getByRole('button', { name: 'Buy StudyBot Max' });
    await user.click(buy);
    expect(await screen.findByText('Purchase failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy StudyBot Max' })).toBeEnabled();
  });
});

describe('bootcamp home: with access', () => {
  it('shows the progress card numbers', async () => {
    renderBootcamp({
      'GET /api/bootcamp/access': { body: makeAccess({ current_week: 2, weeks_unlocked: 12 }) },
      'GET /api/bootcamp/progress': {
        body: makeProgress({ progress_percentage: 13, completed_count: 6, total_lessons: 48 }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Your Progress' });
    expect(within(card).getByText('13% complete')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Bootcamp progress' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    const stats = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(stats).toEqual(['Week 2', '6', '48']);
    expect(within(card).getByText('Current week')).toBeInTheDocument();
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Total lessons')).toBeInTheDocument();
  });

  it('lists week 1 lessons with difficulty, time and completion, a quiz card, and locks the other weeks', async () => {
    renderBootcamp({ 'GET /api/lessons': { body: { lessons: makeLessons(1, ['w01-l01']) } } });
    await heading();
    expect(screen.getAllByRole('region', { name: /^Week \d+$/ })).toHaveLength(12);
    const one = within(week(1));
    const first = one.getByRole('button', { name: /Lesson 1\.1/ });
    expect(first).toHaveTextContent('Beginner');
    expect(first).toHaveTextContent('~15 min');
    expect(first).toHaveTextContent('Completed');
    expect(one.getByRole('button', { name: /Lesson 1\.2/ })).not.toHaveTextContent('Completed');
    expect(one.getByRole('button', { name: /Week 1 Quiz/ })).toHaveTextContent('15 questions · 20 minutes');
    expect(week(1)).not.toHaveTextContent('Locked');

    expect(week(2)).toHaveTextContent('Locked');
    expect(week(2)).not.toHaveTextContent('Lesson 2.1');
    expect(within(week(2)).queryByRole('button', { name: /Week 2 Quiz/ })).not.toBeInTheDocument();
    expect(within(week(12)).getByRole('button', { name: 'Unlock Week 12' })).toBeInTheDocument();
  });

  it('shows a lock icon, not a button, for a lesson that is not accessible', async () => {
    const lessons = makeLessons(1).map((l) => (l.id === 'w01-l04' ? { ...l, accessible: false } : l));
    renderBootcamp({ 'GET /api/lessons': { body: { lessons } } });
    await heading();
    const one = within(week(1));
    expect(one.queryByRole('button', { name: /Lesson 1\.4/ })).not.toBeInTheDocument();
    const locked = one.getByText('Locked:').parentElement as HTMLElement;
    expect(locked).toHaveTextContent('Lesson 1.4');
    expect(locked.closest('div')?.querySelector('svg.lucide-lock')).not.toBeNull();
  });

  it('opens the plans from a locked week; buying goes to the checkout', async () => {
    const user = userEvent.setup();
    renderBootcamp({
      'POST /api/bootcamp/purchase/lifetime': { body: { checkout_url: '/checkout/cs_7' } },
    });
    await heading();
    await user.click(within(week(2)).getByRole('button', { name: 'Unlock Week 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the full bootcamp' });
    expect(
      within(dialog).getAllByRole('listitem', { name: /StudyBot Max|Lifetime|Weekly Pass/ }),
    ).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Buy Lifetime' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\/cs_7$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a lesson in place and, back on the home, refetches access, progress and lessons', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderBootcamp();
    await heading();
    await user.click(within(week(1)).getByRole('button', { name: /Lesson 1\.2/ }));
    expect(await screen.findByRole('heading', { name: 'Lesson screen for w01-l02' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Progress' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bootcamp$/);

    await user.click(screen.getByRole('button', { name: 'Back to Bootcamp' }));
    expect(await screen.findByRole('region', { name: 'Your Progress' })).toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo(fetchMock, 'GET /api/bootcamp/access')).toHaveLength(2);
      expect(callsTo(fetchMock, 'GET /api/bootcamp/progress')).toHaveLength(2);
      expect(callsTo(fetchMock, 'GET /api/lessons')).toHaveLength(2);
    });
    expect(within(week(1)).getByRole('button', { name: /Lesson 1\.2/ })).toHaveFocus();
  });

  it('opens the lesson a link names (analytics: /bootcamp?lesson=…), and back drops it from the address', async () => {
    const user = userEvent.setup();
    renderApp('/bootcamp?lesson=w01-l02', { user: makeUser(), routes: bootcampRoutes() });
    expect(await screen.findByRole('heading', { name: 'Lesson screen for w01-l02' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Bootcamp' }));
    expect(await screen.findByRole('region', { name: 'Your Progress' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bootcamp$/);
  });
});
