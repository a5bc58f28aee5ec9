import type { DueFlashcardsResponse } from '@studybot/contract';
import { Layers, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DUE_LOAD_FAILED } from './messages';

/** The first due cards in FSRS order, '+N more', and Review Now. */
export function DueTodayPanel({
  due,
  loading,
  onRetry,
}: {
  due: DueFlashcardsResponse | undefined;
  loading: boolean;
  onRetry(): void;
}) {
  const more = due ? due.total_due - due.due_flashcards.length : 0;
  return (
    <section aria-labelledby="due-today-heading" className="min-w-0">
      <Card className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="due-today-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Layers aria-hidden="true" className="size-5 text-indigo-600" />
            Due Today
          </h2>
          {due && due.total_due > 0 ? (
            <span className="text-sm font-medium text-slate-600">
              {due.total_due} {due.total_due === 1 ? 'card' : 'cards'}
            </span>
          ) : null}
        </div>

        {loading ? (
          <div className="mt-4 space-y-2" aria-busy="true">
            <span className="sr-only">Loading due cards...</span>
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-10 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
        ) : !due ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-900">
            {DUE_LOAD_FAILED}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : due.total_due === 0 ? (
          <p className="mt-4 text-sm text-slate-700">No flashcards are due. You are up to date.</p>
        ) : (
          <>
            <ul className="mt-4 space-y-2" aria-label="Cards due">
              {due.due_flashcards.map((card) => (
                <li
                  key={card.id}
                  className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words text-slate-800"
                >
                  {card.front_text}
                </li>
              ))}
            </ul>
            {more > 0 ? <p className="mt-2 text-sm font-medium text-slate-600">+{more} more</p> : null}
            <Link to="/review" className={`mt-4 w-full ${buttonClasses('primary', 'md')}`}>
              Review Now
            </Link>
          </>
        )}
      </Card>
    </section>
  );
}
