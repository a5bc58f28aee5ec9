import type { ResumeCategory, ResumeScorecard } from '@studybot/contract';

export const SCORE_LABELS: Record<keyof ResumeScorecard, string> = {
  overall: 'Overall',
  clarity: 'Clarity',
  ats_optimization: 'ATS Optimization',
  professional_impact: 'Professional Impact',
};

/** The three scores behind the overall one, in the order they are shown. */
export const DIMENSIONS = ['clarity', 'ats_optimization', 'professional_impact'] as const;

export const CATEGORY_LABELS: Record<ResumeCategory, string> = {
  structure: 'Structure',
  contact: 'Contact details',
  impact: 'Impact',
  language: 'Language',
  dates: 'Dates',
  length: 'Length',
  ats: 'ATS',
  match: 'Job match',
};

export type Band = 'green' | 'blue' | 'amber' | 'red';

/** The colour band of a score out of 100; its name is shown too, so colour is not the only cue. */
export function scoreBand(score: number): Band {
  if (score >= 80) return 'green';
  if (score >= 60) return 'blue';
  return score >= 40 ? 'amber' : 'red';
}

/** Tailwind classes of each band (written out in full so Tailwind finds them). */
export const BAND_CLASSES: Record<Band, { name: string; bar: string; stroke: string; chip: string }> = {
  green: {
    name: 'Strong',
    bar: 'bg-green-600',
    stroke: 'stroke-green-600',
    chip: 'bg-green-100 text-green-900 ring-green-300',
  },
  blue: {
    name: 'Good',
    bar: 'bg-blue-600',
    stroke: 'stroke-blue-600',
    chip: 'bg-blue-100 text-blue-900 ring-blue-300',
  },
  amber: {
    name: 'Needs work',
    bar: 'bg-amber-500',
    stroke: 'stroke-amber-500',
    chip: 'bg-amber-100 text-amber-950 ring-amber-300',
  },
  red: {
    name: 'Weak',
    bar: 'bg-red-600',
    stroke: 'stroke-red-600',
    chip: 'bg-red-100 text-red-900 ring-red-300',
  },
};

/** A score kept within 0–100, for drawing. */
export const clampScore = (score: number): number => Math.min(100, Math.max(0, score));

/** The resume's lines as the server numbers them (1-based, split at line breaks). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** `[3]` → "Line 3", `[3, 4, 5, 9]` → "Lines 3–5, 9"; an empty list is about the whole resume. */
export function linesLabel(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  if (sorted.length === 0) return 'Whole resume';
  const ranges: string[] = [];
  let start = sorted[0]!;
  let end = start;
  for (const line of [...sorted.slice(1), Number.NaN]) {
    if (line === end + 1) {
      end = line;
      continue;
    }
    ranges.push(start === end ? String(start) : `${start}–${end}`);
    start = line;
    end = line;
  }
  return `${sorted.length === 1 ? 'Line' : 'Lines'} ${ranges.join(', ')}`;
}

/** "[add metric]"-style placeholders in a rewrite: what only the student knows. */
const PLACEHOLDER = /\[[^\]\n]{1,80}\]/g;

/** A rewrite split into plain text and placeholders, in order. */
export function withPlaceholders(text: string): ({ text: string } | { placeholder: string })[] {
  const parts: ({ text: string } | { placeholder: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ placeholder: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
