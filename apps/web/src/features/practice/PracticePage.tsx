import {
  DRILL_MESSAGES,
  DRILL_SIZE,
  type Drill,
  type DrillAnswerResult,
  MAX_DRILL_SIZE,
} from '@studybot/contract';
import { ArrowLeft, Dumbbell, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tex } from '../../components/math/Tex';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PageSpinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { ApiError, errorMessage } from '../../lib/api-error';
import { typesetScience } from '../../lib/typeset';
import { usePageTitle } from '../../lib/usePageTitle';
import { AnswerFeedback } from './AnswerFeedback';
import { useAnswerDrillQuestion } from './api/answer-drill-question';
import { ChoiceQuestion } from './ChoiceQuestion';
import { DrillSummary } from './DrillSummary';
import { forgetDrill } from './drill-storage';
import { ANSWER_FAILED, LOAD_FAILED, NO_OBJECTIVE, START_FAILED } from './messages';
import { TypedQuestion } from './TypedQuestion';
import { useDrillSession } from './useDrillSession';

/** `n` from the address: a whole number of questions within the server's limit, else the default. */
export function drillSize(raw: string | null): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) return DRILL_SIZE;
  return Math.min(n, MAX_DRILL_SIZE);
}

/** /practice?lo={objectiveId}&n=5: a short drill on one learning objective, one question at a time. */
export function PracticePage() {
  usePageTitle('Practice');
  const [params] = useSearchParams();
  const objectiveId = params.get('lo')?.trim() ?? '';
  const size = drillSize(params.get('n'));

  if (!objectiveId) {
    return (
      <Notice title="No topic chosen" icon={<Dumbbell className="size-7" />}>
        <p className="mt-2 text-slate-700">{NO_OBJECTIVE}</p>
      </Notice>
    );
  }
  // Keyed by what is drilled, so another topic starts from its own state.
  return <DrillScreen key={`${objectiveId}:${size}`} objectiveId={objectiveId} size={size} />;
}

function DrillScreen({ objectiveId, size }: { objectiveId: string; size: number }) {
  const { session, restart, retryLoad } = useDrillSession(objectiveId, size);

  switch (session.status) {
    case 'starting':
      return <PageSpinner label="Preparing your drill..." />;
    case 'start-failed':
      return <StartFailed error={session.error} onRetry={restart} />;
    case 'load-failed':
      return (
        <Notice title="Could not load your drill" icon={<RotateCcw className="size-7" />}>
          <p className="mt-2 text-slate-700">{errorMessage(session.error, LOAD_FAILED)}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button onClick={retryLoad}>Try again</Button>
            <Button variant="secondary" onClick={restart}>
              Start a new drill
            </Button>
          </div>
        </Notice>
      );
    case 'ready':
      return (
        <DrillRunner
          key={session.drill.id}
          drill={session.drill}
          objectiveId={objectiveId}
          onAgain={restart}
        />
      );
  }
}

function DrillRunner({
  drill,
  objectiveId,
  onAgain,
}: {
  drill: Drill;
  objectiveId: string;
  onAgain(): void;
}) {
  const { toast } = useToast();
  // The question whose result is on screen, until the student moves on.
  const [showing, setShowing] = useState<string | null>(null);
  const [given, setGiven] = useState<Record<string, number | string>>({});
  const [announcement, setAnnouncement] = useState('');
  const answer = useAnswerDrillQuestion(drill.id, {
    onSuccess: (result) => {
      setShowing(result.question_id);
      setAnnouncement(
        `${result.correct ? 'Correct!' : 'Not quite.'} Answer: ${typesetScience(result.expected)}. Mastery now ${result.mastery_score}%.`,
      );
      const unanswered = drill.questions.filter((q) => q.id !== result.question_id && !drill.results[q.id]);
      if (unanswered.length === 0) forgetDrill(objectiveId);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409))
        toast(errorMessage(error, ANSWER_FAILED), 'error');
    },
  });

  const total = drill.questions.length;
  const masteryBefore = masteryBeforeEach(drill);
  const answered = drill.questions.filter((q) => drill.results[q.id]);
  const lastResult = answered.length > 0 ? drill.results[answered[answered.length - 1]!.id] : undefined;
  const masteryNow = lastResult?.mastery_score ?? drill.objective.mastery_score;
  const current =
    drill.questions.find((q) => q.id === showing) ?? drill.questions.find((q) => !drill.results[q.id]);

  const header = (
    <header className="space-y-2">
      <Link
        to="/analytics"
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:text-indigo-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to analytics
      </Link>
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Practice drill</p>
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{drill.objective.title}</h1>
    </header>
  );

  if (!current) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        {header}
        <DrillSummary
          drill={drill}
          masteryAtStart={drill.objective.mastery_score}
          masteryNow={masteryNow}
          onAgain={onAgain}
        />
      </div>
    );
  }

  const index = drill.questions.indexOf(current);
  const result = drill.results[current.id];
  const isLast = drill.questions.every((q) => q.id === current.id || drill.results[q.id]);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {header}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="font-medium text-slate-800">
            Question {index + 1} of {total}
          </p>
          <p className="text-slate-600">
            Mastery <span className="font-semibold text-slate-900 tabular-nums">{masteryNow}%</span>
          </p>
        </div>
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width]"
            style={{ width: `${(answered.length / Math.max(total, 1)) * 100}%` }}
          />
        </div>

        <QuestionPrompt
          key={current.id}
          prompt={current.prompt}
          source={current.source}
          latex={current.latex}
        />

        <div className="mt-5">
          {result ? (
            <ResultStep
              result={result}
              isLast={isLast}
              onNext={() => setShowing(null)}
              feedback={
                <AnswerFeedback
                  question={current}
                  result={result}
                  given={given[current.id]}
                  masteryBefore={masteryBefore[current.id] ?? drill.objective.mastery_score}
                />
              }
            />
          ) : current.kind === 'choice' ? (
            <ChoiceQuestion
              key={current.id}
              options={current.options ?? []}
              busy={answer.isPending}
              onAnswer={(choice) => {
                setGiven((prev) => ({ ...prev, [current.id]: choice }));
                answer.mutate({ question_id: current.id, answer: choice });
              }}
            />
          ) : (
            <TypedQuestion
              key={current.id}
              busy={answer.isPending}
              onAnswer={(text) => {
                setGiven((prev) => ({ ...prev, [current.id]: text }));
                answer.mutate({ question_id: current.id, answer: text });
              }}
            />
          )}
        </div>
      </Card>
    </div>
  );
}

