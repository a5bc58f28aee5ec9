import { z } from 'zod';

/** Every error the API returns has this shape (DESIGN.md §5). */
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Timestamps travel as ISO 8601 strings in UTC, e.g. 2026-01-31T09:30:00.000Z. */
export const IsoDateTime = z.string();

export const Pagination = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
