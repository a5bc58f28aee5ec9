import { z } from 'zod';

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
  text: z
    .string()
    .max(MAX_IMPROVE_CHARS, `Text must be at most ${MAX_IMPROVE_CHARS} characters`)
    .refine((text) => text.trim().length > 0, 'Text is required'),
});
export type ImproveWritingRequest = z.infer<typeof ImproveWritingRequest>;

export const ImproveWritingResponse = z.object({
  /** The text with only the safe fixes applied (unambiguous spelling and grammar corrections). */
  improved_text: z.string(),
  suggestions: z.array(WritingSuggestion),
});
export type ImproveWritingResponse = z.infer<typeof ImproveWritingResponse>;
