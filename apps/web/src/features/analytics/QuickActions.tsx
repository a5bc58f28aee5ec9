import { DRILL_SIZE } from '@studybot/contract';
import { Calculator, Dumbbell, Layers, ListChecks } from 'lucide-react';
import { type ActionTile, ActionTiles } from '../../components/ui/ActionTiles';

/** Shortcuts to practice; "Drill weakest topic" shows only when there is a topic to drill. */
export function QuickActions({ weakestDrill }: { weakestDrill: string | null }) {
  const actions: ActionTile[] = [
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
      <ActionTiles actions={actions} className="grid-cols-2" />
    </section>
  );
}
