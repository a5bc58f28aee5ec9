import { z } from 'zod';
import { IsoDateTime, Pagination } from './common.ts';

/** The resume and cover letter analyzer (spec part 2: Resume analyzer; issue 18). */

export const RESUME_MAX_FILE_MB = 5;
export const RESUME_MAX_FILE_BYTES = RESUME_MAX_FILE_MB * 1024 * 1024;
/** What the file picker offers; the server judges a file by its content, never its name. */
export const RESUME_FILE_TYPES = ['.pdf', '.docx', '.txt'] as const;
export const MIN_RESUME_CHARS = 50;
export const MAX_RESUME_CHARS = 30_000;
export const MAX_JOB_DESCRIPTION_CHARS = 15_000;

export const RESUME_MESSAGES = {
  tooShort: 'Please provide at least 50 characters of resume text.',
  tooLong: `Resume text must be at most ${MAX_RESUME_CHARS} characters`,
  jobTooLong: `The job description must be at most ${MAX_JOB_DESCRIPTION_CHARS} characters`,
  coverLetterInputs: 'Please provide both resume text and job description.',
  coverLetterPlan: 'Cover letter generation requires Premium subscription.',
  uploadFailed: 'Failed to upload file',
  uploadNetwork: 'Failed to upload file. Please try again.',
  analyzeFailed: 'Analysis failed',
  analyzeNetwork: 'Failed to analyze resume. Please try again.',
  coverLetterFailed: 'Cover letter generation failed',
  coverLetterNetwork: 'Failed to generate cover letter. Please try again.',
  copied: 'Copied to clipboard!',
  fileTooLarge: `The file is larger than ${RESUME_MAX_FILE_MB} MB. Upload a smaller file or paste the text.`,
  fileRequired: 'Attach the resume in the "file" field',
  notMultipart: 'Send the resume as multipart/form-data with a "file" field',
  noText:
    'No text could be read from this file. Upload the document your resume was written in, or paste its text.',
  imageOnlyPdf:
    'This PDF holds only images (a scan or a photo), so there is no text to read. Upload the original document, or paste the text.',
  notFound: 'Resume analysis not found',
} as const;

const resumeText = z
  .string()
  .max(MAX_RESUME_CHARS, RESUME_MESSAGES.tooLong)
  .refine((text) => text.trim().length >= MIN_RESUME_CHARS, RESUME_MESSAGES.tooShort);

export const ResumeUploadResponse = z.object({
  extracted_text: z.string(),
  word_count: z.number().int(),
  /** Beyond the spec: which kind of file it was, read by its content. */
  file_kind: z.enum(['pdf', 'docx', 'text']),
});
export type ResumeUploadResponse = z.infer<typeof ResumeUploadResponse>;

export const ResumeAnalyzeRequest = z.object({
  resume_text: resumeText,
  job_description: z.string().max(MAX_JOB_DESCRIPTION_CHARS, RESUME_MESSAGES.jobTooLong).optional(),
  analysis_type: z.literal('resume').default('resume'),
});
export type ResumeAnalyzeRequest = z.input<typeof ResumeAnalyzeRequest>;

/** Each out of 100. */
export const ResumeScorecard = z.object({
  clarity: z.number().int(),
  ats_optimization: z.number().int(),
  professional_impact: z.number().int(),
  overall: z.number().int(),
});
export type ResumeScorecard = z.infer<typeof ResumeScorecard>;

export const RESUME_CATEGORIES = [
  'structure',
  'contact',
  'impact',
  'language',
  'dates',
  'length',
  'ats',
  'match',
] as const;
export type ResumeCategory = (typeof RESUME_CATEGORIES)[number];

/**
 * One finding. `lines` are 1-based line numbers in the resume text as sent (split at line breaks),
 * the lines it is about; empty when it is about the whole resume (e.g. a missing section).
 */
export const ResumeFeedbackPoint = z.object({
  kind: z.enum(['strength', 'issue']),
  category: z.enum(RESUME_CATEGORIES),
  text: z.string(),
  lines: z.array(z.number().int()),
});
export type ResumeFeedbackPoint = z.infer<typeof ResumeFeedbackPoint>;

export const ResumeSuggestion = z.object({
  text: z.string(),
  lines: z.array(z.number().int()),
});
export type ResumeSuggestion = z.infer<typeof ResumeSuggestion>;

