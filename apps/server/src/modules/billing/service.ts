import { randomUUID } from 'node:crypto';
import {
  type BillingHistoryEntry,
  CANCEL_SUCCESS,
  CATALOGUE,
  type CancelSubscriptionRequest,
  type CheckoutDoneResponse,
  type CheckoutSessionResponse,
  type CreateCheckoutSessionRequest,
  type CreditKind,
  type LocalCheckout,
  monthlyPriceOf,
  type PaymentMethod,
  type PlanStatus,
  type PlanTier,
  type PriceId,
  type QuotaKey,
  type SubscriptionResponse,
  tierLabel,
  type UsageLine,
  type User,
  WEEK_MS,
} from '@studybot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentsProvider } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { QuotaService } from '../../platform/plans/quota.ts';
import { periodEnd, toCents } from './periods.ts';
import { BillingRepo, type CheckoutSessionRow, type LedgerRow, type SubscriptionRow } from './repo.ts';
import type { StripeGateway } from './stripe.ts';

export const BILLING_MESSAGES = {
  noPurchases: 'Plans cannot be bought on this StudyBot: ask your administrator to assign one.',
  alreadyOnPlan: 'You already have this plan.',
  nothingToCancel: 'There is no active subscription to cancel.',
  checkoutClosed: 'This checkout is already finished.',
  checkoutNotFound: 'Checkout not found',
  providerFailed: 'The payment provider did not answer. Please try again in a minute.',
} as const;

/** What a user's plan fields become; auth owns the users table and writes them. */
export interface PlanFields {
  plan_tier: PlanTier;
  plan_status: PlanStatus;
  renewal_date: string | null;
}

export interface BillingDeps {
  plans: {
    setPlan(userId: string, plan: PlanFields): Promise<void>;
    /** The user's `credits_remaining` (all add-on credits left), kept equal to billing's count. */
    setCreditsRemaining(userId: string, credits: number): Promise<void>;
  };
  quotas: QuotaService;
  provider: PaymentsProvider;
  /** Set exactly when `provider` is 'stripe'. */
  stripe?: StripeGateway;
  /** This site's address, for the absolute return URLs Stripe needs. */
  publicUrl?: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

interface Payment {
  /** 'admin' for a plan an admin assigned (nothing paid). */
  provider: 'local' | 'stripe' | 'admin';
  /** Our checkout id (local), or Stripe's subscription or payment id. */
  ref: string | null;
  card?: { brand: string; last4: string } | null;
}

/** How many past periods a returning local subscriber is renewed for at most in one go. */
const MAX_CATCH_UP_PERIODS = 36;

/**
 * Everything a user has bought (decision 0012): checkout through the configured provider, one
 * activation path for every provider, renewals and cancellations, add-on credits, bootcamp passes,
 * and the append-only ledger.
 */
export class BillingService {
  readonly #repo: BillingRepo;
  readonly #now: () => Date;

  constructor(
    db: Db,
    private readonly deps: BillingDeps,
  ) {
    this.#repo = new BillingRepo(db);
    this.#now = deps.now ?? (() => new Date());
  }

  get provider(): PaymentsProvider {
    return this.deps.provider;
  }

  // ------------------------------------------------------------------ checkout

  async createCheckout(user: User, input: CreateCheckoutSessionRequest): Promise<CheckoutSessionResponse> {
    if (this.deps.provider === 'none') throw conflict(BILLING_MESSAGES.noPurchases);
    const item = CATALOGUE[input.price_id];
    if (item.kind === 'plan') {
      const current = await this.#repo.subscription(user.id);
      if (current?.price_id === input.price_id && current.status === 'active') {
        throw conflict(BILLING_MESSAGES.alreadyOnPlan);
      }
    }
    const id = randomUUID();
    await this.#repo.addCheckout({
      id,
      user_id: user.id,
      price_id: input.price_id,
      status: 'open',
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      provider: this.deps.provider,
      provider_ref: null,
      created_at: this.#iso(),
      completed_at: null,
    });
    if (this.deps.provider === 'local') return { checkout_url: `/checkout/${id}` };

