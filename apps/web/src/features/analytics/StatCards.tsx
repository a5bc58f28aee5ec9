import { BookOpen, CalendarClock, Gauge, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';

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

function StatCard({
  label,
  icon,
  value,
}: {
  label: string;
  icon: ReactNode;
  value: number | string | undefined;
}) {
  return (
    <li className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span aria-hidden="true" className="text-indigo-500 [&>svg]:size-5">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
        {value === undefined ? (
          <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200" />
        ) : (
          value
        )}
      </p>
    </li>
  );
}
