import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeFailure } from '../../lib/failure';
import { Card } from '../ui/Card';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';

/** Form on the left, result on the right; stacked on narrow screens. */
export function CreateLayout({ form, result }: { form: ReactNode; result: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="p-5 sm:p-6">{form}</Card>
      <section aria-label="Result" className="min-w-0">
        {result}
      </section>
    </div>
  );
}

/** The result panel before anything has been generated. */
export function ReadyPanel({ hint }: { hint: string }) {
  return (
    <div className="flex min-h-72 flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center">
      <div aria-hidden="true" className="mb-3 rounded-full bg-indigo-50 p-3 text-indigo-600">
        <Sparkles className="size-7" />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">Ready to Create!</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{hint}</p>
    </div>
  );
}

/**
 * The result panel after a generation failed: the server's reason (else `fallback`) and what to
 * do next, `fixInput` when what was typed was refused.
 */
export function FailedPanel({
  title,
  error,
  fallback,
  fixInput,
}: {
  title: string;
  error: unknown;
  fallback: string;
  fixInput: string;
}) {
  const { message, nextStep, upgradePlan } = describeFailure(error, fallback, fixInput);
  return <ErrorPanel title={title} message={message} nextStep={nextStep} upgradePlan={upgradePlan} />;
}

/** The result panel while the server works. */
export function GeneratingPanel({ label }: { label: string }) {
  return (
    <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <Spinner label={label} />
      <p aria-hidden="true" className="text-sm text-slate-600">
        {label}
      </p>
    </div>
  );
}

/** A form's heading and one-line description. */
export function FormHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}
