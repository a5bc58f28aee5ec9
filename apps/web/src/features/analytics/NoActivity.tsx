import { ANALYTICS_MESSAGES } from '@studybot/contract';
import { Calculator, Code2, Layers, ListChecks, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';

const STARTS: ReadonlyArray<{ to: string; label: string; icon: ReactNode }> = [
  { to: '/create?tab=quiz', label: 'Take a quiz', icon: <ListChecks /> },
  { to: '/create?tab=flashcards', label: 'Make flashcards', icon: <Layers /> },
  { to: '/bootcamp', label: 'Run a lesson test', icon: <Code2 /> },
  { to: '/math-tutor', label: 'Check math working', icon: <Calculator /> },
];

/** A new student's analytics: what will appear here and where to start, instead of a wall of zeros. */
export function NoActivity() {
  return (
    <section aria-labelledby="no-activity-heading">
      <Card className="p-6 text-center sm:p-10">
        <div aria-hidden="true" className="mx-auto mb-3 w-fit rounded-full bg-indigo-50 p-3 text-indigo-600">
          <Sprout className="size-7" />
        </div>
        <h2 id="no-activity-heading" className="text-xl font-semibold text-slate-900">
          No activity yet
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-sm text-slate-700">{ANALYTICS_MESSAGES.notEnoughActivity}</p>
        <ul className="mx-auto mt-6 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
          {STARTS.map((start) => (
            <li key={start.to}>
              <Link
                to={start.to}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm font-semibold text-slate-900 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <span
                  aria-hidden="true"
                  className="rounded-lg bg-indigo-50 p-2 text-indigo-600 [&>svg]:size-5"
                >
                  {start.icon}
                </span>
                {start.label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
