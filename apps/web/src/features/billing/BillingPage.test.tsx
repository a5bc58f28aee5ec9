import { bestYearlySavingPercent, CHECKOUT_FAILED } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';
import { PAYMENT_COMPLETE } from './messages';
import { billingRoutes, makeCheckout, makePlusSubscription, makeSubscription } from './testing';

function renderBilling(
  path = '/billing',
  routes: Record<string, RouteHandler | MockResponse> = {},
  user = makeUser(),
) {
  return renderApp(path, { user, routes: billingRoutes(routes) });
}

const plans = () => within(screen.getByRole('list', { name: 'Plans' }));
const card = (name: string) => plans().getByRole('listitem', { name });
const location = () => screen.getByTestId('location');

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'Plans & Billing' });
  await screen.findByText('Free plan');
}

describe('/billing: plans and prices', () => {
  it('shows Free, Plus and Max monthly, and yearly prices with the saving after the toggle', async () => {
    const user = userEvent.setup();
    renderBilling();
    await loaded();
    await waitFor(() => expect(document.title).toBe('Billing · StudyBot'));
    const saving = `Save up to ${bestYearlySavingPercent()}% with yearly billing`;
    expect(screen.getByText(saving)).toBeInTheDocument();
    expect(bestYearlySavingPercent()).toBe(17);

    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Free')).toHaveTextContent('$0/month');
    expect(card('Plus')).toHaveTextContent('$8.99/month');
    expect(card('Plus')).toHaveTextContent('Billed monthly.');
    expect(card('Max')).toHaveTextContent('$13.99/month');
    expect(card('Max')).toHaveTextContent('Best Value');

    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Plus')).toHaveTextContent('$89/year');
    expect(card('Plus')).toHaveTextContent('That is $7.42 a month, billed once a year. Save 17%.');
    expect(card('Max')).toHaveTextContent('$139/year');
    expect(card('Max')).toHaveTextContent('That is $11.58 a month, billed once a year. Save 17%.');
    expect(card('Plus')).not.toHaveTextContent('$8.99');
  });

  it('marks the free plan as current for a free student, with no Manage Subscription link', async () => {
    renderBilling();
    await loaded();
    expect(card('Free')).toHaveTextContent('Current plan');
    expect(within(card('Free')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card('Plus')).getByRole('button', { name: 'Upgrade to Plus' })).toBeEnabled();
    expect(within(card('Max')).getByRole('button', { name: 'Upgrade to Max' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  });

  it('marks a paid plan as current and links to Manage Subscription', async () => {
    const user = userEvent.setup();
    renderBilling(
      '/billing',
      { 'GET /api/billing/subscription': { body: makePlusSubscription() } },
      makeUser({ plan_tier: 'plus' }),
    );
    const block = await screen.findByRole('region', { name: 'Your Subscription' });
    expect(await within(block).findByText('Plus plan')).toBeInTheDocument();
    expect(block).toHaveTextContent('Active');
    expect(block).toHaveTextContent(/Renews on .*2026 for \$8\.99 a month/);
    expect(block).toHaveTextContent('Credits left: 5 plagiarism checks, 1 AI essay');
    expect(within(block).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    expect(card('Plus')).toHaveAttribute('aria-current', 'true');
    expect(card('Plus')).toHaveTextContent('Current plan');
    expect(within(card('Plus')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card('Max')).getByRole('button', { name: 'Upgrade to Max' })).toBeEnabled();
    expect(within(card('Free')).queryByRole('button')).not.toBeInTheDocument();

    // The same plan for another period is a change the student may make.
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(within(card('Plus')).getByRole('button', { name: 'Switch to Yearly' })).toBeEnabled();
  });

  it('offers Choose for a lower plan', async () => {
    renderBilling(
      '/billing',
      {
        'GET /api/billing/subscription': {
          body: makePlusSubscription({ plan_tier: 'max', monthly_price: 13.99, period_price: 13.99 }),
        },
      },
      makeUser({ plan_tier: 'max' }),
    );
    await screen.findByText('Max plan');
    expect(within(card('Plus')).getByRole('button', { name: 'Choose Plus' })).toBeEnabled();
    expect(within(card('Max')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('lists the add-ons with their prices and the FAQ', async () => {
    const user = userEvent.setup();
    renderBilling();
    await loaded();
    const addOns = within(screen.getByRole('list', { name: 'Add-ons' }));
    const items = addOns.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringContaining('5 plagiarism credits'),
      expect.stringContaining('One AI essay'),
      expect.stringContaining('Bootcamp weekly pass (7 days)'),
      expect.stringContaining('Bootcamp lifetime'),
    ]);
    expect(items[0]).toContain('$1.99');
    expect(items[3]).toContain('$29.00');
    expect(addOns.getByRole('button', { name: 'Buy Bootcamp lifetime' })).toBeEnabled();

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    await user.click(within(faq).getByText('Are plan changes prorated?'));
    expect(within(faq).getByText(/not refunded/)).toBeVisible();
    expect(faq).toHaveTextContent(/keep your plan until the end of the period/);
  });
});

describe('/billing: checkout', () => {
  it('starts a Plus checkout and opens the returned test checkout page', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderBilling('/billing', {
      'POST /api/billing/create-checkout-session': { body: { checkout_url: '/checkout/cs_1' } },
      'GET /api/billing/checkout/cs_1': { body: makeCheckout() },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Plus' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/checkout\/cs_1$/));
    const [call] = callsTo(fetchMock, 'POST /api/billing/create-checkout-session');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      price_id: 'plus_monthly',
      success_url: '/billing?paid=1',
      cancel_url: '/billing',
    });
    expect(await screen.findByText('Test payment — no money moves')).toBeInTheDocument();
  });

  it('buys the yearly plan and an add-on with their own price ids', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderBilling('/billing', {
      'POST /api/billing/create-checkout-session': ({ body }) => {
        bodies.push(body);
        return { status: 500, body: { detail: 'Internal server error' } };
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Max' }));
    await screen.findByText(CHECKOUT_FAILED);
    await user.click(screen.getByRole('button', { name: 'Buy One AI essay' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((b) => (b as { price_id: string }).price_id)).toEqual(['max_yearly', 'ai_essay_1']);
  });

  it('shows the spec message when the checkout cannot start, and keeps the buttons', async () => {
    const user = userEvent.setup();
    renderBilling('/billing', {
      'POST /api/billing/create-checkout-session': { status: 500, body: { detail: 'Internal server error' } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Max' }));
    expect(await screen.findByText(CHECKOUT_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Max' })).toBeEnabled();
    expect(location()).toHaveTextContent(/^\/billing$/);
  });

  it("shows the server's reason when it refuses the checkout", async () => {
    const user = userEvent.setup();
    renderBilling('/billing', {
      'POST /api/billing/create-checkout-session': {
        status: 409,
        body: { detail: 'Payments are turned off on this server.' },
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Plus' }));
    expect(await screen.findByText('Payments are turned off on this server.')).toBeInTheDocument();
  });

  it('loads a Stripe checkout address in place of the app', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderBilling('/billing', {
      'POST /api/billing/create-checkout-session': {
        body: { checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Plus' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(location()).toHaveTextContent(/^\/billing$/);
  });

  it('refuses a checkout address that is neither a path here nor https', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderBilling('/billing', {
      'POST /api/billing/create-checkout-session': { body: { checkout_url: 'javascript:alert(1)' } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Plus' }));
    expect(await screen.findByText(CHECKOUT_FAILED)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent(/^\/billing$/);
  });

  it('when payments are off, shows the plans without buy buttons and says who assigns them', async () => {
    renderBilling('/billing', {
      'GET /api/billing/subscription': { body: makeSubscription({ payments: 'none' }) },
    });
    await loaded();
    expect(
      screen.getByText(
        "Plans are assigned by your school's administrator. Ask them if you need a different plan.",
      ),
    ).toBeInTheDocument();
    expect(card('Plus')).toHaveTextContent('$8.99/month');
    expect(screen.queryByRole('button', { name: /Upgrade|Choose|Buy|Switch/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
  });
});

describe('/billing: links from elsewhere and coming back', () => {
  it('highlights the plan named in ?plan=', async () => {
    renderBilling('/billing?plan=max');
    await loaded();
    expect(card('Max')).toHaveTextContent('Selected');
    expect(card('Plus')).not.toHaveTextContent('Selected');
  });

  it('back from a payment: says so once, reads the user again and drops ?paid', async () => {
    const { fetchMock } = renderBilling('/billing?plan=max&paid=1');
    expect(await screen.findByText(PAYMENT_COMPLETE)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/billing\?plan=max$/));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(2));
    expect(screen.getAllByText(PAYMENT_COMPLETE)).toHaveLength(1);
  });

  it('buys through the test checkout and comes back to the new plan, in the page and the header', async () => {
    const user = userEvent.setup();
    let paid = false;
    renderBilling('/billing', {
      'GET /api/auth/me': () => ({ body: makeUser({ plan_tier: paid ? 'max' : 'free' }) }),
      'GET /api/billing/subscription': () => ({
        body: paid
          ? makePlusSubscription({ plan_tier: 'max', monthly_price: 13.99, period_price: 13.99 })
          : makeSubscription(),
      }),
      'POST /api/billing/create-checkout-session': { body: { checkout_url: '/checkout/cs_1' } },
      'GET /api/billing/checkout/cs_1': {
        body: makeCheckout({ price_id: 'max_monthly', name: 'Max', amount: 13.99 }),
      },
      'POST /api/billing/checkout/cs_1/pay': () => {
        paid = true;
        return { body: { redirect_url: '/billing?paid=1' } };
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Max' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $13.99' }));
    expect(await screen.findByText(PAYMENT_COMPLETE)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/billing$/));
    expect(await screen.findByText('Max plan')).toBeInTheDocument();
    expect(within(card('Max')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Account: .*, Max Plan$/ })).toBeInTheDocument();
  });

  it('says so when the subscription cannot be loaded, and still shows the plans', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBilling('/billing', {
      'GET /api/billing/subscription': () =>
        fail ? { status: 500, body: { detail: 'boom' } } : { body: makeSubscription() },
    });
    expect(await screen.findByText('Your subscription could not be loaded.')).toBeInTheDocument();
    expect(card('Max')).toHaveTextContent('$13.99/month');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free plan')).toBeInTheDocument();
  });
});
