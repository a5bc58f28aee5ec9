import type { DeckResponse } from '@studybot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/**
 * Kept beside its fetcher rather than in lib/query-keys.ts; it starts with 'practice', so
 * invalidating `practiceKeys.all` reaches it too.
 */
export const deckKey = (projectId: string) => ['practice', 'deck', projectId] as const;

/**
 * GET /api/flashcards?project_id=…: a saved deck's cards with the ids reviews are recorded
 * against. 404 "Flashcard set not found" for a deck saved before its cards were stored.
 */
export function getDeck(projectId: string, signal?: AbortSignal): Promise<DeckResponse> {
  return api<DeckResponse>(`/flashcards?${new URLSearchParams({ project_id: projectId })}`, { signal });
}

export const deckQuery = (projectId: string) =>
  queryOptions({ queryKey: deckKey(projectId), queryFn: ({ signal }) => getDeck(projectId, signal) });

/** A saved deck's cards, fetched only while `enabled` (once the student asks to study it). */
export function useDeck(projectId: string, enabled: boolean) {
  return useQuery({ ...deckQuery(projectId), enabled });
}
