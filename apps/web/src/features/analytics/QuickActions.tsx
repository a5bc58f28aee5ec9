import { DRILL_SIZE } from '@studybot/contract';
import { Calculator, Dumbbell, Layers, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Shortcuts to practice; "Drill weakest topic" shows only when there is a topic to drill. */
export function QuickActions({ weakestDrill }: { weakestDrill: string | null }) {
  const actions: Array<{ to: string; label: string; hint: string; icon: ReactNode }> = [
    { to: '/review', label: 'Review due cards', hint: 'Spaced repetition, in order', icon: <Layers /> },
    ...(weakestDrill
      ? [
          {
            to: weakestDrill,
            label: 'Drill weakest topic',
            hint: `${DRILL_SIZE} quick questions`,
            icon: <Dumbbell />,
          },
        ]
      : []),
    { to: '/create?tab=quiz', label: 'Take a quiz', hint: 'On any topic', icon: <ListChecks /> },
    {
      to: '/math-tutor',
      label: 'Check math working',
      hint: 'Find the first wrong step',
      icon: <Calculator />,
    },
  ];
  return (
    <section aria-labelledby="quick-actions-heading" className="min-w-0">
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {actions.map((action) => (
          <li key={action.label}>
            <Link
              to={action.to}
              className="group flex h-full flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span
                aria-hidden="true"
                className="w-fit rounded-lg bg-indigo-50 p-2 text-indigo-600 group-hover:bg-indigo-100 [&>svg]:size-5"
              >
                {action.icon}
              </span>
              <span className="font-semibold text-slate-900">{action.label}</span>
              <span className="text-xs text-slate-600">{action.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
