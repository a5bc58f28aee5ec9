import { Loader2 } from 'lucide-react';

/** A loading indicator announced to screen readers by its label. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-2 text-slate-600 ${className ?? ''}`}>
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-indigo-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Fills the main area while a page or the signed-in user loads. */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh]" />;
}
