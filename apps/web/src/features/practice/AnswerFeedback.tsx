import type { DrillAnswerResult, DrillQuestion } from '@studybot/contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { typesetScience } from '../../lib/typeset';
import { MasteryChange } from './MasteryChange';

/** Right or wrong, the expected answer, why, and how mastery moved. */
export function AnswerFeedback({
  question,
  result,
  given,
  masteryBefore,
}: {
  question: DrillQuestion;
  result: DrillAnswerResult;
  /** What the student answered, when this page saw it (not after a reload). */
  given: number | string | undefined;
  masteryBefore: number;
}) {
  // A chosen option is study material (typeset); a typed answer is shown as the student wrote it.
  const givenText = typeof given === 'number' ? typesetScience(question.options?.[given] ?? '') : given;
  return (
    <div
      className={`rounded-xl border px-4 py-3 ${
        result.correct ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'
      }`}
    >
      <p
        className={`flex items-center gap-2 font-semibold ${result.correct ? 'text-green-900' : 'text-red-900'}`}
      >
        {result.correct ? (
          <CheckCircle2 aria-hidden="true" className="size-5" />
        ) : (
          <XCircle aria-hidden="true" className="size-5" />
        )}
        {result.correct ? 'Correct!' : 'Not quite.'}
      </p>
      {!result.correct && givenText ? (
        <p className="mt-1 text-sm break-words text-slate-800">
          You answered: <span className="font-medium">{givenText}</span>
        </p>
      ) : null}
      <p className="mt-1 text-sm break-words text-slate-800">
        Answer: <strong className="font-semibold">{typesetScience(result.expected)}</strong>
      </p>
      {result.explanation ? (
        <p className="mt-2 text-sm break-words text-slate-700">{typesetScience(result.explanation)}</p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        Mastery: <MasteryChange before={masteryBefore} after={result.mastery_score} />
      </p>
    </div>
  );
}
