import { type MasteryStat, masteryLevel, type StudyPlan, type StudyPlanItem } from '@studybot/contract';
import {
  CalendarDays,
  ChevronDown,
  ChevronRight,
  ChevronUp,
  Dumbbell,
  Layers,
  Pencil,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/Toast';
import { useStudyPlan } from '../../lib/analytics/api/get-study-plan';
import { errorMessage } from '../../lib/api-error';
import { useDeleteStudyPlan } from './api/delete-study-plan';
import { useSaveStudyPlan } from './api/save-study-plan';
import { LEVEL_BARS } from './mastery';
import {
  STUDY_PLAN_INTRO,
  STUDY_PLAN_LOAD_FAILED,
  STUDY_PLAN_REMOVE_FAILED,
  STUDY_PLAN_REMOVED,
  STUDY_PLAN_SAVE_FAILED,
} from './messages';
import { StudyPlanForm } from './StudyPlanForm';
import { formatExamDate, formatPlanDay, PRESELECTED_TOPICS, planTopics, UPCOMING_DAYS } from './study-plan';

/** Which form is open over an existing plan: changing it, or planning the next exam after it. */
type Editing = 'change' | 'next' | null;

/** The Study Plan card: a form without a plan; with one, today's work, the days ahead and the topics. */
export function StudyPlanPanel({ userId, stats }: { userId: string; stats: readonly MasteryStat[] }) {
  const { toast } = useToast();
  const query = useStudyPlan(userId);
  const save = useSaveStudyPlan(userId);
  const remove = useDeleteStudyPlan(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  const focusHeading = useFocusAfterUpdate<HTMLHeadingElement>();
  const plan = query.data?.plan ?? null;
  const topics = planTopics(stats, plan);

  function closeForm() {
    save.reset();
    setEditing(null);
    focusHeading.request();
  }

  function removePlan() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setEditing(null);
        toast(STUDY_PLAN_REMOVED, 'success');
        focusHeading.request();
      },
      onError: () => {
        setConfirming(false);
        toast(STUDY_PLAN_REMOVE_FAILED, 'error');
      },
    });
  }

  const form = (mode: 'new' | 'change' | 'next') => (
    <StudyPlanForm
      topics={topics}
      initialExamDate={mode === 'change' && plan ? plan.exam_date : ''}
      initialTopicIds={
        mode === 'new'
          ? topics.slice(0, PRESELECTED_TOPICS).map((topic) => topic.id)
          : (plan?.objectives ?? []).map((o) => o.id)
      }
      submitLabel={mode === 'change' ? 'Save plan' : 'Create plan'}
      busy={save.isPending}
      serverError={save.isError ? errorMessage(save.error, STUDY_PLAN_SAVE_FAILED) : null}
      onSubmit={(request) => save.mutate(request, { onSuccess: closeForm })}
      onCancel={mode === 'new' ? undefined : closeForm}
      focusOnMount={mode !== 'new'}
    />
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading your study plan...</span>
        <div className="h-6 w-2/3 animate-pulse rounded bg-slate-100" />
        <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
        {STUDY_PLAN_LOAD_FAILED}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  } else if (!plan) {
    body = (
      <>
        <p className="mb-4 text-sm text-slate-700">{STUDY_PLAN_INTRO}</p>
        {form('new')}
      </>
    );
  } else if (editing) {
    body = form(editing);
  } else if (plan.days.length === 0) {
    body = (
      <ExamReached plan={plan} onPlanNext={() => setEditing('next')} onRemove={() => setConfirming(true)} />
    );
  } else {
    body = (
      <PlanView plan={plan} onChange={() => setEditing('change')} onRemove={() => setConfirming(true)} />
    );
  }

  return (
    <section aria-labelledby="study-plan-heading" className="min-w-0">
      <Card className="p-5 sm:p-6">
        <div className="mb-4 flex items-center gap-3">
          <span aria-hidden="true" className="rounded-xl bg-indigo-50 p-2.5 text-indigo-600">
            <CalendarDays className="size-6" />
          </span>
          <h2
            id="study-plan-heading"
            ref={focusHeading.ref}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Study Plan
          </h2>
        </div>
        {body}
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Remove your study plan?"
        description="Your exam date and topics are forgotten. Your mastery and flashcards stay as they are."
        confirmLabel="Remove plan"
        busy={remove.isPending}
        onConfirm={removePlan}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * Focus for an element after the next render: when a form or dialog closes, the button the focus
 * was on may be gone. The timer runs after a closing dialog has handed focus back to its opener.
 */
function useFocusAfterUpdate<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current) return;
    wanted.current = false;
    setTimeout(() => ref.current?.focus());
  });
  return {
    ref,
    request: () => {
      wanted.current = true;
    },
  };
}

