import { CATALOGUE, PLAN_CARDS, PLAN_RULES, type PlanTier, type PriceId } from '@studybot/contract';

/** A card on /billing: the free tier, then the paid plans of the catalogue. */
export interface BillingPlanCard {
  id: 'free' | 'plus' | 'max';
  name: string;
  tagline: string;
  badge?: string;
  features: readonly string[];
}

const free = PLAN_RULES.free.quotas;

/** The free tier's allowances, read from the plan table so they match what the server enforces. */
export const FREE_CARD: BillingPlanCard = {
  id: 'free',
  name: 'Free',
  tagline: 'Everything you need to get started.',
  features: [
    `${free.chat_messages} chat messages a day`,
    `${free.quizzes} quizzes and ${free.flashcard_sets} flashcard sets a day`,
    `${free.writing_papers} writing papers and ${free.plagiarism_checks} plagiarism checks a month`,
    `Week ${PLAN_RULES.free.bootcampWeeksOpen} of the coding bootcamp`,
  ],
};

export const BILLING_PLAN_CARDS: readonly BillingPlanCard[] = [FREE_CARD, ...PLAN_CARDS];

/** How far up the plans a tier is: an admin-assigned pro counts as plus, ultimate as max. */
const TIER_RANK: Record<PlanTier, number> = { free: 0, plus: 1, pro: 1, max: 2, ultimate: 2, bootcamp: 3 };

export function tierRank(tier: PlanTier): number {
  return TIER_RANK[tier];
}

/** What an add-on does, in a sentence, from what the catalogue says it grants. */
export function addOnDescription(id: PriceId): string {
  const item = CATALOGUE[id];
  if (item.kind !== 'add_on') return '';
  const { grants } = item;
  if ('credits' in grants) {
    return grants.credits === 'plagiarism'
      ? "Used once your plan's plagiarism checks for the month run out."
      : "Used once your plan's writing papers for the month run out.";
  }
  return grants.bootcamp_pass === 'weekly'
    ? 'Every bootcamp week for 7 days. Buying again adds another 7 days.'
    : 'Every bootcamp week, for good. No renewals.';
}

/** Where a checkout started on /billing comes back to. */
export const CHECKOUT_RETURN = { success_url: '/billing?paid=1', cancel_url: '/billing' } as const;
