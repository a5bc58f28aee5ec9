import type { QuizQuestion } from '@studybot/contract';
import { Check, Timer, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { optionLetter } from '../../lib/format';
import { typesetScience } from '../../lib/typeset';
import { useCountdown } from '../../lib/useCountdown';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { sourceLabel } from '../create-hub/format';
import { Button, buttonClasses } from '../ui/Button';
import { Card } from '../ui/Card';
import { QuizComplete } from './QuizComplete';
import { QUESTION_SECONDS, type QuizAnswers, type StudyQuiz, WARNING_SECONDS } from './quiz';

interface QuizPlayerProps {
  quiz: StudyQuiz;
  onRestart(): void;
  /** The finished screen's restart button; Create makes another quiz, the library retakes this one. */
  restartLabel?: string;
}

export function QuizPlayer({ quiz, onRestart, restartLabel }: QuizPlayerProps) {
  const [answers, setAnswers] = useState<QuizAnswers>([]);
  const [index, setIndex] = useState(0);
  const [finished, setFinished] = useState(false);
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  const revealRef = useRevealOnMount<HTMLDivElement>();

  return (
    <div ref={revealRef} className="scroll-mt-36">
      {finished || !question ? (
        <QuizComplete quiz={quiz} answers={answers} onRestart={onRestart} restartLabel={restartLabel} />
      ) : (
        <Card className="p-5 sm:p-6">
          <div className="mb-4 border-b border-slate-200 pb-4">
            <h2 className="text-lg font-semibold break-words text-slate-900">{quiz.title}</h2>
            <p className="mt-0.5 text-sm text-slate-600">
              {quiz.source
                ? `Made from: ${sourceLabel(quiz.source)} · saved to your library`
                : 'Saved in your library'}
            </p>
          </div>
          <QuestionCard
            key={index}
            question={question}
            number={index + 1}
            total={total}
            onAnswer={(choice) =>
              setAnswers((current) => {
                const next = [...current];
                next[index] = choice;
                return next;
              })
            }
            onNext={() => (index + 1 < total ? setIndex(index + 1) : setFinished(true))}
          />
        </Card>
      )}
    </div>
  );
}

interface QuestionCardProps {
  question: QuizQuestion;
  number: number;
  total: number;
  onAnswer(choice: number | null): void;
  onNext(): void;
}

function QuestionCard({ question, number, total, onAnswer, onNext }: QuestionCardProps) {
  const [selected, setSelected] = useState<number | null>(null);
  /** undefined until submitted; then the submitted choice (null: time ran out, nothing chosen). */
  const [submitted, setSubmitted] = useState<number | null | undefined>(undefined);
  const isSubmitted = submitted !== undefined;
  const remaining = useCountdown(QUESTION_SECONDS, !isSubmitted);
  const timedOut = isSubmitted && remaining === 0;
  const name = useId();
  const legendRef = useRef<HTMLLegendElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const isLast = number === total;

  function submit(choice: number | null) {
    if (isSubmitted) return;
    setSubmitted(choice);
    onAnswer(choice);
  }

  // Time is up: submit whatever is chosen (nothing chosen counts as wrong).
  useEffect(() => {
    if (remaining === 0 && submitted === undefined) {
      setSubmitted(selected);
      onAnswer(selected);
    }
  }, [remaining, submitted, selected, onAnswer]);

  // A new question takes focus so keyboard and screen-reader users start on it.
  useEffect(() => {
    legendRef.current?.focus();
  }, []);

  useEffect(() => {
    if (isSubmitted) nextRef.current?.focus();
  }, [isSubmitted]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (selected !== null) submit(selected);
  }

  const correct = isSubmitted && submitted === question.correct_answer;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Countdown remaining={remaining} running={!isSubmitted} number={number} total={total} />
      <fieldset className="mt-5">
        <legend
          ref={legendRef}
          tabIndex={-1}
          className="mb-4 scroll-mt-36 text-lg font-semibold text-slate-900 focus:outline-none sm:text-xl"
        >
          <span className="sr-only">{`Question ${number} of ${total}: `}</span>
          {typesetScience(question.question)}
        </legend>
        <div className="space-y-2.5">
          {question.options.map((option, optionIndex) => (
            <Option
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is an index)
              key={optionIndex}
              name={name}
              index={optionIndex}
              text={option}
              checked={selected === optionIndex}
              locked={isSubmitted}
              isCorrect={isSubmitted && optionIndex === question.correct_answer}
              isWrongPick={isSubmitted && optionIndex === submitted && submitted !== question.correct_answer}
              onSelect={() => setSelected(optionIndex)}
            />
          ))}
        </div>
      </fieldset>

      <div aria-live="polite">
        {isSubmitted ? (
          <div
            className={`mt-5 rounded-xl border p-4 text-sm ${
              correct ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'
            }`}
          >
            <p className={`font-semibold ${correct ? 'text-green-900' : 'text-red-900'}`}>
              {correct
                ? 'Correct!'
                : timedOut && submitted === null
                  ? `Time's up! The answer is ${optionLetter(question.correct_answer)}.`
                  : `Not quite. The answer is ${optionLetter(question.correct_answer)}.`}
            </p>
            {question.explanation ? (
              <p className="mt-1.5 text-slate-800">
                <span className="font-semibold">Explanation: </span>
                {typesetScience(question.explanation)}
              </p>
            ) : null}
            {question.source?.sentence ? (
              <figure className="mt-3 border-l-4 border-slate-300 pl-3">
                <blockquote className="text-slate-700 italic">“{question.source.sentence}”</blockquote>
                <figcaption className="mt-1 text-xs text-slate-600">
                  Source: {sourceKind(question.source.kind)}
                </figcaption>
              </figure>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-5 flex justify-end">
        {isSubmitted ? (
          <button
            ref={nextRef}
            type="button"
            onClick={onNext}
            className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}
          >
            {isLast ? 'Finish Quiz' : 'Next Question'}
          </button>
        ) : (
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={selected === null}>
            Submit Answer
          </Button>
        )}
      </div>
    </form>
  );
}

function Countdown({
  remaining,
  running,
  number,
  total,
}: {
  remaining: number;
  running: boolean;
  number: number;
  total: number;
}) {
  const urgent = remaining <= WARNING_SECONDS;
  const percent = (remaining / QUESTION_SECONDS) * 100;
  return (
    <div>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p aria-hidden="true" className="font-medium text-slate-700">
          Question {number} of {total}
        </p>
        <p
          role="timer"
          data-urgent={urgent}
          className={`flex items-center gap-1.5 font-semibold tabular-nums ${
            urgent ? 'text-red-700' : 'text-slate-700'
          }`}
        >
          <Timer aria-hidden="true" className="size-4" />
          {remaining === 1 ? '1 second left' : `${remaining} seconds left`}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Time left"
        aria-valuemin={0}
        aria-valuemax={QUESTION_SECONDS}
        aria-valuenow={remaining}
        aria-valuetext={`${remaining} seconds left`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          data-urgent={urgent}
          className={`h-full rounded-full transition-[width] duration-300 ease-linear ${
            urgent ? 'bg-red-600' : 'bg-indigo-600'
          }`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="sr-only" aria-live="assertive">
        {running && urgent && remaining > 0 ? `Hurry, ${WARNING_SECONDS} seconds or less left` : ''}
      </p>
    </div>
  );
}

interface OptionProps {
  name: string;
  index: number;
  text: string;
  checked: boolean;
  locked: boolean;
  isCorrect: boolean;
  isWrongPick: boolean;
  onSelect(): void;
}

function Option({ name, index, text, checked, locked, isCorrect, isWrongPick, onSelect }: OptionProps) {
  const tone = isCorrect
    ? 'border-green-500 bg-green-50 ring-1 ring-green-500'
    : isWrongPick
      ? 'border-red-500 bg-red-50 ring-1 ring-red-500'
      : checked
        ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
        : locked
          ? 'border-slate-200 bg-white opacity-80'
          : 'border-slate-300 bg-white hover:border-indigo-300 hover:bg-slate-50';
  return (
    <label
      data-correct={isCorrect || undefined}
      data-wrong={isWrongPick || undefined}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600 sm:text-base ${tone} ${
        locked ? 'cursor-default' : 'cursor-pointer'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={index}
        checked={checked}
        disabled={locked}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus:outline-none sm:mt-1"
      />
      <span aria-hidden="true" className="font-semibold text-slate-600">
        {optionLetter(index)}.
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
        <span className="break-words text-slate-900">{typesetScience(text)}</span>
        {isCorrect ? (
          <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-green-800 sm:text-sm">
            <Check aria-hidden="true" className="size-4" />
            Correct answer
          </span>
        ) : isWrongPick ? (
          <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-red-800 sm:text-sm">
            <X aria-hidden="true" className="size-4" />
            Your answer
          </span>
        ) : null}
      </span>
    </label>
  );
}

function sourceKind(kind: string): string {
  if (kind === 'notes') return 'your notes';
  if (kind === 'pack') return 'built-in study pack';
  if (kind === 'wordnet') return 'built-in dictionary';
  return kind;
}
