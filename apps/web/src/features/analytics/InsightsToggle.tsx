import { useId } from 'react';

/** The Insights ON/OFF switch. Its name comes from the visible "AI Insights" label; ON/OFF is its state. */
export function InsightsToggle({
  enabled,
  busy,
  onChange,
}: {
  enabled: boolean | undefined;
  busy: boolean;
  onChange(enabled: boolean): void;
}) {
  const labelId = useId();
  const known = enabled !== undefined;
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        AI Insights
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={enabled ?? false}
        aria-labelledby={labelId}
        aria-busy={busy}
        // Kept focusable while saving (a disabled button would drop the keyboard focus).
        aria-disabled={busy || undefined}
        disabled={!known}
        onClick={() => {
          if (!busy) onChange(!enabled);
        }}
        className={`inline-flex h-8 w-[4.5rem] shrink-0 cursor-pointer items-center rounded-full p-1 text-xs font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 ${
          enabled ? 'bg-indigo-600 text-white' : 'bg-slate-300 text-slate-800'
        }`}
      >
        {enabled ? (
          <span aria-hidden="true" className="flex-1 text-center">
            ON
          </span>
        ) : null}
        <span aria-hidden="true" className="size-6 shrink-0 rounded-full bg-white shadow" />
        {enabled ? null : (
          <span aria-hidden="true" className="flex-1 text-center">
            OFF
          </span>
        )}
      </button>
    </div>
  );
}
