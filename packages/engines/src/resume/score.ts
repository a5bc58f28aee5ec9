import type { ResumeScorecard } from '@studybot/contract';
import type { ResumeFacts } from './facts.ts';

/**
 * The scorecard, from the facts alone (decision 0017). Each dimension is a weighted mean of parts in
 * 0..1; every weight is here, so a change of emphasis is one edit. A job description's match rate
 * takes over part of ATS optimization, because that is what an applicant-tracking system ranks on.
 */
export const WEIGHTS = {
  clarity: {
    structure: 0.2,
    bullets: 0.12,
    bulletLength: 0.1,
    tense: 0.12,
    dates: 0.1,
    spelling: 0.14,
    firstPerson: 0.08,
    length: 0.14,
  },
  ats: { contact: 0.3, headings: 0.25, skills: 0.25, dates: 0.1, plainText: 0.1 },
  /** With a job description: how much of ATS optimization is the match rate. */
  atsMatch: 0.55,
  impact: { verbs: 0.3, numbers: 0.35, weakOpeners: 0.1, cliches: 0.15, depth: 0.1 },
  overall: { clarity: 0.3, ats: 0.3, impact: 0.4 },
} as const;

/** Share of bullets with a number at which "numbers" is full marks. */
const QUANTIFIED_TARGET = 0.6;
/** Statements at which "depth" is full marks. */
const DEPTH_TARGET = 8;
/** Hard skills named at which "skills" is full marks. */
const SKILLS_TARGET = 8;

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const mean = (parts: Record<string, number>, weights: Record<string, number>) =>
  Object.entries(weights).reduce((sum, [key, w]) => sum + w * clamp(parts[key] ?? 0), 0);

/** Word-count bands: a student's resume reads best at one to two pages. */
export function lengthScore(words: number): number {
  if (words < 100) return 0.1;
  if (words < 150) return 0.3;
  if (words < 250) return 0.65;
  if (words <= 850) return 1;
  if (words <= 1000) return 0.8;
  if (words <= 1300) return 0.5;
  return 0.3;
}

export interface ScoreParts {
  clarity: Record<keyof typeof WEIGHTS.clarity, number>;
  ats: Record<keyof typeof WEIGHTS.ats, number>;
  impact: Record<keyof typeof WEIGHTS.impact, number>;
}

export function scoreParts(f: ResumeFacts): ScoreParts {
  const n = f.statements.length;
  const has = (name: Parameters<ResumeFacts['sectionNames']['has']>[0]) => f.sectionNames.has(name);
  const experienceLike = has('experience') || has('projects') || has('activities');
  const sections = f.parsed.sections;
  const standardShare = sections.length ? sections.filter((s) => s.standard).length / sections.length : 0;
  const structure = sections.length
    ? 0.4 * Number(experienceLike) +
      0.25 * Number(has('education')) +
      0.2 * Number(has('skills')) +
      0.15 * standardShare
    : 0;
  const bulleted = f.statements.filter((s) => s.line.bullet).length;
  const goodLength = f.statements.filter((s) => s.line.words >= 5 && s.line.words <= 30).length;
  const tensed = f.parsed.entries.filter((e) => e.statements.length >= 2).length;

  const c = f.contact;
  const contact =
    0.35 * Number(!!c.email) +
    0.25 * Number(!!c.phone) +
    0.2 * Number(!!(c.linkedin || c.website)) +
    0.1 * Number(!!c.location) +
    0.1 * Number(!!c.name);
  const hardSkills = [...f.skills.values()].filter((h) => h.skill.kind === 'hard').length;
  const experienceEntries = f.parsed.entries.filter((e) => e.section === 'experience' && e.header.length > 0);
  const datedShare = experienceEntries.length
    ? 1 - f.undated.length / experienceEntries.length
    : experienceLike
      ? 0.5
      : 0;
  const consistent = f.dateStyles.size <= 1 && f.backwards.length === 0 && f.outOfOrder.length === 0;

  const strong = f.statements.filter((s) => s.verb).length;
  const quantified = f.statements.filter((s) => s.quantified).length;
  const weak = f.statements.filter((s) => s.weakOpener).length;
  return {
    clarity: {
      structure,
      bullets: n === 0 ? 0 : (bulleted / n) * (n < 3 ? 0.5 : 1),
      bulletLength: n === 0 ? 0 : goodLength / n,
      tense: tensed === 0 ? (n > 0 ? 1 : 0.5) : 1 - f.tenseSlips.length / tensed,
      // Dates a reader can follow: one style, newest first, no range that ends before it starts.
      dates:
        experienceEntries.length === 0
          ? 0.5
          : 1 -
            0.4 * Math.min(1, f.dateStyles.size - 1) -
            0.4 * Number(f.outOfOrder.length > 0) -
            0.2 * Number(f.backwards.length > 0) -
            0.1 * Math.min(2, f.gaps.length),
      spelling: 1 - f.misspellings.length / 6,
      firstPerson: 1 - f.firstPerson.length / 4,
      length: lengthScore(f.parsed.words),
    },
    ats: {
      contact,
      headings: sections.length ? standardShare * (0.5 + 0.5 * structure) : 0,
      skills: Math.min(1, hardSkills / SKILLS_TARGET) * (has('skills') ? 1 : 0.6),
      dates: datedShare * (consistent ? 1 : 0.6),
      plainText: f.capitalShare > 0.6 ? 0 : 1,
    },
    impact: {
      verbs: n ? strong / n : 0,
      numbers: n ? quantified / n / QUANTIFIED_TARGET : 0,
      weakOpeners: n ? 1 - weak / n : 0,
      cliches: 1 - 0.25 * f.cliches.length,
      depth: Math.min(1, n / DEPTH_TARGET),
    },
  };
}

export function scorecard(parts: ScoreParts, matchRate: number | null): ResumeScorecard {
  const clarity = mean(parts.clarity, WEIGHTS.clarity);
  const base = mean(parts.ats, WEIGHTS.ats);
  const ats =
    matchRate === null ? base : (1 - WEIGHTS.atsMatch) * base + WEIGHTS.atsMatch * (matchRate / 100);
  const impact = mean(parts.impact, WEIGHTS.impact);
  const o = WEIGHTS.overall;
  const pct = (x: number) => Math.round(100 * clamp(x));
  return {
    clarity: pct(clarity),
    ats_optimization: pct(ats),
    professional_impact: pct(impact),
    overall: pct(o.clarity * clarity + o.ats * ats + o.impact * impact),
  };
}
