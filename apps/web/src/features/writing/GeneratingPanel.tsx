import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';

/** What the server does while a paper is written, told a step at a time. */
export const PROGRESS_STEPS = [
  'Finding sources on your topic...',
  'Reading the most relevant passages...',
  'Writing your sections...',
  'Formatting citations and references...',
] as const;
export const PROGRESS_STEP_MS = 2500;

/** The result area while a paper is written: a spinner and the current step. */
export function GeneratingPanel() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= PROGRESS_STEPS.length - 1) return;
    const timer = setTimeout(() => setStep((current) => current + 1), PROGRESS_STEP_MS);
    return () => clearTimeout(timer);
  }, [step]);

  return (
    <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <Spinner label="Generating your paper..." />
      <p className="font-medium text-slate-800">Generating your paper...</p>
      <p aria-live="polite" className="text-sm text-slate-600">
        {PROGRESS_STEPS[step]}
      </p>
      <ol aria-hidden="true" className="mt-1 flex gap-1.5">
        {PROGRESS_STEPS.map((label, index) => (
          <li
            key={label}
            className={`h-1.5 w-8 rounded-full ${index <= step ? 'bg-indigo-600' : 'bg-slate-200'}`}
          />
        ))}
      </ol>
    </div>
  );
}
