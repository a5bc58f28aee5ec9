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
  TrendingUp,
} from 'lucide-react';
import { Link } from 'react-router';
import { type ActionTile, ActionTiles } from '../../components/ui/ActionTiles';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { StatCard } from '../../components/ui/StatCard';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate, formatPercent, humanize } from '../../lib/format';
import { useRecentProjects } from '../../lib/library/api/list-projects';
import { usePageTitle } from '../../lib/usePageTitle';
import { AnalyticsPanel } from './AnalyticsPanel';
import { useDashboardStats } from './api/get-dashboard-stats';
import { TodaysFocus } from './TodaysFocus';

export const MAX_RECENT_PROJECTS = 6;
export const RECENT_FAILED = 'Recent projects could not be loaded.';

const QUICK_ACTIONS: readonly ActionTile[] = [
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
            value={stats.isPending ? undefined : values.total_projects}
            icon={<FolderOpen />}
          />
          <StatCard
            label="This Week"
            value={stats.isPending ? undefined : values.recent_projects}
            icon={<TrendingUp />}
          />
          <StatCard
            label="Completion Rate"
            value={stats.isPending ? undefined : formatPercent(values.completion_rate)}
            icon={<CheckCircle2 />}
          />
          <StatCard
            label="Content Types"
            value={stats.isPending ? undefined : Object.keys(values.project_types ?? {}).length}
            icon={<Layers />}
          />
        </ul>
      </section>

      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Quick Actions
        </h2>
        <ActionTiles actions={QUICK_ACTIONS} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6" />
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

        <TodaysFocus userId={user?.id} />
      </div>

      <AnalyticsPanel />
    </div>
  );
}
