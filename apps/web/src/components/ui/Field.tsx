import { type ReactNode, useId } from 'react';

/** The text box look every form shares; add a height or padding where it is used. */
export const INPUT_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm';

/** A labelled form control: `children` gets the id the label points at; `hint` goes under it. */
export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children(id: string): ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
      {hint ? <div className="text-xs text-slate-600">{hint}</div> : null}
    </div>
  );
}
