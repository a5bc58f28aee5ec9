import type { BillingHistoryEntry, LocalCheckout, SubscriptionResponse, UsageLine } from '@studybot/contract';
import type { MockResponse, RouteHandler } from '../../test/utils';

const MONTH_END = '2026-02-01T00:00:00.000Z';
const TOMORROW = '2026-01-16T00:00:00.000Z';

function month(used: number, limit: number | null): UsageLine {
  return { used, limit, period: 'month', resets_at: MONTH_END };
}
function day(used: number, limit: number | null): UsageLine {
  return { used, limit, period: 'day', resets_at: TOMORROW };
}

/** A free student, payments through the local test checkout. */
export function makeSubscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    username: 'alice',
    plan_tier: 'free',
    plan_status: 'active',
    billing_period: null,
    renewal_date: null,
    monthly_price: 0,
    period_price: null,
    cancel_at_period_end: false,
    payment_method: null,
    credits: { plagiarism: 0, essay: 0 },
    credits_remaining: 0,
    usage: {
      chat_messages: day(4, 30),
      quizzes: day(1, 5),
      flashcard_sets: day(0, 5),
      writing_papers: month(1, 2),
      plagiarism_checks: month(3, 3),
      voice_requests: day(0, 5),
      images: month(2, 5),
      resume_analyses: month(0, 3),
    },
    payments: 'local',
    ...overrides,
  };
}

/** Plus, monthly, paid through the test checkout, renewing on 1 February 2026. */
export function makePlusSubscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return makeSubscription({
    plan_tier: 'plus',
    billing_period: 'monthly',
    renewal_date: MONTH_END,
    monthly_price: 8.99,
    period_price: 8.99,
    payment_method: { kind: 'test' },
    credits: { plagiarism: 5, essay: 1 },
    usage: {
      chat_messages: day(12, null),
      quizzes: day(3, null),
      flashcard_sets: day(0, null),
      writing_papers: month(9, 10),
      plagiarism_checks: month(4, 10),
      voice_requests: day(7, 100),
      images: month(20, 100),
      resume_analyses: month(2, null),
    },
    ...overrides,
  });
}

export function makeHistoryEntry(overrides: Partial<BillingHistoryEntry> = {}): BillingHistoryEntry {
  return {
    id: 'h1',
    kind: 'purchase',
    price_id: 'plus_monthly',
    description: 'Plus (monthly)',
    amount: 8.99,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCheckout(overrides: Partial<LocalCheckout> = {}): LocalCheckout {
  return {
    id: 'cs_1',
    price_id: 'plus_monthly',
    name: 'Plus',
    amount: 8.99,
    period: 'monthly',
    status: 'open',
    ...overrides,
  };
}

/** The calls the billing pages make, answering a free student with no history. */
export function billingRoutes(
  overrides: Record<string, RouteHandler | MockResponse> = {},
): Record<string, RouteHandler | MockResponse> {
  return {
    'GET /api/billing/subscription': { body: makeSubscription() },
    'GET /api/billing/history': { body: { entries: [] } },
    ...overrides,
  };
}
