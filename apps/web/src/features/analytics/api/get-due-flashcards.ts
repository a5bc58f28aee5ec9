import { type DueFlashcardsResponse, SHOWN_DUE_CARDS } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { analyticsKeys } from '../../../lib/query-keys';

/** GET /api/analytics/due_flashcards/{userId}: the first due cards in FSRS order and how many are due. */
export function getDueFlashcards(
  userId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<DueFlashcardsResponse> {
  return api<DueFlashcardsResponse>(
    `/analytics/due_flashcards/${encodeURIComponent(userId)}?limit=${limit}`,
    { signal },
  );
}

export const dueFlashcardsQuery = (userId: string, limit: number = SHOWN_DUE_CARDS) =>
  queryOptions({
    queryKey: analyticsKeys.dueCards(userId, limit),
    queryFn: ({ signal }) => getDueFlashcards(userId, limit, signal),
  });

export function useDueFlashcards(userId: string) {
  return useQuery(dueFlashcardsQuery(userId));
}