    const stripe = this.#stripe();
    const session = await this.#callProvider(() =>
      stripe.createCheckout({
        checkoutId: id,
        userId: user.id,
        email: user.email,
        item,
        successUrl: this.#absolute(input.success_url),
        cancelUrl: this.#absolute(input.cancel_url),
      }),
    );
    await this.#repo.setCheckoutRef(id, session.id);
    return { checkout_url: session.url };
  }

  /** The local test checkout page's content; only its owner sees it. */
  async localCheckout(user: User, id: string): Promise<LocalCheckout> {
    const row = await this.#ownLocalCheckout(user, id);
    const item = CATALOGUE[row.price_id as PriceId];
    return {
      id: row.id,
      price_id: row.price_id as PriceId,
      name: item.name,
      amount: item.amount,
      period: item.kind === 'plan' ? item.period : null,
      status: row.status as LocalCheckout['status'],
    };
  }

  /** "Pay" on the local test checkout: activates exactly as a provider's confirmation would. */
  async payLocal(user: User, id: string): Promise<CheckoutDoneResponse> {
    const row = await this.#ownLocalCheckout(user, id);
    if (!(await this.#repo.closeCheckout(id, 'paid', this.#iso())))
      throw conflict(BILLING_MESSAGES.checkoutClosed);
    await this.#activateCheckout(row, { provider: 'local', ref: id });
    return { redirect_url: row.success_url };
  }

  async cancelLocal(user: User, id: string): Promise<CheckoutDoneResponse> {
    const row = await this.#ownLocalCheckout(user, id);
    await this.#repo.closeCheckout(id, 'cancelled', this.#iso());
    return { redirect_url: row.cancel_url };
  }

  /** The one activation path: a paid checkout of any provider gives the user what it bought. */
  async activate(userId: string, priceId: PriceId, payment: Payment): Promise<void> {
    const item = CATALOGUE[priceId];
    const now = this.#now();
    const at = now.toISOString();
    if (item.kind === 'plan') {
      const previous = await this.#repo.subscription(userId);
      // A plan bought over another replaces it at once (no proration); the old Stripe one stops billing.
      if (previous?.provider === 'stripe' && previous.provider_ref && previous.provider_ref !== payment.ref) {
        await this.#stripe()
          .cancelNow(previous.provider_ref)
          .catch((error) =>
            this.deps.log?.error({ err: error }, 'could not cancel the replaced Stripe subscription'),
          );
      }
      const end = periodEnd(now, item.period).toISOString();
      await this.#repo.saveSubscription({
        user_id: userId,
        price_id: priceId,
        tier: item.tier,
        period: item.period,
        status: 'active',
        current_period_start: at,
        current_period_end: end,
        provider: payment.provider,
        provider_ref: payment.ref,
        card_brand: payment.card?.brand ?? null,
        card_last4: payment.card?.last4 ?? null,
        created_at: at,
        updated_at: at,
      });
      await this.deps.plans.setPlan(userId, {
        plan_tier: item.tier,
        plan_status: 'active',
        renewal_date: end,
      });
    } else if ('credits' in item.grants) {
      await this.#repo.addCredits(userId, item.grants.credits, item.grants.count);
      await this.#syncCredits(userId);
    } else {
      await this.#repo.addPass({
        id: randomUUID(),
        user_id: userId,
        plan: item.grants.bootcamp_pass,
        expires_at: item.grants.bootcamp_pass === 'weekly' ? await this.#nextWeekEnd(userId, now) : null,
        created_at: at,
      });
    }
    await this.#ledger(userId, 'purchase', priceId, toCents(item.amount), payment, at);
  }

  /** Activates a checkout just closed as paid; if that fails it is opened again, so a retry can finish it. */
  async #activateCheckout(row: CheckoutSessionRow, payment: Payment): Promise<void> {
    try {
      await this.activate(row.user_id, row.price_id as PriceId, payment);
    } catch (error) {
      await this.#repo.reopenCheckout(row.id);
      throw error;
    }
  }

  /**
   * An admin's plan change (decision 0012's one writer of plans stays billing): any subscription
   * ends now (a Stripe one stops billing), and the user is on `tier` with no renewal date, so no
   * period end takes it away. Written to the billing history.
   */
  async assignPlan(userId: string, tier: PlanTier): Promise<void> {
    const row = await this.#repo.subscription(userId);
    if (row) {
      if (row.provider === 'stripe' && row.provider_ref) {
        await this.#stripe()
          .cancelNow(row.provider_ref)
          .catch((error) =>
            this.deps.log?.error({ err: error }, 'could not cancel a Stripe subscription an admin replaced'),
          );
      }
      await this.#repo.deleteSubscription(userId, row.current_period_end);
    }
    await this.deps.plans.setPlan(userId, { plan_tier: tier, plan_status: 'active', renewal_date: null });
    await this.#ledger(userId, 'plan_assigned', null, 0, { provider: 'admin', ref: null }, this.#iso(), tier);
  }

  /** The latest purchases and renewals of every user (the admin's activity log). */
  recentPurchases(limit: number): Promise<{ user_id: string; description: string; created_at: string }[]> {
    return this.#repo.recentLedger(limit, ['purchase', 'renewal']).then((rows) =>
      rows.map((row) => ({
        user_id: row.user_id,
        description: historyEntry(row).description,
        created_at: row.created_at,
      })),
    );
  }

  // ------------------------------------------------------------------ subscription

  async subscription(user: User): Promise<SubscriptionResponse> {
    const [row, credits, usage] = await Promise.all([
      this.#repo.subscription(user.id),
      this.#repo.credits(user.id),
      this.#usage(user),
    ]);
    return {
      username: user.username,
      plan_tier: user.plan_tier,
      plan_status: user.plan_status === 'cancelled' ? 'cancelled' : 'active',
      billing_period: row ? (row.period as SubscriptionResponse['billing_period']) : null,
      renewal_date: row?.current_period_end ?? user.renewal_date,
      monthly_price: monthlyPriceOf(user.plan_tier),
      period_price: row ? CATALOGUE[row.price_id as PriceId].amount : null,
      cancel_at_period_end: row?.status === 'cancelled',
      payment_method: row ? paymentMethodOf(row) : null,
      credits,
      credits_remaining: credits.plagiarism + credits.essay,
      usage,
      payments: this.deps.provider,
    };
  }

  /** Keeps the plan until the period ends, then it drops to free (see settle). */
  async cancel(
    user: User,
    input: CancelSubscriptionRequest,
  ): Promise<{ message: string; subscription: SubscriptionResponse }> {
    const row = await this.#repo.subscription(user.id);
    if (row?.status !== 'active') throw conflict(BILLING_MESSAGES.nothingToCancel);
    if (row.provider === 'stripe' && row.provider_ref) {
      const ref = row.provider_ref;
      await this.#callProvider(() => this.#stripe().cancelAtPeriodEnd(ref));
    }
    await this.#markCancelled(row, input);
    const cancelled: User = { ...user, plan_status: 'cancelled', renewal_date: row.current_period_end };
    return { message: CANCEL_SUCCESS, subscription: await this.subscription(cancelled) };
  }

  async history(user: User, limit: number, offset: number): Promise<BillingHistoryEntry[]> {
    const rows = await this.#repo.ledger(user.id, limit, offset);
    return rows.map(historyEntry);
  }

  // ------------------------------------------------------------------ periods ending

  /**
   * Applies what the clock says to a user on each request: a cancelled plan past its end drops to
   * free; a local test subscription past its end renews. Costs nothing until `renewal_date` passes.
   */
  async settle(user: User): Promise<User> {
    if (!user.renewal_date || user.renewal_date > this.#iso()) return user;
    const plan = await this.#settleUser(user.id);
    return plan ? { ...user, ...plan } : user;
  }

  /** The periodic pass over users who have not come back since their period ended. */
  async sweep(): Promise<number> {
    const due = await this.#repo.periodsEndedBy(this.#iso(), 500);
    let changed = 0;
    for (const userId of due) {
      if (await this.#settleUser(userId)) changed += 1;
    }
    return changed;
  }

  async #settleUser(userId: string): Promise<PlanFields | null> {
    const row = await this.#repo.subscription(userId);
    const now = this.#iso();
    if (!row || row.current_period_end > now) return null;
    if (row.status === 'cancelled') return this.#end(row, 'expiry');
    // Stripe renews through its invoice event; a Stripe plan waits for it (or for its deletion event).
    if (row.provider !== 'local') return null;
    return this.#renewLocal(row, now);
  }

  async #renewLocal(row: SubscriptionRow, now: string): Promise<PlanFields | null> {
    const item = CATALOGUE[row.price_id as PriceId];
    if (item.kind !== 'plan') return null;
    const starts: string[] = [];
    let end = row.current_period_end;
    while (end <= now && starts.length < MAX_CATCH_UP_PERIODS) {
      starts.push(end);
      end = periodEnd(new Date(end), item.period).toISOString();
    }
    const renewed = await this.#repo.updateSubscription(row.user_id, row.current_period_end, {
      current_period_start: starts.at(-1) ?? row.current_period_start,
      current_period_end: end,
      updated_at: now,
    });
    if (!renewed) return null;
    for (const start of starts) {
      await this.#ledger(
        row.user_id,
        'renewal',
        row.price_id as PriceId,
        toCents(item.amount),
        { provider: 'local', ref: null },
        start,
      );
    }
    const plan: PlanFields = { plan_tier: row.tier as PlanTier, plan_status: 'active', renewal_date: end };
    await this.deps.plans.setPlan(row.user_id, plan);
    return plan;
  }

  /** The plan ends now: the user is back on free. */
  async #end(row: SubscriptionRow, kind: 'expiry' | 'cancellation'): Promise<PlanFields | null> {
    if (!(await this.#repo.deleteSubscription(row.user_id, row.current_period_end))) return null;
    const plan: PlanFields = { plan_tier: 'free', plan_status: 'active', renewal_date: null };
    await this.deps.plans.setPlan(row.user_id, plan);
    await this.#ledger(
      row.user_id,
      kind,
      row.price_id as PriceId,
      0,
      { provider: paymentProvider(row), ref: row.provider_ref },
      this.#iso(),
    );
    return plan;
  }

  async #markCancelled(row: SubscriptionRow, input: CancelSubscriptionRequest = {}): Promise<void> {
    const at = this.#iso();
    await this.#repo.updateSubscription(row.user_id, row.current_period_end, {
      status: 'cancelled',
      updated_at: at,
    });
    await this.deps.plans.setPlan(row.user_id, {
      plan_tier: row.tier as PlanTier,
      plan_status: 'cancelled',
      renewal_date: row.current_period_end,
    });
    const note =
      input.reason || input.feedback
        ? JSON.stringify({ reason: input.reason, feedback: input.feedback })
        : null;
    await this.#ledger(
      row.user_id,
      'cancellation',
      row.price_id as PriceId,
      0,
      { provider: paymentProvider(row), ref: row.provider_ref },
      at,
      note,
    );
  }

  // ------------------------------------------------------------------ credits and passes

  /** Spends one add-on credit; false when none is left. Used after the plan's own quota runs out. */
  async spendCredit(userId: string, kind: CreditKind): Promise<boolean> {
    const spent = await this.#repo.spendCredit(userId, kind);
    if (spent) await this.#syncCredits(userId);
    return spent;
  }

  /** Gives back a credit spent on work that then failed. */
  async refundCredit(userId: string, kind: CreditKind): Promise<void> {
    await this.#repo.addCredits(userId, kind, 1);
    await this.#syncCredits(userId);
  }

  /** Add-on credits left, by kind. */
  credits(userId: string): Promise<Record<CreditKind, number>> {
    return this.#repo.credits(userId);
  }

  async #syncCredits(userId: string): Promise<void> {
    const credits = await this.#repo.credits(userId);
    await this.deps.plans.setCreditsRemaining(userId, credits.plagiarism + credits.essay);
  }

  /** Bootcamp passes still running (the bootcamp opens every week while one is). */
  activePasses(userId: string): Promise<{ plan: string; expires_at: string | null }[]> {
    return this.#repo.activePasses(userId, this.#iso());
  }

  /** A weekly pass runs 7 days from the end of the latest weekly pass still running, or from now. */
  async #nextWeekEnd(userId: string, now: Date): Promise<string> {
    const running = await this.#repo.activePasses(userId, now.toISOString());
    const ends = running.flatMap((p) => (p.expires_at ? [Date.parse(p.expires_at)] : []));
    return new Date(Math.max(now.getTime(), ...ends) + WEEK_MS).toISOString();
  }

  // ------------------------------------------------------------------ Stripe webhook

  /** A signed Stripe event; each event id is acted on once, however often Stripe sends it. */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
    const stripe = this.deps.provider === 'stripe' ? this.deps.stripe : undefined;
    if (!stripe) throw notFound();
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = stripe.verifyEvent(rawBody, signature);
    } catch {
      throw badRequest('Invalid webhook signature');
    }
    if (!(await this.#repo.recordEvent(event.id, event.type, this.#iso()))) return { received: true };
    try {
      await this.#apply(event);
    } catch (error) {
      // Not acted on: forget the id so Stripe's retry is applied.
      await this.#repo.forgetEvent(event.id);
      throw error;
    }
    return { received: true };
  }

  async #apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const checkoutId = session.metadata?.checkout_id;
        const row = checkoutId ? await this.#repo.checkout(checkoutId) : undefined;
        if (!row || !(await this.#repo.closeCheckout(row.id, 'paid', this.#iso()))) return;
        const subscriptionId = idOf(session.subscription);
        const card = subscriptionId
          ? await this.#stripe()
              .cardOf(subscriptionId)
              .catch(() => null)
          : null;
        await this.#activateCheckout(row, {
          provider: 'stripe',
          ref: subscriptionId ?? idOf(session.payment_intent),
          card,
        });
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        if (invoice.billing_reason !== 'subscription_cycle') return;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        const row = subscriptionId ? await this.#repo.subscriptionByProviderRef(subscriptionId) : undefined;
        const endSeconds = invoice.lines.data[0]?.period.end;
        if (!row || !endSeconds) return;
        const end = new Date(endSeconds * 1000).toISOString();
        if (end <= row.current_period_end) return;
        await this.#repo.updateSubscription(row.user_id, row.current_period_end, {
          status: 'active',
          current_period_start: row.current_period_end,
          current_period_end: end,
          updated_at: this.#iso(),
        });
        await this.deps.plans.setPlan(row.user_id, {
          plan_tier: row.tier as PlanTier,
          plan_status: 'active',
          renewal_date: end,
        });
        await this.#ledger(
          row.user_id,
          'renewal',
          row.price_id as PriceId,
          invoice.amount_paid,
          { provider: 'stripe', ref: subscriptionId },
          this.#iso(),
        );
        return;
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        const row = await this.#repo.subscriptionByProviderRef(subscription.id);
        if (row?.status === 'active' && subscription.cancel_at_period_end) await this.#markCancelled(row);
        return;
      }
      case 'customer.subscription.deleted': {
        const row = await this.#repo.subscriptionByProviderRef(event.data.object.id);
        if (row) await this.#end(row, 'expiry');
        return;
      }
      default:
        return;
    }
  }

  // ------------------------------------------------------------------ helpers

  async #ownLocalCheckout(user: User, id: string) {
    const row = await this.#repo.checkout(id);
    if (!row || row.user_id !== user.id || row.provider !== 'local')
      throw notFound(BILLING_MESSAGES.checkoutNotFound);
    return row;
  }

  async #usage(user: User): Promise<Record<QuotaKey, UsageLine>> {
    const usages = await this.deps.quotas.usageOfAll(user, this.#now());
    return Object.fromEntries(
      usages.map((u) => [
        u.quota,
        { used: u.used, limit: u.limit, period: u.period, resets_at: u.resets_at },
      ]),
    ) as Record<QuotaKey, UsageLine>;
  }

  async #ledger(
    userId: string,
    kind: LedgerRow['kind'],
    priceId: PriceId | null,
    amountCents: number,
    payment: Payment,
    at: string,
    note: string | null = null,
  ): Promise<void> {
    await this.#repo.addLedger({
      id: randomUUID(),
      user_id: userId,
      kind,
      price_id: priceId,
      amount_cents: amountCents,
      provider: payment.provider,
      provider_ref: payment.ref,
      note,
      created_at: at,
    });
  }

  #stripe(): StripeGateway {
    if (!this.deps.stripe)
      throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return this.deps.stripe;
  }

  async #callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.deps.log?.error({ err: error }, 'payment provider call failed');
      throw new HttpError(502, BILLING_MESSAGES.providerFailed);
    }
  }

  #absolute(path: string): string {
    return new URL(path, this.deps.publicUrl).toString();
  }

  #iso(): string {
    return this.#now().toISOString();
  }
}

