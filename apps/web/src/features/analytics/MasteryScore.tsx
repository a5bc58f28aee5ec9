import { type MasteryLevel, masteryLevel } from '@studybot/contract';
import { Badge } from '../../components/ui/Badge';
import { LEVEL_BARS, LEVEL_LABELS, LEVEL_TONES } from './mastery';

export function LevelBadge({ level }: { level: MasteryLevel }) {
  return <Badge tone={LEVEL_TONES[level]}>{LEVEL_LABELS[level]}</Badge>;
}

/** A mastery score as a bar with its percentage and level; the bar itself is decoration. */
export function MasteryScore({
  score,
  level = masteryLevel(score),
}: {
  score: number;
  level?: MasteryLevel;
}) {
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-100">
        <div className={`h-full rounded-full ${LEVEL_BARS[level]}`} style={{ width: `${score}%` }} />
      </div>
      <span className="w-10 text-right text-sm font-semibold text-slate-900 tabular-nums">{score}%</span>
      {/* A fixed slot, so the bars of a list line up whatever the level's name. */}
      <span className="flex w-24 shrink-0 justify-end">
        <LevelBadge level={level} />
      </span>
    </div>
  );
}
