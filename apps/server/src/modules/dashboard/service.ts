import type { DashboardStats } from '@studybot/contract';
import type { ProjectService } from '../projects/service.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export class DashboardService {
  constructor(private readonly projects: ProjectService) {}

  async stats(userId: string, now = new Date()): Promise<DashboardStats> {
    const counts = await this.projects.counts(userId, new Date(now.getTime() - WEEK_MS));
    return {
      total_projects: counts.total,
      recent_projects: counts.since,
      completion_rate: counts.total === 0 ? 0 : Math.round((counts.completed / counts.total) * 1000) / 10,
      project_types: counts.byType,
    };
  }
}
