import type { FlashcardSchedule, ReviewFlashcardRequest } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** POST /api/flashcards/:card_id/review: records a rating and answers the card's next schedule. */
export function reviewFlashcard(cardId: string, body: ReviewFlashcardRequest): Promise<FlashcardSchedule> {
  return api<FlashcardSchedule>(`/flashcards/${encodeURIComponent(cardId)}/review`, { method: 'POST', body });
}

export type ReviewFlashcardVariables = ReviewFlashcardRequest & { cardId: string };

/**
 * Rates a card. Nothing cached shows a card's schedule, so there is nothing to refresh; the
 * screen gets the schedule (and the card it is for) in `onSuccess`.
 */
export function useReviewFlashcard(
  options: {
    onSuccess?(schedule: FlashcardSchedule, variables: ReviewFlashcardVariables): void;
    onError?(error: Error): void;
  } = {},
) {
  return useMutation({
    mutationFn: ({ cardId, ...body }: ReviewFlashcardVariables) => reviewFlashcard(cardId, body),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
