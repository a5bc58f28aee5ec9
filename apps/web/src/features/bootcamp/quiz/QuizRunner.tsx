import type { BootcampQuiz, BootcampQuizResult } from '@studybot/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-error';
import { optionLetter } from '../../../lib/format';
import { useCountdown } from '../../../lib/useCountdown';
import { useGradeQuiz } from '../api/grade-quiz';
import { Markdown } from '../lesson/Markdown';
import { QUIZ_SUBMIT_FAILED } from '../messages';
import { QuizResults } from './QuizResults';
import { QuizTimer } from './QuizTimer';
import type { QuizAnswers } from './quiz';

interface QuizRunnerProps {
  quiz: BootcampQuiz;
  lessonId: string;
  /** True from the first answer until the quiz is graded. */
  onInProgressChange(inProgress: boolean): void;
  /** Start over (the caller remounts this with a new key: index, answers and timer reset). */
  onRetake(): void;
  onContinue(): void;
}

/** One attempt: a question at a time against the clock, then the graded result. */
export function QuizRunner({ quiz, lessonId, onInProgressChange, onRetake, onContinue }: QuizRunnerProps) {
  const total = quiz.questions.length;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>(() => quiz.questions.map(() => null));
  const [result, setResult] = useState<BootcampQuizResult | null>(null);
  const grade = useGradeQuiz(lessonId);
  const { mutate: gradeAnswers } = grade;
  /** Set once the student moves between questions, so focus follows from then on (not on opening). */
  const [navigated, setNavigated] = useState(false);
  const remaining = useCountdown(quiz.time_limit * 60, result === null);
  const answeredCount = answers.filter((a) => a !== null).length;
  const timeUp = remaining === 0;
  const autoSubmitted = useRef(false);

  const inProgress = result === null && answeredCount > 0;
  useEffect(() => onInProgressChange(inProgress), [inProgress, onInProgressChange]);

  function submit() {
    gradeAnswers(answers, { onSuccess: setResult });
  }

  function goTo(next: number) {
    setNavigated(true);
    setIndex(next);
  }

  // Time is up: grade what has been answered (blanks count as wrong). Only once; after a failed
  // try the Submit button stays available.
  useEffect(() => {
    if (timeUp && result === null && !autoSubmitted.current) {
      autoSubmitted.current = true;
      gradeAnswers(answers, { onSuccess: setResult });
    }
  }, [timeUp, result, answers, gradeAnswers]);

  if (result) {
    return (
      <QuizResults
        quiz={quiz}
        answers={answers}
        result={result}
        onRetake={onRetake}
        onContinue={onContinue}
      />
    );
  }

  const question = quiz.questions[index]!;
  const isLast = index === total - 1;
  const canSubmit = (answeredCount === total || timeUp) && !grade.isPending;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">
          Question {index + 1} of {total}
        </p>
        <QuizTimer remaining={remaining} />
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`Question ${index + 1} of ${total}, ${answeredCount} answered`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {answeredCount} of {total} answered
      </p>

      <QuestionView
        key={index}
        question={question}
        number={index + 1}
        focusOnMount={navigated}
        selected={answers[index] ?? null}
        disabled={timeUp || grade.isPending}
        onSelect={(choice) =>
          setAnswers((current) => current.map((answer, i) => (i === index ? choice : answer)))
        }
      />

      {timeUp ? (
        <p role="status" className="mt-4 font-medium text-red-800">
          Time&apos;s up! {grade.isPending ? 'Grading your answers...' : ''}
        </p>
      ) : null}
      {grade.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {errorMessage(grade.error, QUIZ_SUBMIT_FAILED)}
        </p>
      ) : null}

      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        {isLast ? (
          <Button
            onClick={submit}
            disabled={!canSubmit}
            busy={grade.isPending}
            aria-describedby={canSubmit ? undefined : 'bootcamp-quiz-submit-hint'}
          >
            {grade.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        ) : (
          <Button onClick={() => goTo(index + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {isLast && answeredCount < total && !timeUp ? (
        <p id="bootcamp-quiz-submit-hint" className="mt-2 text-right text-sm text-slate-600">
          Answer every question to submit ({total - answeredCount} left).
        </p>
      ) : null}
    </div>
  );
}

interface QuestionViewProps {
  question: BootcampQuiz['questions'][number];
  number: number;
  focusOnMount: boolean;
  selected: number | null;
  disabled: boolean;
  onSelect(choice: number): void;
}

function QuestionView({ question, number, focusOnMount, selected, disabled, onSelect }: QuestionViewProps) {
  const questionId = useId();
  const textRef = useRef<HTMLDivElement>(null);

  // Moving to another question puts focus on its text, so it is read out before the options.
  useEffect(() => {
    if (focusOnMount) textRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="mt-5">
      <div
        ref={textRef}
        id={questionId}
        tabIndex={-1}
        className="text-base font-medium text-slate-900 focus:outline-none sm:text-lg"
      >
        <span className="sr-only">{`Question ${number}: `}</span>
        <Markdown>{question.question}</Markdown>
      </div>
      <div role="radiogroup" aria-labelledby={questionId} className="mt-4 space-y-2">
        {question.options.map((option, optionIndex) => {
          const checked = selected === optionIndex;
          return (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is an index)
              key={optionIndex}
              className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600 sm:text-base ${
                checked
                  ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                  : 'border-slate-300 bg-white hover:border-indigo-300 hover:bg-slate-50'
              } ${disabled ? 'cursor-default opacity-80' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={questionId}
                value={optionIndex}
                checked={checked}
                disabled={disabled}
                onChange={() => onSelect(optionIndex)}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus:outline-none sm:mt-1"
              />
              <span aria-hidden="true" className="font-semibold text-slate-600">
                {optionLetter(optionIndex)}.
              </span>
              <span className="min-w-0 flex-1 break-words text-slate-900">{option}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
