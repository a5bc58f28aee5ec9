import { scoreBand } from '@studybot/contract';
import { BAND_CLASSES, formatScore } from './labels';

/** A score out of 10 in its colour band; the band's name is said too, so colour is not the only cue. */
export function ScoreChip({ score, size = 'sm' }: { score: number; size?: 'sm' | 'lg' }) {
  const band = scoreBand(score);
  const classes = BAND_CLASSES[band];
  return (
    <span
      data-band={band}
      className={`inline-flex shrink-0 items-baseline gap-1 rounded-full font-semibold ring-1 ring-inset tabular-nums ${classes.chip} ${size === 'lg' ? 'px-4 py-1.5 text-2xl' : 'px-2 py-0.5 text-xs'}`}
    >
      {formatScore(score)}
      <span className={size === 'lg' ? 'text-sm font-medium' : 'font-medium'}>/10</span>
      <span className="sr-only"> ({classes.name})</span>
    </span>
  );
}
