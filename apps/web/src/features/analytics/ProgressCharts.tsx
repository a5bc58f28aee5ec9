import type { AnalyticsHistory } from '@studybot/contract';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { HISTORY_DAYS } from './api/get-analytics-history';
import { HISTORY_LOAD_FAILED } from './messages';

const HistoryCharts = lazy(async () => ({ default: (await import('./HistoryCharts')).HistoryCharts }));

type Day = AnalyticsHistory['days'][number];

/** What the charts show, in words: for screen readers, and a summary for everyone. */
export function historySummary(days: readonly Day[]): string {
  const answers = days.reduce((sum, day) => sum + day.activity, 0);
  const activeDays = days.filter((day) => day.activity > 0).length;
  const mastery = days.map((day) => day.average_mastery).filter((value): value is number => value !== null);
  const parts = [
    `${answers} ${answers === 1 ? 'answer' : 'answers'} on ${activeDays} ${activeDays === 1 ? 'day' : 'days'}`,
  ];
  const first = mastery[0];
  const last = mastery.at(-1);
  if (first !== undefined && last !== undefined) {
    parts.push(first === last ? `average mastery ${last}%` : `average mastery from ${first}% to ${last}%`);
  }
  return `Last ${days.length} days: ${parts.join('; ')}.`;
}

export function ProgressCharts({
  history,
  loading,
  onRetry,
}: {
  history: AnalyticsHistory | undefined;
  loading: boolean;
  onRetry(): void;
}) {
  return (
    <section aria-labelledby="progress-heading">
      <Card className="p-5 sm:p-6">
        <h2 id="progress-heading" className="text-lg font-semibold text-slate-900">
          Progress over time
        </h2>
        {loading ? (
          <ChartsSkeleton />
        ) : !history ? (
          <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-900">
            {HISTORY_LOAD_FAILED}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : history.days.every((day) => day.activity === 0) ? (
          <p className="mt-2 text-sm text-slate-700">
            No activity in the last {HISTORY_DAYS} days. Your charts fill in as you practise.
          </p>
        ) : (
          <>
            <p className="mt-1 mb-4 text-sm text-slate-600">{historySummary(history.days)}</p>
            <Suspense fallback={<ChartsSkeleton />}>
              <HistoryCharts days={history.days} />
            </Suspense>
          </>
        )}
      </Card>
    </section>
  );
}

function ChartsSkeleton() {
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2" aria-busy="true">
      <span className="sr-only">Loading charts...</span>
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
