import { type ReactNode, useId } from 'react';

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
