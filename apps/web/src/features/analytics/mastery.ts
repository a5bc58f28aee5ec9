import {
  DEVELOPING_FROM,
  DRILL_SIZE,
  type FocusArea,
  type MasteryLevel,
  type MasteryStat,
  STRONG_FROM,
} from '@studybot/contract';
import type { BadgeTone } from '../../components/ui/Badge';

/** The three bands of the Mastery Overview, as the spec names them. */
export const BANDS: ReadonlyArray<{ level: MasteryLevel; label: string; range: string }> = [
  { level: 'weak', label: 'Weak', range: `0-${DEVELOPING_FROM - 1}%` },
  { level: 'developing', label: 'Developing', range: `${DEVELOPING_FROM}-${STRONG_FROM - 1}%` },
  { level: 'strong', label: 'Strong', range: `${STRONG_FROM}-100%` },
];

export const LEVEL_LABELS: Record<MasteryLevel, string> = {
  weak: 'Weak',
  developing: 'Developing',
  strong: 'Strong',
};

export const LEVEL_TONES: Record<MasteryLevel, BadgeTone> = {
  weak: 'red',
  developing: 'blue',
  strong: 'green',
};

/** Bar fill per level; the score is also written out, so colour is never the only cue. */
export const LEVEL_BARS: Record<MasteryLevel, string> = {
  weak: 'bg-red-500',
  developing: 'bg-amber-500',
  strong: 'bg-green-600',
};

export function averageMastery(stats: readonly MasteryStat[]): number {
  if (stats.length === 0) return 0;
  return Math.round(stats.reduce((sum, stat) => sum + stat.mastery_score, 0) / stats.length);
}

export function countByLevel(stats: readonly MasteryStat[]): Record<MasteryLevel, number> {
  const counts: Record<MasteryLevel, number> = { weak: 0, developing: 0, strong: 0 };
  for (const stat of stats) counts[stat.mastery_level] += 1;
  return counts;
}

export const drillHref = (objectiveId: string) =>
  `/practice?lo=${encodeURIComponent(objectiveId)}&n=${DRILL_SIZE}`;

/** The drill a focus area recommends, if its objective has material to drill. */
export function focusDrillHref(focus: FocusArea): string | null {
  return focus.recommended_activities.find((activity) => activity.kind === 'drill')?.href ?? null;
}

/**
 * Where "Drill weakest topic" goes: the first focus area with a drill, else the weakest objective
 * that can be drilled (writing skills are practised by writing, not drills).
 */
export function weakestDrillHref(stats: readonly MasteryStat[], focus: readonly FocusArea[]): string | null {
  for (const area of focus) {
    const href = focusDrillHref(area);
    if (href) return href;
  }
  const weakest = [...stats]
    .filter((stat) => stat.area !== 'writing')
    .sort((a, b) => a.mastery_score - b.mastery_score)[0];
  return weakest ? drillHref(weakest.learning_objective_id) : null;
}

/** "practised today", "last practised 1 day ago", "last practised 12 days ago". */
export function lastPractised(days: number): string {
  if (days <= 0) return 'practised today';
  return `last practised ${days} day${days === 1 ? '' : 's'} ago`;
}
