import type { GenerateQuizRequest, GenerateQuizResponse } from '@studybot/contract';
import { useGenerate } from '../../../components/create-hub/useGenerate';
import { api } from '../../../lib/api';

/** POST /api/generate/quiz: writes a quiz and saves it to the library. */
export function generateQuiz(body: GenerateQuizRequest): Promise<GenerateQuizResponse> {
  return api<GenerateQuizResponse>('/generate/quiz', { method: 'POST', body });
}

/** Generates a quiz, refreshing the library; a failure is toasted as the server's detail, else `fallback`. */
export function useGenerateQuiz(fallback: string) {
  return useGenerate(generateQuiz, fallback);
}
