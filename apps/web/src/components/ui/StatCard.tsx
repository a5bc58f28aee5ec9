import type { ReactNode } from 'react';

/**
 * One figure in a row of stat cards (a `<li>`); `value` undefined shows a loading placeholder.
 * `caption` is a line under the figure (e.g. its trend in words).
 */
export function StatCard({
  label,
  icon,
  value,
  caption,
}: {
  label: string;
  icon: ReactNode;
  value: number | string | undefined;
  caption?: ReactNode;
}) {
  return (
    <li className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span aria-hidden="true" className="text-indigo-500 [&>svg]:size-5">
          {icon}
        </span>
      </div>
      <p
        className="mt-2 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
        data-testid={`stat-${label}`}
      >
        {value === undefined ? (
          <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200" />
        ) : (
          value
        )}
      </p>
      {caption ? (
        <p className="mt-1 flex items-start gap-1 text-xs text-slate-600" data-testid={`caption-${label}`}>
          {caption}
        </p>
      ) : null}
    </li>
  );
}
