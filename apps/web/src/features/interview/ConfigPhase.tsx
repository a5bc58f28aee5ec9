import {
  DEFAULT_TIME_LIMIT_MINUTES,
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_FOCUS_AREAS,
  INTERVIEW_MESSAGES,
  INTERVIEW_SESSION_TYPES,
  type InterviewConfig,
  type InterviewDifficulty,
  type InterviewFeatures,
  type InterviewFocusArea,
  type InterviewSessionType,
  MAX_CUSTOM_QUESTIONS,
} from '@studybot/contract';
import {
  CircleCheck,
  FileDown,
  InfinityIcon,
  Lock,
  type LucideIcon,
  MessagesSquare,
  Mic,
  Play,
  Video,
} from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormError } from '../../components/ui/FormError';
import { plansLink } from '../../lib/billing/plans-link';
import type { Failure } from '../../lib/failure';
import { useInterviewBadges } from './api/get-interview-badges';
import { useInterviewFeatures } from './api/get-interview-features';
import { BadgeShelf } from './BadgeShelf';
import { parseCustomQuestions } from './custom-questions';
import { DIFFICULTY_LABELS, FOCUS_AREA_LABELS, SESSION_TYPE_LABELS } from './labels';

const FEATURE_TILES: ReadonlyArray<{
  key: Exclude<keyof InterviewFeatures, 'max_questions'>;
  label: string;
  icon: LucideIcon;
  tag?: string;
}> = [
  { key: 'audio_enabled', label: 'Audio answers', icon: Mic },
  { key: 'video_enabled', label: 'Video analysis', icon: Video, tag: 'Bootcamp only' },
  { key: 'pdf_download', label: 'PDF reports', icon: FileDown },
  { key: 'followup_coaching', label: 'AI coaching', icon: MessagesSquare },
  { key: 'unlimited_questions', label: 'Unlimited questions', icon: InfinityIcon },
];

/** Phase 1: what the plan includes, the badges, and the interview to practise. */
export function ConfigPhase({
  starting,
  failure,
  onStart,
}: {
  starting: boolean;
  failure: Failure | null;
  onStart(config: InterviewConfig): void;
}) {
  const features = useInterviewFeatures();
  const badges = useInterviewBadges();
  return (
    <div className="space-y-6">
      <Card>
        <PlanFeatures features={features.data} failed={features.isError} />
      </Card>
      <Card>
        <SetupForm starting={starting} failure={failure} features={features.data} onStart={onStart} />
      </Card>
      <Card>
        {badges.data ? (
          <BadgeShelf badges={badges.data.badges} />
        ) : badges.isError ? (
          <p className="text-sm text-slate-600">Your badges could not be loaded.</p>
        ) : (
          <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-slate-100" />
        )}
      </Card>
    </div>
  );
}

