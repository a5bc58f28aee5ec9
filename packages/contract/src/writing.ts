import { z } from 'zod';
import { requiredText } from './common.ts';

/** The writing assistant (spec part 1: Writing Assistant; issue 14). */

/** Longest text the Improve call reads, in characters (about 3,000 words). */
export const MAX_IMPROVE_CHARS = 20_000;

/**
 * What a suggestion is about: `spelling` and `grammar` come from the grammar checker, `style`
 * (passive voice, word choice), `clarity` (vague and filler words) and `readability` (hard
 * sentences) from the style checks.
 */
export const WRITING_SUGGESTION_TYPES = ['spelling', 'grammar', 'style', 'clarity', 'readability'] as const;
export type WritingSuggestionType = (typeof WRITING_SUGGESTION_TYPES)[number];

export const WritingSuggestion = z.object({
  type: z.enum(WRITING_SUGGESTION_TYPES),
  message: z.string(),
  /** The span in the sent text, in UTF-16 code units (JavaScript string indices): [start, end). */
  start: z.number().int(),
  end: z.number().int(),
  /** The suggested text for the span; null when the fix needs the writer (e.g. a hard sentence). */
  replacement: z.string().nullable(),
});
export type WritingSuggestion = z.infer<typeof WritingSuggestion>;

export const ImproveWritingRequest = z.object({
  text: requiredText(MAX_IMPROVE_CHARS, 'Text is required'),
});
export type ImproveWritingRequest = z.infer<typeof ImproveWritingRequest>;

export const ImproveWritingResponse = z.object({
  /** The text with only the safe fixes applied (unambiguous spelling and grammar corrections). */
  improved_text: z.string(),
  suggestions: z.array(WritingSuggestion),
});
export type ImproveWritingResponse = z.infer<typeof ImproveWritingResponse>;

// ---------------------------------------------------------------------------------------------
// Papers, citations, rewrites, export and usage

export const WRITING_TYPES = [
  'essay',
  'research_paper',
  'report',
  'argumentative_essay',
  'analytical_essay',
] as const;
export const WritingType = z.enum(WRITING_TYPES);
export type WritingType = z.infer<typeof WritingType>;
export const WRITING_TYPE_LABELS: Record<WritingType, string> = {
  essay: 'Essay',
  research_paper: 'Research Paper',
  report: 'Report',
  argumentative_essay: 'Argumentative Essay',
  analytical_essay: 'Analytical Essay',
};

/** APA 7th, MLA 9th and Chicago 17th (author-date). */
export const CITATION_STYLES = ['apa', 'mla', 'chicago'] as const;
export const CitationStyle = z.enum(CITATION_STYLES);
export type CitationStyle = z.infer<typeof CitationStyle>;
export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  apa: 'APA (7th edition)',
  mla: 'MLA (9th edition)',
  chicago: 'Chicago (17th edition)',
};

export const PAPER_WORD_COUNTS = [500, 1000, 1500, 2000, 3000] as const;
export const DEFAULT_PAPER_WORDS = 1000;
export const MAX_PROMPT_CHARS = 2000;
/** How many sources the citation finder returns when asked without a number (spec: 5). */
export const DEFAULT_CITATION_COUNT = 5;
export const MAX_CITATION_COUNT = 10;
/** Longest selection the rewrite call takes, in characters. */
export const MAX_REWRITE_CHARS = 5000;
/** Longest paper section a student can save, in characters. */
export const MAX_SECTION_CHARS = 30_000;
export const MAX_BODY_SECTIONS = 12;

export const WRITING_MESSAGES = {
  promptRequired: 'Please enter a writing prompt',
  noContent: 'No content to export',
  rewriteFailed: 'Failed to rewrite text',
  citationsFailed: 'Failed to generate citations',
  exportFailed: 'Failed to export document',
  improveFailed: 'Failed to improve text',
  deleteFailed: 'Failed to delete draft',
  plagiarismFailed: 'Failed to check plagiarism',
} as const;

export const GeneratePaperRequest = z.object({
  prompt: requiredText(
    MAX_PROMPT_CHARS,
    WRITING_MESSAGES.promptRequired,
    `The prompt must be at most ${MAX_PROMPT_CHARS} characters`,
  ),
  writing_type: WritingType.default('essay'),
  citation_style: CitationStyle.default('apa'),
  word_count: z
    .number()
    .int()
    .refine((n) => (PAPER_WORD_COUNTS as readonly number[]).includes(n), {
      message: `Word count must be one of ${PAPER_WORD_COUNTS.join(', ')}`,
    })
    .default(DEFAULT_PAPER_WORDS),
  include_references: z.boolean().default(true),
});
export type GeneratePaperRequest = z.infer<typeof GeneratePaperRequest>;

