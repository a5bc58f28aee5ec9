import type {
  CoverLetterResponse,
  PlanTier,
  ResumeAnalysis,
  ResumeAnalysisRecord,
  ResumeAnalyzeResponse,
  ResumeHistoryItem,
  ResumeUploadResponse,
} from '@studybot/contract';
import { screen, within } from '@testing-library/react';
import { type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';

/** A short resume; the fixtures' line numbers point into it. */
export const RESUME_TEXT = [
  'Alex Student', // 1
  'alex@example.com | 555-0100', // 2
  '', // 3
  'EXPERIENCE', // 4
  '- Helped with the school website', // 5
  '- Led a team of 4 to build a robot that won 2nd place', // 6
  '', // 7
  'EDUCATION', // 8
  'Springfield High School, 2022-2026', // 9
  '', // 10
  'SKILLS', // 11
  'Python, JavaScript, teamwork', // 12
].join('\n');

export const JOB_DESCRIPTION = 'Junior Web Developer. We need JavaScript, React and SQL, and good teamwork.';

/** The whole analysis, as a Max plan gets it. */
export function makeAnalysis(overrides: Partial<ResumeAnalysis> = {}): ResumeAnalysis {
  return {
    scorecard: { clarity: 82, ats_optimization: 64, professional_impact: 38, overall: 61 },
    feedback_points: [
      {
        kind: 'strength',
        category: 'impact',
        text: 'Your robot project gives a number and a result.',
        lines: [6],
      },
      {
        kind: 'issue',
        category: 'language',
        text: '"Helped with" hides what you did yourself.',
        lines: [5],
      },
      { kind: 'issue', category: 'structure', text: 'There is no summary at the top.', lines: [] },
      {
        kind: 'strength',
        category: 'contact',
        text: 'Your email and phone are easy to find.',
        lines: [1, 2],
      },
    ],
    improvement_suggestions: [
      { text: 'Start each bullet with a strong verb such as Built or Designed.', lines: [5, 6] },
      { text: 'Add a two-line summary naming the job you want.', lines: [] },
    ],
    sample_rewrites: [
      {
        original: '- Helped with the school website',
        improved: '- Built the school website used by [add number] students each week',
        line: 5,
        why: 'A strong verb and a number show your own impact.',
      },
    ],
    job_match: {
      match_rate: 50,
      job_title: 'Junior Web Developer',
      title_match: false,
      matched_skills: ['JavaScript', 'teamwork'],
      missing_skills: [
        { skill: 'React', kind: 'hard' },
        { skill: 'SQL', kind: 'hard' },
      ],
      recommendations: ['Add React and SQL if you have used them.'],
    },
    stats: {
      word_count: 42,
      bullet_count: 2,
      quantified_bullets: 1,
      action_verb_bullets: 1,
      sections: ['Experience', 'Education', 'Skills'],
    },
    tier_restriction: null,
    ...overrides,
  };
}

export const FREE_RESTRICTION =
  'Detailed feedback, sample rewrites and ATS recommendations come with Pro+ and Max+.';

/** What a free plan gets: the scorecard, 3 points, 2 suggestions, no rewrites and no job match. */
export function makeFreeAnalysis(): ResumeAnalysis {
  const full = makeAnalysis();
  return {
    ...full,
    feedback_points: full.feedback_points.slice(0, 3),
    sample_rewrites: [],
    job_match: null,
    tier_restriction: FREE_RESTRICTION,
  };
}

export function analyzeAnswer(analysis: ResumeAnalysis = makeAnalysis()): ResumeAnalyzeResponse {
  return { id: 'an-1', analysis };
}

export function uploadAnswer(overrides: Partial<ResumeUploadResponse> = {}): ResumeUploadResponse {
  return { extracted_text: RESUME_TEXT, word_count: 42, file_kind: 'pdf', ...overrides };
}

export const LETTER =
  'Dear Hiring Manager,\n\nI am applying for the Junior Web Developer role.\n\nKind regards,\nAlex';

export function letterAnswer(): CoverLetterResponse {
  return {
    id: 'cl-1',
    cover_letter_data: {
      cover_letter: LETTER,
      key_points: ['JavaScript: used in the school website', 'Teamwork: led a team of 4'],
    },
  };
}

export function makeHistoryItem(overrides: Partial<ResumeHistoryItem> = {}): ResumeHistoryItem {
  return {
    id: 'rec-1',
    analysis_type: 'resume',
    created_at: '2026-01-05T10:00:00.000Z',
    scorecard: { overall: 61 },
    has_cover_letter: false,
    resume_preview: 'Alex Student alex@example.com | 555-0100 EXPERIENCE',
    ...overrides,
  };
}

export function makeRecord(overrides: Partial<ResumeAnalysisRecord> = {}): ResumeAnalysisRecord {
  return {
    id: 'rec-1',
    analysis_type: 'resume',
    created_at: '2026-01-05T10:00:00.000Z',
    resume_text: RESUME_TEXT,
    job_description: JOB_DESCRIPTION,
    analysis: makeAnalysis(),
    cover_letter_data: null,
    ...overrides,
  };
}

/** Renders /resume-analyzer for a signed-in student on `plan` (or an admin). */
export function renderResume({
  plan = 'free',
  admin = false,
  routes = {},
  path = '/resume-analyzer',
}: {
  plan?: PlanTier;
  admin?: boolean;
  routes?: Record<string, RouteHandler | MockResponse>;
  path?: string;
} = {}) {
  return renderApp(path, {
    user: makeUser({ plan_tier: plan, is_admin: admin }),
    routes: {
      'POST /api/resume/upload': { body: uploadAnswer() },
      'POST /api/resume/analyze': { body: analyzeAnswer() },
      'POST /api/cover-letter/generate': { body: letterAnswer() },
      'GET /api/resume/history': { body: { analyses: [] } },
      ...routes,
    },
  });
}

/** The resume text area of the tab on screen. */
export const resumeBox = () => screen.getByRole('textbox', { name: /^Resume text/ });
export const jobBox = () => screen.getByRole('textbox', { name: /^Job description/ });

/** The lines of "Your resume as analyzed" that are highlighted. */
export function highlightedLines(): number[] {
  const list = screen.getByRole('list', { name: 'Your resume, line by line' });
  return within(list)
    .getAllByRole('listitem')
    .filter((line) => line.dataset.highlighted === 'true')
    .map((line) => Number(line.dataset.line));
}

export const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
