import { FOCUS_AREAS, type FocusArea, type Insights } from '@studybot/contract';
import { Brain, Flame, RotateCcw, Target } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { MasteryScore } from './MasteryScore';
import { focusDrillHref } from './mastery';
import { INSIGHTS_LOAD_FAILED, INSIGHTS_OFF } from './messages';

export type InsightsState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; insights: Insights };

/** The AI Insights panel: the streak nudge, then the Top 3 Focus Areas with what to do about each. */
export function InsightsPanel({ state }: { state: InsightsState }) {
  return (
    <section aria-labelledby="insights-heading">
      <Card className="bg-gradient-to-br from-indigo-50 to-violet-50 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="rounded-xl bg-white p-2.5 text-violet-600 shadow-sm">
            <Brain className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="insights-heading" className="text-lg font-semibold text-slate-900">
              AI Insights
            </h2>
            <p className="text-sm text-slate-600">
              Worked out from your answers, reviews and tests in StudyBot.
            </p>
          </div>
        </div>
        <div className="mt-4" aria-busy={state.status === 'loading'}>
          <InsightsBody state={state} />
        </div>
      </Card>
    </section>
  );
}

function InsightsBody({ state }: { state: InsightsState }) {
  switch (state.status) {
    case 'off':
      return <p className="rounded-lg bg-white/70 px-4 py-3 text-sm text-slate-700">{INSIGHTS_OFF}</p>;
    case 'loading':
      return (
        <div className="space-y-3">
          <span className="sr-only">Loading insights...</span>
          <div className="h-12 animate-pulse rounded-lg bg-white/80" />
          <div className="grid gap-3 md:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-40 animate-pulse rounded-xl bg-white/80" />
            ))}
          </div>
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
          {INSIGHTS_LOAD_FAILED}
          <Button variant="secondary" size="sm" onClick={state.retry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      );
    case 'ready':
      return <InsightsResult insights={state.insights} />;
  }
}

function InsightsResult({ insights }: { insights: Insights }) {
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-3 rounded-lg bg-white px-4 py-3 text-sm text-slate-800 shadow-sm">
        <Flame aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-500" />
        <span>{insights.streak_nudge}</span>
      </p>

      <div>
        <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Target aria-hidden="true" className="size-4 text-indigo-600" />
          Top {FOCUS_AREAS} Focus Areas
        </h3>
        {insights.focus.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            Answer a few more questions and the topics to work on next will show here.
          </p>
        ) : (
          <ol className="mt-3 grid gap-3 md:grid-cols-3">
            {insights.focus.map((focus, index) => (
              <FocusAreaCard key={focus.learning_objective_id} focus={focus} rank={index + 1} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function FocusAreaCard({ focus, rank }: { focus: FocusArea; rank: number }) {
  const navigate = useNavigate();
  const drill = focusDrillHref(focus);
  const others = focus.recommended_activities.filter((activity) => activity.kind !== 'drill');
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-violet-100 text-xs font-semibold text-violet-800"
        >
          {rank}
        </span>
        <h4 className="font-semibold break-words text-slate-900">{focus.title}</h4>
      </div>
      <MasteryScore score={focus.mastery_score} />
      <p className="text-sm text-slate-700">{focus.evidence}</p>
      <p className="text-xs text-slate-600">Confidence {focus.confidence}/5</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
        {drill ? (
          <Button size="sm" onClick={() => navigate(drill)} aria-label={`Start Drill: ${focus.title}`}>
            Start Drill
          </Button>
        ) : null}
        {others.map((activity) => (
          <Link
            key={activity.href}
            to={activity.href}
            className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            {activity.label}
          </Link>
        ))}
      </div>
    </li>
  );
}
