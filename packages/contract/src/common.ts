import { z } from 'zod';
import { PLAN_TIERS } from './plans.ts';

/**
 * Every error the API returns has this shape (DESIGN.md §5). A plan gate (403) or a used-up quota
 * (429) also names the cheapest plan that lifts it, for the "see plans" link to /billing?plan=….
 */
export const ErrorBody = z.object({ detail: z.string(), upgrade_plan: z.enum(PLAN_TIERS).optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Timestamps travel as ISO 8601 strings in UTC, e.g. 2026-01-31T09:30:00.000Z. */
export const IsoDateTime = z.string();

/**
 * A whole number in a query string. Query values arrive as text, so this is the one place text
 * becomes a number, and only plain digits do: no '1e2', '0x10', '' or repeated parameters.
 */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * Text a student must write something in: at most `max` characters, and not only spaces (sent as
 * is: the server keeps the student's own spacing).
 */
export const requiredText = (
  max: number,
  required: string,
  tooLong = `Text must be at most ${max} characters`,
) =>
  z
    .string()
    .max(max, tooLong)
    .refine((text) => text.trim().length > 0, required);

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** The largest file any upload accepts (notes, photos of problems, documents). */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

export const Pagination = z.object({
  limit: queryInt(1, 100).default(20),
  offset: queryInt(0, 1_000_000).default(0),
});

/** A stored file's key in a path (`/api/files/{key}`, `/api/tts/audio/{key}`): a random id. */
export const FileKeyParams = z.object({ key: z.string().max(64) });
