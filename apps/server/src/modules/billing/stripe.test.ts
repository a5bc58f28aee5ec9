import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startCheckout } from './testing.ts';

const WEBHOOK_SECRET = 'whsec_test_studybot';

/** What the stand-in for Stripe's API was asked, in order. */
interface Call {
  method: string;
  path: string;
  form: URLSearchParams;
}

/**
 * A local HTTP stand-in for the few Stripe API calls StudyBot makes (tests only): Checkout Session
 * creation, a subscription with its card, and cancelling at period end.
 */
async function startStripeStandIn() {
  const calls: Call[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      calls.push({ method: request.method ?? '', path, form: new URLSearchParams(body) });
      const reply = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${calls.length}`;
        return reply(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` });
      }
      const subscription = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/);
      if (subscription) {
        return reply(200, {
          id: subscription[1],
          object: 'subscription',
          default_payment_method: {
            id: 'pm_1',
            object: 'payment_method',
            card: { brand: 'visa', last4: '4242' },
          },
        });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('billing through Stripe (SDK against a local stand-in, signed webhooks)', () => {
  let t: TestApp;
  let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>;
  const signer = new Stripe('sk_test_studybot');

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_studybot',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
      PUBLIC_URL: 'https://study.example.edu',
    });
  });
  afterAll(() => stripeApi.close());

  function sendEvent(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }
  const me = async (who: { headers: object }) =>
    (await t.app.inject({ url: '/api/auth/me', headers: who.headers as Record<string, string> })).json();
  const ledgerKinds = async (userId: string) =>
    (
      await t.services.db
        .selectFrom('billing_ledger')
        .select('kind')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute()
    ).map((r) => r.kind);

  it('checkout goes to Stripe; the signed completion activates once; cancel and renewal follow Stripe', async () => {
    const student = await signUp(t);
    const url = await startCheckout(t, student, 'plus_monthly');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
    const created = stripeApi.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(created.form.get('mode')).toBe('subscription');
    expect(created.form.get('success_url')).toBe('https://study.example.edu/billing?paid=1');
    expect(created.form.get('cancel_url')).toBe('https://study.example.edu/billing');
    expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe('899');
    expect(created.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    const checkoutId = created.form.get('metadata[checkout_id]');
    expect((await me(student)).plan_tier).toBe('free');

    const completed = {
      id: 'evt_completed_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          metadata: { checkout_id: checkoutId },
          subscription: 'sub_plus1',
          payment_intent: null,
        },
      },
    };
    expect((await sendEvent(completed)).json()).toEqual({ received: true });
    expect(await me(student)).toMatchObject({ plan_tier: 'plus', plan_status: 'active' });
    const sub = (await t.app.inject({ url: '/api/billing/subscription', headers: student.headers })).json();
    expect(sub.payment_method).toEqual({ kind: 'card', brand: 'visa', last4: '4242' });

    // Stripe resends events: the same id changes nothing.
    expect((await sendEvent(completed)).statusCode).toBe(200);
    expect(await ledgerKinds(student.user.id)).toEqual(['purchase']);

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/billing/cancel-subscription',
      headers: student.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const update = stripeApi.calls.find(
      (c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_plus1',
    )!;
    expect(update.form.get('cancel_at_period_end')).toBe('true');
    expect((await me(student)).plan_status).toBe('cancelled');

    const renewalEnd = Math.floor(Date.parse('2030-01-01T00:00:00.000Z') / 1000);
    await sendEvent({
      id: 'evt_invoice_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 899,
          parent: { subscription_details: { subscription: 'sub_plus1' } },
          lines: { data: [{ period: { start: renewalEnd - 2_592_000, end: renewalEnd } }] },
        },
      },
    });
    expect((await me(student)).renewal_date).toBe('2030-01-01T00:00:00.000Z');

    await sendEvent({
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_plus1', object: 'subscription' } },
    });
    expect(await me(student)).toMatchObject({ plan_tier: 'free', plan_status: 'active', renewal_date: null });
    expect(await ledgerKinds(student.user.id)).toEqual(['purchase', 'cancellation', 'renewal', 'expiry']);
  });

  it('refuses a webhook whose signature does not match, changing nothing', async () => {
    const student = await signUp(t);
    await startCheckout(t, student, 'max_monthly');
    const checkoutId = stripeApi.calls.at(-1)!.form.get('metadata[checkout_id]');
    const forged = {
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_x',
          object: 'checkout.session',
          metadata: { checkout_id: checkoutId },
          subscription: 'sub_x',
        },
      },
    };
    const res = await sendEvent(forged, 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Invalid webhook signature' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await me(student)).plan_tier).toBe('free');
  });

  it('the local test checkout does not exist with Stripe', async () => {
    const student = await signUp(t);
    await startCheckout(t, student, 'ai_essay_1');
    const checkoutId = stripeApi.calls.at(-1)!.form.get('metadata[checkout_id]');
    expect(stripeApi.calls.at(-1)!.form.get('mode')).toBe('payment');
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/billing/checkout/${checkoutId}/pay`,
      headers: student.headers,
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('the webhook without Stripe', () => {
  it('is not there', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
