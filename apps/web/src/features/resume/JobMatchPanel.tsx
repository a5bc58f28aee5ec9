import type { ResumeJobMatch } from '@studybot/contract';
import { CheckCircle2, CircleX } from 'lucide-react';
import { BAND_CLASSES, scoreBand } from './labels';
import { MeterBar } from './Scorecard';

/** How the resume meets the job description: match rate, title, skills found and missing. */
export function JobMatchPanel({ match }: { match: ResumeJobMatch }) {
  const band = scoreBand(match.match_rate);
  return (
    <div className="space-y-5 text-sm">
      <div data-band={band}>
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-medium text-slate-800">Match rate</span>
          <span className="tabular-nums">
            <span className="text-lg font-bold text-slate-900">{match.match_rate}%</span>
            <span className="ml-2 text-xs text-slate-600">{BAND_CLASSES[band].name}</span>
          </span>
        </div>
        <MeterBar percent={match.match_rate} barClass={BAND_CLASSES[band].bar} />
      </div>

      <p className="flex items-start gap-2 text-slate-800">
        {match.title_match ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
        ) : (
          <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        )}
        <span className="min-w-0 break-words">
          {match.job_title
            ? match.title_match
              ? `Your resume names the job title “${match.job_title}”.`
              : `Your resume does not name the job title “${match.job_title}”.`
            : match.title_match
              ? 'Your resume names the job title.'
              : 'No job title was found in the job description.'}
        </span>
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <SkillList
          title="Matched skills"
          empty="None of the job's skills were found yet."
          skills={match.matched_skills.map((skill) => ({ skill, note: null }))}
          tone="green"
        />
        <SkillList
          title="Missing skills"
          empty="Every skill the job asks for is on your resume."
          skills={match.missing_skills.map(({ skill, kind }) => ({ skill, note: `${kind} skill` }))}
          tone="red"
        />
      </div>

      {match.recommendations.length > 0 ? (
        <div>
          <h4 className="mb-2 font-semibold text-slate-900">Recommendations</h4>
          <ul className="list-disc space-y-1 pl-5 text-slate-800" aria-label="Recommendations">
            {match.recommendations.map((recommendation) => (
              <li key={recommendation} className="break-words">
                {recommendation}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const CHIP_TONES = {
  green: 'bg-green-100 text-green-900 ring-green-200',
  red: 'bg-red-50 text-red-900 ring-red-200',
} as const;

function SkillList({
  title,
  empty,
  skills,
  tone,
}: {
  title: string;
  empty: string;
  skills: { skill: string; note: string | null }[];
  tone: keyof typeof CHIP_TONES;
}) {
  return (
    <div className="min-w-0">
      <h4 className="mb-2 font-semibold text-slate-900">
        {title} ({skills.length})
      </h4>
      {skills.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={title}>
          {skills.map(({ skill, note }) => (
            <li
              key={skill}
              className={`max-w-full rounded-full px-2.5 py-0.5 text-xs font-medium break-words ring-1 ring-inset ${CHIP_TONES[tone]}`}
            >
              {skill}
              {note ? <span className="font-normal opacity-80"> · {note}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
