import { type DashboardStats, WEEK_MS } from '@studybot/contract';
import type { LibraryService } from '../library/service.ts';

export class DashboardService {
  constructor(private readonly projects: LibraryService) {}

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
