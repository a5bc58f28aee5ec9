import { z } from 'zod';

export const DashboardStats = z.object({
  total_projects: z.number().int(),
  /** Projects created in the last 7 days ("This Week"). */
  recent_projects: z.number().int(),
  /** Completed projects as a percent of all projects, 0–100, one decimal. */
  completion_rate: z.number(),
  project_types: z.record(z.string(), z.number().int()),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
