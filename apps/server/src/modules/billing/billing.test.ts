import {
  BOOTCAMP_PLAN_PRICES,
  CANCEL_SUCCESS,
  CATALOGUE,
  type SubscriptionResponse,
  type User,
} from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { periodEnd } from './periods.ts';
import { BILLING_MESSAGES, BillingService } from './service.ts';
import { buy, payLocalCheckout, startCheckout } from './testing.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('billing with the local test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const get = (who: Session, url: string) => t.app.inject({ url, headers: who.headers });
  const post = (who: Session, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const me = async (who: Session): Promise<User> => (await get(who, '/api/auth/me')).json();
  const subscription = async (who: Session): Promise<SubscriptionResponse> =>
    (await get(who, '/api/billing/subscription')).json();

  it('a free student has no subscription, exact usage and no credits', async () => {
    const student = await signUp(t);
    const sub = await subscription(student);
    expect(sub).toMatchObject({
      plan_tier: 'free',
      plan_status: 'active',
      billing_period: null,
      monthly_price: 0,
      period_price: null,
      payment_method: null,
      cancel_at_period_end: false,
      credits: { plagiarism: 0, essay: 0 },
      credits_remaining: 0,
      payments: 'local',
    });
    expect(sub.usage.plagiarism_checks).toMatchObject({ used: 0, limit: 3, period: 'month' });
    expect(sub.usage.chat_messages).toMatchObject({ used: 0, limit: 30, period: 'day' });
    expect(Object.keys(sub.usage).sort()).toEqual(
      [
        'chat_messages',
        'flashcard_sets',
        'images',
        'plagiarism_checks',
        'quizzes',
        'resume_analyses',
        'voice_requests',
        'writing_papers',
      ].sort(),
    );
  });

  it('buys Plus through the checkout page: the plan, its period, the test payment and the ledger', async () => {
    const student = await signUp(t);
    const before = Date.now();
    const url = await startCheckout(t, student, 'plus_monthly');
    expect(url).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    const id = url.split('/').at(-1);

    const page = await get(student, `/api/billing/checkout/${id}`);
    expect(page.json()).toEqual({
      id,
      price_id: 'plus_monthly',
      name: 'Plus',
      amount: 8.99,
      period: 'monthly',
      status: 'open',
    });
    // Until paid, nothing changes.
    expect((await me(student)).plan_tier).toBe('free');

    const paid = await post(student, `/api/billing/checkout/${id}/pay`);
    expect(paid.json()).toEqual({ redirect_url: '/billing?paid=1' });
    const user = await me(student);
    expect(user).toMatchObject({ plan_tier: 'plus', plan_status: 'active' });
    const expectedEnd = periodEnd(new Date(before), 'monthly').getTime();
    expect(Math.abs(Date.parse(user.renewal_date!) - expectedEnd)).toBeLessThan(60_000);

    const sub = await subscription(student);
    expect(sub).toMatchObject({
      plan_tier: 'plus',
      billing_period: 'monthly',
      monthly_price: 8.99,
      period_price: 8.99,
      payment_method: { kind: 'test' },
      renewal_date: user.renewal_date,
    });
    expect(sub.usage.plagiarism_checks.limit).toBe(10);

    // Paying twice does nothing more; the page says it is finished.
    const again = await post(student, `/api/billing/checkout/${id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: BILLING_MESSAGES.checkoutClosed });
    expect((await get(student, `/api/billing/checkout/${id}`)).json().status).toBe('paid');

    const history = (await get(student, '/api/billing/history')).json().entries;
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        price_id: 'plus_monthly',
        amount: 8.99,
        description: 'Bought Plus (monthly) (test payment)',
      }),
    ]);

    // The same plan cannot be bought again while it runs.
    const dup = await post(student, '/api/billing/create-checkout-session', {
      price_id: 'plus_monthly',
      success_url: '/billing',
      cancel_url: '/billing',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: BILLING_MESSAGES.alreadyOnPlan });
  });

  it('Cancel on the checkout page returns to cancel_url and sells nothing', async () => {
    const student = await signUp(t);
    const url = await startCheckout(t, student, 'max_yearly');
    const id = url.split('/').at(-1);
    expect((await post(student, `/api/billing/checkout/${id}/cancel`)).json()).toEqual({
      redirect_url: '/billing',
    });
    expect((await get(student, `/api/billing/checkout/${id}`)).json().status).toBe('cancelled');
    expect((await post(student, `/api/billing/checkout/${id}/pay`)).statusCode).toBe(409);
    expect((await me(student)).plan_tier).toBe('free');
    expect((await get(student, '/api/billing/history')).json().entries).toEqual([]);
  });

  it('a checkout is its owner’s alone', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = (await startCheckout(t, owner, 'plus_monthly')).split('/').at(-1);
    for (const res of [
      await get(other, `/api/billing/checkout/${id}`),
      await post(other, `/api/billing/checkout/${id}/pay`),
      await post(other, `/api/billing/checkout/${id}/cancel`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: BILLING_MESSAGES.checkoutNotFound });
    }
    expect((await me(other)).plan_tier).toBe('free');
    expect((await get(owner, `/api/billing/checkout/${id}`)).json().status).toBe('open');
  });

  it('refuses return addresses off this site (no open redirect) and unknown prices', async () => {
    const student = await signUp(t);
    for (const [success_url, cancel_url] of [
      ['https://evil.example/phish', '/billing'],
      ['/billing', '//evil.example/phish'],
      ['/\\evil.example', '/billing'],
      ['javascript:alert(1)', '/billing'],
      ['billing', '/billing'],
    ]) {
      const res = await post(student, '/api/billing/create-checkout-session', {
        price_id: 'plus_monthly',
        success_url,
        cancel_url,
      });
      expect(res.statusCode, `${success_url} ${cancel_url}`).toBe(400);
      expect(res.json().detail).toMatch(/url/);
    }
    const unknown = await post(student, '/api/billing/create-checkout-session', {
      price_id: 'plus_forever',
      success_url: '/billing',
      cancel_url: '/billing',
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      await t.services.db
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('user_id', '=', student.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('buy → the gated feature opens → cancel → still open until renewal → closed after', async () => {
    const student = await signUp(t);
    const canDownload = async () => (await get(student, '/api/tts/usage')).json().can_download;
    expect(await canDownload()).toBe(false);
    await buy(t, student, 'plus_monthly');
    expect(await canDownload()).toBe(true);

    const cancel = await post(student, '/api/billing/cancel-subscription', {
      reason: 'Too expensive',
      feedback: 'Exams are over.',
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe(CANCEL_SUCCESS);
    expect(cancel.json().subscription).toMatchObject({
      plan_tier: 'plus',
      plan_status: 'cancelled',
      cancel_at_period_end: true,
    });
    expect(await me(student)).toMatchObject({ plan_tier: 'plus', plan_status: 'cancelled' });
    expect(await canDownload()).toBe(true);
    const twice = await post(student, '/api/billing/cancel-subscription', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: BILLING_MESSAGES.nothingToCancel });

    // The period ends (moved into the past instead of waiting a month).
    const ended = '2020-01-01T00:00:00.000Z';
    await t.services.db
      .updateTable('subscriptions')
      .set({ current_period_end: ended })
      .where('user_id', '=', student.user.id)
      .execute();
    await t.services.db
      .updateTable('users')
      .set({ renewal_date: ended })
      .where('id', '=', student.user.id)
      .execute();

    expect(await canDownload()).toBe(false);
    expect(await me(student)).toMatchObject({ plan_tier: 'free', plan_status: 'active', renewal_date: null });
    const kinds = (await get(student, '/api/billing/history'))
      .json()
      .entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['expiry', 'cancellation', 'purchase']);
    const note = await t.services.db
      .selectFrom('billing_ledger')
      .select('note')
      .where('user_id', '=', student.user.id)
      .where('kind', '=', 'cancellation')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(note.note!)).toEqual({ reason: 'Too expensive', feedback: 'Exams are over.' });
  });

  it('refuses a cancel reason that is not one of the six, changing nothing', async () => {
    const student = await signUp(t);
    await buy(t, student, 'plus_monthly');
    const res = await post(student, '/api/billing/cancel-subscription', { reason: 'Because' });
    expect(res.statusCode).toBe(400);
    expect((await me(student)).plan_status).toBe('active');
  });

  it('spends plagiarism credits only after the month’s checks are used up', async () => {
    const student = await signUp(t);
    const text =
      'The mitochondria is the powerhouse of the cell and produces energy for the cell to use. '.repeat(3);
    const check = () => post(student, '/api/generate/plagiarism', { text });
    for (let i = 0; i < 3; i += 1) expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    // The answer names the plan that lifts the limit, for the "see plans" link.
    expect(refused.json()).toMatchObject({ upgrade_plan: 'plus' });

    await buy(t, student, 'plagiarism_credits_5');
    expect((await subscription(student)).credits).toEqual({ plagiarism: 5, essay: 0 });
    expect((await check()).statusCode).toBe(200);
    const sub = await subscription(student);
    expect(sub.credits.plagiarism).toBe(4);
    expect(sub.usage.plagiarism_checks).toMatchObject({ used: 3, limit: 3 });
    expect((await me(student)).credits_remaining).toBe(4);
  });

  it('weekly passes stack; a lifetime pass never ends; the bootcamp reads them from billing', async () => {
    const student = await signUp(t);
    await buy(t, student, BOOTCAMP_PLAN_PRICES.weekly);
    await buy(t, student, BOOTCAMP_PLAN_PRICES.weekly);
    const passes = await t.services.billing.activePasses(student.user.id);
    const ends = passes.map((p) => Date.parse(p.expires_at!)).sort();
    expect((ends[1]! - ends[0]!) / 86_400_000).toBeCloseTo(7, 3);
    expect((ends[1]! - Date.now()) / 86_400_000).toBeGreaterThan(13.9);

    const forever = await signUp(t);
    await buy(t, forever, BOOTCAMP_PLAN_PRICES.lifetime);
    expect(await t.services.billing.activePasses(forever.user.id)).toEqual([
      { plan: 'lifetime', expires_at: null },
    ]);
    const entry = (await get(forever, '/api/billing/history')).json().entries[0];
    expect(entry).toMatchObject({
      price_id: 'bootcamp_lifetime',
      amount: CATALOGUE.bootcamp_lifetime.amount,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/billing/subscription' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/create-checkout-session',
      payload: { price_id: 'plus_monthly', success_url: '/billing', cancel_url: '/billing' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('billing on a fake clock (periods, renewals, the sweep)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  function clockedBilling(start: string) {
    let now = new Date(start);
    const billing = new BillingService(t.services.db, {
      plans: t.services.auth,
      quotas: t.services.quotas,
      provider: 'local',
      now: () => now,
    });
    return { billing, setNow: (iso: string) => (now = new Date(iso)) };
  }
  const user = async (id: string) => (await t.services.auth.getUser(id))!;
  const ledger = (userId: string) =>
    t.services.db
      .selectFrom('billing_ledger')
      .select(['kind', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();

  it('renews a local plan at the end of each period, catching up on missed ones, without proration', async () => {
    const student = await signUp(t);
    const { billing, setNow } = clockedBilling('2027-01-31T09:00:00.000Z');
    await billing.activate(student.user.id, 'plus_monthly', { provider: 'local', ref: null });
    expect((await user(student.user.id)).renewal_date).toBe('2027-02-28T09:00:00.000Z');

    setNow('2027-02-27T09:00:00.000Z');
    expect(await billing.settle(await user(student.user.id))).toMatchObject({ plan_tier: 'plus' });
    expect(await ledger(student.user.id)).toHaveLength(1);

    setNow('2027-04-01T00:00:00.000Z');
    const settled = await billing.settle(await user(student.user.id));
    expect(settled).toMatchObject({
      plan_tier: 'plus',
      plan_status: 'active',
      renewal_date: '2027-04-28T09:00:00.000Z',
    });
    expect(await ledger(student.user.id)).toEqual([
      { kind: 'purchase', created_at: '2027-01-31T09:00:00.000Z' },
      { kind: 'renewal', created_at: '2027-02-28T09:00:00.000Z' },
      { kind: 'renewal', created_at: '2027-03-28T09:00:00.000Z' },
    ]);
    // Settling again changes nothing (another request, another server).
    await billing.settle(await user(student.user.id));
    expect(await ledger(student.user.id)).toHaveLength(3);
  });

  it('the sweep ends cancelled plans whose period is over for users who never came back', async () => {
    const student = await signUp(t);
    const { billing, setNow } = clockedBilling('2027-06-10T12:00:00.000Z');
    await billing.activate(student.user.id, 'max_yearly', { provider: 'local', ref: null });
    await billing.cancel(await user(student.user.id), { reason: 'Other' });
    setNow('2028-06-10T11:59:59.000Z');
    await billing.sweep();
    expect(await user(student.user.id)).toMatchObject({ plan_tier: 'max', plan_status: 'cancelled' });
    setNow('2028-06-10T12:00:00.000Z');
    expect(await billing.sweep()).toBeGreaterThanOrEqual(1);
    expect(await user(student.user.id)).toMatchObject({
      plan_tier: 'free',
      plan_status: 'active',
      renewal_date: null,
    });
    expect((await ledger(student.user.id)).map((r) => r.kind)).toEqual([
      'purchase',
      'cancellation',
      'expiry',
    ]);
  });

  it('a payment whose activation fails leaves the checkout open, so paying again finishes it', async () => {
    const student = await signUp(t);
    let failNext = true;
    const billing = new BillingService(t.services.db, {
      plans: {
        setPlan: async (userId, plan) => {
          if (failNext) {
            failNext = false;
            throw new Error('database went away');
          }
          await t.services.auth.setPlan(userId, plan);
        },
        setCreditsRemaining: (userId, credits) => t.services.auth.setCreditsRemaining(userId, credits),
      },
      quotas: t.services.quotas,
      provider: 'local',
    });
    const me = await user(student.user.id);
    const { checkout_url } = await billing.createCheckout(me, {
      price_id: 'plus_monthly',
      success_url: '/billing?paid=1',
      cancel_url: '/billing',
    });
    const id = checkout_url.split('/').at(-1)!;
    await expect(billing.payLocal(me, id)).rejects.toThrow('database went away');
    expect((await billing.localCheckout(me, id)).status).toBe('open');
    expect(await billing.payLocal(me, id)).toEqual({ redirect_url: '/billing?paid=1' });
    expect((await user(student.user.id)).plan_tier).toBe('plus');
  });

  it('a plan bought over another replaces it at once, with a new period', async () => {
    const student = await signUp(t);
    const { billing, setNow } = clockedBilling('2027-03-01T00:00:00.000Z');
    await billing.activate(student.user.id, 'plus_monthly', { provider: 'local', ref: null });
    setNow('2027-03-15T00:00:00.000Z');
    await billing.activate(student.user.id, 'max_monthly', { provider: 'local', ref: null });
    expect(await user(student.user.id)).toMatchObject({
      plan_tier: 'max',
      renewal_date: '2027-04-15T00:00:00.000Z',
    });
  });
});

describe('billing when plans are assigned, not sold (PAYMENTS_PROVIDER=none)', () => {
  it('refuses checkout and says so in the subscription', async () => {
    const t = await createTestApp({ PAYMENTS_PROVIDER: 'none' });
    const student = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/create-checkout-session',
      headers: student.headers,
      payload: { price_id: 'plus_monthly', success_url: '/billing', cancel_url: '/billing' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: BILLING_MESSAGES.noPurchases });
    const sub = (await t.app.inject({ url: '/api/billing/subscription', headers: student.headers })).json();
    expect(sub.payments).toBe('none');
    expect(await t.services.db.selectFrom('checkout_sessions').selectAll().execute()).toEqual([]);
  });
});

describe('the local checkout pays through one activation path', () => {
  it('paying the same checkout from two tabs at once sells once', async () => {
    const t = await createTestApp();
    const student = await signUp(t);
    const url = await startCheckout(t, student, 'plagiarism_credits_5');
    const results = await Promise.allSettled([
      payLocalCheckout(t, student, url),
      payLocalCheckout(t, student, url),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const sub = (await t.app.inject({ url: '/api/billing/subscription', headers: student.headers })).json();
    expect(sub.credits.plagiarism).toBe(5);
  });
});
