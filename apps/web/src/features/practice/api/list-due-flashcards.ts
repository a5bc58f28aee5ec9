import type { DueFlashcard } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { practiceKeys } from '../../../lib/query-keys';

/** GET /api/flashcards/due?limit=N: the cards due now across every deck, in FSRS order. */
export function listDueFlashcards(limit: number, signal?: AbortSignal): Promise<DueFlashcard[]> {
  return api<DueFlashcard[]>(`/flashcards/due?limit=${limit}`, { signal });
}

export const dueFlashcardsQuery = (limit: number) =>
  queryOptions({
    queryKey: practiceKeys.dueCards(limit),
    queryFn: ({ signal }) => listDueFlashcards(limit, signal),
    // Reviews made since the last visit change the queue: always ask again when the page opens.
    staleTime: 0,
  });

export function useDueFlashcardQueue(limit: number) {
  return useQuery(dueFlashcardsQuery(limit));
}