function PlanView({ plan, onChange, onRemove }: { plan: StudyPlan; onChange(): void; onRemove(): void }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  // The server plans from today, so the first day is today and the count of days is the days left.
  const [today, ...later] = plan.days;
  const upcoming = showAll ? later : later.slice(0, UPCOMING_DAYS);
  const left = plan.days.length;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">
          Exam on <strong className="font-semibold">{formatExamDate(plan.exam_date)}</strong>
          <span aria-hidden="true"> · </span>
          {left} {left === 1 ? 'day' : 'days'} to go
        </p>
        <PlanActions onChange={onChange} onRemove={onRemove} changeLabel="Change plan" />
      </div>

      <PlanTopics plan={plan} />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">
            Today <span className="font-normal text-slate-600">{today ? formatPlanDay(today.date) : ''}</span>
          </h3>
          {today && today.items.length > 0 ? (
            <ul className="mt-2 space-y-2" aria-label="Today's plan">
              {today.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only items, and a day may list a drill twice
                <li key={index}>
                  <Link
                    to={item.href}
                    className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    <span
                      aria-hidden="true"
                      className="rounded-lg bg-indigo-50 p-2 text-indigo-600 group-hover:bg-indigo-100"
                    >
                      <ItemIcon item={item} className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900">
                      {item.title}
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
              Rest day: nothing planned for today.
            </p>
          )}
        </div>

        {later.length > 0 ? (
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">Coming up</h3>
            <ol id={listId} className="mt-2 divide-y divide-slate-100" aria-label="Coming up">
              {upcoming.map((day) => (
                <li key={day.date} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-3">
                  <span className="shrink-0 text-sm font-medium text-slate-700 sm:w-28">
                    {formatPlanDay(day.date)}
                  </span>
                  {day.items.length > 0 ? (
                    <ul className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
                      {day.items.map((item, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: read-only items, and a day may list a drill twice
                        <li key={index} className="min-w-0">
                          <Link
                            to={item.href}
                            className="inline-flex items-center gap-1.5 text-sm break-words text-indigo-700 underline hover:text-indigo-900"
                          >
                            <ItemIcon item={item} className="size-3.5 shrink-0" />
                            {item.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-sm text-slate-600">Rest day</span>
                  )}
                </li>
              ))}
            </ol>
            {later.length > UPCOMING_DAYS ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll((current) => !current)}
              >
                {showAll ? (
                  <>
                    <ChevronUp aria-hidden="true" className="size-4" />
                    Show fewer days
                  </>
                ) : (
                  <>
                    <ChevronDown aria-hidden="true" className="size-4" />
                    Show whole plan
                  </>
                )}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ExamReached({
  plan,
  onPlanNext,
  onRemove,
}: {
  plan: StudyPlan;
  onPlanNext(): void;
  onRemove(): void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        Your exam day has come ({formatExamDate(plan.exam_date)}), so there is nothing left to plan. Good
        luck! Make a new plan when your next exam is set.
      </p>
      <PlanTopics plan={plan} />
      <PlanActions onChange={onPlanNext} onRemove={onRemove} changeLabel="Plan next exam" primary />
    </div>
  );
}

function PlanActions({
  onChange,
  onRemove,
  changeLabel,
  primary = false,
}: {
  onChange(): void;
  onRemove(): void;
  changeLabel: string;
  primary?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant={primary ? 'primary' : 'secondary'} size="sm" onClick={onChange}>
        <Pencil aria-hidden="true" className="size-4" />
        {changeLabel}
      </Button>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove plan
      </Button>
    </div>
  );
}

function PlanTopics({ plan }: { plan: StudyPlan }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Topics in your plan">
      {plan.objectives.map((objective) => (
        <li
          key={objective.id}
          className="inline-flex max-w-full items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
        >
          <span
            aria-hidden="true"
            className={`size-2 shrink-0 rounded-full ${LEVEL_BARS[masteryLevel(objective.mastery_score)]}`}
          />
          <span className="min-w-0 break-words">{objective.title}</span>{' '}
          <span className="font-semibold text-slate-900 tabular-nums">{objective.mastery_score}%</span>
        </li>
      ))}
    </ul>
  );
}

function ItemIcon({ item, className }: { item: StudyPlanItem; className: string }) {
  return item.kind === 'review' ? (
    <Layers aria-hidden="true" className={className} />
  ) : (
    <Dumbbell aria-hidden="true" className={className} />
  );
}
