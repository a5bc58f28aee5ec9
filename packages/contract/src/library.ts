import { z } from 'zod';

/** What a delete answers, and what the library shows after one (spec part 1: 'deleted successfully'). */
export const PROJECT_DELETED = 'Item deleted successfully';

import { IsoDateTime, Pagination } from './common.ts';

export const PROJECT_TYPES = [
  'image',
  'video',
  'quiz',
  'flashcards',
  'study_plan',
  'plagiarism',
  'math_tutor',
  'writing_assistant',
  'voiceover',
  'other',
] as const;
export const ProjectType = z.enum(PROJECT_TYPES);
export type ProjectType = z.infer<typeof ProjectType>;

/**
 * 'in_progress' (beyond the spec's three; shown grey): a quiz not yet taken, a deck not yet
 * reviewed through once, a paper not yet exported or marked done.
 */
export const PROJECT_STATUSES = ['completed', 'processing', 'failed', 'in_progress'] as const;
export const ProjectStatus = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const ProjectMetadata = z
  .object({
    prompt: z.string().optional(),
    writing_type: z.string().optional(),
    citation_style: z.string().optional(),
    word_count: z.number().optional(),
    image_data: z.string().optional(),
  })
  .catchall(z.unknown());
export type ProjectMetadata = z.infer<typeof ProjectMetadata>;

export const Project = z.object({
  id: z.string(),
  type: ProjectType,
  title: z.string(),
  description: z.string().nullable(),
  status: ProjectStatus,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  output_data: z.unknown().nullable(),
  output_url: z.string().nullable(),
  metadata: ProjectMetadata,
});
export type Project = z.infer<typeof Project>;

export const ProjectListQuery = Pagination.extend({
  type: ProjectType.optional(),
  /** Words to find in the title or description, ignoring letter case. */
  q: z.string().trim().max(100).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export const ProjectIdParams = z.object({ id: z.string().min(1).max(64) });

export const DeleteResult = z.object({ message: z.string() });
export type DeleteResult = z.infer<typeof DeleteResult>;
