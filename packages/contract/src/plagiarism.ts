import { z } from 'zod';

export const MIN_PLAGIARISM_CHARS = 30;
export const MAX_PLAGIARISM_CHARS = 60_000;
export const PLAGIARISM_TOO_SHORT = `Text must be at least ${MIN_PLAGIARISM_CHARS} characters to check`;

/** Score colours (spec part 1 §9): under 15 green, under 30 yellow, else red. */
export function similarityBand(score: number): 'low' | 'medium' | 'high' {
  if (score < 15) return 'low';
  if (score < 30) return 'medium';
  return 'high';
}

export const PlagiarismRequest = z.object({
  text: z.string().max(MAX_PLAGIARISM_CHARS, `Text must be at most ${MAX_PLAGIARISM_CHARS} characters`),
  title: z.string().trim().max(200, 'Title must be at most 200 characters').optional(),
});
export type PlagiarismRequest = z.input<typeof PlagiarismRequest>;

/**
 * One stretch of the submitted text that matches a source. Offsets index the submitted text
 * after trimming (the server checks `text.trim()`), which is what output_data.text holds.
 */
export const MatchedPassage = z.object({
  start: z.number().int(),
  end: z.number().int(),
  /** The submitted words (text.slice(start, end)). */
  text: z.string(),
  /**
   * The matching words of a reference source, shown beside the submitted words. Null for another
   * student's document: its text never leaves the server, so a copier cannot read it back.
   */
  source_text: z.string().nullable(),
  words: z.number().int(),
});
export type MatchedPassage = z.infer<typeof MatchedPassage>;

export const SOURCE_KINDS = ['reference', 'submission', 'paper', 'library'] as const;

/** What a match with another student's text is called: never who wrote it nor what they titled it. */
export const OTHER_STUDENT_SOURCE = 'Another student’s submission';

export const PlagiarismMatch = z.object({
  /** Source title; another student's document is only ever OTHER_STUDENT_SOURCE. */
  title: z.string(),
  url: z.string().nullable(),
  kind: z.enum(SOURCE_KINDS),
  /** Percent of the submitted words this source covers. */
  similarity: z.number(),
  matched_words: z.number().int(),
  passages: z.array(MatchedPassage),
});
export type PlagiarismMatch = z.infer<typeof PlagiarismMatch>;

export const PlagiarismResults = z.object({
  /** Percent of the submitted words covered by unquoted matches, 0–100, one decimal. */
  similarity_score: z.number(),
  total_words: z.number().int(),
  sources_found: z.number().int(),
  is_mock: z.literal(false),
  matches: z.array(PlagiarismMatch),
  /** Passages in quotation marks followed by a citation: reported, not counted. */
  quoted_matches: z.array(PlagiarismMatch),
  /** How many documents the text was compared against. */
  documents_checked: z.number().int(),
  /** True when the comparison hit its work limit (very repetitive text): matches may be missing. */
  truncated: z.boolean(),
});
export type PlagiarismResults = z.infer<typeof PlagiarismResults>;

export const PlagiarismResponse = z.object({
  project_id: z.string(),
  title: z.string(),
  results: PlagiarismResults,
});
export type PlagiarismResponse = z.infer<typeof PlagiarismResponse>;
