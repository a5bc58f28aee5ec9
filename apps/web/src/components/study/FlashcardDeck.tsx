import {
  type Flashcard,
  type FlashcardSchedule,
  REVIEW_RATINGS,
  type ReviewRating,
} from '@studybot/contract';
import { ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useReviewFlashcard } from '../../lib/practice/api/review-flashcard';
import { typesetScience } from '../../lib/typeset';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { ListenButton } from '../audio/ListenButton';
import { sourceLabel, timeUntil } from '../create-hub/format';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { SavedToLibrary } from '../ui/SavedToLibrary';
import { useToast } from '../ui/Toast';

export const REVIEW_FAILED = 'Failed to save review';

const RATING_LABELS: Record<ReviewRating, { label: string; hint: string; className: string }> = {
  again: { label: 'Again', hint: 'I forgot', className: 'border-red-300 text-red-800 hover:bg-red-50' },
  hard: { label: 'Hard', hint: 'Barely', className: 'border-amber-300 text-amber-900 hover:bg-amber-50' },
  good: { label: 'Good', hint: 'I knew it', className: 'border-green-300 text-green-800 hover:bg-green-50' },
  easy: { label: 'Easy', hint: 'Too easy', className: 'border-sky-300 text-sky-800 hover:bg-sky-50' },
};

/** "Next review in 3 days". */
export function nextReviewText(schedule: FlashcardSchedule, now = Date.now()): string {
  return `Next review ${timeUntil(schedule.due, now)}`;
}

/** A deck just made in Create, or a saved one loaded with its card ids (its source may be unknown). */
export interface StudyDeck {
  title: string;
  source?: string;
  cards: Flashcard[];
}

interface FlashcardDeckProps {
  deck: StudyDeck;
  /** Create shows "Saved to Library" with a link there; the library itself does not. */
  savedNotice?: boolean;
  onReviewed?(schedule: FlashcardSchedule): void;
}

