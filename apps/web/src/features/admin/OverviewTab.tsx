import type { AdminStats } from '@studybot/contract';
import { Activity, FolderOpen, MessageSquare, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { humanize } from '../../lib/format';
import { AdminStatCard } from './AdminStatCard';
import { useAdminStats } from './api/get-admin-stats';
import {
  contentSeries,
  contentSummary,
  countOf,
  formatCount,
  growthSeries,
  growthSummary,
  trendDirection,
  weekCaption,
  yesterdayCaption,
} from './figures';
import { LoadFailed } from './LoadFailed';
import { SystemChecks } from './SystemChecks';

const UserGrowthChart = lazy(async () => ({ default: (await import('./AdminCharts')).UserGrowthChart }));
const ContentChart = lazy(async () => ({ default: (await import('./AdminCharts')).ContentChart }));

/** Totals with their trends, the last 30 days in charts, projects by type and the system's status. */
export function OverviewTab() {
  const stats = useAdminStats();
  const growth = stats.data ? growthSummary(stats.data.daily, stats.data.total_users) : '';
  const content = stats.data ? contentSummary(stats.data.daily) : '';
  return (
    <div className="space-y-6">
      {stats.isPending ? (
        <Spinner label="Loading admin data..." className="min-h-64" />
      ) : stats.isError ? (
        <LoadFailed error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <StatCards stats={stats.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard title="User Growth" summary={growth}>
              <UserGrowthChart points={growthSeries(stats.data.daily, stats.data.total_users)} />
            </ChartCard>
            <ChartCard title="Content Generation" summary={content}>
              <ContentChart points={contentSeries(stats.data.daily)} />
            </ChartCard>
          </div>
          <ProjectsByType items={stats.data.projects_by_type} />
        </>
      )}
      <SystemStatusCard />
    </div>
  );
}

function StatCards({ stats }: { stats: AdminStats }) {
  const { users, projects, chat_messages, active_users } = stats.trends;
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        Platform totals
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <AdminStatCard
          label="Total Users"
          icon={<Users />}
          value={formatCount(stats.total_users)}
          caption={weekCaption(users)}
          direction={trendDirection(users.this_week, users.last_week)}
        />
        <AdminStatCard
          label="Total Projects"
          icon={<FolderOpen />}
          value={formatCount(stats.total_projects)}
          caption={weekCaption(projects)}
          direction={trendDirection(projects.this_week, projects.last_week)}
        />
        <AdminStatCard
          label="Chat Messages"
          icon={<MessageSquare />}
          value={formatCount(stats.total_chat_messages)}
          caption={weekCaption(chat_messages)}
          direction={trendDirection(chat_messages.this_week, chat_messages.last_week)}
        />
        <AdminStatCard
          label="Active Today"
          icon={<Activity />}
          value={formatCount(stats.active_users_today)}
          caption={yesterdayCaption(active_users)}
          direction={trendDirection(active_users.today, active_users.yesterday)}
        />
      </ul>
    </section>
  );
}

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="h-full p-4 sm:p-5">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">{summary}</p>
        <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>
      </Card>
    </section>
  );
}

function ChartSkeleton() {
  return (
    <div aria-busy="true" className="h-60 animate-pulse rounded-xl bg-slate-100">
      <span className="sr-only">Loading chart...</span>
    </div>
  );
}

/** Every project type with its count, largest first, as labelled bars. */
function ProjectsByType({ items }: { items: AdminStats['projects_by_type'] }) {
  const sorted = [...items].filter((item) => item.count > 0).sort((a, b) => b.count - a.count);
  const largest = sorted[0]?.count ?? 0;
  return (
    <section aria-labelledby="admin-by-type-heading">
      <Card className="p-4 sm:p-5">
        <h2 id="admin-by-type-heading" className="text-base font-semibold text-slate-900">
          Projects by Type
        </h2>
        {sorted.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No projects yet.</p>
        ) : (
          <ul aria-label="Projects by type" className="mt-3 grid gap-x-8 gap-y-2.5 md:grid-cols-2">
            {sorted.map((item) => (
              <li key={item.type} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="text-slate-800">{humanize(item.type)}</span>
                  <span className="font-medium text-slate-900 tabular-nums">
                    {countOf(item.count, 'project')}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className="h-full rounded-full bg-violet-500"
                    style={{ width: `${Math.max(2, (item.count / largest) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function SystemStatusCard() {
  return (
    <section aria-labelledby="admin-status-heading">
      <Card className="p-4 sm:p-5">
        <h2 id="admin-status-heading" className="mb-2 text-base font-semibold text-slate-900">
          System Status
        </h2>
        <SystemChecks label="System checks" />
      </Card>
    </section>
  );
}
