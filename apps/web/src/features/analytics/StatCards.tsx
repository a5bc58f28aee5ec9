import { BookOpen, CalendarClock, Gauge, Trophy } from 'lucide-react';
import { StatCard } from '../../components/ui/StatCard';

export interface AnalyticsStats {
  totalTopics: number;
  averageMastery: number;
  dueToday: number | null;
  strongTopics: number;
}

/** Total Topics, Average Mastery, Due Today, Strong Topics. */
export function StatCards({ stats }: { stats: AnalyticsStats | null }) {
  return (
    <section aria-labelledby="analytics-stats-heading">
      <h2 id="analytics-stats-heading" className="sr-only">
        Your learning at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={stats === null}>
        <StatCard label="Total Topics" icon={<BookOpen />} value={stats?.totalTopics} />
        <StatCard
          label="Average Mastery"
          icon={<Gauge />}
          value={stats ? `${stats.averageMastery}%` : undefined}
        />
        <StatCard
          label="Due Today"
          icon={<CalendarClock />}
          value={stats ? (stats.dueToday ?? '–') : undefined}
        />
        <StatCard label="Strong Topics" icon={<Trophy />} value={stats?.strongTopics} />
      </ul>
    </section>
  );
}
