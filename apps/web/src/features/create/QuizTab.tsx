import { QUIZ_QUESTION_CHOICES } from '@studybot/contract';
import {
  CreateLayout,
  FailedPanel,
  FormHeader,
  GeneratingPanel,
  ReadyPanel,
} from '../../components/create-hub/CreateLayout';
import { QuizPlayer } from '../../components/study/QuizPlayer';
import { useGenerateQuiz } from './api/generate-quiz';
import { StudyForm } from './StudyForm';

export const QUIZ_FAILED = 'Quiz generation failed';

/**
 * Quiz form and, once generated, the quiz player. `onRestart` gives a fresh tab; `restarted` is
 * set on that fresh tab so the topic field takes focus.
 */
export function QuizTab({ onRestart, restarted = false }: { onRestart(): void; restarted?: boolean }) {
  const generate = useGenerateQuiz(QUIZ_FAILED);
  const busy = generate.isPending;

  return (
    <CreateLayout
      form={
        <>
          <FormHeader
            title="Create a quiz"
            description="Multiple-choice questions with a 30-second timer and an explanation for every answer."
          />
          <StudyForm
            countLabel="Number of questions"
            countChoices={QUIZ_QUESTION_CHOICES}
            defaultCount={5}
            submitLabel="Generate Quiz"
            topicPlaceholder="e.g. Photosynthesis"
            busy={busy}
            autoFocusTopic={restarted}
            onSubmit={({ count, ...values }) => generate.mutate({ ...values, num_questions: count })}
          />
        </>
      }
      result={
        busy ? (
          <GeneratingPanel label="Writing your quiz..." />
        ) : generate.data ? (
          <QuizPlayer quiz={generate.data} onRestart={onRestart} />
        ) : generate.error ? (
          <FailedPanel
            title="We couldn’t make your quiz"
            error={generate.error}
            fallback={QUIZ_FAILED}
            fixInput="Try another topic, or add your own notes, and press Generate Quiz again."
          />
        ) : (
          <ReadyPanel hint="Choose a topic, or add your own notes, and press Generate Quiz. Your quiz will start here." />
        )
      }
    />
  );
}
