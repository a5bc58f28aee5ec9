import { ANALYTICS_MESSAGES } from '@studybot/contract';
import { Calculator, Code2, Layers, ListChecks, Sprout } from 'lucide-react';
import { type ActionTile, ActionTiles } from '../../components/ui/ActionTiles';
import { Card } from '../../components/ui/Card';

const STARTS: readonly ActionTile[] = [
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
        <ActionTiles
          actions={STARTS}
          className="mx-auto mt-6 max-w-2xl grid-cols-2 text-left sm:grid-cols-4"
        />
      </Card>
    </section>
  );
}