/** Each question's "before" mastery: where the objective stood just before it was answered. */
function masteryBeforeEach(drill: Drill): Record<string, number> {
  const before: Record<string, number> = {};
  let running = drill.objective.mastery_score;
  for (const question of drill.questions) {
    const result: DrillAnswerResult | undefined = drill.results[question.id];
    before[question.id] = running;
    if (result) running = result.mastery_score;
  }
  return before;
}

function QuestionPrompt({ prompt, source, latex }: { prompt: string; source: string; latex?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving on removes the focused "Next question" button: start the keyboard (and screen reader) at
  // the new question, unless its answer box already took the focus.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <div className="mt-5">
      <p className="text-xs font-medium text-slate-600">{source}</p>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-lg font-semibold break-words text-slate-900 focus:outline-none sm:text-xl"
      >
        {typesetScience(prompt)}
      </h2>
      {latex ? <Tex latex={latex} block className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-lg" /> : null}
    </div>
  );
}

function ResultStep({
  result,
  isLast,
  feedback,
  onNext,
}: {
  result: DrillAnswerResult;
  isLast: boolean;
  feedback: ReactNode;
  onNext(): void;
}) {
  const next = useRef<HTMLButtonElement>(null);
  // The answer form is gone: keep the keyboard on the way forward.
  useEffect(() => next.current?.focus(), []);
  return (
    <div className="space-y-4" data-result={result.correct ? 'correct' : 'wrong'}>
      {feedback}
      <Button ref={next} onClick={onNext}>
        {isLast ? 'See results' : 'Next question'}
      </Button>
    </div>
  );
}

function StartFailed({ error, onRetry }: { error: Error; onRetry(): void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <Notice title="Topic not found" icon={<Dumbbell className="size-7" />}>
        <p className="mt-2 text-slate-700">{errorMessage(error, DRILL_MESSAGES.unknownObjective)}</p>
      </Notice>
    );
  }
  if (error instanceof ApiError && error.status === 422) {
    return (
      <Notice title="Nothing to practise yet" icon={<Dumbbell className="size-7" />}>
        <p className="mt-2 text-slate-700">{errorMessage(error, DRILL_MESSAGES.noMaterial)}</p>
        <Link to="/create?tab=flashcards" className={`mt-4 ${buttonClasses('primary', 'md')}`}>
          Make flashcards
        </Link>
      </Notice>
    );
  }
  return (
    <Notice title="Could not start the drill" icon={<RotateCcw className="size-7" />}>
      <p className="mt-2 text-slate-700">{errorMessage(error, START_FAILED)}</p>
      <Button className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}

/** A whole-page message with a way back to the analytics page. */
function Notice({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <div aria-hidden="true" className="mx-auto mb-4 w-fit rounded-full bg-indigo-50 p-4 text-indigo-600">
        {icon}
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center">{children}</div>
      <Link to="/analytics" className={`mt-6 ${buttonClasses('secondary', 'md')}`}>
        Back to analytics
      </Link>
    </div>
  );
}
