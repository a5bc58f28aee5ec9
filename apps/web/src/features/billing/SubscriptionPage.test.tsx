import { BRAND, CANCEL_REASONS, CANCEL_SUCCESS, cancelFailure } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';
import { billingRoutes, makeHistoryEntry, makePlusSubscription, makeSubscription } from './testing';

function renderSubscription(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/subscription', {
    user: makeUser({ plan_tier: 'plus' }),
    routes: billingRoutes({ 'GET /api/billing/subscription': { body: makePlusSubscription() }, ...routes }),
  });
}

const planRegion = () => screen.findByRole('region', { name: /Plus Plan/ });
const detail = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/subscription for a paid plan', () => {
  it('shows the plan, status, price, next billing date and the test payment method', async () => {
    renderSubscription();
    const plan = await planRegion();
    await waitFor(() => expect(document.title).toBe('Subscription · StudyBot'));
    expect(within(plan).getByRole('heading', { name: 'Plus Plan' })).toBeInTheDocument();
    expect(plan).toHaveTextContent('Active');
    expect(detail(plan, 'Monthly price')).toHaveTextContent('$8.99/month');
    expect(detail(plan, 'Next billing date')).toHaveTextContent(/2026/);
    expect(detail(plan, 'Payment method')).toHaveTextContent('Test payment');
    expect(detail(plan, 'Billing period')).toHaveTextContent('Monthly');
    expect(within(plan).getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing');
  });

  it("shows a card's real brand and last digits, and a yearly plan's charge", async () => {
    renderSubscription({
      'GET /api/billing/subscription': {
        body: makePlusSubscription({
          billing_period: 'yearly',
          period_price: 89,
          payment_method: { kind: 'card', brand: 'visa', last4: '4242' },
        }),
      },
    });
    const plan = await planRegion();
    expect(detail(plan, 'Payment method')).toHaveTextContent('Visa ending in 4242');
    expect(detail(plan, 'Monthly price')).toHaveTextContent('$8.99/monthBilled $89.00 yearly');
  });

  it("shows this month's usage with bars, unlimited lines, credits and support", async () => {
    renderSubscription();
    const usage = await screen.findByRole('region', { name: "This month's usage" });
    const papers = within(usage).getByRole('progressbar', { name: 'Writing papers' });
    expect(papers).toHaveAttribute('aria-valuenow', '9');
    expect(papers).toHaveAttribute('aria-valuemax', '10');
    expect(usage).toHaveTextContent('9 of 10 used');
    // 90% is above the warning line: the bar is red.
    expect(papers.firstElementChild).toHaveClass('bg-red-600');
    expect(
      within(usage).getByRole('progressbar', { name: 'Plagiarism checks' }).firstElementChild,
    ).toHaveClass('bg-indigo-600');
    expect(within(usage).getByText('Resume analyses').parentElement).toHaveTextContent('2 used · Unlimited');
    expect(within(usage).queryByRole('progressbar', { name: 'Resume analyses' })).not.toBeInTheDocument();
    expect(within(usage).getByRole('progressbar', { name: 'Voice requests' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );

    const credits = screen.getByRole('region', { name: 'Credits left' });
    expect(detail(credits, 'Plagiarism credits')).toHaveTextContent('5');
    expect(detail(credits, 'AI essay credits')).toHaveTextContent('1');

    const support = screen.getByRole('region', { name: 'Need help?' });
    expect(within(support).getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    );
  });

  it('lists the billing history', async () => {
    renderSubscription({
      'GET /api/billing/history': {
        body: {
          entries: [
            makeHistoryEntry({
              id: 'h2',
              kind: 'refund',
              description: 'Refund: Plus (monthly)',
              amount: -8.99,
            }),
            makeHistoryEntry({ id: 'h1' }),
          ],
        },
      },
    });
    const history = await screen.findByRole('table', { name: 'Billing history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Refund: Plus (monthly)');
    expect(rows[0]).toHaveTextContent('−$8.99');
    expect(rows[1]).toHaveTextContent('Plus (monthly)Purchase');
    expect(rows[1]).toHaveTextContent('$8.99');
    expect(rows[1]).toHaveTextContent('2026');
  });

  it('says when there is no billing history yet', async () => {
    renderSubscription();
    const region = await screen.findByRole('region', { name: 'Billing history' });
    expect(await within(region).findByText(/No payments yet/)).toBeInTheDocument();
  });
});

describe('/subscription: cancelling', () => {
  it('cancels with a reason and feedback, says so, then shows Cancelled without the button', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { fetchMock } = renderSubscription({
      'POST /api/billing/cancel-subscription': () => {
        cancelled = true;
        return {
          body: {
            message: CANCEL_SUCCESS,
            subscription: makePlusSubscription({ plan_status: 'cancelled' }),
          },
        };
      },
      'GET /api/auth/me': () => ({
        body: makeUser({ plan_tier: 'plus', plan_status: cancelled ? 'cancelled' : 'active' }),
      }),
    });
    const plan = await planRegion();
    await user.click(within(plan).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveTextContent(/You keep Plus until .*2026/);
    const reasons = within(dialog).getByRole('group', { name: /Why are you cancelling/ });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual([...CANCEL_REASONS]);
    await user.click(within(reasons).getByRole('radio', { name: 'Too expensive' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), '  Exams are over.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText(CANCEL_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'POST /api/billing/cancel-subscription');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      reason: 'Too expensive',
      feedback: 'Exams are over.',
    });

    expect(plan).toHaveTextContent('Cancelled');
    expect(plan).not.toHaveTextContent('Active');
    expect(detail(plan, 'Next billing date')).toHaveTextContent(/^NoneAccess until .*2026$/);
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/billing/history')).toHaveLength(2));
  });

  it('sends no reason when none is chosen', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderSubscription({
      'POST /api/billing/cancel-subscription': ({ body }) => {
        bodies.push(body);
        return {
          body: { message: CANCEL_SUCCESS, subscription: makePlusSubscription({ plan_status: 'cancelled' }) },
        };
      },
    });
    await user.click(within(await planRegion()).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() => expect(bodies).toEqual([{}]));
  });

  it('says to contact support when cancelling fails, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderSubscription({
      'POST /api/billing/cancel-subscription': { status: 500, body: { detail: 'Internal server error' } },
    });
    await user.click(within(await planRegion()).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cancelFailure(BRAND.supportEmail));
    expect(within(dialog).getByRole('button', { name: 'Confirm Cancellation' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await planRegion()).toHaveTextContent('Active');
  });

  it('hides the cancel button for a plan already cancelled', async () => {
    renderSubscription({
      'GET /api/billing/subscription': { body: makePlusSubscription({ plan_status: 'cancelled' }) },
    });
    const plan = await planRegion();
    expect(plan).toHaveTextContent('Cancelled');
    expect(plan).toHaveTextContent(/You keep Plus until .*2026/);
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('has no cancel button for a plan assigned by the administrator', async () => {
    renderSubscription({
      'GET /api/billing/subscription': {
        body: makePlusSubscription({ payments: 'none', billing_period: null, payment_method: null }),
      },
    });
    const plan = await planRegion();
    expect(plan).toHaveTextContent("This plan was assigned by your school's administrator.");
    expect(detail(plan, 'Payment method')).toHaveTextContent('None on file');
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});

describe('/subscription for a free student', () => {
  it("says 'No Active Subscription' and links to the plans", async () => {
    renderApp('/subscription', {
      user: makeUser(),
      routes: billingRoutes({ 'GET /api/billing/subscription': { body: makeSubscription() } }),
    });
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('offers another try when the subscription could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSubscription({
      'GET /api/billing/subscription': () =>
        fail ? { status: 500, body: { detail: 'boom' } } : { body: makePlusSubscription() },
    });
    expect(await screen.findByRole('heading', { name: 'Subscription unavailable' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await planRegion()).toBeInTheDocument();
  });
});
