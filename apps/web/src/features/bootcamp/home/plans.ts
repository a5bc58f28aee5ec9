import type { BootcampPurchasePlan } from '@studybot/contract';

export interface BootcampPlan {
  key: BootcampPurchasePlan;
  name: string;
  price: string;
  /** "per month", "one-time"… shown after the price. */
  period: string;
  features: readonly string[];
  recommended?: boolean;
}

/** Spec part 2 §9: the three ways to open the whole bootcamp. */
export const BOOTCAMP_PLANS: readonly BootcampPlan[] = [
  {
    key: 'max',
    name: 'StudyBot Max',
    price: '$24.99',
    period: 'per month',
    recommended: true,
    features: [
      'Full bootcamp: all 12 weeks',
      'Certificate of completion',
      'All StudyBot features',
      'Priority support',
    ],
  },
  {
    key: 'lifetime',
    name: 'Lifetime',
    price: '$199',
    period: 'once',
    features: ['Full bootcamp: all 12 weeks', 'Yours for good, no renewals', 'Weekly quizzes and code tests'],
  },
  {
    key: 'weekly',
    name: 'Weekly Pass',
    price: '$4.99',
    period: 'per week',
    features: ['1 week of access', 'Every lesson, quiz and code test', 'Buy again to keep going'],
  },
];
