import { type Feature, lowestTierWith, PLAN_RULES, type PlanTier, type User } from '@studybot/contract';
import { useAuth } from '../../lib/auth/AuthProvider';

/** What the student's plan allows in the resume analyzer (the server withholds the rest). */
export interface ResumePlan {
  detailedFeedback: boolean;
  coverLetter: boolean;
  sampleRewrites: boolean;
  atsRecommendations: boolean;
}

const FEATURES: Record<keyof ResumePlan, Feature> = {
  detailedFeedback: 'resume_detailed_feedback',
  coverLetter: 'resume_cover_letter',
  sampleRewrites: 'resume_sample_rewrites',
  atsRecommendations: 'resume_ats_recommendations',
};

/** As the server judges it: admins have every feature; an unknown tier counts as free. */
export function resumePlanOf(user: Pick<User, 'plan_tier' | 'is_admin'> | null): ResumePlan {
  const features: readonly Feature[] = user?.is_admin
    ? Object.values(FEATURES)
    : (PLAN_RULES[user?.plan_tier as PlanTier] ?? PLAN_RULES.free).features;
  return {
    detailedFeedback: features.includes(FEATURES.detailedFeedback),
    coverLetter: features.includes(FEATURES.coverLetter),
    sampleRewrites: features.includes(FEATURES.sampleRewrites),
    atsRecommendations: features.includes(FEATURES.atsRecommendations),
  };
}

export function useResumePlan(): ResumePlan {
  return resumePlanOf(useAuth().user);
}

/** The spec's names for the resume plans: "Pro+", "Max+" and "Bootcamp". */
export function resumeTierLabel(tier: PlanTier): string {
  switch (tier) {
    case 'plus':
    case 'pro':
      return 'Pro+';
    case 'max':
    case 'ultimate':
      return 'Max+';
    case 'bootcamp':
      return 'Bootcamp';
    default:
      return 'Free';
  }
}

/** The cheapest plan with a resume feature, e.g. `sampleRewrites` → "max". */
export function tierFor(feature: keyof ResumePlan): PlanTier {
  return lowestTierWith(FEATURES[feature]);
}

/**
 * The cheapest plan that unlocks the first resume feature this plan lacks (features are listed
 * cheapest first); null when it lacks none.
 */
export function nextResumeTier(plan: ResumePlan): PlanTier | null {
  const missing = (Object.keys(FEATURES) as (keyof ResumePlan)[]).find((feature) => !plan[feature]);
  return missing ? tierFor(missing) : null;
}
