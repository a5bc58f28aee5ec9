import { scoreBand } from '@studybot/contract';
import { BAND_CLASSES, formatScore } from './labels';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A score out of 10 as a ring filled in proportion, coloured by its band. */
export function ScoreGauge({ label, score }: { label: string; score: number }) {
  const band = scoreBand(score);
  const filled = Math.min(1, Math.max(0, score / 10)) * CIRCUMFERENCE;
  return (
    <figure className="flex min-w-0 flex-col items-center gap-2" data-band={band}>
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-label={`${label}: ${formatScore(score)} out of 10 (${BAND_CLASSES[band].name})`}
        className="size-24 sm:size-28"
      >
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-100" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 50 50)"
          className={BAND_CLASSES[band].stroke}
        />
        <text
          x="50"
          y="50"
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-slate-900 text-[22px] font-bold"
        >
          {formatScore(score)}
        </text>
      </svg>
      <figcaption className="text-center text-sm font-medium break-words text-slate-700">{label}</figcaption>
    </figure>
  );
}
