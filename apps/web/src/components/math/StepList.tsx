import type { MathStep } from '@studybot/contract';
import { Tex } from './Tex';

/** Numbered solution steps: the hint as the step's title, its explanation, and its formula. */
export function StepList({ steps }: { steps: readonly MathStep[] }) {
  if (steps.length === 0) {
    return <p className="text-sm text-slate-600">The answer needed no working steps.</p>;
  }
  return (
    <ol aria-label="Solution steps" className="space-y-3">
      {steps.map((step, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are read-only and their hints repeat
          key={index}
          className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
        >
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.hint}
            </p>
            {step.explanation ? (
              <p className="mt-1 text-sm break-words text-slate-700">{step.explanation}</p>
            ) : null}
            {step.latex?.trim() ? <Tex latex={step.latex} block className="mt-2 text-slate-900" /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The answer, set apart from the steps. */
export function FinalAnswer({ answer }: { answer: { text: string; latex: string } }) {
  return (
    <section
      aria-label="Final answer"
      className="mt-4 rounded-xl border-2 border-indigo-300 bg-indigo-50 p-4"
    >
      <p aria-hidden="true" className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">
        Final answer
      </p>
      {answer.latex.trim() ? (
        <Tex latex={answer.latex} block className="mt-1 text-lg text-slate-900" />
      ) : (
        <p className="mt-1 text-lg font-semibold text-slate-900">{answer.text}</p>
      )}
    </section>
  );
}
