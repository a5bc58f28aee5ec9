import type {
  InterviewDifficulty,
  InterviewFocusArea,
  InterviewScores,
  InterviewSessionType,
  scoreBand,
} from '@studybot/contract';

export const SESSION_TYPE_LABELS: Record<InterviewSessionType, string> = {
  software_engineering: 'Software Engineering',
  data_science: 'Data Science',
  product_management: 'Product Management',
};

export const DIFFICULTY_LABELS: Record<InterviewDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const FOCUS_AREA_LABELS: Record<InterviewFocusArea, string> = {
  behavioral: 'Behavioral',
  algorithms: 'Algorithms',
  system_design: 'System Design',
};

export const SCORE_LABELS: Record<keyof InterviewScores, string> = {
  overall: 'Overall',
  communication: 'Communication',
  technical_knowledge: 'Technical Knowledge',
  problem_solving: 'Problem Solving',
  confidence: 'Confidence',
};

/** The four dimensions behind the overall score, in the order they are shown. */
export const DIMENSIONS = ['communication', 'technical_knowledge', 'problem_solving', 'confidence'] as const;

/** A category such as "problem_solving" or "Teamwork" as a label. */
export function categoryLabel(category: string): string {
  const words = category.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Scores out of 10 with one decimal: 7 → "7.0". */
export const formatScore = (score: number): string => score.toFixed(1);

export type Band = ReturnType<typeof scoreBand>;

/** Tailwind classes of each colour band (written out in full so Tailwind finds them). */
export const BAND_CLASSES: Record<Band, { chip: string; bar: string; stroke: string; name: string }> = {
  green: {
    chip: 'bg-green-100 text-green-900 ring-green-300',
    bar: 'bg-green-600',
    stroke: 'stroke-green-600',
    name: 'Excellent',
  },
  blue: {
    chip: 'bg-blue-100 text-blue-900 ring-blue-300',
    bar: 'bg-blue-600',
    stroke: 'stroke-blue-600',
    name: 'Good',
  },
  yellow: {
    chip: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
    bar: 'bg-yellow-500',
    stroke: 'stroke-yellow-500',
    name: 'Fair',
  },
  red: {
    chip: 'bg-red-100 text-red-900 ring-red-300',
    bar: 'bg-red-600',
    stroke: 'stroke-red-600',
    name: 'Needs work',
  },
};
