import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { billingRoutes, makeCheckout } from './testing';

function renderCheckout(routes: Record<string, RouteHandler | MockResponse> = {}, id = 'cs_1') {
  return renderApp(`/checkout/${id}`, {
    user: makeUser(),
    routes: billingRoutes({ 'GET /api/billing/checkout/cs_1': { body: makeCheckout() }, ...routes }),
  });
}

const location = () => screen.getByTestId('location');

describe('/checkout/:id (the local test checkout)', () => {
  it('says no money moves and shows what is being bought', async () => {
    renderCheckout();
    const banner = await screen.findByRole('note', { name: 'Test payment' });
    expect(banner).toHaveTextContent('Test payment — no money moves');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Plus')).toBeInTheDocument();
    expect(screen.getByText('$8.99')).toBeInTheDocument();
    expect(screen.getByText('a month, renews each month until cancelled')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checkout · StudyBot'));
  });

  it('shows a one-off add-on as a one-time payment', async () => {
    renderCheckout({
      'GET /api/billing/checkout/cs_1': {
        body: makeCheckout({
          price_id: 'bootcamp_lifetime',
          name: 'Bootcamp lifetime',
          amount: 29,
          period: null,
        }),
      },
    });
    expect(await screen.findByText('Bootcamp lifetime')).toBeInTheDocument();
    expect(screen.getByText('$29.00')).toBeInTheDocument();
    expect(screen.getByText('one-time payment')).toBeInTheDocument();
  });

  it('pays, then goes where the server says', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderCheckout({ 'POST /api/billing/checkout/cs_1/pay': () => answer.promise });
    await user.click(await screen.findByRole('button', { name: 'Pay $8.99' }));
    expect(screen.getByRole('button', { name: 'Paying...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.resolve({ body: { redirect_url: '/billing?paid=1' } });
    // The billing page takes the ?paid=1 and drops it.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/billing$/));
    expect(callsTo(fetchMock, 'POST /api/billing/checkout/cs_1/pay')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/billing/checkout/cs_1/cancel')).toHaveLength(0);
  });

  it('cancels, then goes where the server says', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCheckout({
      'POST /api/billing/checkout/cs_1/cancel': { body: { redirect_url: '/billing' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/billing$/));
    expect(callsTo(fetchMock, 'POST /api/billing/checkout/cs_1/pay')).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans & Billing' })).toBeInTheDocument();
  });

  it('says why a payment failed and lets the student try again', async () => {
    const user = userEvent.setup();
    renderCheckout({
      'POST /api/billing/checkout/cs_1/pay': { status: 409, body: { detail: 'This checkout has expired.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $8.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout has expired.');
    expect(screen.getByRole('button', { name: 'Pay $8.99' })).toBeEnabled();
    expect(location()).toHaveTextContent(/^\/checkout\/cs_1$/);
  });

  it.each([
    ['paid', 'This checkout is already paid'],
    ['cancelled', 'This checkout was cancelled'],
  ] as const)('a %s checkout says so, with no Pay button and a way back', async (status, heading) => {
    renderCheckout({ 'GET /api/billing/checkout/cs_1': { body: makeCheckout({ status }) } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing');
  });

  it('says a missing checkout was not found', async () => {
    renderCheckout({}, 'nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This checkout does not exist, or it belongs to another account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers another try when the checkout could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCheckout({
      'GET /api/billing/checkout/cs_1': () =>
        fail ? { status: 503, body: { detail: 'Service unavailable' } } : { body: makeCheckout() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout unavailable' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $8.99' })).toBeInTheDocument();
  });
});
