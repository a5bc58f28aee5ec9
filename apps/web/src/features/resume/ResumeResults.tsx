import type { ResumeAnalysis, ResumeFeedbackPoint, ResumeStats } from '@studybot/contract';
import {
  AlignLeft,
  CheckCircle2,
  Hash,
  LayoutList,
  ListChecks,
  Lock,
  Sparkles,
  TriangleAlert,
  Zap,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ListenButton } from '../../components/audio/ListenButton';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { StatCard } from '../../components/ui/StatCard';
import { JobMatchPanel } from './JobMatchPanel';
import { CATEGORY_LABELS, linesLabel } from './labels';
import { nextResumeTier, type ResumePlan, resumeTierLabel, tierFor } from './plan';
import { ResumeLines } from './ResumeLines';
import { SampleRewrites } from './SampleRewrites';
import { Scorecard } from './Scorecard';
import { UpgradeNotice } from './UpgradeNotice';
import type { ShownAnalysis } from './useResumeWorkspace';

const NO_LINES: readonly number[] = [];

/** The point whose lines are highlighted: a key naming it, and its lines. */
interface Selection {
  key: string;
  lines: readonly number[];
}

/** One analysis: scores, stats and feedback beside the resume, whose lines the feedback points at. */
export function ResumeResults({ shown, plan }: { shown: ShownAnalysis; plan: ResumePlan }) {
  const { analysis } = shown;
  const [selected, setSelected] = useState<Selection | null>(null);
  const ids = useId();

  function select(key: string, lines: readonly number[]) {
    setSelected((current) => (current?.key === key ? null : { key, lines }));
  }

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <div className="min-w-0 space-y-6">
        {analysis.tier_restriction ? <TierNotice text={analysis.tier_restriction} plan={plan} /> : null}

        <ResultCard title="Scorecard">
          <Scorecard scorecard={analysis.scorecard} />
        </ResultCard>

        <ResultCard title="Resume stats">
          <Stats stats={analysis.stats} />
        </ResultCard>

        <ResultCard title="Key Feedback" note="Select a point to see the lines it is about.">
          <KeyFeedback points={analysis.feedback_points} selected={selected?.key ?? null} onSelect={select} />
        </ResultCard>

        <ResultCard title="Improvement Suggestions" action={<ReadAloud analysis={analysis} plan={plan} />}>
          {analysis.improvement_suggestions.length === 0 ? (
            <p className="text-sm text-slate-600">No suggestions: nothing stood out to improve.</p>
          ) : (
            <ol className="space-y-2" aria-label="Improvement suggestions">
              {analysis.improvement_suggestions.map((suggestion, index) => {
                const key = `suggestion-${index}`;
                return (
                  // Suggestions of a fixed analysis, never reordered.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index}>
                    <Point
                      lines={suggestion.lines}
                      selected={selected?.key === key}
                      onSelect={() => select(key, suggestion.lines)}
                      tone="suggestion"
                    >
                      <span className="flex items-start gap-2">
                        <span
                          aria-hidden="true"
                          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800"
                        >
                          {index + 1}
                        </span>
                        <span className="min-w-0 break-words">{suggestion.text}</span>
                      </span>
                    </Point>
                  </li>
                );
              })}
            </ol>
          )}
        </ResultCard>

        <ResultCard title="Sample Rewrites">
          <SampleRewrites
            rewrites={analysis.sample_rewrites}
            allowed={plan.sampleRewrites}
            selected={selected?.key ?? null}
            onSelect={select}
          />
        </ResultCard>

        {analysis.job_match ? (
          <ResultCard title="Job match">
            <JobMatchPanel match={analysis.job_match} />
          </ResultCard>
        ) : null}
      </div>

      <aside aria-labelledby={`${ids}-resume`} className="min-w-0 lg:sticky lg:top-32">
        <h3 id={`${ids}-resume`} className="text-base font-semibold text-slate-900">
          Your resume as analyzed
        </h3>
        <p className="mt-1 mb-3 text-sm text-slate-600">
          Line numbers match the feedback. Select a point or suggestion to highlight its lines.
        </p>
        <ResumeLines text={shown.resumeText} highlighted={selected?.lines ?? NO_LINES} />
      </aside>
    </div>
  );
}