/**
 * A work a paper may cite: a source from the bundled catalogue (`cat:<id>`), a study pack
 * (`pack:<id>`), the student's own library item (`lib:<project id>`) or a work found in OpenAlex
 * or Crossref when that lookup is on (`ext:<hash>`).
 */
export const SourceId = z.string().regex(/^(cat|pack|lib|ext):[A-Za-z0-9_-]{1,80}$/, 'Unknown source');

export const Citation = z.object({
  source_id: SourceId,
  /** The formatted reference-list entry in the paper's style (plain text; italics are lost). */
  full_reference: z.string(),
  /** The in-text form, parentheses included, e.g. "(Darwin, 1859)". */
  in_text: z.string(),
  /** The passages of the source the paper's sentences rest on (what "show source" opens). */
  passages: z.array(z.string()),
});
export type Citation = z.infer<typeof Citation>;

export const BodyParagraph = z.object({
  topic: z.string().max(200),
  content: z.string().max(MAX_SECTION_CHARS),
});
export type BodyParagraph = z.infer<typeof BodyParagraph>;

export const Paper = z.object({
  project_id: z.string(),
  title: z.string(),
  introduction: z.string(),
  body_paragraphs: z.array(BodyParagraph),
  conclusion: z.string(),
  /** Words in title-less text: introduction, body and conclusion (references not counted). */
  word_count: z.number().int(),
  citations: z.array(Citation),
  /** What the student should do next, e.g. where a paragraph still needs evidence. */
  suggestions: z.array(z.string()),
  writing_type: WritingType,
  citation_style: CitationStyle,
  /** What wrote it: "local" or "llm:<model>". */
  generated_by: z.string(),
});
export type Paper = z.infer<typeof Paper>;

/** Marks a paragraph the local engine could not support with evidence; the student writes it. */
export const STUDENT_TODO_PREFIX = '[Your argument:';

export const UpdatePaperRequest = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  introduction: z.string().max(MAX_SECTION_CHARS),
  body_paragraphs: z.array(BodyParagraph).max(MAX_BODY_SECTIONS),
  conclusion: z.string().max(MAX_SECTION_CHARS),
  /** The sources the paper cites; the server formats them again in the paper's style. */
  source_ids: z.array(SourceId).max(40),
  /** Mark the paper done (it is also done once exported). */
  done: z.boolean().optional(),
});
export type UpdatePaperRequest = z.infer<typeof UpdatePaperRequest>;

export const PaperParams = z.object({ project_id: z.string().min(1).max(64) });

export const CitationsRequest = z.object({
  topic: requiredText(
    MAX_PROMPT_CHARS,
    'Topic is required',
    `The topic must be at most ${MAX_PROMPT_CHARS} characters`,
  ),
  citation_style: CitationStyle.default('apa'),
  num_sources: z.number().int().min(1).max(MAX_CITATION_COUNT).default(DEFAULT_CITATION_COUNT),
});
export type CitationsRequest = z.infer<typeof CitationsRequest>;

export const CitationsResponse = z.object({ citations: z.array(Citation) });
export type CitationsResponse = z.infer<typeof CitationsResponse>;

export const REWRITE_TYPES = ['paraphrase', 'formal'] as const;
export const RewriteType = z.enum(REWRITE_TYPES);
export type RewriteType = z.infer<typeof RewriteType>;

export const RewriteRequest = z.object({
  text: requiredText(MAX_REWRITE_CHARS, 'Text is required'),
  type: RewriteType,
});
export type RewriteRequest = z.infer<typeof RewriteRequest>;

export const RewriteResponse = z.object({
  rewritten_text: z.string(),
  /** What changed, in words a student understands (e.g. `"don't" → "do not"`). */
  changes: z.array(z.string()),
});
export type RewriteResponse = z.infer<typeof RewriteResponse>;

