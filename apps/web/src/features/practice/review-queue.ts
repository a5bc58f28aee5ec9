import type { DueFlashcard } from '@studybot/contract';

/** Card id → the due time its latest rating in this visit gave it. */
export type RatedCards = ReadonlyMap<string, string>;

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * The cards still to review: a card rated in this visit stays out unless a fresher list from the
 * server still has it as due with the schedule that rating gave it (its learning step came round).
 * A list fetched before the rating still carries the old due date, so the card stays out.
 */
export function reviewQueue(due: readonly DueFlashcard[], rated: RatedCards): DueFlashcard[] {
  return due.filter((card) => {
    const next = rated.get(card.id);
    return next === undefined || sameInstant(next, card.due_date);
  });
}

/** The soonest of the due times given in this visit, if any. */
export function soonestDue(rated: RatedCards): string | null {
  let soonest: string | null = null;
  for (const due of rated.values()) {
    if (soonest === null || Date.parse(due) < Date.parse(soonest)) soonest = due;
  }
  return soonest;
}