function ResultCard({
  title,
  note,
  action,
  children,
}: {
  title: string;
  note?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={id} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h3>
            {note ? <p className="text-sm text-slate-600">{note}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** What the plan withheld, in the server's words, with the way to the plan that has it. */
function TierNotice({ text, plan }: { text: string; plan: ResumePlan }) {
  return (
    <UpgradeNotice icon={<Sparkles />} tier={nextResumeTier(plan)}>
      {text}
    </UpgradeNotice>
  );
}

function Stats({ stats }: { stats: ResumeStats }) {
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label="Words" icon={<AlignLeft />} value={stats.word_count.toLocaleString()} />
        <StatCard label="Bullet points" icon={<LayoutList />} value={stats.bullet_count} />
        <StatCard label="Quantified bullets" icon={<Hash />} value={stats.quantified_bullets} />
        <StatCard label="Sections found" icon={<ListChecks />} value={stats.sections.length} />
      </ul>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <Zap aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
        {stats.bullet_count > 0
          ? `${stats.action_verb_bullets} of ${stats.bullet_count} bullets start with an action verb; ${stats.quantified_bullets} include a number.`
          : 'No bullet points found: list your achievements as bullets so they are easy to scan.'}
      </p>
      {stats.sections.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-800">Sections:</span>
          <ul className="flex flex-wrap gap-1.5" aria-label="Sections found">
            {stats.sections.map((section) => (
              <li key={section}>
                <Badge tone="indigo">{section}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Strengths and issues in two lists, each point with its category and the lines it is about. */
function KeyFeedback({
  points,
  selected,
  onSelect,
}: {
  points: readonly ResumeFeedbackPoint[];
  selected: string | null;
  onSelect(key: string, lines: readonly number[]): void;
}) {
  if (points.length === 0) return <p className="text-sm text-slate-600">No feedback points.</p>;
  const groups = [
    { kind: 'strength', title: 'Strengths' },
    { kind: 'issue', title: 'To improve' },
  ] as const;
  return (
    <div className="grid min-w-0 gap-5 xl:grid-cols-2">
      {groups.map(({ kind, title }) => {
        const items = points
          .map((point, index) => ({ point, index }))
          .filter(({ point }) => point.kind === kind);
        if (items.length === 0) return null;
        return (
          <div key={kind} className="min-w-0">
            <h4
              className={`mb-2 text-sm font-semibold ${kind === 'strength' ? 'text-green-800' : 'text-amber-900'}`}
            >
              {title} ({items.length})
            </h4>
            <ul className="space-y-2" aria-label={title}>
              {items.map(({ point, index }) => {
                const key = `feedback-${index}`;
                const Icon = kind === 'strength' ? CheckCircle2 : TriangleAlert;
                return (
                  <li key={key} data-kind={kind}>
                    <Point
                      lines={point.lines}
                      selected={selected === key}
                      onSelect={() => onSelect(key, point.lines)}
                      tone={kind}
                    >
                      <span className="flex items-start gap-2">
                        <Icon
                          aria-hidden="true"
                          className={`mt-0.5 size-4 shrink-0 ${kind === 'strength' ? 'text-green-600' : 'text-amber-600'}`}
                        />
                        <span className="min-w-0 space-y-1">
                          <span className="block">
                            <span className="sr-only">{kind === 'strength' ? 'Strength: ' : 'Issue: '}</span>
                            <Badge tone={kind === 'strength' ? 'green' : 'grey'}>
                              {CATEGORY_LABELS[point.category]}
                            </Badge>
                          </span>
                          <span className="block break-words">{point.text}</span>
                        </span>
                      </span>
                    </Point>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

const POINT_TONES = {
  strength: 'border-green-200 bg-green-50/60',
  issue: 'border-amber-200 bg-amber-50/60',
  suggestion: 'border-slate-200 bg-white',
} as const;

/**
 * One feedback point or suggestion. About particular lines, it is a toggle button that highlights
 * them; about the whole resume, it is plain text saying so.
 */
function Point({
  lines,
  selected,
  onSelect,
  tone,
  children,
}: {
  lines: readonly number[];
  selected: boolean;
  onSelect(): void;
  tone: keyof typeof POINT_TONES;
  children: ReactNode;
}) {
  const where = (
    <span className={`mt-1.5 block text-xs font-medium ${selected ? 'text-indigo-800' : 'text-slate-600'}`}>
      {linesLabel(lines)}
    </span>
  );
  const classes = `block w-full rounded-lg border px-3 py-2 text-left text-sm text-slate-800 ${POINT_TONES[tone]}`;
  if (lines.length === 0) {
    return (
      <div className={classes}>
        {children}
        {where}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`${classes} cursor-pointer transition-shadow hover:border-indigo-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-500 aria-pressed:ring-2 aria-pressed:ring-indigo-200`}
    >
      {children}
      {where}
    </button>
  );
}

/** Reads the suggestions aloud on a plan with detailed feedback; elsewhere, says which plan has it. */
function ReadAloud({ analysis, plan }: { analysis: ResumeAnalysis; plan: ResumePlan }) {
  if (plan.detailedFeedback) {
    const text = analysis.improvement_suggestions.map((suggestion) => suggestion.text).join('\n');
    return <ListenButton text={text} what="to the suggestions" featureSource="resume" />;
  }
  const label = resumeTierLabel(tierFor('detailedFeedback'));
  return (
    <Button variant="secondary" size="sm" disabled title={`Reading suggestions aloud needs ${label}`}>
      <Lock aria-hidden="true" className="size-4" />
      {`Read aloud (${label})`}
    </Button>
  );
}