function paymentMethodOf(row: SubscriptionRow): PaymentMethod | null {
  if (row.provider === 'local') return { kind: 'test' };
  return row.card_brand && row.card_last4
    ? { kind: 'card', brand: row.card_brand, last4: row.card_last4 }
    : null;
}

function paymentProvider(row: SubscriptionRow): Payment['provider'] {
  return row.provider === 'stripe' ? 'stripe' : 'local';
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function historyEntry(row: LedgerRow): BillingHistoryEntry {
  const priceId = row.price_id as PriceId | null;
  const item = priceId ? CATALOGUE[priceId] : null;
  const what = item ? (item.kind === 'plan' ? `${item.name} (${item.period})` : item.name) : 'Subscription';
  const descriptions: Record<string, string> = {
    purchase: `Bought ${what}`,
    renewal: `${what} renewed`,
    cancellation: `${what} cancelled`,
    expiry: `${what} ended`,
    refund: `${what} refunded`,
    plan_assigned: `Plan set to ${tierLabel(row.note ?? 'free')} by an administrator`,
  };
  return {
    id: row.id,
    kind: row.kind as BillingHistoryEntry['kind'],
    price_id: priceId,
    description: `${descriptions[row.kind] ?? what}${row.provider === 'local' && row.amount_cents > 0 ? ' (test payment)' : ''}`,
    amount: (row.kind === 'refund' ? -row.amount_cents : row.amount_cents) / 100,
    created_at: row.created_at,
  };
}
