import { ANALYTICS_MESSAGES, type AnalyticsProgress } from '@studybot/contract';
import { Brain, Lightbulb, ThumbsUp, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useToast } from '../../components/ui/Toast';
import { useAnalyticsProgress } from './api/get-analytics-progress';

/** AI insights, loaded only when the student asks (not loaded → loading → loaded). */
export function AnalyticsPanel() {
  const { toast } = useToast();
  const progress = useAnalyticsProgress({
    onError: () => toast(ANALYTICS_MESSAGES.progressFailed, 'error'),
  });

  return (
    <section aria-labelledby="ai-analytics-heading">
      <Card className="bg-gradient-to-br from-indigo-50 to-violet-50 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="rounded-xl bg-white p-2.5 text-violet-600 shadow-sm">
              <Brain className="size-6" />
            </span>
            <div>
              <h2 id="ai-analytics-heading" className="text-lg font-semibold text-slate-900">
                AI Learning Analytics
              </h2>
              <p className="text-sm text-slate-600">Insights from your quizzes, papers and math practice.</p>
            </div>
          </div>
          <Button onClick={() => progress.mutate()} busy={progress.isPending}>
            {progress.isPending ? 'Analyzing...' : 'View Analytics'}
          </Button>
        </div>

        {progress.data ? <AnalyticsResult result={progress.data} /> : null}
      </Card>
    </section>
  );
}

function AnalyticsResult({ result }: { result: AnalyticsProgress }) {
  const insights = result.ai_insights;
  const data = result.analytics_data ?? {};
  const counts = [
    { label: 'Quizzes', value: data.quiz_performance?.total_quizzes ?? 0 },
    { label: 'Papers', value: data.writing_quality?.total_papers ?? 0 },
    { label: 'Math Problems', value: data.math_performance?.total_problems ?? 0 },
  ];

  return (
    <div className="mt-5 space-y-5">
      <dl className="grid grid-cols-3 gap-3">
        {counts.map((count) => (
          <div key={count.label} className="rounded-xl bg-white p-3 text-center shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{count.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{count.value}</dd>
          </div>
        ))}
      </dl>

      {insights?.overall_assessment ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Overall Assessment</h3>
          <p className="mt-1 text-sm text-slate-700">{insights.overall_assessment}</p>
        </div>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <InsightList title="Strengths" icon={<ThumbsUp />} items={insights?.strengths ?? []} />
        <InsightList
          title="Areas for Improvement"
          icon={<TrendingUp />}
          items={insights?.areas_for_improvement ?? []}
        />
      </div>

      {insights?.recommendations?.length ? (
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Lightbulb aria-hidden="true" className="size-4 text-amber-600" />
            Recommendations
          </h3>
          <ul className="mt-2 space-y-2">
            {insights.recommendations.map((rec) => (
              <li
                key={`${rec.category}:${rec.action}`}
                className="rounded-lg bg-white px-3 py-2 text-sm shadow-sm"
              >
                <span className="font-semibold text-indigo-800">{rec.category}</span>
                <span>: </span>
                <span className="text-slate-700">{rec.action}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function InsightList({ title, icon, items }: { title: string; icon: ReactNode; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span aria-hidden="true" className="text-indigo-600 [&>svg]:size-4">
          {icon}
        </span>
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
