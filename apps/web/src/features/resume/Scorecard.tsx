import type { ResumeScorecard } from '@studybot/contract';
import { ScoreRing } from '../../components/ui/ScoreRing';
import { BAND_CLASSES, clampScore, DIMENSIONS, SCORE_LABELS, scoreBand } from './labels';

/** The overall score as a ring, then clarity, ATS optimization and impact as bars, each out of 100. */
export function Scorecard({ scorecard }: { scorecard: ResumeScorecard }) {
  return (
    <div className="grid min-w-0 items-center gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
      <OverallGauge score={scorecard.overall} />
      <ul className="min-w-0 space-y-4" aria-label="Scores by area">
        {DIMENSIONS.map((dimension) => (
          <ScoreBar key={dimension} label={SCORE_LABELS[dimension]} score={scorecard[dimension]} />
        ))}
      </ul>
    </div>
  );
}

function OverallGauge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <figure className="flex flex-col items-center gap-1" data-band={band} data-testid="score-overall">
      <ScoreRing
        fraction={clampScore(score) / 100}
        strokeClass={BAND_CLASSES[band].stroke}
        label={`Overall: ${score} out of 100 (${BAND_CLASSES[band].name})`}
        className="size-32 sm:size-36"
      >
        <text
          x="50"
          y="47"
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-slate-900 text-[26px] font-bold"
        >
          {score}
        </text>
        <text
          x="50"
          y="68"
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-slate-500 text-[10px]"
        >
          / 100
        </text>
      </ScoreRing>
      <figcaption className="text-center">
        <span className="block text-sm font-semibold text-slate-900">Overall</span>
        <span
          className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${BAND_CLASSES[band].chip}`}
        >
          {BAND_CLASSES[band].name}
        </span>
      </figcaption>
    </figure>
  );
}

function ScoreBar({ label, score }: { label: string; score: number }) {
  const band = scoreBand(score);
  return (
    <li className="min-w-0" data-band={band} data-testid={`score-${label}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="shrink-0 tabular-nums text-slate-700">
          <span className="font-semibold text-slate-900">{score}</span>/100
          <span className="ml-2 text-xs text-slate-600">{BAND_CLASSES[band].name}</span>
        </span>
      </div>
      <MeterBar percent={score} barClass={BAND_CLASSES[band].bar} />
    </li>
  );
}

/** A horizontal bar filled to `percent` (0–100), for scores and the job match rate. */
export function MeterBar({ percent, barClass }: { percent: number; barClass: string }) {
  return (
    <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
      <div className={`h-full rounded-full ${barClass}`} style={{ width: `${clampScore(percent)}%` }} />
    </div>
  );
}
