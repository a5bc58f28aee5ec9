import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useBootcampQuiz } from '../api/get-bootcamp-quiz';
import { QUIZ_LOAD_FAILED } from '../messages';
import { QuizRunner } from './QuizRunner';

interface QuizModalProps {
  week: number;
  /** The week's first lesson: the quiz is fetched and graded through it. */
  lessonId: string;
  onClose(): void;
}

/** A week's quiz in a modal. Leaving a quiz in progress asks first. */
export function QuizModal({ week, lessonId, onClose }: QuizModalProps) {
  const quiz = useBootcampQuiz(lessonId);
  const [attempt, setAttempt] = useState(1);
  const [inProgress, setInProgress] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);

  function requestClose() {
    if (inProgress) setConfirmLeave(true);
    else onClose();
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        title={quiz.data?.title ?? `Week ${week} Quiz`}
        widthClass="max-w-2xl"
      >
        {quiz.isPending ? (
          <Spinner label="Loading quiz..." className="min-h-48" />
        ) : quiz.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-center">
            <p className="text-red-800">{QUIZ_LOAD_FAILED}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void quiz.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <QuizRunner
            key={attempt}
            quiz={quiz.data}
            lessonId={lessonId}
            onInProgressChange={setInProgress}
            onRetake={() => setAttempt((n) => n + 1)}
            onContinue={onClose}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmLeave}
        title="Leave the quiz?"
        description="Your answers so far will be lost."
        confirmLabel="Leave Quiz"
        cancelLabel="Keep Going"
        onConfirm={() => {
          setConfirmLeave(false);
          onClose();
        }}
        onCancel={() => setConfirmLeave(false)}
      />
    </>
  );
}
