import { type DueFlashcard, REVIEW_RATINGS, type ReviewRating } from '@studybot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PartyPopper, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { timeUntil } from '../../components/create-hub/format';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useReviewFlashcard } from '../../lib/practice/api/review-flashcard';
import { analyticsKeys } from '../../lib/query-keys';
import { typesetScience } from '../../lib/typeset';
import { usePageTitle } from '../../lib/usePageTitle';
import { useDueFlashcardQueue } from './api/list-due-flashcards';
import { digitIndex, ignoreShortcut, spaceIsTaken } from './keyboard';
import { QUEUE_FAILED, REVIEW_FAILED } from './messages';
import { type RatedCards, reviewQueue, soonestDue } from './review-queue';

/** The most due cards one visit asks for (the server's limit). */
export const REVIEW_QUEUE_LIMIT = 200;

const RATINGS: Record<ReviewRating, { label: string; hint: string; className: string }> = {
  again: { label: 'Again', hint: 'Forgot it', className: 'border-red-300 text-red-800 hover:bg-red-50' },
  hard: { label: 'Hard', hint: 'Barely', className: 'border-amber-300 text-amber-900 hover:bg-amber-50' },
  good: { label: 'Good', hint: 'Knew it', className: 'border-green-300 text-green-800 hover:bg-green-50' },
  easy: { label: 'Easy', hint: 'Too easy', className: 'border-sky-300 text-sky-800 hover:bg-sky-50' },
};

/** /review: every due flashcard across the student's decks, in FSRS order, one at a time. */
export function ReviewPage() {
  usePageTitle('Review');
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const due = useDueFlashcardQueue(REVIEW_QUEUE_LIMIT);
  const [rated, setRated] = useState<RatedCards>(new Map());
  const [reviewed, setReviewed] = useState(0);
  const [revealedId, setRevealedId] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const review = useReviewFlashcard({
    onSuccess: (schedule, { cardId }) => {
      const card = due.data?.find((other) => other.id === cardId);
      setRated((prev) => new Map(prev).set(cardId, schedule.due));
      setReviewed((count) => count + 1);
      setRevealedId(null);
      setNote(
        `${card ? `“${typesetScience(card.front_text)}”: ` : ''}Next review ${timeUntil(schedule.due)}.`,
      );
      // Mastery and the due counts on the analytics page have changed.
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (error) => toast(errorMessage(error, REVIEW_FAILED), 'error'),
  });

  const queue = due.data ? reviewQueue(due.data, rated) : [];
  const card = queue[0];
  const revealed = card !== undefined && revealedId === card.id;

  function rate(rating: ReviewRating) {
    if (card && revealed && !review.isPending) review.mutate({ cardId: card.id, rating });
  }

  // Space shows the answer; 1–4 rate it.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!card || ignoreShortcut(event)) return;
      if (event.key === ' ' && !revealed) {
        // On "Show answer" itself the button's own Space press shows the answer.
        if (spaceIsTaken(event)) return;
        event.preventDefault();
        setRevealedId(card.id);
        return;
      }
      const index = revealed ? digitIndex(event.key, REVIEW_RATINGS.length) : null;
      const rating = index === null ? undefined : REVIEW_RATINGS[index];
      if (rating && !review.isPending) {
        event.preventDefault();
        review.mutate({ cardId: card.id, rating });
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [card, revealed, review]);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2">
        <Link
          to="/analytics"
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:text-indigo-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to analytics
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Review Flashcards</h1>
        <p className="text-slate-600">
          Your due cards from every deck, in the order spaced repetition picks.
        </p>
      </header>

      <p role="status" className="min-h-5 text-sm font-medium text-indigo-800">
        {note}
      </p>

      {due.isPending ? (
        <Card>
          <Spinner label="Loading your due cards..." className="py-12" />
        </Card>
      ) : due.isError ? (
        <Card className="p-6 text-center">
          <p role="alert" className="font-medium text-red-900">
            {QUEUE_FAILED}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void due.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </Card>
      ) : card ? (
        <ReviewCard
          key={card.id}
          card={card}
          left={queue.length}
          reviewed={reviewed}
          revealed={revealed}
          busy={review.isPending}
          onReveal={() => setRevealedId(card.id)}
          onRate={rate}
        />
      ) : (
        <AllCaughtUp
          reviewed={reviewed}
          nextDue={soonestDue(rated)}
          checking={due.isFetching}
          onCheck={() => void due.refetch()}
        />
      )}
    </div>
  );
}

