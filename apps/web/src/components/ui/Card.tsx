import type { HTMLAttributes } from 'react';

/** A white, rounded panel. Pass `as="section"`/`"article"` semantics through children instead of here. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className ?? 'p-5'}`}
      {...props}
    />
  );
}
