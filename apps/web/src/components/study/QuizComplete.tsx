import { Check, RotateCcw, Save, Trophy, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/api-error';
import { optionLetter } from '../../lib/format';
import { useSaveQuizAttempt } from '../../lib/practice/api/save-quiz-attempt';
import { typesetScience } from '../../lib/typeset';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { useToast } from '../ui/Toast';
import { type QuizAnswers, quizScore, type StudyQuiz } from './quiz';

export const QUIZ_SAVED = 'Your score is saved with the quiz in your library';
export const QUIZ_SAVE_FAILED = 'Failed to save quiz';
/** The quiz itself was saved when it was made: what is left to save is this attempt's score. */
export const SAVE_SCORE = 'Save My Score';
export const SCORE_SAVED = 'Score Saved';

function praise(percent: number): string {
  if (percent >= 80) return 'Excellent work!';
  if (percent >= 50) return 'Good effort. Review the ones you missed.';
  return 'Keep practising. Review the explanations and try again.';
}

interface QuizCompleteProps {
  quiz: StudyQuiz;
  answers: QuizAnswers;
  onRestart(): void;
  restartLabel?: string;
}

export function QuizComplete({
  quiz,
  answers,
  onRestart,
  restartLabel = 'Take Another Quiz',
}: QuizCompleteProps) {
  const { correct, total, percent } = quizScore(quiz, answers);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { toast } = useToast();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const save = useSaveQuizAttempt({
    onSuccess: () => toast(QUIZ_SAVED, 'success'),
    onError: (error) => toast(errorMessage(error, QUIZ_SAVE_FAILED), 'error'),
  });
  const saved = save.isSuccess;

  return (
    <Card className="p-5 sm:p-6">
      <div className="text-center">
        <div aria-hidden="true" className="mx-auto mb-3 w-fit rounded-full bg-amber-50 p-3 text-amber-600">
          <Trophy className="size-8" />
        </div>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-36 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          Quiz Complete!
        </h2>
        <p className="mt-1 text-sm break-words text-slate-600">{quiz.title}</p>
        <dl className="mt-5 flex justify-center gap-10">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Score</dt>
            <dd className="text-4xl font-bold text-slate-900 tabular-nums">{`${correct}/${total}`}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Percentage</dt>
            <dd className="text-4xl font-bold text-indigo-700 tabular-nums">{`${percent}%`}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700">{praise(percent)}</p>
        <p className="mt-1 text-xs text-slate-600">This quiz is already in your library.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            onClick={() =>
              save.mutate({
                project_id: quiz.project_id,
                answers: quiz.questions.map((_, i) => answers[i] ?? null),
              })
            }
            busy={save.isPending}
            disabled={saved}
          >
            {saved ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {saved ? SCORE_SAVED : save.isPending ? 'Saving...' : SAVE_SCORE}
          </Button>
          <Button variant="secondary" onClick={onRestart}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {restartLabel}
          </Button>
        </div>
      </div>

      <h3 className="mt-8 text-sm font-semibold text-slate-900">Your answers</h3>
      <ol className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {quiz.questions.map((question, i) => {
          const answer = answers[i] ?? null;
          const right = answer === question.correct_answer;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions are positional and may repeat
            <li key={i} className="flex items-start gap-3 px-4 py-3 text-sm">
              {right ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
              )}
              <span className="sr-only">{right ? 'Correct:' : 'Wrong:'}</span>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {i + 1}. {typesetScience(question.question)}
                </p>
                <p className="mt-0.5 text-slate-600">
                  {answer === null
                    ? 'No answer (time ran out). '
                    : right
                      ? ''
                      : `You chose ${optionLetter(answer)}. `}
                  Answer: {optionLetter(question.correct_answer)}.{' '}
                  {typesetScience(question.options[question.correct_answer] ?? '')}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
