import { CalendarDays, Dumbbell, Layers, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { useStudyPlan } from '../../lib/analytics/api/get-study-plan';
import { formatUtcDay } from '../../lib/format';

/** The spec's static suggestions, shown whenever there is no study plan to take the day from. */
export const TODAYS_FOCUS = [
  'Review the flashcards you studied yesterday',
  'Take a short quiz on a topic you find hard',
  'Spend 20 focused minutes on your current assignment',
];

/** Today's items of the student's study plan, else the static three suggestions. */
export function TodaysFocus({ userId }: { userId: string | undefined }) {
  return (
    <section aria-labelledby="focus-heading" className="min-w-0">
      <h2 id="focus-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Today&apos;s Focus
      </h2>
      {userId ? <PlanFocus userId={userId} /> : <StaticFocus />}
    </section>
  );
}

function PlanFocus({ userId }: { userId: string }) {
  const query = useStudyPlan(userId);
  if (query.isPending) {
    return (
      <Card aria-busy="true">
        <span className="sr-only">Loading today&apos;s focus...</span>
        <div className="space-y-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-6 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      </Card>
    );
  }
  // A failed request, no plan, or a plan whose exam day has come all fall back to the suggestions.
  const plan = query.data?.plan;
  const today = plan?.days[0];
  if (!plan || !today) return <StaticFocus />;

  return (
    <Card>
      {today.items.length > 0 ? (
        <ol className="space-y-3">
          {today.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only items, and a day may list a drill twice
            <li key={index} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-violet-100 text-violet-800"
              >
                {item.kind === 'review' ? <Layers className="size-3.5" /> : <Dumbbell className="size-3.5" />}
              </span>
              <Link
                to={item.href}
                className="text-sm font-medium break-words text-indigo-700 underline hover:text-indigo-900"
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">Rest day: nothing planned for today.</p>
      )}
      <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        From your study plan for {formatExamDate(plan.exam_date)}
      </p>
      <Link
        to="/analytics"
        className="mt-2 inline-block text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        View your study plan
      </Link>
    </Card>
  );
}

function StaticFocus() {
  return (
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
  );
}

/** "Mar 16, 2026". */
const formatExamDate = (date: string) =>
  formatUtcDay(date, { month: 'short', day: 'numeric', year: 'numeric' });
