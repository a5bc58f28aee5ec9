import type { Drill } from '@studybot/contract';
import { Check, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { typesetScience } from '../../lib/typeset';
import { MasteryChange } from './MasteryChange';

/** The end of a drill: the score, where mastery stands now, each answer, and what next. */
export function DrillSummary({
  drill,
  masteryAtStart,
  masteryNow,
  onAgain,
}: {
  drill: Drill;
  masteryAtStart: number;
  masteryNow: number;
  onAgain(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const total = drill.questions.length;
  const correct = drill.questions.filter((question) => drill.results[question.id]?.correct).length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);

  useEffect(() => heading.current?.focus(), []);

  return (
    <Card className="p-5 sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Drill complete
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-indigo-50 p-4 text-center">
          <p className="text-sm font-medium text-slate-700">Score</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">
            {correct}/{total}
          </p>
          <p className="text-sm text-slate-600">{percent}% right</p>
        </div>
        <div className="rounded-xl bg-violet-50 p-4 text-center">
          <p className="text-sm font-medium text-slate-700">Mastery now</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{masteryNow}%</p>
          <p className="text-sm text-slate-600">
            <MasteryChange before={masteryAtStart} after={masteryNow} />
          </p>
        </div>
      </div>

      <ol className="mt-5 space-y-2" aria-label="Your answers">
        {drill.questions.map((question, index) => {
          const result = drill.results[question.id];
          return (
            <li
              key={question.id}
              className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2"
            >
              {result?.correct ? (
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              )}
              <div className="min-w-0 text-sm">
                <p className="break-words text-slate-900">
                  <span className="sr-only">{result?.correct ? 'Right: ' : 'Wrong: '}</span>
                  {index + 1}. {typesetScience(question.prompt)}
                </p>
                {result ? (
                  <p className="break-words text-slate-600">Answer: {typesetScience(result.expected)}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Drill again
        </Button>
        <Link to="/analytics" className={buttonClasses('secondary', 'md')}>
          Back to analytics
        </Link>
      </div>
    </Card>
  );
}
