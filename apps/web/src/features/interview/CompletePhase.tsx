import type { InterviewFeatures, InterviewReport } from '@studybot/contract';
import { Download, RotateCcw, Trophy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DIMENSIONS, SCORE_LABELS } from './labels';
import { ScoreGauge } from './ScoreGauge';

/** Phase 4: the report of the whole interview. */
export function CompletePhase({
  report,
  features,
  downloading,
  onDownload,
  onRestart,
}: {
  report: InterviewReport;
  features: InterviewFeatures;
  downloading: boolean;
  onDownload(): void;
  onRestart(): void;
}) {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answered = report.total_questions;
  const canDownload = features.pdf_download && report.pdf_available;

  return (
    <Card className="mx-auto max-w-4xl space-y-8 p-5 sm:p-8">
      <div className="text-center">
        <div aria-hidden="true" className="mx-auto mb-3 w-fit rounded-full bg-indigo-50 p-4 text-indigo-600">
          <Trophy className="size-8" />
        </div>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Interview Complete
        </h2>
        <p className="mt-2 text-slate-700">
          You answered <span className="font-semibold text-slate-900">{answered}</span>{' '}
          {answered === 1 ? 'question' : 'questions'}.
        </p>
      </div>

      <section aria-labelledby={`${ids}-scores`}>
        <h3 id={`${ids}-scores`} className="text-center font-semibold text-slate-900">
          Average scores
        </h3>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {(['overall', ...DIMENSIONS] as const).map((key) => (
            <li key={key}>
              <ScoreGauge label={SCORE_LABELS[key]} score={report.scores[key]} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${ids}-summary`} className="rounded-xl bg-slate-50 p-5">
        <h3 id={`${ids}-summary`} className="font-semibold text-slate-900">
          Summary
        </h3>
        <p className="mt-2 text-slate-800">
          Overall grade:{' '}
          <span className="text-2xl font-bold text-indigo-700" data-testid="overall-grade">
            {report.report.overall_grade}
          </span>
        </p>
        {report.report.key_insights.length > 0 ? (
          <>
            <h4 className="mt-4 text-sm font-semibold text-slate-900">Key insights</h4>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {report.report.key_insights.map((insight) => (
                <li key={insight} className="break-words">
                  {insight}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {canDownload ? (
          <Button onClick={onDownload} busy={downloading}>
            <Download aria-hidden="true" className="size-4" />
            {downloading ? 'Downloading...' : 'Download PDF Report'}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start New Interview
        </Button>
      </div>
    </Card>
  );
}
