import { ANALYTICS_MESSAGES } from '@studybot/contract';
import { RefreshCw, RotateCcw, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useToast } from '../../components/ui/Toast';
import { useAuth } from '../../lib/auth/AuthProvider';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAnalyticsHistory } from './api/get-analytics-history';
import { useDueFlashcards } from './api/get-due-flashcards';
import { useInsights } from './api/get-insights';
import { useMastery } from './api/get-mastery';
import { useUserProfile } from './api/get-user-profile';
import { useRecalculateMastery } from './api/recalculate-mastery';
import { useUpdateInsightsSettings } from './api/update-insights-settings';
import { DueTodayPanel } from './DueTodayPanel';
import { InsightsPanel, type InsightsState } from './InsightsPanel';
import { InsightsToggle } from './InsightsToggle';
import { MasteryOverview } from './MasteryOverview';
import { averageMastery, countByLevel, weakestDrillHref } from './mastery';
import { MASTERY_LOAD_FAILED, PRIVACY_NOTE, REFRESHED } from './messages';
import { NoActivity } from './NoActivity';
import { ProgressCharts } from './ProgressCharts';
import { QuickActions } from './QuickActions';
import { StatCards } from './StatCards';
import { StudyPlanPanel } from './StudyPlanPanel';

/** /analytics: mastery per learning objective, due cards and AI insights (spec part 2, "Learning analytics"). */
export function AnalyticsPage() {
  usePageTitle('Learning Analytics');
  const { user } = useAuth();
  // The route sits behind RequireAuth, so the user is known here.
  if (!user) return null;
  return <AnalyticsScreen userId={user.id} insightsEnabledAtSignIn={user.insights_enabled} />;
}

function AnalyticsScreen({
  userId,
  insightsEnabledAtSignIn,
}: {
  userId: string;
  insightsEnabledAtSignIn: boolean;
}) {
  const { toast } = useToast();
  const mastery = useMastery(userId);
  const due = useDueFlashcards(userId);
  const profile = useUserProfile(userId);
  const insightsEnabled = profile.data?.insights_enabled ?? insightsEnabledAtSignIn;
  const insights = useInsights(userId, insightsEnabled);
  const stats = mastery.data?.stats;
  const hasActivity = stats !== undefined && stats.length > 0;
  const history = useAnalyticsHistory(userId, hasActivity);

  const settings = useUpdateInsightsSettings(userId, {
    onError: () => toast(ANALYTICS_MESSAGES.insightsToggleFailed, 'error'),
  });
  const refresh = useRecalculateMastery(userId, {
    onSuccess: () => toast(REFRESHED, 'success'),
    onError: () => toast(ANALYTICS_MESSAGES.refreshFailed, 'error'),
  });

  const insightsState: InsightsState = !insightsEnabled
    ? { status: 'off' }
    : insights.data?.insights
      ? { status: 'ready', insights: insights.data.insights }
      : insights.isFetching || insights.isPending
        ? { status: 'loading' }
        : insights.isError
          ? { status: 'error', retry: () => void insights.refetch() }
          : { status: 'off' };
  const focus = insightsState.status === 'ready' ? insightsState.insights.focus : [];

  return (
    <div className="space-y-6 sm:space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Learning Analytics</h1>
          <p className="mt-1 text-slate-600">
            How well you know each topic, what is due, and what to practise next.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <InsightsToggle
            enabled={insightsEnabled}
            busy={settings.isPending}
            onChange={(enabled) => settings.mutate(enabled)}
          />
          <Button variant="secondary" onClick={() => refresh.mutate()} busy={refresh.isPending}>
            <RefreshCw aria-hidden="true" className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        </div>
      </header>

      {mastery.isPending ? (
        <LoadingView />
      ) : mastery.isError ? (
        <MasteryError onRetry={() => void mastery.refetch()} />
      ) : !hasActivity ? (
        <>
          <NoActivity />
          {due.data && due.data.total_due > 0 ? (
            <DueTodayPanel due={due.data} loading={false} onRetry={() => void due.refetch()} />
          ) : null}
          <StudyPlanPanel userId={userId} stats={[]} />
        </>
      ) : (
        <>
          <StatCards
            stats={{
              totalTopics: stats.length,
              averageMastery: averageMastery(stats),
              dueToday: due.data?.total_due ?? null,
              strongTopics: countByLevel(stats).strong,
            }}
          />
          <InsightsPanel state={insightsState} />
          <StudyPlanPanel userId={userId} stats={stats} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <MasteryOverview stats={stats} />
            </div>
            <div className="min-w-0 space-y-6">
              <DueTodayPanel due={due.data} loading={due.isPending} onRetry={() => void due.refetch()} />
              <QuickActions weakestDrill={weakestDrillHref(stats, focus)} />
            </div>
          </div>
          <ProgressCharts
            history={history.data}
            loading={history.isPending}
            onRetry={() => void history.refetch()}
          />
        </>
      )}

      <p className="flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        {PRIVACY_NOTE}
      </p>
    </div>
  );
}

function LoadingView() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span role="status" className="sr-only">
        Loading your analytics...
      </span>
      <StatCards stats={null} />
      <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="h-80 animate-pulse rounded-2xl bg-slate-100 lg:col-span-2" />
        <div className="h-80 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}

function MasteryError({ onRetry }: { onRetry(): void }) {
  return (
    <Card className="p-6 text-center">
      <p role="alert" className="font-medium text-red-900">
        {MASTERY_LOAD_FAILED}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Card>
  );
}
