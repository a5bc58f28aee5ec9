import { FLASHCARD_COUNT_CHOICES } from '@studybot/contract';
import {
  CreateLayout,
  FailedPanel,
  FormHeader,
  GeneratingPanel,
  ReadyPanel,
} from '../../components/create-hub/CreateLayout';
import { FlashcardDeck } from '../../components/study/FlashcardDeck';
import { useGenerateFlashcards } from './api/generate-flashcards';
import { StudyForm } from './StudyForm';

export const FLASHCARDS_FAILED = 'Flashcard generation failed';

export function FlashcardsTab() {
  const generate = useGenerateFlashcards(FLASHCARDS_FAILED);
  const busy = generate.isPending;

  return (
    <CreateLayout
      form={
        <>
          <FormHeader
            title="Create flashcards"
            description="Flip each card, rate how well you knew it, and it comes back when you need it."
          />
          <StudyForm
            countLabel="Number of cards"
            countChoices={FLASHCARD_COUNT_CHOICES}
            defaultCount={10}
            submitLabel="Generate Flashcards"
            topicPlaceholder="e.g. French verbs"
            busy={busy}
            onSubmit={({ count, ...values }) => generate.mutate({ ...values, num_cards: count })}
          />
        </>
      }
      result={
        busy ? (
          <GeneratingPanel label="Making your flashcards..." />
        ) : generate.data ? (
          <FlashcardDeck deck={generate.data} />
        ) : generate.error ? (
          <FailedPanel
            title="We couldn’t make your flashcards"
            error={generate.error}
            fallback={FLASHCARDS_FAILED}
            fixInput="Try another topic, or add your own notes, and press Generate Flashcards again."
          />
        ) : (
          <ReadyPanel hint="Choose a topic, or add your own notes, and press Generate Flashcards. Your deck will appear here." />
        )
      }
    />
  );
}
