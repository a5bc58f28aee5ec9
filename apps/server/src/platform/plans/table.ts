import {
  type Feature,
  type Limit,
  PLAN_RULES,
  PLAN_TIERS,
  type PlanRules,
  type PlanTier,
} from '@studybot/contract';

/** A tier's public rules (the contract's table) plus what only the server enforces. */
export interface Plan extends Omit<PlanRules, 'features'> {
  features: ReadonlySet<Feature>;
  /**
   * Seconds of code-runner CPU a student may use in any minute (null: no limit). A fairness guard kept in
   * the server's memory (see docs/decisions/0008-python-runner.md), not a billing quota. A student runs
   * one program at a time, so 60 is the most anyone can use; a typical lesson run costs 0.01–0.1 s.
   */
  codeCpuSecondsPerMinute: Limit;
}

const CODE_CPU_SECONDS_PER_MINUTE: Record<PlanTier, Limit> = {
  free: 15,
  plus: 30,
  pro: 30,
  max: 45,
  ultimate: 45,
  bootcamp: 60,
};

/** DESIGN.md §6: the contract's plan table, with the runner's CPU budget. */
export const PLANS = Object.fromEntries(
  PLAN_TIERS.map((tier): [PlanTier, Plan] => [
    tier,
    {
      ...PLAN_RULES[tier],
      features: new Set(PLAN_RULES[tier].features),
      codeCpuSecondsPerMinute: CODE_CPU_SECONDS_PER_MINUTE[tier],
    },
  ]),
) as Record<PlanTier, Plan>;
