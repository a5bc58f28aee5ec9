import type { PlanTier } from '@studybot/contract';

/**
 * Where an upgrade prompt sends a student: /billing with the plan that lifts the limit preselected
 * (Plus and Max are sold as plans; any other tier opens the plans page as it is).
 */
export function plansLink(tier: PlanTier | null): string {
  return tier === 'plus' || tier === 'max' ? `/billing?plan=${tier}` : '/billing';
}
