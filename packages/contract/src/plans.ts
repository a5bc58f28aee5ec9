import { z } from 'zod';

export const PLAN_TIERS = ['free', 'plus', 'max', 'pro', 'ultimate', 'bootcamp'] as const;
export const PlanTier = z.enum(PLAN_TIERS);
export type PlanTier = z.infer<typeof PlanTier>;

/** How a tier is shown to a person: "free" → "Free". */
export function tierLabel(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
