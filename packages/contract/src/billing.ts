import { z } from 'zod';
import { BOOTCAMP_WEEKS, type BootcampPurchasePlan } from './bootcamp.ts';
import { IsoDateTime } from './common.ts';
import { PLAN_RULES, PlanTier, QuotaKey } from './plans.ts';

// ---------------------------------------------------------------- the catalogue (decision 0012)

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export const BillingPeriod = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

/** What add-on credits can be spent on, after the plan's own quota is used up. */
export const CREDIT_KINDS = ['plagiarism', 'essay'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const PRICE_IDS = [
  'plus_monthly',
  'plus_yearly',
  'max_monthly',
  'max_yearly',
  'plagiarism_credits_5',
  'ai_essay_1',
  'bootcamp_weekly',
  'bootcamp_lifetime',
] as const;
export const PriceId = z.enum(PRICE_IDS);
export type PriceId = z.infer<typeof PriceId>;

export interface PlanPrice {
  kind: 'plan';
  tier: 'plus' | 'max';
  period: BillingPeriod;
  name: string;
  /** US dollars per period. */
  amount: number;
}

export interface AddOnPrice {
  kind: 'add_on';
  name: string;
  /** US dollars, once. */
  amount: number;
  grants: { credits: CreditKind; count: number } | { bootcamp_pass: 'weekly' | 'lifetime' };
}

export type CatalogueItem = PlanPrice | AddOnPrice;

/**
 * Everything StudyBot sells, in US dollars (spec part 1 §9). The landing page, /billing, /bootcamp and
 * the server's checkout all read this one table.
 */
export const CATALOGUE: Readonly<Record<PriceId, CatalogueItem>> = {
  plus_monthly: { kind: 'plan', tier: 'plus', period: 'monthly', name: 'Plus', amount: 8.99 },
  plus_yearly: { kind: 'plan', tier: 'plus', period: 'yearly', name: 'Plus', amount: 89 },
  max_monthly: { kind: 'plan', tier: 'max', period: 'monthly', name: 'Max', amount: 13.99 },
  max_yearly: { kind: 'plan', tier: 'max', period: 'yearly', name: 'Max', amount: 139 },
  plagiarism_credits_5: {
    kind: 'add_on',
    name: '5 plagiarism credits',
    amount: 1.99,
    grants: { credits: 'plagiarism', count: 5 },
  },
  ai_essay_1: { kind: 'add_on', name: 'One AI essay', amount: 1.99, grants: { credits: 'essay', count: 1 } },
  bootcamp_weekly: {
    kind: 'add_on',
    name: 'Bootcamp weekly pass (7 days)',
    amount: 4.99,
    grants: { bootcamp_pass: 'weekly' },
  },
  bootcamp_lifetime: {
    kind: 'add_on',
    name: 'Bootcamp lifetime',
    amount: 29,
    grants: { bootcamp_pass: 'lifetime' },
  },
};

export function planPriceId(tier: PlanPrice['tier'], period: BillingPeriod): PriceId {
  return `${tier}_${period}`;
}

function planAmount(tier: PlanPrice['tier'], period: BillingPeriod): number {
  return CATALOGUE[planPriceId(tier, period)].amount;
}

/** The plan prices as the pricing pages show them. */
export const PLAN_PRICES = {
  plus: { monthly: planAmount('plus', 'monthly'), yearly: planAmount('plus', 'yearly') },
  max: { monthly: planAmount('max', 'monthly'), yearly: planAmount('max', 'yearly') },
} as const;

/** The add-ons, in the order /billing lists them. */
export const ADD_ONS = PRICE_IDS.flatMap((id) => {
  const item = CATALOGUE[id];
  return item.kind === 'add_on' ? [{ id, name: item.name, price: item.amount }] : [];
});

/**
 * The monthly price subscription management shows for a tier (spec part 2 §9): plus 8.99, max 13.99,
 * ultimate 24.99 (a tier only an administrator assigns, no longer sold), otherwise 0.
 */
export function monthlyPriceOf(tier: PlanTier): number {
  if (tier === 'plus' || tier === 'max') return PLAN_PRICES[tier].monthly;
  if (tier === 'ultimate') return 24.99;
  return 0;
}

/** "$8.99", "$89", "$29.00" when cents are asked for. */
export function formatPrice(amount: number, { cents = !Number.isInteger(amount) } = {}): string {
  return `$${cents ? amount.toFixed(2) : String(amount)}`;
}

/**
 * The whole percent a plan's yearly price saves over twelve monthly payments, rounded down so the
 * claim is never more than the truth.
 */
export function yearlySavingPercent(tier: PlanPrice['tier']): number {
  const { monthly, yearly } = PLAN_PRICES[tier];
  return Math.floor((1 - yearly / (monthly * 12)) * 100);
}

/** The largest yearly saving of any plan ("save up to 17%" with today's prices). */
export function bestYearlySavingPercent(): number {
  return Math.max(yearlySavingPercent('plus'), yearlySavingPercent('max'));
}

/** What each bootcamp purchase plan (POST /api/bootcamp/purchase/{plan}) buys. */
export const BOOTCAMP_PLAN_PRICES: Readonly<Record<BootcampPurchasePlan, PriceId>> = {
  max: 'max_monthly',
  lifetime: 'bootcamp_lifetime',
  weekly: 'bootcamp_weekly',
};

export interface BootcampPlan {
  key: BootcampPurchasePlan;
  name: string;
  /** US dollars, from the catalogue. */
  price: number;
  /** "per month", "once"… shown after the price. */
  period: string;
  features: readonly string[];
  recommended?: boolean;
}

/** Spec part 2 §9: the three ways to open the whole bootcamp (the bootcamp page's unlock dialog). */
export const BOOTCAMP_PLANS: readonly BootcampPlan[] = [
  {
    key: 'max',
    name: 'StudyBot Max',
    price: CATALOGUE[BOOTCAMP_PLAN_PRICES.max].amount,
    period: 'per month',
    recommended: true,
    features: [
      `Full bootcamp: all ${BOOTCAMP_WEEKS} weeks`,
      'Certificate of completion',
      'All StudyBot features',
      'Priority support',
    ],
  },
  {
    key: 'lifetime',
    name: 'Lifetime',
    price: CATALOGUE[BOOTCAMP_PLAN_PRICES.lifetime].amount,
    period: 'once',
    features: [
      `Full bootcamp: all ${BOOTCAMP_WEEKS} weeks`,
      'Yours for good, no renewals',
      'Weekly quizzes and code tests',
    ],
  },
  {
    key: 'weekly',
    name: 'Weekly Pass',
    price: CATALOGUE[BOOTCAMP_PLAN_PRICES.weekly].amount,
    period: 'per week',
    features: ['1 week of access', 'Every lesson, quiz and code test', 'Buy again to keep going'],
  },
];

/** The paid plans as the pricing pages show them; the figures come from the plan table. */
export interface PlanCard {
  id: 'plus' | 'max';
  name: string;
  tagline: string;
  badge?: string;
  features: readonly string[];
}

export const PLAN_CARDS: readonly PlanCard[] = [
  {
    id: 'plus',
    name: 'Plus',
    tagline: 'For everyday homework and steady revision.',
    features: [
      'Unlimited chat, quizzes and flashcards',
      `${PLAN_RULES.plus.quotas.writing_papers} writing papers and ${PLAN_RULES.plus.quotas.plagiarism_checks} plagiarism checks a month`,
      'Math tutor with image recognition',
      'Advanced study plans',
      'Community support',
    ],
  },
  {
    id: 'max',
    name: 'Max',
    tagline: 'For exam season, applications and learning to code.',
    badge: 'Best Value',
    features: [
      'Everything in Plus',
      'Unlimited papers and plagiarism checks',
      'Resume builder and cover letter generator',
      'Mock interview simulator',
      'Full bootcamp access',
      'Priority support',
    ],
  },
];

// ---------------------------------------------------------------- checkout (spec part 1 §7)

export const CHECKOUT_FAILED = 'Failed to start payment process. Please try again.';

/**
 * Where checkout returns to: a path on this site ("/billing?paid=1"), never another site, so a
 * checkout link cannot be used to send a student elsewhere.
 */
export const SameSitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site, starting with a single /');

export const CreateCheckoutSessionRequest = z.object({
  price_id: PriceId,
  success_url: SameSitePath,
  cancel_url: SameSitePath,
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequest>;

export const CheckoutSessionResponse = z.object({ checkout_url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'cancelled'] as const;

/** GET /api/billing/checkout/{id}: the local test checkout page's content. */
export const LocalCheckout = z.object({
  id: z.string(),
  price_id: PriceId,
  name: z.string(),
  amount: z.number(),
  period: BillingPeriod.nullable(),
  status: z.enum(CHECKOUT_STATUSES),
});
export type LocalCheckout = z.infer<typeof LocalCheckout>;

export const CheckoutIdParams = z.object({ id: z.string().max(64) });

/** Paying or leaving the local checkout: where the page goes next. */
export const CheckoutDoneResponse = z.object({ redirect_url: z.string() });
export type CheckoutDoneResponse = z.infer<typeof CheckoutDoneResponse>;

// ---------------------------------------------------------------- subscription (spec part 2 §4, §5, §7, §8)

export const PLAN_STATUSES = ['active', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const UsageLine = z.object({
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  period: z.enum(['day', 'month']),
  resets_at: IsoDateTime,
});
export type UsageLine = z.infer<typeof UsageLine>;

export const PaymentMethod = z.discriminatedUnion('kind', [
  /** Paid through the local test checkout: no card exists. */
  z.object({ kind: z.literal('test') }),
  z.object({ kind: z.literal('card'), brand: z.string(), last4: z.string() }),
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const SubscriptionResponse = z.object({
  username: z.string(),
  plan_tier: PlanTier,
  plan_status: z.enum(PLAN_STATUSES),
  /** null when the plan was not bought here (free, or assigned by an administrator). */
  billing_period: BillingPeriod.nullable(),
  /** When the plan renews, or ends when it was cancelled. */
  renewal_date: IsoDateTime.nullable(),
  /** What the plan costs a month (spec part 2 §9). */
  monthly_price: z.number(),
  /** What is charged each billing period; null when nothing is. */
  period_price: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
  payment_method: PaymentMethod.nullable(),
  credits: z.object({ plagiarism: z.number().int(), essay: z.number().int() }),
  credits_remaining: z.number().int(),
  /** This period's use of every metered entitlement, from the counters the quotas use. */
  usage: z.record(QuotaKey, UsageLine),
  /** `none`: plans are assigned by the school's administrator, not bought. */
  payments: z.enum(['local', 'stripe', 'none']),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const CANCEL_REASONS = [
  'Too expensive',
  'Not using the features enough',
  'Found a better alternative',
  'Technical issues',
  'No longer need the service',
  'Other',
] as const;

export const CancelSubscriptionRequest = z.object({
  reason: z.enum(CANCEL_REASONS).optional(),
  feedback: z.string().max(2000).optional(),
});
export type CancelSubscriptionRequest = z.input<typeof CancelSubscriptionRequest>;

export const CANCEL_SUCCESS =
  'Your subscription has been successfully cancelled. You will continue to have access until the end of your billing period.';
export function cancelFailure(email: string): string {
  return `Failed to cancel subscription. Please contact support at ${email}.`;
}

export const CancelSubscriptionResponse = z.object({
  message: z.string(),
  subscription: SubscriptionResponse,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

// ---------------------------------------------------------------- history

/** plan_assigned: an admin set the plan (no payment). */
export const LEDGER_KINDS = [
  'purchase',
  'renewal',
  'cancellation',
  'expiry',
  'refund',
  'plan_assigned',
] as const;

export const BillingHistoryEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  price_id: PriceId.nullable(),
  description: z.string(),
  /** US dollars; 0 for a cancellation or expiry, negative for a refund. */
  amount: z.number(),
  created_at: IsoDateTime,
});
export type BillingHistoryEntry = z.infer<typeof BillingHistoryEntry>;
export const BillingHistory = z.object({ entries: z.array(BillingHistoryEntry) });
export type BillingHistory = z.infer<typeof BillingHistory>;
