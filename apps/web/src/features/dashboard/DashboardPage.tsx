import type { DashboardStats } from '@studybot/contract';
import {
  BarChart3,
  BookOpen,
  Calculator,
  CheckCircle2,
  FolderOpen,
  Layers,
  ListChecks,
  MessageSquare,
  Newspaper,
  PenLine,
  Target,
  TrendingUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate, formatPercent, humanize } from '../../lib/format';
import { useRecentProjects } from '../../lib/library/api/list-projects';
import { usePageTitle } from '../../lib/usePageTitle';
import { AnalyticsPanel } from './AnalyticsPanel';
import { useDashboardStats } from './api/get-dashboard-stats';

export const MAX_RECENT_PROJECTS = 6;
export const RECENT_FAILED = 'Recent projects could not be loaded.';

const QUICK_ACTIONS: ReadonlyArray<{ to: string; label: string; hint: string; icon: ReactNode }> = [
  { to: '/math-tutor', label: 'Math Tutor', hint: 'Step-by-step solutions', icon: <Calculator /> },
  {
    to: '/writing-assistant',
    label: 'Writing Assistant',
    hint: 'Essays, grammar, citations',
    icon: <PenLine />,
  },
  { to: '/blog', label: 'Blog', hint: 'Study tips and news', icon: <Newspaper /> },
  { to: '/create?tab=quiz', label: 'Create Quiz', hint: 'Test yourself on any topic', icon: <ListChecks /> },
  { to: '/chat', label: 'AI Chat', hint: 'Ask your study assistant', icon: <MessageSquare /> },
  { to: '/analytics', label: 'Analytics', hint: 'See your progress', icon: <BarChart3 /> },
];

const TODAYS_FOCUS = [
  'Review the flashcards you studied yesterday',
  'Take a short quiz on a topic you find hard',
  'Spend 20 focused minutes on your current assignment',
];

const EMPTY_STATS: DashboardStats = {
  total_projects: 0,
  recent_projects: 0,
  completion_rate: 0,
  project_types: {},
};

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const stats = useDashboardStats();
  const projects = useRecentProjects(MAX_RECENT_PROJECTS);
  // Failed stats show zeros; failed recent projects say so rather than claiming there are none.
  const values = stats.data ?? EMPTY_STATS;
  const recent = projects.data ?? [];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {user?.username}!</h1>
        <p className="mt-1 text-slate-600">Here is how your studies are going.</p>
      </div>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Your statistics
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={stats.isPending}>
          <StatCard
            label="Total Projects"
            value={values.total_projects}
            icon={<FolderOpen />}
            loading={stats.isPending}
          />
          <StatCard
            label="This Week"
            value={values.recent_projects}
            icon={<TrendingUp />}
            loading={stats.isPending}
          />
          <StatCard
            label="Completion Rate"
            value={formatPercent(values.completion_rate)}
            icon={<CheckCircle2 />}
            loading={stats.isPending}
          />
          <StatCard
            label="Content Types"
            value={Object.keys(values.project_types ?? {}).length}
            icon={<Layers />}
            loading={stats.isPending}
          />
        </ul>
      </section>

      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Quick Actions
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="group flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <span
                  aria-hidden="true"
                  className="w-fit rounded-lg bg-indigo-50 p-2 text-indigo-600 group-hover:bg-indigo-100 [&>svg]:size-5"
                >
                  {action.icon}
                </span>
                <span className="font-semibold text-slate-900">{action.label}</span>
                <span className="text-xs text-slate-600">{action.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-heading" className="min-w-0 lg:col-span-2">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
              Recent Projects
            </h2>
            <Link to="/library" className={buttonClasses('secondary', 'sm')}>
              View All
            </Link>
          </div>
          {projects.isPending ? (
            <Card>
              <Spinner label="Loading recent projects..." className="py-8" />
            </Card>
          ) : projects.isError ? (
            <Card>
              <p className="py-4 text-center text-sm text-slate-600">{RECENT_FAILED}</p>
            </Card>
          ) : recent.length === 0 ? (
            <EmptyState
              icon={<BookOpen className="size-6" />}
              title="No projects yet"
              description="Quizzes, flashcards, papers and images you create will appear here."
              action={
                <Link to="/create" className={buttonClasses('primary', 'md')}>
                  Create Your First Project
                </Link>
              }
            />
          ) : (
            <Card className="p-0">
              <ul className="divide-y divide-slate-100" aria-label="Recent projects">
                {recent.map((project) => (
                  <li key={project.id} className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">{project.title}</p>
                      <p className="text-sm text-slate-600">
                        {humanize(project.type)}
                        <span aria-hidden="true"> · </span>
                        <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
                      </p>
                    </div>
                    <StatusBadge status={project.status} />
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </section>

        <section aria-labelledby="focus-heading" className="min-w-0">
          <h2 id="focus-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Today&apos;s Focus
          </h2>
          <Card>
            <ol className="space-y-3">
              {TODAYS_FOCUS.map((item, index) => (
                <li key={item} className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-violet-100 text-xs font-semibold text-violet-800"
                  >
                    {index + 1}
                  </span>
                  <span className="text-sm text-slate-700">{item}</span>
                </li>
              ))}
            </ol>
            <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
              <Target aria-hidden="true" className="size-4" />
              Small steps every day add up.
            </p>
          </Card>
        </section>
      </div>

      <AnalyticsPanel />
    </div>
  );
}

function StatCard({
  label,
  value,
  icon,
  loading,
}: {
  label: string;
  value: number | string;
  icon: ReactNode;
  loading: boolean;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span aria-hidden="true" className="text-indigo-500 [&>svg]:size-5">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={`stat-${label}`}>
        {loading ? <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200" /> : value}
      </p>
    </li>
  );
}