/** The student's own line restructured; `[add metric]`-style placeholders mark what only they know. */
export const ResumeRewrite = z.object({
  original: z.string(),
  improved: z.string(),
  line: z.number().int(),
  why: z.string(),
});
export type ResumeRewrite = z.infer<typeof ResumeRewrite>;

/** How the resume meets a job description (ATS recommendations). */
export const ResumeJobMatch = z.object({
  match_rate: z.number().int(),
  job_title: z.string().nullable(),
  title_match: z.boolean(),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.object({ skill: z.string(), kind: z.enum(['hard', 'soft']) })),
  recommendations: z.array(z.string()),
});
export type ResumeJobMatch = z.infer<typeof ResumeJobMatch>;

export const ResumeStats = z.object({
  word_count: z.number().int(),
  bullet_count: z.number().int(),
  quantified_bullets: z.number().int(),
  action_verb_bullets: z.number().int(),
  sections: z.array(z.string()),
});
export type ResumeStats = z.infer<typeof ResumeStats>;

export const ResumeAnalysis = z.object({
  scorecard: ResumeScorecard,
  feedback_points: z.array(ResumeFeedbackPoint),
  improvement_suggestions: z.array(ResumeSuggestion),
  sample_rewrites: z.array(ResumeRewrite),
  /** Beyond the spec: the job description's match, when one was given and the plan allows it. */
  job_match: ResumeJobMatch.nullable(),
  stats: ResumeStats,
  /** What the plan withheld, in a sentence naming the plan that unlocks it; null when nothing was. */
  tier_restriction: z.string().nullable(),
});
export type ResumeAnalysis = z.infer<typeof ResumeAnalysis>;

export const ResumeAnalyzeResponse = z.object({
  /** The saved analysis (history and library). */
  id: z.string(),
  analysis: ResumeAnalysis,
});
export type ResumeAnalyzeResponse = z.infer<typeof ResumeAnalyzeResponse>;

export const CoverLetterRequest = z.object({
  resume_text: z.string().max(MAX_RESUME_CHARS, RESUME_MESSAGES.tooLong).default(''),
  job_description: z.string().max(MAX_JOB_DESCRIPTION_CHARS, RESUME_MESSAGES.jobTooLong).default(''),
});
export type CoverLetterRequest = z.input<typeof CoverLetterRequest>;

export const CoverLetterData = z.object({
  cover_letter: z.string(),
  /** Each requirement of the job met by the resume, with the evidence used. */
  key_points: z.array(z.string()),
});
export type CoverLetterData = z.infer<typeof CoverLetterData>;

export const CoverLetterResponse = z.object({
  id: z.string(),
  cover_letter_data: CoverLetterData,
});
export type CoverLetterResponse = z.infer<typeof CoverLetterResponse>;

export const RESUME_ANALYSIS_TYPES = ['resume', 'cover_letter'] as const;

export const ResumeHistoryItem = z.object({
  id: z.string(),
  analysis_type: z.enum(RESUME_ANALYSIS_TYPES),
  created_at: IsoDateTime,
  /** null for a cover letter written without an analysis. */
  scorecard: z.object({ overall: z.number().int() }).nullable(),
  has_cover_letter: z.boolean(),
  resume_preview: z.string(),
});
export type ResumeHistoryItem = z.infer<typeof ResumeHistoryItem>;

export const ResumeHistoryQuery = Pagination;
export const ResumeHistoryResponse = z.object({ analyses: z.array(ResumeHistoryItem) });
export type ResumeHistoryResponse = z.infer<typeof ResumeHistoryResponse>;

export const ResumeAnalysisParams = z.object({ id: z.string().max(64) });

/** Beyond the spec: one past analysis in full, to open it again from History. */
export const ResumeAnalysisRecord = z.object({
  id: z.string(),
  analysis_type: z.enum(RESUME_ANALYSIS_TYPES),
  created_at: IsoDateTime,
  resume_text: z.string(),
  job_description: z.string().nullable(),
  analysis: ResumeAnalysis.nullable(),
  cover_letter_data: CoverLetterData.nullable(),
});
export type ResumeAnalysisRecord = z.infer<typeof ResumeAnalysisRecord>;
