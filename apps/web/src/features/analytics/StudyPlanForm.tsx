import { MAX_PLAN_OBJECTIVES, masteryLevel, type StudyPlanRequest } from '@studybot/contract';
import { ListChecks } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { LevelBadge } from './MasteryScore';
import { NO_TOPICS_YET } from './messages';
import { examDateLimits, formatExamDate, type PlanTopic, planRequestProblem } from './study-plan';

export interface StudyPlanFormProps {
  topics: readonly PlanTopic[];
  initialExamDate: string;
  initialTopicIds: readonly string[];
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last attempt, shown until the student tries again. */
  serverError: string | null;
  onSubmit(request: StudyPlanRequest): void;
  /** Given when the form replaces a plan the student can go back to. */
  onCancel?(): void;
  /** Puts the focus on the exam date, for a form the student has just opened. */
  focusOnMount?: boolean;
}

/** The exam date and the topics to cover; checked here first, then by the server. */
export function StudyPlanForm({
  topics,
  initialExamDate,
  initialTopicIds,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
  focusOnMount = false,
}: StudyPlanFormProps) {
  const id = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const [examDate, setExamDate] = useState(initialExamDate);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(initialTopicIds.filter((topicId) => topics.some((topic) => topic.id === topicId))),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { min, max } = examDateLimits();

  useEffect(() => {
    if (focusOnMount) dateRef.current?.focus();
  }, [focusOnMount]);

  if (topics.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        <p>{NO_TOPICS_YET}</p>
        <Link
          to="/create?tab=quiz"
          className="mt-3 inline-flex items-center gap-2 font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          <ListChecks aria-hidden="true" className="size-4" />
          Start with a quiz
        </Link>
      </div>
    );
  }

  const message = problem ?? serverError;
  const errorId = `${id}-error`;
  const dateHintId = `${id}-date-hint`;
  const topicsHintId = `${id}-topics-hint`;
  const full = chosen.size >= MAX_PLAN_OBJECTIVES;

  function toggle(topicId: string, on: boolean) {
    setProblem(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(topicId);
      else next.delete(topicId);
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request: StudyPlanRequest = {
      exam_date: examDate,
      objective_ids: topics.filter((topic) => chosen.has(topic.id)).map((topic) => topic.id),
    };
    const found = planRequestProblem(request);
    setProblem(found);
    if (found) return;
    onSubmit(request);
  }

  return (
    // The checks above speak the server's messages; the browser's own bubbles would not.
    <form noValidate onSubmit={submit} className="space-y-5">
      {message ? <FormError id={errorId} message={message} /> : null}

      <div className="space-y-1.5">
        <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
          Exam date
        </label>
        <input
          ref={dateRef}
          id={`${id}-date`}
          type="date"
          required
          min={min}
          max={max}
          value={examDate}
          onChange={(event) => {
            setProblem(null);
            setExamDate(event.target.value);
          }}
          aria-describedby={message ? `${dateHintId} ${errorId}` : dateHintId}
          className="block h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm"
        />
        <p id={dateHintId} className="text-xs text-slate-600">
          Tomorrow at the earliest, {formatExamDate(max)} at the latest.
        </p>
      </div>

      <fieldset aria-describedby={message ? `${topicsHintId} ${errorId}` : topicsHintId}>
        <legend className="text-sm font-medium text-slate-800">Topics to cover</legend>
        <p id={topicsHintId} className="mt-0.5 text-xs text-slate-600">
          Choose up to {MAX_PLAN_OBJECTIVES}: {chosen.size} chosen.
        </p>
        <ul className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-2">
          {topics.map((topic) => {
            const inputId = `${id}-topic-${topic.id}`;
            const checked = chosen.has(topic.id);
            return (
              <li key={topic.id}>
                <label
                  htmlFor={inputId}
                  className={`flex h-full cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
                    checked ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white'
                  } ${!checked && full ? 'cursor-not-allowed opacity-60' : ''}`}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(topic.id, event.target.checked)}
                    className="size-4 shrink-0 accent-indigo-600"
                  />
                  {/* The spaces between the parts keep the checkbox's spoken name apart: "Atoms 61% Developing". */}
                  <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{topic.title}</span>{' '}
                  <span className="font-semibold text-slate-900 tabular-nums">{topic.mastery_score}%</span>{' '}
                  <LevelBadge level={masteryLevel(topic.mastery_score)} />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
