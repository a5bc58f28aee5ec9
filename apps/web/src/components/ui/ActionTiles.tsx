import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ActionTile {
  to: string;
  label: string;
  hint?: string;
  icon: ReactNode;
}

/** A grid of links, each an icon, a label and an optional hint (quick actions, places to start). */
export function ActionTiles({ actions, className }: { actions: readonly ActionTile[]; className: string }) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {actions.map((action) => (
        <li key={action.to}>
          <Link
            to={action.to}
            className="group flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <span
              aria-hidden="true"
              className="w-fit rounded-lg bg-indigo-50 p-2 text-indigo-600 group-hover:bg-indigo-100 [&>svg]:size-5"
            >
              {action.icon}
            </span>
            <span className="font-semibold text-slate-900">{action.label}</span>
            {action.hint ? <span className="text-xs text-slate-600">{action.hint}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