function ReviewCard({
  card,
  left,
  reviewed,
  revealed,
  busy,
  onReveal,
  onRate,
}: {
  card: DueFlashcard;
  left: number;
  reviewed: number;
  revealed: boolean;
  busy: boolean;
  onReveal(): void;
  onRate(rating: ReviewRating): void;
}) {
  const showButton = useRef<HTMLButtonElement>(null);
  const answer = useRef<HTMLElement>(null);

  // A new card takes the focus, so the keyboard flow (Space, then 1–4) carries on from the last one.
  useEffect(() => {
    if (reviewed > 0) showButton.current?.focus();
  }, [reviewed]);
  useEffect(() => {
    if (revealed) answer.current?.focus();
  }, [revealed]);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p className="font-medium text-slate-800">
          {left} {left === 1 ? 'card' : 'cards'} left
        </p>
        {reviewed > 0 ? <p>{reviewed} reviewed</p> : null}
      </div>

      <section
        aria-label="Question"
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-center"
      >
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Front</p>
        <p className="mt-3 text-xl font-semibold break-words text-slate-900">
          {typesetScience(card.front_text)}
        </p>
      </section>

      {revealed ? (
        <>
          <section
            ref={answer}
            tabIndex={-1}
            aria-label="Answer"
            className="mt-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 text-center focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Back</p>
            <p className="mt-3 text-lg break-words text-slate-900">{typesetScience(card.back_text)}</p>
          </section>
          <fieldset className="mt-5">
            <legend className="mb-2 w-full text-center text-sm font-medium text-slate-800">
              How well did you know it? (keys 1–4)
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {REVIEW_RATINGS.map((rating, index) => (
                <button
                  key={rating}
                  type="button"
                  disabled={busy}
                  onClick={() => onRate(rating)}
                  aria-keyshortcuts={String(index + 1)}
                  className={`flex cursor-pointer flex-col items-center rounded-lg border bg-white px-3 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 ${RATINGS[rating].className}`}
                >
                  {RATINGS[rating].label}
                  <span className="text-xs font-normal text-slate-600">{RATINGS[rating].hint}</span>
                </button>
              ))}
            </div>
          </fieldset>
        </>
      ) : (
        <div className="mt-5 flex flex-col items-center gap-2">
          <Button ref={showButton} size="lg" onClick={onReveal} aria-keyshortcuts="Space">
            Show answer
          </Button>
          <p className="text-xs text-slate-600">or press Space</p>
        </div>
      )}
    </Card>
  );
}

function AllCaughtUp({
  reviewed,
  nextDue,
  checking,
  onCheck,
}: {
  reviewed: number;
  nextDue: string | null;
  checking: boolean;
  onCheck(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reviewed > 0) heading.current?.focus();
  }, [reviewed]);
  return (
    <Card className="p-6 text-center sm:p-10">
      <div aria-hidden="true" className="mx-auto mb-3 w-fit rounded-full bg-green-50 p-3 text-green-700">
        <PartyPopper className="size-7" />
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        All caught up
      </h2>
      <p className="mt-2 text-slate-700">
        {reviewed > 0
          ? `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'}.`
          : 'No flashcards are due right now.'}
        {nextDue ? ` Your next card is due ${timeUntil(nextDue)}.` : ''}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/analytics" className={buttonClasses('primary', 'md')}>
          Back to analytics
        </Link>
        <Link to="/create?tab=flashcards" className={buttonClasses('secondary', 'md')}>
          Make flashcards
        </Link>
        <Button variant="ghost" onClick={onCheck} busy={checking}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Check again
        </Button>
      </div>
    </Card>
  );
}
