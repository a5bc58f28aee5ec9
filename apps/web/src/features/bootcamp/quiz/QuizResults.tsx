import type { BootcampQuiz, BootcampQuizResult } from '@studybot/contract';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { optionLetter } from '../../../lib/format';
import { Markdown } from '../lesson/Markdown';
import type { QuizAnswers } from './quiz';

interface QuizResultsProps {
  quiz: BootcampQuiz;
  answers: QuizAnswers;
  result: BootcampQuizResult;
  onRetake(): void;
  onContinue(): void;
}

/** The grade from the server, then every question with the student's and the correct answer. */
export function QuizResults({ quiz, answers, result, onRetake, onContinue }: QuizResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div>
      <div className="rounded-2xl bg-slate-50 p-5 text-center">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Quiz Complete
        </h3>
        <p className="mt-2">
          <span className="block text-sm text-slate-600">Grade</span>
          <span data-testid="quiz-grade" className="text-5xl font-bold text-indigo-700">
            {result.grade}
          </span>
        </p>
        <dl className="mt-3 flex justify-center gap-8 text-sm">
          <div>
            <dt className="text-slate-600">Score</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{result.score}%</dd>
          </div>
          <div>
            <dt className="text-slate-600">Correct</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {result.correct_count} of {result.total}
            </dd>
          </div>
        </dl>
      </div>

      <h3 className="mt-6 text-base font-semibold text-slate-900">Answer Review</h3>
      <ol className="mt-3 space-y-3">
        {quiz.questions.map((question, i) => {
          const answer = answers[i] ?? null;
          const correct = answer === question.correct_answer;
          return (
            <li
              key={question.id}
              className={`rounded-xl border p-4 text-sm ${correct ? 'border-green-200' : 'border-red-200'}`}
            >
              <p
                className={`flex items-center gap-1.5 font-semibold ${correct ? 'text-green-800' : 'text-red-800'}`}
              >
                {correct ? (
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                ) : (
                  <XCircle aria-hidden="true" className="size-4" />
                )}
                Question {i + 1}: {correct ? 'Correct' : 'Incorrect'}
              </p>
              <div className="mt-2 text-slate-900">
                <Markdown>{question.question}</Markdown>
              </div>
              <dl className="mt-3 space-y-1">
                <div>
                  <dt className="inline font-medium text-slate-700">Your answer: </dt>
                  <dd className="inline text-slate-900">
                    {answer === null ? 'No answer' : `${optionLetter(answer)}. ${question.options[answer]}`}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-700">Correct answer: </dt>
                  <dd className="inline text-slate-900">
                    {`${optionLetter(question.correct_answer)}. ${question.options[question.correct_answer]}`}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-slate-700">
                <span className="font-medium">Explanation: </span>
                {question.explanation}
              </p>
            </li>
          );
        })}
      </ol>

      {/*
        The dialog scrolls with 1.5rem of padding, and a sticky box stops that far from the edge:
        a bottom of -1.5rem keeps the bar flush with the dialog's edge, so no answer shows below it
        while scrolling, and the last answer ends above it.
      */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onRetake}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Retake Quiz
        </Button>
        <Button onClick={onContinue}>Continue Learning</Button>
      </div>
    </div>
  );
}
