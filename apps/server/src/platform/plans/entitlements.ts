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

/** Quota limits that differ from the plan table, per plan (the admin panel's settings). */
export type PlanLimitOverrides = Partial<Record<PlanTier, Partial<Record<QuotaKey, number | null>>>>;

/** The cheapest tier that allows more of `quota` than this user has; null when none does. */
export function upgradeFor(
  user: PlanHolder,
  quota: QuotaKey,
  overrides: PlanLimitOverrides = {},
): PlanTier | null {
  const limit = quotaLimit(user, quota, overrides);
  if (limit === null) return null;
  return (
    UPGRADE_ORDER.find((tier) => {
      const more = tierLimit(tier, quota, overrides);
      return more === null || more > limit;
    }) ?? null
  );
}

export function quotaLimit(
  user: PlanHolder,
  quota: QuotaKey,
  overrides: PlanLimitOverrides = {},
): number | null {
  if (user.is_admin) return null;
  const tier = user.plan_tier in PLANS ? (user.plan_tier as PlanTier) : 'free';
  return tierLimit(tier, quota, overrides);
}

function tierLimit(tier: PlanTier, quota: QuotaKey, overrides: PlanLimitOverrides): number | null {
  const override = overrides[tier]?.[quota];
  return override !== undefined ? override : PLANS[tier].quotas[quota];
}
