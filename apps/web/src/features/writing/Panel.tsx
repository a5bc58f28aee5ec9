import { type ReactNode, useId } from 'react';

/** A titled side panel of the paper view (notes, references, citation check). */
export function Panel({
  title,
  icon,
  aside,
  children,
}: {
  title: string;
  icon?: ReactNode;
  /** Shown beside the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {icon ? (
            <span aria-hidden="true" className="text-indigo-600">
              {icon}
            </span>
          ) : null}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
