import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'red' | 'grey' | 'indigo';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
};

export function Badge({ tone = 'grey', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
