import {
  BOOTCAMP_WEEKS,
  FEATURE_LABELS,
  type Feature,
  lowestTierWith,
  type PlanTier,
  QUOTA_PERIODS,
  type QuotaKey,
  tierLabel,
  UPGRADE_ORDER,
  type User,
} from '@studybot/contract';
import { HttpError } from '../errors.ts';
import { PLANS, type Plan } from './table.ts';

const ADMIN_PLAN: Plan = {
  quotas: Object.fromEntries(Object.keys(QUOTA_PERIODS).map((k) => [k, null])) as Plan['quotas'],
  features: new Set(Object.keys(FEATURE_LABELS) as Feature[]),
  interviewQuestionsPerSession: PLANS.bootcamp.interviewQuestionsPerSession,
  bootcampWeeksOpen: BOOTCAMP_WEEKS,
  codeCpuSecondsPerMinute: null,
};

type PlanHolder = Pick<User, 'plan_tier' | 'is_admin'>;

/** What this user's plan allows. Admins have everything, unlimited. */
export function entitlements(user: PlanHolder): Plan {
  if (user.is_admin) return ADMIN_PLAN;
  return PLANS[user.plan_tier as PlanTier] ?? PLANS.free;
}

export function hasFeature(user: PlanHolder, feature: Feature): boolean {
  return entitlements(user).features.has(feature);
}

/** 403 naming the plan needed, unless the user's plan includes the feature. */
export function requireEntitlement(user: PlanHolder, feature: Feature): void {
  if (hasFeature(user, feature)) return;
  const tier = lowestTierWith(feature);
  throw new HttpError(
    403,
    `${FEATURE_LABELS[feature]} needs the ${tierLabel(tier)} plan or higher. Upgrade to unlock it.`,
    {},
    { upgrade_plan: tier },
  );
}

/** The cheapest tier that allows more of `quota` than this user has; null when none does. */
export function upgradeFor(user: PlanHolder, quota: QuotaKey): PlanTier | null {
  const limit = quotaLimit(user, quota);
  if (limit === null) return null;
  return (
    UPGRADE_ORDER.find((tier) => {
      const more = PLANS[tier].quotas[quota];
      return more === null || more > limit;
    }) ?? null
  );
}

export function quotaLimit(user: PlanHolder, quota: QuotaKey): number | null {
  return entitlements(user).quotas[quota];
}
