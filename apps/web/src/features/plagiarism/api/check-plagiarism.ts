import type { PlagiarismRequest, PlagiarismResponse } from '@studybot/contract';
import { useGenerate } from '../../../components/create-hub/useGenerate';
import { api } from '../../../lib/api';

/** POST /api/generate/plagiarism: checks a text and saves the report to the library. */
export function checkPlagiarism(body: PlagiarismRequest): Promise<PlagiarismResponse> {
  return api<PlagiarismResponse>('/generate/plagiarism', { method: 'POST', body });
}

/** Checks a text, refreshing the library; a failure is toasted as the server's detail, else `fallback`. */
export function useCheckPlagiarism(fallback: string) {
  return useGenerate(checkPlagiarism, fallback);
}
