import { z } from 'zod';
import { BOOTCAMP_WEEKS } from './bootcamp.ts';

export const PLAN_TIERS = ['free', 'plus', 'max', 'pro', 'ultimate', 'bootcamp'] as const;
export const PlanTier = z.enum(PLAN_TIERS);
export type PlanTier = z.infer<typeof PlanTier>;

/** How a tier is shown to a person: "free" → "Free". */
export function tierLabel(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** A count limit; null means unlimited. */
export type Limit = number | null;

export const QUOTA_KEYS = [
  'chat_messages',
  'quizzes',
  'flashcard_sets',
  'writing_papers',
  'plagiarism_checks',
  'voice_requests',
  'images',
  'resume_analyses',
] as const;
export const QuotaKey = z.enum(QUOTA_KEYS);
export type QuotaKey = z.infer<typeof QuotaKey>;

export type Feature =
  | 'voice_download'
  | 'math_photo_input'
  | 'resume_detailed_feedback'
  | 'resume_cover_letter'
  | 'resume_sample_rewrites'
  | 'resume_ats_recommendations'
  | 'interview_badges'
  | 'interview_text_answers'
  | 'interview_audio'
  | 'interview_pdf_download'
  | 'interview_advanced_analytics'
  | 'interview_video'
  | 'interview_followup_coaching'
  | 'interview_unlimited_questions';

/** What a tier gives, as the pricing pages and the server both read it. */
export interface PlanRules {
  quotas: Record<QuotaKey, Limit>;
  features: readonly Feature[];
  interviewQuestionsPerSession: number;
  /** How many bootcamp weeks are open (of 12). */
  bootcampWeeksOpen: number;
}

export const QUOTA_PERIODS: Record<QuotaKey, 'day' | 'month'> = {
  chat_messages: 'day',
  quizzes: 'day',
  flashcard_sets: 'day',
  writing_papers: 'month',
  plagiarism_checks: 'month',
  voice_requests: 'day',
  images: 'month',
  resume_analyses: 'month',
};

export const QUOTA_LABELS: Record<QuotaKey, string> = {
  chat_messages: 'chat messages',
  quizzes: 'quizzes',
  flashcard_sets: 'flashcard sets',
  writing_papers: 'writing papers',
  plagiarism_checks: 'plagiarism checks',
  voice_requests: 'voice requests',
  images: 'images',
  resume_analyses: 'resume analyses',
};

export const FEATURE_LABELS: Record<Feature, string> = {
  voice_download: 'Audio download',
  math_photo_input: 'Math tutor photo input',
  resume_detailed_feedback: 'Detailed resume feedback',
  resume_cover_letter: 'Cover letter generation',
  resume_sample_rewrites: 'Sample rewrites',
  resume_ats_recommendations: 'ATS recommendations',
  interview_badges: 'Interview badges',
  interview_text_answers: 'Text answers',
  interview_audio: 'Audio answers',
  interview_pdf_download: 'PDF interview reports',
  interview_advanced_analytics: 'Advanced interview analytics',
  interview_video: 'Video answers',
  interview_followup_coaching: 'Follow-up coaching',
  interview_unlimited_questions: 'Unlimited interview questions',
};

const EVERYONE: readonly Feature[] = ['interview_badges', 'interview_text_answers'];
const PLUS: readonly Feature[] = [
  ...EVERYONE,
  'voice_download',
  'math_photo_input',
  'resume_detailed_feedback',
  'resume_cover_letter',
];
const MAX: readonly Feature[] = [
  ...PLUS,
  'resume_sample_rewrites',
  'resume_ats_recommendations',
  'interview_audio',
  'interview_pdf_download',
  'interview_advanced_analytics',
];
const BOOTCAMP: readonly Feature[] = [
  ...MAX,
  'interview_video',
  'interview_followup_coaching',
  'interview_unlimited_questions',
];

const free: PlanRules = {
  quotas: {
    chat_messages: 30,
    quizzes: 5,
    flashcard_sets: 5,
    writing_papers: 2,
    plagiarism_checks: 3,
    voice_requests: 5,
    images: 5,
    resume_analyses: 3,
  },
  features: EVERYONE,
  interviewQuestionsPerSession: 5,
  bootcampWeeksOpen: 1,
};

const plus: PlanRules = {
  quotas: {
    chat_messages: null,
    quizzes: null,
    flashcard_sets: null,
    writing_papers: 10,
    plagiarism_checks: 10,
    voice_requests: 100,
    images: 100,
    resume_analyses: null,
  },
  features: PLUS,
  interviewQuestionsPerSession: 5,
  bootcampWeeksOpen: 1,
};

const max: PlanRules = {
  quotas: {
    ...plus.quotas,
    writing_papers: null,
    plagiarism_checks: null,
    voice_requests: null,
    images: 300,
  },
  features: MAX,
  interviewQuestionsPerSession: 8,
  bootcampWeeksOpen: BOOTCAMP_WEEKS,
};

const bootcamp: PlanRules = {
  ...max,
  features: BOOTCAMP,
  interviewQuestionsPerSession: 20,
};

/** DESIGN.md §6, the one table of plan rules. plus = pro and max = ultimate. */
export const PLAN_RULES: Record<PlanTier, PlanRules> = {
  free,
  plus,
  pro: plus,
  max,
  ultimate: max,
  bootcamp,
};

/** Tiers in the order an upgrade prompt names them. */
export const UPGRADE_ORDER: readonly PlanTier[] = ['plus', 'max', 'bootcamp'];

/** The cheapest tier that includes the feature, for "needs the X plan" messages and upgrade links. */
export function lowestTierWith(feature: Feature): PlanTier {
  return UPGRADE_ORDER.find((tier) => PLAN_RULES[tier].features.includes(feature)) ?? 'bootcamp';
}
