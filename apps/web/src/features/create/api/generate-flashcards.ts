import type { GenerateFlashcardsRequest, GenerateFlashcardsResponse } from '@studybot/contract';
import { useGenerate } from '../../../components/create-hub/useGenerate';
import { api } from '../../../lib/api';

/** POST /api/generate/flashcards: makes a deck and saves it to the library. */
export function generateFlashcards(body: GenerateFlashcardsRequest): Promise<GenerateFlashcardsResponse> {
  return api<GenerateFlashcardsResponse>('/generate/flashcards', { method: 'POST', body });
}

/** Generates a deck, refreshing the library; a failure is toasted as the server's detail, else `fallback`. */
export function useGenerateFlashcards(fallback: string) {
  return useGenerate(generateFlashcards, fallback);
}
