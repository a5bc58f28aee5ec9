import { type MasteryStat, SHOWN_OBJECTIVES } from '@studybot/contract';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { MasteryScore } from './MasteryScore';
import { BANDS, countByLevel, LEVEL_BARS, lastPractised } from './mastery';

/** The three bands with their counts, then the objectives (first 5, or all on request). */
export function MasteryOverview({ stats }: { stats: readonly MasteryStat[] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const counts = countByLevel(stats);
  const shown = showAll ? stats : stats.slice(0, SHOWN_OBJECTIVES);

  return (
    <section aria-labelledby="mastery-overview-heading" className="min-w-0">
      <Card className="p-5 sm:p-6">
        <h2 id="mastery-overview-heading" className="text-lg font-semibold text-slate-900">
          Mastery Overview
        </h2>
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:gap-3" aria-label="Mastery bands">
          {BANDS.map((band) => (
            <li
              key={band.level}
              className="min-w-0 rounded-xl border border-slate-200 px-2 py-3 text-center sm:px-3"
            >
              <span className="flex items-center justify-center gap-1.5 text-sm font-semibold text-slate-900">
                <span
                  aria-hidden="true"
                  className={`size-2.5 shrink-0 rounded-full ${LEVEL_BARS[band.level]}`}
                />
                {band.label}
              </span>
              <span className="block text-xs text-slate-600">{band.range}</span>
              <span className="mt-1 block text-2xl font-bold text-slate-900 tabular-nums">
                {counts[band.level]}
                <span className="sr-only"> {counts[band.level] === 1 ? 'topic' : 'topics'}</span>
              </span>
            </li>
          ))}
        </ul>

        <ul id={listId} className="mt-5 divide-y divide-slate-100" aria-label="Topics by mastery">
          {shown.map((stat) => (
            <li key={stat.learning_objective_id} className="py-3 first:pt-0 last:pb-0">
              <p className="font-medium break-words text-slate-900">{stat.title}</p>
              <p className="mb-1.5 text-xs text-slate-600">
                {stat.correct_responses} of {stat.total_responses} right ·{' '}
                {lastPractised(stat.days_since_activity)}
              </p>
              <MasteryScore score={stat.mastery_score} level={stat.mastery_level} />
            </li>
          ))}
        </ul>

        {stats.length > SHOWN_OBJECTIVES ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((current) => !current)}
          >
            {showAll ? (
              <>
                <ChevronUp aria-hidden="true" className="size-4" />
                Show fewer
              </>
            ) : (
              <>
                <ChevronDown aria-hidden="true" className="size-4" />
                Show all {stats.length}
              </>
            )}
          </Button>
        ) : null}
      </Card>
    </section>
  );
}
