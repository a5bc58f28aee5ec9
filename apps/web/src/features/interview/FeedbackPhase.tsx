import {
  FEEDBACK_SPEED,
  type FeedbackPoint,
  type InterviewFeatures,
  type PreviousItem,
  scoreBand,
} from '@studybot/contract';
import { ArrowRight, CircleCheck, FileText, Lightbulb, TrendingUp } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormError } from '../../components/ui/FormError';
import { FeedbackMarkdown, speakable } from './FeedbackMarkdown';
import { BAND_CLASSES, DIMENSIONS, formatScore, SCORE_LABELS } from './labels';
import { ScoreChip } from './ScoreChip';
import { SpeakButton } from './SpeakButton';
import { SuggestedRewrite } from './SuggestedRewrite';

/** Phase 3: the scores and feedback on the answer just given, then on to the next question or the report. */
export function FeedbackPhase({
  item,
  number,
  features,
  moving,
  finishing,
  error,
  onNext,
  onFinish,
}: {
  item: PreviousItem;
  number: number;
  features: InterviewFeatures;
  moving: boolean;
  finishing: boolean;
  error: string | null;
  onNext(): void;
  onFinish(): void;
}) {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { feedback } = item;
  // The answer form is gone: start the keyboard (and screen reader) at the result.
  useEffect(() => heading.current?.focus(), []);
  const followups = features.followup_coaching ? feedback.followup : [];
  const busy = moving || finishing;

  return (
    <Card className="min-w-0 space-y-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-semibold text-slate-900 focus:outline-none sm:text-2xl"
          >
            <CircleCheck aria-hidden="true" className="size-6 text-green-600" />
            Answer Submitted
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">
            Question {number}: {item.question.question_text}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm font-medium text-slate-700">Overall score</span>
          <ScoreChip score={feedback.scores.overall} size="lg" />
        </div>
      </div>

      <section aria-labelledby={`${ids}-breakdown`}>
        <h3 id={`${ids}-breakdown`} className="font-semibold text-slate-900">
          Score breakdown
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {DIMENSIONS.map((dimension) => {
            const score = feedback.scores[dimension];
            const band = scoreBand(score);
            return (
              <li key={dimension} data-band={band} className="min-w-0">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-800">{SCORE_LABELS[dimension]}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatScore(score)}/10
                    <span className="sr-only"> ({BAND_CLASSES[band].name})</span>
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className={`h-full rounded-full ${BAND_CLASSES[band].bar}`}
                    style={{ width: `${Math.min(100, Math.max(0, score * 10))}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <Section
        id={`${ids}-feedback`}
        title="AI feedback"
        icon={<FileText className="size-5 text-indigo-600" />}
      >
        <div className="space-y-3">
          <SpeakButton
            key={feedback.question_id}
            text={speakable(feedback.feedback_md)}
            speed={FEEDBACK_SPEED}
            label="Play feedback"
          />
          <FeedbackMarkdown>{feedback.feedback_md}</FeedbackMarkdown>
        </div>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          id={`${ids}-strengths`}
          title="Strengths"
          icon={<CircleCheck className="size-5 text-green-600" />}
        >
          <Points
            points={feedback.strengths}
            empty="No clear strengths yet: use the suggestions below."
            tone="green"
          />
        </Section>
        <Section
          id={`${ids}-improvements`}
          title="Areas for Improvement"
          icon={<TrendingUp className="size-5 text-amber-600" />}
        >
          <Points points={feedback.improvements} empty="Nothing to improve here. Well done!" tone="amber" />
        </Section>
      </div>

      {feedback.suggested_rewrite.trim() ? (
        <Section
          id={`${ids}-rewrite`}
          title="Suggested improved answer"
          icon={<Lightbulb className="size-5 text-amber-600" />}
        >
          <p className="mb-2 text-sm text-slate-600">
            Your own sentences in a stronger order. Highlighted parts are what to add.
          </p>
          <SuggestedRewrite text={feedback.suggested_rewrite} />
        </Section>
      ) : null}

      {followups.length > 0 ? (
        <Section
          id={`${ids}-followups`}
          title="Follow-up questions"
          icon={<ArrowRight className="size-5 text-indigo-600" />}
        >
          <p className="mb-2 text-sm text-slate-600">An interviewer might dig deeper with:</p>
          <ul className="list-disc space-y-1 pl-6 text-slate-800">
            {followups.map((question) => (
              <li key={question} className="break-words">
                {question}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <details className="rounded-xl border border-slate-200">
        <summary className="cursor-pointer rounded-xl px-4 py-2 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
          Your answer
        </summary>
        <p className="px-4 pb-3 text-sm break-words whitespace-pre-line text-slate-700">{item.answer_text}</p>
      </details>

      {error ? <FormError id={`${ids}-error`} message={error} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onNext} busy={moving} disabled={busy}>
          {moving ? 'Loading...' : 'Next Question'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" onClick={onFinish} busy={finishing} disabled={busy}>
          {finishing ? 'Generating report...' : 'Finish & Get Report'}
        </Button>
      </div>
    </Card>
  );
}

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Each point with the words of the answer it is about. */
function Points({
  points,
  empty,
  tone,
}: {
  points: readonly FeedbackPoint[];
  empty: string;
  tone: 'green' | 'amber';
}) {
  if (points.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const border = tone === 'green' ? 'border-green-500' : 'border-amber-500';
  return (
    <ul className="space-y-3">
      {points.map((point) => (
        <li key={`${point.message}|${point.quote.start}`} className={`border-l-4 pl-3 ${border}`}>
          <p className="break-words text-slate-800">{point.message}</p>
          {point.quote.text.trim() ? (
            <p className="mt-1 text-sm break-words text-slate-600 italic">
              <span className="sr-only">From your answer: </span>«{point.quote.text}»
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
