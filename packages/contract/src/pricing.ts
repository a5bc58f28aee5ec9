import { BOOTCAMP_WEEKS, type BootcampPurchasePlan } from './bootcamp.ts';
import { PLAN_RULES } from './plans.ts';

/** Advertised prices (spec part 1 §9), in US dollars. */
export const PLAN_PRICES = {
  plus: { monthly: 8.99, yearly: 89 },
  max: { monthly: 13.99, yearly: 139 },
  ultimate: { monthly: 24.99, yearly: null },
} as const;

export const ADD_ONS = [
  { id: 'plagiarism_credits_5', name: '5 plagiarism credits', price: 1.99 },
  { id: 'ai_essay_1', name: 'One AI essay', price: 1.99 },
  { id: 'bootcamp_weekly', name: 'Bootcamp weekly pass (7 days)', price: 4.99 },
  { id: 'bootcamp_lifetime', name: 'Bootcamp lifetime', price: 29 },
] as const;

/** "$8.99", "$89", "$29.00" when cents are asked for. */
export function formatPrice(amount: number, { cents = !Number.isInteger(amount) } = {}): string {
  return `$${cents ? amount.toFixed(2) : String(amount)}`;
}

/**
 * The largest whole-percent saving yearly billing gives over twelve monthly payments,
 * rounded down so the claim is never more than the truth (17 with today's prices).
 */
export function bestYearlySavingPercent(): number {
  const savings = Object.values(PLAN_PRICES)
    .filter((p) => p.yearly !== null)
    .map((p) => (1 - (p.yearly as number) / (p.monthly * 12)) * 100);
  return Math.floor(Math.max(...savings));
}

export interface BootcampPlan {
  key: BootcampPurchasePlan;
  name: string;
  /** US dollars. */
  price: number;
  /** "per month", "one-time"… shown after the price. */
  period: string;
  features: readonly string[];
  recommended?: boolean;
}

/** Spec part 2 §9: the three ways to open the whole bootcamp (the bootcamp page's unlock dialog). */
export const BOOTCAMP_PLANS: readonly BootcampPlan[] = [
  {
    key: 'max',
    name: 'StudyBot Max',
    price: 24.99,
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
    price: 199,
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
    price: 4.99,
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
