import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '../ui/Badge';

/**
 * Whether the answer was confirmed independently (e.g. by substituting it back), with the notes.
 * A failed check is shown as loudly as a pass, never hidden.
 */
export function ValidationPanel({
  validation,
  headingLevel = 2,
}: {
  validation: { ok: boolean; notes: readonly string[] };
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { ok, notes } = validation;
  return (
    <section
      aria-label="Validation"
      data-result={ok ? 'pass' : 'fail'}
      className={`rounded-2xl border p-5 ${ok ? 'border-slate-200 bg-white' : 'border-2 border-red-300 bg-red-50'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-semibold text-slate-900">Validation</Heading>
        <Badge tone={ok ? 'green' : 'red'}>
          <span className="flex items-center gap-1">
            {ok ? (
              <CircleCheck aria-hidden="true" className="size-3.5" />
            ) : (
              <CircleX aria-hidden="true" className="size-3.5" />
            )}
            {ok ? 'Pass' : 'Fail'}
          </span>
        </Badge>
      </div>
      {ok ? null : (
        <p className="mt-2 text-sm font-medium text-red-800">
          The answer could not be confirmed. Check it yourself before you rely on it.
        </p>
      )}
      {notes.length > 0 ? (
        <ul aria-label="Validation notes" className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only notes that may repeat
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
