import { scoreBand } from '@studybot/contract';
import { ScoreRing } from '../../components/ui/ScoreRing';
import { BAND_CLASSES, formatScore } from './labels';

/** A score out of 10 as a ring filled in proportion, coloured by its band. */
export function ScoreGauge({ label, score }: { label: string; score: number }) {
  const band = scoreBand(score);
  return (
    <figure className="flex min-w-0 flex-col items-center gap-2" data-band={band}>
      <ScoreRing
        fraction={score / 10}
        strokeClass={BAND_CLASSES[band].stroke}
        label={`${label}: ${formatScore(score)} out of 10 (${BAND_CLASSES[band].name})`}
        className="size-24 sm:size-28"
      >
        <text
          x="50"
          y="50"
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-slate-900 text-[22px] font-bold"
        >
          {formatScore(score)}
        </text>
      </ScoreRing>
      <figcaption className="text-center text-sm font-medium break-words text-slate-700">{label}</figcaption>
    </figure>
  );
}