export function FlashcardDeck({ deck, savedNotice = true, onReviewed }: FlashcardDeckProps) {
  const [index, setIndex] = useState(0);
  // The id of the card showing its back, so a late review result cannot flip another card.
  const [flippedId, setFlippedId] = useState<string | null>(null);
  const [schedules, setSchedules] = useState<Record<string, string>>({});
  const [lastReview, setLastReview] = useState('');
  const { toast } = useToast();
  const hintId = useId();
  const cardButton = useRef<HTMLButtonElement>(null);
  const revealRef = useRevealOnMount<HTMLDivElement>();
  const total = deck.cards.length;
  const card = deck.cards[index];
  const flipped = card !== undefined && flippedId === card.id;
  const allReviewed = total > 0 && deck.cards.every((other) => schedules[other.id]);
  const status = lastReview
    ? allReviewed
      ? `${lastReview}. You have reviewed every card in this deck.`
      : `${lastReview}.`
    : '';

  function go(to: number) {
    if (to < 0 || to >= total || to === index) return;
    setIndex(to);
    setFlippedId(null);
  }

  const review = useReviewFlashcard({
    onSuccess: (schedule, { cardId }) => {
      const text = nextReviewText(schedule);
      setSchedules((prev) => ({ ...prev, [cardId]: text }));
      setLastReview(text);
      const position = deck.cards.findIndex((other) => other.id === cardId);
      // Only move on if the student is still on the card they rated (they may have browsed away
      // while the review was saving).
      if (position >= 0 && position + 1 < total) {
        setIndex((current) => (current === position ? position + 1 : current));
        setFlippedId((current) => (current === cardId ? null : current));
      }
      // The rating buttons disappear with the flip, so keep keyboard focus on the card.
      cardButton.current?.focus();
      onReviewed?.(schedule);
    },
    onError: (error) => toast(errorMessage(error, REVIEW_FAILED), 'error'),
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  }

  if (!card) {
    return (
      <Card>
        <p className="text-slate-700">This deck has no cards.</p>
      </Card>
    );
  }

  return (
    <div ref={revealRef} className="scroll-mt-36">
      <Card className="p-5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words text-slate-900">{deck.title}</h2>
            {deck.source ? (
              <p className="mt-0.5 text-sm text-slate-600">Made from: {sourceLabel(deck.source)}</p>
            ) : null}
          </div>
          {savedNotice ? <SavedToLibrary /> : null}
        </div>
        <section aria-label="Flashcard deck" onKeyDown={onKeyDown}>
          <p aria-live="polite" className="mb-3 text-center text-sm font-medium text-slate-700">
            Card {index + 1} of {total}
          </p>

          <CardFace
            card={card}
            flipped={flipped}
            hintId={hintId}
            buttonRef={cardButton}
            onFlip={() => setFlippedId((current) => (current === card.id ? null : card.id))}
          />
          <div className="mt-3 flex justify-center empty:hidden">
            {/* Keyed by card and side: turning the card stops the clip and offers the new side. */}
            <ListenButton
              key={`${card.id}-${flipped ? 'back' : 'front'}`}
              text={flipped ? card.back : card.front}
              what={flipped ? 'to the back' : 'to the front'}
            />
          </div>
          <p id={hintId} className="mt-2 text-center text-xs text-slate-600">
            Click the card or press Space or Enter to flip it. Use the ← and → keys to move between cards.
          </p>

          {schedules[card.id] ? (
            <p className="mt-3 text-center text-sm text-slate-700">Reviewed · {schedules[card.id]}</p>
          ) : null}

          {flipped ? (
            <fieldset className="mt-4">
              <legend className="mb-2 w-full text-center text-sm font-medium text-slate-800">
                How well did you know it?
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {REVIEW_RATINGS.map((rating) => (
                  <button
                    key={rating}
                    type="button"
                    disabled={review.isPending}
                    onClick={() => review.mutate({ cardId: card.id, rating })}
                    className={`flex cursor-pointer flex-col items-center rounded-lg border bg-white px-3 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 ${RATING_LABELS[rating].className}`}
                  >
                    {RATING_LABELS[rating].label}
                    <span className="text-xs font-normal text-slate-600">{RATING_LABELS[rating].hint}</span>
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}

          <p role="status" className="mt-3 min-h-5 text-center text-sm font-medium text-indigo-800">
            {status}
          </p>

          <div className="mt-3 flex items-center justify-between gap-2">
            <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === total - 1}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </section>
      </Card>
    </div>
  );
}

function CardFace({
  card,
  flipped,
  hintId,
  buttonRef,
  onFlip,
}: {
  card: Flashcard;
  flipped: boolean;
  hintId: string;
  buttonRef: Ref<HTMLButtonElement>;
  onFlip(): void;
}) {
  const face = (side: 'front' | 'back') => {
    const shown = (side === 'back') === flipped;
    return (
      <span
        aria-hidden={!shown}
        className={`flex min-h-56 flex-col rounded-2xl border p-6 [grid-area:1/1] [backface-visibility:hidden] ${
          side === 'back'
            ? 'border-indigo-200 bg-indigo-50 [transform:rotateY(180deg)]'
            : 'border-slate-200 bg-white'
        }`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {side === 'front' ? 'Front' : 'Back'}
          </span>
          {card.category ? <Badge tone="indigo">{card.category}</Badge> : null}
        </span>
        <span
          className={`my-auto block py-4 text-center break-words text-slate-900 ${
            side === 'front' ? 'text-xl font-semibold' : 'text-lg'
          }`}
        >
          {typesetScience(side === 'front' ? card.front : card.back)}
        </span>
        {side === 'back' && card.source?.sentence ? (
          <span className="block text-xs text-slate-600 italic">Source: “{card.source.sentence}”</span>
        ) : null}
        <span aria-hidden="true" className="flex items-center justify-center gap-1 text-xs text-slate-600">
          <RotateCw className="size-3" />
          {side === 'front' ? 'Show answer' : 'Show question'}
        </span>
      </span>
    );
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onFlip}
      aria-describedby={hintId}
      className="block w-full cursor-pointer rounded-2xl text-left [perspective:1200px] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
    >
      <span
        data-flipped={flipped}
        className={`grid transition-transform duration-500 [transform-style:preserve-3d] ${
          flipped ? '[transform:rotateY(180deg)]' : ''
        }`}
      >
        {face('front')}
        {face('back')}
      </span>
    </button>
  );
}