export const EXPORT_FORMATS = ['docx', 'pdf'] as const;
export const ExportQuery = z.object({ format: z.enum(EXPORT_FORMATS) });
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const WritingUsage = z.object({
  current_usage: z.number().int(),
  /** -1 means unlimited. */
  monthly_limit: z.number().int(),
  /** Papers left this month including essay credits; -1 when unlimited. */
  remaining: z.number().int(),
  plan_tier: z.string(),
  /** Bought essay credits not yet spent (used once the month's papers are gone). */
  essay_credits: z.number().int(),
});
export type WritingUsage = z.infer<typeof WritingUsage>;

/** A citation problem in a paper's text: an in-text citation with no reference, or the reverse. */
export interface CitationIssue {
  kind: 'missing_reference' | 'never_cited';
  /** The in-text citation as written, or the reference's in-text form. */
  text: string;
}

/**
 * Lists in-text citations that match no reference and references never cited. A parenthetical
 * counts as a citation when it holds a capitalised name followed by a year, "n.d." or nothing
 * else (MLA's "(Darwin)"), the way all three styles write them.
 */
export function checkCitations(
  text: string,
  citations: readonly Pick<Citation, 'in_text'>[],
): CitationIssue[] {
  const known = new Set(citations.map((c) => c.in_text));
  const used = new Set<string>();
  const issues: CitationIssue[] = [];
  for (const match of text.matchAll(/\(([^()]{2,120})\)/g)) {
    const whole = match[0];
    if (known.has(whole)) {
      used.add(whole);
      continue;
    }
    if (looksLikeCitation(match[1] ?? '') && !issues.some((i) => i.text === whole))
      issues.push({ kind: 'missing_reference', text: whole });
  }
  for (const c of citations) if (!used.has(c.in_text)) issues.push({ kind: 'never_cited', text: c.in_text });
  return issues;
}

function looksLikeCitation(inner: string): boolean {
  return /^(?:[A-Z][\p{L}'’.-]+(?:,? (?:and|&|et al\.)?\s*[A-Z]?[\p{L}'’.-]*)*)(?:,? (?:\d{4}[a-z]?|n\.d\.))?(?:, (?:p|pp)\. [\d–-]+)?$/u.test(
    inner.trim(),
  );
}

// ---------------------------------------------------------------------------------------------
// The student's own sources

/** What kind of work a student's source is (CSL item types). */
export const OWN_SOURCE_TYPES = ['book', 'article-journal', 'chapter', 'webpage', 'report'] as const;
export const OWN_SOURCE_TYPE_LABELS: Record<(typeof OWN_SOURCE_TYPES)[number], string> = {
  book: 'Book',
  'article-journal': 'Journal article',
  chapter: 'Chapter in a book',
  webpage: 'Web page',
  report: 'Report',
};
export const MIN_SOURCE_TEXT_CHARS = 200;
export const MAX_SOURCE_TEXT_CHARS = 100_000;
export const MAX_OWN_SOURCES = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const AddSourceRequest = z.object({
  type: z.enum(OWN_SOURCE_TYPES).default('book'),
  title: z.string().trim().min(1, 'Title is required').max(300),
  /** People as "Family, Given"; an organisation as it is written (no comma). */
  authors: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  year: z.number().int().min(1).max(2100).optional(),
  /** The journal, the book a chapter is in, or the website. */
  container_title: optionalText(300),
  publisher: optionalText(200),
  url: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^https?:\/\/\S+$/.test(v),
      'The link must start with http:// or https://',
    ),
  /** The source's text (pasted, or read from an uploaded file): what papers may quote from it. */
  text: z
    .string()
    .max(MAX_SOURCE_TEXT_CHARS, `The text must be at most ${MAX_SOURCE_TEXT_CHARS} characters`)
    .refine(
      (t) => t.trim().length >= MIN_SOURCE_TEXT_CHARS,
      `Paste at least ${MIN_SOURCE_TEXT_CHARS} characters of the source's text`,
    ),
});
export type AddSourceRequest = z.infer<typeof AddSourceRequest>;

export const OwnSource = z.object({
  source_id: SourceId,
  project_id: z.string(),
  title: z.string(),
  /** The reference as APA formats it, to recognise the source in a list. */
  reference: z.string(),
  passages: z.number().int(),
  created_at: z.string(),
});
export type OwnSource = z.infer<typeof OwnSource>;

export const OwnSourcesResponse = z.object({ sources: z.array(OwnSource) });
export type OwnSourcesResponse = z.infer<typeof OwnSourcesResponse>;