function PlanFeatures({ features, failed }: { features: InterviewFeatures | undefined; failed: boolean }) {
  const missing = features ? FEATURE_TILES.some((tile) => !features[tile.key]) : false;
  return (
    <section aria-labelledby="plan-features-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-features-heading" className="text-lg font-semibold text-slate-900">
          Your plan's interview features
        </h2>
        {missing ? (
          <Link to={plansLink(null)} className="text-sm font-medium text-indigo-700 hover:text-indigo-900">
            Upgrade for more
          </Link>
        ) : null}
      </div>
      {failed ? (
        <p className="mt-2 text-sm text-slate-600">Your plan's features could not be loaded.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
          {FEATURE_TILES.map(({ key, label, icon: Icon, tag }) => {
            const on = features?.[key];
            return (
              <li
                key={key}
                data-enabled={on === undefined ? undefined : String(on)}
                className={`flex min-w-0 flex-col gap-2 rounded-xl border p-3 ${on ? 'border-indigo-200 bg-indigo-50/60' : 'border-slate-200 bg-slate-50'}`}
              >
                <span className="flex items-center gap-2">
                  <Icon
                    aria-hidden="true"
                    className={`size-5 shrink-0 ${on ? 'text-indigo-600' : 'text-slate-400'}`}
                  />
                  <span className="font-medium text-slate-900">{label}</span>
                </span>
                {tag ? (
                  <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    {tag}
                  </span>
                ) : null}
                {on === undefined ? (
                  <span aria-hidden="true" className="h-4 w-20 animate-pulse rounded bg-slate-200" />
                ) : (
                  <span
                    className={`flex items-center gap-1 text-xs font-medium ${on ? 'text-green-800' : 'text-slate-600'}`}
                  >
                    {on ? (
                      <CircleCheck aria-hidden="true" className="size-4" />
                    ) : (
                      <Lock aria-hidden="true" className="size-4" />
                    )}
                    {on ? 'Included' : 'Not on your plan'}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {features && !features.unlimited_questions ? (
        <p className="mt-3 text-sm text-slate-600">
          Up to {features.max_questions} questions per interview on your plan.
        </p>
      ) : null}
    </section>
  );
}

function SetupForm({
  starting,
  failure,
  features,
  onStart,
}: {
  starting: boolean;
  failure: Failure | null;
  features: InterviewFeatures | undefined;
  onStart(config: InterviewConfig): void;
}) {
  const ids = useId();
  const [sessionType, setSessionType] = useState<InterviewSessionType>('software_engineering');
  const [difficulty, setDifficulty] = useState<InterviewDifficulty>('medium');
  const [focusAreas, setFocusAreas] = useState<InterviewFocusArea[]>(['behavioral']);
  const [ownText, setOwnText] = useState('');
  const own = parseCustomQuestions(ownText);
  const noFocus = focusAreas.length === 0;
  const canStart = !starting && !noFocus && own.error === null;

  function toggleFocus(area: InterviewFocusArea, on: boolean) {
    // Kept in the contract's order whatever the order of the clicks.
    setFocusAreas((current) => INTERVIEW_FOCUS_AREAS.filter((a) => (a === area ? on : current.includes(a))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canStart) return;
    onStart({
      session_type: sessionType,
      difficulty,
      focus_areas: focusAreas,
      time_limit_minutes: DEFAULT_TIME_LIMIT_MINUTES,
      ...(own.questions.length > 0 ? { custom_questions: own.questions } : {}),
    });
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${ids}-heading`} className="space-y-6">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold text-slate-900">
        Set up your interview
      </h2>
      <Choices legend="Interview type" columns="sm:grid-cols-3">
        {INTERVIEW_SESSION_TYPES.map((type) => (
          <Option
            key={type}
            label={SESSION_TYPE_LABELS[type]}
            type="radio"
            name={`${ids}-type`}
            value={type}
            checked={sessionType === type}
            onChange={() => setSessionType(type)}
          />
        ))}
      </Choices>
      <Choices legend="Difficulty" columns="sm:grid-cols-3">
        {INTERVIEW_DIFFICULTIES.map((level) => (
          <Option
            key={level}
            label={DIFFICULTY_LABELS[level]}
            type="radio"
            name={`${ids}-difficulty`}
            value={level}
            checked={difficulty === level}
            onChange={() => setDifficulty(level)}
          />
        ))}
      </Choices>
      <Choices
        legend="Focus areas"
        columns="sm:grid-cols-3"
        hint={
          <p
            id={`${ids}-focus-hint`}
            className={`text-sm ${noFocus ? 'font-medium text-red-700' : 'text-slate-600'}`}
          >
            {noFocus ? INTERVIEW_MESSAGES.focusRequired : 'Choose one or more.'}
          </p>
        }
      >
        {INTERVIEW_FOCUS_AREAS.map((area) => (
          <Option
            key={area}
            label={FOCUS_AREA_LABELS[area]}
            type="checkbox"
            value={area}
            checked={focusAreas.includes(area)}
            onChange={(event) => toggleFocus(area, event.target.checked)}
            aria-describedby={`${ids}-focus-hint`}
          />
        ))}
      </Choices>

      <details className="group rounded-xl border border-slate-200 bg-slate-50/60 open:bg-white">
        <summary className="cursor-pointer list-none rounded-xl px-4 py-3 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
            ›
          </span>
          Practise your own questions
          {own.questions.length > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-600">({own.questions.length} added)</span>
          ) : null}
        </summary>
        <div className="space-y-2 px-4 pb-4">
          <label htmlFor={`${ids}-own`} className="block text-sm text-slate-700">
            Paste questions from a job posting or ones you expect, one per line (up to {MAX_CUSTOM_QUESTIONS}
            ). They are asked instead of the question bank and scored the same way.
          </label>
          <textarea
            id={`${ids}-own`}
            value={ownText}
            onChange={(event) => setOwnText(event.target.value)}
            rows={5}
            aria-invalid={own.error !== null}
            aria-describedby={`${ids}-own-count`}
            placeholder={'Tell me about a project you are proud of.\nHow would you design a URL shortener?'}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500 aria-invalid:border-red-500"
          />
          <p
            id={`${ids}-own-count`}
            className={`text-sm ${own.error ? 'font-medium text-red-700' : 'text-slate-600'}`}
          >
            {own.error ?? `${own.questions.length} of ${MAX_CUSTOM_QUESTIONS} questions`}
            {!own.error &&
            features &&
            !features.unlimited_questions &&
            own.questions.length > features.max_questions
              ? ` (your plan asks the first ${features.max_questions})`
              : null}
          </p>
        </div>
      </details>

      {failure ? (
        <div className="space-y-2">
          <FormError id={`${ids}-error`} message={failure.message} />
          {failure.upgradePlan ? (
            <Link
              to={plansLink(failure.upgradePlan)}
              className="text-sm font-medium text-indigo-700 hover:text-indigo-900"
            >
              See plans
            </Link>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={!canStart} busy={starting} className="w-full sm:w-auto">
        <Play aria-hidden="true" className="size-4" />
        {starting ? 'Starting...' : 'Start Interview'}
      </Button>
    </form>
  );
}

function Choices({
  legend,
  columns,
  hint,
  children,
}: {
  legend: string;
  columns: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint}
      <div className={`grid gap-2 ${columns}`}>{children}</div>
    </fieldset>
  );
}

/** A radio or checkbox in a bordered, clickable label. */
function Option({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600">
      <input className="size-4 shrink-0 accent-indigo-600" {...input} />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}
