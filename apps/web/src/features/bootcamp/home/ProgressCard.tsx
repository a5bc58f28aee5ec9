import type { BootcampProgress } from '@studybot/contract';
import { Card } from '../../../components/ui/Card';

interface ProgressCardProps {
  progress: BootcampProgress['progress'];
  currentWeek: number;
}

export function ProgressCard({ progress, currentWeek }: ProgressCardProps) {
  const percent = Math.min(100, Math.max(0, progress.progress_percentage));
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="bootcamp-progress-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="bootcamp-progress-heading" className="text-lg font-semibold text-slate-900">
            Your Progress
          </h2>
          <p className="text-2xl font-bold text-indigo-700 tabular-nums">{percent}% complete</p>
        </div>
        <div
          role="progressbar"
          aria-label="Bootcamp progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete`}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
          <Stat label="Current week" value={`Week ${currentWeek}`} />
          <Stat label="Completed" value={String(progress.completed_count)} />
          <Stat label="Total lessons" value={String(progress.total_lessons)} />
        </dl>
      </section>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-2 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
